// Emptying a kept scratch list without paying for an empty one.

extension Array {
  /// Removes every element and keeps the storage, as `removeAll(keepingCapacity: true)` does,
  /// but does nothing to an array that is already empty: the standard call goes through a
  /// generic range replacement (a uniqueness check and 50–80 instructions) even then, and the
  /// solver's kept lists are usually empty when a resize clears them.
  ///
  /// - Complexity: O(1) when empty, else O(`count`) for elements that need destroying and O(1)
  ///   otherwise.
  @inline(__always)
  mutating func emptyKeepingCapacity() {
    if !isEmpty { removeAll(keepingCapacity: true) }
  }
}
