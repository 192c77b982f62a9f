// The relation operators `.==`, `.<=` and `.>=` build required constraints. They are dotted so that
// `==` keeps its `Equatable` meaning on variables and expressions.

extension Expression {
  /// Returns the required constraint `lhs == rhs`.
  ///
  /// - Parameters:
  ///   - lhs: The left-hand side.
  ///   - rhs: The right-hand side.
  /// - Returns: A new constraint, `lhs` equal to `rhs`, at `.required`.
  public static func .== (lhs: Expression, rhs: Expression) -> Constraint {
    Constraint(lhs, .equal, rhs)
  }

  /// Returns the required constraint `lhs == rhs`.
  ///
  /// - Parameters:
  ///   - lhs: The left-hand side.
  ///   - rhs: The right-hand side.
  /// - Returns: A new constraint, `lhs` equal to `rhs`, at `.required`.
  public static func .== (lhs: Expression, rhs: Variable) -> Constraint {
    Constraint(lhs, .equal, Expression(rhs))
  }

  /// Returns the required constraint `lhs == rhs`.
  ///
  /// - Parameters:
  ///   - lhs: The left-hand side.
  ///   - rhs: The right-hand side.
  /// - Returns: A new constraint, `lhs` equal to `rhs`, at `.required`.
  public static func .== (lhs: Variable, rhs: Expression) -> Constraint {
    Constraint(Expression(lhs), .equal, rhs)
  }

  /// Returns the required constraint `lhs == rhs`.
  ///
  /// - Parameters:
  ///   - lhs: The left-hand side.
  ///   - rhs: The right-hand side.
  /// - Returns: A new constraint, `lhs` equal to `rhs`, at `.required`.
  public static func .== (lhs: Expression, rhs: Double) -> Constraint {
    Constraint(lhs, .equal, Expression(constant: rhs))
  }

  /// Returns the required constraint `lhs == rhs`.
  ///
  /// - Parameters:
  ///   - lhs: The left-hand side.
  ///   - rhs: The right-hand side.
  /// - Returns: A new constraint, `lhs` equal to `rhs`, at `.required`.
  public static func .== (lhs: Double, rhs: Expression) -> Constraint {
    Constraint(Expression(constant: lhs), .equal, rhs)
  }

  /// Returns the required constraint `lhs <= rhs`.
  ///
  /// - Parameters:
  ///   - lhs: The left-hand side.
  ///   - rhs: The right-hand side.
  /// - Returns: A new constraint, `lhs` less than or equal to `rhs`, at `.required`.
  public static func .<= (lhs: Expression, rhs: Expression) -> Constraint {
    Constraint(lhs, .lessThanOrEqual, rhs)
  }

  /// Returns the required constraint `lhs <= rhs`.
  ///
  /// - Parameters:
  ///   - lhs: The left-hand side.
  ///   - rhs: The right-hand side.
  /// - Returns: A new constraint, `lhs` less than or equal to `rhs`, at `.required`.
  public static func .<= (lhs: Expression, rhs: Variable) -> Constraint {
    Constraint(lhs, .lessThanOrEqual, Expression(rhs))
  }

  /// Returns the required constraint `lhs <= rhs`.
  ///
  /// - Parameters:
  ///   - lhs: The left-hand side.
  ///   - rhs: The right-hand side.
  /// - Returns: A new constraint, `lhs` less than or equal to `rhs`, at `.required`.
  public static func .<= (lhs: Variable, rhs: Expression) -> Constraint {
    Constraint(Expression(lhs), .lessThanOrEqual, rhs)
  }

  /// Returns the required constraint `lhs <= rhs`.
  ///
  /// - Parameters:
  ///   - lhs: The left-hand side.
  ///   - rhs: The right-hand side.
  /// - Returns: A new constraint, `lhs` less than or equal to `rhs`, at `.required`.
  public static func .<= (lhs: Expression, rhs: Double) -> Constraint {
    Constraint(lhs, .lessThanOrEqual, Expression(constant: rhs))
  }

  /// Returns the required constraint `lhs <= rhs`.
  ///
  /// - Parameters:
  ///   - lhs: The left-hand side.
  ///   - rhs: The right-hand side.
  /// - Returns: A new constraint, `lhs` less than or equal to `rhs`, at `.required`.
  public static func .<= (lhs: Double, rhs: Expression) -> Constraint {
    Constraint(Expression(constant: lhs), .lessThanOrEqual, rhs)
  }

  /// Returns the required constraint `lhs >= rhs`.
  ///
  /// - Parameters:
  ///   - lhs: The left-hand side.
  ///   - rhs: The right-hand side.
  /// - Returns: A new constraint, `lhs` greater than or equal to `rhs`, at `.required`.
  public static func .>= (lhs: Expression, rhs: Expression) -> Constraint {
    Constraint(lhs, .greaterThanOrEqual, rhs)
  }

  /// Returns the required constraint `lhs >= rhs`.
  ///
  /// - Parameters:
  ///   - lhs: The left-hand side.
  ///   - rhs: The right-hand side.
  /// - Returns: A new constraint, `lhs` greater than or equal to `rhs`, at `.required`.
  public static func .>= (lhs: Expression, rhs: Variable) -> Constraint {
    Constraint(lhs, .greaterThanOrEqual, Expression(rhs))
  }

  /// Returns the required constraint `lhs >= rhs`.
  ///
  /// - Parameters:
  ///   - lhs: The left-hand side.
  ///   - rhs: The right-hand side.
  /// - Returns: A new constraint, `lhs` greater than or equal to `rhs`, at `.required`.
  public static func .>= (lhs: Variable, rhs: Expression) -> Constraint {
    Constraint(Expression(lhs), .greaterThanOrEqual, rhs)
  }

  /// Returns the required constraint `lhs >= rhs`.
  ///
  /// - Parameters:
  ///   - lhs: The left-hand side.
  ///   - rhs: The right-hand side.
  /// - Returns: A new constraint, `lhs` greater than or equal to `rhs`, at `.required`.
  public static func .>= (lhs: Expression, rhs: Double) -> Constraint {
    Constraint(lhs, .greaterThanOrEqual, Expression(constant: rhs))
  }

  /// Returns the required constraint `lhs >= rhs`.
  ///
  /// - Parameters:
  ///   - lhs: The left-hand side.
  ///   - rhs: The right-hand side.
  /// - Returns: A new constraint, `lhs` greater than or equal to `rhs`, at `.required`.
  public static func .>= (lhs: Double, rhs: Expression) -> Constraint {
    Constraint(Expression(constant: lhs), .greaterThanOrEqual, rhs)
  }
}

extension Variable {
  /// Returns the required constraint `lhs == rhs`.
  ///
  /// - Parameters:
  ///   - lhs: The left-hand side.
  ///   - rhs: The right-hand side.
  /// - Returns: A new constraint, `lhs` equal to `rhs`, at `.required`.
  public static func .== (lhs: Variable, rhs: Variable) -> Constraint {
    Constraint(Expression(lhs), .equal, Expression(rhs))
  }

  /// Returns the required constraint `lhs == rhs`.
  ///
  /// - Parameters:
  ///   - lhs: The left-hand side.
  ///   - rhs: The right-hand side.
  /// - Returns: A new constraint, `lhs` equal to `rhs`, at `.required`.
  public static func .== (lhs: Variable, rhs: Double) -> Constraint {
    Constraint(Expression(lhs), .equal, Expression(constant: rhs))
  }

  /// Returns the required constraint `lhs == rhs`.
  ///
  /// - Parameters:
  ///   - lhs: The left-hand side.
  ///   - rhs: The right-hand side.
  /// - Returns: A new constraint, `lhs` equal to `rhs`, at `.required`.
  public static func .== (lhs: Double, rhs: Variable) -> Constraint {
    Constraint(Expression(constant: lhs), .equal, Expression(rhs))
  }

  /// Returns the required constraint `lhs <= rhs`.
  ///
  /// - Parameters:
  ///   - lhs: The left-hand side.
  ///   - rhs: The right-hand side.
  /// - Returns: A new constraint, `lhs` less than or equal to `rhs`, at `.required`.
  public static func .<= (lhs: Variable, rhs: Variable) -> Constraint {
    Constraint(Expression(lhs), .lessThanOrEqual, Expression(rhs))
  }

  /// Returns the required constraint `lhs <= rhs`.
  ///
  /// - Parameters:
  ///   - lhs: The left-hand side.
  ///   - rhs: The right-hand side.
  /// - Returns: A new constraint, `lhs` less than or equal to `rhs`, at `.required`.
  public static func .<= (lhs: Variable, rhs: Double) -> Constraint {
    Constraint(Expression(lhs), .lessThanOrEqual, Expression(constant: rhs))
  }

  /// Returns the required constraint `lhs <= rhs`.
  ///
  /// - Parameters:
  ///   - lhs: The left-hand side.
  ///   - rhs: The right-hand side.
  /// - Returns: A new constraint, `lhs` less than or equal to `rhs`, at `.required`.
  public static func .<= (lhs: Double, rhs: Variable) -> Constraint {
    Constraint(Expression(constant: lhs), .lessThanOrEqual, Expression(rhs))
  }

  /// Returns the required constraint `lhs >= rhs`.
  ///
  /// - Parameters:
  ///   - lhs: The left-hand side.
  ///   - rhs: The right-hand side.
  /// - Returns: A new constraint, `lhs` greater than or equal to `rhs`, at `.required`.
  public static func .>= (lhs: Variable, rhs: Variable) -> Constraint {
    Constraint(Expression(lhs), .greaterThanOrEqual, Expression(rhs))
  }

  /// Returns the required constraint `lhs >= rhs`.
  ///
  /// - Parameters:
  ///   - lhs: The left-hand side.
  ///   - rhs: The right-hand side.
  /// - Returns: A new constraint, `lhs` greater than or equal to `rhs`, at `.required`.
  public static func .>= (lhs: Variable, rhs: Double) -> Constraint {
    Constraint(Expression(lhs), .greaterThanOrEqual, Expression(constant: rhs))
  }

  /// Returns the required constraint `lhs >= rhs`.
  ///
  /// - Parameters:
  ///   - lhs: The left-hand side.
  ///   - rhs: The right-hand side.
  /// - Returns: A new constraint, `lhs` greater than or equal to `rhs`, at `.required`.
  public static func .>= (lhs: Double, rhs: Variable) -> Constraint {
    Constraint(Expression(constant: lhs), .greaterThanOrEqual, Expression(rhs))
  }
}
