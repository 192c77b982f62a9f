import ReferenceSolver
import TestSupport
import Testing

/// The oracle is checked before it checks anything: hand-solved systems and brute force.
@Suite struct ReferenceSolverTests {
  private func row(
    _ coefficients: [Double], _ constant: Double, equal: Bool = true, _ priority: Double = 1000
  ) -> ReferenceRow {
    ReferenceRow(
      coefficients: coefficients, constant: constant, isEquality: equal, priority: priority)
  }

  @Test func requiredBeatsSoft() {
    // x == 10 (required), x == 0 @750.
    let result = ReferenceSolver.solve(variableCount: 1, rows: [row([1], -10), row([1], 0, 750)])
    #expect(result.isFeasible)
    #expect(result.levels.count == 1)
    #expect(abs(result.levels[0].violation - 10) < 1e-9)
    #expect(abs(result.values[0] - 10) < 1e-9)
  }

  @Test func strictLevelsIgnoreCounts() {
    // x == 10 @751 against 200 copies of x == 0 @750: one level-751 row wins.
    var rows = [row([1], -10, 751)]
    rows += Array(repeating: row([1], 0, 750), count: 200)
    let result = ReferenceSolver.solve(variableCount: 1, rows: rows)
    #expect(abs(result.values[0] - 10) < 1e-9)
    #expect(abs(result.levels[0].violation) < 1e-9)
    #expect(abs(result.levels[1].violation - 2_000) < 1e-6)
  }

  @Test func infeasibleRequiredRows() {
    // x >= 10 and x <= 5.
    let result = ReferenceSolver.solve(
      variableCount: 1, rows: [row([1], -10, equal: false), row([-1], 5, equal: false)])
    #expect(!result.isFeasible)
  }

  @Test func sumOfViolationsWithinALevel() {
    // x == 0, x == 10, x == 4 at one level: the median minimises the sum: x = 4, total 10.
    let rows = [row([1], 0, 500), row([1], -10, 500), row([1], -4, 500)]
    let result = ReferenceSolver.solve(variableCount: 1, rows: rows)
    #expect(abs(result.values[0] - 4) < 1e-9)
    #expect(abs(result.levels[0].violation - 10) < 1e-9)
  }

  @Test func classicCassowaryWithEdit() {
    // Variables xl, xm, xr: 2xm = xl + xr, xl + 10 <= xr, xr <= 100, xl >= 0, xm == 90 @999,
    // xl == 0 @250: xl = 80, xr = 100.
    let rows = [
      row([-1, 2, -1], 0), row([-1, 0, 1], -10, equal: false), row([0, 0, -1], 100, equal: false),
      row([1, 0, 0], 0, equal: false), row([0, 1, 0], -90, 999), row([1, 0, 0], 0, 250),
    ]
    let result = ReferenceSolver.solve(variableCount: 3, rows: rows)
    #expect(abs(result.values[0] - 80) < 1e-9)
    #expect(abs(result.values[1] - 90) < 1e-9)
    #expect(abs(result.values[2] - 100) < 1e-9)
  }

  @Test func inequalityOnlyCountsItsWrongSide() {
    // x >= 5 @500 and x == 0 @250: x = 5 costs level 250 five; x <= 3 @500 too forces a split.
    let rows = [row([1], -5, equal: false, 500), row([1], 0, 250), row([-1], 3, equal: false, 500)]
    let result = ReferenceSolver.solve(variableCount: 1, rows: rows)
    #expect(abs(result.levels[0].violation - 2) < 1e-9)
    // Any x in [3, 5] costs 2 at 500; then |x| is smallest at 3.
    #expect(abs(result.levels[1].violation - 3) < 1e-9)
  }

  @Test(arguments: 0..<4) func agreesWithVertexEnumeration(batch: Int) {
    var generator = SeededGenerator(seed: 7_919 + UInt64(batch))
    let priorities: [Double] = [1000, 750, 500, 250]
    var compared = 0
    for _ in 0..<150 {
      let n = Int.random(in: 1...3, using: &generator)
      var rows: [ReferenceRow] = []
      for _ in 0..<Int.random(in: 2...5, using: &generator) {
        let coefficients = (0..<n).map { _ in Double(Int.random(in: -3...3, using: &generator)) }
        rows.append(
          row(
            coefficients, Double(Int.random(in: -20...20, using: &generator)),
            equal: Bool.random(using: &generator),
            priorities.randomElement(using: &generator) ?? 500))
      }
      // Anchors at the weakest level make the arrangement span the space.
      for variable in 0..<n {
        var coefficients = [Double](repeating: 0, count: n)
        coefficients[variable] = 1
        rows.append(row(coefficients, Double(Int.random(in: -5...5, using: &generator)), 10))
      }
      let reference = ReferenceSolver.solve(variableCount: n, rows: rows)
      let brute = BruteForceSolver.solve(variableCount: n, rows: rows)
      #expect(reference.isFeasible == (brute != nil))
      guard let brute, reference.isFeasible else { continue }
      compared += 1
      #expect(reference.levels.count == brute.count)
      for (lhs, rhs) in zip(reference.levels, brute) {
        #expect(lhs.priority == rhs.priority)
        #expect(abs(lhs.violation - rhs.violation) <= 1e-6 * (1 + abs(rhs.violation)))
      }
      // The reference's own point must achieve its reported optimum.
      let achieved = ReferenceSolver.violations(of: reference.values, rows: rows)
      #expect(achieved.required <= 1e-6)
      for (lhs, rhs) in zip(achieved.levels, reference.levels) {
        #expect(abs(lhs.violation - rhs.violation) <= 1e-6 * (1 + abs(rhs.violation)))
      }
    }
    #expect(compared > 60)
  }
}
