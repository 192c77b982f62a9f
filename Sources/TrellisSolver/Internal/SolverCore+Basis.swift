// The basis: factoring it, solving with it, changing one slot, and moving the point.

extension SolverCore {
  /// Factors the basis anew, swapping numerically dependent rows for stays, then recomputes the
  /// point from the tight rows (``polish()``).
  ///
  /// - Parameter rebuildingGradients: Whether the levels' gradients are rebuilt from the new
  ///   sides; a caller that rebuilds them itself later (the crash, between its rounds) skips it.
  /// - Complexity: O(*nnz* + *b*³) for a bump of size *b*.
  mutating func refactor(rebuildingGradients: Bool = true) {
    factorBasis()
    polish(rebuildingGradients: rebuildingGradients)
  }

  /// Factors the basis anew, swapping numerically dependent rows for stays (their sides and
  /// slopes follow), without recomputing the point.
  ///
  /// - Complexity: O(*nnz* + *b*³) for a bump of size *b*.
  mutating func factorBasis() {
    settleResiduals()
    structureVersion &+= 1
    for _ in 0..<8 {
      var fresh = BasisFactor()
      let basis = basisRows()
      let deficiencies = fresh.factor(
        size: variableCount, rowStart: basis.rowStart, entryColumn: basis.columns,
        entryValue: basis.values)
      factor = fresh
      guard !deficiencies.isEmpty else { break }
      for deficiency in deficiencies {
        let slot = Int(deficiency.slot)
        let column = Int(deficiency.column)
        let old = slotContent[slot]
        if journal.isRecording { journal.slotChanges.append((deficiency.slot, old)) }
        if let variable = stayVariable(old) {
          staySlot[variable] = -1
        } else {
          let row = Int(old)
          rowSlot[row] = -1
          adjustLooseRows(row, by: 1)
          computeResidual(row)
          if journal.isRecording { journal.sideChanges.append((Int32(row), rowSide[row])) }
          rowSide[row] = rowResidual[row] < 0 ? -1 : 1
          applySlopeChange(row, from: 0)
        }
        setStayTarget(column, value[column])
        slotContent[slot] = stayContent(column)
        staySlot[column] = Int32(slot)
      }
    }
    statistics.refactorizations += 1
    etaWork = 0
  }

  /// The rows of the basis, slot by slot (a stay as its one unit entry), in compressed form:
  /// slot `p`'s entries are `rowStart[p] ..< rowStart[p + 1]` of `columns` and `values`.
  ///
  /// - Complexity: O(*nnz* of the basis rows).
  func basisRows() -> (rowStart: [Int32], columns: [Int32], values: [Double]) {
    let size = variableCount
    var rowStart = [Int32](repeating: 0, count: size + 1)
    var total = 0
    for slot in 0..<size {
      let content = slotContent[slot]
      total += content < 0 ? 1 : Int(rowLength[Int(content)])
      rowStart[slot + 1] = Int32(total)
    }
    var columns = [Int32](repeating: 0, count: total)
    var values = [Double](repeating: 0, count: total)
    columns.withUnsafeMutableBufferPointer { columns in
      values.withUnsafeMutableBufferPointer { values in
        poolColumn.withUnsafeBufferPointer { poolColumn in
          poolValue.withUnsafeBufferPointer { poolValue in
            for slot in 0..<size {
              var position = Int(rowStart[slot])
              let content = slotContent[slot]
              if let variable = stayVariable(content) {
                columns[position] = Int32(variable)
                values[position] = 1
                continue
              }
              for entry in entries(of: Int(content)) {
                columns[position] = poolColumn[entry]
                values[position] = poolValue[entry]
                position += 1
              }
            }
          }
        }
      }
    }
    return (rowStart, columns, values)
  }

  /// Recomputes the point from the tight rows and stays, every residual and side from the
  /// point, and every gradient from the sides, discarding accumulated rounding.
  ///
  /// - Parameter rebuildingGradients: Whether the gradients are rebuilt (see ``refactor()``).
  /// - Complexity: O(*nnz*) plus one solve.
  mutating func polish(rebuildingGradients: Bool = true) {
    pendingSideRows.emptyKeepingCapacity()
    solvePoint()
    recomputeAllResiduals()
    for row in rowStart.indices where rowAlive[row] { refreshSide(row) }
    if rebuildingGradients { rebuildGradients() }
  }

  /// Solves the point from the tight rows' constants and the stays' targets (which hold every
  /// pending change of a tight row's constant), leaving residuals and sides as they are.
  ///
  /// - Complexity: O(*n*) plus one solve.
  private mutating func solvePoint() {
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
    etaWork += factor.etaEntryCount + factor.etaCount
    valueLog.noteAll()
    factor.solve(&scratchSlots, into: &storedValue, support: &support)
    for index in 0..<variableCount { scratchDirection[index] = 0 }
    support.emptyKeepingCapacity()
  }

  /// Recomputes the point from the tight rows and stays, then the residuals and sides of the
  /// loose rows that mention a variable that moved; every other row keeps its residual, side and
  /// slope, and the gradients change by the slopes that change.
  ///
  /// For a change of basis that moves part of the point (required rows swapped in one part of
  /// a layout): ``polish(rebuildingGradients:)`` would recompute every row and rebuild every
  /// gradient. A value within rounding of the old one (``unmovedTolerance``) counts as unmoved,
  /// so that a part the change did not reach, solved again through a new factorization, is not
  /// recomputed for its last bits.
  ///
  /// - Complexity: O(*n*) plus one solve, plus the entries of the rows that mention a moved
  ///   variable.
  mutating func polishMoved() {
    let old = storedValue
    solvePoint()
    for index in 0..<variableCount {
      let new = storedValue[index]
      if abs(new - old[index]) > Self.unmovedTolerance * (1 + abs(new)) {
        support.append(Int32(index))
      }
    }
    gatherTouchedRows()
    refreshTouchedRows()
    support.emptyKeepingCapacity()
    // Loose rows whose constants changed wait for their sides, at the new point.
    settlePendingSides()
  }

  /// Recomputes the residuals of ``touchedRows`` from the point and puts each on its side.
  ///
  /// - Complexity: O(Σ lengths of the touched rows).
  mutating func refreshTouchedRows() {
    recomputeResiduals(touchedRows)
    for row in touchedRows { refreshSide(Int(row)) }
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

  /// Factors anew once etas or dead pivots cost more than a fresh factorization would save.
  mutating func refactorIfNeeded() {
    if factor.etaCount >= Self.etaLimit
      || factor.etaEntryCount > factor.entryCount + 4 * factor.size
      || factor.deadPivots > max(1_024, factor.size)
    {
      refactor()
    }
  }

  /// Sets a stay's target, recording the change.
  mutating func setStayTarget(_ variable: Int, _ target: Double) {
    if journal.isRecording {
      journal.stayTargetChanges.append((Int32(variable), stayTarget[variable]))
    }
    stayTarget[variable] = target
  }

  /// Computes `scratchDirection = sign × M⁻¹ eₛₗₒₜ`: how the point moves when the row in `slot` is
  /// released by one unit, every other tight row and stay kept.
  ///
  /// Fills `support` with the variables that move. When the slot's content is the only basis
  /// row (or stay) that mentions its pivot variable, only that variable moves, at the rate
  /// `sign / coefficient`: no solve (a title's width held by its hugging, released for its
  /// trailing gap, in every row of a rotated list).
  ///
  /// - Complexity: O(rows on the pivot variable) for such a slot, else
  ///   O(*n* + *nnz*(factor) + *nnz*(etas)).
  mutating func computeDirection(releasing slot: Int, sign: Double) {
    if let (variable, coefficient) = freshPivot(of: slot) {
      setUnitDirection(variable, scale: sign / coefficient)
      return
    }
    for index in 0..<variableCount { scratchSlots[index] = 0 }
    scratchSlots[slot] = sign
    etaWork += factor.etaEntryCount + factor.etaCount
    factor.solve(&scratchSlots, into: &scratchDirection, support: &support)
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
    etaWork += factor.etaEntryCount + factor.etaCount
    factor.solveTransposed(&scratchColumns, into: &scratchLambda)
  }

  /// Puts `content` into `slot`; a row leaving the slot goes to `leavingSide` and slopes follow.
  ///
  /// The factorization takes the cheapest exact update (see ``updateFactor(replacing:with:)``).
  ///
  /// - Parameters:
  ///   - slot: The slot to fill.
  ///   - content: A row or a stay.
  ///   - leavingSide: The side of the row leaving the slot, if a row leaves.
  ///   - lambdaReady: Whether `scratchLambda` already holds `M⁻ᵀ a` for `content`.
  ///   - enteringSlopeApplied: Whether the entering row's slope is in its level's gradient (a
  ///     row just inserted without it is not).
  /// - Complexity: O(*t*) for a cheap update, else one transposed solve and an eta.
  mutating func replaceSlot(
    _ slot: Int, with content: SlotContent, leavingSide: Int8, lambdaReady: Bool = false,
    enteringSlopeApplied: Bool = true
  ) {
    structureVersion &+= 1
    updateFactor(replacing: slot, with: content, lambdaReady: lambdaReady)
    let old = slotContent[slot]
    if journal.isRecording { journal.slotChanges.append((Int32(slot), old)) }
    if let variable = stayVariable(old) {
      staySlot[variable] = -1
    } else {
      let row = Int(old)
      rowSlot[row] = -1
      adjustLooseRows(row, by: 1)
      if journal.isRecording { journal.sideChanges.append((Int32(row), rowSide[row])) }
      rowSide[row] = leavingSide
      applySlopeChange(row, from: 0)
    }
    if let variable = stayVariable(content) {
      staySlot[variable] = Int32(slot)
    } else {
      let row = Int(content)
      let before = enteringSlopeApplied ? slope(of: row) : 0
      rowSlot[row] = Int32(slot)
      adjustLooseRows(row, by: -1)
      applySlopeChange(row, from: before)
    }
    slotContent[slot] = content
    statistics.pivots += 1
  }

  /// Updates the factorization for `content` replacing the row of `slot`, before the basis
  /// bookkeeping changes.
  ///
  /// When the slot holds a plain pivot on a column `j` that `content` mentions with a sound
  /// coefficient, a one-variable row over a unit pivot only rescales it, and a row whose `j` no
  /// other basis row mentions is appended at the end of the solve order. Otherwise `λ = M⁻ᵀ a` is
  /// computed (unless ready) and kept as an eta.
  mutating func updateFactor(replacing slot: Int, with content: SlotContent, lambdaReady: Bool) {
    if factor.hasPlainPivot(slot) {
      let column = factor.pivotColumn(of: slot)
      let range: Range<Int>
      var coefficient = 0.0
      var largest = 0.0
      if let variable = stayVariable(content) {
        range = 0..<0
        if variable == column { coefficient = 1 }
        largest = 1
      } else {
        range = entries(of: Int(content))
        for entry in range {
          if Int(poolColumn[entry]) == column { coefficient = poolValue[entry] }
          largest = max(largest, abs(poolValue[entry]))
        }
      }
      if coefficient != 0, abs(coefficient) >= Self.pivotRatio * largest {
        if (range.count <= 1) && factor.isUnitPivot(slot) {
          // Row `slot` of M is scaled: its dual scales inversely.
          let ratio = factor.pivotValue(of: slot) / coefficient
          for level in levels.dualValid.indices where levels.dualValid[level] {
            levels.dualStore[level * levels.dualStride + slot] *= ratio
          }
          factor.rescalePivot(of: slot, to: coefficient)
          statistics.inPlaceUpdates += 1
          return
        }
        // A stay's one entry is only made into a list when the content is a stay.
        let rowEntries = range.isEmpty ? [Int32(column)][...] : poolColumn[range]
        if factor.canReplaceInPlace(slot: slot, column: column, entries: rowEntries) {
          levels.invalidateDuals()
          let rowValues = range.isEmpty ? [1.0][...] : poolValue[range]
          factor.replacePivotInPlace(
            of: slot, column: column, entries: rowEntries, values: rowValues)
          statistics.inPlaceUpdates += 1
          return
        }
        if isFresh(column, exceptSlot: slot) {
          levels.invalidateDuals()
          if range.isEmpty {
            factor.appendPivot(
              replacing: slot, column: column, entries: [Int32(column)], values: [1])
          } else {
            factor.appendPivot(
              replacing: slot, column: column, entries: poolColumn[range], values: poolValue[range])
          }
          statistics.inPlaceUpdates += 1
          return
        }
      }
    }
    if !lambdaReady { computeLambda(for: content) }
    factor.replaceRow(slot: slot, lambda: scratchLambda)
    statistics.etaUpdates += 1
    // M' = E M: every cached dual follows as y' = E⁻ᵀ y.
    let pivot = scratchLambda[slot]
    for level in levels.dualValid.indices where levels.dualValid[level] {
      let offset = level * levels.dualStride
      let value = levels.dualStore[offset + slot] / pivot
      if value != 0 {
        for (index, entry) in factor.lastEtaEntries() {
          levels.dualStore[offset + Int(index)] -= entry * value
        }
      }
      levels.dualStore[offset + slot] = value
    }
  }

  /// Whether no basis row but the one in `slot` mentions `variable`.
  ///
  /// - Complexity: O(rows mentioning the variable).
  // Inlined into its mutating callers: a call would pass `self` as a copy of the whole solver
  // state (1.3 KB, one `memcpy` per call; 2–3% of a large build's instructions).
  @inline(__always)
  func isFresh(_ variable: Int, exceptSlot slot: Int) -> Bool {
    let stay = Int(staySlot[variable])
    if stay >= 0, stay != slot { return false }
    for row in columnRows.rows(of: variable) where rowAlive[Int(row)] {
      let position = Int(rowSlot[Int(row)])
      if position >= 0, position != slot { return false }
    }
    return true
  }

  /// The pivot variable of `slot` and its coefficient in the slot's content, when the slot's
  /// pivot is plain and no other basis row nor stay mentions that variable: releasing the slot
  /// then moves that variable alone, at the rate `1 / coefficient`.
  ///
  /// - Complexity: O(rows on the variable + the content's terms).
  func freshPivot(of slot: Int) -> (variable: Int, coefficient: Double)? {
    guard factor.hasPlainPivot(slot) else { return nil }
    let variable = factor.pivotColumn(of: slot)
    let content = slotContent[slot]
    if let stay = stayVariable(content) {
      guard stay == variable, isFresh(variable, exceptSlot: slot) else { return nil }
      return (variable, 1)
    }
    guard isFresh(variable, exceptSlot: slot),
      let coefficient = coefficient(of: variable, in: Int(content)), coefficient != 0
    else { return nil }
    return (variable, coefficient)
  }

  /// Sets `scratchDirection` to `scale` times the unit vector of `variable` (the direction of
  /// releasing its stay, or a row pivoting on it, when no other basis row mentions it), keeping
  /// the vector zero outside `support`.
  mutating func setUnitDirection(_ variable: Int, scale: Double = 1) {
    for index in support { scratchDirection[Int(index)] = 0 }
    scratchDirection[variable] = scale
    support.emptyKeepingCapacity()
    support.append(Int32(variable))
  }

  /// Sets `scratchDirection` to the direction of releasing the stay of `variable` (what
  /// ``computeDirection(releasing:sign:)`` gives with sign +1) by following the tight rows the
  /// move reaches, when each has a plain pivot and they are few: O(their entries) instead of a
  /// solve through the whole factor.
  ///
  /// The direction moves `variable` by 1 and keeps every other basis row tight: a stay holds
  /// its variable still, and a tight row with a plain pivot moves its pivot variable by what
  /// keeps its own residual unchanged. Those pivots form a triangular system, so the variables
  /// reached are solved in topological order (depth first, as a hypersparse triangular solve
  /// does). A stack child whose start a constraint of its own already mentions (a badge centred
  /// on it) is placed by its gap this way in O(1), where a solve costs O(*n*).
  ///
  /// - Parameters:
  ///   - variable: A variable whose stay holds its slot as a plain pivot.
  ///   - limit: The most variables the direction may move.
  /// - Returns: `false`, leaving the direction untouched, when the move reaches a tight row
  ///   without a plain pivot, a cycle, a pivot too small to divide by, or more than `limit`
  ///   variables.
  /// - Complexity: O(Σ column lengths over the reached variables + their rows' entries).
  mutating func setLocalDirection(releasingStayOf variable: Int, limit: Int = 64) -> Bool {
    // Depth first from `variable`: `reached` in postorder, `state` per variable as a parallel
    // list (1 on the stack, 2 finished), `defining` the tight row each reached pivot solves.
    var reached: [Int32] = []
    var visited: [(variable: Int32, state: Int8, defining: Int32)] = [(Int32(variable), 1, -1)]
    func position(of column: Int32) -> Int? {
      visited.firstIndex { $0.variable == column }
    }
    // Each frame: a variable and the rows of its column still to look at.
    var stack: [(variable: Int, rows: ColumnLists.Rows)] = [
      (variable, columnRows.rows(of: variable))
    ]
    while let top = stack.last {
      var rows = top.rows
      var pushed = false
      while let next = rows.next() {
        let row = Int(next)
        guard rowAlive[row], rowSlot[row] >= 0 else { continue }
        let slot = Int(rowSlot[row])
        guard factor.hasPlainPivot(slot) else { return false }
        let pivot = factor.pivotColumn(of: slot)
        // The row that solves this variable: not an edge.
        if pivot == top.variable { continue }
        if pivot == variable { return false }
        if let index = position(of: Int32(pivot)) {
          // On the stack: a cycle, which a triangular factor does not have.
          if visited[index].state == 1 { return false }
          continue
        }
        guard visited.count < limit else { return false }
        visited.append((Int32(pivot), 1, Int32(row)))
        stack[stack.count - 1].rows = rows
        stack.append((pivot, columnRows.rows(of: pivot)))
        pushed = true
        break
      }
      if pushed { continue }
      stack.removeLast()
      if let index = position(of: Int32(top.variable)) { visited[index].state = 2 }
      reached.append(Int32(top.variable))
    }
    // Reverse postorder is a topological order: every variable a pivot row mentions that moves
    // comes before its pivot. The values are computed first, then written.
    var moves: [(variable: Int32, delta: Double)] = []
    moves.reserveCapacity(reached.count)
    func delta(of column: Int32) -> Double {
      moves.first { $0.variable == column }?.delta ?? 0
    }
    for column in reached.reversed() {
      guard Int(column) != variable else {
        moves.append((column, 1))
        continue
      }
      guard let index = position(of: column) else { return false }
      let row = Int(visited[index].defining)
      var sum = 0.0
      var pivotCoefficient = 0.0
      for entry in entries(of: row) {
        let other = poolColumn[entry]
        if other == column {
          pivotCoefficient = poolValue[entry]
        } else {
          sum += poolValue[entry] * delta(of: other)
        }
      }
      guard abs(pivotCoefficient) > Self.tolerance else { return false }
      moves.append((column, -sum / pivotCoefficient))
    }
    for index in support { scratchDirection[Int(index)] = 0 }
    support.emptyKeepingCapacity()
    for move in moves {
      scratchDirection[Int(move.variable)] = move.delta
      support.append(move.variable)
    }
    return true
  }

  /// How fast a row's residual moves along `scratchDirection`, and the sum of its terms'
  /// magnitudes (the scale a rate is judged zero against).
  ///
  /// - Complexity: O(*t*).
  @inline(__always)
  func rate(of row: Int) -> (rate: Double, norm: Double) {
    var rate = 0.0
    var norm = 0.0
    for entry in entries(of: row) {
      let product = poolValue[entry] * scratchDirection[Int(poolColumn[entry])]
      rate += product
      norm += abs(product)
    }
    return (rate, norm)
  }

  /// Gathers into `touchedRows` the live non-tight rows that mention a variable in `support`.
  ///
  /// Tight rows are left out: their residual is zero by definition.
  ///
  /// - Complexity: O(Σ column lengths over `support`).
  mutating func gatherTouchedRows() {
    markStamp &+= 1
    if markStamp == 0 {
      for index in rowMark.indices { rowMark[index] = 0 }
      markStamp = 1
    }
    let stamp = markStamp
    // Filled as a local (no uniqueness check per append), then put back.
    var touched = touchedRows
    touchedRows = []
    touched.emptyKeepingCapacity()
    rowMark.withUnsafeMutableBufferPointer { marks in
      rowSlot.withUnsafeBufferPointer { slots in
        rowAlive.withUnsafeBufferPointer { alive in
          looseRows.withUnsafeBufferPointer { loose in
            columnRows.withUnsafeBuffers { heads, links in
              for variable in support where loose[Int(variable)] > 0 {
                var link = heads[Int(variable)].first
                while link >= 0 {
                  let row = links[Int(link)].row
                  link = links[Int(link)].next
                  let index = Int(row)
                  guard alive[index], slots[index] < 0, marks[index] != stamp else { continue }
                  marks[index] = stamp
                  touched.append(row)
                }
              }
            }
          }
        }
      }
    }
    touchedRows = touched
  }

  /// Moves the point by `step × scratchDirection` over `support`, then recomputes the residuals
  /// of `touchedRows` (the non-tight rows gathered by the caller for the same support) and fixes
  /// their sides.
  ///
  /// - Complexity: O(|support| + Σ lengths of the touched rows).
  mutating func moveAlongDirection(step: Double) {
    if step != 0 {
      valueLog.noteAll()
      storedValue.withUnsafeMutableBufferPointer { x in
        scratchDirection.withUnsafeBufferPointer { direction in
          for variable in support {
            x[Int(variable)] += step * direction[Int(variable)]
          }
        }
      }
    }
    refreshTouchedRows()
  }

  /// Applies the pending right-hand-side changes of tight rows with one solve:
  /// `Δx = M⁻¹(−δb)`; then settles the sides of the non-tight rows whose constants changed, at
  /// the moved point.
  ///
  /// When the same few slots change again with nothing else changed in between (a resize loop
  /// suggesting the same edit variables), the second time stores each slot's unit direction
  /// `M⁻¹eₚ` and the rows it touches; from then on `Δx = Σ δₚ M⁻¹eₚ` costs what the directions
  /// touch, without a solve or a gather. Residuals are still recomputed from the point.
  ///
  /// Every residual is current afterwards.
  ///
  /// - Complexity: one solve plus the rows the moved variables touch; with cached directions,
  ///   O(their entries + the rows they touch), plus writing back their deferred residuals.
  mutating func applyPendingChanges() {
    applyPendingChangesDeferringResiduals()
    settleResiduals()
  }

  /// Applies the pending changes as ``applyPendingChanges()`` does, but leaves the residuals of
  /// rows moved along cached directions deferred (``residualsDeferred``): for the paths that
  /// read no residual afterwards unless a side changed or a required row may break (a lazy
  /// solve, a required constant's update), so that a resize loop never writes them back.
  ///
  /// - Complexity: one solve plus the rows the moved variables touch; with cached directions,
  ///   O(their entries + the moving rows, in one dense list).
  mutating func applyPendingChangesDeferringResiduals() {
    if !pendingSlots.isEmpty { applyPendingSlotChanges() }
    settlePendingSides()
  }

  /// Puts each loose row whose constant changed on the side its residual, recomputed at the
  /// current point, lies.
  ///
  /// - Complexity: O(Σ lengths of those rows).
  private mutating func settlePendingSides() {
    guard !pendingSideRows.isEmpty else { return }
    for row in pendingSideRows {
      let index = Int(row)
      guard rowAlive[index], rowSlot[index] < 0 else { continue }
      refreshSide(index, residual: computeResidual(index))
    }
    pendingSideRows.emptyKeepingCapacity()
  }

  /// Moves the point by the pending right-hand-side changes of tight rows (see
  /// ``applyPendingChanges()``).
  private mutating func applyPendingSlotChanges() {
    // The list's buffer is borrowed and handed back empty (no allocation per change).
    var slots = pendingSlots
    pendingSlots = []
    defer {
      slots.emptyKeepingCapacity()
      pendingSlots = slots
    }
    slots.sort()
    var unique = 0
    for index in slots.indices {
      let slot = slots[index]
      guard pendingChange[Int(slot)] != 0, unique == 0 || slots[unique - 1] != slot else {
        continue
      }
      slots[unique] = slot
      unique += 1
    }
    slots.removeLast(slots.count - unique)
    guard !slots.isEmpty else { return }
    let cacheable = slots.count <= PendingDirections.slotLimit
    if cacheable, pendingDirections.version == structureVersion, pendingDirections.slots == slots {
      if !pendingDirections.isFilled { fillPendingDirections(slots) }
      applyCachedDirections(slots)
      return
    }
    // The deferred residuals live in the cache about to be replaced, and the move below
    // recomputes residuals from the stored ones.
    settleResiduals()
    if cacheable { pendingDirections = PendingDirections(version: structureVersion, slots: slots) }
    for index in 0..<variableCount { scratchSlots[index] = 0 }
    for slot in slots {
      scratchSlots[Int(slot)] = pendingChange[Int(slot)]
      pendingChange[Int(slot)] = 0
    }
    etaWork += factor.etaEntryCount + factor.etaCount
    factor.solve(&scratchSlots, into: &scratchDirection, support: &support)
    gatherTouchedRows()
    moveAlongDirection(step: 1)
  }
}
