import TrellisSolver

/// A node's hugging (`<=`) or compression-resistance (`>=`) row on one axis.
///
/// Below required it is a soft row of the solver's: no constraint object, expression or index
/// entry each, as most nodes' rows are. A soft row cannot conflict, so nothing ever needs to
/// name it. Required, it is a constraint of the engine's own (role `.hug` or `.resist`), which a
/// conflict names and may deactivate. A soft row whose priority becomes required is made a
/// constraint with the activation sequence it took when it was made, so a conflict picks the
/// same victim as before; a constraint stays one at any priority.
enum IntrinsicRow {
  /// A soft row, with its activation sequence and its priority.
  case soft(SoftRow, sequence: Int, priority: Priority)
  /// A constraint of the engine's own.
  case constraint(Constraint)

  /// Whether this is the given constraint.
  func isConstraint(_ constraint: Constraint) -> Bool {
    if case .constraint(let own) = self { return own === constraint }
    return false
  }
}
