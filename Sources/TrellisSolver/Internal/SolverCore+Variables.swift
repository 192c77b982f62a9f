// Registering variables: each new variable gets a column, a basis slot and its stay.

extension SolverCore {
  /// The index of `variable`, registering it (value 0, held by its stay) when new.
  ///
  /// - Parameter variable: The variable.
  /// - Returns: Its column index.
  /// - Complexity: O(*K*) when new (one gradient entry per level), else O(1) expected.
  mutating func index(of variable: Variable) -> Int {
    if let index = column(of: variable) { return Int(index) }
    return appendVariable(variable, start: 0)
  }

  /// The index of a term's variable, registering (and retaining) it when new: the variable
  /// object is retained only then.
  ///
  /// - Parameter term: A term of a soft row being added (whose caller keeps the variable alive
  ///   for the call).
  /// - Returns: Its column index.
  /// - Complexity: O(1) expected when known, else O(*K*).
  mutating func index(of term: WrittenTerm) -> Int {
    if let index = column(ofAddress: term.mergeKey) { return Int(index) }
    // Borrowed for the call: the lists it goes into retain it once, with no retain and release
    // of a strong copy around them.
    return term.variable._withUnsafeGuaranteedRef { appendVariable($0, start: 0) }
  }

  /// The index of a term's variable as ``index(of:)-(WrittenTerm)`` finds it, trying first
  /// the column where the caller last saw it: a column that still holds the variable is its
  /// index (no lookup by identity); any other position, −1 included, leaves it to the lookup.
  ///
  /// - Parameters:
  ///   - term: A term of a soft row being added.
  ///   - position: A column to try, or −1.
  /// - Returns: Its column index.
  /// - Complexity: O(1) expected when known, else O(*K*).
  mutating func index(of term: WrittenTerm, at position: Int32) -> Int {
    // A position past every column reads as borrowed (0), which no variable's address is.
    if position >= 0, storedAddress(ofColumn: Int(position)) == term.mergeKey {
      return Int(position)
    }
    return index(of: term)
  }

  /// The address of the variable a column holds, or 0 where it is borrowed or past every
  /// column, read without retaining the variable (nor loading it).
  ///
  /// - Parameter column: A column index.
  /// - Returns: The address, or 0.
  /// - Complexity: O(1).
  @inline(__always)
  func storedAddress(ofColumn column: Int) -> UInt {
    variables.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress, buffer.indices.contains(column) else { return 0 }
      // An optional class reference is one word, zero for `nil`.
      return UnsafeRawPointer(base + column).load(as: UInt.self)
    }
  }

  /// The index of a term of a constraint being added, registering it when new.
  ///
  /// A new variable is borrowed from the constraint (see ``variables``): its object is not
  /// retained. A solver that claims its variables holds the new one instead, so that its
  /// claim can be checked against the column's stored address.
  ///
  /// - Parameter term: A term of the constraint being added, whose row will mention it.
  /// - Returns: Its column index.
  /// - Complexity: O(1) expected when known, else O(*K*).
  mutating func index(ofBorrowed term: WrittenTerm) -> Int {
    if let index = column(ofTermAddress: term.mergeKey) { return Int(index) }
    if claimsVariables {
      return term.variable._withUnsafeGuaranteedRef { appendVariable($0, start: 0) }
    }
    return appendColumn(nil, address: term.mergeKey, start: 0)
  }

  /// Registers, in order, the variables of `list` the solver has not seen, each held by its
  /// stay at its start (0 where `starts` has none or a non-finite one); see
  /// ``Solver/register(_:startingAt:)``.
  ///
  /// - Returns: The position of every variable of `list`, known or new.
  /// - Complexity: O(`list.count` + *K* · new variables).
  mutating func register(_ list: [Variable], startingAt starts: [Double?]) -> [Int32] {
    var positions: [Int32] = []
    positions.reserveCapacity(list.count)
    // Read by index: an element read for the loop would be retained and released, touching
    // every variable object (a miss each in a large tree) for nothing but the new ones.
    for offset in list.indices {
      if let index = column(of: list[offset]) {
        positions.append(index)
        continue
      }
      let start = offset < starts.count ? starts[offset].flatMap { $0.isFinite ? $0 : nil } : nil
      let index = appendVariable(list[offset], start: start ?? 0)
      positions.append(Int32(index))
      if start != nil {
        if seeded.count <= index {
          seeded.append(contentsOf: repeatElement(false, count: index + 1 - seeded.count))
        }
        seeded[index] = true
      }
    }
    return positions
  }

  /// Registers a variable the solver has not seen, held by its stay at `start`: a column, a
  /// basis slot whose row is the variable's unit row, and an entry in every per-variable list —
  /// the one place that knows them all.
  ///
  /// The variable is taken owned and moved into the list of variables, so a caller that has
  /// a reference to give (or copies one for the call) pays one retain in all.
  ///
  /// - Returns: Its column index.
  /// - Complexity: O(*K*).
  private mutating func appendVariable(_ variable: consuming Variable, start: Double) -> Int {
    let address = UInt(bitPattern: ObjectIdentifier(variable))
    return appendColumn(consume variable, address: address, start: start)
  }

  /// The registration of ``appendVariable(_:start:)``, for a variable held here or borrowed.
  ///
  /// - Parameters:
  ///   - variable: The variable, or `nil` for one borrowed from the constraint being added
  ///     (see ``variables``).
  ///   - address: The variable's address, its key in ``variableIndex``.
  ///   - start: Its value and its stay's target.
  /// - Returns: Its column index.
  /// - Complexity: O(*K*).
  private mutating func appendColumn(
    _ variable: consuming Variable?, address: UInt, start: Double
  ) -> Int {
    structureVersion &+= 1
    // A released column is as fresh as a new one (no row mentions it; its stay is a plain unit
    // pivot in its slot), so it is taken first; not inside a transaction, whose rollback drops
    // the variables appended since it began.
    if !freeColumns.isEmpty, !journal.isRecording, let position = freshFreeColumn() {
      let free = freeColumns.remove(at: position)
      let index = Int(free)
      variables[index] = consume variable
      noteColumn(free, address: address)
      value[index] = start
      stayTarget[index] = start
      return index
    }
    let index = variables.count
    variables.append(consume variable)
    noteColumn(Int32(index), address: address)
    value.append(start)
    stayTarget.append(start)
    staySlot.append(Int32(index))
    columnRows.appendColumn()
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

  /// Gives the columns of variables that no live row mentions back for reuse; see
  /// ``Solver/releaseVariables(_:)``.
  ///
  /// A variable no live row mentions has its stay in the basis (its column would be empty
  /// otherwise), and that stay is the only basis row that mentions it: the variable is
  /// decoupled from every other, and its value is its stay's target alone. Its entries become
  /// those of a new column: value 0 (target 0), no gradient, not seeded. Nothing else reads the
  /// column until it is reused.
  ///
  /// - Returns: How many were released.
  /// - Complexity: O(rows still listed for the variables + *K* per released variable).
  mutating func releaseVariables(_ list: [Variable]) -> Int {
    guard !journal.isRecording else { return 0 }
    var released = 0
    for variable in list {
      guard let position = column(of: variable) else { continue }
      let index = Int(position)
      let slot = Int(staySlot[index])
      guard slot >= 0, pendingChange[slot] == 0, hasNoLiveRow(index) else { continue }
      forgetColumn(of: variable)
      variables[index] = Self.releasedPlaceholder
      value[index] = 0
      stayTarget[index] = 0
      if index < seeded.count { seeded[index] = false }
      columnRows.clear(index)
      looseRows[index] = 0
      levels.clearVariable(index)
      freeColumns.append(position)
      released += 1
    }
    if released > 0 {
      levels.invalidateDuals()
      structureVersion &+= 1
      forgetBulkRead()
    }
    return released
  }

  /// Where in ``freeColumns`` a column as fresh as a new one is (its stay a plain unit pivot in
  /// its slot, as ``freshSubjectTerm(of:)`` assumes of a variable it has not seen), looking at
  /// the last few; a column whose stay an eta has touched waits for the next factorization.
  func freshFreeColumn() -> Int? {
    var position = freeColumns.count - 1
    while position >= max(0, freeColumns.count - 4) {
      if isFreshSubject(Int(freeColumns[position]), row: -1) { return position }
      position -= 1
    }
    return nil
  }

  /// Whether column `index` belongs to a released variable.
  func isReleased(_ index: Int) -> Bool {
    variables[index] === Self.releasedPlaceholder
  }

  /// The variable of column `index`, borrowed or not.
  ///
  /// A borrowed column is mentioned by a live row whose constraint holds its variable (see
  /// ``variables``); the variable is the term of that constraint found at this column.
  ///
  /// - Complexity: O(1) when not borrowed, else O(rows listed for the column × terms).
  func variable(at index: Int) -> Variable? {
    if let variable = variables[index] { return variable }
    for listed in columnRows.rows(of: index) where rowAlive[Int(listed)] {
      if let owner = rowOwner[Int(listed)], let variable = variable(at: index, in: owner) {
        return variable
      }
    }
    return nil
  }

  /// The variable of `constraint` registered at column `index`, if it mentions it.
  ///
  /// - Complexity: O(terms).
  func variable(at index: Int, in constraint: Constraint) -> Variable? {
    func found(in terms: [Term]) -> Variable? {
      terms.first { column(of: $0.variable) == Int32(index) }?.variable
    }
    return found(in: constraint.lhs.terms) ?? found(in: constraint.rhs.terms)
  }

  /// Takes over the borrowed variables a row mentions before the row leaves the solver, from
  /// the row's constraint, which may be their last holder here.
  ///
  /// - Complexity: O(*t*) for a row without borrowed columns, O(*t*²) otherwise.
  mutating func adoptBorrowedVariables(of row: Int) {
    guard let owner = rowOwner[row] else { return }
    for entry in entries(of: row) {
      let index = Int(poolColumn[entry])
      if variables[index] == nil {
        variables[index] = variable(at: index, in: owner)
      }
    }
  }

  /// The variable a released column holds until it is reused (never registered).
  static let releasedPlaceholder = Variable("released")

  /// Drops the variables registered after the first `count`, which no live row mentions.
  ///
  /// - Parameter count: The number of variables to keep.
  /// - Complexity: O(variables dropped + identity table size).
  mutating func truncateVariables(to count: Int) {
    guard variables.count > count else { return }
    structureVersion &+= 1
    forgetBulkRead()
    // By value, not by object: a column may be borrowed (its object not at hand).
    variableIndex.removeValues(atLeast: Int32(count))
    let removed = variables.count - count
    variables.removeLast(removed)
    value.removeLast(removed)
    stayTarget.removeLast(removed)
    staySlot.removeLast(removed)
    columnRows.truncate(to: count)
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
