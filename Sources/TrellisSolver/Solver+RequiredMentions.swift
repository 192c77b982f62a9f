// Which required rows mention a variable, for the layout engine in this package.

extension Solver {
  /// Whether a live required constraint mentions `variable`.
  ///
  /// The layout engine asks this of a stack's length before it replaces the stack's chain of
  /// required rows by one row for the length (a row no other required row shares a variable
  /// with cannot take part in a conflict).
  ///
  /// - Parameter variable: The variable.
  /// - Returns: `false` for a variable the solver has not seen.
  /// - Complexity: O(rows listed for the variable).
  package func hasRequiredConstraint(mentioning variable: Variable) -> Bool {
    guard let column = core.column(of: variable),
      let required = core.levels.requiredLevel
    else { return false }
    for row in core.columnRows.rows(of: Int(column)) {
      let index = Int(row)
      if core.rowAlive[index], Int(core.rowLevel[index]) == required { return true }
    }
    return false
  }
}
