// The operations behind the public `Solver` API.

extension SolverCore {
  /// Adds a constraint; see ``Solver/add(_:)``.
  mutating func add(_ constraint: Constraint) throws(SolverError) {
    let key = ObjectIdentifier(constraint)
    guard constraintRow[key] == nil else { throw .duplicateConstraint(constraint) }
    guard constraint.priority.isValid else {
      throw .invalidPriority(constraint.priority, constraint)
    }
    // `lhs − rhs`, merged into a kept buffer (no allocation per constraint).
    var written = scratchWritten
    scratchWritten = []
    defer {
      written.emptyKeepingCapacity()
      scratchWritten = written
    }
    let constant = Self.appendDifference(of: constraint, to: &written)
    guard constant.isFinite, written.allSatisfy({ $0.coefficient.isFinite }) else {
      throw .nonFiniteCoefficient(constraint)
    }
    let required = constraint.priority.isRequired
    // A required row with a variable no live row mentions (and no basis row depends on) can
    // always be made to hold by moving that variable alone, and the required rows before it can
    // always be made to hold (a failed operation is undone): nothing can fail, so no
    // transaction is needed. The common case of a build, where each new row brings a new
    // variable.
    var freshSubject = required ? freshSubjectTerm(of: written) : nil
    if required, freshSubject == nil { beginTransaction() } else { applyPendingChanges() }
    let cleanBefore = !requiredMayBeViolated
    let sign: Double = constraint.relation == .lessThanOrEqual ? -1 : 1
    // The list's buffer is borrowed and handed back (no allocation per constraint).
    var terms = scratchTerms
    scratchTerms = []
    let known = variableCount
    for term in written {
      terms.append((index(ofBorrowed: term), sign * term.coefficient))
    }
    if !required { freshSubject = freshSoftSubject(of: terms, newFrom: known) }
    let row = insertRow(
      terms: terms, constant: sign * constant,
      kind: constraint.relation == .equal ? .equal : .greaterThanOrEqual, sign: sign,
      priority: constraint.priority.rawValue, owner: constraint, editVariable: -1,
      applyingSlope: false)
    terms.emptyKeepingCapacity()
    // Handed back, not copied: a copy retains the buffer here and releases it at the end.
    scratchTerms = consume terms
    constraintRow[key] = Int32(row)
    statistics.constraintsAdded += 1
    let staySlotsTried = placeNewRow(
      row, freshSubject: freshSubject, required: required, cleanBefore: cleanBefore)
    // A row with a fresh subject was held above (or satisfied as it came): only others need
    // the required rows checked.
    if required, freshSubject == nil {
      if let conflict = restoreRequiredRows(subject: row, cleanBefore: cleanBefore) {
        let others = conflict.filter { $0 != row }.compactMap { rowOwner[$0] }
        rollbackTransaction()
        throw .unsatisfiableConstraint(constraint, conflicts: others)
      }
      commitTransaction()
    }
    tightenNewRow(row, required: required, staySlotsTried: staySlotsTried)
  }

  /// Puts a row just inserted (its slope not applied) where it starts: moved onto by its fresh
  /// subject when it is violated, into a stay's slot it can take in place, or left loose with
  /// its slope applied.
  ///
  /// A satisfied equality that nothing else checks first (a soft row, or a required one with a
  /// fresh subject) and that can take a stay's slot without a solve goes straight there: its
  /// slope never enters the gradient only to leave it again. Nothing between here and the end
  /// of the addition changes such a row's chances (a fresh subject moves only for a violated
  /// row), so a failed search is not repeated there.
  ///
  /// - Parameters:
  ///   - row: The new row.
  ///   - freshSubject: The position in the row of a fresh subject, if it has one.
  ///   - required: Whether the row is required.
  ///   - cleanBefore: Whether no required row was possibly violated before the addition.
  /// - Returns: Whether the stay slots were searched for the row.
  /// - Complexity: O(*t*) for a row of *t* terms, plus a slot replacement.
  mutating func placeNewRow(
    _ row: Int, freshSubject: Int?, required: Bool, cleanBefore: Bool
  ) -> Bool {
    let staySlotsTried =
      (freshSubject != nil || !required) && rowKind[row] == .equal && !isViolated(row)
    if let term = freshSubject, isViolated(row) {
      // The row's entries are the expression's terms, in order. It goes straight into its
      // subject's slot, so its slope never enters the gradient.
      moveFreshSubject(of: row, entry: Int(rowStart[row]) + term)
      // Only the new row mentions the moved variable: no other row's residual changed. Rows
      // that were possibly violated before stay so until the next solve restores them.
      if cleanBefore { requiredMayBeViolated = false }
    } else if staySlotsTried, let slot = staySlotTakenInPlace(by: row) {
      replaceSlot(slot, with: SlotContent(row), leavingSide: 1, enteringSlopeApplied: false)
      refactorIfNeeded()
    } else {
      applySlopeChange(row, from: 0)
    }
    return staySlotsTried
  }

  /// The last step of an addition: a satisfied loose equality is made tight in place, and a
  /// violated soft row joining a solved system (a small change, not a build) is made tight by
  /// one move, when that hurts nothing stronger, instead of a walk along a chain of soft rows.
  ///
  /// - Complexity: That of ``makeTightInPlace(_:staySlotsTried:)`` or one move.
  mutating func tightenNewRow(_ row: Int, required: Bool, staySlotsTried: Bool) {
    if rowSlot[row] < 0, rowKind[row] == .equal, !isViolated(row) {
      makeTightInPlace(row, staySlotsTried: staySlotsTried)
    } else if !required, rowSlot[row] < 0, rowsAddedSinceSolve * 4 < liveRowCount,
      isViolated(row)
    {
      _ = makeTightByMovingOneVariable(row)
    }
  }

  /// The terms of a constraint's `lhs − rhs`, appended to `terms`: the left side's, then the
  /// right side's negated, each variable once (in that order), zero coefficients dropped — the
  /// terms of ``Constraint/expression``.
  ///
  /// - Returns: The constant of `lhs − rhs`.
  /// - Complexity: that of ``Expression/merge(_:scaledBy:into:)``.
  static func appendDifference(of constraint: Constraint, to terms: inout [WrittenTerm]) -> Double {
    let lhs = constraint.lhs
    let rhs = constraint.rhs
    WrittenTerm.withTerms(of: lhs) { terms.append(contentsOf: $0) }
    // As `lhs - rhs` does: nothing to merge when the right side is a constant.
    if !rhs.terms.isEmpty {
      WrittenTerm.withTerms(of: rhs) { Expression.merge($0, scaledBy: -1, into: &terms) }
    }
    return lhs.constant - rhs.constant
  }

  /// The position in `terms` (a constraint's `lhs − rhs`) of a fresh subject, if it has one.
  ///
  /// A fresh subject is a variable with a usable coefficient that is new, or that no live row
  /// mentions and whose own stay holds its slot as a plain unit pivot. A seeded variable
  /// (``register(_:startingAt:)``) is taken only when no other is fresh, so that it keeps its start (a
  /// stack's last child keeps its height, and the stack's own height moves to meet it).
  ///
  /// - Complexity: O(Σ column lengths of the terms' variables), stopping at the first unseeded.
  @inline(__always)
  func freshSubjectTerm(of terms: [WrittenTerm]) -> Int? {
    var largest = 0.0
    for term in terms { largest = max(largest, abs(term.coefficient)) }
    var seededSubject: Int?
    for (position, term) in terms.enumerated()
    where abs(term.coefficient) > Self.pivotRatio * largest {
      guard let index = column(ofTermAddress: term.mergeKey).map(Int.init) else {
        return position
      }
      if isFreshSubject(index, row: -1) {
        guard isSeeded(index) else { return position }
        if seededSubject == nil { seededSubject = position }
      }
    }
    return seededSubject
  }

  /// The position in a new soft row's terms of the variable that holds it as it comes, if any.
  ///
  /// A soft row that brings a new variable holds as it comes by moving it (a stack's box pulled
  /// to its width before any row places it): no other row can mention it yet, so the move
  /// worsens nothing, and a build whose rows all hold so needs no crash. Once some soft row is
  /// left violated the next solve is likely to start afresh anyway, and the moves would only be
  /// undone; a soft row that only reuses variables is left to the next solve.
  ///
  /// - Parameters:
  ///   - terms: The row's terms by column.
  ///   - known: The variable count before the row's variables were registered.
  /// - Returns: The term's position, or `nil` when the row brings no usable new variable or a
  ///   soft row is left violated.
  /// - Complexity: O(terms + levels).
  func freshSoftSubject(of terms: [(column: Int, coefficient: Double)], newFrom known: Int) -> Int?
  {
    guard variableCount > known, !levels.activeRows.contains(where: { $0 > 0 }) else {
      return nil
    }
    return Self.firstNewTerm(terms, from: known)
  }

  /// The position of the first term on a variable from `known` on (one the row just added to
  /// the solver) with a usable coefficient, or `nil`.
  ///
  /// - Complexity: O(terms).
  static func firstNewTerm(_ terms: [(column: Int, coefficient: Double)], from known: Int) -> Int? {
    var largest = 0.0
    for term in terms { largest = max(largest, abs(term.coefficient)) }
    for index in terms.indices
    where terms[index].column >= known && abs(terms[index].coefficient) > pivotRatio * largest {
      return index
    }
    return nil
  }

  /// Whether no live row other than `row` mentions `variable` and its stay holds its slot as a
  /// plain unit pivot.
  @inline(__always)
  func isFreshSubject(_ variable: Int, row: Int) -> Bool {
    let slot = Int(staySlot[variable])
    return slot >= 0 && factor.hasPlainPivot(slot) && factor.isUnitPivot(slot)
      && factor.pivotColumn(of: slot) == variable
      && hasNoLiveRow(variable, except: row)
  }

  /// Whether no live row but `row` mentions `variable` (removed rows may still be listed).
  @inline(__always)
  func hasNoLiveRow(_ variable: Int, except row: Int = -1) -> Bool {
    // A loop, not `allSatisfy`: a closure reading `rowAlive` would capture the whole solver,
    // which Swift copies (1.3 KB) to pass.
    for listed in columnRows.rows(of: variable) where Int(listed) != row && rowAlive[Int(listed)] {
      return false
    }
    return true
  }

  /// Makes a violated new row tight by moving its fresh subject (found by
  /// ``freshSubjectTerm(of:)`` before the row was inserted): a unit direction, touching no other
  /// row.
  ///
  /// - Parameters:
  ///   - row: A violated, non-tight row just inserted, its slope not applied.
  ///   - entry: The pool position of the subject's coefficient in the row.
  /// - Complexity: O(*t*) for a row of *t* terms.
  mutating func moveFreshSubject(of row: Int, entry: Int) {
    let variable = Int(poolColumn[entry])
    assert(isFreshSubject(variable, row: row), "the subject was checked before the insertion")
    let slot = Int(staySlot[variable])
    // The move is a unit direction on the subject, which no other row mentions: only this
    // row's residual changes, and it becomes zero. Neither the row's slope (never applied) nor
    // any other changes, so no gradient is touched.
    value[variable] -= rowResidual[row] / poolValue[entry]
    computeResidual(row)
    statistics.rowsTouched += 1
    replaceSlot(slot, with: SlotContent(row), leavingSide: 1, enteringSlopeApplied: false)
    refactorIfNeeded()
  }

  /// Removes a constraint; see ``Solver/remove(_:)``.
  mutating func remove(_ constraint: Constraint) throws(SolverError) {
    let key = ObjectIdentifier(constraint)
    guard let row = constraintRow[key] else { throw .unknownConstraint(constraint) }
    applyPendingChanges()
    removeRow(Int(row))
    constraintRow[key] = nil
    statistics.constraintsRemoved += 1
  }

  /// Takes a row out of the basis (in place of a stay on one of the variables it moves, so the
  /// point stays put) and deletes it.
  ///
  /// A row with a plain pivot gives its slot to the stay of its pivot variable: the stay
  /// replaces the row in place in the factor's solve order (exact, no eta, no solve). Any other
  /// gives it to the stay of the variable its release moves most, found by one solve.
  ///
  /// - Complexity: O(*t*) for a row with a plain pivot, else one solve and an eta.
  mutating func removeRow(_ row: Int) {
    let slot = Int(rowSlot[row])
    if slot >= 0 {
      var best = -1
      if factor.hasPlainPivot(slot) {
        // The stay `x_j = t` on the pivot column replaces the row as the pivot of `j`: the factor
        // stays triangular with a unit pivot, so the basis stays non-singular.
        best = factor.pivotColumn(of: slot)
      } else {
        computeDirection(releasing: slot, sign: 1)
        var bestMagnitude = 0.0
        for variable in support where abs(scratchDirection[Int(variable)]) > bestMagnitude {
          best = Int(variable)
          bestMagnitude = abs(scratchDirection[Int(variable)])
        }
      }
      assert(best >= 0, "a basis row always moves some variable")
      setStayTarget(best, value[best])
      replaceSlot(slot, with: stayContent(best), leavingSide: 1)
      freedVariables.append(Int32(best))
      needsOptimize = true
    }
    deleteRow(row)
    refactorIfNeeded()
  }

  /// Adds an edit variable; see ``Solver/addEditVariable(_:priority:)``.
  mutating func addEditVariable(_ variable: Variable, priority: Priority) throws(SolverError) {
    let key = ObjectIdentifier(variable)
    guard editRow[key] == nil else { throw .duplicateEditVariable(variable) }
    guard !priority.isRequired else { throw .requiredEditVariable(variable) }
    guard priority.isValid else { throw .invalidEditPriority(priority, variable) }
    solve()
    // The solve may have left residuals deferred; the new row's insertion reads them.
    settleResiduals()
    let column = index(of: variable)
    let target = value[column]
    let owner = Constraint(
      Expression(variable), .equal, Expression(constant: target), priority: priority)
    let row = insertRow(
      terms: [(column, 1)], constant: -target, kind: .equal, sign: 1,
      priority: priority.rawValue, owner: owner, editVariable: column)
    editRow[key] = Int32(row)
    statistics.constraintsAdded += 1
    makeTightInPlace(row)
  }

  /// Removes an edit variable; see ``Solver/removeEditVariable(_:)``.
  mutating func removeEditVariable(_ variable: Variable) throws(SolverError) {
    let key = ObjectIdentifier(variable)
    guard let row = editRow[key] else { throw .unknownEditVariable(variable) }
    applyPendingChanges()
    removeRow(Int(row))
    editRow[key] = nil
    statistics.constraintsRemoved += 1
  }

  /// Suggests a value; see ``Solver/suggestValue(_:for:)``.
  mutating func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
    guard let row = editRow[ObjectIdentifier(variable)] else {
      throw .unknownEditVariable(variable)
    }
    guard value.isFinite else { throw .nonFiniteValue(value, variable) }
    changeConstant(Int(row), to: -value)
  }

  /// The suggested value of an edit variable, or `nil` when the variable is not one.
  func suggestedValue(of variable: Variable) -> Double? {
    editRow[ObjectIdentifier(variable)].map { -rowConstant[Int($0)] }
  }

  /// Replaces a constraint's constant; see ``Solver/updateConstant(of:to:)``.
  mutating func updateConstant(of constraint: Constraint, to constant: Double) throws(SolverError) {
    guard let row = constraintRow[ObjectIdentifier(constraint)].map(Int.init) else {
      throw .unknownConstraint(constraint)
    }
    guard constant.isFinite else { throw .nonFiniteConstant(constant, constraint) }
    let newConstant = -rowSign[row] * constant
    guard levels.priority[Int(rowLevel[row])] == Priority.required.rawValue else {
      changeConstant(row, to: newConstant)
      return
    }
    // Residuals are read below only if a required row may be broken (which settles them): a
    // resize loop keeps them deferred from one change to the next.
    beginTransaction(deferringResiduals: true)
    changeConstant(row, to: newConstant)
    applyPendingChangesDeferringResiduals()
    if let conflict = restoreRequiredRows(subject: nil, cleanBefore: false) {
      let others = conflict.filter { $0 != row }.compactMap { rowOwner[$0] }
      rollbackTransaction()
      throw .unsatisfiableConstraint(constraint, conflicts: others)
    }
    commitTransaction()
  }

  /// The current constant `c` of a constraint read as `expression relation c`.
  func constant(of constraint: Constraint) -> Double? {
    constraintRow[ObjectIdentifier(constraint)].map { -rowSign[Int($0)] * rowConstant[Int($0)] }
  }

  /// Changes a constraint's priority; see ``Solver/updatePriority(of:to:)``.
  mutating func updatePriority(of constraint: Constraint, to priority: Priority) throws(SolverError)
  {
    guard let row = constraintRow[ObjectIdentifier(constraint)].map(Int.init) else {
      throw .unknownConstraint(constraint)
    }
    guard priority.isValid else { throw .invalidPriority(priority, constraint) }
    guard levels.priority[Int(rowLevel[row])] != priority.rawValue else { return }
    guard priority.isRequired else {
      applyPendingChanges()
      moveRow(row, toPriority: priority.rawValue)
      return
    }
    beginTransaction()
    let cleanBefore = !requiredMayBeViolated
    moveRow(row, toPriority: priority.rawValue)
    if let conflict = restoreRequiredRows(subject: row, cleanBefore: cleanBefore) {
      let others = conflict.filter { $0 != row }.compactMap { rowOwner[$0] }
      rollbackTransaction()
      throw .unsatisfiableConstraint(constraint, conflicts: others)
    }
    commitTransaction()
  }

  /// The current priority of a constraint.
  func priority(of constraint: Constraint) -> Priority? {
    constraintRow[ObjectIdentifier(constraint)].map {
      Priority(levels.priority[Int(rowLevel[Int($0)])])
    }
  }

  /// Brings the point to the optimum: applies pending changes, then runs the simplex if needed.
  mutating func solve() {
    applyPendingChangesDeferringResiduals()
    guard needsOptimize else {
      freedVariables.emptyKeepingCapacity()
      return
    }
    settleResiduals()
    // Whether the basis is known optimal already (the simplex's own first pricing would find
    // nothing).
    var optimal = false
    if shouldCrash {
      // Additions that held as they came, no inequality violated, may have left an optimal
      // basis: checking costs a pricing pass per level, a crash a factorization.
      if hasViolatedInequality() {
        crash()
      } else {
        settleBoundSlots()
        optimal = isOptimalAsItStands()
        if !optimal { crash() }
      }
    } else {
      // Many additions that held as they came, with few slopes to price: the bound rows still
      // take their slots first, or each would be a release of step zero.
      if isBulkAdding { settleBoundSlots() }
      settleFreedVariables()
      if requiredRowsViolated() { _ = swapViolatedRequiredRows() }
    }
    freedVariables.emptyKeepingCapacity()
    statistics.simplexRuns += 1
    if !optimal { optimize(throughRank: levels.count - 1) }
    needsOptimize = false
    rowsAddedSinceSolve = 0
    // Etas slow every later solve down: once the work spent on them exceeds a few
    // factorizations, start afresh.
    if etaWork > 4 * (factor.entryCount + factor.size) { refactor() }
  }

  /// Gives the variables that removals left held only by their stays to the violated soft rows
  /// that want them, one move each, before the simplex runs.
  ///
  /// A hidden item's gaps go and its stays hold it where it was; its fallbacks (violated at
  /// the weakest level) would each cost a full pivot. By the time of the solve nothing else ties
  /// the item, so each move is local. Like a soft row joining a solved system, a move is made
  /// only when no stronger level gets worse, so it changes where the simplex starts, never what
  /// is optimal. More than 16 freed variables (a large removal) are left to the simplex.
  ///
  /// - Complexity: O(rows mentioning the freed variables), plus a solve for a variable other
  ///   basis rows still depend on.
  mutating func settleFreedVariables() {
    guard !freedVariables.isEmpty, freedVariables.count <= 16 else { return }
    for variable in freedVariables
    where Int(variable) < variableCount && staySlot[Int(variable)] >= 0 {
      for row in columnRows.rows(of: Int(variable)) {
        let index = Int(row)
        guard rowAlive[index], rowSlot[index] < 0, rowEditVariable[index] < 0,
          levels.requiredLevel.map({ Int(rowLevel[index]) != $0 }) ?? true,
          isViolated(index)
        else { continue }
        if makeTightByMovingOneVariable(index) { break }
      }
    }
  }

  /// The optimal value of a variable (0 for a variable the solver has not seen).
  mutating func value(of variable: Variable) -> Double {
    solve()
    guard let index = column(of: variable) else { return 0 }
    return value[Int(index)]
  }

  /// The current values of `variables` (the caller solves first).
  ///
  /// Callers read the same variables after every solve, so the positions found by the last read
  /// are kept: a variable at the same place in the list as last time costs a comparison, not a
  /// hash lookup (which misses the cache once the table outgrows it).
  ///
  /// - Complexity: O(`variables.count`).
  mutating func values(of variables: [Variable]) -> [Double] {
    let count = variables.count
    if readKeys.count != count {
      readKeys = [UInt](repeating: 0, count: count)
      readPositions = [Int32](repeating: -1, count: count)
      readAllKnown = false
    }
    // The same list as last time, every variable known: one pass that compares the addresses
    // word against word (which the compiler vectorizes), no position looked at.
    if !readAllKnown || !Self.sameAddresses(variables, readKeys) {
      refreshReadPositions(variables)
    }
    // The result's buffer is kept and filled again next time when the caller has let go of it
    // (it is unique again then); a caller that kept it gets a copy made on this write instead.
    Self.gather(value, at: readPositions, into: &readValues)
    return readValues
  }

  /// Finds again the positions of the variables of a bulk read that moved in the list or that
  /// the solver did not know.
  ///
  /// - Complexity: O(`variables.count`), plus a lookup per such variable.
  mutating func refreshReadPositions(_ variables: [Variable]) {
    var stale: [Int] = []
    Self.withAddresses(of: variables) { references in
      readKeys.withUnsafeMutableBufferPointer { keys in
        readPositions.withUnsafeBufferPointer { positions in
          for position in keys.indices
          where keys[position] != references[position] || positions[position] < 0 {
            keys[position] = references[position]
            stale.append(position)
          }
        }
      }
    }
    var allKnown = true
    for position in stale {
      let found = column(of: variables[position]) ?? -1
      readPositions[position] = found
      if found < 0 { allKnown = false }
    }
    readAllKnown = allKnown
  }

  /// Forgets the positions the last bulk read found (variables were removed: an address may
  /// come back as another variable, or a position as another column).
  mutating func forgetBulkRead() {
    readKeys.removeAll()
    readPositions.removeAll()
    readAllKnown = false
  }

  /// Calls `body` with the list's references as addresses, read straight from its storage: no
  /// retain, no release, and no visit to each variable's object.
  static func withAddresses<Result>(
    of variables: [Variable], _ body: (UnsafeBufferPointer<UInt>) -> Result
  ) -> Result {
    variables.withUnsafeBytes { references in
      references.withMemoryRebound(to: UInt.self, body)
    }
  }

  /// Whether the list holds, in order, the objects at `addresses` (the same count).
  ///
  /// - Complexity: O(`variables.count`).
  static func sameAddresses(_ variables: [Variable], _ addresses: [UInt]) -> Bool {
    withAddresses(of: variables) { words in
      addresses.withUnsafeBufferPointer { addresses in
        // No early exit: the loop stays one vectorized pass.
        var difference: UInt = 0
        for index in addresses.indices {
          difference |= words[index] ^ addresses[index]
        }
        return difference == 0
      }
    }
  }

  /// Copies `values` at `positions` into `buffer`, resized to `positions.count` (a position of
  /// −1, or past the end, reads 0): every bulk read ends here.
  ///
  /// - Complexity: O(`positions.count`).
  @inline(__always)
  static func gather(_ values: [Double], at positions: [Int32], into buffer: inout [Double]) {
    if buffer.count != positions.count {
      buffer = [Double](repeating: 0, count: positions.count)
    }
    let count = UInt(values.count)
    values.withUnsafeBufferPointer { values in
      positions.withUnsafeBufferPointer { positions in
        buffer.withUnsafeMutableBufferPointer { target in
          for index in 0..<positions.count {
            // One comparison covers −1 and past the end.
            let position = Int(positions[index])
            target[index] = UInt(bitPattern: position) < count ? values[position] : 0
          }
        }
      }
    }
  }
}
