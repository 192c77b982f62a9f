import Foundation
import TrellisSolver

/// The W4 fixture compiled once into constraint objects, so the timed region builds only.
struct FormSystem {
  var constraints: [Constraint] = []
  var edits: [(Variable, Priority)] = []
  var suggestions: [(Variable, Double)] = []
  var variables: [Variable] = []
  var named: [String: Variable] = [:]

  /// Compiles the text-format fixture `Benchmarks/fixtures/W4-form.txt`.
  init() {
    let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("fixtures/W4-form.txt").path
    guard let text = try? String(contentsOfFile: path, encoding: .utf8),
      let statements = try? ScriptParser.parse(text)
    else {
      check(false, "cannot read the W4 fixture at \(path)")
      return
    }
    for (_, statement) in statements {
      switch statement {
      case .constraint(_, let lhs, let relation, let rhs, let priority):
        constraints.append(
          Constraint(
            expression(lhs), relation, expression(rhs), priority: priority ?? .required))
      case .edit(let name, let priority):
        edits.append((variable(name), priority ?? ScriptRunner.defaultEditPriority))
      case .suggest(let name, let value):
        suggestions.append((variable(name), value))
      default:
        break
      }
    }
  }

  mutating func variable(_ name: String) -> Variable {
    if let existing = named[name] { return existing }
    let created = Variable(name)
    named[name] = created
    variables.append(created)
    return created
  }

  mutating func expression(_ script: ScriptExpression) -> TrellisSolver.Expression {
    var terms: [Term] = []
    for term in script.terms {
      terms.append(Term(variable(term.name), coefficient: term.coefficient))
    }
    return TrellisSolver.Expression(terms, constant: script.constant)
  }
}

extension Workload {
  /// W4: a form-like window of 35 variables and 110 constraints (Benchmarks/fixtures), built,
  /// then resized through its width and height edit variables.
  static let form = Workload(name: "W4", sizes: [35], quickSizes: [35], growthMetrics: []) { _ in
    let system = FormSystem()
    var solver = Solver()
    let build = measure("build_us", unit: 1e6) {
      solver = Solver()
      for constraint in system.constraints {
        try? solver.add(constraint)
      }
      for (variable, priority) in system.edits {
        try? solver.addEditVariable(variable, priority: priority)
      }
      for (variable, value) in system.suggestions {
        try? solver.suggestValue(value, for: variable)
      }
      readAll(&solver, system.variables)
    }
    let fieldWidth = system.named["row0.field.width"] ?? Variable()
    check(close(solver.value(of: fieldWidth), 478), "W4 row0.field.width")
    let width = system.edits[0].0
    let height = system.edits[1].0
    var step = 0
    let resize = measure("resize_us", unit: 1e6) {
      step = (step + 1) % 64
      try? solver.suggestValue(600 + Double(step), for: width)
      try? solver.suggestValue(440 + Double(step), for: height)
      readAll(&solver, system.variables)
    }
    try? solver.suggestValue(700, for: width)
    check(close(solver.value(of: fieldWidth), 538), "W4 row0.field.width after resize")
    return [build, resize]
  }
}
