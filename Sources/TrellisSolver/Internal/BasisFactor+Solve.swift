// Solves with the factored basis and keeps it current under row replacements.

extension BasisFactor {
  /// Solves `M x = rhs`.
  ///
  /// - Parameters:
  ///   - rhs: The slot-indexed right-hand side; overwritten (used as scratch).
  ///   - x: Receives the column-indexed solution in `0 ..< size`.
  ///   - support: Receives the columns where the solution is non-zero.
  /// - Complexity: O(*nnz*(factor) + *b*² + *nnz*(etas)).
  func solve(_ rhs: inout [Double], into x: inout [Double], support: inout [Int32]) {
    support.removeAll(keepingCapacity: true)
    for eta in stride(from: etaSlot.count - 1, through: 0, by: -1) {
      let slot = Int(etaSlot[eta])
      var sum = rhs[slot]
      for entry in Int(etaStart[eta])..<Int(etaStart[eta + 1]) {
        sum -= etaValue[entry] * rhs[Int(etaIndex[entry])]
      }
      rhs[slot] = sum / etaPivot[eta]
    }
    solvePivots(0..<bumpPosition, rhs: rhs, x: &x, support: &support)
    solveBump(rhs: rhs, x: &x, support: &support)
    solvePivots(bumpPosition..<pivotSlot.count, rhs: rhs, x: &x, support: &support)
  }

  /// Solves `Mᵀ y = g`.
  ///
  /// - Parameters:
  ///   - g: The column-indexed right-hand side; overwritten (used as scratch).
  ///   - y: Receives the slot-indexed solution in `0 ..< size`.
  /// - Complexity: O(*nnz*(factor) + *b*² + *nnz*(etas)).
  func solveTransposed(_ g: inout [Double], into y: inout [Double]) {
    solvePivotsTransposed(bumpPosition..<pivotSlot.count, g: &g, y: &y)
    solveBumpTransposed(g: &g, y: &y)
    solvePivotsTransposed(0..<bumpPosition, g: &g, y: &y)
    for eta in 0..<etaSlot.count {
      let slot = Int(etaSlot[eta])
      let value = y[slot] / etaPivot[eta]
      for entry in Int(etaStart[eta])..<Int(etaStart[eta + 1]) {
        y[Int(etaIndex[entry])] -= etaValue[entry] * value
      }
      y[slot] = value
    }
  }

  /// Records that the row of `slot` was replaced by `λᵀ M`, where `λ = M⁻ᵀ a` for the new row `a`.
  ///
  /// Every slot the eta reads is marked: its row in `M₀` must no longer change in place.
  ///
  /// - Parameters:
  ///   - slot: The slot whose row changes.
  ///   - lambda: `M⁻ᵀ a`, slot-indexed; `lambda[slot]` must be far from zero.
  ///   - support: The slots where `lambda` may be non-zero, or `nil` to scan all of it.
  /// - Complexity: O(*size*) when `support` is `nil`, else O(`support.count`).
  mutating func replaceRow(slot: Int, lambda: [Double], support: [Int32]? = nil) {
    etaTouched[slot] = true
    etaSlot.append(Int32(slot))
    etaPivot.append(lambda[slot])
    if let support {
      for index in support where Int(index) != slot && lambda[Int(index)] != 0 {
        etaIndex.append(index)
        etaValue.append(lambda[Int(index)])
        etaTouched[Int(index)] = true
      }
    } else {
      for index in 0..<size where index != slot && lambda[index] != 0 {
        etaIndex.append(Int32(index))
        etaValue.append(lambda[index])
        etaTouched[index] = true
      }
    }
    etaStart.append(Int32(etaIndex.count))
  }

  private func solvePivots(
    _ range: Range<Int>, rhs: [Double], x: inout [Double], support: inout [Int32]
  ) {
    for pivot in range where pivotAlive[pivot] {
      var sum = rhs[Int(pivotSlot[pivot])]
      for entry in Int(pivotStart[pivot])..<Int(pivotStart[pivot + 1]) {
        sum -= offValue[entry] * x[Int(offColumn[entry])]
      }
      let column = pivotColumn[pivot]
      x[Int(column)] = sum / pivotValue[pivot]
      if sum != 0 { support.append(column) }
    }
  }

  private func solvePivotsTransposed(_ range: Range<Int>, g: inout [Double], y: inout [Double]) {
    for pivot in range.reversed() where pivotAlive[pivot] {
      let value = g[Int(pivotColumn[pivot])] / pivotValue[pivot]
      y[Int(pivotSlot[pivot])] = value
      guard value != 0 else { continue }
      for entry in Int(pivotStart[pivot])..<Int(pivotStart[pivot + 1]) {
        g[Int(offColumn[entry])] -= offValue[entry] * value
      }
    }
  }

  private func solveBump(rhs: [Double], x: inout [Double], support: inout [Int32]) {
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

  private func solveBumpTransposed(g: inout [Double], y: inout [Double]) {
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
