// Degenerate swaps between a variable's two one-variable bounds, made without a direction.

/// A slot whose one-variable inequality gives way to the opposite one-variable inequality on the
/// same variable, both tight: the basis changes, the point does not.
struct BoundFlip {
  /// The slot.
  var slot: Int
  /// The tight opposite inequality that takes the slot.
  var row: Int
}

extension SolverCore {
  /// The bound flip that releasing `slot` upwards amounts to, if it is one.
  ///
  /// The slot must hold a one-variable inequality `a·x + c ≥ 0` (a compression resistance, say)
  /// whose release upwards improves the objective. Releasing it moves `x` at the rate `1/a`, so
  /// a tight one-variable inequality `b·x + d ≥ 0` on the same variable whose residual falls
  /// along the move (`b/a < 0`, a hugging) is crossed at step 0. When crossing it makes the direction's slope
  /// lexicographically non-negative, the simplex would stop there: a degenerate pivot that
  /// swaps the two rows in the slot. Such a pivot needs no direction: the basis row is only
  /// rescaled (`b·x` for `a·x`), so only the slot's own dual changes (by `a/b`) and every other
  /// slot's price stays valid. One pricing pass can therefore find all of them, and
  /// ``applyBoundFlips(_:)`` makes them together.
  ///
  /// - Parameters:
  ///   - slot: An improving slot, released upwards.
  ///   - ranks: The active ranks, strongest first, with valid duals.
  ///   - cutoff: The weakest rank that counts.
  /// - Returns: The flip, or `nil` when the release is not one.
  /// - Complexity: O(rows on the variable + active ranks).
  func boundFlip(slot: Int, ranks: [Int], cutoff: Int) -> BoundFlip? {
    let held = Int(slotContent[slot])
    guard held >= 0, rowLength[held] == 1, rowKind[held] == .greaterThanOrEqual else {
      return nil
    }
    let entry = Int(rowStart[held])
    let column = Int(poolColumn[entry])
    let heldCoefficient = poolValue[entry]
    for candidate in columnRows.rows(of: column) {
      let row = Int(candidate)
      guard row != held, rowAlive[row], rowSlot[row] < 0, rowLength[row] == 1,
        rowKind[row] == .greaterThanOrEqual, rowSide[row] > 0, isAtZero(row)
      else { continue }
      let rank = levels.rank[Int(rowLevel[row])]
      guard rank <= cutoff else { continue }
      let rate = poolValue[Int(rowStart[row])] / heldCoefficient
      // Only a falling residual is crossed; a rescale far from 1 is left to the simplex's
      // stability checks.
      guard rate < 0, abs(rate) >= 1e-3, abs(rate) <= 1e3 else { continue }
      if crossingStops(slot: slot, ranks: ranks, rank: rank, delta: -rate) {
        return BoundFlip(slot: slot, row: row)
      }
    }
    return nil
  }

  /// Whether the slope of releasing `slot` upwards (its duals; an inequality released upwards
  /// has no penalty of its own) becomes lexicographically non-negative once a breakpoint of
  /// `delta` at `rank` is crossed.
  private func crossingStops(slot: Int, ranks: [Int], rank: Int, delta: Double) -> Bool {
    var crossed = false
    for active in ranks {
      if !crossed, rank < active {
        // The crossed row's rank has no dual of its own here: its delta alone decides.
        return delta > Self.tolerance * (1 + delta)
      }
      var slope = dual(rank: active, slot: slot)
      var magnitude = abs(slope)
      if active == rank {
        slope += delta
        magnitude += delta
        crossed = true
      }
      let limit = Self.tolerance * (1 + magnitude)
      if slope > limit { return true }
      if slope < -limit { return false }
    }
    if !crossed { return delta > Self.tolerance * (1 + delta) }
    return true
  }

  /// Makes the bound flips one pricing pass found: each opposite inequality takes its slot,
  /// and the released one goes to its satisfied side.
  ///
  /// Both rows are tight and on their satisfied side, so no slope and no point changes; each
  /// swap rescales a one-entry basis row, which the factor takes in place when the slot's
  /// pivot is plain (its dual follows), or as an eta otherwise.
  ///
  /// - Parameter flips: Flips of distinct slots (two slots cannot hold rows on one variable
  ///   alone), found with the current duals.
  /// - Complexity: O(flips) for plain pivots.
  mutating func applyBoundFlips(_ flips: [BoundFlip]) {
    for flip in flips {
      replaceSlot(flip.slot, with: SlotContent(flip.row), leavingSide: 1)
      statistics.boundFlips += 1
      refactorIfNeeded()
    }
  }
}
