// Building a good basis from scratch after many additions, instead of one pivot per row.

extension SolverCore {
  /// Whether a solve should start from a fresh basis (``crash()``).
  ///
  /// It should when many rows arrived since the last solve and many are left to the simplex —
  /// at least ``crashMinimumRows``, or an eighth of those added, non-tight equalities and
  /// violated inequalities — so that one pivot per row would cost more. Additions that held as
  /// they came keep their basis.
  var shouldCrash: Bool {
    guard isBulkAdding else { return false }
    // A grid's cell equalities each hold by their fresh variable: a crash would redo it all.
    let active = levels.activeRows.reduce(0, +)
    return active > 0 && (active >= crashMinimumRows || active * 8 >= rowsAddedSinceSolve)
  }

  /// Whether so many rows arrived since the last solve that it will likely start from a fresh
  /// basis, so per-row basis upkeep until then is wasted work.
  var isBulkAdding: Bool {
    rowsAddedSinceSolve >= crashMinimumRows && rowsAddedSinceSolve * 4 >= liveRowCount
  }

  /// Rebuilds the basis from a matching of rows to variables, strongest rows first, so that a
  /// solve after many additions costs one factorization instead of one pivot per row.
  ///
  /// Candidates are the equalities and the violated inequalities. Each round
  /// matches them to variables in priority order (greedy, with augmenting paths; a variable a
  /// failed search visited is never tried again), gives every unmatched variable its stay at its
  /// current value, factors, and recomputes the point; inequalities violated at the new point
  /// join the candidates of the next round. The simplex then finishes from this basis.
  ///
  /// - Complexity: O(rounds × (*nnz* + rows log rows)), at most six rounds.
  mutating func crash() {
    structureVersion &+= 1
    statistics.crashes += 1
    let rowCount = rowStart.count
    var candidate = [Bool](repeating: false, count: rowCount)
    for row in 0..<rowCount where rowAlive[row] {
      candidate[row] =
        rowKind[row] == .equal || isViolated(row) || (rowLength[row] == 1 && isAtZero(row))
    }
    var claims = [Int32](repeating: -1, count: 2 * variableCount)
    for round in 0..<6 {
      let match = matchRows(crashOrder(candidate))
      installBasis(match)
      rebuildLooseRows()
      // Rounds read only residuals; the gradients are built once, from the last round's sides.
      refactor(rebuildingGradients: false)
      guard admitViolatedInequalities(&candidate, claims: &claims, round: round) else { break }
    }
    rebuildGradients()
    settleDegenerateRows()
    settleBoundSlots()
  }

  /// The candidate rows in the order the crash matches them: strongest level first; within a
  /// level equalities, which must hold, before inequalities; then oldest first.
  ///
  /// While no row id has been reused, ids grow with age, and a stable distribution into one
  /// bucket per (level, kind) gives that order in linear time; otherwise the rows are sorted.
  ///
  /// - Complexity: O(rows + levels) while ids follow age, else O(rows log rows).
  func crashOrder(_ candidate: [Bool]) -> [Int] {
    let rowCount = rowStart.count
    let keyCount = 2 * levels.rank.count
    var bucketSize = [Int](repeating: 0, count: keyCount + 1)
    var inAgeOrder = true
    var lastSequence = Int.min
    var count = 0
    func bucket(of row: Int) -> Int {
      2 * levels.rank[Int(rowLevel[row])] + (rowKind[row] == .equal ? 0 : 1)
    }
    for row in 0..<rowCount where candidate[row] {
      bucketSize[bucket(of: row) + 1] += 1
      if rowSequence[row] < lastSequence { inAgeOrder = false }
      lastSequence = rowSequence[row]
      count += 1
    }
    guard inAgeOrder else {
      // Sort keys, not rows: a comparator reading the solver's arrays captures the whole
      // solver, which the sort copies (a retain and release of every array) as it recurses.
      var keys: [(bucket: Int, sequence: Int, row: Int)] = []
      keys.reserveCapacity(count)
      for row in 0..<rowCount where candidate[row] {
        keys.append((bucket(of: row), rowSequence[row], row))
      }
      keys.sort { ($0.bucket, $0.sequence) < ($1.bucket, $1.sequence) }
      return keys.map(\.row)
    }
    // Prefix sums turn bucket sizes into each bucket's first position.
    for key in 0..<keyCount { bucketSize[key + 1] += bucketSize[key] }
    var order = [Int](repeating: 0, count: count)
    for row in 0..<rowCount where candidate[row] {
      let key = bucket(of: row)
      order[bucketSize[key]] = row
      bucketSize[key] += 1
    }
    return order
  }

  /// Makes the inequalities violated at the current point candidates of the next round, except
  /// where they compete: two violated inequalities that push the same variable the same way
  /// (two lower bounds on a row's height: its icon's and its title's) are usually not both
  /// tight at the optimum, so only the stronger, then more violated, one joins this round; the
  /// other joins later if it is still violated once the first holds.
  ///
  /// - Returns: Whether any inequality joined.
  /// - Complexity: O(*nnz* + *v* log *v*) for *v* violated inequalities.
  private func admitViolatedInequalities(
    _ candidate: inout [Bool], claims: inout [Int32], round: Int
  ) -> Bool {
    // Sort keys, not rows (see `crashOrder`).
    var keys: [(rank: Int, residual: Double, sequence: Int, row: Int)] = []
    for row in 0..<rowStart.count where rowAlive[row] && !candidate[row] && isViolated(row) {
      keys.append((levels.rank[Int(rowLevel[row])], rowResidual[row], rowSequence[row], row))
    }
    guard !keys.isEmpty else { return false }
    keys.sort { ($0.rank, $0.residual, $0.sequence) < ($1.rank, $1.residual, $1.sequence) }
    let violated = keys.map(\.row)
    let stamp = Int32(round)
    var admitted = false
    for row in violated {
      // An equality is always a candidate, so every row here is a `>=` row: raising `a·x`
      // pushes each variable the way its coefficient's sign says.
      var free = true
      for entry in entries(of: row) {
        let key = 2 * Int(poolColumn[entry]) + (poolValue[entry] > 0 ? 1 : 0)
        if claims[key] == stamp {
          free = false
          break
        }
      }
      guard free else { continue }
      for entry in entries(of: row) {
        claims[2 * Int(poolColumn[entry]) + (poolValue[entry] > 0 ? 1 : 0)] = stamp
      }
      candidate[row] = true
      admitted = true
    }
    return admitted
  }

  /// Gives the rows the crash left at zero without a slot the sides that cost the simplex no
  /// degenerate pivot.
  ///
  /// A non-tight row at zero may lie on either side. An inequality gets its satisfied side (no
  /// slope). A one-variable equality on a variable whose slot holds a one-variable inequality
  /// (the engine's size fallback next to an intrinsic size's compression resistance, say) gets
  /// the side on which it improves only where the inequality would be violated: the release of
  /// the inequality then shows no false improvement, where the other side would cost a pivot of
  /// step zero.
  ///
  /// - Complexity: O(*nnz*).
  private mutating func settleDegenerateRows() {
    for row in rowStart.indices
    where rowAlive[row] && rowSlot[row] < 0 && rowKind[row] == .greaterThanOrEqual
      && rowSide[row] < 0 && isAtZero(row)
    {
      setSide(row, 1)
    }
    for slot in 0..<variableCount {
      let content = slotContent[slot]
      guard content >= 0 else { continue }
      let held = Int(content)
      guard rowKind[held] == .greaterThanOrEqual, rowLength[held] == 1 else { continue }
      let column = Int(poolColumn[Int(rowStart[held])])
      for candidate in columnRows.rows(of: column) {
        let row = Int(candidate)
        guard rowAlive[row], rowSlot[row] < 0, rowKind[row] == .equal, rowLength[row] == 1,
          isAtZero(row)
        else { continue }
        setSide(row, side(ofEquality: row, against: held))
      }
    }
  }

  /// The side of a one-variable equality at zero next to a one-variable inequality on the same
  /// variable that holds the slot: the side on which the equality improves only where the
  /// inequality would be violated, so releasing the inequality shows no false improvement.
  ///
  /// The equality `a·x + b` improves towards `−side · sign(a)`, the inequality `c·x + d ≥ 0` is
  /// violated towards `−sign(c)`: equal when `side = sign(c) · sign(a)`.
  // Inlined into its mutating callers: a call would pass `self` as a copy of the whole solver
  // state (1.3 KB, one `memcpy` per call; 2–3% of a large build's instructions).
  @inline(__always)
  func side(ofEquality equality: Int, against inequality: Int) -> Int8 {
    let equalitySign: Int8 = poolValue[Int(rowStart[equality])] > 0 ? 1 : -1
    let inequalitySign: Int8 = poolValue[Int(rowStart[inequality])] > 0 ? 1 : -1
    return inequalitySign * equalitySign
  }

  /// Gives slots held at a bound to the inequality that holds the bound.
  ///
  /// Before a bulk solve that may start from the additions' own basis, and after a crash: a
  /// slot holding a variable's stay, or a one-variable equality at zero, gives it up to the
  /// strongest one-variable inequality at zero on the same variable at a stronger level (an
  /// intrinsic size's compression resistance, where its size is held by the engine's fallback
  /// or by nothing but its stay). A released equality takes the side
  /// ``side(ofEquality:against:)`` gives it, as in ``settleDegenerateRows()``. Releasing the inequality then shows no false
  /// improvement, where releasing the stay or the equality would cost a pivot of step zero
  /// (the surrogate sees no cost in the inequality it runs into at once). The point does not
  /// move, and each swap rescales a unit pivot in place.
  ///
  /// - Complexity: O(Σ column lengths of the variables whose slots hold stays or such
  ///   equalities).
  mutating func settleBoundSlots() {
    for slot in 0..<variableCount
    where factor.hasPlainPivot(slot) && factor.isUnitPivot(slot) {
      let content = slotContent[slot]
      let column: Int
      var heldRank = Int.max
      if let variable = stayVariable(content) {
        column = variable
      } else {
        let held = Int(content)
        guard rowKind[held] == .equal, rowLength[held] == 1, isAtZero(held) else { continue }
        heldRank = levels.rank[Int(rowLevel[held])]
        column = Int(poolColumn[Int(rowStart[held])])
      }
      guard factor.pivotColumn(of: slot) == column else { continue }
      var best = -1
      var bestRank = heldRank
      for candidate in columnRows.rows(of: column) {
        let row = Int(candidate)
        guard rowAlive[row], rowSlot[row] < 0, rowKind[row] == .greaterThanOrEqual,
          rowLength[row] == 1, levels.rank[Int(rowLevel[row])] < bestRank, isAtZero(row)
        else { continue }
        best = row
        bestRank = levels.rank[Int(rowLevel[row])]
      }
      guard best >= 0 else { continue }
      let side = content >= 0 ? side(ofEquality: Int(content), against: best) : 1
      replaceSlot(slot, with: SlotContent(best), leavingSide: side)
    }
  }

  /// Whether some live inequality is violated at the current point.
  ///
  /// - Complexity: O(rows), stopping at the first.
  func hasViolatedInequality() -> Bool {
    for row in rowStart.indices
    where rowAlive[row] && rowKind[row] == .greaterThanOrEqual && isViolated(row) {
      return true
    }
    return false
  }

  /// Whether the current basis is already optimal: no release improves any active level.
  ///
  /// A bulk solve whose additions held as they came (sizes seeded, then each container row
  /// placed by its fresh subject) then needs no crash.
  ///
  /// Levels are priced strongest first, each with the duals down to it: a release that improves
  /// a strong level does so whatever the weaker ones say, so a basis far from the optimum (the
  /// common case before a crash) is found out after the duals of its strongest active level.
  /// When no level has an improving release the simplex's own pricing (down to the weakest
  /// level) finds none either: a level without slopes has no duals, so a release costs there
  /// only its own penalty, never less than 0. The solve then skips the simplex.
  ///
  /// - Complexity: up to one transposed solve per active level whose duals are stale, and
  ///   O(*n*) pricing per active level.
  mutating func isOptimalAsItStands() -> Bool {
    let count = levels.count
    guard count > 0 else { return true }
    for rank in 0..<count where levels.activeRows[levels.levelAtRank[rank]] > 0 {
      computeDuals(throughRank: rank)
      if price(ranks: activeRanks, cutoff: rank, bland: false) != nil { return false }
    }
    return true
  }

  /// Matches rows (in the order given) to variables they mention.
  ///
  /// - Returns: For each variable, the row matched to it or −1.
  private func matchRows(_ order: [Int]) -> [Int32] {
    let count = variableCount
    var rowOfVariable = [Int32](repeating: -1, count: count)
    var dead = [Bool](repeating: false, count: count)
    var visited = [UInt32](repeating: 0, count: count)
    var lookahead = [Int32](repeating: 0, count: rowStart.count)
    // Plain buffers throughout: the matching reads every candidate row at least once, and a
    // checked access per entry cost as much as the matching itself.
    rowOfVariable.withUnsafeMutableBufferPointer { rowOfVariable in
      dead.withUnsafeMutableBufferPointer { dead in
        visited.withUnsafeMutableBufferPointer { visited in
          lookahead.withUnsafeMutableBufferPointer { lookahead in
            rowStart.withUnsafeBufferPointer { rowStart in
              rowLength.withUnsafeBufferPointer { rowLength in
                poolColumn.withUnsafeBufferPointer { poolColumn in
                  poolValue.withUnsafeBufferPointer { poolValue in
                    Self.match(
                      order,
                      rows: MatchingRows(
                        start: rowStart, length: rowLength, column: poolColumn, value: poolValue),
                      state: MatchingState(
                        rowOfVariable: rowOfVariable, dead: dead, visited: visited,
                        lookahead: lookahead))
                  }
                }
              }
            }
          }
        }
      }
    }
    return rowOfVariable
  }

  /// The rows a matching reads, as plain buffers.
  private struct MatchingRows {
    let start: UnsafeBufferPointer<Int32>
    let length: UnsafeBufferPointer<Int32>
    let column: UnsafeBufferPointer<Int32>
    let value: UnsafeBufferPointer<Double>

    /// The pool positions of `row`'s entries.
    @inline(__always)
    func entries(of row: Int) -> Range<Int> {
      Int(start[row])..<Int(start[row] + length[row])
    }
  }

  /// What a matching writes, as plain buffers: the row matched to each variable (or −1), the
  /// variables a failed search visited, search stamps, and each row's look-ahead position.
  private struct MatchingState {
    let rowOfVariable: UnsafeMutableBufferPointer<Int32>
    let dead: UnsafeMutableBufferPointer<Bool>
    let visited: UnsafeMutableBufferPointer<UInt32>
    let lookahead: UnsafeMutableBufferPointer<Int32>
  }

  /// The matching of ``matchRows(_:)`` over plain buffers.
  private static func match(_ order: [Int], rows: MatchingRows, state: MatchingState) {
    let rowOfVariable = state.rowOfVariable
    let dead = state.dead
    let visited = state.visited
    let lookahead = state.lookahead
    var stamp: UInt32 = 0
    var visitedList: [Int] = []
    var stack: [(row: Int, next: Int)] = []
    var via: [Int] = []
    for root in order {
      let range = rows.entries(of: root)
      var largest = 0.0
      for entry in range { largest = max(largest, abs(rows.value[entry])) }
      // A free variable with a sound coefficient first.
      var direct = -1
      for entry in range {
        let variable = Int(rows.column[entry])
        if rowOfVariable[variable] < 0, !dead[variable],
          abs(rows.value[entry]) >= 0.1 * largest
        {
          direct = variable
          break
        }
      }
      if direct >= 0 {
        rowOfVariable[direct] = Int32(root)
        continue
      }
      // Otherwise an augmenting path.
      stamp &+= 1
      visitedList.emptyKeepingCapacity()
      stack.emptyKeepingCapacity()
      via.emptyKeepingCapacity()
      stack.append((root, range.lowerBound))
      var found = -1
      search: while let top = stack.last {
        let end = rows.entries(of: top.row).upperBound
        if top.next == end {
          stack.removeLast()
          if !via.isEmpty { via.removeLast() }
          continue
        }
        stack[stack.count - 1].next += 1
        let variable = Int(rows.column[top.next])
        guard !dead[variable], visited[variable] != stamp, rows.value[top.next] != 0 else {
          continue
        }
        visited[variable] = stamp
        visitedList.append(variable)
        let owner = Int(rowOfVariable[variable])
        if owner < 0 {
          found = variable
          break search
        }
        via.append(variable)
        stack.append((owner, rows.entries(of: owner).lowerBound))
        // Look ahead (MC21): a free variable in the row just reached ends the search at once,
        // before any deeper descent. Matched variables stay matched, so each row's look-ahead
        // position only moves forward: O(nnz) over the whole matching.
        let ownerEnd = rows.entries(of: owner).upperBound
        var position = max(Int(lookahead[owner]), rows.entries(of: owner).lowerBound)
        while position < ownerEnd {
          let candidate = Int(rows.column[position])
          if rowOfVariable[candidate] < 0, !dead[candidate], rows.value[position] != 0 { break }
          position += 1
        }
        lookahead[owner] = Int32(position)
        if position < ownerEnd {
          let candidate = Int(rows.column[position])
          visited[candidate] = stamp
          visitedList.append(candidate)
          found = candidate
          break search
        }
      }
      guard found >= 0 else {
        for variable in visitedList { dead[variable] = true }
        continue
      }
      // Shift the matching along the path: the deepest row takes the free variable.
      var variable = found
      for level in stride(from: stack.count - 1, through: 0, by: -1) {
        let row = stack[level].row
        rowOfVariable[variable] = Int32(row)
        if level > 0 { variable = via[level - 1] }
      }
    }
  }

  /// Puts the matched row of each variable `j` in slot `j`, and the stay of `j` (at its current
  /// value) where no row matched.
  ///
  /// Sides and gradients are rebuilt by the factorization's polish.
  private mutating func installBasis(_ rowOfVariable: [Int32]) {
    for row in rowSlot.indices { rowSlot[row] = -1 }
    for variable in 0..<variableCount {
      let row = Int(rowOfVariable[variable])
      if row >= 0 {
        slotContent[variable] = SlotContent(row)
        rowSlot[row] = Int32(variable)
        staySlot[variable] = -1
      } else {
        if staySlot[variable] < 0 { stayTarget[variable] = value[variable] }
        slotContent[variable] = stayContent(variable)
        staySlot[variable] = Int32(variable)
      }
    }
  }
}
