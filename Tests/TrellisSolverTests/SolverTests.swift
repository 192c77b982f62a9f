import ReferenceSolver
import Testing
import TrellisSolver

/// Every documented operation and error of `Solver`.
@Suite struct SolverTests {
  let x = Variable("x")
  let y = Variable("y")
  let z = Variable("z")

  @Test func classicCassowaryExample() throws {
    var solver = Solver()
    let (xl, xm, xr) = (Variable("xl"), Variable("xm"), Variable("xr"))
    try solver.add(xm * 2 .== xl + xr)
    try solver.add(xl + 10 .<= xr)
    try solver.add(xr .<= 100)
    try solver.add(xl .>= 0)
    // The four constraints leave a tie when xm moves; a weak preference picks the classic answer.
    try solver.add((xl .== 0).priority(.fittingSize))
    try solver.addEditVariable(xm, priority: Priority(999))
    try solver.suggestValue(90, for: xm)
    #expect(approximately(solver.value(of: xl), 80))
    #expect(approximately(solver.value(of: xm), 90))
    #expect(approximately(solver.value(of: xr), 100))
    try solver.suggestValue(30, for: xm)
    #expect(approximately(solver.value(of: xl), 0))
    #expect(approximately(solver.value(of: xr), 60))
  }

  @Test func seededVariablesStartWhereTheyWereSeeded() throws {
    var solver = Solver()
    try solver.add(x .== 3)
    // Seeds a new variable, leaves a known one alone, skips a non-finite start; every position
    // comes back, as `positions(of:)` gives them.
    let positions = solver.register([y, x, z], startingAt: [40, 99, .infinity])
    #expect(positions == solver.positions(of: [y, x, z]))
    #expect(Set(positions).count == 3 && !positions.contains(-1))
    #expect(solver.value(of: y) == 40)
    #expect(solver.value(of: x) == 3)
    #expect(solver.value(of: z) == 0)
    #expect(solver.statistics.constraintsAdded == 1)
    // A seeded variable nothing else determines keeps its start; a chain built on it places
    // the next variable after it without moving it (its row's subject is the unseeded one).
    let next = Variable("next")
    try solver.add(next .== y + 8)
    #expect(solver.value(of: y) == 40)
    #expect(solver.value(of: next) == 48)
    // Only the start changes, never the optimum: a constraint that wants another value wins.
    try solver.add((y .== 10).priority(.low))
    #expect(approximately(solver.value(of: y), 10))
    #expect(approximately(solver.value(of: next), 18))
  }

  @Test func addRemoveContains() throws {
    var solver = Solver()
    let floor = x .>= 10
    try solver.add(floor)
    #expect(solver.contains(floor))
    #expect(approximately(solver.value(of: x), 10))
    try solver.remove(floor)
    #expect(!solver.contains(floor))
    #expect(solver.statistics.constraintsAdded == 1)
    #expect(solver.statistics.constraintsRemoved == 1)
  }

  @Test func duplicateAndUnknownConstraints() throws {
    var solver = Solver()
    let constraint = x .== 1
    try solver.add(constraint)
    #expect(throws: SolverError.duplicateConstraint(constraint)) { try solver.add(constraint) }
    let stranger = y .== 2
    #expect(throws: SolverError.unknownConstraint(stranger)) { try solver.remove(stranger) }
    #expect(throws: SolverError.unknownConstraint(stranger)) {
      try solver.updateConstant(of: stranger, to: 3)
    }
    #expect(throws: SolverError.unknownConstraint(stranger)) {
      try solver.updatePriority(of: stranger, to: .low)
    }
  }

  @Test func structurallyEqualButDistinctConstraintsAreBothAccepted() throws {
    var solver = Solver()
    let first = x .== 5
    let second = x .== 5
    try solver.add(first)
    try solver.add(second)
    #expect(solver.contains(first) && solver.contains(second))
    try solver.remove(first)
    #expect(solver.contains(second))
    #expect(approximately(solver.value(of: x), 5))
  }

  @Test func removingAStrongConstraintRestoresTheWeakerValue() throws {
    var solver = Solver()
    try solver.add((x .== 10).priority(.low))
    let strong = (x .== 50).priority(.high)
    try solver.add(strong)
    #expect(approximately(solver.value(of: x), 50))
    try solver.remove(strong)
    #expect(approximately(solver.value(of: x), 10))
  }

  @Test func zeroEqualsZeroIsAcceptedAndOneEqualsZeroIsNot() throws {
    var solver = Solver()
    let trivial = Constraint(Expression(constant: 0), .equal, Expression(constant: 0))
    try solver.add(trivial)
    #expect(solver.contains(trivial))
    let impossible = Constraint(Expression(constant: 1), .equal, Expression(constant: 0))
    #expect(throws: SolverError.unsatisfiableConstraint(impossible, conflicts: [])) {
      try solver.add(impossible)
    }
    #expect(!solver.contains(impossible))
    // The same at a soft priority is accepted and simply violated.
    try solver.add(impossible.priority(.low))
  }

  /// The solver merges the two sides itself: a variable on both sides counts once, with the
  /// difference of its coefficients, and one whose coefficients cancel drops out of the row.
  @Test func aVariableOnBothSidesCountsOnce() throws {
    var solver = Solver()
    let a = Variable("a")
    let b = Variable("b")
    // 2a + b == a + 10, read as a + b − 10 == 0.
    try solver.add(2 * a + b .== a + 10)
    try solver.add(b .== 4)
    #expect(approximately(solver.value(of: a), 6))
    // a + 3 == a + 3 holds whatever a is; a + 1 == a + 2 never does.
    let always = Constraint(a + 3, .equal, a + 3)
    try solver.add(always)
    let never = Constraint(a + 1, .equal, a + 2)
    #expect(throws: SolverError.unsatisfiableConstraint(never, conflicts: [])) {
      try solver.add(never)
    }
    #expect(solver.contains(always) && !solver.contains(never))
    #expect(approximately(solver.value(of: a), 6))
    // Many terms on both sides take the table path of the merge.
    let many = (0..<20).map { Variable("m\($0)") }
    let left = many.reduce(Expression(constant: 0)) { $0 + $1 }
    let right = many.dropFirst().reduce(Expression(constant: 7)) { $0 + $1 }
    try solver.add(left .== right)
    #expect(approximately(solver.value(of: many[0]), 7))
  }

  @Test func unsatisfiableNamesTheConflict() throws {
    var solver = Solver()
    let floor = (x .>= 10).labeled("floor")
    let link = y .== x + 5
    let ceiling = y .<= 12
    try solver.add(floor)
    try solver.add(link)
    try solver.add((z .== 1).priority(.low))
    do {
      try solver.add(ceiling)
      Issue.record("expected a conflict")
    } catch {
      guard case .unsatisfiableConstraint(let constraint, let conflicts) = error else {
        Issue.record("unexpected \(error)")
        return
      }
      #expect(constraint === ceiling)
      #expect(Set(conflicts) == Set([floor, link]))
      #expect(error.description.contains("floor: x >= 10"))
    }
  }

  @Test func aFailedRequiredAddKeepsThePreviousSolution() throws {
    var solver = Solver()
    try solver.add(x + y .== 100)
    try solver.add(y .>= 0)
    try solver.add((x .== 30).priority(.medium))
    try solver.add((y .>= 80).priority(.low))
    try solver.addEditVariable(z, priority: .high)
    try solver.suggestValue(7, for: z)
    let before = solver.values(of: [x, y, z])
    let statistics = solver.statistics
    let twin = solver
    #expect(throws: SolverError.self) { try solver.add(x .>= 101) }
    #expect(solver.values(of: [x, y, z]) == before)
    #expect(solver.statistics == statistics)
    // Every later operation behaves as if the failed call had not happened.
    var reference = twin
    for step in 0..<3 {
      try solver.suggestValue(Double(step * 4), for: z)
      try reference.suggestValue(Double(step * 4), for: z)
      let extra = (x .<= Double(25 - step)).priority(.high)
      try solver.add(extra)
      try reference.add(extra)
      let values = solver.values(of: [x, y, z])
      let expected = reference.values(of: [x, y, z])
      for (lhs, rhs) in zip(values, expected) { #expect(approximately(lhs, rhs, tolerance: 1e-9)) }
    }
  }

  @Test func editVariables() throws {
    var solver = Solver()
    try solver.add(y .== x * 2)
    try solver.addEditVariable(x, priority: .high)
    #expect(solver.hasEditVariable(x))
    // The target starts at the variable's current value: nothing moves.
    #expect(approximately(solver.value(of: x), 0))
    try solver.suggestValue(21, for: x)
    #expect(approximately(solver.value(of: y), 42))
    #expect(throws: SolverError.duplicateEditVariable(x)) {
      try solver.addEditVariable(x, priority: .low)
    }
    #expect(throws: SolverError.nonFiniteValue(.infinity, x)) {
      try solver.suggestValue(.infinity, for: x)
    }
    try solver.removeEditVariable(x)
    #expect(!solver.hasEditVariable(x))
    #expect(throws: SolverError.unknownEditVariable(x)) { try solver.suggestValue(1, for: x) }
    #expect(throws: SolverError.unknownEditVariable(x)) { try solver.removeEditVariable(x) }
    #expect(throws: SolverError.requiredEditVariable(y)) {
      try solver.addEditVariable(y, priority: .required)
    }
    #expect(throws: SolverError.invalidEditPriority(Priority(0), y)) {
      try solver.addEditVariable(y, priority: Priority(0))
    }
  }

  /// A resize loop suggests the same two edit variables again and again: from the third time
  /// the solver moves along cached directions. The values must stay exact, including after the
  /// structure changes mid-loop and when a suggestion crosses an inequality.
  @Test func repeatedSuggestionsOfTheSameEditVariables() throws {
    var solver = Solver()
    let width = Variable("width")
    let height = Variable("height")
    let columns = (0..<6).map { Variable("column\($0)") }
    let rows = (0..<4).map { Variable("row\($0)") }
    // Equal columns across the width, equal rows down the height.
    try solver.add(columns.reduce(Expression(), { $0 + $1 }) .== Expression(width))
    try solver.add(rows.reduce(Expression(), { $0 + $1 }) .== Expression(height))
    for index in 1..<columns.count { try solver.add(columns[index] .== columns[0]) }
    for index in 1..<rows.count { try solver.add(rows[index] .== rows[0]) }
    // A minimum that a narrow width cannot meet: the width's suggestion gives way.
    try solver.add(columns[5] .>= 50)
    try solver.addEditVariable(width, priority: .high)
    try solver.addEditVariable(height, priority: .high)
    let pivots = solver.statistics.pivots
    for step in 0..<40 {
      let w = 600 + Double(step * 6)
      let h = 400 - Double(step)
      try solver.suggestValue(w, for: width)
      try solver.suggestValue(h, for: height)
      #expect(approximately(solver.value(of: columns[2]), w / 6))
      #expect(approximately(solver.value(of: rows[3]), h / 4))
      if step == 20 {
        // A new row: the cached directions no longer apply.
        let extra = Variable("extra")
        try solver.add(extra .== columns[0] + rows[0])
        #expect(approximately(solver.value(of: extra), w / 6 + h / 4))
      }
    }
    #expect(solver.statistics.pivots - pivots < 10)
    // Below 300 the column minimum binds: every column keeps 50 and the width stays at 300.
    try solver.suggestValue(240, for: width)
    try solver.suggestValue(240, for: height)
    #expect(approximately(solver.value(of: columns[5]), 50))
    #expect(approximately(solver.value(of: width), 300))
    #expect(approximately(solver.value(of: rows[0]), 60))
    try solver.suggestValue(900, for: width)
    try solver.suggestValue(200, for: height)
    #expect(approximately(solver.value(of: columns[5]), 150))
    #expect(approximately(solver.value(of: rows[0]), 50))
  }

  @Test func suggestionsGiveWayToStrongerConstraints() throws {
    var solver = Solver()
    try solver.add(x .<= 100)
    try solver.add((x .>= 90).priority(.high))
    try solver.addEditVariable(x, priority: .medium)
    try solver.suggestValue(150, for: x)
    #expect(approximately(solver.value(of: x), 100))
    try solver.suggestValue(20, for: x)
    #expect(approximately(solver.value(of: x), 90))
  }

  @Test func updateConstantInPlaceEqualsRemoveAndAdd() throws {
    let gap = (y .== x + 10).priority(.high)
    func build() throws -> Solver {
      var solver = Solver()
      try solver.add(x .>= 0)
      try solver.add(gap)
      try solver.add((y .== 15).priority(.low))
      _ = solver.values(of: [x, y])
      return solver
    }
    var inPlace = try build()
    var rebuilt = try build()
    let before = inPlace.statistics
    try inPlace.updateConstant(of: gap, to: 40)
    #expect(inPlace.constant(of: gap) == 40)
    #expect(inPlace.statistics.constraintsAdded == before.constraintsAdded)
    #expect(inPlace.statistics.constraintsRemoved == before.constraintsRemoved)
    try rebuilt.remove(gap)
    try rebuilt.add((y .== x + 40).priority(.high))
    let lhs = inPlace.values(of: [x, y])
    let rhs = rebuilt.values(of: [x, y])
    // x >= 0 and y - x == 40 leave y = 40 nearest to 15: both give x = 0, y = 40.
    #expect(approximately(lhs[0], 0) && approximately(lhs[1], 40))
    #expect(approximately(rhs[0], 0) && approximately(rhs[1], 40))
  }

  @Test func constantOfAConstraintReadsWithEverythingOnTheLeft() throws {
    var solver = Solver()
    let constraint = x + 10 .<= y
    try solver.add(constraint)
    #expect(solver.constant(of: constraint) == -10)
    try solver.updateConstant(of: constraint, to: -25)
    #expect(approximately(solver.value(of: y) - solver.value(of: x), 25))
    let error = #expect(throws: SolverError.self) {
      try solver.updateConstant(of: constraint, to: .nan)
    }
    guard case .nonFiniteConstant(let value, let named) = error else {
      Issue.record("unexpected \(String(describing: error))")
      return
    }
    #expect(value.isNaN && named === constraint)
    #expect(solver.constant(of: constraint) == -25)
  }

  @Test func aFailureWithPendingSuggestionsChangesNothingObservable() throws {
    var solver = Solver()
    try solver.add(x .<= 50)
    try solver.addEditVariable(x, priority: .high)
    try solver.addEditVariable(y, priority: .high)
    try solver.add(y .== x + 1)
    _ = solver.values(of: [x, y])
    // Suggestions wait for the next read; a failing add in between must not show.
    try solver.suggestValue(30, for: x)
    try solver.suggestValue(31, for: y)
    let statistics = solver.statistics
    #expect(throws: SolverError.self) { try solver.add(x .>= 60) }
    #expect(solver.statistics == statistics)
    #expect(solver.values(of: [x, y]) == [30, 31])
  }

  @Test func aFailedConstantUpdateLeavesEverythingAsItWas() throws {
    var solver = Solver()
    let floor = x .>= 10
    try solver.add(floor)
    try solver.add(x .<= 20)
    #expect(throws: SolverError.self) { try solver.updateConstant(of: floor, to: 30) }
    #expect(solver.constant(of: floor) == 10)
    #expect(approximately(solver.value(of: x), 10))
  }

  @Test func changePriorityToAndFromRequired() throws {
    var solver = Solver()
    try solver.add((x .== 10).priority(.medium))
    let pull = (x .== 20).priority(.low)
    try solver.add(pull)
    #expect(approximately(solver.value(of: x), 10))
    let before = solver.statistics
    try solver.updatePriority(of: pull, to: .required)
    #expect(solver.priority(of: pull) == .required)
    #expect(approximately(solver.value(of: x), 20))
    try solver.updatePriority(of: pull, to: .fittingSize)
    #expect(approximately(solver.value(of: x), 10))
    #expect(solver.statistics.constraintsAdded == before.constraintsAdded)
    #expect(solver.statistics.constraintsRemoved == before.constraintsRemoved)
  }

  @Test func raisingAConflictingConstraintToRequiredFails() throws {
    var solver = Solver()
    let floor = x .>= 10
    try solver.add(floor)
    let low = (x .<= 5).priority(.low)
    try solver.add(low)
    #expect(throws: SolverError.unsatisfiableConstraint(low, conflicts: [floor])) {
      try solver.updatePriority(of: low, to: .required)
    }
    #expect(solver.priority(of: low) == .low)
    #expect(approximately(solver.value(of: x), 10))
  }

  @Test func nonFiniteAndInvalidInputsAreRejected() throws {
    var solver = Solver()
    let broken = x * .infinity .== 1
    #expect(throws: SolverError.nonFiniteCoefficient(broken)) { try solver.add(broken) }
    let nan = x .== .nan
    #expect(throws: SolverError.nonFiniteCoefficient(nan)) { try solver.add(nan) }
    for value in [0.0, -5, 1000.5] {
      let bad = (x .== 1).priority(Priority(value))
      #expect(throws: SolverError.invalidPriority(Priority(value), bad)) { try solver.add(bad) }
    }
    let notANumber = (x .== 1).priority(Priority(.nan))
    #expect(throws: SolverError.self) { try solver.add(notANumber) }
    #expect(!solver.contains(notANumber))
    let fine = x .== 1
    try solver.add(fine)
    #expect(throws: SolverError.invalidPriority(Priority(-1), fine)) {
      try solver.updatePriority(of: fine, to: Priority(-1))
    }
    #expect(solver.statistics.constraintsAdded == 1)
  }

  @Test func underConstrainedVariablesSettleAtADefinedValue() throws {
    var solver = Solver()
    // A new variable nothing determines is 0; one that was moved keeps where it was.
    try solver.add(x + y .>= 10)
    let values = solver.values(of: [x, y])
    #expect(approximately(values[0] + values[1], 10))
    let floor = x .>= 4
    try solver.add(floor)
    let before = solver.values(of: [x, y])
    try solver.remove(floor)
    #expect(solver.values(of: [x, y]) == before)
    #expect(solver.value(of: Variable("never seen")) == 0)
  }

  @Test func resetEmptiesTheSolver() throws {
    var solver = Solver()
    let constraint = x .== 3
    try solver.add(constraint)
    try solver.addEditVariable(y, priority: .low)
    solver.reset()
    #expect(!solver.contains(constraint))
    #expect(!solver.hasEditVariable(y))
    #expect(solver.value(of: x) == 0)
    #expect(solver.statistics == SolverStatistics())
    try solver.add(constraint)
    #expect(approximately(solver.value(of: x), 3))
  }

  @Test func copiesAreIndependent() throws {
    var original = Solver()
    let constraint = x .== 1
    try original.add(constraint)
    var copy = original
    try copy.updateConstant(of: constraint, to: 5)
    #expect(approximately(copy.value(of: x), 5))
    #expect(approximately(original.value(of: x), 1))
  }

  @Test func bulkReadsFollowTheListTheyAreGiven() throws {
    var solver = Solver()
    try solver.add(x .== 1)
    let yConstraint = y .== 2
    try solver.add(yConstraint)
    let kept = solver.values(of: [x, y, z])
    #expect(kept == [1, 2, 0])
    // A result the caller keeps is its own: later reads do not write into it.
    try solver.updateConstant(of: yConstraint, to: 5)
    #expect(solver.values(of: [x, y, z]) == [1, 5, 0])
    #expect(kept == [1, 2, 0])
    try solver.updateConstant(of: yConstraint, to: 2)
    #expect(solver.values(of: [x, y, z]) == [1, 2, 0])
    // Another order, a list changed in place, a variable the solver meets only later.
    #expect(solver.values(of: [y, x, z]) == [2, 1, 0])
    var list = [x, y, z]
    list[1] = z
    #expect(solver.values(of: list) == [1, 0, 0])
    try solver.add(z .== 3)
    #expect(solver.values(of: list) == [1, 3, 3])
    // Every variable known now: the list changed in place, then read as it is, twice.
    list.swapAt(0, 1)
    #expect(solver.values(of: list) == [3, 1, 3])
    list[2] = y
    #expect(solver.values(of: list) == [3, 1, 2])
    #expect(solver.values(of: list) == [3, 1, 2])
    #expect(solver.values(of: [x]) == [1])
    solver.reset()
    #expect(solver.values(of: list) == [0, 0, 0])
    try solver.add(y .== 4)
    #expect(solver.values(of: [y, x]) == [4, 0])
  }

  @Test func releasedVariablesAreForgottenAndTheirColumnsReused() throws {
    var solver = Solver()
    let (a, b) = (Variable("a"), Variable("b"))
    try solver.add(x .== 10)
    let tie = a .== x + 5
    try solver.add(tie)
    let soft = (b .>= a + 1).priority(.low)
    try solver.add(soft)
    #expect(solver.variableCount == 3)
    #expect(approximately(solver.value(of: b), 16))
    // Mentioned by a live constraint: kept.
    #expect(solver.releaseVariables([a, x, y]) == 0)
    #expect(solver.variableCount == 3)
    try solver.remove(tie)
    // `a` is still mentioned by the soft row; `b` too.
    #expect(solver.releaseVariables([a, b]) == 0)
    #expect(solver.debugDescription.contains("# TrellisSolver: 3 variables"))
    try solver.remove(soft)
    #expect(solver.releaseVariables([a, b]) == 2)
    #expect(solver.variableCount == 1)
    // Forgotten: they read as never seen, and the dump leaves them out.
    #expect(solver.value(of: a) == 0)
    #expect(solver.values(of: [x, a, b]) == [10, 0, 0])
    let dump = solver.debugDescription
    #expect(dump.contains("# TrellisSolver: 1 variables"))
    #expect(!dump.contains("# a =") && !dump.contains("# b ="))
    // New variables take the two columns; a forgotten one used again is registered afresh.
    try solver.add(y .== x * 2)
    try solver.add(a .== y + 1)
    #expect(solver.variableCount == 3)
    #expect(solver.values(of: [x, y, a]) == [10, 20, 21])
    // The dump replays: three variables, the same values.
    let replay = ScriptRunner.run(solver.debugDescription)
    #expect(replay.error == nil)
    #expect(replay.output.contains("a = 21"))
    #expect(replay.output.contains("y = 20"))
  }

  @Test func aSolverWhoseVariablesComeAndGoStaysItsSize() throws {
    var solver = Solver()
    try solver.add(x .== 0)
    for round in 0..<500 {
      // Three boxes chained after x, laid out, read, then taken out and forgotten.
      let boxes = (0..<3).map { Variable("box\(round).\($0)") }
      var constraints: [Constraint] = []
      var previous = Expression(x)
      for box in boxes {
        constraints.append(box .== previous + 10)
        constraints.append((box .<= 1000).priority(.low))
        previous = Expression(box)
      }
      for constraint in constraints { try solver.add(constraint) }
      #expect(solver.values(of: boxes) == [10, 20, 30])
      for constraint in constraints.reversed() { try solver.remove(constraint) }
      #expect(solver.releaseVariables(boxes) == 3)
    }
    #expect(solver.variableCount == 1)
    #expect(solver.debugDescription.contains("# TrellisSolver: 1 variables, 1 constraints"))
  }
}
