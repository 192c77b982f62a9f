// Where a variable's column is: the claim the variable carries, else the identity table.
//
// The layout engine's solver claims each new variable: it writes the variable's column into the
// variable, and later finds it there, next to the object the engine is already reading (items
// are visited in tree order, and their variables were made in that order), instead of in a hash
// table whose slots a large build visits in no order. Any other solver claims none, and finds
// every variable in its identity table without visiting the variable objects, which constraints
// added in shuffled order reach in shuffled order (docs/solver.md, "Session 45").

import Synchronization

extension SolverCore {
  /// The claim of the variable at `address`, read without retaining the variable.
  ///
  /// - Parameter address: The address of a variable the caller keeps alive for the call.
  /// - Returns: Its claim (see ``Variable/claim``), or −1.
  /// - Complexity: O(1).
  @inline(__always)
  static func claim(atAddress address: UInt) -> Int32 {
    guard let pointer = UnsafeRawPointer(bitPattern: address) else { return -1 }
    return Unmanaged<Variable>.fromOpaque(pointer)._withUnsafeGuaranteedRef {
      $0.claim.load(ordering: .relaxed)
    }
  }

  /// The claim of the variable at `address` when it names this solver's column for it: the
  /// column stores that very address.
  ///
  /// - Parameter address: The address of a variable the caller keeps alive for the call.
  /// - Returns: The column, or `nil` for no claim or another column's.
  /// - Complexity: O(1).
  @inline(__always)
  func ownClaim(atAddress address: UInt) -> Int32? {
    let claim = Self.claim(atAddress: address)
    return claim >= 0 && storedAddress(ofColumn: Int(claim)) == address ? claim : nil
  }

  /// The column of the variable at `address`, or `nil` for a variable the solver has not
  /// seen: its claim first, then the identity table.
  ///
  /// A claim whose column holds the variable is the answer. Any other claim is another
  /// solver's (or one this solver made before releasing the column); the identity table has
  /// those. A variable no solver has claimed (−1) and an empty table need no further look. A
  /// solver that claims nothing asks its table alone.
  ///
  /// - Parameter address: The address of a variable the caller keeps alive for the call.
  /// - Returns: Its column, or `nil`.
  /// - Complexity: O(1) expected.
  @inline(__always)
  func column(ofAddress address: UInt) -> Int32? {
    if !claimsVariables { return variableIndex[address: address] }
    if let claim = ownClaim(atAddress: address) { return claim }
    return variableIndex.count == 0 ? nil : variableIndex[address: address]
  }

  /// The column of `variable`, or `nil` for a variable the solver has not seen; see
  /// ``column(ofAddress:)``.
  ///
  /// - Complexity: O(1) expected.
  @inline(__always)
  func column(of variable: Variable) -> Int32? {
    column(ofAddress: UInt(bitPattern: ObjectIdentifier(variable)))
  }

  /// The column of a constraint's term's variable (at `address`), or `nil` for a variable the
  /// solver has not seen: the identity table first, then the claim.
  ///
  /// The terms of constraints added in any order reach their variables in any order: a table
  /// slot is the one place such a lookup visits, where a claim is a visit to the variable's
  /// object and then to its column. The claim is read only when the table does not have the
  /// variable.
  ///
  /// - Parameter address: The address of a variable the caller keeps alive for the call.
  /// - Returns: Its column, or `nil`.
  /// - Complexity: O(1) expected.
  @inline(__always)
  func column(ofTermAddress address: UInt) -> Int32? {
    if !claimsVariables { return variableIndex[address: address] }
    if variableIndex.count > 0, let column = variableIndex[address: address] { return column }
    return ownClaim(atAddress: address)
  }

  /// Records that column `index` now holds the variable at `address` (already stored in
  /// ``variables``, or borrowed in a solver that claims nothing).
  ///
  /// In a solver that claims variables (``claimsVariables``), the variable's claim records it
  /// when it has none (or names this column already); otherwise the identity table does.
  ///
  /// The claim is taken with a compare-and-exchange, so of two solvers registering one
  /// variable at once on two threads, exactly one claims it and the other uses its table.
  ///
  /// - Complexity: O(1) expected.
  @inline(__always)
  mutating func noteColumn(_ index: Int32, address: UInt) {
    if !claimsVariables {
      variableIndex[address: address] = index
      return
    }
    guard let pointer = UnsafeRawPointer(bitPattern: address) else {
      variableIndex[address: address] = index
      return
    }
    let claimed = Unmanaged<Variable>.fromOpaque(pointer)._withUnsafeGuaranteedRef { variable in
      let current = variable.claim.load(ordering: .relaxed)
      if current == index { return true }
      guard current < 0 else { return false }
      let exchange = variable.claim.compareExchange(
        expected: -1, desired: index, ordering: .relaxed)
      return exchange.exchanged || exchange.original == index
    }
    if !claimed { variableIndex[address: address] = index }
  }

  /// Forgets where a variable's column was, as the column is released.
  ///
  /// Its entry in the identity table goes. Its claim stays (a claim is never taken back); the
  /// caller replaces the column's variable, so the claim no longer matches.
  ///
  /// - Complexity: O(1) expected.
  mutating func forgetColumn(of variable: Variable) {
    if variableIndex.count > 0 { variableIndex[ObjectIdentifier(variable)] = nil }
  }
}
