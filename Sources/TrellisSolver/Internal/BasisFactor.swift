/// The factored basis matrix `M` of the simplex: one row per basis slot, one column per variable.
///
/// `M` is square and non-singular. It is kept as `M = Eₖ ⋯ E₁ · M₀`, where `M₀` is a sequence of
/// pivots in solve order and the `E`s are product-form etas for general row replacements.
///
/// `M₀` comes from factoring: row singletons peeled forward, column singletons peeled backward,
/// and whatever is left (the "bump", empty for chains, stacks and grids) factored densely with
/// partial pivoting. Two cheap, exact updates then extend `M₀` without etas:
/// - a new variable appends the unit row of its stay;
/// - a row whose pivot column no other row of `M` mentions replaces that column's stay by
///   appending a pivot at the end of the sequence (every other column of the row is solved
///   before it), and a one-variable row replacing its own variable's stay rescales that pivot.
///
/// Slots and columns are both numbered `0 ..< size`, but they are different index spaces:
/// ``solve(_:into:)`` maps a slot-indexed right-hand side to column-indexed values and
/// ``solveTransposed(_:into:)`` the other way round.
struct BasisFactor: Sendable {
  /// The number of slots (and columns).
  var size = 0

  // Pivots in solve order; the bump is solved between `..<bumpPosition` and the rest.
  var pivotSlot: [Int32] = []
  var pivotColumn: [Int32] = []
  var pivotValue: [Double] = []
  /// `pivotStart[k] ..< pivotEnd[k]` indexes the off-pivot entries of pivot `k` (a pivot
  /// replaced in place with more entries moves its entries to the end of the storage).
  var pivotStart: [Int32] = []
  var pivotEnd: [Int32] = []
  var offColumn: [Int32] = []
  var offValue: [Double] = []
  var pivotAlive: [Bool] = []
  var deadPivots = 0
  var bumpPosition = 0
  /// The pivot of each slot in `M₀`, or −1 when the slot's row is in the bump.
  var pivotOfSlot: [Int32] = []
  /// The live pivot on each column, −2 for a column of the bump, −1 for none.
  var pivotOfColumn: [Int32] = []
  /// Whether an eta replaced the slot's row, or reads it, since the last factorization.
  var etaTouched: [Bool] = []

  // The bump: rows `bumpSlots`, columns `bumpColumns`, dense LU (rows already permuted).
  var bumpSlots: [Int32] = []
  var bumpColumns: [Int32] = []
  var bumpLU: [Double] = []
  /// Entries of each bump row outside the bump columns: `bumpOffStart[i] ..< bumpOffStart[i+1]`.
  var bumpOffStart: [Int32] = [0]
  var bumpOffColumn: [Int32] = []
  var bumpOffValue: [Double] = []

  // Product-form etas: eta `e` replaces row `etaSlot[e]` with `λᵀ M`, where `λ[etaSlot] =
  // etaPivot[e]` and the other entries are `etaIndex/etaValue[etaStart[e] ..< etaStart[e+1]]`.
  var etaSlot: [Int32] = []
  var etaPivot: [Double] = []
  var etaStart: [Int32] = [0]
  var etaIndex: [Int32] = []
  var etaValue: [Double] = []

  /// The number of row replacements kept as etas since the last factorization.
  var etaCount: Int { etaSlot.count }

  /// The number of stored eta entries since the last factorization.
  var etaEntryCount: Int { etaIndex.count }

  /// The number of pivot entries (pivots and their off-pivot entries) of `M₀`.
  var entryCount: Int { pivotSlot.count + offColumn.count + bumpLU.count }

  /// A slot whose row the factorization could not pivot on, paired with a column no row covered.
  struct Deficiency: Sendable, Equatable {
    /// The slot whose row depends on the others.
    var slot: Int32
    /// A column left without a pivot.
    var column: Int32
  }

  /// Whether the slot's row in `M` is exactly the row of one live pivot of `M₀` (not in the
  /// bump and not replaced by an eta), so the cheap updates may change it.
  ///
  /// - Parameter slot: A slot.
  /// - Returns: `true` when ``appendPivot(replacing:column:entries:values:)`` and
  ///   ``rescalePivot(of:to:)`` apply.
  @inline(__always)
  func hasPlainPivot(_ slot: Int) -> Bool {
    !etaTouched[slot] && pivotOfSlot[slot] >= 0
  }

  /// The column of a slot's plain pivot.
  ///
  /// - Parameter slot: A slot with a plain pivot.
  /// - Returns: The column.
  @inline(__always)
  func pivotColumn(of slot: Int) -> Int {
    Int(pivotColumn[Int(pivotOfSlot[slot])])
  }

  /// The value of a slot's plain pivot.
  ///
  /// - Parameter slot: A slot with a plain pivot.
  /// - Returns: The pivot's coefficient.
  @inline(__always)
  func pivotValue(of slot: Int) -> Double {
    pivotValue[Int(pivotOfSlot[slot])]
  }

  /// The off-pivot entries `(slot, λ)` of the eta added last.
  ///
  /// - Returns: The entries, as a zipped sequence.
  func lastEtaEntries() -> Zip2Sequence<ArraySlice<Int32>, ArraySlice<Double>> {
    let range = Int(etaStart[etaStart.count - 2])..<Int(etaStart[etaStart.count - 1])
    return zip(etaIndex[range], etaValue[range])
  }

  /// Whether a slot's plain pivot is a unit row (a stay).
  ///
  /// - Parameter slot: A slot with a plain pivot.
  /// - Returns: `true` when the pivot has no off-pivot entries.
  @inline(__always)
  func isUnitPivot(_ slot: Int) -> Bool {
    let pivot = Int(pivotOfSlot[slot])
    return pivotStart[pivot] == pivotEnd[pivot]
  }

  /// Reserves room for `count` variables' plain pivots, and for the rows that take their
  /// slots as a build's rows arrive.
  ///
  /// A row that takes a slot appends a pivot (or rewrites one in place) and its off-pivot
  /// entries: a FloatLayout chain's build made 1.0 pivot and 0.75 off-pivot entry a variable, a
  /// column of row stacks 1.19 and 1.42. Room for 1.25 and 1.5 a variable keeps those lists from
  /// being copied near the end of a build; room not used costs address space, not memory.
  ///
  /// - Complexity: O(`count`) when storage grows.
  mutating func reserveCapacity(_ count: Int) {
    pivotOfSlot.reserveCapacity(count)
    pivotOfColumn.reserveCapacity(count)
    etaTouched.reserveCapacity(count)
    let pivots = count + count / 4
    pivotSlot.reserveCapacity(pivots)
    pivotColumn.reserveCapacity(pivots)
    pivotValue.reserveCapacity(pivots)
    pivotStart.reserveCapacity(pivots)
    pivotEnd.reserveCapacity(pivots)
    pivotAlive.reserveCapacity(pivots)
    offColumn.reserveCapacity(3 * count / 2)
    offValue.reserveCapacity(3 * count / 2)
  }

  /// Adds a slot whose row is the unit row of a new column (a new variable held by its stay).
  ///
  /// - Complexity: O(1) amortized.
  mutating func appendVariable() {
    let index = size
    size += 1
    pivotOfSlot.append(-1)
    pivotOfColumn.append(-1)
    etaTouched.append(false)
    appendPivot(slot: index, column: index, value: 1, start: Int32(offColumn.count))
  }

  /// Replaces the plain pivot of `slot` with a pivot on `column` at the end of the solve order.
  ///
  /// Valid when no other row of `M` mentions `column`: every other column of the new row is then
  /// solved before it, and no row solved before needs it.
  ///
  /// - Parameters:
  ///   - slot: A slot with a plain pivot.
  ///   - column: The new pivot column, mentioned by no other row of `M`.
  ///   - entries: The new row's columns.
  ///   - values: The new row's coefficients.
  /// - Complexity: O(*t*) for a row of *t* terms.
  mutating func appendPivot(
    replacing slot: Int, column: Int, entries: ArraySlice<Int32>, values: ArraySlice<Double>
  ) {
    killPivot(of: slot)
    // The off-pivot entries go straight to the end of the entry lists (no list per call).
    let start = Int32(offColumn.count)
    var pivot = 0.0
    let offset = values.startIndex - entries.startIndex
    for index in entries.indices {
      let entry = entries[index]
      if Int(entry) == column {
        pivot = values[index + offset]
      } else {
        offColumn.append(entry)
        offValue.append(values[index + offset])
      }
    }
    appendPivot(slot: slot, column: column, value: pivot, start: start)
  }

  /// Scales the plain unit pivot of `slot` to `value`: a one-variable row `value × x` replacing
  /// the stay of its own variable.
  ///
  /// - Parameters:
  ///   - slot: A slot with a plain unit pivot.
  ///   - value: The row's coefficient.
  /// - Complexity: O(1).
  mutating func rescalePivot(of slot: Int, to value: Double) {
    pivotValue[Int(pivotOfSlot[slot])] = value
  }

  /// Whether the row of `slot` can become `entries` in place: the slot has a plain pivot on
  /// `column`, and every other column of the new row is solved before that pivot.
  ///
  /// The pivot then keeps its place in the solve order, so the sequence stays triangular.
  ///
  /// - Parameters:
  ///   - slot: A slot with a plain pivot.
  ///   - column: The slot's pivot column, which the new row mentions.
  ///   - entries: The new row's columns.
  /// - Returns: `true` when ``replacePivotInPlace(of:column:entries:values:)`` applies.
  /// - Complexity: O(*t*) for a row of *t* terms.
  func canReplaceInPlace(slot: Int, column: Int, entries: ArraySlice<Int32>) -> Bool {
    let position = pivotOfSlot[slot]
    for entry in entries where Int(entry) != column {
      let other = pivotOfColumn[Int(entry)]
      if other == -2 {
        if Int(position) < bumpPosition { return false }
      } else if other < 0 || other >= position {
        return false
      }
    }
    return true
  }

  /// Replaces the plain pivot of `slot` by the new row, keeping its place in the solve order.
  ///
  /// - Parameters:
  ///   - slot: A slot for which ``canReplaceInPlace(slot:column:entries:)`` holds.
  ///   - column: The slot's pivot column.
  ///   - entries: The new row's columns.
  ///   - values: The new row's coefficients.
  /// - Complexity: O(*t*) for a row of *t* terms.
  mutating func replacePivotInPlace(
    of slot: Int, column: Int, entries: ArraySlice<Int32>, values: ArraySlice<Double>
  ) {
    let pivot = Int(pivotOfSlot[slot])
    let room = Int(pivotEnd[pivot] - pivotStart[pivot])
    // Index loops: a `zip` of the two slices is not specialized here and costs a generic
    // iterator per call.
    let first = entries.startIndex
    let offset = values.startIndex - first
    if entries.count - 1 > room {
      // Moves to fresh storage at the end; the old entries stay unused until a refactor.
      pivotStart[pivot] = Int32(offColumn.count)
      for index in first..<entries.endIndex where Int(entries[index]) != column {
        offColumn.append(entries[index])
        offValue.append(values[index + offset])
      }
      pivotEnd[pivot] = Int32(offColumn.count)
    } else {
      var next = Int(pivotStart[pivot])
      for index in first..<entries.endIndex where Int(entries[index]) != column {
        offColumn[next] = entries[index]
        offValue[next] = values[index + offset]
        next += 1
      }
      pivotEnd[pivot] = Int32(next)
    }
    for index in first..<entries.endIndex where Int(entries[index]) == column {
      pivotValue[pivot] = values[index + offset]
    }
  }

  private mutating func killPivot(of slot: Int) {
    let pivot = Int(pivotOfSlot[slot])
    pivotAlive[pivot] = false
    pivotOfSlot[slot] = -1
    if pivotOfColumn[Int(pivotColumn[pivot])] == Int32(pivot) {
      pivotOfColumn[Int(pivotColumn[pivot])] = -1
    }
    deadPivots += 1
  }

  /// Appends a pivot whose off-pivot entries are those from `start` to the end of the entry
  /// lists.
  private mutating func appendPivot(slot: Int, column: Int, value: Double, start: Int32) {
    pivotOfSlot[slot] = Int32(pivotSlot.count)
    pivotOfColumn[column] = Int32(pivotSlot.count)
    pivotSlot.append(Int32(slot))
    pivotColumn.append(Int32(column))
    pivotValue.append(value)
    pivotAlive.append(true)
    pivotStart.append(start)
    pivotEnd.append(Int32(offColumn.count))
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
    var rowStart = [Int32](repeating: 0, count: size + 1)
    var entryColumn: [Int32] = []
    var entryValue: [Double] = []
    entryColumn.reserveCapacity(3 * size)
    entryValue.reserveCapacity(3 * size)
    for slot in 0..<size {
      rows(slot, &entryColumn, &entryValue)
      rowStart[slot + 1] = Int32(entryColumn.count)
    }
    return factor(
      size: size, rowStart: rowStart, entryColumn: entryColumn, entryValue: entryValue)
  }

  /// Factors the matrix whose slot `p` row holds the entries `rowStart[p] ..< rowStart[p + 1]`
  /// of `entryColumn` and `entryValue`; see ``factor(size:rows:)``.
  ///
  /// - Complexity: O(*nnz* + *b*³), where *b* is the size of the bump.
  mutating func factor(
    size: Int, rowStart: [Int32], entryColumn: [Int32], entryValue: [Double]
  ) -> [Deficiency] {
    self = BasisFactor()
    self.size = size
    pivotOfSlot = [Int32](repeating: -1, count: size)
    pivotOfColumn = [Int32](repeating: -1, count: size)
    etaTouched = [Bool](repeating: false, count: size)
    // The pivots in solve order, written out together at the end (one pass over plain
    // buffers, not ten appends per pivot).
    var plan: [(slot: Int32, column: Int32)] = []
    plan.reserveCapacity(size)
    var rowMaximum = [Double](repeating: 0, count: size)
    var columnStart = [Int32](repeating: 0, count: size + 1)
    for slot in 0..<size {
      for entry in Int(rowStart[slot])..<Int(rowStart[slot + 1]) {
        columnStart[Int(entryColumn[entry]) + 1] += 1
        rowMaximum[slot] = max(rowMaximum[slot], abs(entryValue[entry]))
      }
    }
    for column in 0..<size { columnStart[column + 1] += columnStart[column] }
    var columnFill = columnStart
    var columnSlots = [Int32](repeating: 0, count: entryColumn.count)
    for slot in 0..<size {
      for entry in Int(rowStart[slot])..<Int(rowStart[slot + 1]) {
        let column = Int(entryColumn[entry])
        columnSlots[Int(columnFill[column])] = Int32(slot)
        columnFill[column] += 1
      }
    }

    let pivotTolerance = 1e-9
    var slotDone = [Bool](repeating: false, count: size)
    var columnDone = [Bool](repeating: false, count: size)
    var deficientSlots: [Int32] = []

    // Forward: row singletons, solved first in the order found.
    var remaining = [Int32](repeating: 0, count: size)
    var queue: [Int32] = []
    queue.reserveCapacity(size)
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
      if abs(entryValue[pivotEntry]) <= pivotTolerance * rowMaximum[slot] {
        deficientSlots.append(Int32(slot))
        continue
      }
      columnDone[column] = true
      plan.append((Int32(slot), Int32(column)))
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
    bumpPosition = plan.count
    if plan.count == size - deficientSlots.count, deficientSlots.isEmpty {
      writePivots(plan, rowStart: rowStart, entryColumn: entryColumn, entryValue: entryValue)
      return []
    }

    // Backward: column singletons among the rows left, solved last in reverse order.
    var backward: [(slot: Int, column: Int)] = []
    var columnRemaining = [Int32](repeating: 0, count: size)
    queue.emptyKeepingCapacity()
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
      guard slot >= 0, abs(value) > pivotTolerance * rowMaximum[slot] else { continue }
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
    if !leftSlots.isEmpty || !leftColumns.isEmpty {
      let dependent = factorBump(
        slots: leftSlots, columns: leftColumns, rowStart: rowStart, entryColumn: entryColumn,
        entryValue: entryValue)
      deficientSlots.append(contentsOf: dependent)
    }

    for (slot, column) in backward.reversed() {
      plan.append((Int32(slot), Int32(column)))
    }
    writePivots(plan, rowStart: rowStart, entryColumn: entryColumn, entryValue: entryValue)

    guard !deficientSlots.isEmpty else { return [] }
    // Pair every dependent slot with a column no pivot covers; the counts agree.
    let bumpColumnSet = Set(bumpColumns)
    var columnsLeft = (0..<size).filter { !columnDone[$0] && !bumpColumnSet.contains(Int32($0)) }
    var result: [Deficiency] = []
    for slot in deficientSlots.sorted() where !columnsLeft.isEmpty {
      result.append(Deficiency(slot: slot, column: Int32(columnsLeft.removeFirst())))
    }
    return result
  }

  /// Writes the pivots of `plan`, in solve order, with their rows' entries from the factoring
  /// buffers: the pivot's own entry becomes its value, the others its off-diagonal entries.
  ///
  /// - Complexity: O(entries of the planned rows).
  private mutating func writePivots(
    _ plan: [(slot: Int32, column: Int32)], rowStart: [Int32], entryColumn: [Int32],
    entryValue: [Double]
  ) {
    let count = plan.count
    var offCount = 0
    for (slot, _) in plan {
      offCount += Int(rowStart[Int(slot) + 1] - rowStart[Int(slot)]) - 1
    }
    var values = [Double](repeating: 0, count: count)
    var starts = [Int32](repeating: 0, count: count)
    var ends = [Int32](repeating: 0, count: count)
    var columns = [Int32](repeating: 0, count: max(0, offCount))
    var coefficients = [Double](repeating: 0, count: max(0, offCount))
    var written = 0
    // Pivot lists first, then the factoring buffers they are filled from.
    values.withUnsafeMutableBufferPointer { values in
      starts.withUnsafeMutableBufferPointer { starts in
        ends.withUnsafeMutableBufferPointer { ends in
          columns.withUnsafeMutableBufferPointer { columns in
            coefficients.withUnsafeMutableBufferPointer { coefficients in
              plan.withUnsafeBufferPointer { plan in
                rowStart.withUnsafeBufferPointer { rowStart in
                  entryColumn.withUnsafeBufferPointer { entryColumn in
                    entryValue.withUnsafeBufferPointer { entryValue in
                      for index in 0..<count {
                        let slot = Int(plan[index].slot)
                        let column = plan[index].column
                        starts[index] = Int32(written)
                        for entry in Int(rowStart[slot])..<Int(rowStart[slot + 1]) {
                          if entryColumn[entry] == column {
                            values[index] = entryValue[entry]
                          } else if written < columns.count {
                            columns[written] = entryColumn[entry]
                            coefficients[written] = entryValue[entry]
                            written += 1
                          }
                        }
                        ends[index] = Int32(written)
                      }
                    }
                  }
                }
              }
            }
          }
        }
      }
    }
    for (index, pivot) in plan.enumerated() {
      pivotOfSlot[Int(pivot.slot)] = Int32(index)
      pivotOfColumn[Int(pivot.column)] = Int32(index)
    }
    pivotSlot = plan.map(\.slot)
    pivotColumn = plan.map(\.column)
    pivotValue = values
    pivotAlive = [Bool](repeating: true, count: count)
    pivotStart = starts
    pivotEnd = ends
    columns.removeLast(columns.count - written)
    coefficients.removeLast(coefficients.count - written)
    offColumn = columns
    offValue = coefficients
  }

  /// Factors the bump densely; returns the slots whose rows turned out dependent.
  private mutating func factorBump(
    slots: [Int], columns: [Int], rowStart: [Int32], entryColumn: [Int32], entryValue: [Double]
  ) -> [Int32] {
    var columnPosition = [Int: Int]()
    for (position, column) in columns.enumerated() { columnPosition[column] = position }
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

    // Keep the full-rank part: rows rowOrder[0..<rank], columns pivotColumns, in LU form.
    bumpSlots = rowOrder[..<rank].map { Int32(slots[$0]) }
    bumpColumns = pivotColumns.map { Int32(columns[$0]) }
    for column in bumpColumns { pivotOfColumn[Int(column)] = -2 }
    bumpLU = [Double](repeating: 0, count: rank * rank)
    for i in 0..<rank {
      for j in 0..<rank {
        bumpLU[i * rank + j] = dense[rowOrder[i] * width + pivotColumns[j]]
      }
    }
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
    return dependent
  }
}
