import Foundation
import TrellisSolver

/// A text-format script (a fixture, an engine dump) compiled once into solver objects, so a
/// timed region replays only the solver's work: the constraints, edits and suggestions in order.
struct ScriptSystem {
  var constraints: [Constraint] = []
  var edits: [(Variable, Priority)] = []
  var suggestions: [(Variable, Double)] = []
  var variables: [Variable] = []
  var named: [String: Variable] = [:]

  /// Compiles a script; `name` says what it is when it does not parse.
  init(_ script: String, name: String) {
    guard let statements = try? ScriptParser.parse(script) else {
      check(false, "\(name) does not parse")
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

  /// Compiles a fixture of `Benchmarks/fixtures`.
  init(fixture: String) {
    let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("fixtures/\(fixture)").path
    let text = try? String(contentsOfFile: path, encoding: .utf8)
    check(text != nil, "cannot read the fixture at \(path)")
    self.init(text ?? "", name: fixture)
  }

  mutating func variable(_ name: String) -> Variable {
    if let existing = named[name] { return existing }
    let created = Variable(name)
    named[name] = created
    variables.append(created)
    return created
  }

  mutating func expression(_ script: ScriptExpression) -> TrellisSolver.Expression {
    TrellisSolver.Expression(
      script.terms.map { Term(variable($0.name), coefficient: $0.coefficient) },
      constant: script.constant)
  }

  /// A solver holding the whole system, solved.
  func build() -> Solver {
    var solver = Solver()
    for constraint in constraints { try? solver.add(constraint) }
    for (variable, priority) in edits { try? solver.addEditVariable(variable, priority: priority) }
    for (variable, value) in suggestions { try? solver.suggestValue(value, for: variable) }
    return solver
  }

  /// The inequalities that hold `name` to a constant on its own below `.required`
  /// (`icon5.height <= 24 @250`: the hugging and compression resistance of an intrinsic
  /// height; the engine's fallback is an equality).
  func constraints(holding name: String) -> [Constraint] {
    guard let variable = named[name] else { return [] }
    return constraints.filter { constraint in
      let terms = constraint.expression.terms
      return terms.count == 1 && terms[0].variable === variable && constraint.relation != .equal
        && constraint.priority < .required
    }
  }
}
