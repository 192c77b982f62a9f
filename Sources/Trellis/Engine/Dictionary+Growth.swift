extension Dictionary {
  /// Makes room for `count` entries at once, growing to at least twice the capacity when it
  /// grows at all, so a tree built one layout at a time stays linear.
  ///
  /// - Complexity: O(`count`) when storage grows, else O(1).
  mutating func reserveGrowing(toHold count: Int) {
    guard capacity < count else { return }
    reserveCapacity(Swift.max(count, 2 * capacity))
  }
}
