// Resize loops: the unit directions of slots whose constants keep changing, kept while the
// solver's structure stays the same.

extension SolverCore {
  /// Stores the unit direction of each slot and the non-tight rows they touch.
  ///
  /// - Parameter slots: The slots, sorted, at most ``PendingDirections/slotLimit``.
  /// - Complexity: one solve per slot, plus the rows the directions touch.
  mutating func fillPendingDirections(_ slots: [Int32]) {
    var cache = pendingDirections
    pendingDirections = PendingDirections()
    var union: [Int32] = []
    var seen = Set<Int32>()
    for slot in slots {
      computeDirection(releasing: Int(slot), sign: 1)
      // In column order, so a move walks the point (and the log the frame write reads) forward
      // instead of jumping about it: at 10,000 nodes the point is larger than the cache.
      for variable in support.sorted() {
        cache.columns.append(variable)
        cache.values.append(scratchDirection[Int(variable)])
        if seen.insert(variable).inserted { union.append(variable) }
      }
      cache.starts.append(cache.columns.count)
    }
    // `scratchDirection` is zero outside the last direction's support, a subset of the union.
    support = union
    gatherTouchedRows()
    cache.touched = touchedRows
    // Each touched row's rate along each direction, `a · M⁻¹eₚ`; rows whose rates are all zero
    // (a field's left and width moving in opposite ways) keep their residual.
    var rates = [SIMD4<Double>](repeating: SIMD4(), count: touchedRows.count)
    // `scratchColumns` holds leftovers: clear what the rows read before scattering into it.
    for row in touchedRows {
      for entry in entries(of: Int(row)) { scratchColumns[Int(poolColumn[entry])] = 0 }
    }
    for index in slots.indices {
      let directionEntries = cache.starts[index]..<cache.starts[index + 1]
      for entry in directionEntries {
        scratchColumns[Int(cache.columns[entry])] = cache.values[entry]
      }
      for (position, row) in touchedRows.enumerated() {
        var rate = 0.0
        for entry in entries(of: Int(row)) {
          rate += poolValue[entry] * scratchColumns[Int(poolColumn[entry])]
        }
        rates[position][index] = rate
      }
      for entry in directionEntries {
        scratchColumns[Int(cache.columns[entry])] = 0
      }
    }
    // In row order, so a move walks the residuals forward.
    let order = touchedRows.indices.sorted { touchedRows[$0] < touchedRows[$1] }
    let required = Int32(levels.requiredLevelID)
    for position in order where rates[position] != SIMD4() {
      let row = Int(touchedRows[position])
      cache.moving.append(touchedRows[position])
      for index in slots.indices { cache.rates.append(rates[position][index]) }
      cache.checks.append(
        rowLevel[row] != required
          ? .soft : rowKind[row] == .greaterThanOrEqual ? .requiredBound : .requiredOther)
    }
    cache.isFilled = true
    pendingDirections = cache
  }

  /// Moves the point by the cached directions scaled by the pending changes, and the touched
  /// rows' residuals by their rates.
  ///
  /// A residual moved by its rates is exact up to rounding; a row whose residual may now lie on
  /// the other side of zero (or a required equality, whose violation is judged to the tolerance)
  /// is recomputed from scratch before its side is decided, and every
  /// ``PendingDirections/exactPeriod``-th move recomputes all of them, so rounding never builds
  /// up.
  ///
  /// - Parameter slots: The slots the cache was filled for, each with a pending change.
  /// - Complexity: O(the directions' entries + touched rows × slots), plus the rows recomputed.
  mutating func applyCachedDirections(_ slots: [Int32]) {
    // At most four slots: their changes are one vector, zero past the last slot.
    var delta = SIMD4<Double>()
    let count = slots.count
    for (index, slot) in slots.enumerated() {
      delta[index] = pendingChange[Int(slot)]
      pendingChange[Int(slot)] = 0
    }
    pendingDirections.moves += 1
    let exact = pendingDirections.moves % PendingDirections.exactPeriod == 0
    // An exact move recomputes every touched row from the point: the stored residuals first.
    if exact { settleResiduals() }
    // The scratch list's buffer is borrowed (no allocation per move).
    var recompute = touchedRows
    touchedRows = []
    recompute.emptyKeepingCapacity()
    // The point and the residuals are moved out while they are written, so reading the cached
    // lists beside them takes no copy of those lists (no retain and release per list).
    // Written directly, with the positions the directions move logged (a write through
    // `value` would log "any").
    var point = storedValue
    storedValue = []
    pendingDirections.move(&point, by: delta, count: count)
    storedValue = point
    PendingDirections.logMoved(
      columns: pendingDirections.columns, starts: pendingDirections.starts, count: count,
      into: &valueLog, limit: storedValue.count)
    if exact {
      recompute.append(contentsOf: pendingDirections.touched)
      recomputeResiduals(recompute)
      for row in recompute {
        refreshSide(Int(row))
      }
      touchedRows = recompute
      return
    }
    // The moving rows' residuals move in their own dense list, gathered from the stored ones
    // at the first move and written back when something else needs them.
    if !residualsDeferred {
      pendingDirections.gatherResiduals(from: storedResidual)
      residualsDeferred = true
    }
    // The positions (in the moving list) of the rows to recompute, in a kept buffer.
    var positions = recomputedPositions
    recomputedPositions = []
    positions.emptyKeepingCapacity()
    pendingDirections.moveResiduals(by: delta, sides: rowSide, recompute: &positions)
    statistics.rowsTouched += pendingDirections.moving.count - positions.count
    if !positions.isEmpty {
      let moving = pendingDirections.moving
      for position in positions { recompute.append(moving[Int(position)]) }
      recomputeDeferredResiduals(recompute)
      for position in positions {
        let row = Int(moving[Int(position)])
        let residual = storedResidual[row]
        pendingDirections.movingResidual[Int(position)] = residual
        refreshSide(row, residual: residual)
      }
    }
    recomputedPositions = positions
    touchedRows = recompute
  }

  /// Writes the deferred residuals of the cached directions' moving rows back to
  /// ``storedResidual``, so every residual is current again.
  ///
  /// - Complexity: O(moving rows) when residuals are deferred, else O(1).
  mutating func settleResiduals() {
    guard residualsDeferred else { return }
    residualsDeferred = false
    pendingDirections.scatterResiduals(into: &storedResidual)
  }
}

/// The unit directions `M⁻¹eₚ` of a few slots whose constants keep changing, and the non-tight
/// rows they touch, valid while the solver's structure version stays the same.
struct PendingDirections {
  /// The most slots cached at once (a resize changes two or four).
  static let slotLimit = 4
  var version = -1
  /// The slots, sorted.
  var slots: [Int32] = []
  var isFilled = false
  /// Slot `slots[i]`'s direction is `columns/values[starts[i] ..< starts[i + 1]]`.
  var starts: [Int] = [0]
  var columns: [Int32] = []
  var values: [Double] = []
  /// The non-tight rows any of the directions touches.
  var touched: [Int32] = []
  /// The touched rows with a non-zero rate along some direction: row `moving[t]`'s rate along
  /// slot `slots[i]`'s direction is `rates[t × slots.count + i]`.
  ///
  /// As many rates a row as there are slots, not four: a resize usually changes one constant,
  /// and at 10,000 nodes four lanes a row made the list larger than the rest of a move reads.
  var moving: [Int32] = []
  var rates: [Double] = []
  /// What a move checks of each moving row, read from its level and kind when the cache was
  /// filled (a row changes level only through ``SolverCore/moveRow(_:toPriority:)``, which
  /// drops the cache).
  var checks: [Check] = []
  /// While the solver defers them (``SolverCore/residualsDeferred``), each moving row's
  /// residual: `movingResidual[t]` is row `moving[t]`'s.
  var movingResidual: [Double] = []

  /// What a move checks of a moving row before it keeps the row's moved residual.
  enum Check: UInt8 {
    /// A soft row: kept while it stays on its side.
    case soft
    /// A required `>=` row: kept while it holds.
    case requiredBound
    /// Any other required row: recomputed at every move (its violation is judged to the
    /// tolerance).
    case requiredOther
  }
  /// The moves made along these directions.
  var moves = 0
  /// Every this many moves, the touched residuals are recomputed from scratch.
  static let exactPeriod = 64

  /// Logs the positions the first `count` cached directions move.
  ///
  /// Static, and given the directions' lists: a caller's log is usually a sibling property of
  /// the cache, and calling a method of the cache beside the log's exclusive access copied the
  /// cache (a retain and a release per move).
  ///
  /// - Parameters:
  ///   - columns: The cache's ``columns``.
  ///   - starts: The cache's ``starts``.
  ///   - count: How many slots moved.
  ///   - log: The log.
  ///   - limit: The point's size.
  /// - Complexity: O(the directions' entries) while the log is on, else O(1).
  static func logMoved(
    columns: [Int32], starts: [Int], count: Int, into log: inout ValueLog, limit: Int
  ) {
    guard log.isOn else { return }
    columns.withUnsafeBufferPointer { columns in
      log.note(UnsafeBufferPointer(rebasing: columns[starts[0]..<starts[count]]), limit: limit)
    }
  }

  /// Moves the point by `Σ delta[i] · direction[i]` over the first `count` cached slots.
  ///
  /// - Complexity: O(the directions' entries).
  func move(_ point: inout [Double], by delta: SIMD4<Double>, count: Int) {
    point.withUnsafeMutableBufferPointer { x in
      columns.withUnsafeBufferPointer { columns in
        values.withUnsafeBufferPointer { values in
          for index in 0..<count {
            for entry in starts[index]..<starts[index + 1] {
              x[Int(columns[entry])] += delta[index] * values[entry]
            }
          }
        }
      }
    }
  }

  /// Moves each moving row's residual in ``movingResidual`` by its rates, or lists its
  /// position in `recompute` when it may change side or, being required, may break.
  ///
  /// - Complexity: O(moving rows).
  mutating func moveResiduals(
    by delta: SIMD4<Double>, sides: [Int8], recompute: inout [Int32]
  ) {
    switch slots.count {
    case 1:
      let step = delta[0]
      moveResiduals(sides: sides, recompute: &recompute) { rates, position in
        step * rates[position]
      }
    case 2:
      let step = SIMD2(delta[0], delta[1])
      moveResiduals(sides: sides, recompute: &recompute) { rates, position in
        (step * SIMD2(rates[2 * position], rates[2 * position + 1])).sum()
      }
    default:
      let stride = slots.count
      moveResiduals(sides: sides, recompute: &recompute) { rates, position in
        var change = 0.0
        for index in 0..<stride { change += delta[index] * rates[stride * position + index] }
        return change
      }
    }
  }

  /// Moves each moving row's residual by `change(rates, position)`, as
  /// ``moveResiduals(by:sides:recompute:)`` describes.
  @inline(__always)
  private mutating func moveResiduals(
    sides: [Int8], recompute: inout [Int32],
    change: (UnsafeBufferPointer<Double>, Int) -> Double
  ) {
    // The lists are handed over as arguments: borrowed next to the residuals' exclusive
    // access, where reading them inside its closure retained and released each one (three
    // atomic pairs a move, a fifth of a W4 resize's atomics).
    Self.moveResiduals(
      &movingResidual, sides: sides, checks: checks, rates: rates, moving: moving,
      recompute: &recompute, change: change)
  }

  /// The loop of ``moveResiduals(sides:recompute:change:)`` over the lists it is given.
  @inline(__always)
  private static func moveResiduals(
    _ movingResidual: inout [Double], sides: [Int8], checks: [Check], rates: [Double],
    moving: [Int32], recompute: inout [Int32],
    change: (UnsafeBufferPointer<Double>, Int) -> Double
  ) {
    movingResidual.withUnsafeMutableBufferPointer { residuals in
      sides.withUnsafeBufferPointer { sides in
        checks.withUnsafeBufferPointer { checks in
          rates.withUnsafeBufferPointer { rates in
            moving.withUnsafeBufferPointer { moving in
              for position in 0..<moving.count {
                let row = Int(moving[position])
                let residual = residuals[position] + change(rates, position)
                // A side is ±1: the residual keeps it when their product is not negative.
                let keepsSide = Double(sides[row]) * residual >= 0
                let settled =
                  checks[position] == .soft
                  || (checks[position] == .requiredBound && residual >= 0)
                if keepsSide, settled {
                  residuals[position] = residual
                } else {
                  recompute.append(Int32(position))
                }
              }
            }
          }
        }
      }
    }
  }

  /// Where a row is among the moving rows, or `nil` when it is not one.
  ///
  /// - Complexity: O(log moving rows) (they are in row order).
  func position(ofMoving row: Int) -> Int? {
    var low = 0
    var high = moving.count
    while low < high {
      let middle = (low + high) / 2
      if Int(moving[middle]) < row { low = middle + 1 } else { high = middle }
    }
    return low < moving.count && Int(moving[low]) == row ? low : nil
  }

  /// Copies the moving rows' residuals out of the solver's stored list.
  ///
  /// - Parameter stored: The solver's residuals, current for every row.
  /// - Complexity: O(moving rows).
  mutating func gatherResiduals(from stored: [Double]) {
    movingResidual.emptyKeepingCapacity()
    movingResidual.reserveCapacity(moving.count)
    for row in moving { movingResidual.append(stored[Int(row)]) }
  }

  /// Writes the moving rows' residuals back into the solver's stored list.
  ///
  /// - Parameter stored: The solver's residuals, out of date for the moving rows.
  /// - Complexity: O(moving rows).
  func scatterResiduals(into stored: inout [Double]) {
    stored.withUnsafeMutableBufferPointer { stored in
      for (position, row) in moving.enumerated() {
        stored[Int(row)] = movingResidual[position]
      }
    }
  }

  init() {}

  init(version: Int, slots: [Int32]) {
    self.version = version
    self.slots = slots
  }
}
