// Arithmetic on variables, expressions and numbers. Every operator returns an `Expression`.

extension Expression {
  /// Returns the sum of two expressions.
  ///
  /// - Parameters:
  ///   - lhs: The first addend.
  ///   - rhs: The second addend.
  /// - Returns: `lhs + rhs`.
  public static func + (lhs: Expression, rhs: Expression) -> Expression {
    lhs.adding(rhs)
  }

  /// Returns the difference of two expressions.
  ///
  /// - Parameters:
  ///   - lhs: The minuend.
  ///   - rhs: The subtrahend.
  /// - Returns: `lhs - rhs`.
  public static func - (lhs: Expression, rhs: Expression) -> Expression {
    lhs.adding(rhs, scaledBy: -1)
  }

  /// Returns the negated expression.
  ///
  /// - Parameter operand: The expression to negate.
  /// - Returns: `-operand`.
  public static prefix func - (operand: Expression) -> Expression {
    operand.scaled(by: -1)
  }

  /// Returns the expression multiplied by a number.
  ///
  /// - Parameters:
  ///   - lhs: The expression.
  ///   - rhs: The factor.
  /// - Returns: `lhs × rhs`.
  public static func * (lhs: Expression, rhs: Double) -> Expression {
    lhs.scaled(by: rhs)
  }

  /// Returns the expression multiplied by a number.
  ///
  /// - Parameters:
  ///   - lhs: The factor.
  ///   - rhs: The expression.
  /// - Returns: `lhs × rhs`.
  public static func * (lhs: Double, rhs: Expression) -> Expression {
    rhs.scaled(by: lhs)
  }

  /// Returns the expression divided by a number.
  ///
  /// Dividing by zero gives non-finite coefficients, which a ``Solver`` rejects with
  /// ``SolverError/nonFiniteCoefficient(_:)``.
  ///
  /// - Parameters:
  ///   - lhs: The expression.
  ///   - rhs: The divisor.
  /// - Returns: `lhs / rhs`.
  public static func / (lhs: Expression, rhs: Double) -> Expression {
    lhs.scaled(by: 1 / rhs)
  }

  /// Returns the expression plus a number.
  ///
  /// - Parameters:
  ///   - lhs: The expression.
  ///   - rhs: The number.
  /// - Returns: `lhs + rhs`.
  public static func + (lhs: Expression, rhs: Double) -> Expression {
    lhs.adding(Expression(constant: rhs))
  }

  /// Returns a number plus the expression.
  ///
  /// - Parameters:
  ///   - lhs: The number.
  ///   - rhs: The expression.
  /// - Returns: `lhs + rhs`.
  public static func + (lhs: Double, rhs: Expression) -> Expression {
    rhs.adding(Expression(constant: lhs))
  }

  /// Returns the expression minus a number.
  ///
  /// - Parameters:
  ///   - lhs: The expression.
  ///   - rhs: The number.
  /// - Returns: `lhs - rhs`.
  public static func - (lhs: Expression, rhs: Double) -> Expression {
    lhs.adding(Expression(constant: -rhs))
  }

  /// Returns a number minus the expression.
  ///
  /// - Parameters:
  ///   - lhs: The number.
  ///   - rhs: The expression.
  /// - Returns: `lhs - rhs`.
  public static func - (lhs: Double, rhs: Expression) -> Expression {
    Expression(constant: lhs).adding(rhs, scaledBy: -1)
  }

  /// Returns the sum of an expression and a variable.
  ///
  /// - Parameters:
  ///   - lhs: The expression.
  ///   - rhs: The variable.
  /// - Returns: `lhs + rhs`.
  public static func + (lhs: Expression, rhs: Variable) -> Expression {
    lhs.adding(rhs, coefficient: 1)
  }

  /// Returns the difference of an expression and a variable.
  ///
  /// - Parameters:
  ///   - lhs: The expression.
  ///   - rhs: The variable.
  /// - Returns: `lhs - rhs`.
  public static func - (lhs: Expression, rhs: Variable) -> Expression {
    lhs.adding(rhs, coefficient: -1)
  }
}

extension Variable {
  /// Returns the sum of two variables.
  ///
  /// - Parameters:
  ///   - lhs: The first addend.
  ///   - rhs: The second addend.
  /// - Returns: `lhs + rhs`.
  public static func + (lhs: Variable, rhs: Variable) -> Expression {
    Expression.sum(lhs, rhs, coefficient: 1)
  }

  /// Returns the difference of two variables.
  ///
  /// - Parameters:
  ///   - lhs: The minuend.
  ///   - rhs: The subtrahend.
  /// - Returns: `lhs - rhs`.
  public static func - (lhs: Variable, rhs: Variable) -> Expression {
    Expression.sum(lhs, rhs, coefficient: -1)
  }

  /// Returns the sum of a variable and an expression.
  ///
  /// - Parameters:
  ///   - lhs: The variable.
  ///   - rhs: The expression.
  /// - Returns: `lhs + rhs`.
  public static func + (lhs: Variable, rhs: Expression) -> Expression {
    Expression.sum(lhs, plus: rhs, scaledBy: 1)
  }

  /// Returns the difference of a variable and an expression.
  ///
  /// - Parameters:
  ///   - lhs: The variable.
  ///   - rhs: The expression.
  /// - Returns: `lhs - rhs`.
  public static func - (lhs: Variable, rhs: Expression) -> Expression {
    Expression.sum(lhs, plus: rhs, scaledBy: -1)
  }

  /// Returns the variable plus a number.
  ///
  /// - Parameters:
  ///   - lhs: The variable.
  ///   - rhs: The number.
  /// - Returns: `lhs + rhs`.
  public static func + (lhs: Variable, rhs: Double) -> Expression {
    Expression(lhs, coefficient: 1, constant: rhs)
  }

  /// Returns a number plus the variable.
  ///
  /// - Parameters:
  ///   - lhs: The number.
  ///   - rhs: The variable.
  /// - Returns: `lhs + rhs`.
  public static func + (lhs: Double, rhs: Variable) -> Expression {
    Expression(rhs, coefficient: 1, constant: lhs)
  }

  /// Returns the variable minus a number.
  ///
  /// - Parameters:
  ///   - lhs: The variable.
  ///   - rhs: The number.
  /// - Returns: `lhs - rhs`.
  public static func - (lhs: Variable, rhs: Double) -> Expression {
    Expression(lhs, coefficient: 1, constant: -rhs)
  }

  /// Returns a number minus the variable.
  ///
  /// - Parameters:
  ///   - lhs: The number.
  ///   - rhs: The variable.
  /// - Returns: `lhs - rhs`.
  public static func - (lhs: Double, rhs: Variable) -> Expression {
    Expression(rhs, coefficient: -1, constant: lhs)
  }

  /// Returns the negated variable.
  ///
  /// - Parameter operand: The variable.
  /// - Returns: `-operand`.
  public static prefix func - (operand: Variable) -> Expression {
    Expression(operand, coefficient: -1, constant: 0)
  }

  /// Returns the variable multiplied by a number.
  ///
  /// - Parameters:
  ///   - lhs: The variable.
  ///   - rhs: The factor.
  /// - Returns: `lhs × rhs`.
  public static func * (lhs: Variable, rhs: Double) -> Expression {
    Expression(lhs, coefficient: rhs, constant: 0)
  }

  /// Returns the variable multiplied by a number.
  ///
  /// - Parameters:
  ///   - lhs: The factor.
  ///   - rhs: The variable.
  /// - Returns: `lhs × rhs`.
  public static func * (lhs: Double, rhs: Variable) -> Expression {
    Expression(rhs, coefficient: lhs, constant: 0)
  }

  /// Returns the variable divided by a number.
  ///
  /// - Parameters:
  ///   - lhs: The variable.
  ///   - rhs: The divisor.
  /// - Returns: `lhs / rhs`.
  public static func / (lhs: Variable, rhs: Double) -> Expression {
    Expression([Term(lhs, coefficient: 1 / rhs)])
  }
}
