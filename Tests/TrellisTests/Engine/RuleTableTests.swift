import Testing

@testable import Trellis

/// The table that keeps each distinct rule of the derived placements once.
@Suite struct RuleTableTests {
  @Test func equalRulesShareAnIndexThroughGrowth() {
    var table = RuleTable()
    // A 100-column grid's horizontal rules, asked for row after row.
    let columns = (0..<100).map { column in
      DerivedPlacements.Rule(
        scale: Double(column) / 100, offset: 0, lengthScale: 0.01, lengthOffset: 0)
    }
    for _ in 0..<3 {
      for (column, rule) in columns.enumerated() {
        #expect(table.index(of: rule) == Int32(column))
      }
    }
    #expect(table.rules == columns)
  }

  @Test func rulesAreComparedByTheirBits() {
    var table = RuleTable()
    let nan = DerivedPlacements.Rule(offset: .nan)
    let zero = DerivedPlacements.Rule(offset: 0)
    let negativeZero = DerivedPlacements.Rule(offset: -0.0)
    #expect(table.index(of: nan) == 0)
    // NaN is equal to nothing, yet finds its own entry again.
    #expect(table.index(of: nan) == 0)
    #expect(table.index(of: zero) == 1)
    #expect(table.index(of: negativeZero) == 2)
    #expect(table.index(of: zero) == 1)
    #expect(table.rules.count == 3)
  }
}
