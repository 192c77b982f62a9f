import Testing

@testable import TrellisSolver

/// The positions a solver hands over as moved since the last take: every value that changed is
/// among them, or the answer is "any".
@Suite struct ValueLogTests {
  /// A chain of `count` boxes of edited width 10 (`left(i+1) == left(i) + width + 2`), and a
  /// free-standing box that nothing moves.
  private func chain(_ count: Int) throws -> (Solver, Variable, [Variable]) {
    var solver = Solver()
    let width = Variable("width")
    let lefts = (0..<count).map { Variable("left\($0)") }
    try solver.add(lefts[0] .== 0)
    for (left, next) in zip(lefts, lefts.dropFirst()) {
      try solver.add(next .== left + width + 2)
    }
    let apart = Variable("apart")
    try solver.add(apart .== 7)
    try solver.addEditVariable(width, priority: .high)
    try solver.suggestValue(10, for: width)
    return (solver, width, lefts + [apart, width])
  }

  /// Every position whose value differs between `before` and `after`.
  private func moved(_ before: [Double], _ after: [Double]) -> Set<Int32> {
    Set(
      zip(before, after).enumerated().filter { $0.element.0 != $0.element.1 }.map {
        Int32($0.offset)
      })
  }

  @Test func theFirstTakeAndASolveAnswerAny() throws {
    var (solver, width, _) = try chain(4)
    var buffer: [Int32] = [99]
    let first = solver.takeChangedPositions(into: &buffer)
    #expect(!first)
    #expect(buffer.isEmpty)
    // Nothing changed since: an empty list, not "any".
    let unchanged = solver.takeChangedPositions(into: &buffer)
    #expect(unchanged)
    #expect(buffer.isEmpty)
    // A new row changes the structure: the next solve answers "any".
    try solver.add(Variable("extra") .== width * 3)
    let afterAdd = solver.takeChangedPositions(into: &buffer)
    #expect(!afterAdd)
  }

  @Test func movesAlongCachedDirectionsListEveryValueTheyChange() throws {
    var (solver, width, variables) = try chain(6)
    let positions = solver.positions(of: variables)
    var buffer: [Int32] = []
    var logged = 0
    for value in [20.0, 10, 30, 10, 25, 15, 40, 10] {
      let before = solver.withValues { Array($0) }
      _ = solver.takeChangedPositions(into: &buffer)
      try solver.suggestValue(value, for: width)
      let isList = solver.takeChangedPositions(into: &buffer)
      let after = solver.withValues { Array($0) }
      #expect(solver.value(of: variables[5]) == 5 * (value + 2))
      guard isList else { continue }
      logged += 1
      // Everything that moved is listed; the box nothing moves is not.
      #expect(moved(before, after).isSubset(of: Set(buffer)))
      #expect(!buffer.contains(positions[6]))
    }
    // Once the directions are cached, the moves are logged one by one.
    #expect(logged >= 4)
  }

  @Test func aSolverNobodyAsksLogsNothing() throws {
    var (solver, width, _) = try chain(3)
    for value in [20.0, 10, 30, 10] { try solver.suggestValue(value, for: width) }
    _ = solver.values(of: [width])
    #expect(!solver.core.valueLog.isOn)
    #expect(solver.core.valueLog.positions.isEmpty)
  }
}
