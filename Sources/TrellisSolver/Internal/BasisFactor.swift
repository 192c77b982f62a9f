/// The factored basis matrix `M` of the simplex: one row per basis slot, one column per variable.
///
/// `M` is square and non-singular. The factorization peels row singletons (solved first, in
/// order), column singletons (solved last, in reverse peel order) and factors what is left (the
/// "bump", empty for chains, stacks and grids) densely with partial pivoting. Later row
/// replacements are kept as product-form etas, `M = Eₖ ⋯ E₁ · M₀`, until the owner factors anew.
///
/// Slots and columns are both numbered `0 ..< size`, but they are different index spaces:
/// ``solve(_:into:)`` maps a slot-indexed right-hand side to column-indexed values and
/// ``solveTransposed(_:into:)`` the other way round.
struct BasisFactor: Sendable {
  /// The number of slots (and columns).
  var size = 0

  // Pivots in solve order; the bump sits between `pivots[..<bumpPosition]` and the rest.
  var pivotSlot: [Int32] = []
  var pivotColumn: [Int32] = []
  var pivotValue: [Double] = []
  /// `pivotStart[k] ..< pivotStart[k + 1]` indexes the off-pivot entries of pivot `k`.
  var pivotStart: [Int32] = [0]
  var offColumn: [Int32] = []
  var offValue: [Double] = []
  var bumpPosition = 0

  // The bump: rows `bumpSlots`, columns `bumpColumns`, dense LU with row permutation.
  var bumpSlots: [Int32] = []
  var bumpColumns: [Int32] = []
  var bumpLU: [Double] = []
  var bumpPermutation: [Int32] = []
  /// Entries of each bump row outside the bump columns: `bumpOffStart[i] ..< bumpOffStart[i+1]`.
  var bumpOffStart: [Int32] = [0]
  var bumpOffColumn: [Int32] = []
  var bumpOffValue: [Double] = []

  // Slots appended since the last factorization; each is the unit row of its own new column.
  var identitySlot: [Int32] = []
  var identityColumn: [Int32] = []

  // Product-form etas: eta `e` replaces row `etaSlot[e]` with `λᵀ M`, where `λ[etaSlot] =
  // etaPivot[e]` and the other entries are `etaIndex/etaValue[etaStart[e] ..< etaStart[e+1]]`.
  var etaSlot: [Int32] = []
  var etaPivot: [Double] = []
  var etaStart: [Int32] = [0]
  var etaIndex: [Int32] = []
  var etaValue: [Double] = []

  /// The number of row replacements since the last factorization.
  var etaCount: Int { etaSlot.count }

  /// The number of stored eta entries since the last factorization.
  var etaEntryCount: Int { etaIndex.count }

  /// A slot whose row the factorization could not pivot on, paired with a column no row covered.
  struct Deficiency: Sendable, Equatable {
    /// The slot whose row depends on the others.
    var slot: Int32
    /// A column left without a pivot.
    var column: Int32
  }

  /// Factors the matrix whose slot `p` row is `rows(p)`.
  ///
  /// - Parameters:
  ///   - size: The number of slots and columns.
  ///   - rows: Appends the sparse row of a slot, as column indices and values.
  /// - Returns: The slots whose rows are (numerically) dependent, each paired with an uncovered
  ///   column; empty when the matrix is non-singular. The caller must replace those rows and
  ///   factor again.
  /// - Complexity: O(*nnz* + *b*³), where *b* is the size of the bump.
  mutating func factor(
    size: Int, rows: (_ slot: Int, _ columns: inout [Int32], _ values: inout [Double]) -> Void
  ) -> [Deficiency] {
    self = BasisFactor()
    self.size = size
    let pivotTolerance = 1e-9

    // Row storage copied once, plus column incidence.
    var rowStart = [Int32](repeating: 0, count: size + 1)
    var entryColumn: [Int32] = []
    var entryValue: [Double] = []
    for slot in 0..<size {
      rows(slot, &entryColumn, &entryValue)
      rowStart[slot + 1] = Int32(entryColumn.count)
    }
    var columnCount = [Int32](repeating: 0, count: size)
    for column in entryColumn { columnCount[Int(column)] += 1 }
    var columnStart = [Int32](repeating: 0, count: size + 1)
    for column in 0..<size { columnStart[column + 1] = columnStart[column] + columnCount[column] }
    var columnFill = Array(columnStart.dropLast())
    var columnSlots = [Int32](repeating: 0, count: entryColumn.count)
    for slot in 0..<size {
      for entry in Int(rowStart[slot])..<Int(rowStart[slot + 1]) {
        let column = Int(entryColumn[entry])
        columnSlots[Int(columnFill[column])] = Int32(slot)
        columnFill[column] += 1
      }
    }

    var slotDone = [Bool](repeating: false, count: size)
    var columnDone = [Bool](repeating: false, count: size)
    var deficientSlots: [Int32] = []

    func rowMaximum(_ slot: Int) -> Double {
      var maximum = 0.0
      for entry in Int(rowStart[slot])..<Int(rowStart[slot + 1]) {
        maximum = max(maximum, abs(entryValue[entry]))
      }
      return maximum
    }

    // Forward: row singletons.
    var remaining = [Int32](repeating: 0, count: size)
    var queue: [Int32] = []
    for slot in 0..<size {
      remaining[slot] = rowStart[slot + 1] - rowStart[slot]
      if remaining[slot] == 1 { queue.append(Int32(slot)) }
      if remaining[slot] == 0 {
        slotDone[slot] = true
        deficientSlots.append(Int32(slot))
      }
    }
    var head = 0
    while head < queue.count {
      let slot = Int(queue[head])
      head += 1
      guard !slotDone[slot], remaining[slot] == 1 else { continue }
      var pivotEntry = -1
      for entry in Int(rowStart[slot])..<Int(rowStart[slot + 1])
      where !columnDone[Int(entryColumn[entry])] {
        pivotEntry = entry
      }
      guard pivotEntry >= 0 else { continue }
      let column = Int(entryColumn[pivotEntry])
      slotDone[slot] = true
      if abs(entryValue[pivotEntry]) <= pivotTolerance * rowMaximum(slot) {
        deficientSlots.append(Int32(slot))
        continue
      }
      columnDone[column] = true
      appendPivot(
        slot: slot, column: column, entries: Int(rowStart[slot])..<Int(rowStart[slot + 1]),
        entryColumn: entryColumn, entryValue: entryValue)
      for position in Int(columnStart[column])..<Int(columnStart[column + 1]) {
        let other = Int(columnSlots[position])
        guard !slotDone[other] else { continue }
        remaining[other] -= 1
        if remaining[other] == 1 {
          queue.append(Int32(other))
        } else if remaining[other] == 0 {
          slotDone[other] = true
          deficientSlots.append(Int32(other))
        }
      }
    }
    bumpPosition = pivotSlot.count

    // Backward: column singletons among the rows left.
    var backward: [(slot: Int, column: Int)] = []
    var columnRemaining = [Int32](repeating: 0, count: size)
    queue.removeAll(keepingCapacity: true)
    head = 0
    for column in 0..<size where !columnDone[column] {
      var count: Int32 = 0
      for position in Int(columnStart[column])..<Int(columnStart[column + 1])
      where !slotDone[Int(columnSlots[position])] {
        count += 1
      }
      columnRemaining[column] = count
      if count == 1 { queue.append(Int32(column)) }
    }
    while head < queue.count {
      let column = Int(queue[head])
      head += 1
      guard !columnDone[column], columnRemaining[column] == 1 else { continue }
      var slot = -1
      var value = 0.0
      for position in Int(columnStart[column])..<Int(columnStart[column + 1]) {
        let candidate = Int(columnSlots[position])
        guard !slotDone[candidate] else { continue }
        slot = candidate
        for entry in Int(rowStart[candidate])..<Int(rowStart[candidate + 1])
        where Int(entryColumn[entry]) == column {
          value = entryValue[entry]
        }
      }
      guard slot >= 0, abs(value) > pivotTolerance * rowMaximum(slot) else { continue }
      slotDone[slot] = true
      columnDone[column] = true
      backward.append((slot, column))
      for entry in Int(rowStart[slot])..<Int(rowStart[slot + 1]) {
        let other = Int(entryColumn[entry])
        guard !columnDone[other] else { continue }
        columnRemaining[other] -= 1
        if columnRemaining[other] == 1 { queue.append(Int32(other)) }
      }
    }

    // Bump: dense LU with partial pivoting on the rows and columns left.
    let leftSlots = (0..<size).filter { !slotDone[$0] }
    let leftColumns = (0..<size).filter { !columnDone[$0] }
    var uncovered: [Int32] = []
    if !leftSlots.isEmpty || !leftColumns.isEmpty {
      let result = factorBump(
        slots: leftSlots, columns: leftColumns, rowStart: rowStart, entryColumn: entryColumn,
        entryValue: entryValue)
      deficientSlots.append(contentsOf: result.dependentSlots)
      uncovered = result.uncoveredColumns
    }

    for (slot, column) in backward.reversed() {
      appendPivot(
        slot: slot, column: column, entries: Int(rowStart[slot])..<Int(rowStart[slot + 1]),
        entryColumn: entryColumn, entryValue: entryValue)
    }

    guard !deficientSlots.isEmpty || !uncovered.isEmpty else { return [] }
    // Pair every dependent slot with a column no pivot covers; the counts agree.
    let bumpColumnSet = Set(bumpColumns)
    var columnsLeft = (0..<size).filter { !columnDone[$0] && !bumpColumnSet.contains(Int32($0)) }
    assert(Set(uncovered.map(Int.init)).isSubset(of: columnsLeft))
    var result: [Deficiency] = []
    for slot in deficientSlots.sorted() where !columnsLeft.isEmpty {
      result.append(Deficiency(slot: slot, column: Int32(columnsLeft.removeFirst())))
    }
    return result
  }

  private mutating func appendPivot(
    slot: Int, column: Int, entries: Range<Int>, entryColumn: [Int32], entryValue: [Double]
  ) {
    var value = 0.0
    for entry in entries {
      if Int(entryColumn[entry]) == column {
        value = entryValue[entry]
      } else {
        offColumn.append(entryColumn[entry])
        offValue.append(entryValue[entry])
      }
    }
    pivotSlot.append(Int32(slot))
    pivotColumn.append(Int32(column))
    pivotValue.append(value)
    pivotStart.append(Int32(offColumn.count))
  }

  private mutating func factorBump(
    slots: [Int], columns: [Int], rowStart: [Int32], entryColumn: [Int32], entryValue: [Double]
  ) -> (dependentSlots: [Int32], uncoveredColumns: [Int32]) {
    var columnPosition = [Int: Int]()
    for (position, column) in columns.enumerated() { columnPosition[column] = position }
    // Dense copy: rows are the left slots, columns the left columns.
    let width = columns.count
    var dense = [Double](repeating: 0, count: slots.count * width)
    for (row, slot) in slots.enumerated() {
      for entry in Int(rowStart[slot])..<Int(rowStart[slot + 1]) {
        if let position = columnPosition[Int(entryColumn[entry])] {
          dense[row * width + position] = entryValue[entry]
        }
      }
    }
    // Gaussian elimination choosing, column by column, the largest remaining row.
    var rowOrder = Array(0..<slots.count)
    var pivotColumns: [Int] = []
    var rank = 0
    var scale = 0.0
    for value in dense { scale = max(scale, abs(value)) }
    let tolerance = 1e-9 * max(scale, 1)
    for column in 0..<width where rank < slots.count {
      var best = rank
      var bestValue = 0.0
      for row in rank..<slots.count {
        let value = abs(dense[rowOrder[row] * width + column])
        if value > bestValue {
          bestValue = value
          best = row
        }
      }
      guard bestValue > tolerance else { continue }
      rowOrder.swapAt(rank, best)
      let pivotRow = rowOrder[rank]
      let pivot = dense[pivotRow * width + column]
      for row in (rank + 1)..<slots.count {
        let target = rowOrder[row]
        let factor = dense[target * width + column] / pivot
        guard factor != 0 else { continue }
        dense[target * width + column] = factor
        for other in (column + 1)..<width {
          dense[target * width + other] -= factor * dense[pivotRow * width + other]
        }
      }
      pivotColumns.append(column)
      rank += 1
    }
    let dependent = rowOrder[rank...].map { Int32(slots[$0]) }
    let coveredColumns = Set(pivotColumns)
    let uncovered = (0..<width).filter { !coveredColumns.contains($0) }.map { Int32(columns[$0]) }

    // Keep the full-rank part: rows rowOrder[0..<rank], columns pivotColumns, in LU form.
    bumpSlots = rowOrder[..<rank].map { Int32(slots[$0]) }
    bumpColumns = pivotColumns.map { Int32(columns[$0]) }
    bumpLU = [Double](repeating: 0, count: rank * rank)
    for i in 0..<rank {
      for j in 0..<rank {
        bumpLU[i * rank + j] = dense[rowOrder[i] * width + pivotColumns[j]]
      }
    }
    bumpPermutation = (0..<rank).map(Int32.init)
    let bumpColumnSet = Set(bumpColumns)
    bumpOffStart = [0]
    for slot in bumpSlots {
      for entry in Int(rowStart[Int(slot)])..<Int(rowStart[Int(slot) + 1])
      where !bumpColumnSet.contains(entryColumn[entry]) {
        bumpOffColumn.append(entryColumn[entry])
        bumpOffValue.append(entryValue[entry])
      }
      bumpOffStart.append(Int32(bumpOffColumn.count))
    }
    return (dependent, uncovered)
  }
}
