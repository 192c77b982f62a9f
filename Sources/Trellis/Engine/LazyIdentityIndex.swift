/// A table by object identity that takes additions as a list and indexes them when it is
/// first read.
///
/// The engine adds thousands of entries in a build (its own constraints' roles, the DSL part
/// of each solver constraint) and looks up none: a hash insertion each would touch a table
/// spread over memory (a cache miss, and at first a page fault, each), where an append writes
/// the next slot of a list. The first read or change moves the list into the table, in the
/// order of the additions (a later entry for a key replaces an earlier one, as an insertion
/// does), so every lookup sees every addition.
struct LazyIdentityIndex<Value> {
  /// The indexed entries: read and changed through ``entries``.
  private var table: [ObjectIdentifier: Value] = [:]
  /// The additions since the table was last brought up to date, in order.
  private var listed: [(key: ObjectIdentifier, value: Value)] = []

  /// Every entry, indexed first.
  ///
  /// - Complexity: O(additions since the last access), then O(1) expected per lookup.
  var entries: [ObjectIdentifier: Value] {
    mutating get {
      index()
      return table
    }
    _modify {
      index()
      yield &table
    }
  }

  /// How many entries there are, at most (a key listed again before it is indexed counts
  /// twice), without indexing.
  var count: Int {
    table.count + listed.count
  }

  /// Adds or replaces the entry for `key`.
  ///
  /// - Complexity: O(1) amortized.
  mutating func add(_ value: Value, for key: ObjectIdentifier) {
    listed.append((key, value))
  }

  /// Makes room for `count` more additions at once, growing to at least twice the capacity
  /// when it grows at all, so a tree built one layout at a time stays linear.
  ///
  /// - Complexity: O(listed additions) when storage grows, else O(1).
  mutating func reserve(adding count: Int) {
    let needed = listed.count + count
    guard needed > listed.capacity else { return }
    listed.reserveCapacity(Swift.max(needed, 2 * listed.capacity))
  }

  /// Moves the listed additions into the table, in the order they were made.
  private mutating func index() {
    guard !listed.isEmpty else { return }
    table.reserveCapacity(table.count + listed.count)
    for (key, value) in listed { table[key] = value }
    listed.removeAll()
  }
}
