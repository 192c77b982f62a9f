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
    for position in order where rates[position] != SIMD4() {
      cache.moving.append(touchedRows[position])
      cache.rates.append(rates[position])
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
    // The scratch list's buffer is borrowed (no allocation per move).
    var recompute = touchedRows
    touchedRows = []
    recompute.removeAll(keepingCapacity: true)
    let requiredLevel = Int32(levels.requiredLevelID)
    // The point and the residuals are moved out while they are written, so reading the cached
    // lists beside them takes no copy of those lists (no retain and release per list).
    // Written directly, with the positions the directions move logged (a write through
    // `value` would log "any").
    var point = storedValue
    storedValue = []
    pendingDirections.move(&point, by: delta, count: count)
    storedValue = point
    pendingDirections.logMoved(count: count, into: &valueLog, limit: storedValue.count)
    if !exact {
      var residuals = rowResidual
      rowResidual = []
      pendingDirections.moveResiduals(
        &residuals, by: delta, sides: rowSide, levels: rowLevel, kinds: rowKind,
        requiredLevel: requiredLevel, recompute: &recompute)
      rowResidual = residuals
    }
    if exact {
      recompute.append(contentsOf: pendingDirections.touched)
    } else {
      statistics.rowsTouched += pendingDirections.moving.count - recompute.count
    }
    recomputeResiduals(recompute)
    for row in recompute {
      refreshSide(Int(row))
    }
    touchedRows = recompute
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
  /// slot `slots[i]`'s direction is `rates[t][i]` (zero past the last slot).
  var moving: [Int32] = []
  var rates: [SIMD4<Double>] = []
  /// The moves made along these directions.
  var moves = 0
  /// Every this many moves, the touched residuals are recomputed from scratch.
  static let exactPeriod = 16

  /// Logs the positions the first `count` cached directions move.
  ///
  /// - Parameters:
  ///   - count: How many slots moved.
  ///   - log: The log.
  ///   - limit: The point's size.
  /// - Complexity: O(the directions' entries) while the log is on, else O(1).
  func logMoved(count: Int, into log: inout ValueLog, limit: Int) {
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

  /// Moves each moving row's residual by its rates, or lists it in `recompute` when it may
  /// change side or, being required, may break.
  ///
  /// - Complexity: O(moving rows).
  func moveResiduals(
    _ residuals: inout [Double], by delta: SIMD4<Double>, sides: [Int8], levels: [Int32],
    kinds: [RowKind], requiredLevel: Int32, recompute: inout [Int32]
  ) {
    residuals.withUnsafeMutableBufferPointer { residuals in
      sides.withUnsafeBufferPointer { sides in
        levels.withUnsafeBufferPointer { rowLevels in
          kinds.withUnsafeBufferPointer { kinds in
            rates.withUnsafeBufferPointer { rates in
              moving.withUnsafeBufferPointer { moving in
                for position in 0..<moving.count {
                  let row = Int(moving[position])
                  let change = (delta * rates[position]).sum()
                  let residual = residuals[row] + change
                  // A side is ±1: the residual keeps it when their product is not negative.
                  let keepsSide = Double(sides[row]) * residual >= 0
                  let settled =
                    rowLevels[row] != requiredLevel
                    || (kinds[row] == .greaterThanOrEqual && residual >= 0)
                  if keepsSide, settled {
                    residuals[row] = residual
                  } else {
                    recompute.append(Int32(row))
                  }
                }
              }
            }
          }
        }
      }
    }
  }

  init() {}

  init(version: Int, slots: [Int32]) {
    self.version = version
    self.slots = slots
  }
}
