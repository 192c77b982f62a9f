/// Runs text-format scripts against a ``Solver``, as `trellis-solve` does.
///
/// ```swift
/// let result = ScriptRunner.run("x >= 10\nx == 0 @low\nprint\n")
/// result.output  // "x = 10\n"
/// ```
public struct ScriptRunner: Sendable {
  /// The solver the script drives.
  public private(set) var solver = Solver()
  /// Whether a `print` statement ran.
  public private(set) var hasPrinted = false
  private var variables: [String: Variable] = [:]
  private var order: [String] = []
  private var labels: [String: (constraint: Constraint, line: Int)] = [:]

  /// The priority of `edit` when none is written.
  public static let defaultEditPriority = Priority(999)

  /// Creates a runner with an empty solver.
  public init() {}

  /// Runs a whole script: statements in order until the first error.
  ///
  /// - Parameter text: The script.
  /// - Returns: What the script printed — `print` output, or one print at the end when no
  ///   `print` ran and no error occurred — and the first error, if any.
  /// - Complexity: The sum of the solver operations the script performs.
  public static func run(_ text: String) -> (output: String, error: ScriptError?) {
    var runner = ScriptRunner()
    var output = ""
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    if lines.last?.isEmpty == true { lines.removeLast() }
    for (index, line) in lines.enumerated() {
      do {
        guard let statement = try ScriptParser.parse(line: line, number: index + 1) else {
          continue
        }
        output += try runner.execute(statement, line: index + 1)
      } catch {
        return (output, error)
      }
    }
    if !runner.hasPrinted { output += runner.printValues() }
    return (output, nil)
  }

  /// Executes one statement.
  ///
  /// - Parameters:
  ///   - statement: The statement.
  ///   - line: Its line number, for errors.
  /// - Returns: The text the statement prints (only `print` prints).
  /// - Throws: A ``ScriptError`` for an unknown or reused label, or a solver error.
  public mutating func execute(_ statement: ScriptStatement, line: Int) throws(ScriptError)
    -> String
  {
    func fail(_ message: String) -> ScriptError { ScriptError(line: line, message: message) }
    do {
      switch statement {
      case .constraint(let label, let lhs, let relation, let rhs, let priority):
        if let label, let existing = labels[label] {
          throw fail("label '\(label)' is already in use (line \(existing.line))")
        }
        let constraint = Constraint(
          expression(lhs), relation, expression(rhs), priority: priority ?? .required, label: label)
        try solver.add(constraint)
        if let label { labels[label] = (constraint, line) }
      case .edit(let name, let priority):
        try solver.addEditVariable(variable(name), priority: priority ?? Self.defaultEditPriority)
      case .suggest(let name, let value):
        try solver.suggestValue(value, for: variable(name))
      case .update(let label, let constant):
        guard let entry = labels[label] else { throw fail("unknown label '\(label)'") }
        try solver.updateConstant(of: entry.constraint, to: constant)
      case .remove(let label):
        guard let entry = labels[label] else { throw fail("unknown label '\(label)'") }
        try solver.remove(entry.constraint)
        labels[label] = nil
      case .print:
        hasPrinted = true
        return printValues()
      }
    } catch let error as SolverError {
      throw fail(error.description)
    } catch let error as ScriptError {
      throw error
    } catch {
      throw fail("\(error)")
    }
    return ""
  }

  /// `name = value` for every variable named so far, in order of first appearance.
  ///
  /// - Returns: One line per variable.
  public mutating func printValues() -> String {
    var text = ""
    for name in order {
      guard let variable = variables[name] else { continue }
      text += "\(name) = \(NumberFormatting.rounded(solver.value(of: variable)))\n"
    }
    return text
  }

  private mutating func variable(_ name: String) -> Variable {
    if let existing = variables[name] { return existing }
    let variable = Variable(name)
    variables[name] = variable
    order.append(name)
    return variable
  }

  private mutating func expression(_ script: ScriptExpression) -> Expression {
    var terms: [Term] = []
    for term in script.terms {
      terms.append(Term(variable(term.name), coefficient: term.coefficient))
    }
    return Expression(terms, constant: script.constant)
  }
}
