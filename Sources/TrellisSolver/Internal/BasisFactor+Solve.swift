// Solves with the factored basis and keeps it current under row replacements.

extension BasisFactor {
  /// Solves `M x = rhs`.
  ///
  /// - Parameters:
  ///   - rhs: The slot-indexed right-hand side; overwritten (used as scratch).
  ///   - x: Receives the column-indexed solution in `0 ..< size`.
  ///   - support: Receives the columns where the solution is non-zero.
  /// - Complexity: O(*n* + *nnz*(etas) + *b*²) plus the factor's entries from the first pivot
  ///   whose slot has a non-zero right-hand side on (all of them in the worst case).
  func solve(_ rhs: inout [Double], into x: inout [Double], support: inout [Int32]) {
    support.emptyKeepingCapacity()
    rhs.withUnsafeMutableBufferPointer { rhs in
      x.withUnsafeMutableBufferPointer { x in
        withEtas { etas in
          for eta in stride(from: etas.count - 1, through: 0, by: -1) {
            let slot = Int(etas.slot[eta])
            var sum = rhs[slot]
            for entry in Int(etas.start[eta])..<Int(etas.start[eta + 1]) {
              sum -= etas.value[entry] * rhs[Int(etas.index[entry])]
            }
            rhs[slot] = sum / etas.pivot[eta]
          }
        }
        // Pivots before the first one whose slot has a non-zero right-hand side solve to zero:
        // they are only cleared, not computed.
        let (first, _, bumpHasRightHandSide) = pivotSpan(of: rhs, positions: pivotOfSlot)
        let forwardStart = min(first, bumpPosition)
        let backwardStart =
          first < bumpPosition || bumpHasRightHandSide ? bumpPosition : first
        withPivots { pivots in
          pivots.clear(0..<forwardStart, x: x)
          pivots.solve(forwardStart..<bumpPosition, rhs: rhs, x: x, support: &support)
        }
        solveBump(rhs: rhs, x: x, support: &support)
        withPivots { pivots in
          pivots.clear(bumpPosition..<backwardStart, x: x)
          pivots.solve(backwardStart..<pivotSlot.count, rhs: rhs, x: x, support: &support)
        }
      }
    }
  }

  /// Solves `Mᵀ y = g`.
  ///
  /// - Parameters:
  ///   - g: The column-indexed right-hand side; overwritten (used as scratch).
  ///   - y: Receives the slot-indexed solution in `0 ..< size`.
  /// - Complexity: O(*n* + *nnz*(etas) + *b*²) plus the factor's entries up to the last pivot
  ///   whose column has a non-zero right-hand side (all of them in the worst case).
  func solveTransposed(_ g: inout [Double], into y: inout [Double]) {
    g.withUnsafeMutableBufferPointer { g in
      y.withUnsafeMutableBufferPointer { y in
        // Pivots after the last one whose column has a non-zero right-hand side solve to zero
        // (the substitution only moves values to earlier columns): they are only cleared.
        let (_, last, bumpHasRightHandSide) = pivotSpan(of: g, positions: pivotOfColumn)
        let backwardEnd = max(bumpPosition, last + 1)
        let forwardEnd =
          last >= bumpPosition || bumpHasRightHandSide || !bumpSlots.isEmpty
          ? bumpPosition : min(bumpPosition, last + 1)
        withPivots { pivots in
          pivots.clearTransposed(backwardEnd..<pivotSlot.count, y: y)
          pivots.solveTransposed(bumpPosition..<backwardEnd, g: g, y: y)
        }
        solveBumpTransposed(g: g, y: y)
        withPivots { pivots in
          pivots.clearTransposed(forwardEnd..<bumpPosition, y: y)
          pivots.solveTransposed(0..<forwardEnd, g: g, y: y)
        }
        withEtas { etas in
          for eta in 0..<etas.count {
            let slot = Int(etas.slot[eta])
            let value = y[slot] / etas.pivot[eta]
            for entry in Int(etas.start[eta])..<Int(etas.start[eta + 1]) {
              y[Int(etas.index[entry])] -= etas.value[entry] * value
            }
            y[slot] = value
          }
        }
      }
    }
  }

  /// Records that the row of `slot` was replaced by `λᵀ M`, where `λ = M⁻ᵀ a` for the new row `a`.
  ///
  /// Every slot the eta reads is marked: its row in `M₀` must no longer change in place.
  ///
  /// - Parameters:
  ///   - slot: The slot whose row changes.
  ///   - lambda: `M⁻ᵀ a`, slot-indexed; `lambda[slot]` must be far from zero.
  /// - Complexity: O(*size*).
  mutating func replaceRow(slot: Int, lambda: [Double]) {
    etaTouched[slot] = true
    etaSlot.append(Int32(slot))
    etaPivot.append(lambda[slot])
    for index in 0..<size where index != slot && lambda[index] != 0 {
      etaIndex.append(Int32(index))
      etaValue.append(lambda[index])
      etaTouched[index] = true
    }
    etaStart.append(Int32(etaIndex.count))
  }

  /// The first and last pivot positions among the indices where `values` is non-zero, and
  /// whether one of those indices has no pivot of its own (it is in the bump).
  ///
  /// - Parameters:
  ///   - values: A slot- or column-indexed right-hand side.
  ///   - positions: `pivotOfSlot` or `pivotOfColumn`, to match.
  /// - Returns: `first` is `pivotSlot.count` and `last` −1 when no index with a pivot is
  ///   non-zero.
  /// - Complexity: O(*size*).
  private func pivotSpan(
    of values: UnsafeMutableBufferPointer<Double>, positions: [Int32]
  ) -> (first: Int, last: Int, inBump: Bool) {
    var first = pivotSlot.count
    var last = -1
    var inBump = false
    positions.withUnsafeBufferPointer { positions in
      for index in 0..<size where values[index] != 0 {
        let position = Int(positions[index])
        if position >= 0 {
          first = min(first, position)
          last = max(last, position)
        } else {
          inBump = true
        }
      }
    }
    return (first, last, inBump)
  }

  /// The pivot arrays as unsafe buffers for the solve loops.
  private func withPivots<Result>(_ body: (PivotBuffers) -> Result) -> Result {
    pivotSlot.withUnsafeBufferPointer { slot in
      pivotColumn.withUnsafeBufferPointer { column in
        pivotValue.withUnsafeBufferPointer { value in
          pivotStart.withUnsafeBufferPointer { start in
            pivotEnd.withUnsafeBufferPointer { end in
              offColumn.withUnsafeBufferPointer { offColumn in
                offValue.withUnsafeBufferPointer { offValue in
                  pivotAlive.withUnsafeBufferPointer { alive in
                    body(
                      PivotBuffers(
                        slot: slot, column: column, value: value, start: start, end: end,
                        offColumn: offColumn, offValue: offValue, alive: alive))
                  }
                }
              }
            }
          }
        }
      }
    }
  }

  /// The eta arrays as unsafe buffers for the solve loops.
  private func withEtas<Result>(_ body: (EtaBuffers) -> Result) -> Result {
    etaSlot.withUnsafeBufferPointer { slot in
      etaPivot.withUnsafeBufferPointer { pivot in
        etaStart.withUnsafeBufferPointer { start in
          etaIndex.withUnsafeBufferPointer { index in
            etaValue.withUnsafeBufferPointer { value in
              body(EtaBuffers(slot: slot, pivot: pivot, start: start, index: index, value: value))
            }
          }
        }
      }
    }
  }

  private func solveBump(
    rhs: UnsafeMutableBufferPointer<Double>, x: UnsafeMutableBufferPointer<Double>,
    support: inout [Int32]
  ) {
    let count = bumpSlots.count
    guard count > 0 else { return }
    var z = [Double](repeating: 0, count: count)
    for row in 0..<count {
      var sum = rhs[Int(bumpSlots[row])]
      for entry in Int(bumpOffStart[row])..<Int(bumpOffStart[row + 1]) {
        sum -= bumpOffValue[entry] * x[Int(bumpOffColumn[entry])]
      }
      // Forward substitution with the unit lower factor.
      for column in 0..<row {
        sum -= bumpLU[row * count + column] * z[column]
      }
      z[row] = sum
    }
    for row in stride(from: count - 1, through: 0, by: -1) {
      var sum = z[row]
      for column in (row + 1)..<count {
        sum -= bumpLU[row * count + column] * z[column]
      }
      z[row] = sum / bumpLU[row * count + row]
    }
    for (position, column) in bumpColumns.enumerated() {
      x[Int(column)] = z[position]
      if z[position] != 0 { support.append(column) }
    }
  }

  private func solveBumpTransposed(
    g: UnsafeMutableBufferPointer<Double>, y: UnsafeMutableBufferPointer<Double>
  ) {
    let count = bumpSlots.count
    guard count > 0 else { return }
    // Bᵀ w = g: first Uᵀ u = g (forward), then Lᵀ w = u (backward, unit diagonal).
    var w = bumpColumns.map { g[Int($0)] }
    for column in 0..<count {
      var sum = w[column]
      for row in 0..<column {
        sum -= bumpLU[row * count + column] * w[row]
      }
      w[column] = sum / bumpLU[column * count + column]
    }
    for column in stride(from: count - 1, through: 0, by: -1) {
      var sum = w[column]
      for row in (column + 1)..<count {
        sum -= bumpLU[row * count + column] * w[row]
      }
      w[column] = sum
    }
    for (row, slot) in bumpSlots.enumerated() {
      y[Int(slot)] = w[row]
      for entry in Int(bumpOffStart[row])..<Int(bumpOffStart[row + 1]) {
        g[Int(bumpOffColumn[entry])] -= bumpOffValue[entry] * w[row]
      }
    }
  }
}

/// The pivot sequence of a ``BasisFactor`` as unsafe buffers, for the solve loops.
struct PivotBuffers {
  let slot: UnsafeBufferPointer<Int32>
  let column: UnsafeBufferPointer<Int32>
  let value: UnsafeBufferPointer<Double>
  let start: UnsafeBufferPointer<Int32>
  let end: UnsafeBufferPointer<Int32>
  let offColumn: UnsafeBufferPointer<Int32>
  let offValue: UnsafeBufferPointer<Double>
  let alive: UnsafeBufferPointer<Bool>

  /// Forward substitution over `range`: `x[column] = (rhs[slot] − Σ off · x) / pivot`.
  func solve(
    _ range: Range<Int>, rhs: UnsafeMutableBufferPointer<Double>,
    x: UnsafeMutableBufferPointer<Double>, support: inout [Int32]
  ) {
    for pivot in range where alive[pivot] {
      var sum = rhs[Int(slot[pivot])]
      for entry in Int(start[pivot])..<Int(end[pivot]) {
        sum -= offValue[entry] * x[Int(offColumn[entry])]
      }
      let target = column[pivot]
      x[Int(target)] = sum / value[pivot]
      if sum != 0 { support.append(target) }
    }
  }

  /// Sets the solution of the pivots in `range` to zero (their right-hand side and every value
  /// they read are zero).
  func clear(_ range: Range<Int>, x: UnsafeMutableBufferPointer<Double>) {
    for pivot in range where alive[pivot] {
      x[Int(column[pivot])] = 0
    }
  }

  /// Sets the transposed solution of the pivots in `range` to zero.
  func clearTransposed(_ range: Range<Int>, y: UnsafeMutableBufferPointer<Double>) {
    for pivot in range where alive[pivot] {
      y[Int(slot[pivot])] = 0
    }
  }

  /// Backward substitution over `range` in reverse: `y[slot] = g[column] / pivot`, then the
  /// row's other entries are taken out of `g`.
  func solveTransposed(
    _ range: Range<Int>, g: UnsafeMutableBufferPointer<Double>,
    y: UnsafeMutableBufferPointer<Double>
  ) {
    for pivot in range.reversed() where alive[pivot] {
      let result = g[Int(column[pivot])] / value[pivot]
      y[Int(slot[pivot])] = result
      guard result != 0 else { continue }
      for entry in Int(start[pivot])..<Int(end[pivot]) {
        g[Int(offColumn[entry])] -= offValue[entry] * result
      }
    }
  }
}

/// The etas of a ``BasisFactor`` as unsafe buffers, for the solve loops.
struct EtaBuffers {
  let slot: UnsafeBufferPointer<Int32>
  let pivot: UnsafeBufferPointer<Double>
  let start: UnsafeBufferPointer<Int32>
  let index: UnsafeBufferPointer<Int32>
  let value: UnsafeBufferPointer<Double>

  /// The number of etas.
  var count: Int { slot.count }
}
