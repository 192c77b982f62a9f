import Testing
import TrellisSolver

/// The statistics prove what operations did.
@Suite struct SolverStatisticsTests {
  @Test func countsAddsRemovesAndEdits() throws {
    var solver = Solver()
    let x = Variable("x")
    let constraint = x .>= 1
    try solver.add(constraint)
    try solver.addEditVariable(x, priority: .low)
    try solver.removeEditVariable(x)
    try solver.remove(constraint)
    #expect(solver.statistics.constraintsAdded == 2)
    #expect(solver.statistics.constraintsRemoved == 2)
  }

  @Test func suggestingMovesValuesWithoutAddingOrRemoving() throws {
    var solver = Solver()
    let left = (0..<50).map { Variable("left\($0)") }
    try solver.add(left[0] .== 0)
    for index in 1..<50 {
      try solver.add(left[index] .== left[index - 1] + 10)
    }
    try solver.addEditVariable(left[0], priority: .high)
    _ = solver.values(of: left)
    let before = solver.statistics
    try solver.suggestValue(5, for: left[0])
    let values = solver.values(of: left)
    // left0 == 0 is required: the suggestion cannot move the chain.
    #expect(abs(values[49] - 490) < 1e-9)
    #expect(solver.statistics.constraintsAdded == before.constraintsAdded)
    #expect(solver.statistics.constraintsRemoved == before.constraintsRemoved)
  }

  @Test func resizingATightChainTouchesRowsButAddsNothing() throws {
    var solver = Solver()
    let width = Variable("width")
    let cells = (0..<20).map { Variable("cell\($0)") }
    for (index, cell) in cells.enumerated() {
      try solver.add(cell .== width * (Double(index) / 20))
    }
    try solver.addEditVariable(width, priority: Priority(999))
    try solver.suggestValue(400, for: width)
    _ = solver.values(of: cells)
    let before = solver.statistics
    try solver.suggestValue(800, for: width)
    #expect(abs(solver.value(of: cells[10]) - 400) < 1e-9)
    let after = solver.statistics
    #expect(after.constraintsAdded == before.constraintsAdded)
    #expect(after.constraintsRemoved == before.constraintsRemoved)
    #expect(after.pivots == before.pivots)
  }
}
