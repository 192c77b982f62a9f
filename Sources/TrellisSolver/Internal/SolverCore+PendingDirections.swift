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
      for variable in support {
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
    cache.isFilled = true
    pendingDirections = cache
  }

  /// Moves the point by the cached directions scaled by the pending changes, then recomputes
  /// the touched rows.
  ///
  /// - Parameter slots: The slots the cache was filled for, each with a pending change.
  /// - Complexity: O(the directions' entries + Σ lengths of the touched rows).
  mutating func applyCachedDirections(_ slots: [Int32]) {
    let cache = pendingDirections
    value.withUnsafeMutableBufferPointer { x in
      for (index, slot) in slots.enumerated() {
        let delta = pendingChange[Int(slot)]
        pendingChange[Int(slot)] = 0
        for entry in cache.starts[index]..<cache.starts[index + 1] {
          x[Int(cache.columns[entry])] += delta * cache.values[entry]
        }
      }
    }
    recomputeResiduals(cache.touched)
    for row in cache.touched {
      refreshSide(Int(row))
    }
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

  init() {}

  init(version: Int, slots: [Int32]) {
    self.version = version
    self.slots = slots
  }
}
