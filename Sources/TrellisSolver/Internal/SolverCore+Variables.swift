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

  /// Registers a variable the solver has not seen at `start` instead of 0, held by its stay
  /// there; see ``Solver/seed(_:at:)``.
  ///
  /// - Complexity: O(*K*) for a new variable, else O(1) expected.
  mutating func seed(_ variable: Variable, at start: Double) {
    guard start.isFinite, variableIndex[ObjectIdentifier(variable)] == nil else { return }
    let index = index(of: variable)
    value[index] = start
    stayTarget[index] = start
    if seeded.count <= index {
      seeded.append(contentsOf: repeatElement(false, count: index + 1 - seeded.count))
    }
    seeded[index] = true
  }

  /// Whether variable `index` was registered by ``seed(_:at:)``.
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
