/// A hash table from object identity to a small integer, for the solver's hot lookups
/// (variable → column on every value read).
///
/// Open addressing with linear probing and backward-shift deletion, keyed by the object's address
/// with a multiplicative hash; the objects themselves are retained elsewhere by the solver.
struct IdentityTable: Sendable {
  private var keys: [UInt]
  private var values: [Int32]
  private var shift: UInt
  /// The number of entries.
  private(set) var count = 0

  /// Creates an empty table.
  init() {
    keys = [UInt](repeating: 0, count: 16)
    values = [Int32](repeating: 0, count: 16)
    shift = 64 - 4
  }

  private static func key(_ object: ObjectIdentifier) -> UInt {
    UInt(bitPattern: object)
  }

  private func home(_ key: UInt) -> Int {
    Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> shift)
  }

  /// The value stored for an object, or `nil`.
  ///
  /// - Complexity: O(1) expected.
  subscript(object: ObjectIdentifier) -> Int32? {
    get {
      let key = Self.key(object)
      let mask = keys.count - 1
      var index = home(key)
      while true {
        let stored = keys[index]
        if stored == key { return values[index] }
        if stored == 0 { return nil }
        index = (index + 1) & mask
      }
    }
    set {
      if let newValue {
        insert(Self.key(object), newValue)
      } else {
        remove(Self.key(object))
      }
    }
  }

  private mutating func insert(_ key: UInt, _ value: Int32) {
    if (count + 1) * 4 > keys.count * 3 { grow() }
    let mask = keys.count - 1
    var index = home(key)
    while true {
      let stored = keys[index]
      if stored == key {
        values[index] = value
        return
      }
      if stored == 0 {
        keys[index] = key
        values[index] = value
        count += 1
        return
      }
      index = (index + 1) & mask
    }
  }

  private mutating func remove(_ key: UInt) {
    let mask = keys.count - 1
    var index = home(key)
    while keys[index] != key {
      if keys[index] == 0 { return }
      index = (index + 1) & mask
    }
    // Backward-shift deletion keeps every probe sequence unbroken.
    var hole = index
    var next = (hole + 1) & mask
    while keys[next] != 0 {
      let wanted = home(keys[next])
      let distanceFromHome = (next - wanted) & mask
      let distanceToHole = (next - hole) & mask
      if distanceFromHome >= distanceToHole {
        keys[hole] = keys[next]
        values[hole] = values[next]
        hole = next
      }
      next = (next + 1) & mask
    }
    keys[hole] = 0
    count -= 1
  }

  private mutating func grow() {
    let oldKeys = keys
    let oldValues = values
    keys = [UInt](repeating: 0, count: oldKeys.count * 2)
    values = [Int32](repeating: 0, count: oldKeys.count * 2)
    shift -= 1
    count = 0
    for (key, value) in zip(oldKeys, oldValues) where key != 0 {
      insert(key, value)
    }
  }
}
