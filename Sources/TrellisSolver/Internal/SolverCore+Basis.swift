// The basis: factoring it, solving with it, changing one slot, and moving the point.

extension SolverCore {
  /// Factors the basis anew, swapping numerically dependent rows for stays, then recomputes the
  /// point from the tight rows (``polish()``).
  ///
  /// - Complexity: O(*nnz* + *b*³) for a bump of size *b*.
  mutating func refactor() {
    for _ in 0..<8 {
      var fresh = BasisFactor()
      let deficiencies = fresh.factor(size: variableCount) { slot, columns, values in
        let content = slotContent[slot]
        if let variable = stayVariable(content) {
          columns.append(Int32(variable))
          values.append(1)
        } else {
          let range = entries(of: Int(content))
          columns.append(contentsOf: poolColumn[range])
          values.append(contentsOf: poolValue[range])
        }
      }
      factor = fresh
      guard !deficiencies.isEmpty else { break }
      for deficiency in deficiencies {
        let slot = Int(deficiency.slot)
        let column = Int(deficiency.column)
        let old = slotContent[slot]
        journal?.slotChanges.append((deficiency.slot, old))
        if let variable = stayVariable(old) {
          staySlot[variable] = -1
        } else {
          let row = Int(old)
          rowSlot[row] = -1
          computeResidual(row)
          journal?.sideChanges.append((Int32(row), rowSide[row]))
          rowSide[row] = rowResidual[row] < 0 ? -1 : 1
          applySlopeChange(row, from: 0)
        }
        setStayTarget(column, value[column])
        slotContent[slot] = stayContent(column)
        staySlot[column] = Int32(slot)
      }
    }
    statistics.refactorizations += 1
    polish()
  }

  /// Recomputes the point from the tight rows and stays, every residual and side from the
  /// point, and every gradient from the sides, discarding accumulated rounding.
  ///
  /// - Complexity: O(*nnz*) plus one solve.
  mutating func polish() {
    for slot in 0..<variableCount {
      let content = slotContent[slot]
      if let variable = stayVariable(content) {
        scratchSlots[slot] = stayTarget[variable]
      } else {
        scratchSlots[slot] = -rowConstant[Int(content)]
      }
      pendingChange[slot] = 0
    }
    pendingSlots.removeAll()
    factor.solve(&scratchSlots, into: &value)
    for row in rowStart.indices where rowAlive[row] {
      computeResidual(row)
      refreshSide(row)
    }
    rebuildGradients()
  }

  /// Rebuilds every level's gradient and slope count from the rows' sides.
  ///
  /// - Complexity: O(*nnz*).
  mutating func rebuildGradients() {
    levels.clearGradients()
    for row in rowStart.indices where rowAlive[row] {
      let slope = slope(of: row)
      guard slope != 0 else { continue }
      adjustGradient(row, level: Int(rowLevel[row]), by: slope)
      levels.activeRows[Int(rowLevel[row])] += 1
    }
  }

  /// Factors anew once enough row replacements have piled up.
  mutating func refactorIfNeeded() {
    if factor.etaCount >= Self.etaLimit {
      refactor()
    }
  }

  /// Sets a stay's target, recording the change.
  mutating func setStayTarget(_ variable: Int, _ target: Double) {
    journal?.stayTargetChanges.append((Int32(variable), stayTarget[variable]))
    stayTarget[variable] = target
  }

  /// Computes `scratchDirection = sign × M⁻¹ eₛₗₒₜ`: how the point moves when the row in `slot` is
  /// released by one unit, every other tight row and stay kept.
  ///
  /// Fills `support` with the variables that move.
  ///
  /// - Complexity: O(*n* + *nnz*(factor) + *nnz*(etas)).
  mutating func computeDirection(releasing slot: Int, sign: Double) {
    for index in 0..<variableCount { scratchSlots[index] = 0 }
    scratchSlots[slot] = sign
    factor.solve(&scratchSlots, into: &scratchDirection)
    collectSupport()
  }

  /// Fills `support` with the variables where `scratchDirection` is non-zero.
  mutating func collectSupport() {
    support.removeAll(keepingCapacity: true)
    for index in 0..<variableCount where scratchDirection[index] != 0 {
      support.append(Int32(index))
    }
  }

  /// Computes `scratchLambda = M⁻ᵀ a` for the coefficients `a` of `row`, or of the unit row of a
  /// variable when `row` encodes a stay.
  ///
  /// - Complexity: O(*n* + *nnz*(factor) + *nnz*(etas)).
  mutating func computeLambda(for content: SlotContent) {
    for index in 0..<variableCount { scratchColumns[index] = 0 }
    if let variable = stayVariable(content) {
      scratchColumns[variable] = 1
    } else {
      for entry in entries(of: Int(content)) {
        scratchColumns[Int(poolColumn[entry])] = poolValue[entry]
      }
    }
    factor.solveTransposed(&scratchColumns, into: &scratchLambda)
  }

  /// Puts `content` into `slot` using `scratchLambda` (from ``computeLambda(for:)`` with the old
  /// basis) for the eta.
  ///
  /// A row leaving the slot goes to `leavingSide`; slopes follow.
  ///
  /// - Complexity: O(*n*) for the eta.
  mutating func replaceSlot(_ slot: Int, with content: SlotContent, leavingSide: Int8) {
    let old = slotContent[slot]
    journal?.slotChanges.append((Int32(slot), old))
    if let variable = stayVariable(old) {
      staySlot[variable] = -1
    } else {
      let row = Int(old)
      rowSlot[row] = -1
      journal?.sideChanges.append((Int32(row), rowSide[row]))
      rowSide[row] = leavingSide
      applySlopeChange(row, from: 0)
    }
    if let variable = stayVariable(content) {
      staySlot[variable] = Int32(slot)
    } else {
      let row = Int(content)
      let before = slope(of: row)
      rowSlot[row] = Int32(slot)
      applySlopeChange(row, from: before)
    }
    slotContent[slot] = content
    factor.replaceRow(slot: slot, lambda: scratchLambda)
    statistics.pivots += 1
  }

  /// Gathers into `touchedRows` the live rows that mention a variable in `support`.
  mutating func gatherTouchedRows() {
    markStamp &+= 1
    if markStamp == 0 {
      for index in rowMark.indices { rowMark[index] = 0 }
      markStamp = 1
    }
    touchedRows.removeAll(keepingCapacity: true)
    for variable in support {
      for row in columnRows[Int(variable)] where rowAlive[Int(row)] {
        if rowMark[Int(row)] != markStamp {
          rowMark[Int(row)] = markStamp
          touchedRows.append(row)
        }
      }
    }
  }

  /// Moves the point by `step × scratchDirection` over `support`, then recomputes the residuals
  /// of `touchedRows` (gathered by the caller for the same support) and fixes their sides.
  ///
  /// - Complexity: O(|support| + Σ lengths of the touched rows).
  mutating func moveAlongDirection(step: Double) {
    if step != 0 {
      for variable in support {
        value[Int(variable)] += step * scratchDirection[Int(variable)]
      }
    }
    for row in touchedRows {
      computeResidual(Int(row))
      refreshSide(Int(row))
    }
  }

  /// Applies the pending right-hand-side changes of tight rows with one solve:
  /// `Δx = M⁻¹(−δb)`.
  ///
  /// - Complexity: one solve plus the rows the moved variables touch.
  mutating func applyPendingChanges() {
    guard !pendingSlots.isEmpty else { return }
    for index in 0..<variableCount { scratchSlots[index] = 0 }
    for slot in pendingSlots {
      scratchSlots[Int(slot)] += pendingChange[Int(slot)]
      pendingChange[Int(slot)] = 0
    }
    pendingSlots.removeAll(keepingCapacity: true)
    factor.solve(&scratchSlots, into: &scratchDirection)
    collectSupport()
    gatherTouchedRows()
    moveAlongDirection(step: 1)
  }
}
