/// A soft row a solver holds without a ``Constraint`` object, for a caller in this package that
/// adds thousands of rows it names itself (the layout engine's fallbacks, hugging and
/// compression resistance: up to eight an item).
///
/// The row is `c₁ × first + c₂ × second relation constant` at a priority below required, and
/// behaves exactly as a soft constraint reading the same: it takes part in solves, dumps and
/// statistics alike. Being soft it can never conflict, so no error needs to name it. What it
/// saves is the object, its two expressions and their term list, and the identity entry a
/// constraint is found by. The handle names the row while it lives; once the row is removed
/// the solver answers `nil` or `false` for it, whatever row reuses its place.
package struct SoftRow: Hashable, Sendable {
  // The wide field first: 12 bytes, where the other order pads to 16 (an optional handle then
  // takes 16 bytes, not 24: a record holds four).
  /// The row's insertion number, which no later row shares.
  let sequence: Int
  /// The row's id in the solver.
  let row: Int32
}

extension Solver {
  /// Adds the soft row `firstCoefficient × first + secondCoefficient × second relation
  /// constant` (no second term when `second` is `nil`).
  ///
  /// - Parameters:
  ///   - first: The first variable; the caller keeps it alive for the call.
  ///   - firstCoefficient: Its coefficient.
  ///   - second: An optional second variable.
  ///   - secondCoefficient: Its coefficient.
  ///   - relation: How the terms compare with the constant.
  ///   - constant: The right-hand side.
  ///   - priority: A priority below required.
  /// - Returns: The row, or `nil` (and nothing changed) for a required or invalid priority or
  ///   a non-finite number.
  /// - Complexity: That of ``add(_:)`` for a soft constraint of two terms.
  package mutating func addSoftRow(
    _ first: Variable, _ firstCoefficient: Double,
    _ second: Variable?, _ secondCoefficient: Double,
    relation: Relation, constant: Double, priority: Priority
  ) -> SoftRow? {
    addSoftRow(
      Unmanaged.passUnretained(first), firstCoefficient,
      second.map { Unmanaged.passUnretained($0) }, secondCoefficient,
      relation: relation, constant: constant, priority: priority)
  }

  /// ``addSoftRow(_:_:_:_:relation:constant:priority:)`` with the variables passed unretained:
  /// for a caller that reads them where an owner it holds keeps them (an item's variables), so
  /// that the call costs no retain and release of each.
  ///
  /// `firstPosition` is where the caller last saw the solver store `first` (as
  /// ``register(_:startingAt:)`` or ``positions(of:)`` gave it), or −1. A position that still
  /// holds `first` spares the lookup of the variable by identity (a cache miss each in a large
  /// tree); any other is ignored.
  ///
  /// - Returns: The row, or `nil` (and nothing changed) for a required or invalid priority or
  ///   a non-finite number.
  /// - Complexity: That of ``add(_:)`` for a soft constraint of two terms.
  package mutating func addSoftRow(
    _ first: Unmanaged<Variable>, _ firstCoefficient: Double,
    _ second: Unmanaged<Variable>?, _ secondCoefficient: Double,
    relation: Relation, constant: Double, priority: Priority, firstPosition: Int32 = -1
  ) -> SoftRow? {
    core.addSoftRow(
      first, firstCoefficient, second, secondCoefficient,
      relation: relation, constant: constant, priority: priority, firstPosition: firstPosition)
  }

  /// ``addSoftRow(_:_:_:_:relation:constant:priority:firstPosition:)`` with a third term:
  /// `firstCoefficient × first + secondCoefficient × second + thirdCoefficient × third relation
  /// constant`, the variables passed unretained (a container's gap between two items: the
  /// next one's start against the previous one's position and length).
  ///
  /// A variable that appears more than once takes the sum of its coefficients.
  ///
  /// - Returns: The row, or `nil` (and nothing changed) for a required or invalid priority or
  ///   a non-finite number.
  /// - Complexity: That of ``add(_:)`` for a soft constraint of three terms.
  package mutating func addSoftRow(
    _ first: Unmanaged<Variable>, _ firstCoefficient: Double,
    _ second: Unmanaged<Variable>, _ secondCoefficient: Double,
    _ third: Unmanaged<Variable>, _ thirdCoefficient: Double,
    relation: Relation, constant: Double, priority: Priority
  ) -> SoftRow? {
    core.addSoftRow(
      first, firstCoefficient, second, secondCoefficient, third, thirdCoefficient,
      relation: relation, constant: constant, priority: priority)
  }

  /// Removes a soft row.
  ///
  /// - Parameter row: A row added with ``addSoftRow(_:_:_:_:relation:constant:priority:)``.
  /// - Returns: Whether the solver held it.
  /// - Complexity: That of ``remove(_:)``.
  @discardableResult
  package mutating func remove(_ row: SoftRow) -> Bool {
    core.removeSoftRow(row)
  }

  /// Replaces a soft row's constant in place (an equal constant changes nothing).
  ///
  /// - Parameters:
  ///   - row: The row.
  ///   - constant: The new right-hand side.
  /// - Returns: Whether the solver held the row and the constant is finite (otherwise nothing
  ///   changed).
  /// - Complexity: That of ``updateConstant(of:to:)`` for a soft constraint.
  @discardableResult
  package mutating func updateConstant(of row: SoftRow, to constant: Double) -> Bool {
    core.updateConstant(of: row, to: constant)
  }

  /// Moves a soft row to another priority below required, in place.
  ///
  /// - Parameters:
  ///   - row: The row.
  ///   - priority: A priority below required.
  /// - Returns: Whether the solver held the row and the priority is soft and valid (otherwise
  ///   nothing changed).
  /// - Complexity: That of ``updatePriority(of:to:)`` for a soft constraint.
  @discardableResult
  package mutating func updatePriority(of row: SoftRow, to priority: Priority) -> Bool {
    core.updatePriority(of: row, to: priority)
  }

  /// Whether the solver holds a soft row.
  ///
  /// - Complexity: O(1).
  package func contains(_ row: SoftRow) -> Bool {
    core.liveRow(row) != nil
  }

  /// A soft row's current constant, or `nil` when the solver does not hold it.
  ///
  /// - Complexity: O(1).
  package func constant(of row: SoftRow) -> Double? {
    core.constant(of: row)
  }

  /// A soft row's priority, or `nil` when the solver does not hold it.
  ///
  /// - Complexity: O(1).
  package func priority(of row: SoftRow) -> Priority? {
    core.priority(of: row)
  }
}
