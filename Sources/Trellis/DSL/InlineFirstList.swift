/// A list that keeps its first element inline and the rest in an array: most DSL constraints
/// have one part and one solver constraint, and most gaps of a container's chain are one
/// constraint; an array for each would be an allocation of its own (and a reference to retain
/// and release each time the list is read).
struct InlineFirstList<Element>: RandomAccessCollection, MutableCollection {
  /// The first element, `nil` when the list is empty.
  private var head: Element?
  /// The elements after the first.
  private var tail: [Element] = []

  /// An empty list.
  init() {}

  /// A list of one element, made without an array.
  ///
  /// - Parameter element: The element.
  init(one element: Element) {
    head = element
  }

  /// A list of the given elements, in order.
  ///
  /// - Parameter elements: The elements.
  init(_ elements: some Sequence<Element>) {
    for element in elements { append(element) }
  }

  var startIndex: Int { 0 }

  var endIndex: Int { head == nil ? 0 : 1 + tail.count }

  /// The element at `position`, which must be a valid index (as for an array).
  subscript(position: Int) -> Element {
    get {
      if position == 0, let head { return head }
      return tail[position - 1]
    }
    set {
      if position == 0, head != nil {
        head = newValue
      } else {
        tail[position - 1] = newValue
      }
    }
  }

  /// Adds an element at the end.
  ///
  /// - Complexity: Amortized O(1).
  mutating func append(_ element: Element) {
    if head == nil {
      head = element
    } else {
      tail.append(element)
    }
  }

  /// Makes room for `count` elements in all (the first needs none).
  mutating func reserveCapacity(_ count: Int) {
    if count > 1 { tail.reserveCapacity(count - 1) }
  }

  /// Removes every element.
  mutating func removeAll() {
    head = nil
    tail = []
  }
}
