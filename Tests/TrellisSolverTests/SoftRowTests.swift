import TestSupport
import Testing

@testable import TrellisSolver

/// A soft row is the soft constraint that reads the same, without the object: same values, same
/// dump, same statistics, updated and removed in place, and a handle that goes stale with its
/// row.
@Suite struct SoftRowTests {
  /// A parent 300 wide and a child pinned at its leading edge by required rows; the child's
  /// fallbacks (position, weighted width) and a hugging and a preferred width compete at soft
  /// levels.
  struct System {
    let parentX = Variable("parent.x")
    let parentWidth = Variable("parent.width")
    let x = Variable("x")
    let width = Variable("width")
    /// The soft rows as `(first, c₁, second, c₂, relation, constant, priority)`.
    var rows: [(Variable, Double, Variable?, Double, Relation, Double, Priority)] {
      [
        (x, 1, parentX, -1, .equal, 10, Priority(0.001)),
        (width, 2, nil, 0, .equal, 80, Priority(0.001)),
        (width, 1, nil, 0, .lessThanOrEqual, 120, .low),
        (width, 1, x, 1, .greaterThanOrEqual, 400, Priority(0.5)),
      ]
    }

    /// The required rows: the parent at 0, 300 wide; the child inside it.
    func required(_ solver: inout Solver) throws {
      try solver.add(parentX .== 0)
      try solver.add(parentWidth .== 300)
      try solver.add(x .>= parentX)
      try solver.add(x + width .<= parentX + parentWidth)
    }

    /// The same soft row as a constraint.
    func constraint(_ index: Int) -> Constraint {
      let (first, c1, second, c2, relation, constant, priority) = rows[index]
      var lhs = c1 * Expression(first)
      if let second { lhs.add(Expression(second), scaledBy: c2) }
      return Constraint(lhs, relation, Expression(constant: constant), priority: priority)
    }
  }

  @Test func aSoftRowSolvesDumpsAndCountsAsItsConstraint() throws {
    let system = System()
    var withConstraints = Solver()
    var withRows = Solver()
    try system.required(&withConstraints)
    try system.required(&withRows)
    var constraints: [Constraint] = []
    var rows: [SoftRow] = []
    for index in system.rows.indices {
      let constraint = system.constraint(index)
      try withConstraints.add(constraint)
      constraints.append(constraint)
      let (first, c1, second, c2, relation, constant, priority) = system.rows[index]
      let row = withRows.addSoftRow(
        first, c1, second, c2, relation: relation, constant: constant, priority: priority)
      rows.append(try #require(row))
    }
    let variables = [system.parentX, system.parentWidth, system.x, system.width]
    // By hand: x + width ≥ 400 (priority 0.5) gets the 300 that fit; then the fallbacks trade
    // x's distance from 10 (weight 1) against the width's from 40 (weight 2, the weighted
    // fallback): the width keeps 40, and x takes the rest, 260.
    #expect(withRows.values(of: variables) == [0, 300, 260, 40])
    #expect(withConstraints.values(of: variables) == withRows.values(of: variables))
    #expect(withRows.dump(naming: [:]) == withConstraints.dump(naming: [:]))
    #expect(withRows.statistics.constraintsAdded == withConstraints.statistics.constraintsAdded)
    #expect(withRows.constant(of: rows[1]) == 80)
    #expect(withRows.priority(of: rows[2]) == .low)

    // In place: the width's fallback asks for 200, and the hugging (low, stronger) stops it at
    // 120.
    let widened = withRows.updateConstant(of: rows[1], to: 400)
    #expect(widened)
    try withConstraints.updateConstant(of: constraints[1], to: 400)
    #expect(withRows.values(of: variables) == [0, 300, 180, 120])
    #expect(withConstraints.values(of: variables) == withRows.values(of: variables))

    // Removed: without the pull to 400, x goes back to its fallback, 10.
    let removed = withRows.remove(rows[3])
    #expect(removed)
    try withConstraints.remove(constraints[3])
    #expect(withRows.values(of: variables) == [0, 300, 10, 120])
    #expect(withRows.statistics.constraintsRemoved == 1)

    // The hugging let out to 500: the width's fallback holds, 200.
    let hugged = withRows.updateConstant(of: rows[2], to: 500)
    #expect(hugged)
    try withConstraints.updateConstant(of: constraints[2], to: 500)
    #expect(withRows.values(of: variables) == [0, 300, 10, 200])
    #expect(withConstraints.values(of: variables) == withRows.values(of: variables))
    #expect(withRows.dump(naming: [:]) == withConstraints.dump(naming: [:]))
  }

  /// A position passed with a soft row's first variable: the right one, another variable's,
  /// one past every column, none.
  enum Hint: CaseIterable, Sendable {
    case right, another, outOfRange, none
  }

  @Test(arguments: Hint.allCases)
  func aPositionPassedWithTheFirstVariableChangesNothing(_ hint: Hint) throws {
    let system = System()
    var plain = Solver()
    var hinted = Solver()
    // Registered with their objects before any constraint mentions them, so their columns
    // hold them (a variable first seen in a constraint is borrowed: its column holds none).
    let registered = [system.x, system.width]
    _ = plain.register(registered, startingAt: [nil, 40])
    let positions = hinted.register(registered, startingAt: [nil, 40])
    #expect(positions == [0, 1])
    try system.required(&plain)
    try system.required(&hinted)
    // The parent's width is borrowed from the required rows: its own position is no use.
    let borrowed = (
      system.parentWidth, 1.0, Variable?.none, 0.0, Relation.equal, 300.0, Priority.low
    )
    for (first, c1, second, c2, relation, constant, priority) in system.rows + [borrowed] {
      _ = plain.addSoftRow(
        first, c1, second, c2, relation: relation, constant: constant, priority: priority)
      let own = hinted.positions(of: [first])[0]
      let position: Int32 =
        switch hint {
        case .right: own
        case .another: own == positions[0] ? positions[1] : positions[0]
        case .outOfRange: Int32(hinted.core.variables.count)
        case .none: -1
        }
      let row = hinted.addSoftRow(
        Unmanaged.passUnretained(first), c1, second.map { Unmanaged.passUnretained($0) }, c2,
        relation: relation, constant: constant, priority: priority, firstPosition: position)
      #expect(row != nil)
    }
    let variables = [system.parentX, system.parentWidth, system.x, system.width]
    #expect(hinted.values(of: variables) == [0, 300, 260, 40])
    #expect(hinted.values(of: variables) == plain.values(of: variables))
    #expect(hinted.dump(naming: [:]) == plain.dump(naming: [:]))
    #expect(hinted.positions(of: registered) == positions)
    // What the position is checked against: the address a column holds, none where borrowed.
    let core = hinted.core
    #expect(core.storedAddress(ofColumn: 0) == UInt(bitPattern: ObjectIdentifier(system.x)))
    #expect(core.storedAddress(ofColumn: 1) == UInt(bitPattern: ObjectIdentifier(system.width)))
    let parentColumn = Int(hinted.positions(of: [system.parentWidth])[0])
    #expect(core.storedAddress(ofColumn: parentColumn) == 0)
    #expect(core.storedAddress(ofColumn: core.variables.count) == 0)
    #expect(core.storedAddress(ofColumn: -1) == 0)
  }

  @Test func aRemovedRowsHandleStaysStaleWhenItsPlaceIsReused() throws {
    var solver = Solver()
    let x = Variable("x")
    let added = solver.addSoftRow(x, 1, nil, 0, relation: .equal, constant: 1, priority: .low)
    let first = try #require(added)
    #expect(solver.contains(first))
    let removed = solver.remove(first)
    #expect(removed)
    // Enough additions and removals that the solver compacts its rows and reuses ids.
    var later: [SoftRow] = []
    for round in 0..<200 {
      let added = solver.addSoftRow(
        x, 1, nil, 0, relation: .equal, constant: Double(round), priority: .low)
      let row = try #require(added)
      later.append(row)
      if round % 2 == 0 { solver.remove(row) }
    }
    // Its id was given to a later row (a compaction freed it), which the handle does not name.
    #expect(later.contains { $0.row == first.row && solver.contains($0) })
    #expect(!solver.contains(first))
    #expect(solver.constant(of: first) == nil)
    #expect(solver.priority(of: first) == nil)
    let updatedStale = solver.updateConstant(of: first, to: 5)
    let removedStale = solver.remove(first)
    #expect(!updatedStale && !removedStale)
    // Every odd round's row is still there, with its own constant.
    for (round, row) in later.enumerated() where round % 2 == 1 {
      #expect(solver.constant(of: row) == Double(round))
    }
  }

  @Test func requiredPrioritiesAndNonFiniteNumbersAreRefusedWithoutAChange() throws {
    var solver = Solver()
    let x = Variable("x")
    try solver.add(x .== 3)
    let before = solver.dump(naming: [:])
    let refused: [SoftRow?] = [
      solver.addSoftRow(x, 1, nil, 0, relation: .equal, constant: 1, priority: .required),
      solver.addSoftRow(x, 1, nil, 0, relation: .equal, constant: .nan, priority: .low),
      solver.addSoftRow(x, .infinity, nil, 0, relation: .equal, constant: 1, priority: .low),
      solver.addSoftRow(x, 1, x, .nan, relation: .equal, constant: 1, priority: .low),
    ]
    #expect(refused.allSatisfy { $0 == nil })
    #expect(solver.dump(naming: [:]) == before)
    #expect(solver.statistics.constraintsAdded == 1)
    let added = solver.addSoftRow(x, 1, nil, 0, relation: .equal, constant: 1, priority: .low)
    let row = try #require(added)
    let updated = solver.updateConstant(of: row, to: .infinity)
    #expect(!updated)
    #expect(solver.constant(of: row) == 1)
    #expect(solver.values(of: [x]) == [3])
  }

  @Test func aRowOnOneVariableTwiceMergesItsTerms() {
    var solver = Solver()
    let x = Variable("x")
    // 3x − x == 10: x is 5.
    let added = solver.addSoftRow(x, 3, x, -1, relation: .equal, constant: 10, priority: .low)
    #expect(added != nil)
    #expect(solver.values(of: [x]) == [5])
    #expect(solver.dump(naming: [:]).contains("2 * x == 10 @"))
  }

  /// A row of three terms (a gap: the next item's start against the previous one's start and
  /// length) is the soft constraint that reads the same; a variable given twice takes the sum
  /// of its coefficients, whichever two places it is in.
  @Test func aThreeTermRowIsTheSoftConstraintThatReadsTheSame() throws {
    let previousX = Variable("previous.x")
    let width = Variable("previous.width")
    let nextX = Variable("next.x")
    func pinned(_ solver: inout Solver) throws {
      try solver.add(previousX .== 10)
      try solver.add(width .== 30)
    }
    var withConstraint = Solver()
    var withRow = Solver()
    try pinned(&withConstraint)
    try pinned(&withRow)
    try withConstraint.add((nextX .== previousX + width + 4).priority(.medium))
    let row = withRow.addSoftRow(
      .passUnretained(nextX), 1, .passUnretained(previousX), -1, .passUnretained(width), -1,
      relation: .equal, constant: 4, priority: .medium)
    #expect(row != nil)
    // By hand: 10 + 30 + 4.
    #expect(withRow.values(of: [previousX, width, nextX]) == [10, 30, 44])
    #expect(withConstraint.values(of: [previousX, width, nextX]) == [10, 30, 44])
    #expect(withRow.dump(naming: [:]) == withConstraint.dump(naming: [:]))

    // Repeats: x + 2y + 3x (first and third) is 4x + 2y; x + 2y + 3y (second and third) is
    // x + 5y.
    let x = Variable("x")
    let y = Variable("y")
    for (third, expected, written) in [(x, 2.0, "4 * x + 2 * y"), (y, 5, "x + 5 * y")] {
      var solver = Solver()
      try solver.add(y .== 1)
      _ = solver.addSoftRow(
        .passUnretained(x), 1, .passUnretained(y), 2, .passUnretained(third), 3,
        relation: .equal, constant: 10, priority: .low)
      #expect(solver.values(of: [x, y]) == [expected, 1])
      #expect(solver.dump(naming: [:]).contains("\(written) == 10 @"))
    }
  }

  /// A random history of a layout-like system (a chain under a container, required bounds,
  /// soft rows at several priorities added, moved, updated and removed, an edit variable
  /// suggested) run twice: once with soft constraints, once with the same rows as soft rows.
  /// The two solvers take the same steps, so their values are equal bit for bit after every
  /// operation, and their dumps at the end.
  @Test(arguments: 0..<12)
  func aRandomHistoryGivesTheSameValuesEitherWay(seed: Int) throws {
    var random = SeededGenerator(seed: UInt64(seed) &+ 0x5EED)
    let count = 24
    let variables = (0..<count).map { Variable("v\($0)") }
    let width = Variable("width")
    var withConstraints = Solver()
    var withRows = Solver()
    // Required: a chain `v[i+1] ≥ v[i] + 1` inside `0 ≤ v ≤ width`, the width an edit.
    for solver in [0, 1] {
      var built = Solver()
      try built.add(variables[0] .>= 0)
      for index in 1..<count {
        try built.add(variables[index] .>= variables[index - 1] + 1)
      }
      try built.add(variables[count - 1] .<= width)
      try built.addEditVariable(width, priority: .high)
      try built.suggestValue(200, for: width)
      if solver == 0 { withConstraints = built } else { withRows = built }
    }
    let priorities: [Priority] = [Priority(0.001), .fittingSize, .low, Priority(500), .medium]
    var live: [(constraint: Constraint, row: SoftRow)] = []
    for _ in 0..<160 {
      switch Int.random(in: 0..<10, using: &random) {
      case 0...4:
        // A soft row on one or two variables.
        let first = variables[Int.random(in: 0..<count, using: &random)]
        let second =
          Bool.random(using: &random) ? variables[Int.random(in: 0..<count, using: &random)] : nil
        let c1 = Double(Int.random(in: 1...3, using: &random))
        let c2 = second == nil ? 0 : -Double(Int.random(in: 1...2, using: &random))
        let relation = [Relation.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(
          using: &random)!
        let constant = Double(Int.random(in: -20...120, using: &random))
        let priority = priorities.randomElement(using: &random)!
        var lhs = c1 * Expression(first)
        if let second { lhs.add(Expression(second), scaledBy: c2) }
        let constraint = Constraint(
          lhs, relation, Expression(constant: constant), priority: priority)
        try withConstraints.add(constraint)
        let added = withRows.addSoftRow(
          first, c1, second, c2, relation: relation, constant: constant, priority: priority)
        live.append((constraint, try #require(added)))
      case 5...6 where !live.isEmpty:
        let pick = live[Int.random(in: 0..<live.count, using: &random)]
        let constant = Double(Int.random(in: -20...120, using: &random))
        try withConstraints.updateConstant(of: pick.constraint, to: constant)
        let updated = withRows.updateConstant(of: pick.row, to: constant)
        #expect(updated)
      case 7 where !live.isEmpty:
        let pick = live[Int.random(in: 0..<live.count, using: &random)]
        let priority = priorities.randomElement(using: &random)!
        try withConstraints.updatePriority(of: pick.constraint, to: priority)
        let moved = withRows.updatePriority(of: pick.row, to: priority)
        #expect(moved)
      case 8 where !live.isEmpty:
        let index = Int.random(in: 0..<live.count, using: &random)
        let pick = live.remove(at: index)
        try withConstraints.remove(pick.constraint)
        let removed = withRows.remove(pick.row)
        #expect(removed)
      default:
        let value = Double(Int.random(in: 30...260, using: &random))
        try withConstraints.suggestValue(value, for: width)
        try withRows.suggestValue(value, for: width)
      }
      let expected = withConstraints.values(of: variables + [width])
      let actual = withRows.values(of: variables + [width])
      #expect(actual == expected, "seed \(seed)")
      if actual != expected { return }
    }
    #expect(withRows.dump(naming: [:]) == withConstraints.dump(naming: [:]))
    #expect(withRows.statistics.pivots == withConstraints.statistics.pivots)
  }
}
