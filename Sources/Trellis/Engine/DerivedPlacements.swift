import TrellisSolver

/// The children whose position and length across a stack the engine writes from the stack's
/// solved frame instead of solving them: a filled stack child's two cross-axis equalities
/// (`start == stack.start + inset`, `end == stack.end − inset`) are its only mention of those
/// variables while nothing else constrains them, so their values follow from the stack's.
///
/// Each placement stays out of the solver (no rows, no constraint objects) until something
/// mentions the variables (a DSL constraint, a fallback of a child or guide of the node, its
/// intrinsic size or measure function, the node hidden); then its arrangement makes the two
/// equalities as rows (``LayoutEngine/materializeDerived(_:)``), with the activation sequences
/// they would have had (reserved on the entry, ``ArrangedEntry/derivedSequences``), so
/// conflicts resolve and print as if they had been rows all along.
struct DerivedPlacements {
  /// What the frame write needs of one placement: where the child sits in the frame order (its
  /// frame parent is the stack) and how it sits in the stack along the cross axis.
  struct Frame {
    /// The child's index in the frame order, or −1 while unknown.
    var index: Int32
    /// The cross axis: 0 horizontal (x, width), 1 vertical (y, height).
    let axis: Int8
    /// The child's low coordinate minus the stack's (the inset at the low side).
    let lowInset: Double
    /// The stack's length minus the child's (both insets).
    let totalInset: Double
  }

  /// Who makes a placement's rows when they are needed.
  struct Owner {
    let nodeID: ObjectIdentifier
    let entry: ArrangedEntry
    let arrangement: StackArrangement
  }

  /// The placements, for the frame write (in no particular order).
  private(set) var frames: [Frame] = []
  /// The owner of each placement, at the same index as its frame.
  private var owners: [Owner] = []
  /// Where each derived child's placement is.
  private var slots: [ObjectIdentifier: Int] = [:]

  /// Whether no child is derived (every other check is skipped then).
  var isEmpty: Bool { frames.isEmpty }

  /// The cross axis of a derived child, or `nil` when the child is not derived.
  ///
  /// - Complexity: One hash lookup.
  func axis(of key: ObjectIdentifier) -> Axis? {
    guard !frames.isEmpty, let slot = slots[key] else { return nil }
    return frames[slot].axis == 0 ? .horizontal : .vertical
  }

  /// Adds a placement.
  ///
  /// - Complexity: Amortised O(1).
  mutating func insert(_ frame: Frame, owner: Owner) {
    if let slot = slots[owner.nodeID] {
      frames[slot] = frame
      owners[slot] = owner
      return
    }
    slots[owner.nodeID] = frames.count
    frames.append(frame)
    owners.append(owner)
  }

  /// Removes a child's placement.
  ///
  /// - Parameters:
  ///   - key: The child.
  ///   - entry: The entry the placement must belong to, if any: a child that moved from one
  ///     stack to another keeps the placement its new stack made when the old one lets go.
  /// - Returns: Its owner, or `nil` when the child was not derived (by that entry).
  /// - Complexity: O(1) (the last placement takes the removed one's place).
  mutating func remove(_ key: ObjectIdentifier, entry: ArrangedEntry? = nil) -> Owner? {
    guard !frames.isEmpty, let slot = slots[key] else { return nil }
    let owner = owners[slot]
    if let entry, owner.entry !== entry { return nil }
    slots[key] = nil
    let last = frames.count - 1
    if slot != last {
      frames[slot] = frames[last]
      owners[slot] = owners[last]
      slots[owners[slot].nodeID] = slot
    }
    frames.removeLast()
    owners.removeLast()
    return owner
  }

  /// Reads every placement's frame index again after the frame order changed.
  ///
  /// - Parameter index: A child's index in the new frame order, or `nil` when it has none.
  /// - Complexity: O(placements) lookups.
  mutating func refreshIndices(_ index: (ObjectIdentifier) -> Int?) {
    for slot in frames.indices {
      frames[slot].index = index(owners[slot].nodeID).map(Int32.init) ?? -1
    }
  }

  /// Writes each derived child's position and length across its stack into solved values laid
  /// out as the frame write reads them (x, y, width, height per item in frame order), from its
  /// frame parent's (the stack's).
  ///
  /// - Complexity: O(placements).
  func patch(_ values: inout [Double], parents: [Int]) {
    values.withUnsafeMutableBufferPointer { values in
      for frame in frames {
        let index = Int(frame.index)
        guard index >= 0, index < parents.count else { continue }
        let parent = parents[index]
        let low = Int(frame.axis)
        guard parent >= 0, 4 * index + 3 < values.count, 4 * parent + 3 < values.count else {
          continue
        }
        values[4 * index + low] = values[4 * parent + low] + frame.lowInset
        values[4 * index + low + 2] = values[4 * parent + low + 2] - frame.totalInset
      }
    }
  }

  /// Every placement's owner, for a dump that writes their rows.
  var allOwners: [Owner] { owners }
}
