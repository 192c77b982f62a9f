import Testing

@testable import TrellisSolver

/// The level table's storage: gradients and duals that grow with the variables.
@Suite struct LevelTableTests {
  /// A reservation makes the first growth past the smallest size take the whole reserved
  /// length at once; before it, nothing is allocated beyond the smallest size; after it, the
  /// storage grows by doubling again. The gradient's entries stay zero throughout.
  @Test func aReservationIsTakenAtTheFirstGrowth() {
    var table = LevelTable()
    let level = table.retain(500)
    table.reserveVariables(1_000)
    for _ in 0..<64 { table.appendVariable() }
    #expect(table.gradient[level].count == 64)
    #expect(table.dualStride == 64)
    table.appendVariable()
    #expect(table.gradient[level].count == 1_000)
    #expect(table.dualStride == 1_000)
    // A level made afterwards gets the whole length too.
    let later = table.retain(250)
    #expect(table.gradient[later].count == 1_000)
    for _ in 65..<1_001 { table.appendVariable() }
    #expect(table.gradient[level].count == 2_000)
    #expect(table.dualStride == 2_000)
    #expect(table.gradient[level].allSatisfy { $0 == 0 })
    #expect(table.dualStore.count == 2 * 2_000)
  }

  /// A new level takes its duals in the room the store made when it last grew: the other
  /// levels' duals are not copied (the buffer stays where it is) and keep their values.
  @Test func aNewLevelDoesNotCopyTheDuals() {
    var table = LevelTable()
    let first = table.retain(1_000)
    table.reserveVariables(500)
    for _ in 0..<65 { table.appendVariable() }
    #expect(table.dualStride == 500)
    #expect(table.dualStore.capacity >= LevelTable.levelsReserved * 500)
    table.dualStore[first * 500 + 7] = 3
    let buffer = table.dualStore.withUnsafeBufferPointer { $0.baseAddress }
    var levels = [first]
    for priority in [750.0, 500, 250, 100, 50, 10, 1] {
      levels.append(table.retain(priority))
      #expect(table.dualStore.withUnsafeBufferPointer { $0.baseAddress } == buffer)
    }
    #expect(levels.count == LevelTable.levelsReserved)
    #expect(table.dualStore.count == LevelTable.levelsReserved * 500)
    #expect(table.dualStore[first * 500 + 7] == 3)
    #expect(table.dualStore.filter { $0 != 0 }.count == 1)
    // A ninth level grows the store, keeping every level's duals.
    let ninth = table.retain(0.5)
    #expect(table.dualStore.count == 9 * 500)
    #expect(table.dualStore[first * 500 + 7] == 3)
    #expect(table.dualStore[(ninth * 500)..<(ninth * 500 + 500)].allSatisfy { $0 == 0 })
  }
}
