import TestSupport
import Testing

@testable import TrellisSolver

@Suite struct IdentityTableTests {
  @Test func behavesLikeADictionary() {
    var generator = SeededGenerator(seed: 9)
    let objects = (0..<500).map { Variable("v\($0)") }
    var table = IdentityTable()
    var dictionary: [ObjectIdentifier: Int32] = [:]
    for step in 0..<20_000 {
      let object = objects[Int.random(in: 0..<objects.count, using: &generator)]
      let key = ObjectIdentifier(object)
      if Int.random(in: 0..<3, using: &generator) == 0 {
        table[key] = nil
        dictionary[key] = nil
      } else {
        table[key] = Int32(step)
        dictionary[key] = Int32(step)
      }
      if step % 97 == 0 {
        for object in objects {
          #expect(table[ObjectIdentifier(object)] == dictionary[ObjectIdentifier(object)])
        }
        #expect(table.count == dictionary.count)
      }
    }
  }

  @Test func removesEntriesByValue() {
    let objects = (0..<400).map { Variable("v\($0)") }
    var table = IdentityTable()
    for (index, object) in objects.enumerated() {
      table[ObjectIdentifier(object)] = Int32(index)
    }
    table.removeValues(atLeast: 150)
    #expect(table.count == 150)
    for (index, object) in objects.enumerated() {
      #expect(table[ObjectIdentifier(object)] == (index < 150 ? Int32(index) : nil))
    }
  }

  @Test func keepsEveryEntryAcrossAReservation() {
    let objects = (0..<300).map { Variable("v\($0)") }
    var table = IdentityTable()
    for (index, object) in objects.prefix(100).enumerated() {
      table[ObjectIdentifier(object)] = Int32(index)
    }
    table.reserve(1_000)
    for (index, object) in objects.enumerated().dropFirst(100) {
      table[ObjectIdentifier(object)] = Int32(index)
    }
    table.reserve(10)
    #expect(table.count == 300)
    for (index, object) in objects.enumerated() {
      #expect(table[ObjectIdentifier(object)] == Int32(index))
    }
    // Both lists stay alive to the end: a freed object's address could come back for `absent`.
    let absent = Variable("absent")
    withExtendedLifetime((objects, absent)) {
      #expect(table[ObjectIdentifier(absent)] == nil)
    }
  }

  /// A small table takes a reservation at its first growth past the threshold, not before;
  /// a large one takes it at once. Every entry survives both.
  @Test func takesAReservationOnceItIsLarge() {
    let objects = (0..<1_000).map { Variable("v\($0)") }
    var table = IdentityTable()
    table.reserve(100_000)
    #expect(table.slotCount == 16)
    for (index, object) in objects.prefix(384).enumerated() {
      table[ObjectIdentifier(object)] = Int32(index)
    }
    // 384 entries fill 512 slots to three quarters; the next growth takes the reservation:
    // 100,000 entries need 262,144 slots at three quarters full.
    #expect(table.slotCount == 512)
    table[ObjectIdentifier(objects[384])] = 384
    #expect(table.slotCount == 262_144)
    table.reserve(300_000)
    #expect(table.slotCount == 524_288)
    for (index, object) in objects.enumerated().dropFirst(385) {
      table[ObjectIdentifier(object)] = Int32(index)
    }
    #expect(table.count == 1_000)
    for (index, object) in objects.enumerated() {
      #expect(table[ObjectIdentifier(object)] == Int32(index))
    }
  }

  /// Addresses evenly spaced (objects of one size made one after another, or one per page)
  /// must not pile up in a run of slots: each spacing, from 16 bytes to a megabyte, keeps every
  /// entry within a few slots of its home, and every lookup right, before and after removals.
  @Test func evenlySpacedAddressesStayNearTheirHomes() {
    for spacing: UInt in [16, 48, 64, 1_024, 4_096, 16_384, 65_536, 1 << 20] {
      var table = IdentityTable()
      let keys = (0..<700).map { index in
        unsafeBitCast(UInt(0x7F00_0000_0000) + UInt(index) * spacing, to: ObjectIdentifier.self)
      }
      for (index, key) in keys.enumerated() { table[key] = Int32(index) }
      #expect(table.maximumDisplacement <= 12, "spacing \(spacing)")
      for (index, key) in keys.enumerated() where index % 3 == 0 { table[key] = nil }
      for (index, key) in keys.enumerated() {
        #expect(table[key] == (index % 3 == 0 ? nil : Int32(index)), "spacing \(spacing)")
      }
      #expect(table.count == 466)
    }
  }

  /// Several arrays of objects 64 bytes apart (a stack's left edges, then its widths) at
  /// unrelated addresses leave no long run of taken slots, which a lookup of an absent key —
  /// every new variable and constraint — walks to its end. With a hash that kept each
  /// table-sized region of addresses in order, these runs were 14,425 and 4,783 slots long.
  @Test func arraysOfObjectsLeaveNoLongRuns() {
    let layouts: [[UInt]] = [
      [0x7F12_3456_0000, 0x7F12_5A00_1230, 0x7F13_0011_4440, 0x7F13_9876_5670],
      [0x7F00_0000_0000, 0x7F00_0013_8840, 0x7F00_0027_1080, 0x7F00_003A_98C0],
    ]
    for bases in layouts {
      var table = IdentityTable()
      let keys = bases.flatMap { base in
        (0..<5_000).map { unsafeBitCast(base + UInt($0) * 64, to: ObjectIdentifier.self) }
      }
      for (index, key) in keys.enumerated() { table[key] = Int32(index) }
      #expect(table.longestRun <= 32, "bases \(bases)")
      #expect(table.count == 20_000)
      for (index, key) in keys.enumerated() where index % 7 == 0 {
        #expect(table[key] == Int32(index))
      }
      let absent = unsafeBitCast(bases[0] + 5_000 * 64, to: ObjectIdentifier.self)
      #expect(table[absent] == nil)
    }
  }
}
