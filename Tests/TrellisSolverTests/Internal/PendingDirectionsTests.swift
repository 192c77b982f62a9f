import Testing

@testable import TrellisSolver

/// When a resize loop takes the cached directions, and when a change of structure drops them.
@Suite struct PendingDirectionsTests {
  /// A row of `count` equal cells across an edited width.
  private func cells(_ count: Int) throws -> (Solver, Variable, [Variable]) {
    var solver = Solver()
    let width = Variable("width")
    let cells = (0..<count).map { Variable("cell\($0)") }
    try solver.add(cells.reduce(Expression(), { $0 + $1 }) .== Expression(width))
    for cell in cells.dropFirst() { try solver.add(cell .== cells[0]) }
    try solver.addEditVariable(width, priority: .high)
    return (solver, width, cells)
  }

  /// The row of ``cells(_:)`` after three suggestions of its width, each read: the cache is
  /// filled.
  private func cachedCells(_ count: Int) throws -> (Solver, Variable, [Variable]) {
    var (solver, width, cells) = try cells(count)
    for value in [100.0, 200, 300] {
      try solver.suggestValue(value, for: width)
      _ = solver.value(of: cells[0])
    }
    return (solver, width, cells)
  }

  private func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1e-9 * (1 + abs(b)) }

  /// Written back (in a copy of the solver), every live row's residual is the one the point
  /// gives.
  private func expectResidualsFollowThePoint(of solver: Solver, step: Int) {
    var core = solver.core
    core.settleResiduals()
    for row in core.rowStart.indices where core.rowAlive[row] {
      let start = Int(core.rowStart[row])
      let (residual, _) = SolverCore.residual(
        constant: core.rowConstant[row], entries: start..<(start + Int(core.rowLength[row])),
        coefficients: core.poolValue, columns: core.poolColumn, x: core.storedValue)
      #expect(close(core.storedResidual[row], residual), "step \(step), row \(row)")
    }
  }

  /// A window's width and height, a field and a label sharing the width, and a footer under
  /// the height: required bounds, and soft rows a resize crosses (their sides flip).
  private struct Window {
    let width = Variable("width")
    let height = Variable("height")
    let field = Variable("field")
    let label = Variable("label")
    let footer = Variable("footer")

    /// The rows every window has (the tests add their own targets).
    var rows: [Constraint] {
      [
        width .>= 100, height .>= 80, field + label .== width - 40, label .>= 30,
        (field .<= 260).priority(.low), footer .== height - 20, (footer .>= 120).priority(.low),
      ]
    }
  }

  @Test func aRepeatedChangeOfTheSameSlotFillsTheCacheAndKeepsIt() throws {
    var (solver, width, cells) = try cells(5)
    // The first suggestion after adding the edit variable may still settle the basis; a change
    // that finds the same slots and the same structure as the one before fills the cache.
    for value in [100.0, 200, 300] {
      try solver.suggestValue(value, for: width)
      #expect(close(solver.value(of: cells[4]), value / 5))
    }
    #expect(solver.core.pendingDirections.isFilled)
    let version = solver.core.structureVersion
    let pivots = solver.statistics.pivots
    for value in [150.0, 250, 50] {
      try solver.suggestValue(value, for: width)
      #expect(close(solver.value(of: cells[4]), value / 5))
    }
    #expect(solver.core.structureVersion == version)
    #expect(solver.statistics.pivots == pivots)
    #expect(solver.core.pendingDirections.isFilled)
  }

  @Test func aNewRowDropsTheCache() throws {
    var (solver, width, cells) = try cachedCells(4)
    #expect(solver.core.pendingDirections.isFilled)
    let extra = Variable("extra")
    try solver.add(extra .== cells[0] * 2)
    try solver.suggestValue(80, for: width)
    // The structure changed: this change takes a full solve and only records the slots.
    #expect(close(solver.value(of: extra), 40))
    #expect(!solver.core.pendingDirections.isFilled)
  }

  @Test func anEditVariableAddedRightAfterACachedChangeSeesCurrentResiduals() throws {
    var (solver, width, cells) = try cachedCells(4)
    #expect(solver.core.pendingDirections.isFilled)
    // No read in between: adding the edit variable applies the change along the cached
    // directions itself, then inserts a row.
    try solver.suggestValue(400, for: width)
    try solver.addEditVariable(cells[0], priority: .medium)
    #expect(!solver.core.residualsDeferred)
    try solver.suggestValue(90, for: cells[0])
    #expect(close(solver.value(of: cells[3]), 100))
    #expect(close(solver.value(of: width), 400))
  }

  @Test func aLongResizeLoopAgreesWithAFreshSolverAtEveryStep() throws {
    // A window whose width and height are edited; soft rows the resize crosses (their side
    // flips) and required inequalities that start to bind, over more moves than the exact period.
    let window = Window()
    let (width, height, field, label, footer) =
      (window.width, window.height, window.field, window.label, window.footer)
    let constraints =
      window.rows + [(label .== 80).priority(.medium), (width .== 300).priority(.fittingSize)]
    func fresh(_ w: Double, _ h: Double) throws -> [Double] {
      var solver = Solver()
      for constraint in constraints { try solver.add(constraint) }
      try solver.addEditVariable(width, priority: .high)
      try solver.addEditVariable(height, priority: .high)
      try solver.suggestValue(w, for: width)
      try solver.suggestValue(h, for: height)
      return solver.values(of: [width, height, field, label, footer])
    }
    var solver = Solver()
    for constraint in constraints { try solver.add(constraint) }
    try solver.addEditVariable(width, priority: .high)
    try solver.addEditVariable(height, priority: .high)
    for step in 0..<(3 * PendingDirections.exactPeriod + 5) {
      // Once, the width falls below its required minimum (a pivot: the cache starts again).
      let w = step == 20 ? 60 : 250 + Double((step * 37) % 160)
      let h = 90 + Double((step * 53) % 120)
      try solver.suggestValue(w, for: width)
      try solver.suggestValue(h, for: height)
      let values = solver.values(of: [width, height, field, label, footer])
      let expected = try fresh(w, h)
      for (value, want) in zip(values, expected) {
        #expect(close(value, want), "step \(step): \(values) != \(expected)")
      }
    }
    #expect(solver.core.pendingDirections.moves > PendingDirections.exactPeriod)
  }

  @Test func deferredResidualsAreWrittenBackBeforeAnythingElseReadsThem() throws {
    // The window above with its width held by a required constant (as the engine holds its
    // root) and its height edited; between resizes, a soft row comes and goes and another
    // changes priority (neither changes the optimum), so other operations meet residuals the
    // resizes left deferred.
    let window = Window()
    let (width, height, field, label, footer) =
      (window.width, window.height, window.field, window.label, window.footer)
    let base = window.rows
    let pinned = width .== 250
    let labelTarget = (label .== 80).priority(.medium)
    let extra = (footer .== 150).priority(.medium)
    func fresh(_ w: Double, _ h: Double, labelPriority: Priority) throws -> [Double] {
      var solver = Solver()
      for constraint in base { try solver.add(constraint) }
      try solver.add((label .== 80).priority(labelPriority))
      try solver.add(width .== w)
      try solver.addEditVariable(height, priority: .high)
      try solver.suggestValue(h, for: height)
      return solver.values(of: [width, height, field, label, footer])
    }
    var solver = Solver()
    for constraint in base { try solver.add(constraint) }
    try solver.add(labelTarget)
    try solver.add(pinned)
    try solver.addEditVariable(height, priority: .high)
    var labelPriority = Priority.medium
    var deferredSeen = 0
    for step in 0..<(4 * PendingDirections.exactPeriod) {
      if step % 7 == 3 {
        if solver.contains(extra) { try solver.remove(extra) } else { try solver.add(extra) }
      }
      if step % 11 == 5 {
        labelPriority = labelPriority == .medium ? .high : .medium
        try solver.updatePriority(of: labelTarget, to: labelPriority)
      }
      // The width changes at every step (the same slot: the cached directions), the height at
      // every fifth (another slot: a full move, after which the width's directions come back).
      let w = 250 + Double((step * 37) % 160)
      let h = 90 + Double((step / 5 * 53) % 120)
      try solver.updateConstant(of: pinned, to: w)
      if step % 5 == 0 { try solver.suggestValue(h, for: height) }
      let values = solver.values(of: [width, height, field, label, footer])
      let expected = try fresh(w, h, labelPriority: labelPriority)
      for (value, want) in zip(values, expected) {
        #expect(close(value, want), "step \(step): \(values) != \(expected)")
      }
      guard solver.core.residualsDeferred else { continue }
      deferredSeen += 1
      expectResidualsFollowThePoint(of: solver, step: step)
    }
    #expect(deferredSeen > PendingDirections.exactPeriod)
  }

  @Test func aLooseRowsNewConstantLeavesTheResidualsDeferred() throws {
    // The window with its width held by a required constant (the cached directions) and the
    // field at its cap, so the label takes what the width leaves; between resizes, the
    // constants of two soft rows that do not bind change: the label's ceiling (a row the width
    // moves) and the footer's floor (one it does not). Neither change writes the deferred
    // residuals back, and every residual stays the one the point gives.
    let window = Window()
    let (width, height, field, label, footer) =
      (window.width, window.height, window.field, window.label, window.footer)
    let pinned = width .== 250
    let ceiling = (label .<= 900).priority(.low)
    let floor = (footer .>= 120).priority(.low)
    let base = [
      width .>= 100, height .== 300, field + label .== width - 40, label .>= 30,
      (field .== 100).priority(.medium), footer .== height - 20,
    ]
    func fresh(_ w: Double, ceiling c: Double, floor f: Double) throws -> [Double] {
      var solver = Solver()
      for constraint in base { try solver.add(constraint) }
      try solver.add((label .<= c).priority(.low))
      try solver.add((footer .>= f).priority(.low))
      try solver.add(width .== w)
      return solver.values(of: [width, height, field, label, footer])
    }
    var solver = Solver()
    for constraint in base + [ceiling, floor, pinned] { try solver.add(constraint) }
    var keptDeferred = 0
    for step in 0..<(2 * PendingDirections.exactPeriod) {
      let w = 250 + Double((step * 37) % 160)
      let c = step % 3 == 0 ? 900.0 : 950
      let f = step % 4 == 1 ? 110.0 : 120
      let deferred = solver.core.residualsDeferred
      try solver.updateConstant(of: ceiling, to: c)
      try solver.updateConstant(of: floor, to: f)
      if deferred, solver.core.residualsDeferred { keptDeferred += 1 }
      try solver.updateConstant(of: pinned, to: w)
      let values = solver.values(of: [width, height, field, label, footer])
      let expected = try fresh(w, ceiling: c, floor: f)
      for (value, want) in zip(values, expected) {
        #expect(close(value, want), "step \(step): \(values) != \(expected)")
      }
      #expect(close(values[3], w - 140), "step \(step): label \(values[3])")
      expectResidualsFollowThePoint(of: solver, step: step)
    }
    #expect(keptDeferred > PendingDirections.exactPeriod)
  }
}
