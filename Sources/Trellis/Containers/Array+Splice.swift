// Replacing a window of a container's list, sharing the new list when it is all of it.

extension Array {
  /// Replaces the elements in `range` with `newElements`, sharing `newElements` whole when
  /// `range` covers every element.
  ///
  /// A first build replaces all of an empty list. `replaceSubrange` would copy each new element
  /// into the array's storage, a retain of each, which in a large tree is an atomic operation
  /// that waits for a cache miss.
  ///
  /// - Complexity: O(1) when `range` covers the array, else that of `replaceSubrange`.
  mutating func splice(_ range: Range<Int>, with newElements: [Element]) {
    if range == indices {
      self = newElements
    } else {
      replaceSubrange(range, with: newElements)
    }
  }
}
