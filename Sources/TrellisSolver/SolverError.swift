/// Why a ``Solver`` refused an operation.
///
/// Each case carries what it is about.
///
/// A solver that throws is left exactly as it was before the call.
public enum SolverError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The constraint object is already in the solver.
  case duplicateConstraint(Constraint)
  /// The constraint object is not in the solver.
  case unknownConstraint(Constraint)
  /// A required constraint cannot hold together with the required constraints listed (possibly
  /// none, as for `1 == 0`). The list names the other constraints of an infeasible set.
  case unsatisfiableConstraint(Constraint, conflicts: [Constraint])
  /// The variable already is an edit variable.
  case duplicateEditVariable(Variable)
  /// The variable is not an edit variable.
  case unknownEditVariable(Variable)
  /// An edit variable was asked for at `.required`; edits must be weaker than required.
  case requiredEditVariable(Variable)
  /// A constraint's priority lies outside (0, 1000].
  case invalidPriority(Priority, Constraint)
  /// An edit variable's priority lies outside (0, 1000).
  case invalidEditPriority(Priority, Variable)
  /// A constraint has a coefficient or constant that is infinite or NaN.
  case nonFiniteCoefficient(Constraint)
  /// A new constant for a constraint is infinite or NaN.
  case nonFiniteConstant(Double, Constraint)
  /// A suggested value for an edit variable is infinite or NaN.
  case nonFiniteValue(Double, Variable)

  /// A one-line explanation naming the constraint or variable.
  public var description: String {
    switch self {
    case .duplicateConstraint(let constraint):
      "constraint '\(constraint)' is already in the solver"
    case .unknownConstraint(let constraint):
      "constraint '\(constraint)' is not in the solver"
    case .unsatisfiableConstraint(let constraint, let conflicts) where conflicts.isEmpty:
      "required constraint '\(constraint)' can never hold"
    case .unsatisfiableConstraint(let constraint, let conflicts):
      "required constraint '\(constraint)' conflicts with "
        + conflicts.map { "'\($0)'" }.joined(separator: ", ")
    case .duplicateEditVariable(let variable):
      "'\(variable)' is already an edit variable"
    case .unknownEditVariable(let variable):
      "'\(variable)' is not an edit variable"
    case .requiredEditVariable(let variable):
      "edit variable '\(variable)' cannot be required; use a priority below 1000"
    case .invalidPriority(let priority, let constraint):
      "priority \(priority) of '\(constraint)' is not in (0, 1000]"
    case .invalidEditPriority(let priority, let variable):
      "priority \(priority) of edit variable '\(variable)' is not in (0, 1000)"
    case .nonFiniteCoefficient(let constraint):
      "constraint '\(constraint)' has a non-finite number"
    case .nonFiniteConstant(let value, let constraint):
      "constant \(value) for '\(constraint)' is not finite"
    case .nonFiniteValue(let value, let variable):
      "suggested value \(value) for '\(variable)' is not finite"
    }
  }
}
