// Writing the whole system in the text format.

extension SolverCore {
  /// The system as a `trellis-solve` script; see ``Solver/debugDescription``.
  ///
  /// - Complexity: O(*nnz* + rows log rows).
  func dump(naming overrides: [Variable: String] = [:]) -> String {
    var identifiers = IdentifierTable()
    var names: [String] = []
    // Each column's variable, found once (a borrowed one through a row that mentions it).
    var columnVariables: [Variable?] = []
    for index in variables.indices {
      // A released column has no name: nothing mentions it.
      let variable = isReleased(index) ? nil : variable(at: index)
      columnVariables.append(variable)
      names.append(
        variable.map { identifiers.make(overrides[$0] ?? $0.name, fallback: "v") } ?? "")
    }
    var lines = [
      "# TrellisSolver: \(variableCount - freeColumns.count) variables, "
        + "\(liveRowCount - editRow.count) constraints, "
        + "\(editRow.count) edit variables"
    ]
    let rows = rowStart.indices.filter { rowAlive[$0] }.sorted { rowSequence[$0] < rowSequence[$1] }
    var edits: [Int] = []
    for row in rows {
      guard rowEditVariable[row] < 0 else {
        edits.append(row)
        continue
      }
      let sign = rowSign[row]
      var expression = Expression()
      for entry in entries(of: row) {
        guard let variable = columnVariables[Int(poolColumn[entry])] else { continue }
        expression.add(Expression([Term(variable, coefficient: sign * poolValue[entry])]))
      }
      let relation =
        rowKind[row] == .equal ? "==" : (sign < 0 ? "<=" : ">=")
      let constant = -sign * rowConstant[row]
      var line = ""
      if let label = rowOwner[row]?.label {
        line += identifiers.make(label, fallback: "c") + ": "
      }
      line += TextWriter.expression(expression) { variable in
        column(of: variable).map { names[Int($0)] } ?? variable.description
      }
      line += " \(relation) \(TextWriter.expression(Expression(constant: constant)))"
      let priority = Priority(levels.priority[Int(rowLevel[row])])
      if !priority.isRequired { line += " @\(priority)" }
      lines.append(line)
    }
    for row in edits {
      let name = names[Int(rowEditVariable[row])]
      let priority = Priority(levels.priority[Int(rowLevel[row])])
      lines.append("edit \(name) @\(priority)")
      lines.append("suggest \(name) = \(NumberFormatting.exact(-rowConstant[row]))")
    }
    if !needsOptimize, pendingSlots.isEmpty, !variables.isEmpty {
      lines.append("# values")
      for (index, name) in names.enumerated() where !isReleased(index) {
        lines.append("# \(name) = \(NumberFormatting.rounded(value[index]))")
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
