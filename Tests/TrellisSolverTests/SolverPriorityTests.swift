import ReferenceSolver
import TestSupport
import Testing
import TrellisSolver

/// Strict priority levels: no number of weaker constraints outweighs a stronger one.
@Suite struct SolverPriorityTests {
  @Test func oneConstraintAt751BeatsTwoThousandAt750() throws {
    var solver = Solver()
    let x = Variable("x")
    for _ in 0..<2_000 {
      try solver.add((x .== 0).priority(.high))
    }
    try solver.add((x .== 10).priority(Priority(751)))
    #expect(abs(solver.value(of: x) - 10) < 1e-9)
  }

  @Test func withinALevelTheSumOfViolationsCounts() throws {
    var solver = Solver()
    let x = Variable("x")
    // Three pulls at one level: the median minimises |x| + |x − 10| + |x − 4|.
    try solver.add((x .== 0).priority(.medium))
    try solver.add((x .== 10).priority(.medium))
    try solver.add((x .== 4).priority(.medium))
    #expect(abs(solver.value(of: x) - 4) < 1e-9)
    // Violation is measured as written: 3x == 30 counts three times as much as x == 10.
    var scaled = Solver()
    try scaled.add((x .== 0).priority(.medium))
    try scaled.add((x * 3 .== 30).priority(.medium))
    #expect(abs(scaled.value(of: x) - 10) < 1e-9)
  }

  /// More than 100 distinct levels active at once, conflicting along a cycle of variables:
  /// the solution must match the reference level by level.
  @Test func oneHundredTwentyLevelsResolveLevelByLevel() throws {
    var generator = SeededGenerator(seed: 2_024)
    let count = 16
    let variables = (0..<count).map { Variable("x\($0)") }
    var solver = Solver()
    var rows: [ReferenceRow] = []
    for level in 0..<120 {
      let priority = 990 - Double(level) * 8 + Double(level % 3)
      let a = level % count
      let b = (level * 7 + 3) % count
      let gap = Double(Int.random(in: -9...9, using: &generator))
      let relation: Relation = level % 4 == 3 ? .greaterThanOrEqual : .equal
      let lhs = a == b ? Expression(variables[a]) : variables[a] - variables[b]
      try solver.add(
        Constraint(lhs, relation, Expression(constant: gap), priority: Priority(priority)))
      var coefficients = [Double](repeating: 0, count: count)
      coefficients[a] += 1
      if a != b { coefficients[b] -= 1 }
      rows.append(
        ReferenceRow(
          coefficients: coefficients, constant: -gap, isEquality: relation == .equal,
          priority: priority))
    }
    // Anchor the cycle's free translation at the weakest level.
    for (index, variable) in variables.enumerated() {
      try solver.add((variable .== Double(index)).priority(Priority(1)))
      var coefficients = [Double](repeating: 0, count: count)
      coefficients[index] = 1
      rows.append(
        ReferenceRow(
          coefficients: coefficients, constant: -Double(index), isEquality: true, priority: 1))
    }
    let reference = ReferenceSolver.solve(variableCount: count, rows: rows)
    #expect(reference.levels.count == 121)
    let values = solver.values(of: variables)
    let actual = ReferenceSolver.violations(of: values, rows: rows)
    var nonZeroLevels = 0
    for (expected, got) in zip(reference.levels, actual.levels) {
      #expect(expected.priority == got.priority)
      #expect(abs(expected.violation - got.violation) <= 1e-6 * (1 + expected.violation))
      if expected.violation > 1e-9 { nonZeroLevels += 1 }
    }
    // The system really conflicts: many levels end up violated.
    #expect(nonZeroLevels >= 20)
  }
}
