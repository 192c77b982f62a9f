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
}
