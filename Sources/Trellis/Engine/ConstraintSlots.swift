import TrellisSolver

/// Up to four optional constraints kept inline: an item record's fallbacks (x, y, width,
/// height) or its hugging or compression resistance per axis, without an array allocated for
/// each record.
struct ConstraintSlots: RandomAccessCollection, MutableCollection {
  private var first: Constraint?
  private var second: Constraint?
  private var third: Constraint?
  private var fourth: Constraint?
  /// The number of slots, at most four.
  let endIndex: Int

  /// Empty slots.
  ///
  /// - Parameter count: How many, from 0 to 4 (clamped).
  init(count: Int) {
    endIndex = Swift.min(Swift.max(count, 0), 4)
  }

  var startIndex: Int { 0 }

  /// The constraint in a slot; an index outside the slots reads `nil` and ignores writes.
  subscript(position: Int) -> Constraint? {
    get {
      switch position {
      case 0: first
      case 1: second
      case 2: third
      case 3: fourth
      default: nil
      }
    }
    set {
      switch position {
      case 0: first = newValue
      case 1: second = newValue
      case 2: third = newValue
      case 3: fourth = newValue
      default: break
      }
    }
  }
}
