/// One statement of the text format (see `docs/text-format.md`).
public enum ScriptStatement: Equatable, Sendable {
  /// `[label ":"] expr rel expr ["@" priority]`; the priority is `nil` when not written
  /// (required).
  case constraint(
    label: String?, lhs: ScriptExpression, relation: Relation, rhs: ScriptExpression,
    priority: Priority?)
  /// `edit ident ["@" priority]`; the priority is `nil` when not written (999).
  case edit(variable: String, priority: Priority?)
  /// `suggest ident = number`.
  case suggest(variable: String, value: Double)
  /// `update label = number`.
  case update(label: String, constant: Double)
  /// `remove label`.
  case remove(label: String)
  /// `print`.
  case print
}

/// A linear expression of the text format, with variables still named.
public struct ScriptExpression: Equatable, Sendable {
  /// The terms in the order written: a variable name and its coefficient.
  public var terms: [(name: String, coefficient: Double)]
  /// The sum of the number terms.
  public var constant: Double

  /// Creates an expression.
  ///
  /// - Parameters:
  ///   - terms: Variable names and coefficients.
  ///   - constant: The constant part.
  public init(terms: [(name: String, coefficient: Double)] = [], constant: Double = 0) {
    self.terms = terms
    self.constant = constant
  }

  /// Whether both expressions have the same terms in the same order and the same constant.
  ///
  /// - Parameters:
  ///   - lhs: An expression.
  ///   - rhs: Another expression.
  /// - Returns: `true` when they read the same.
  public static func == (lhs: ScriptExpression, rhs: ScriptExpression) -> Bool {
    lhs.constant == rhs.constant && lhs.terms.count == rhs.terms.count
      && zip(lhs.terms, rhs.terms).allSatisfy {
        $0.name == $1.name && $0.coefficient == $1.coefficient
      }
  }
}
