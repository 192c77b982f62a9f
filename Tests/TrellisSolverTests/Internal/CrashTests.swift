import Testing

@testable import TrellisSolver

/// The crash (a fresh basis after many additions) on the shape layouts give it most: rows whose
/// height two lower bounds compete for, and intrinsic sizes held three ways at one value.
@Suite struct CrashTests {
  /// A column of rows (``LabelColumn``), titles 17, 34 or 51 tall in turn.
  private func column(rows: Int) -> (constraints: [Constraint], heights: [Variable], y: [Variable])
  {
    let column = LabelColumn(rows: rows) { Double($0 % 3 + 1) * 17 }
    return (column.constraints, column.heights, column.tops)
  }

  @Test func theCrashFindsTheOptimumOfAColumnOfRowsWithoutAPivot() throws {
    let rows = 60
    let (constraints, heights, tops) = column(rows: rows)
    var solver = Solver()
    for constraint in constraints { try solver.add(constraint) }
    let before = solver.statistics
    let values = solver.values(of: heights)
    #expect(solver.statistics.crashes == before.crashes + 1)
    // The competing lower bounds are settled by the crash, and the intrinsic sizes held at zero
    // residual three ways need no degenerate pivot.
    #expect(solver.statistics.pivots == before.pivots)
    var y = 0.0
    for k in 0..<rows {
      let expected = max(24 + 16, Double(k % 3 + 1) * 17 + 16)
      #expect(values[k] == expected, "h\(k)")
      #expect(abs(solver.value(of: tops[k]) - y) < 1e-9, "y\(k)")
      y += expected
    }
  }

  /// A grid of cells placed against a panel, `x == px + (c/n)·pw` and `x + w == px + ((c+1)/n)·pw`
  /// per column (the same per row), each equality holding by its new variable as it is added;
  /// only the panel's pins and its soft pull to zero size are left for the solve.
  @Test func aBuildWhoseRowsHeldAsTheyCameSkipsTheCrash() throws {
    let n = 20
    let panel = (x: Variable("px"), y: Variable("py"), w: Variable("pw"), h: Variable("ph"))
    var solver = Solver()
    var cells: [(x: Variable, y: Variable, w: Variable, h: Variable)] = []
    for row in 0..<n {
      for column in 0..<n {
        let cell = (x: Variable("x"), y: Variable("y"), w: Variable("w"), h: Variable("h"))
        let share = 1 / Double(n)
        try solver.add(cell.x .== panel.x + Double(column) * share * Expression(panel.w))
        try solver.add(
          cell.x + cell.w .== panel.x + Double(column + 1) * share * Expression(panel.w))
        try solver.add(cell.y .== panel.y + Double(row) * share * Expression(panel.h))
        try solver.add(cell.y + cell.h .== panel.y + Double(row + 1) * share * Expression(panel.h))
        cells.append(cell)
      }
    }
    try solver.add((panel.w .== 0).priority(Priority(0.01)))
    try solver.add((panel.h .== 0).priority(Priority(0.01)))
    try solver.add(panel.x .== 10)
    try solver.add(panel.y .== 20)
    try solver.add(panel.w .== 400)
    try solver.add(panel.h .== 200)
    let before = solver.statistics
    let last = cells[cells.count - 1]
    let values = solver.values(of: [last.x, last.y, last.w, last.h])
    #expect(solver.statistics.crashes == before.crashes)
    for (value, expected) in zip(values, [390.0, 210.0, 20.0, 10.0]) {
      #expect(abs(value - expected) < 1e-9)
    }
    let middle = cells[n * (n / 2) + n / 2]
    let centre = solver.values(of: [middle.x, middle.y, middle.w, middle.h])
    for (value, expected) in zip(centre, [210.0, 120, 20, 10]) {
      #expect(abs(value - expected) < 1e-9)
    }
  }

  /// The same many additions with most rows violated (each cell pulled to a size at a soft
  /// level, its size already placed by a required row) still start from a fresh basis.
  @Test func aBuildWithManyViolatedRowsCrashes() throws {
    var solver = Solver()
    var previous: Variable?
    var widths: [Variable] = []
    for _ in 0..<200 {
      let x = Variable("x")
      let w = Variable("w")
      try solver.add(x .== (previous.map { Expression($0) } ?? Expression(constant: 0)) + 4)
      try solver.add(w .>= 0)
      try solver.add((w .== 30).priority(.high))
      previous = w
      widths.append(w)
    }
    let before = solver.statistics
    let values = solver.values(of: widths)
    #expect(solver.statistics.crashes == before.crashes + 1)
    #expect(values.allSatisfy { $0 == 30 })
  }

  /// Soft rows that each bring a new variable (a stack's boxes pulled to their widths before
  /// any row places them) hold as they come, moving that variable: the chain after them holds
  /// too, and the solve needs no crash and no pivot. Once a soft row is left violated, the
  /// later ones are left for the solve as before.
  @Test func softRowsWithNewVariablesHoldAsTheyCome() throws {
    var solver = Solver()
    let n = 200
    let left = (0..<n).map { _ in Variable("left") }
    let width = (0..<n).map { _ in Variable("width") }
    for w in width { try solver.add((w .== 40).priority(.high)) }
    try solver.add(left[0] .== 0)
    for i in 0..<(n - 1) { try solver.add(left[i + 1] .== left[i] + width[i] + 8) }
    let before = solver.statistics
    let values = solver.values(of: left)
    #expect(solver.statistics.crashes == before.crashes)
    #expect(solver.statistics.simplexRuns == before.simplexRuns)
    for (index, value) in values.enumerated() { #expect(value == Double(48 * index)) }

    // A violated soft row that reuses a variable stops the moves: the next new variable's
    // soft row waits for the solve (no slot changes as it comes), whose result is the same.
    var second = Solver()
    let a = Variable("a")
    let b = Variable("b")
    try second.add(a .>= 0)
    try second.add((a .== 10).priority(.high))
    let pivots = second.statistics.pivots
    try second.add((b .== 20).priority(.high))
    #expect(second.statistics.pivots == pivots)
    #expect(second.value(of: b) == 20)
    #expect(second.value(of: a) == 10)
  }
}
