// Rows: creation and deletion, residuals, sides and each level's gradient.

extension SolverCore {
  /// The pool positions of a row's coefficients.
  @inline(__always)
  func entries(of row: Int) -> Range<Int> {
    Int(rowStart[row])..<Int(rowStart[row] + rowLength[row])
  }

  /// Stores a new row, computes its residual, puts it on the side its residual lies (positive at
  /// zero) and adds its slope to its level's gradient.
  ///
  /// The row starts out non-tight.
  ///
  /// - Parameters:
  ///   - terms: Column indices and coefficients, one per variable.
  ///   - constant: The constant `b` of `a·x + b`.
  ///   - kind: Equality or inequality.
  ///   - sign: −1 when the row stores a `<=` constraint negated, else +1.
  ///   - priority: The row's priority.
  ///   - owner: The constraint the row stores; `nil` for a ``SoftRow``, which has none.
  ///   - editVariable: The edit variable the row belongs to, or −1.
  ///   - applyingSlope: Whether the row's slope joins its level's gradient now; a caller that
  ///     passes `false` applies it, or puts the row in a slot with `enteringSlopeApplied: false`.
  /// - Returns: The row id.
  /// - Complexity: O(*t* + *K*) for *t* terms.
  mutating func insertRow(
    terms: [(column: Int, coefficient: Double)], constant: Double, kind: RowKind, sign: Double,
    priority: Double, owner: Constraint?, editVariable: Int, applyingSlope: Bool = true
  ) -> Int {
    structureVersion &+= 1
    let row: Int
    let start = Int32(poolColumn.count)
    let level = Int32(levels.retain(priority))
    // A new row appends its final values (one write per list); a reused one overwrites them.
    // The owner is stored first: its retain is an atomic instruction, which waits for every
    // store before it to complete.
    if let reused = freeRows.popLast() {
      row = Int(reused)
      rowOwner[row] = owner
      rowStart[row] = start
      rowLength[row] = Int32(terms.count)
      rowConstant[row] = constant
      rowKind[row] = kind
      rowSign[row] = sign
      rowLevel[row] = level
      rowSlot[row] = -1
      rowAlive[row] = true
      rowEditVariable[row] = Int32(editVariable)
      rowSequence[row] = nextSequence
    } else {
      row = rowStart.count
      rowOwner.append(owner)
      rowStart.append(start)
      rowLength.append(Int32(terms.count))
      rowConstant.append(constant)
      rowKind.append(kind)
      rowSign.append(sign)
      rowLevel.append(level)
      rowResidual.append(0)
      rowScale.append(1)
      rowSlot.append(-1)
      rowSide.append(1)
      rowAlive.append(true)
      rowEditVariable.append(Int32(editVariable))
      rowSequence.append(nextSequence)
      rowMark.append(0)
    }
    for term in terms {
      poolColumn.append(Int32(term.column))
      poolValue.append(term.coefficient)
      columnRows.append(Int32(row), to: term.column)
      looseRows[term.column] += 1
    }
    nextSequence += 1
    liveRowCount += 1
    rowsAddedSinceSolve += 1
    if journal.isRecording { journal.createdRows.append(Int32(row)) }
    computeResidual(row)
    rowSide[row] = rowResidual[row] < 0 ? -1 : 1
    if applyingSlope { applySlopeChange(row, from: 0) }
    return row
  }

  /// Removes a non-tight row: its slope leaves the gradient and its id is retired.
  ///
  /// - Parameter row: A live row that holds no slot.
  /// - Complexity: O(*t*), plus an occasional O(*nnz*) compaction.
  mutating func deleteRow(_ row: Int) {
    assert(rowSlot[row] < 0, "row \(row) is still in the basis")
    let slope = slope(of: row)
    if slope != 0 {
      adjustGradient(row, level: Int(rowLevel[row]), by: -slope)
      levels.activeRows[Int(rowLevel[row])] -= 1
      needsOptimize = true
    }
    retireRow(row)
  }

  /// Marks a row dead and releases its level, without touching gradients.
  mutating func retireRow(_ row: Int) {
    structureVersion &+= 1
    if rowSlot[row] < 0 { adjustLooseRows(row, by: -1) }
    levels.release(Int(rowLevel[row]))
    adoptBorrowedVariables(of: row)
    rowAlive[row] = false
    rowOwner[row] = nil
    liveRowCount -= 1
    retiredRows.append(Int32(row))
    if retiredRows.count > max(64, liveRowCount) {
      compactRows()
    }
  }

  /// Adds `delta` to the loose-row count of every variable a row mentions, as the row stops
  /// (+1) or starts (−1) being tight, or leaves the solver.
  mutating func adjustLooseRows(_ row: Int, by delta: Int32) {
    for entry in entries(of: row) {
      looseRows[Int(poolColumn[entry])] += delta
    }
  }

  /// Recounts the loose rows of every variable from scratch.
  ///
  /// - Complexity: O(*nnz*).
  mutating func rebuildLooseRows() {
    for index in looseRows.indices { looseRows[index] = 0 }
    for row in rowStart.indices where rowAlive[row] && rowSlot[row] < 0 {
      adjustLooseRows(row, by: 1)
    }
  }

  /// Drops retired rows from the column lists and the coefficient pool and frees their ids.
  ///
  /// - Complexity: O(*nnz*).
  mutating func compactRows() {
    settleResiduals()
    let alive = rowAlive
    columnRows.compact { alive[Int($0)] }
    var newColumns: [Int32] = []
    var newValues: [Double] = []
    newColumns.reserveCapacity(poolColumn.count)
    newValues.reserveCapacity(poolValue.count)
    for row in rowStart.indices where rowAlive[row] {
      let range = entries(of: row)
      rowStart[row] = Int32(newColumns.count)
      newColumns.append(contentsOf: poolColumn[range])
      newValues.append(contentsOf: poolValue[range])
    }
    poolColumn = newColumns
    poolValue = newValues
    freeRows.append(contentsOf: retiredRows)
    retiredRows.removeAll()
  }

  /// The slope `σ` of a row's violation on its current side: `±1` for an equality, `−1` for a
  /// violated inequality, `0` for a satisfied inequality or a tight row.
  @inline(__always)
  func slope(of row: Int) -> Double {
    guard rowSlot[row] < 0 else { return 0 }
    switch rowKind[row] {
    case .equal: return Double(rowSide[row])
    case .greaterThanOrEqual: return rowSide[row] < 0 ? -1 : 0
    }
  }

  /// The coefficient of a variable in a row, if the row mentions it.
  ///
  /// - Complexity: O(row length).
  func coefficient(of variable: Int, in row: Int) -> Double? {
    for entry in entries(of: row) where Int(poolColumn[entry]) == variable {
      return poolValue[entry]
    }
    return nil
  }

  /// Adds `factor × a` of a row to a level's gradient.
  mutating func adjustGradient(_ row: Int, level: Int, by factor: Double) {
    levels.dualValid[level] = false
    let range = entries(of: row)
    // One uniqueness check for the level's gradient, not one per entry.
    levels.gradient[level].withUnsafeMutableBufferPointer { gradient in
      for entry in range {
        gradient[Int(poolColumn[entry])] += factor * poolValue[entry]
      }
    }
  }

  /// Brings the gradient in line after a row's slope changed from `old`.
  mutating func applySlopeChange(_ row: Int, from old: Double) {
    let new = slope(of: row)
    guard new != old else { return }
    let level = Int(rowLevel[row])
    adjustGradient(row, level: level, by: new - old)
    if old == 0 { levels.activeRows[level] += 1 }
    if new == 0 { levels.activeRows[level] -= 1 }
    needsOptimize = true
  }

  /// Puts a non-tight row on `side`, recording the change.
  mutating func setSide(_ row: Int, _ side: Int8) {
    guard rowSide[row] != side else { return }
    if journal.isRecording { journal.sideChanges.append((Int32(row), rowSide[row])) }
    let old = slope(of: row)
    rowSide[row] = side
    applySlopeChange(row, from: old)
  }

  /// Flips a non-tight row's side when its residual lies clearly on the other side.
  mutating func refreshSide(_ row: Int) {
    refreshSide(row, residual: rowResidual[row])
  }

  /// Flips a non-tight row's side when `residual`, its current residual, lies clearly on the
  /// other side.
  mutating func refreshSide(_ row: Int, residual: Double) {
    guard rowSlot[row] < 0 else { return }
    let limit = Self.tolerance * rowScale[row]
    if residual > limit, rowSide[row] < 0 {
      setSide(row, 1)
    } else if residual < -limit, rowSide[row] > 0 {
      setSide(row, -1)
    }
  }

  /// Recomputes `r = a·x + b` and the row's scale `1 + |b| + Σ|aⱼxⱼ|` from scratch.
  ///
  /// The residual goes where the row's is kept now: while the cached directions' residuals are
  /// deferred (``residualsDeferred``), a moving row's in their own list, so a relayout that
  /// changes a loose row's constant between two moves does not write every deferred residual
  /// back and gather them again.
  ///
  /// - Returns: The row's residual.
  /// - Complexity: O(the row's length), plus O(log moving rows) while deferred.
  @discardableResult
  mutating func computeResidual(_ row: Int) -> Double {
    let (residual, scale) = Self.residual(
      constant: rowConstant[row], entries: entries(of: row), coefficients: poolValue,
      columns: poolColumn, x: value)
    if residualsDeferred, let position = pendingDirections.position(ofMoving: row) {
      pendingDirections.movingResidual[position] = residual
    } else {
      // Not deferred, or a row the directions do not move: its stored entry is current.
      storedResidual[row] = residual
    }
    rowScale[row] = scale
    statistics.rowsTouched += 1
    if Int(rowLevel[row]) == levels.requiredLevelID, rowSlot[row] < 0,
      Self.violation(kind: rowKind[row], residual: residual) > Self.tolerance * scale
    {
      requiredMayBeViolated = true
    }
    return residual
  }

  /// A row's residual `a·x + b` and scale `1 + |b| + Σ|aⱼxⱼ|`: one row's, or each row's of a
  /// bulk recomputation (over plain buffers there).
  @inline(__always)
  static func residual<
    Values: RandomAccessCollection<Double>, Columns: RandomAccessCollection<Int32>
  >(
    constant: Double, entries: Range<Int>, coefficients: Values, columns: Columns, x: Values
  ) -> (residual: Double, scale: Double) where Values.Index == Int, Columns.Index == Int {
    var residual = constant
    var scale = 1 + abs(residual)
    for entry in entries {
      let product = coefficients[entry] * x[Int(columns[entry])]
      residual += product
      scale += abs(product)
    }
    return (residual, scale)
  }

  /// Recomputes the residuals and scales of many rows at once.
  ///
  /// - Parameter rows: The rows to recompute.
  /// - Complexity: O(Σ row lengths).
  mutating func recomputeResiduals(_ rows: [Int32]) {
    recomputeResiduals(of: rows.lazy.map { Int($0) }, skippingRetired: false)
  }

  /// Recomputes the residual and scale of each row of `rows` from the point while the moving
  /// rows' residuals are deferred (``residualsDeferred``): the stored entries of these rows
  /// are current afterwards, whatever the others hold.
  ///
  /// - Parameter rows: The rows to recompute.
  /// - Complexity: O(Σ row lengths).
  mutating func recomputeDeferredResiduals(_ rows: [Int32]) {
    recomputeResiduals(of: rows.lazy.map { Int($0) }, skippingRetired: false, whileDeferred: true)
  }

  /// Recomputes every live row's residual and scale from the point.
  ///
  /// - Complexity: O(*nnz*).
  mutating func recomputeAllResiduals() {
    recomputeResiduals(of: rowStart.indices, skippingRetired: true)
  }

  /// Recomputes the residual and scale of each row of `rows` (as ``computeResidual(_:)``
  /// does, over plain buffers), noting a required row left violated outside the basis (the next solve
  /// restores the required rows).
  ///
  /// - Complexity: O(Σ row lengths).
  private mutating func recomputeResiduals(
    of rows: some Sequence<Int>, skippingRetired: Bool, whileDeferred: Bool = false
  ) {
    assert(whileDeferred || !residualsDeferred, "residuals recomputed while deferred")
    let required = levels.requiredLevelID
    var violatedRequired = false
    var count = 0
    storedResidual.withUnsafeMutableBufferPointer { residuals in
      rowScale.withUnsafeMutableBufferPointer { scales in
        storedValue.withUnsafeBufferPointer { x in
          poolValue.withUnsafeBufferPointer { coefficients in
            poolColumn.withUnsafeBufferPointer { columns in
              for index in rows where !skippingRetired || rowAlive[index] {
                count += 1
                let start = Int(rowStart[index])
                let (residual, scale) = Self.residual(
                  constant: rowConstant[index], entries: start..<(start + Int(rowLength[index])),
                  coefficients: coefficients, columns: columns, x: x)
                residuals[index] = residual
                scales[index] = scale
                if Int(rowLevel[index]) == required, rowSlot[index] < 0 {
                  let violation = Self.violation(kind: rowKind[index], residual: residual)
                  if violation > Self.tolerance * scale { violatedRequired = true }
                }
              }
            }
          }
        }
      }
    }
    statistics.rowsTouched += count
    if violatedRequired { requiredMayBeViolated = true }
  }

  /// How far a row is from holding: `|r|` for an equality, the negative part for an inequality.
  @inline(__always)
  func violation(of row: Int) -> Double {
    guard rowSlot[row] < 0 else { return 0 }
    return Self.violation(kind: rowKind[row], residual: rowResidual[row])
  }

  /// How far a non-tight row of `kind` with residual `residual` is from holding.
  @inline(__always)
  static func violation(kind: RowKind, residual: Double) -> Double {
    switch kind {
    case .equal: abs(residual)
    case .greaterThanOrEqual: max(0, -residual)
    }
  }

  /// Whether a row is violated beyond the tolerance.
  @inline(__always)
  func isViolated(_ row: Int) -> Bool {
    violation(of: row) > Self.tolerance * rowScale[row]
  }

  /// Whether a row's residual is zero within the tolerance (the point sits on it).
  @inline(__always)
  func isAtZero(_ row: Int) -> Bool {
    abs(rowResidual[row]) <= Self.tolerance * rowScale[row]
  }

  /// Moves a row to the level of `priority`, carrying its slope along and recording the change.
  mutating func moveRow(_ row: Int, toPriority priority: Double) {
    // The cached directions checked rows by the level they had.
    settleResiduals()
    pendingDirections.version = -1
    let oldLevel = Int(rowLevel[row])
    let newLevel = levels.retain(priority)
    if journal.isRecording { journal.levelChanges.append((Int32(row), levels.priority[oldLevel])) }
    let slope = slope(of: row)
    if slope != 0 {
      adjustGradient(row, level: oldLevel, by: -slope)
      levels.activeRows[oldLevel] -= 1
      adjustGradient(row, level: newLevel, by: slope)
      levels.activeRows[newLevel] += 1
    }
    rowLevel[row] = Int32(newLevel)
    levels.release(oldLevel)
    needsOptimize = true
    if newLevel == levels.requiredLevelID, isViolated(row) { requiredMayBeViolated = true }
  }

  /// Changes a row's constant `b`.
  ///
  /// A non-tight row's residual follows at once and its side once the pending changes are
  /// applied; a tight row's change waits in the pending right-hand side until
  /// ``applyPendingChanges()``.
  mutating func changeConstant(_ row: Int, to constant: Double) {
    let delta = constant - rowConstant[row]
    guard delta != 0 else { return }
    if journal.isRecording { journal.constantChanges.append((Int32(row), rowConstant[row])) }
    rowConstant[row] = constant
    let slot = Int(rowSlot[row])
    if slot >= 0 {
      // A slot listed twice is harmless: applying reads and zeroes its change once.
      if pendingChange[slot] == 0 { pendingSlots.append(Int32(slot)) }
      pendingChange[slot] -= delta
    } else {
      computeResidual(row)
      pendingSideRows.append(Int32(row))
    }
  }
}
