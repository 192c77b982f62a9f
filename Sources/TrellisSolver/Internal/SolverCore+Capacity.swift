// Room reserved ahead of a build of known size, so storage grows once instead of by doubling.

extension SolverCore {
  /// Reserves room for `rows` rows and `variables` variables in total.
  ///
  /// Each list grows to at least twice its current capacity when it grows at all, so calling
  /// this before every addition still costs amortized O(1) per addition.
  ///
  /// - Complexity: O(`rows` + `variables`) when storage grows, else O(1).
  mutating func reserveCapacity(rows: Int, variables count: Int) {
    if variables.capacity < count {
      let target = max(count, 2 * variables.capacity)
      variables.reserveCapacity(target)
      value.reserveCapacity(target)
      stayTarget.reserveCapacity(target)
      staySlot.reserveCapacity(target)
      columnRows.reserveColumns(target)
      looseRows.reserveCapacity(target)
      slotContent.reserveCapacity(target)
      pendingChange.reserveCapacity(target)
      scratchSlots.reserveCapacity(target)
      scratchColumns.reserveCapacity(target)
      scratchDirection.reserveCapacity(target)
      scratchLambda.reserveCapacity(target)
      factor.reserveCapacity(target)
      variableIndex.reserve(target)
      levels.reserveVariables(target)
    }
    if rowStart.capacity < rows {
      let target = max(rows, 2 * rowStart.capacity)
      rowStart.reserveCapacity(target)
      rowLength.reserveCapacity(target)
      rowConstant.reserveCapacity(target)
      rowKind.reserveCapacity(target)
      rowSign.reserveCapacity(target)
      rowLevel.reserveCapacity(target)
      storedResidual.reserveCapacity(target)
      rowScale.reserveCapacity(target)
      rowSlot.reserveCapacity(target)
      rowSide.reserveCapacity(target)
      rowAlive.reserveCapacity(target)
      rowOwner.reserveCapacity(target)
      rowEditVariable.reserveCapacity(target)
      rowSequence.reserveCapacity(target)
      rowMark.reserveCapacity(target)
      // Layout rows have two or three terms.
      poolColumn.reserveCapacity(3 * target)
      poolValue.reserveCapacity(3 * target)
      columnRows.reserveLinks(3 * target)
      constraintRow.reserve(target)
    }
  }
}
