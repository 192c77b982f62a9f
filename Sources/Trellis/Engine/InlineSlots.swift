import TrellisSolver

/// Four optional elements kept inline: an item record's fallback rows (x, y, width, height),
/// without an array allocated for each record.
struct InlineSlots<Element>: RandomAccessCollection, MutableCollection {
  /// Slots 0 and 1.
  private var low = InlinePair<Element>()
  /// Slots 2 and 3.
  private var high = InlinePair<Element>()

  /// Four empty slots.
  init() {}

  var startIndex: Int { 0 }
  var endIndex: Int { 4 }

  /// The element in a slot; an index outside the four reads `nil` and ignores writes.
  subscript(position: Int) -> Element? {
    get { position < 2 ? low[position] : high[position - 2] }
    set {
      if position < 2 { low[position] = newValue } else { high[position - 2] = newValue }
    }
  }
}

/// Two optional elements kept inline: an item record's hugging or compression resistance per
/// axis (horizontal, vertical).
///
/// Half the size of ``InlineSlots`` for the same element: a record holds two of these, and as
/// four-slot collections they left a third of its 496 bytes unused.
struct InlinePair<Element>: RandomAccessCollection, MutableCollection {
  private var first: Element?
  private var second: Element?

  /// Two empty slots.
  init() {}

  var startIndex: Int { 0 }
  var endIndex: Int { 2 }

  /// The element in a slot; an index outside the two reads `nil` and ignores writes.
  subscript(position: Int) -> Element? {
    get {
      switch position {
      case 0: first
      case 1: second
      default: nil
      }
    }
    set {
      switch position {
      case 0: first = newValue
      case 1: second = newValue
      default: break
      }
    }
  }
}
