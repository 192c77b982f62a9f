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
  /// factorization recomputes the point. The simplex then starts from there; whatever the swaps
  /// got wrong it corrects, so this changes only where it starts.
  ///
  /// - Returns: Whether any row was swapped (the basis was then factored anew).
  /// - Complexity: O(rows + *nnz*) plus one factorization when rows were swapped.
  mutating func swapViolatedRequiredRows() -> Bool {
    // Slot changes made here are not journaled: never inside a transaction.
    guard !journal.isRecording, let level = levels.requiredLevel else { return false }
    let violated = violatedRequiredRows().filter { rowKind[$0] == .greaterThanOrEqual }
    guard violated.count >= swapMinimumRows else { return false }
    var used = Set<Int>()
    var swapped = 0
    for row in violated {
      for entry in entries(of: row) {
        let variable = Int(poolColumn[entry])
        guard let (slot, held) = plainRowPivoting(on: variable), !used.contains(slot),
          Int(rowLevel[held]) == level, rowKind[held] == .greaterThanOrEqual,
          let coefficient = coefficient(of: variable, in: held),
          (coefficient > 0) == (poolValue[entry] > 0)
        else { continue }
        used.insert(slot)
        slotContent[slot] = SlotContent(row)
        rowSlot[row] = Int32(slot)
        rowSlot[held] = -1
        swapped += 1
        break
      }
    }
    guard swapped > 0 else { return false }
    statistics.pivots += swapped
    statistics.requiredSwaps += swapped
    rebuildLooseRows()
    refactor()
    return true
  }

}
