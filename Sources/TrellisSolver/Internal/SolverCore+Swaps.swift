// Many violated required rows at once, each taking the slot of a tight row that bounds the same
// variable the same way, with one factorization for all of them.

extension SolverCore {
  /// Gives each violated required inequality the slot of a tight required inequality that
  /// bounds one of its variables from the same side, then factors the new basis once.
  ///
  /// A measure pass that makes every title of a list one line shorter leaves, in every row, the
  /// icon's lower bound on the row's height violated while the title's (now too low) holds the
  /// slot: the simplex would pivot once per row, each pivot O(*n*). Swapped together, the
  /// violated bound becomes tight, the title's goes slack on its satisfied side, and one
  /// factorization recomputes the point; only the rows that mention a moved variable are
  /// recomputed (``polishMoved()``). The simplex then starts from there; whatever the swaps got
  /// wrong it corrects, so this changes only where it starts.
  ///
  /// - Returns: Whether any row was swapped (the basis was then factored anew).
  /// - Complexity: O(rows), plus one factorization and the rows that mention a moved variable
  ///   when rows were swapped.
  mutating func swapViolatedRequiredRows() -> Bool {
    // Slot changes made here are not journaled: never inside a transaction.
    guard !journal.isRecording, let level = levels.requiredLevel else { return false }
    let violated = violatedRequiredRows().filter { rowKind[$0] == .greaterThanOrEqual }
    guard violated.count >= swapMinimumRows else { return false }
    var used = [Bool](repeating: false, count: variableCount)
    var swapped: [Int32] = []
    for row in violated {
      for entry in entries(of: row) {
        let variable = Int(poolColumn[entry])
        guard let (slot, held) = plainRowPivoting(on: variable), !used[slot],
          Int(rowLevel[held]) == level, rowKind[held] == .greaterThanOrEqual,
          let coefficient = coefficient(of: variable, in: held),
          (coefficient > 0) == (poolValue[entry] > 0)
        else { continue }
        used[slot] = true
        // The violated row joins the basis (its slope leaves the gradient); the held one leaves
        // it on its satisfied side (no slope), to be checked once the point has moved. Only
        // their variables' counts of loose rows change.
        let slope = slope(of: row)
        slotContent[slot] = SlotContent(row)
        rowSlot[row] = Int32(slot)
        rowSlot[held] = -1
        rowSide[held] = 1
        applySlopeChange(row, from: slope)
        adjustLooseRows(row, by: -1)
        adjustLooseRows(held, by: 1)
        swapped.append(Int32(row))
        break
      }
    }
    guard !swapped.isEmpty else { return false }
    statistics.pivots += swapped.count
    statistics.requiredSwaps += swapped.count
    factorBasis()
    polishMoved()
    // The rows swapped in are tight now, which the recomputation of the loose rows a move
    // reaches leaves out: their residuals (negative when they were swapped) are brought to the
    // new point here.
    recomputeResiduals(swapped)
    return true
  }

}
