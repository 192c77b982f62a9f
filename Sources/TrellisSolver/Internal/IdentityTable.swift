/// A hash table from object identity to a small integer: constraint → row, edit variable → row,
/// and variable → column for the variables whose claim is not the solver's own.
///
/// Open addressing with linear probing and backward-shift deletion, keyed by the object's address;
/// the objects themselves are kept alive elsewhere (by the solver, or by the constraints it
/// holds). A key and its value share one entry, so a lookup in a table larger than the cache
/// misses at most once.
///
/// The hash is multiplicative (Fibonacci hashing of the address in 16-byte units): evenly spaced
/// addresses, the common case of objects of one size made one after another, spread over the
/// table almost evenly, so the runs of taken slots that a lookup of an absent key (every new
/// constraint and variable) walks stay a few slots long. An earlier hash kept each table-sized
/// region of addresses in order (slot = address / 16 plus a hash of the region) so that
/// neighbouring objects shared cache lines of the table; but each region then filled every
/// fourth slot of the whole table (objects 64 bytes apart), and where four regions overlapped at
/// different offsets the slots were all taken: a stack of 10,000 boxes (two arrays of
/// variables) made runs of thousands of slots, and each new variable walked one. What the
/// neighbourhood saved (measured 2026-12-02, `perf`): nothing in the StackPanel and
/// nested-screen builds (the same share of samples with either hash); in a stack of 10,000
/// boxes added in order through the bare solver, the lookups and the addition took 12% of the
/// build with the old hash where its regions happened not to pile up, 28–34% where they did
/// (the addresses change from run to run), and take 19% with this one.
struct IdentityTable: Sendable {
  private struct Entry: Sendable {
    var key: UInt
    var value: Int32
  }

  private var entries: [Entry]
  private var shift: UInt
  /// The number of entries.
  private(set) var count = 0
  /// The entries the table makes room for once it is past ``reservationThreshold`` slots.
  private var reserved = 0

  /// Creates an empty table.
  init() {
    entries = [Entry](repeating: Entry(key: 0, value: 0), count: 16)
    shift = 64 - 4
  }

  private static func key(_ object: ObjectIdentifier) -> UInt {
    UInt(bitPattern: object)
  }

  /// The slot a key's probe starts at.
  private func home(_ key: UInt) -> Int {
    Int(truncatingIfNeeded: ((key >> 4) &* 0x9E37_79B9_7F4A_7C15) >> shift)
  }

  /// The longest distance from an entry's home slot to the slot it is in (a lookup probes one
  /// more slot than that at most), for tests of the hash's spread.
  ///
  /// - Complexity: O(table size).
  var maximumDisplacement: Int {
    let mask = entries.count - 1
    var longest = 0
    for (index, entry) in entries.enumerated() where entry.key != 0 {
      longest = max(longest, (index - home(entry.key)) & mask)
    }
    return longest
  }

  /// The longest run of taken slots (a lookup of an absent key probes one more slot than that at
  /// most), for tests of the hash's spread.
  ///
  /// - Complexity: O(table size).
  var longestRun: Int {
    guard count < entries.count else { return count }
    // Counted from an empty slot, so a run that wraps around the end is counted whole.
    let start = entries.firstIndex { $0.key == 0 } ?? 0
    var longest = 0
    var current = 0
    for offset in 1...entries.count {
      if entries[(start + offset) & (entries.count - 1)].key == 0 {
        current = 0
      } else {
        current += 1
        longest = max(longest, current)
      }
    }
    return longest
  }

  /// The number of slots, taken or not (for tests of growth and reservations).
  var slotCount: Int { entries.count }

  /// The value stored for an object, or `nil`.
  ///
  /// - Complexity: O(1) expected.
  subscript(object: ObjectIdentifier) -> Int32? {
    get {
      self[address: Self.key(object)]
    }
    set {
      if let newValue {
        insert(Self.key(object), newValue)
      } else {
        remove(Self.key(object))
      }
    }
  }

  /// The value stored for the object at an address (read and written without retaining the
  /// object), or `nil`.
  ///
  /// - Complexity: O(1) expected.
  subscript(address key: UInt) -> Int32? {
    set {
      if let newValue {
        insert(key, newValue)
      } else {
        remove(key)
      }
    }
    get {
      let mask = entries.count - 1
      var index = home(key)
      while true {
        let entry = entries[index]
        if entry.key == key { return entry.value }
        if entry.key == 0 { return nil }
        index = (index + 1) & mask
      }
    }
  }

  private mutating func insert(_ key: UInt, _ value: Int32) {
    if (count + 1) * 4 > entries.count * 3 { grow() }
    let mask = entries.count - 1
    var index = home(key)
    while true {
      let stored = entries[index].key
      if stored == key {
        entries[index].value = value
        return
      }
      if stored == 0 {
        entries[index] = Entry(key: key, value: value)
        count += 1
        return
      }
      index = (index + 1) & mask
    }
  }

  private mutating func remove(_ key: UInt) {
    let mask = entries.count - 1
    var index = home(key)
    while entries[index].key != key {
      if entries[index].key == 0 { return }
      index = (index + 1) & mask
    }
    // Backward-shift deletion keeps every probe sequence unbroken.
    var hole = index
    var next = (hole + 1) & mask
    while entries[next].key != 0 {
      let wanted = home(entries[next].key)
      let distanceFromHome = (next - wanted) & mask
      let distanceToHole = (next - hole) & mask
      if distanceFromHome >= distanceToHole {
        entries[hole] = entries[next]
        hole = next
      }
      next = (next + 1) & mask
    }
    entries[hole].key = 0
    count -= 1
  }

  /// Removes every entry whose value is `bound` or more.
  ///
  /// - Complexity: O(table size).
  mutating func removeValues(atLeast bound: Int32) {
    let keys = entries.lazy.filter { $0.key != 0 && $0.value >= bound }.map(\.key)
    for key in Array(keys) { remove(key) }
  }

  /// Makes room for `count` entries, so that filling the table to them takes one growth
  /// instead of one per doubling (each rehashes every entry).
  ///
  /// A table of fewer than ``reservationThreshold`` slots takes the room at its first growth
  /// past that size, not now: a table that stays small (a tree whose items make few solver
  /// rows) never clears the slots of a reservation it does not use.
  ///
  /// - Complexity: O(`count`) when a large table grows, else O(1).
  mutating func reserve(_ count: Int) {
    reserved = max(reserved, count)
    guard entries.count >= Self.reservationThreshold else { return }
    let (size, shift) = sizeToHold(count, from: entries.count, shift: shift)
    if size > entries.count { rehash(size: size, shift: shift) }
  }

  /// The table size from which a reservation is taken.
  static let reservationThreshold = 1_024

  /// Doubles the table, or grows it to the reserved room once it is past
  /// ``reservationThreshold`` slots.
  private mutating func grow() {
    let doubled = entries.count * 2
    if doubled >= Self.reservationThreshold {
      let (size, shift) = sizeToHold(reserved, from: doubled, shift: shift - 1)
      rehash(size: size, shift: shift)
    } else {
      rehash(size: doubled, shift: shift - 1)
    }
  }

  /// The smallest size, `size` doubled as often as needed, that holds `count` entries without
  /// growing, with its shift.
  private func sizeToHold(_ count: Int, from size: Int, shift: UInt) -> (Int, UInt) {
    var size = size
    var shift = shift
    while count * 4 > size * 3 {
      size *= 2
      shift -= 1
    }
    return (size, shift)
  }

  /// Moves every entry into a table of `size` entries (a power of two, `1 << (64 - shift)`).
  ///
  /// The keys are distinct and the new table has room for all of them, so each goes into the
  /// first empty slot from its home: no comparison of keys, no check for growth.
  ///
  /// - Complexity: O(`size` + entries).
  private mutating func rehash(size: Int, shift: UInt) {
    let old = entries
    var moved = [Entry](repeating: Entry(key: 0, value: 0), count: size)
    self.shift = shift
    let mask = size - 1
    moved.withUnsafeMutableBufferPointer { table in
      for entry in old where entry.key != 0 {
        var index = home(entry.key)
        while table[index].key != 0 { index = (index + 1) & mask }
        table[index] = entry
      }
    }
    entries = moved
  }
}
