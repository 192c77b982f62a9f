// Keeping the required rows satisfiable, and naming the rows that are not.

extension SolverCore {
  /// Whether some required row is violated beyond the tolerance.
  ///
  /// - Complexity: O(1) unless a required row was found violated since the last clean scan,
  ///   else O(rows).
  mutating func requiredRowsViolated() -> Bool {
    guard requiredMayBeViolated, let level = levels.requiredLevel, levels.activeRows[level] > 0
    else { return false }
    settleResiduals()
    for row in rowStart.indices
    where rowAlive[row] && Int(rowLevel[row]) == level && isViolated(row) {
      return true
    }
    requiredMayBeViolated = false
    return false
  }

  /// Makes every required row hold again after a required change, if the required rows allow it.
  ///
  /// First tries to make `subject` (a new, violated row) tight by moving one variable it
  /// mentions; otherwise, or if other required rows are violated, minimises the required
  /// violation with the simplex.
  ///
  /// - Parameters:
  ///   - subject: The row the change made required, or `nil`.
  ///   - cleanBefore: Whether no required row could be violated before the change.
  /// - Returns: The required rows of an infeasible set, or `nil` when the required rows hold.
  mutating func restoreRequiredRows(subject: Int?, cleanBefore: Bool) -> [Int]? {
    if let subject, isViolated(subject), makeTightByMovingOneVariable(subject), cleanBefore {
      // The subject holds now and the move broke no required row it touched.
      requiredMayBeViolated = false
    }
    guard requiredRowsViolated() else { return nil }
    if subject == nil { makeViolatedRequiredRowsTight() }
    guard requiredRowsViolated() else { return nil }
    optimize(throughRank: 0)
    guard requiredRowsViolated() else { return nil }
    return infeasibleRequiredRows()
  }

  /// Makes each violated required row tight by moving one variable, where that is possible
  /// without breaking another required row (see ``makeTightByMovingOneVariable(_:)``).
  ///
  /// A constant change that moves many rows (a resize that makes every title of a list too wide
  /// for its row) violates one required row in each; each is usually fixed by moving the one
  /// variable its own soft row holds, at the cost of what that move touches, where the simplex
  /// would price every slot and solve for a direction and the duals once per row.
  ///
  /// - Complexity: O(rows) to find them, plus one move each (at most two tried).
  mutating func makeViolatedRequiredRowsTight() {
    // A move may fix, or take the slot of, a row further down the list: each is checked again.
    for row in violatedRequiredRows() where rowAlive[row] && rowSlot[row] < 0 && isViolated(row) {
      _ = makeTightByMovingOneVariable(row)
    }
  }

  /// The violated required rows (none of them tight), in row order.
  ///
  /// - Complexity: O(rows).
  func violatedRequiredRows() -> [Int] {
    guard let level = levels.requiredLevel else { return [] }
    return rowStart.indices.filter { row in
      rowAlive[row] && Int(rowLevel[row]) == level && rowSlot[row] < 0 && isViolated(row)
    }
  }

  /// The rows of a certificate of infeasibility at the required optimum: the required rows with a
  /// slope (violated, or on their violated side) and the tight required rows with a non-zero dual.
  ///
  /// Their normals, weighted by slope and dual, sum to zero while their constants do not.
  ///
  /// - Complexity: O(rows) plus one transposed solve.
  mutating func infeasibleRequiredRows() -> [Int] {
    guard let level = levels.requiredLevel else { return [] }
    computeDuals(throughRank: 0)
    let ranks = activeRanks
    var rows: [Int] = []
    for row in rowStart.indices where rowAlive[row] && Int(rowLevel[row]) == level {
      let slot = Int(rowSlot[row])
      if slot < 0 {
        // A row without variables only matters when it is itself violated (`1 == 0`).
        if slope(of: row) != 0, rowLength[row] > 0 || isViolated(row) { rows.append(row) }
      } else if !ranks.isEmpty, abs(dual(rank: 0, slot: slot)) > Self.tolerance {
        rows.append(row)
      }
    }
    return rows.sorted { rowSequence[$0] < rowSequence[$1] }
  }

  /// Makes a violated row tight by moving one variable whose stay is in the basis, or, failing
  /// that, whose slot holds a tight row of a weaker level, provided the move violates no
  /// required row.
  ///
  /// Cassowary calls this variable the row's subject. Releasing a weaker tight row leaves it
  /// non-tight on the side the move puts it (a shown item's gap takes over from the fallback
  /// that held it while hidden); the simplex then settles the weaker levels.
  ///
  /// For a row below required, the move must also leave every touched row of a stronger level
  /// no more violated than before, so it can only improve the objective: the simplex then starts
  /// next to the optimum instead of walking a long chain of soft rows one pivot at a time.
  ///
  /// - Parameter row: A violated, non-tight row.
  /// - Returns: Whether the row is now tight.
  /// - Complexity: one solve and one transposed solve for each variable tried (at most two).
  mutating func makeTightByMovingOneVariable(_ row: Int) -> Bool {
    let rank = levels.rank[Int(rowLevel[row])]
    let required = levels.requiredLevel.map { Int(rowLevel[row]) == $0 } ?? false
    // The list's buffer is borrowed and handed back (no allocation per call).
    var candidates = scratchCandidates
    scratchCandidates = []
    defer {
      candidates.emptyKeepingCapacity()
      scratchCandidates = candidates
    }
    for entry in entries(of: row) {
      let variable = Int(poolColumn[entry])
      let stay = Int(staySlot[variable])
      if stay >= 0 {
        // A stay no other basis row depends on moves only its own variable: O(1) to direct
        // and to replace. Any other stay costs a solve. (Long columns are not checked.)
        let count = columnRows.count(of: variable)
        let fresh = count <= 16 && isFresh(variable, exceptSlot: stay)
        candidates.append((variable, stay, (fresh ? 0 : variableCount) + count))
        continue
      }
      // A tight row of a weaker level pivoting on the variable.
      guard let (slot, content) = plainRowPivoting(on: variable),
        levels.rank[Int(rowLevel[content])] > rank
      else { continue }
      candidates.append((variable, slot, 2 * variableCount + columnRows.count(of: variable)))
    }
    candidates.sort { $0.cost < $1.cost }
    for (variable, slot, _) in candidates.prefix(2)
    where makeTight(row, releasing: variable, in: slot, required: required, localOnly: false) {
      return true
    }
    guard required else { return false }
    // A required row that none of its own variables can fix (a child's top above its stack's
    // when only the stack's height can make room): the stays one tight row away, each tried
    // only where its direction is local (no solve is spent on a guess).
    candidates.emptyKeepingCapacity()
    for entry in entries(of: row) {
      let variable = Int(poolColumn[entry])
      guard staySlot[variable] < 0, let (_, content) = plainRowPivoting(on: variable) else {
        continue
      }
      for other in entries(of: content) {
        let neighbour = Int(poolColumn[other])
        let stay = Int(staySlot[neighbour])
        guard neighbour != variable, stay >= 0,
          !candidates.contains(where: { $0.variable == neighbour })
        else { continue }
        candidates.append((neighbour, stay, columnRows.count(of: neighbour)))
      }
    }
    candidates.sort { $0.cost < $1.cost }
    for (variable, slot, _) in candidates.prefix(2)
    where makeTight(row, releasing: variable, in: slot, required: required, localOnly: true) {
      return true
    }
    return false
  }

  /// The slot and the tight row of a variable's plain pivot, when a row (not a stay) holds it.
  func plainRowPivoting(on variable: Int) -> (slot: Int, row: Int)? {
    let pivot = Int(factor.pivotOfColumn[variable])
    guard pivot >= 0 else { return nil }
    let slot = Int(factor.pivotSlot[pivot])
    let content = Int(slotContent[slot])
    guard factor.hasPlainPivot(slot), content >= 0 else { return nil }
    return (slot, content)
  }

  /// Makes `row` tight by moving along the direction of releasing `slot` (the stay of
  /// `variable`, or a weaker tight row pivoting on it), if that moves the row and breaks no
  /// required row (and, for a soft row, worsens no stronger one).
  ///
  /// - Parameters:
  ///   - row: A violated, non-tight row.
  ///   - variable: The variable whose stay, or weaker tight row, `slot` holds.
  ///   - slot: The slot to release.
  ///   - required: Whether `row` is required.
  ///   - localOnly: Whether to give up rather than solve for the direction when it is not
  ///     local (``setLocalDirection(releasingStayOf:limit:)``).
  /// - Returns: Whether the row is now tight.
  /// - Complexity: O(the direction's reach), or one solve; plus the rows it touches.
  private mutating func makeTight(
    _ row: Int, releasing variable: Int, in slot: Int, required: Bool, localOnly: Bool
  ) -> Bool {
    let isStay = slotContent[slot] < 0
    let plainStay =
      isStay && factor.hasPlainPivot(slot) && factor.pivotColumn(of: slot) == variable
    if plainStay, isFresh(variable, exceptSlot: slot) {
      setUnitDirection(variable)
    } else if plainStay, setLocalDirection(releasingStayOf: variable) {
      // Found without a solve.
    } else if localOnly {
      return false
    } else {
      computeDirection(releasing: slot, sign: 1)
    }
    let (alpha, norm) = rate(of: row)
    guard abs(alpha) > Self.tolerance * (1 + norm) else { return false }
    let step = -rowResidual[row] / alpha
    gatherTouchedRows()
    guard !movingBreaksRequiredRows(step: step, except: row) else { return false }
    if !required, movingWorsensStrongerRows(step: step, than: row) { return false }
    if isStay, isBulkAdding {
      // In a bulk build the next solve matches rows to slots afresh: the stay follows its
      // variable instead of handing its slot to the row (a factor update per row, each a
      // transposed solve, would make the build quadratic). Every basis row stays tight, the row
      // holds at zero, and the point is the same as after the swap.
      moveAlongDirection(step: step)
      setStayTarget(variable, value[variable])
      return true
    }
    // A released row's residual moves by `step` (the direction holds every other slot).
    let released = Int(slotContent[slot])
    replaceSlot(slot, with: SlotContent(row), leavingSide: step < 0 ? -1 : 1)
    moveAlongDirection(step: step)
    if !isStay {
      computeResidual(released)
      refreshSide(released)
    }
    refactorIfNeeded()
    return true
  }

  /// Whether moving by `step × scratchDirection` would make a touched row of a level stronger
  /// than `subject`'s more violated.
  func movingWorsensStrongerRows(step: Double, than subject: Int) -> Bool {
    let rank = levels.rank[Int(rowLevel[subject])]
    for touched in touchedRows {
      let row = Int(touched)
      guard row != subject, rowSlot[row] < 0, levels.rank[Int(rowLevel[row])] < rank else {
        continue
      }
      let residual = residual(of: row, afterStep: step)
      let before = Self.violation(kind: rowKind[row], residual: rowResidual[row])
      let after = Self.violation(kind: rowKind[row], residual: residual)
      if after > before + Self.tolerance * rowScale[row] { return true }
    }
    return false
  }

  /// A row's residual after the point moves by `step × scratchDirection`.
  func residual(of row: Int, afterStep step: Double) -> Double {
    var residual = rowResidual[row]
    for entry in entries(of: row) {
      residual += step * poolValue[entry] * scratchDirection[Int(poolColumn[entry])]
    }
    return residual
  }

  /// Whether moving by `step × scratchDirection` would leave a touched required row (other than
  /// `except`) violated.
  func movingBreaksRequiredRows(step: Double, except: Int) -> Bool {
    guard let level = levels.requiredLevel else { return false }
    for touched in touchedRows {
      let row = Int(touched)
      guard row != except, rowSlot[row] < 0, Int(rowLevel[row]) == level else { continue }
      let residual = residual(of: row, afterStep: step)
      let violation = Self.violation(kind: rowKind[row], residual: residual)
      if violation > Self.tolerance * rowScale[row] { return true }
    }
    return false
  }

  /// The slot a row can take without a solve: that of the first of its variables held by its
  /// own stay as a plain unit pivot and mentioned by no other basis row (or the row's only
  /// variable), or `nil`.
  ///
  /// - Complexity: O(Σ column lengths of the row's variables), stopping at the first.
  // Inlined into its mutating callers: a call would pass `self` as a copy of the whole solver
  // state (1.3 KB, one `memcpy` per call; 2–3% of a large build's instructions).
  @inline(__always)
  func staySlotTakenInPlace(by row: Int) -> Int? {
    for entry in entries(of: row) {
      let variable = Int(poolColumn[entry])
      let slot = Int(staySlot[variable])
      guard slot >= 0, factor.hasPlainPivot(slot), factor.isUnitPivot(slot),
        factor.pivotColumn(of: slot) == variable
      else { continue }
      if rowLength[row] == 1 || isFresh(variable, exceptSlot: slot)
        || factor.canReplaceInPlace(
          slot: slot, column: variable, entries: poolColumn[entries(of: row)])
      {
        return slot
      }
    }
    return nil
  }

  /// Puts a satisfied equality into the basis in place of the stay it can replace best, without
  /// moving the point.
  ///
  /// Tight equalities carry later changes (suggestions, constants) along.
  ///
  /// - Parameters:
  ///   - row: A non-tight row whose residual is (near) zero.
  ///   - staySlotsTried: Whether ``staySlotTakenInPlace(by:)`` already found no slot for it.
  /// - Complexity: one transposed solve.
  mutating func makeTightInPlace(_ row: Int, staySlotsTried: Bool = false) {
    if !staySlotsTried, let slot = staySlotTakenInPlace(by: row) {
      replaceSlot(slot, with: SlotContent(row), leavingSide: 1)
      refactorIfNeeded()
      return
    }
    // In a bulk build the next solve matches rows to slots afresh: a transposed solve per row
    // now would only make the build quadratic.
    guard !isBulkAdding else { return }
    computeLambda(for: SlotContent(row))
    var best = -1
    var bestMagnitude = 0.0
    var largest = 0.0
    for slot in 0..<variableCount {
      let magnitude = abs(scratchLambda[slot])
      largest = max(largest, magnitude)
      if slotContent[slot] < 0, magnitude > bestMagnitude {
        best = slot
        bestMagnitude = magnitude
      }
    }
    guard best >= 0, bestMagnitude > Self.pivotRatio * largest else { return }
    replaceSlot(best, with: SlotContent(row), leavingSide: 1, lambdaReady: true)
    refactorIfNeeded()
  }
}
