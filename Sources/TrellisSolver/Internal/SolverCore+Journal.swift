// Transactions: operations that may still fail record their changes and undo them on failure.

extension SolverCore {
  /// Starts recording changes, then applies pending right-hand-side changes.
  ///
  /// A rollback re-derives the point from the row constants, which already hold those changes,
  /// so applying them inside the transaction changes nothing a caller can observe.
  ///
  /// - Parameter deferringResiduals: Whether residuals moved along cached directions may stay
  ///   deferred (``applyPendingChangesDeferringResiduals()``), for a caller that settles them
  ///   before it reads one; a rollback settles them first.
  mutating func beginTransaction(deferringResiduals: Bool = false) {
    journal.begin(
      variableCount: variableCount, slotCount: slotContent.count, needsOptimize: needsOptimize,
      rowsAddedSinceSolve: rowsAddedSinceSolve, statistics: statistics)
    if deferringResiduals {
      applyPendingChangesDeferringResiduals()
    } else {
      applyPendingChanges()
    }
  }

  /// Stops recording and keeps the changes.
  mutating func commitTransaction() {
    journal.end()
  }

  /// Undoes every change recorded since ``beginTransaction()`` and re-derives the point, the
  /// residuals and the gradients from the restored basis.
  ///
  /// - Complexity: O(changes + *nnz* + *b*³).
  mutating func rollbackTransaction() {
    settleResiduals()
    guard journal.isRecording else { return }
    let record = journal
    structureVersion &+= 1
    journal.end()
    for change in record.slotChanges.reversed() where Int(change.slot) < slotContent.count {
      slotContent[Int(change.slot)] = change.old
    }
    for change in record.sideChanges.reversed() {
      rowSide[Int(change.row)] = change.old
    }
    for change in record.stayTargetChanges.reversed() where Int(change.variable) < variableCount {
      stayTarget[Int(change.variable)] = change.old
    }
    for change in record.constantChanges.reversed() {
      rowConstant[Int(change.row)] = change.old
    }
    for change in record.levelChanges.reversed() {
      let row = Int(change.row)
      let current = Int(rowLevel[row])
      rowLevel[row] = Int32(levels.retain(change.oldPriority))
      levels.release(current)
    }
    for row in record.createdRows.reversed() {
      let index = Int(row)
      if let owner = rowOwner[index] {
        constraintRow[ObjectIdentifier(owner)] = nil
      }
      retireRow(index)
    }
    truncateVariables(to: record.variableCount)
    factor = BasisFactor()
    for row in rowSlot.indices { rowSlot[row] = -1 }
    for variable in staySlot.indices { staySlot[variable] = -1 }
    for (slot, content) in slotContent.enumerated() {
      if let variable = stayVariable(content) {
        staySlot[variable] = Int32(slot)
      } else {
        rowSlot[Int(content)] = Int32(slot)
      }
    }
    rebuildLooseRows()
    requiredMayBeViolated = true
    refactor()
    needsOptimize = record.needsOptimize
    rowsAddedSinceSolve = record.rowsAddedSinceSolve
    statistics = record.statistics
  }
}
