// Soft rows added without a `Constraint` object: see `SoftRow`.

extension SolverCore {
  /// Adds `c₁ × first + c₂ × second + c₃ × third relation constant` at a soft priority; see
  /// ``Solver/addSoftRow(_:_:_:_:relation:constant:priority:)``.
  ///
  /// The addition a soft ``Constraint`` makes, from the same state to the same state, without
  /// the object, its expressions or an identity entry.
  ///
  /// - Returns: The row, or `nil` (nothing changed) for a required or invalid priority or a
  ///   non-finite number.
  /// - Complexity: That of ``add(_:)`` for a soft constraint of up to three terms.
  mutating func addSoftRow(
    _ first: Unmanaged<Variable>, _ firstCoefficient: Double,
    _ second: Unmanaged<Variable>?, _ secondCoefficient: Double,
    _ third: Unmanaged<Variable>? = nil, _ thirdCoefficient: Double = 0,
    relation: Relation, constant: Double, priority: Priority, firstPosition: Int32 = -1
  ) -> SoftRow? {
    guard priority.isValid, !priority.isRequired, constant.isFinite,
      firstCoefficient.isFinite, secondCoefficient.isFinite, thirdCoefficient.isFinite
    else { return nil }
    applyPendingChanges()
    let cleanBefore = !requiredMayBeViolated
    let sign: Double = relation == .lessThanOrEqual ? -1 : 1
    // The terms as `lhs − rhs` merges them: each variable where it first appears, with the
    // coefficients of its repeats added, zero coefficients dropped.
    var merged = (
      firstCoefficient, second == nil ? 0 : secondCoefficient, third == nil ? 0 : thirdCoefficient
    )
    let addresses = (first.toOpaque(), second?.toOpaque(), third?.toOpaque())
    if addresses.1 == addresses.0 {
      merged = (merged.0 + merged.1, 0, merged.2)
    }
    if addresses.2 == addresses.0 {
      merged = (merged.0 + merged.2, merged.1, 0)
    } else if addresses.2 == addresses.1 {
      merged = (merged.0, merged.1 + merged.2, 0)
    }
    var terms = scratchTerms
    scratchTerms = []
    let known = variableCount
    if merged.0 != 0 {
      terms.append(
        (
          index(of: WrittenTerm(variable: first, coefficient: merged.0), at: firstPosition),
          sign * merged.0
        ))
    }
    if let second, merged.1 != 0 {
      terms.append(
        (index(of: WrittenTerm(variable: second, coefficient: merged.1)), sign * merged.1))
    }
    if let third, merged.2 != 0 {
      terms.append(
        (index(of: WrittenTerm(variable: third, coefficient: merged.2)), sign * merged.2))
    }
    let freshSubject = freshSoftSubject(of: terms, newFrom: known)
    let row = insertRow(
      terms: terms, constant: -sign * constant,
      kind: relation == .equal ? .equal : .greaterThanOrEqual, sign: sign,
      priority: priority.rawValue, owner: nil, editVariable: -1, applyingSlope: false)
    terms.emptyKeepingCapacity()
    scratchTerms = consume terms
    statistics.constraintsAdded += 1
    let staySlotsTried = placeNewRow(
      row, freshSubject: freshSubject, required: false, cleanBefore: cleanBefore)
    tightenNewRow(row, required: false, staySlotsTried: staySlotsTried)
    return SoftRow(sequence: rowSequence[row], row: Int32(row))
  }

  /// The row a handle names, while it lives.
  ///
  /// - Complexity: O(1).
  func liveRow(_ handle: SoftRow) -> Int? {
    let row = Int(handle.row)
    guard rowAlive.indices.contains(row), rowAlive[row], rowSequence[row] == handle.sequence,
      rowOwner[row] == nil, rowEditVariable[row] < 0
    else { return nil }
    return row
  }

  /// Removes a soft row; see ``Solver/remove(_:)``.
  ///
  /// - Returns: Whether the row was held.
  mutating func removeSoftRow(_ handle: SoftRow) -> Bool {
    guard let row = liveRow(handle) else { return false }
    applyPendingChanges()
    removeRow(row)
    statistics.constraintsRemoved += 1
    return true
  }

  /// Replaces a soft row's constant in place; an equal constant changes nothing.
  ///
  /// - Returns: Whether the row was held and the constant finite.
  mutating func updateConstant(of handle: SoftRow, to constant: Double) -> Bool {
    guard let row = liveRow(handle), constant.isFinite else { return false }
    changeConstant(row, to: -rowSign[row] * constant)
    return true
  }

  /// Moves a soft row to another soft priority; see ``Solver/updatePriority(of:to:)``.
  ///
  /// - Returns: Whether the row was held and the priority soft and valid.
  mutating func updatePriority(of handle: SoftRow, to priority: Priority) -> Bool {
    guard let row = liveRow(handle), priority.isValid, !priority.isRequired else { return false }
    guard levels.priority[Int(rowLevel[row])] != priority.rawValue else { return true }
    applyPendingChanges()
    moveRow(row, toPriority: priority.rawValue)
    return true
  }

  /// A soft row's constant `c`, read as `terms relation c`.
  func constant(of handle: SoftRow) -> Double? {
    liveRow(handle).map { -rowSign[$0] * rowConstant[$0] }
  }

  /// A soft row's priority.
  func priority(of handle: SoftRow) -> Priority? {
    liveRow(handle).map { Priority(levels.priority[Int(rowLevel[$0])]) }
  }
}
