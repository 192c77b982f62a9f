import Testing

@testable import TrellisSolver

/// Restoring the required rows after a required constant changes
/// (`SolverCore.restoreRequiredRows(subject:cleanBefore:)`): each violated required row is first
/// made tight by a move of its own before the simplex runs.
@Suite struct FeasibilityTests {
  /// A list of `count` rows under a width `w` (`w == 812`, required). Row `k`'s title wants the
  /// width `natural(k)` (hugging at `.low`, compression resistance at 749) and must end 100
  /// points before the width (required): `t(k) + 100 <= w`.
  private func list(count: Int) throws -> (solver: Solver, width: Constraint, titles: [Variable]) {
    var solver = Solver()
    let w = Variable("w")
    let width = w .== 812
    try solver.add(width)
    var titles: [Variable] = []
    for k in 0..<count {
      let t = Variable("t\(k)")
      try solver.add((t .<= natural(k)).priority(.low))
      try solver.add((t .>= natural(k)).priority(Priority(749)))
      try solver.add(t + 100 .<= w)
      titles.append(t)
    }
    return (solver, width, titles)
  }

  /// Titles of 200 to 695 points: at 812 each fits; at 375 every one wider than 275 is cut.
  private func natural(_ k: Int) -> Double { 200 + Double(k % 100) * 5 }

  @Test func aNarrowerWidthCutsEveryTitleThatNoLongerFits() throws {
    var (solver, width, titles) = try list(count: 300)
    for (k, title) in titles.enumerated() {
      #expect(solver.value(of: title) == natural(k))
    }
    let before = solver.statistics
    try solver.updateConstant(of: width, to: 375)
    for (k, title) in titles.enumerated() {
      #expect(solver.value(of: title) == min(natural(k), 275), "t\(k)")
    }
    // 255 titles are cut, each by one move of its own title that touches its own rows and
    // takes the slot of its hugging in place: no eta, a few rows touched per title. (The
    // simplex, pricing every slot per cut, touched about 110,000 rows and left 251 etas.)
    let after = solver.statistics
    #expect(after.etaUpdates - before.etaUpdates == 0)
    #expect(after.rowsTouched - before.rowsTouched <= 8 * 255)
    #expect(after.inPlaceUpdates - before.inPlaceUpdates >= 255 - 8)
    // And back: every title at its natural width again.
    try solver.updateConstant(of: width, to: 812)
    for (k, title) in titles.enumerated() {
      #expect(solver.value(of: title) == natural(k))
    }
  }

  @Test func aWidthTooNarrowForTheRequiredRowsIsStillAConflict() throws {
    var (solver, width, titles) = try list(count: 20)
    var rows: [Constraint] = []
    for title in titles.prefix(2) {
      let row = title .>= 50
      try solver.add(row)
      rows.append(row)
    }
    #expect(throws: SolverError.self) { try solver.updateConstant(of: width, to: 120) }
    // Nothing changed.
    #expect(solver.constant(of: width) == 812)
    for (k, title) in titles.enumerated() {
      #expect(solver.value(of: title) == natural(k))
    }
    do {
      try solver.updateConstant(of: width, to: 120)
    } catch {
      guard case .unsatisfiableConstraint(let subject, let conflicts) = error else {
        Issue.record("\(error)")
        return
      }
      #expect(subject === width)
      #expect(conflicts.contains { $0 === rows[0] } || conflicts.contains { $0 === rows[1] })
    }
  }
}
