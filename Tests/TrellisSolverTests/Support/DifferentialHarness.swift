import ReferenceSolver
import TestSupport
import Testing

@testable import TrellisSolver

/// Drives a real `Solver` and the reference side by side through random scripts and checks,
/// after every operation, that they accept and reject the same things and that the real
/// solution is lexicographically optimal.
struct DifferentialHarness {
  /// Which kinds of step a campaign exercised, so it cannot drift into trivial systems.
  struct Coverage: CustomStringConvertible {
    var counts: [String: Int] = [:]

    mutating func note(_ feature: String) { counts[feature, default: 0] += 1 }

    subscript(feature: String) -> Int { counts[feature, default: 0] }

    mutating func merge(_ other: Coverage) {
      for (key, value) in other.counts { counts[key, default: 0] += value }
    }

    var description: String {
      counts.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " ")
    }
  }

  /// A constraint the model holds, in the form `terms relation constant`.
  struct Live {
    var constraint: Constraint
    var terms: [Double]
    var relation: Relation
    var constant: Double
    var priority: Double
  }

  struct Settings {
    var variables: ClosedRange<Int> = 2...6
    var operations: ClosedRange<Int> = 6...18
    var priorities: [Double] = [1000, 1000, 900, 750, 500, 250, 50]
    var coefficientRange: ClosedRange<Int> = -3...3
    var constantRange: ClosedRange<Int> = -40...40
  }

  var solver = Solver()
  var variables: [Variable]
  var live: [Live] = []
  var edits: [(variable: Int, priority: Double, target: Double)] = []
  var coverage = Coverage()
  /// What the script did so far, for failure messages.
  var log: [String] = []
  var generator: SeededGenerator
  let settings: Settings
  let seed: UInt64

  init(seed: UInt64, settings: Settings = Settings()) {
    self.seed = seed
    self.settings = settings
    generator = SeededGenerator(seed: seed)
    let count = Int.random(in: settings.variables, using: &generator)
    variables = (0..<count).map { Variable("x\($0)") }
    // A third of the scripts start solves from a fresh basis after as few as 2 new rows.
    if seed % 3 == 0 { solver.core.crashMinimumRows = 2 }
  }

  // MARK: Model

  func referenceRows() -> [ReferenceRow] {
    var rows: [ReferenceRow] = []
    for item in live {
      let sign: Double = item.relation == .lessThanOrEqual ? -1 : 1
      rows.append(
        ReferenceRow(
          coefficients: item.terms.map { sign * $0 }, constant: -sign * item.constant,
          isEquality: item.relation == .equal, priority: item.priority))
    }
    for edit in edits {
      var coefficients = [Double](repeating: 0, count: variables.count)
      coefficients[edit.variable] = 1
      rows.append(
        ReferenceRow(
          coefficients: coefficients, constant: -edit.target, isEquality: true,
          priority: edit.priority))
    }
    return rows
  }

  func requiredFeasible(_ rows: [ReferenceRow]) -> Bool {
    ReferenceSolver.solve(variableCount: variables.count, rows: rows.filter { $0.priority >= 1000 })
      .isFeasible
  }

  // MARK: Checks

  /// After every step: the real point satisfies every required row and matches the reference's
  /// violation at every level.
  mutating func check(_ context: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let rows = referenceRows()
    let reference = ReferenceSolver.solve(variableCount: variables.count, rows: rows)
    #expect(
      reference.isFeasible, "model became infeasible (seed \(seed), \(context))",
      sourceLocation: sourceLocation)
    guard reference.isFeasible else { return }
    let values = variables.map { solver.value(of: $0) }
    let scale = 1 + values.reduce(0) { max($0, abs($1)) }
    let actual = ReferenceSolver.violations(of: values, rows: rows)
    for row in rows where row.priority >= 1000 {
      #expect(
        row.violation(at: values) <= 1e-6 * scale,
        "required row violated (seed \(seed), \(context)): \(row) at \(values)",
        sourceLocation: sourceLocation)
    }
    var violatedSoft = false
    for level in reference.levels {
      let real = actual.levels.first { $0.priority == level.priority }?.violation ?? 0
      if level.violation > 1e-6 { violatedSoft = true }
      let limit = 1e-6 * (scale + abs(level.violation))
      if abs(real - level.violation) > limit {
        Issue.record(
          """
          level \(level.priority): solver \(real), reference \(level.violation) \
          (seed \(seed), \(context))
          \(log.joined(separator: "\n"))
          \(solver.debugDescription)
          """, sourceLocation: sourceLocation)
        return
      }
    }
    if violatedSoft { coverage.note("checkpoint with violated soft level") }
    if reference.levels.count >= 3 { coverage.note("checkpoint with 3+ soft levels") }
    coverage.note("checkpoint")
  }

  // MARK: Steps

  mutating func randomTerms() -> [Double] {
    var terms = [Double](repeating: 0, count: variables.count)
    let count = Int.random(in: 1...min(3, variables.count), using: &generator)
    for _ in 0..<count {
      let variable = Int.random(in: 0..<variables.count, using: &generator)
      var coefficient = Double(Int.random(in: settings.coefficientRange, using: &generator))
      if coefficient == 0 { coefficient = 1 }
      terms[variable] = coefficient
    }
    return terms
  }

  func makeConstraint(
    _ terms: [Double], _ relation: Relation, _ constant: Double, _ priority: Double
  )
    -> Constraint
  {
    var expression = Expression()
    for (index, coefficient) in terms.enumerated() where coefficient != 0 {
      expression = expression + variables[index] * coefficient
    }
    return Constraint(
      expression, relation, Expression(constant: constant), priority: Priority(priority))
  }

  mutating func randomPriority() -> Double {
    settings.priorities.randomElement(using: &generator) ?? 500
  }

  /// Adds a constraint on both sides; the real solver must reject exactly what the reference
  /// finds infeasible, and a rejection must leave it unchanged.
  mutating func add(_ item: Live, feature: String) {
    let before = snapshot()
    var model = live
    model.append(item)
    let candidate = DifferentialHarness.rows(model, edits: edits, count: variables.count)
    let feasible = item.priority < 1000 || requiredFeasible(candidate)
    log.append("add \(item.constraint)")
    do {
      try solver.add(item.constraint)
      #expect(feasible, "solver accepted an infeasible required constraint (seed \(seed))")
      live.append(item)
      coverage.note(feature)
    } catch {
      #expect(!feasible, "solver rejected a feasible constraint: \(error) (seed \(seed))")
      if case .unsatisfiableConstraint(let constraint, _) = error {
        #expect(constraint === item.constraint)
      } else {
        Issue.record("unexpected error \(error) (seed \(seed))")
      }
      expectUnchanged(before, "failed add")
      coverage.note("failed required add")
    }
  }

  /// As ``addRow(_:_:_:_:bulk:)``, with the terms given as (variable index, coefficient) pairs
  /// over the harness's variables.
  mutating func addRow(
    pairs: [(Int, Double)], _ relation: Relation, _ constant: Double, _ priority: Double,
    bulk: Bool
  ) -> Constraint {
    var terms = [Double](repeating: 0, count: variables.count)
    for (index, coefficient) in pairs { terms[index] += coefficient }
    return addRow(terms, relation, constant, priority, bulk: bulk)
  }

  /// Adds a row of a structured system: in `bulk`, straight to the solver without reading
  /// values between additions, as the layout engine builds (every row of such a build must be
  /// accepted); otherwise checked as ``add(_:feature:)`` does.
  ///
  /// - Returns: The constraint added.
  mutating func addRow(
    _ terms: [Double], _ relation: Relation, _ constant: Double, _ priority: Double, bulk: Bool
  ) -> Constraint {
    let constraint = makeConstraint(terms, relation, constant, priority)
    let item = Live(
      constraint: constraint, terms: terms, relation: relation, constant: constant,
      priority: priority)
    if bulk {
      log.append("add \(constraint)")
      #expect((try? solver.add(constraint)) != nil, "seed \(seed): \(constraint)")
      live.append(item)
    } else {
      add(item, feature: priority >= 1000 ? "add required" : "add soft")
    }
    return constraint
  }

  /// Whether a constraint is live in the model.
  func isLive(_ constraint: Constraint) -> Bool {
    live.contains { $0.constraint === constraint }
  }

  /// Changes a live constraint's constant in the solver and the model (nothing when it is not
  /// live; the model follows only when the solver accepts the change).
  mutating func updateConstant(of constraint: Constraint, to constant: Double) {
    guard let index = live.firstIndex(where: { $0.constraint === constraint }) else { return }
    log.append("update \(constraint) to \(constant)")
    if (try? solver.updateConstant(of: constraint, to: constant)) != nil {
      live[index].constant = constant
    }
  }

  static func rows(
    _ items: [Live], edits: [(variable: Int, priority: Double, target: Double)], count: Int
  )
    -> [ReferenceRow]
  {
    var harness = items.map { item -> ReferenceRow in
      let sign: Double = item.relation == .lessThanOrEqual ? -1 : 1
      return ReferenceRow(
        coefficients: item.terms.map { sign * $0 }, constant: -sign * item.constant,
        isEquality: item.relation == .equal, priority: item.priority)
    }
    for edit in edits {
      var coefficients = [Double](repeating: 0, count: count)
      coefficients[edit.variable] = 1
      harness.append(
        ReferenceRow(
          coefficients: coefficients, constant: -edit.target, isEquality: true,
          priority: edit.priority))
    }
    return harness
  }

  /// Values and statistics before an operation that should fail.
  mutating func snapshot() -> (values: [Double], statistics: SolverStatistics, copy: Solver) {
    let values = variables.map { solver.value(of: $0) }
    return (values, solver.statistics, solver)
  }

  mutating func expectUnchanged(
    _ before: (values: [Double], statistics: SolverStatistics, copy: Solver), _ context: String
  ) {
    #expect(
      solver.statistics == before.statistics, "\(context) changed the statistics (seed \(seed))")
    let values = variables.map { solver.value(of: $0) }
    for (lhs, rhs) in zip(values, before.values) {
      #expect(abs(lhs - rhs) <= 1e-9 * (1 + abs(rhs)), "\(context) moved a value (seed \(seed))")
    }
  }

  mutating func step() {
    let roll = Int.random(in: 0..<100, using: &generator)
    switch roll {
    case 0..<5:
      // An intrinsic size: one variable held at a value from both sides at two priorities
      // (compression resistance and hugging), the pair the simplex swaps as bound flips.
      let variable = Int.random(in: 0..<variables.count, using: &generator)
      var terms = [Double](repeating: 0, count: variables.count)
      terms[variable] = [1.0, 1, 2, -1].randomElement(using: &generator) ?? 1
      let constant = Double(Int.random(in: settings.constantRange, using: &generator))
      for relation in [Relation.greaterThanOrEqual, .lessThanOrEqual] {
        let priority = randomPriority()
        add(
          Live(
            constraint: makeConstraint(terms, relation, constant, priority), terms: terms,
            relation: relation, constant: constant, priority: priority),
          feature: "add bound pair")
      }
    case 5..<25:
      let terms = randomTerms()
      let relation = Relation.allCases.randomElement(using: &generator) ?? .equal
      let constant = Double(Int.random(in: settings.constantRange, using: &generator))
      let priority = randomPriority()
      add(
        Live(
          constraint: makeConstraint(terms, relation, constant, priority), terms: terms,
          relation: relation, constant: constant, priority: priority),
        feature: priority >= 1000 ? "add required" : "add soft")
    case 25..<38:
      // A structurally equal but distinct object, a scaled copy or a shifted copy of a live row.
      guard let original = live.randomElement(using: &generator) else { return }
      let variant = [0, 1, 2, 2].randomElement(using: &generator) ?? 2
      var copy = original
      switch variant {
      case 0:
        copy.constraint = makeConstraint(copy.terms, copy.relation, copy.constant, copy.priority)
        add(copy, feature: "add equal-looking copy")
      case 1:
        let factors: [Double] = [2, -1, 0.5, 300]
        let factor = factors.randomElement(using: &generator) ?? 2
        copy.terms = copy.terms.map { $0 * factor }
        copy.constant *= factor
        if factor < 0, copy.relation != .equal {
          copy.relation = copy.relation == .lessThanOrEqual ? .greaterThanOrEqual : .lessThanOrEqual
        }
        copy.priority = randomPriority()
        copy.constraint = makeConstraint(copy.terms, copy.relation, copy.constant, copy.priority)
        add(copy, feature: "add scaled copy")
      default:
        // Shifted, and often required or flipped: the usual source of conflicts.
        let shift = Double(Int.random(in: 1...10, using: &generator))
        if copy.relation == .equal || Bool.random(using: &generator) {
          copy.constant += copy.relation == .greaterThanOrEqual ? shift : -shift
        } else {
          copy.relation = copy.relation == .lessThanOrEqual ? .greaterThanOrEqual : .lessThanOrEqual
          copy.constant += copy.relation == .greaterThanOrEqual ? shift : -shift
        }
        copy.priority = Bool.random(using: &generator) ? 1000 : randomPriority()
        copy.constraint = makeConstraint(copy.terms, copy.relation, copy.constant, copy.priority)
        add(copy, feature: "add shifted copy")
      }
    case 38..<50:
      guard !live.isEmpty else { return }
      let index = Int.random(in: 0..<live.count, using: &generator)
      log.append("remove \(live[index].constraint)")
      do {
        try solver.remove(live[index].constraint)
        coverage.note(live[index].priority >= 1000 ? "remove required" : "remove soft")
        live.remove(at: index)
      } catch {
        Issue.record("remove failed: \(error) (seed \(seed))")
      }
    case 50..<57:
      let variable = Int.random(in: 0..<variables.count, using: &generator)
      guard !edits.contains(where: { $0.variable == variable }) else {
        let before = snapshot()
        #expect(throws: SolverError.duplicateEditVariable(variables[variable])) {
          try solver.addEditVariable(variables[variable], priority: .high)
        }
        expectUnchanged(before, "duplicate edit")
        coverage.note("error: duplicate edit")
        return
      }
      let editPriorities: [Double] = [900, 750, 500, 250, 999]
      let priority = editPriorities.randomElement(using: &generator) ?? 999
      let target = solver.value(of: variables[variable])
      log.append("edit \(variables[variable]) @\(priority) (target \(target))")
      do {
        try solver.addEditVariable(variables[variable], priority: Priority(priority))
        edits.append((variable, priority, target))
        coverage.note("add edit")
      } catch {
        Issue.record("addEditVariable failed: \(error) (seed \(seed))")
      }
    case 57..<72:
      guard let index = edits.indices.randomElement(using: &generator) else { return }
      let value = Double(Int.random(in: -60...60, using: &generator))
      log.append("suggest \(variables[edits[index].variable]) = \(value)")
      do {
        try solver.suggestValue(value, for: variables[edits[index].variable])
        edits[index].target = value
        coverage.note("suggest")
      } catch {
        Issue.record("suggest failed: \(error) (seed \(seed))")
      }
    case 72..<76:
      guard let index = edits.indices.randomElement(using: &generator) else { return }
      let variable = variables[edits[index].variable]
      log.append("remove edit \(variable)")
      do {
        try solver.removeEditVariable(variable)
        edits.remove(at: index)
        coverage.note("remove edit")
      } catch {
        Issue.record("removeEditVariable failed: \(error) (seed \(seed))")
      }
      let before = snapshot()
      #expect(throws: SolverError.unknownEditVariable(variable)) {
        try solver.suggestValue(1, for: variable)
      }
      expectUnchanged(before, "suggest after removing the edit")
    case 76..<88:
      guard let index = live.indices.randomElement(using: &generator) else { return }
      let constant = Double(Int.random(in: settings.constantRange, using: &generator))
      var model = live
      model[index].constant = constant
      let feasible =
        live[index].priority < 1000
        || requiredFeasible(DifferentialHarness.rows(model, edits: edits, count: variables.count))
      let before = snapshot()
      log.append("update \(live[index].constraint) = \(constant)")
      do {
        try solver.updateConstant(of: live[index].constraint, to: constant)
        #expect(feasible, "accepted an infeasible constant (seed \(seed))")
        live[index].constant = constant
        coverage.note(
          live[index].priority >= 1000 ? "update required constant" : "update soft constant")
      } catch {
        #expect(!feasible, "rejected a feasible constant: \(error) (seed \(seed))")
        expectUnchanged(before, "failed constant update")
        coverage.note("failed constant update")
      }
    case 88..<97:
      guard let index = live.indices.randomElement(using: &generator) else { return }
      let priority = Bool.random(using: &generator) ? 1000 : randomPriority()
      guard priority != live[index].priority else { return }
      var model = live
      model[index].priority = priority
      let feasible =
        priority < 1000
        || requiredFeasible(DifferentialHarness.rows(model, edits: edits, count: variables.count))
      let before = snapshot()
      let wasRequired = live[index].priority >= 1000
      log.append("priority \(live[index].constraint) -> \(priority)")
      do {
        try solver.updatePriority(of: live[index].constraint, to: Priority(priority))
        #expect(feasible, "accepted an infeasible priority change (seed \(seed))")
        live[index].priority = priority
        coverage.note(
          priority >= 1000
            ? "priority to required"
            : wasRequired ? "priority from required" : "priority soft to soft")
      } catch {
        #expect(!feasible, "rejected a feasible priority change: \(error) (seed \(seed))")
        expectUnchanged(before, "failed priority change")
        coverage.note("failed priority to required")
      }
    default:
      // Errors that must leave the solver untouched.
      let before = snapshot()
      if let item = live.randomElement(using: &generator) {
        #expect(throws: SolverError.duplicateConstraint(item.constraint)) {
          try solver.add(item.constraint)
        }
      }
      let stranger = Variable("stranger") + 1 .== 0
      #expect(throws: SolverError.unknownConstraint(stranger)) { try solver.remove(stranger) }
      expectUnchanged(before, "error calls")
      coverage.note("error calls")
    }
  }

  /// Lets the solver forget the variables no live constraint or edit mentions (no random draw:
  /// the scripts stay those of their seeds); a later step that mentions one registers it again.
  mutating func releaseUnmentionedVariables() {
    var mentioned = Set(edits.map(\.variable))
    for item in live {
      for (index, coefficient) in item.terms.enumerated() where coefficient != 0 {
        mentioned.insert(index)
      }
    }
    let unused = variables.indices.filter { !mentioned.contains($0) }.map { variables[$0] }
    let count = solver.variableCount
    let released = solver.releaseVariables(unused)
    #expect(solver.variableCount == count - released, "variable count (seed \(seed))")
    if released > 0 {
      log.append("release \(released)")
      coverage.note("release")
    }
  }

  /// Runs one random script, checking after every step.
  mutating func run() {
    let count = Int.random(in: settings.operations, using: &generator)
    for index in 0..<count {
      let crashes = solver.statistics.crashes
      let flips = solver.statistics.boundFlips
      step()
      check("after step \(index)")
      if solver.statistics.crashes > crashes { coverage.note("solve from a fresh basis") }
      if solver.statistics.boundFlips > flips { coverage.note("bound flip") }
      releaseUnmentionedVariables()
    }
  }
}
