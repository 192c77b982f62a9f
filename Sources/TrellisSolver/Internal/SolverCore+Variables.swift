// Registering variables: each new variable gets a column, a basis slot and its stay.

extension SolverCore {
  /// The index of `variable`, registering it (value 0, held by its stay) when new.
  ///
  /// - Parameter variable: The variable.
  /// - Returns: Its column index.
  /// - Complexity: O(*K*) when new (one gradient entry per level), else O(1) expected.
  mutating func index(of variable: Variable) -> Int {
    let key = ObjectIdentifier(variable)
    if let index = variableIndex[key] { return Int(index) }
    structureVersion &+= 1
    let index = variables.count
    variables.append(variable)
    variableIndex[key] = Int32(index)
    value.append(0)
    stayTarget.append(0)
    staySlot.append(Int32(index))
    // Room for the few rows a variable usually has (the allocation costs the same as one
    // row's), so later rows do not regrow the list.
    var rows: [Int32] = []
    rows.reserveCapacity(4)
    columnRows.append(rows)
    looseRows.append(0)
    levels.appendVariable()
    slotContent.append(stayContent(index))
    factor.appendVariable()
    pendingChange.append(0)
    scratchSlots.append(0)
    scratchColumns.append(0)
    scratchDirection.append(0)
    scratchLambda.append(0)
    return index
  }

  /// Registers in one pass, in order, the variables of `list` the solver has not seen, each
  /// held by its stay at its start (0 where `starts` has none or a non-finite one); see
  /// ``Solver/register(_:startingAt:)``.
  ///
  /// - Returns: The position of every variable of `list`, known or new.
  /// - Complexity: O(`list.count` + *K* · new variables).
  mutating func register(_ list: [Variable], startingAt starts: [Double?]) -> [Int32] {
    var positions: [Int32] = []
    positions.reserveCapacity(list.count)
    let first = variables.count
    var added = 0
    var seededIndices: [Int] = []
    for (offset, variable) in list.enumerated() {
      let key = ObjectIdentifier(variable)
      if let index = variableIndex[key] {
        positions.append(index)
        continue
      }
      let index = first + added
      added += 1
      variableIndex[key] = Int32(index)
      positions.append(Int32(index))
      variables.append(variable)
      let start = offset < starts.count ? starts[offset].flatMap { $0.isFinite ? $0 : nil } : nil
      value.append(start ?? 0)
      stayTarget.append(start ?? 0)
      if start != nil { seededIndices.append(index) }
    }
    guard added > 0 else { return positions }
    if let last = seededIndices.last {
      if seeded.count <= last {
        seeded.append(contentsOf: repeatElement(false, count: last + 1 - seeded.count))
      }
      for index in seededIndices { seeded[index] = true }
    }
    structureVersion &+= 1
    let new = first..<(first + added)
    staySlot.append(contentsOf: new.map { Int32($0) })
    // Room for the few rows a variable usually has, as `index(of:)` gives it.
    columnRows.append(
      contentsOf: new.map { _ in
        var rows: [Int32] = []
        rows.reserveCapacity(4)
        return rows
      })
    looseRows.append(contentsOf: repeatElement(0, count: added))
    levels.appendVariables(added)
    slotContent.append(contentsOf: new.map { stayContent($0) })
    factor.appendVariables(added)
    pendingChange.append(contentsOf: repeatElement(0, count: added))
    scratchSlots.append(contentsOf: repeatElement(0, count: added))
    scratchColumns.append(contentsOf: repeatElement(0, count: added))
    scratchDirection.append(contentsOf: repeatElement(0, count: added))
    scratchLambda.append(contentsOf: repeatElement(0, count: added))
    return positions
  }

  /// Whether variable `index` was registered with a start by ``register(_:startingAt:)``.
  @inline(__always)
  func isSeeded(_ index: Int) -> Bool {
    index < seeded.count && seeded[index]
  }

  /// The slot content for the stay of variable `variable`.
  @inline(__always)
  func stayContent(_ variable: Int) -> SlotContent {
    SlotContent(-1 - variable)
  }

  /// The variable whose stay `content` encodes, or `nil` for a real row.
  @inline(__always)
  func stayVariable(_ content: SlotContent) -> Int? {
    content < 0 ? Int(-1 - content) : nil
  }

  /// Drops the variables registered after the first `count`, which no live row mentions.
  ///
  /// - Parameter count: The number of variables to keep.
  mutating func truncateVariables(to count: Int) {
    guard variables.count > count else { return }
    structureVersion &+= 1
    readKeys.removeAll()
    readPositions.removeAll()
    for variable in variables[count...] {
      variableIndex[ObjectIdentifier(variable)] = nil
    }
    let removed = variables.count - count
    variables.removeLast(removed)
    value.removeLast(removed)
    stayTarget.removeLast(removed)
    staySlot.removeLast(removed)
    columnRows.removeLast(removed)
    looseRows.removeLast(removed)
    slotContent.removeLast(removed)
    pendingChange.removeLast(removed)
    scratchSlots.removeLast(removed)
    scratchColumns.removeLast(removed)
    scratchDirection.removeLast(removed)
    scratchLambda.removeLast(removed)
    levels.truncateVariables(to: count)
    if seeded.count > count { seeded.removeLast(seeded.count - count) }
  }
}
