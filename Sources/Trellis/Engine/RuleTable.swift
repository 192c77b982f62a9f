/// The distinct rules of the derived placements, each kept once and named by its index.
///
/// Open addressing over the rules' bits (a NaN finds itself again, which `==` would not), with
/// a multiplicative hash: a grid's build asks for two rules per cell, and hashing four doubles
/// through `Hasher` cost it a tenth of its instructions.
struct RuleTable {
  /// The rules, in the order they were first asked for.
  private(set) var rules: [DerivedPlacements.Rule] = []
  /// Each slot holds a rule's index plus one, or 0 while empty; at most half are full.
  private var slots: [Int32] = []
  /// 64 minus the bits of a slot index (`slots.count` is a power of two).
  private var shift: UInt64 = 64

  /// The index of `rule`, added if the table does not hold it yet.
  ///
  /// - Complexity: Amortised O(1).
  mutating func index(of rule: DerivedPlacements.Rule) -> Int32 {
    if 2 * (rules.count + 1) > slots.count { grow() }
    // Found: the rule's index; not found: the empty slot it goes to, as −1 − slot.
    let found = rules.withUnsafeBufferPointer { rules in
      slots.withUnsafeBufferPointer { slots in
        let mask = slots.count - 1
        var slot = Self.hash(rule, shift: shift)
        while true {
          let stored = Int(slots[slot])
          if stored == 0 { return -1 - slot }
          if Self.same(rules[stored - 1], rule) { return stored - 1 }
          slot = (slot + 1) & mask
        }
      }
    }
    if found >= 0 { return Int32(found) }
    rules.append(rule)
    slots[-1 - found] = Int32(rules.count)
    return Int32(rules.count - 1)
  }

  /// Doubles the slots and places every rule again.
  ///
  /// - Complexity: O(rules).
  private mutating func grow() {
    let count = max(16, 2 * slots.count)
    shift = UInt64(64 - count.trailingZeroBitCount)
    slots = [Int32](repeating: 0, count: count)
    let mask = count - 1
    for (index, rule) in rules.enumerated() {
      var slot = Self.hash(rule, shift: shift)
      while slots[slot] != 0 { slot = (slot + 1) & mask }
      slots[slot] = Int32(index + 1)
    }
  }

  /// The slot a rule's probe starts at: the top bits of a multiplicative hash of its four bit
  /// patterns (the top bits depend on every input bit; the low ones only on the low ones).
  private static func hash(_ rule: DerivedPlacements.Rule, shift: UInt64) -> Int {
    let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
    var hash = rule.scale.bitPattern &* multiplier
    hash = (hash ^ rule.offset.bitPattern) &* multiplier
    hash = (hash ^ rule.lengthScale.bitPattern) &* multiplier
    hash = (hash ^ rule.lengthOffset.bitPattern) &* multiplier
    return Int(truncatingIfNeeded: hash &>> shift)
  }

  /// Whether two rules have the same bits.
  private static func same(_ lhs: DerivedPlacements.Rule, _ rhs: DerivedPlacements.Rule) -> Bool {
    lhs.scale.bitPattern == rhs.scale.bitPattern && lhs.offset.bitPattern == rhs.offset.bitPattern
      && lhs.lengthScale.bitPattern == rhs.lengthScale.bitPattern
      && lhs.lengthOffset.bitPattern == rhs.lengthOffset.bitPattern
  }
}
