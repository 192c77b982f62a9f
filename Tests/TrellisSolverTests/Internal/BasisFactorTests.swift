import TestSupport
import Testing

@testable import TrellisSolver

/// The factorization against dense Gaussian elimination, through every kind of update.
@Suite struct BasisFactorTests {
  /// A dense square matrix with sparse rows.
  struct Matrix {
    var rows: [[Double]]
    var size: Int { rows.count }

    func sparseRow(_ slot: Int) -> (columns: [Int32], values: [Double]) {
      var columns: [Int32] = []
      var values: [Double] = []
      for (column, value) in rows[slot].enumerated() where value != 0 {
        columns.append(Int32(column))
        values.append(value)
      }
      return (columns, values)
    }

    /// Solves `rows · x = rhs` (or the transposed system) densely.
    func solve(_ rhs: [Double], transposed: Bool = false) -> [Double] {
      let n = size
      var a = (0..<n).map { i in (0..<n).map { j in transposed ? rows[j][i] : rows[i][j] } }
      var b = rhs
      for column in 0..<n {
        let pivot = (column..<n).max { abs(a[$0][column]) < abs(a[$1][column]) } ?? column
        a.swapAt(column, pivot)
        b.swapAt(column, pivot)
        for row in 0..<n where row != column {
          let factor = a[row][column] / a[column][column]
          guard factor != 0 else { continue }
          for k in column..<n { a[row][k] -= factor * a[column][k] }
          b[row] -= factor * b[column]
        }
      }
      return (0..<n).map { b[$0] / a[$0][$0] }
    }
  }

  func factor(_ matrix: Matrix) -> (BasisFactor, [BasisFactor.Deficiency]) {
    var factor = BasisFactor()
    let deficiencies = factor.factor(size: matrix.size) { slot, columns, values in
      let row = matrix.sparseRow(slot)
      columns.append(contentsOf: row.columns)
      values.append(contentsOf: row.values)
    }
    return (factor, deficiencies)
  }

  func expectSolves(_ factor: BasisFactor, _ matrix: Matrix, using generator: inout SeededGenerator)
  {
    let n = matrix.size
    let rhs = (0..<n).map { _ in Double(Int.random(in: -9...9, using: &generator)) }
    var scratch = rhs
    var x = [Double](repeating: 0, count: n)
    var support: [Int32] = []
    factor.solve(&scratch, into: &x, support: &support)
    let expected = matrix.solve(rhs)
    for (lhs, rhs) in zip(x, expected) { #expect(abs(lhs - rhs) <= 1e-8 * (1 + abs(rhs))) }
    #expect(Set(support.map(Int.init)) == Set((0..<n).filter { x[$0] != 0 }))
    var g = rhs
    var y = [Double](repeating: 0, count: n)
    factor.solveTransposed(&g, into: &y)
    let expectedTransposed = matrix.solve(rhs, transposed: true)
    for (lhs, rhs) in zip(y, expectedTransposed) {
      #expect(abs(lhs - rhs) <= 1e-8 * (1 + abs(rhs)))
    }
    // Sparse right-hand sides (a released slot, a row's few columns) take the shortcuts that
    // skip the pivots that can only solve to zero; the output must still be complete.
    for _ in 0..<3 {
      var sparse = [Double](repeating: 0, count: n)
      for _ in 0..<Int.random(in: 1...2, using: &generator) {
        sparse[Int.random(in: 0..<n, using: &generator)] = Double(
          Int.random(in: 1...5, using: &generator))
      }
      var scratch = sparse
      var x = [Double](repeating: .nan, count: n)
      factor.solve(&scratch, into: &x, support: &support)
      for (lhs, rhs) in zip(x, matrix.solve(sparse)) {
        #expect(abs(lhs - rhs) <= 1e-8 * (1 + abs(rhs)))
      }
      var g = sparse
      var y = [Double](repeating: .nan, count: n)
      factor.solveTransposed(&g, into: &y)
      for (lhs, rhs) in zip(y, matrix.solve(sparse, transposed: true)) {
        #expect(abs(lhs - rhs) <= 1e-8 * (1 + abs(rhs)))
      }
    }
  }

  /// A random non-singular matrix: a permuted triangular part plus a dense block.
  func randomMatrix(size n: Int, block: Int, using generator: inout SeededGenerator) -> Matrix {
    var rows = [[Double]](repeating: [Double](repeating: 0, count: n), count: n)
    let order = (0..<n).shuffled(using: &generator)
    for (position, slot) in order.enumerated() {
      rows[slot][position] = Double(Int.random(in: 1...4, using: &generator))
      for earlier in 0..<position where Int.random(in: 0..<4, using: &generator) == 0 {
        rows[slot][earlier] = Double(Int.random(in: -3...3, using: &generator))
      }
    }
    // A dense block couples the last `block` rows and columns (a bump).
    for i in 0..<block {
      for j in 0..<block {
        rows[order[n - 1 - i]][n - 1 - j] += Double(Int.random(in: -2...2, using: &generator))
      }
      rows[order[n - 1 - i]][n - 1 - i] += 10
    }
    return Matrix(rows: rows)
  }

  @Test(arguments: 0..<6) func factorsAndSolves(seed: Int) {
    var generator = SeededGenerator(seed: UInt64(seed))
    let matrix = randomMatrix(size: 12 + seed, block: seed % 3 == 0 ? 0 : 3, using: &generator)
    let (factor, deficiencies) = factor(matrix)
    #expect(deficiencies.isEmpty)
    expectSolves(factor, matrix, using: &generator)
  }

  @Test func reportsDependentRows() {
    // Rows 0 and 2 are equal: one of them is dependent, and column 2 is left uncovered.
    let matrix = Matrix(rows: [[1, 1, 0], [0, 1, 0], [1, 1, 0]])
    let (_, deficiencies) = factor(matrix)
    #expect(deficiencies.count == 1)
    #expect(deficiencies.first?.column == 2)
  }

  @Test(arguments: 0..<4) func staysCorrectThroughUpdates(seed: Int) {
    var generator = SeededGenerator(seed: 100 + UInt64(seed))
    var matrix = randomMatrix(size: 10, block: 2, using: &generator)
    var (factor, _) = factor(matrix)
    for step in 0..<30 {
      let kind = step % 3
      if kind == 0 {
        // A new variable with its stay.
        let n = matrix.size
        for index in 0..<n { matrix.rows[index].append(0) }
        var unit = [Double](repeating: 0, count: n + 1)
        unit[n] = 1
        matrix.rows.append(unit)
        factor.appendVariable()
      } else if kind == 1 {
        // A general row replacement as an eta: λ = M⁻ᵀ a.
        let slot = Int.random(in: 0..<matrix.size, using: &generator)
        var newRow = matrix.rows[slot]
        let column = Int.random(in: 0..<matrix.size, using: &generator)
        newRow[column] += Double(Int.random(in: 1...3, using: &generator))
        var candidate = matrix
        candidate.rows[slot] = newRow
        var g = newRow
        var lambda = [Double](repeating: 0, count: matrix.size)
        factor.solveTransposed(&g, into: &lambda)
        guard abs(lambda[slot]) > 0.1 else { continue }
        factor.replaceRow(slot: slot, lambda: lambda)
        matrix = candidate
      } else {
        // A fresh column's stay replaced by a row solved last, or a unit pivot rescaled.
        guard
          let slot = (0..<matrix.size).last(where: {
            factor.hasPlainPivot($0) && factor.isUnitPivot($0)
          })
        else { continue }
        let column = factor.pivotColumn(of: slot)
        let fresh = (0..<matrix.size).allSatisfy { $0 == slot || matrix.rows[$0][column] == 0 }
        if fresh, step % 2 == 0 {
          var newRow = [Double](repeating: 0, count: matrix.size)
          newRow[column] = 2
          for other in 0..<matrix.size
          where other != column && Int.random(in: 0..<3, using: &generator) == 0 {
            newRow[other] = Double(Int.random(in: -2...2, using: &generator))
          }
          let entries = (0..<matrix.size).filter { newRow[$0] != 0 }
          factor.appendPivot(
            replacing: slot, column: column, entries: ArraySlice(entries.map(Int32.init)),
            values: ArraySlice(entries.map { newRow[$0] }))
          matrix.rows[slot] = newRow
        } else {
          factor.rescalePivot(of: slot, to: 3)
          matrix.rows[slot][column] = 3
        }
      }
      expectSolves(factor, matrix, using: &generator)
    }
  }

  @Test(arguments: 0..<4) func replacesRowsInPlaceWhenTheOrderAllows(seed: Int) {
    var generator = SeededGenerator(seed: 200 + UInt64(seed))
    var matrix = randomMatrix(size: 14, block: seed % 2 == 0 ? 0 : 3, using: &generator)
    var (factor, _) = factor(matrix)
    var replaced = 0
    var refused = 0
    for _ in 0..<200 {
      let slot = Int.random(in: 0..<matrix.size, using: &generator)
      guard factor.hasPlainPivot(slot) else { continue }
      let column = factor.pivotColumn(of: slot)
      // A new row on the same pivot column; other columns picked at random, some of them solved
      // after the pivot (then the replacement must be refused).
      var newRow = [Double](repeating: 0, count: matrix.size)
      newRow[column] = Double(Int.random(in: 1...4, using: &generator))
      for other in 0..<matrix.size
      where other != column && Int.random(in: 0..<4, using: &generator) == 0 {
        newRow[other] = Double(Int.random(in: -3...3, using: &generator))
      }
      let entries = (0..<matrix.size).filter { newRow[$0] != 0 }
      let columns = ArraySlice(entries.map(Int32.init))
      guard factor.canReplaceInPlace(slot: slot, column: column, entries: columns) else {
        refused += 1
        continue
      }
      factor.replacePivotInPlace(
        of: slot, column: column, entries: columns, values: ArraySlice(entries.map { newRow[$0] }))
      matrix.rows[slot] = newRow
      replaced += 1
      expectSolves(factor, matrix, using: &generator)
    }
    #expect(replaced >= 5)
    #expect(refused >= 5)
  }

  @Test func refusesInPlaceRowsThatNeedLaterColumns() {
    // A lower-triangular chain: x0 first, then x1 from x0, then x2 from x1.
    let matrix = Matrix(rows: [[1, 0, 0], [-1, 1, 0], [0, -1, 1]])
    let (factor, _) = factor(matrix)
    let slot = (0..<3).first { factor.hasPlainPivot($0) && factor.pivotColumn(of: $0) == 1 }
    guard let slot else {
      Issue.record("no plain pivot on column 1")
      return
    }
    #expect(factor.canReplaceInPlace(slot: slot, column: 1, entries: [0, 1]))
    #expect(!factor.canReplaceInPlace(slot: slot, column: 1, entries: [1, 2]))
  }

  /// A reservation for `n` variables holds their unit pivots and the rows a build puts in their
  /// slots (a quarter more pivots, one and a half off-pivot entries a variable): none of the
  /// lists is copied to a larger buffer on the way.
  @Test func aReservationHoldsABuildsPivots() {
    var factor = BasisFactor()
    factor.reserveCapacity(40)
    func buffers(_ factor: BasisFactor) -> [UnsafeRawPointer?] {
      [
        factor.pivotSlot.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) },
        factor.pivotValue.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) },
        factor.offColumn.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) },
        factor.offValue.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) },
      ]
    }
    let before = buffers(factor)
    for _ in 0..<40 { factor.appendVariable() }
    // Ten rows of three terms take the slots of variables 10…19, each on its own variable.
    for slot in 10..<20 {
      factor.appendPivot(
        replacing: slot, column: slot, entries: [Int32(slot - 10), Int32(slot - 5), Int32(slot)],
        values: [1, -1, 2])
    }
    #expect(factor.pivotSlot.count == 50)
    #expect(factor.offColumn.count == 20)
    #expect(buffers(factor) == before)
  }
}
