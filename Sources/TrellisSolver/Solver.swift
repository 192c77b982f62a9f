/// An incremental solver for linear constraints with strict priorities.
///
/// Add constraints built with ``Variable``, ``Expression`` and the relation operators, then read
/// values. The solver keeps every required constraint satisfied and, level by level from the
/// strongest priority, minimises the total violation of the others; no amount of violation at a
/// weaker level buys any at a stronger one.
///
/// ```swift
/// var solver = Solver()
/// let (left, mid, right) = (Variable("xl"), Variable("xm"), Variable("xr"))
/// try solver.add(mid * 2 .== left + right)
/// try solver.add(left + 10 .<= right)
/// try solver.add(right .<= 100)
/// try solver.add(left .>= 0)
/// try solver.addEditVariable(mid, priority: .high)
/// try solver.suggestValue(90, for: mid)
/// solver.value(of: left)  // 80
/// ```
///
/// **Values are computed lazily on read.** Operations record their changes; ``value(of:)`` (and
/// ``solve()``, for callers that want to pay at a chosen moment) brings the solution up to date
/// first, so a value read is always optimal for everything added so far. Required constraints are
/// checked at once: ``add(_:)`` throws when one cannot hold.
///
/// **Errors leave the solver as it was.** Every throwing operation either completes or throws a
/// ``SolverError`` and changes nothing: values, statistics and later behaviour are the same as if
/// the call had not been made.
///
/// **Ties.** Where several solutions are equally good, the solver's choice is deterministic but
/// not part of the contract. A variable nothing determines keeps its previous value (0 when new).
///
/// `Solver` is a value type: copying one copies the whole system.
public struct Solver: Sendable, CustomDebugStringConvertible {
  var core = SolverCore()

  /// Creates an empty solver.
  public init() {}

  /// Creates an empty solver that claims the variables it registers, for the layout engine in
  /// this package.
  ///
  /// A claiming solver writes each new variable's column into the variable (its claim, taken
  /// atomically by the first claiming solver only) and finds it there later, instead of in its
  /// identity table: the engine's lookups then read the variable it is already visiting, in tree
  /// order, rather than a table slot a large tree visits in no order. The solver's results are
  /// the same either way; a solver that does not claim never reads a variable's object to find
  /// it (constraints added in shuffled order would visit them in shuffled order).
  ///
  /// - Parameter claimingVariables: Whether the solver claims its new variables.
  package init(claimingVariables: Bool) {
    core.claimsVariables = claimingVariables
  }

  /// The one tolerance the solver uses: a residual counts as zero when it is within
  /// `tolerance × (1 + |b| + Σ|aⱼxⱼ|)` of zero, and slopes and pivots are compared relative to
  /// their own magnitude with the same number.
  public static var tolerance: Double { SolverCore.tolerance }

  /// Counters that prove what operations did: constraints added and removed, pivots, rows
  /// touched, refactorizations.
  public var statistics: SolverStatistics { core.statistics }

  /// The number of variables the solver holds: those registered and not released.
  public var variableCount: Int { core.variableCount - core.freeColumns.count }

  /// Forgets variables that no constraint and no edit mentions, so that the next new variables
  /// take their places: a long-lived solver whose variables come and go (nodes added and
  /// removed) stays the size of what it holds, instead of keeping a column, a stay and a
  /// gradient entry per level for every variable it has ever seen.
  ///
  /// A variable something still mentions is kept, and so is one the current basis still ties
  /// to others (rare: it is released by a later call, after a solve). A forgotten variable
  /// reads as one the solver has never seen (0); using it again registers it afresh, held by
  /// its stay at 0. Nothing else changes: no value, no constraint, no statistic.
  ///
  /// - Parameter variables: The variables to forget.
  /// - Returns: How many were forgotten.
  /// - Complexity: O(rows still listed for the variables + *K* per forgotten variable), *K*
  ///   the number of priority levels.
  @discardableResult
  public mutating func releaseVariables(_ variables: [Variable]) -> Int {
    core.releaseVariables(variables)
  }

  /// Adds a constraint.
  ///
  /// - Parameter constraint: The constraint; the same object cannot be added twice, but an equal
  ///   looking one can.
  /// - Throws: ``SolverError/duplicateConstraint(_:)``, ``SolverError/invalidPriority(_:_:)``,
  ///   ``SolverError/nonFiniteCoefficient(_:)``, or
  ///   ``SolverError/unsatisfiableConstraint(_:conflicts:)`` when a required constraint cannot
  ///   hold together with the required constraints already added.
  /// - Complexity: O(*t*) for a soft constraint of *t* terms (its effect is computed on the next
  ///   read); a required one adds one solve, or the simplex when a single variable cannot absorb
  ///   it.
  public mutating func add(_ constraint: Constraint) throws(SolverError) {
    try core.add(constraint)
  }

  /// Reserves room for a number of constraints and variables in total, so a build of known size
  /// grows the solver's storage once instead of by repeated doubling.
  ///
  /// Like `Array.reserveCapacity(_:)`, this changes no result. Storage that grows at all grows to
  /// at least twice its capacity, so calling it before each of many additions stays linear.
  /// Storage that has to be cleared (the lookup tables, the priority levels' gradients) takes
  /// the room only once the system outgrows its smallest sizes, so a reservation far larger than
  /// a small system needs costs it next to nothing.
  ///
  /// - Parameters:
  ///   - constraints: The number of constraints (and edit variables) the solver will hold.
  ///   - variables: The number of variables they will mention.
  /// - Complexity: O(`constraints` + `variables`) when storage grows, else O(1).
  public mutating func reserveCapacity(constraints: Int, variables: Int) {
    core.reserveCapacity(rows: constraints, variables: variables)
  }

  /// Removes a constraint.
  ///
  /// - Parameter constraint: A constraint in the solver.
  /// - Throws: ``SolverError/unknownConstraint(_:)``.
  /// - Complexity: O(*t*) for a constraint outside the basis; one solve and one transposed solve
  ///   for one in it. The simplex runs on the next read.
  public mutating func remove(_ constraint: Constraint) throws(SolverError) {
    try core.remove(constraint)
  }

  /// Whether the solver holds the constraint object.
  ///
  /// - Parameter constraint: A constraint.
  /// - Returns: `true` when it was added and not removed.
  public func contains(_ constraint: Constraint) -> Bool {
    core.constraintRow[ObjectIdentifier(constraint)] != nil
  }

  /// Makes a variable an edit variable: a constraint `variable == target` at `priority` whose
  /// target ``suggestValue(_:for:)`` moves.
  ///
  /// The target starts at the variable's current value.
  ///
  /// - Parameters:
  ///   - variable: The variable to edit.
  ///   - priority: A priority below `.required`.
  /// - Throws: ``SolverError/duplicateEditVariable(_:)``,
  ///   ``SolverError/requiredEditVariable(_:)``, ``SolverError/invalidEditPriority(_:_:)``.
  /// - Complexity: A solve (to read the current value) plus one transposed solve.
  public mutating func addEditVariable(_ variable: Variable, priority: Priority) throws(SolverError)
  {
    try core.addEditVariable(variable, priority: priority)
  }

  /// Stops editing a variable, removing its edit constraint.
  ///
  /// - Parameter variable: An edit variable.
  /// - Throws: ``SolverError/unknownEditVariable(_:)``.
  /// - Complexity: As ``remove(_:)``.
  public mutating func removeEditVariable(_ variable: Variable) throws(SolverError) {
    try core.removeEditVariable(variable)
  }

  /// Whether the variable is an edit variable.
  ///
  /// - Parameter variable: A variable.
  /// - Returns: `true` between ``addEditVariable(_:priority:)`` and
  ///   ``removeEditVariable(_:)``.
  public func hasEditVariable(_ variable: Variable) -> Bool {
    core.editRow[ObjectIdentifier(variable)] != nil
  }

  /// Moves the target of an edit variable.
  ///
  /// - Parameters:
  ///   - value: The new target.
  ///   - variable: An edit variable.
  /// - Throws: ``SolverError/unknownEditVariable(_:)``, ``SolverError/nonFiniteValue(_:_:)``.
  /// - Complexity: O(1); suggestions made before a read share one solve.
  public mutating func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
    try core.suggestValue(value, for: variable)
  }

  /// Replaces a constraint's constant in place, without removing and re-adding it.
  ///
  /// The constant is the `c` of the constraint read with every variable on the left:
  /// `x + 10 <= y` reads `x - y <= -10`, so its constant is `-10`. The result equals removing the
  /// constraint and adding one with the new constant; ``statistics`` show nothing removed or
  /// added.
  ///
  /// - Parameters:
  ///   - constraint: A constraint in the solver.
  ///   - constant: The new constant.
  /// - Throws: ``SolverError/unknownConstraint(_:)``, ``SolverError/nonFiniteConstant(_:_:)``,
  ///   or ``SolverError/unsatisfiableConstraint(_:conflicts:)`` when a required constraint
  ///   cannot hold with its new constant.
  /// - Complexity: O(*t*) for a soft constraint; a required one adds a solve and, when other
  ///   required constraints are hit, the simplex.
  public mutating func updateConstant(of constraint: Constraint, to constant: Double)
    throws(SolverError)
  {
    try core.updateConstant(of: constraint, to: constant)
  }

  /// The current constant of a constraint (see ``updateConstant(of:to:)``).
  ///
  /// - Parameter constraint: A constraint.
  /// - Returns: The constant, or `nil` when the solver does not hold the constraint.
  public func constant(of constraint: Constraint) -> Double? {
    core.constant(of: constraint)
  }

  /// Changes a constraint's priority in place, to and from `.required` too.
  ///
  /// - Parameters:
  ///   - constraint: A constraint in the solver.
  ///   - priority: The new priority.
  /// - Throws: ``SolverError/unknownConstraint(_:)``, ``SolverError/invalidPriority(_:_:)``, or
  ///   ``SolverError/unsatisfiableConstraint(_:conflicts:)`` when the constraint becomes
  ///   required but cannot hold.
  /// - Complexity: O(*t* + *K*); raising to required may add the simplex.
  public mutating func updatePriority(of constraint: Constraint, to priority: Priority)
    throws(SolverError)
  {
    try core.updatePriority(of: constraint, to: priority)
  }

  /// The current priority of a constraint.
  ///
  /// - Parameter constraint: A constraint.
  /// - Returns: The priority, or `nil` when the solver does not hold the constraint.
  public func priority(of constraint: Constraint) -> Priority? {
    core.priority(of: constraint)
  }

  /// Brings the solution up to date now.
  ///
  /// Reads do this on their own; call it to choose when the work happens.
  ///
  /// - Complexity: One solve for pending suggestions and constants, then the simplex from the
  ///   current point: no pivots when nothing changed its optimum, a few for a local change.
  public mutating func solve() {
    core.solve()
  }

  /// The value of a variable in the optimal solution, solving first if needed.
  ///
  /// - Parameter variable: A variable.
  /// - Returns: Its value; 0 for a variable the solver has never seen.
  /// - Complexity: O(1) when nothing changed since the last solve.
  public mutating func value(of variable: Variable) -> Double {
    core.value(of: variable)
  }

  /// The values of many variables in the optimal solution, solving first if needed: the bulk
  /// form of ``value(of:)`` for callers that read a whole layout (Kiwi's `updateVariables`).
  ///
  /// - Parameter variables: The variables to read.
  /// - Returns: Their values in the same order; 0 for a variable the solver has never seen.
  /// - Complexity: O(`variables.count`) when nothing changed since the last solve.
  public mutating func values(of variables: [Variable]) -> [Double] {
    core.solve()
    return core.values(of: variables)
  }

  /// Where variables are stored, for a caller in this package that reads the same variables
  /// after every solve (the layout engine's frames): pass the result to ``values(at:)``.
  ///
  /// Positions stay valid while the variables stay in the solver: until ``reset()``, or a
  /// failed call that had added them.
  ///
  /// - Parameter variables: The variables.
  /// - Returns: Their positions; −1 for a variable the solver has not seen.
  /// - Complexity: O(`variables.count`).
  package func positions(of variables: [Variable]) -> [Int32] {
    variables.map { core.column(of: $0) ?? -1 }
  }

  /// Where the variables with the given identities are stored, as ``positions(of:)`` gives
  /// them, for a caller that keeps the variables' identities only (so that listing them
  /// neither retains nor even reads the variable objects).
  ///
  /// Each identity must be that of a variable alive for the call: a released variable's
  /// address can be another object's.
  ///
  /// - Parameter identities: The variables' identities.
  /// - Returns: Their positions; −1 for a variable the solver has not seen.
  /// - Complexity: O(`identities.count`).
  package func positions(ofIdentities identities: [ObjectIdentifier]) -> [Int32] {
    identities.map { core.column(ofAddress: UInt(bitPattern: $0)) ?? -1 }
  }

  /// Registers, in order, the variables the solver has not seen, for a caller in this package
  /// that knows them before any constraint mentions them (the layout engine, a build's sizes
  /// before the containers' rows), and returns where every variable is stored, as
  /// ``positions(of:)`` does.
  ///
  /// A new variable is held by its stay at its start: the given value, for a caller that knows
  /// roughly where a build will put it (the engine's intrinsic sizes), else 0. Only the starting
  /// point changes, never the optimum the next solve reaches (the same in every level's
  /// violation). Variables the solver already has are left alone.
  ///
  /// - Parameters:
  ///   - variables: The variables.
  ///   - starts: Their starts, in the same order; `nil` (or a non-finite value, or a missing
  ///     entry) starts at 0.
  /// - Returns: The position of every variable, for ``values(at:)``.
  /// - Complexity: O(`variables.count`).
  package mutating func register(_ variables: [Variable], startingAt starts: [Double?])
    -> [Int32]
  {
    core.register(variables, startingAt: starts)
  }

  /// The values at positions from ``positions(of:)``, solving first if needed.
  ///
  /// - Parameter positions: Positions; −1 reads 0.
  /// - Returns: The values in the same order.
  /// - Complexity: O(`positions.count`) when nothing changed since the last solve.
  package mutating func values(at positions: [Int32]) -> [Double] {
    core.solve()
    var result: [Double] = []
    SolverCore.gather(core.value, at: positions, into: &result)
    return result
  }

  /// Reads the values at positions from ``positions(of:)`` into a buffer the caller keeps, solving
  /// first if needed (``values(at:)`` without allocating a new array each time).
  ///
  /// - Parameters:
  ///   - positions: Positions; −1 reads 0.
  ///   - buffer: Receives the values in the same order; resized to `positions.count`.
  /// - Complexity: O(`positions.count`) when nothing changed since the last solve.
  package mutating func readValues(at positions: [Int32], into buffer: inout [Double]) {
    core.solve()
    SolverCore.gather(core.value, at: positions, into: &buffer)
  }

  /// Hands over the positions (from ``positions(of:)``) whose values changed since the last
  /// call, solving first if needed, for a caller in this package that keeps the values it read
  /// last (the layout engine's frames) and reads again only what moved.
  ///
  /// Only moves along cached directions (a resize loop's, a relayout's repeated change of the
  /// same constants) are logged position by position; any other change to the point — a solve,
  /// a pivot, a new or released variable — answers that any value may have changed, and so does
  /// the first call.
  ///
  /// - Parameter buffer: Receives the positions, repeats allowed (its old contents are
  ///   dropped); emptied when any value may have changed.
  /// - Returns: Whether the positions are all that changed.
  /// - Complexity: O(1) amortized, after the solve.
  package mutating func takeChangedPositions(into buffer: inout [Int32]) -> Bool {
    core.solve()
    return core.valueLog.take(into: &buffer)
  }

  /// Calls `body` with the positions whose values changed since the last take, or with `nil`.
  ///
  /// The positions are those ``takeChangedPositions(into:)`` would hand over now (repeats
  /// allowed); `nil` when any value may have changed since. Solves first if needed. The log
  /// goes on as it was: the next take still hands these positions over.
  ///
  /// - Parameter body: Reads the positions; the buffer is valid only during the call.
  /// - Returns: What `body` returns.
  /// - Complexity: O(1), plus the solve and `body`.
  package mutating func withChangedPositions<Result>(
    _ body: (UnsafeBufferPointer<Int32>?) -> Result
  ) -> Result {
    core.solve()
    return core.valueLog.peek(body)
  }

  /// Calls `body` with the values by position (from ``positions(of:)``), solving first if
  /// needed.
  ///
  /// - Parameter body: Reads the values; the buffer is valid only during the call.
  /// - Returns: What `body` returns.
  /// - Complexity: O(1), plus the solve and `body`.
  package mutating func withValues<Result>(
    _ body: (UnsafeBufferPointer<Double>) -> Result
  ) -> Result {
    core.solve()
    return core.storedValue.withUnsafeBufferPointer(body)
  }

  /// Removes every constraint, edit variable and variable, and zeroes the statistics.
  public mutating func reset() {
    let claims = core.claimsVariables
    core = SolverCore()
    core.claimsVariables = claims
  }

  /// The whole system in the text format: one line per constraint in the order added (current
  /// constants and priorities), then `edit` and `suggest` lines, so `trellis-solve` can replay it.
  ///
  /// The values of the last solve follow as comments.
  public var debugDescription: String {
    core.dump()
  }

  /// The whole system in the text format, as ``debugDescription``, with the names given for
  /// some variables (still sanitised to identifiers and made unique).
  ///
  /// - Parameter names: Names to print instead of the variables' own.
  /// - Returns: The script.
  /// - Complexity: O(*nnz* + rows log rows).
  public func dump(naming names: [Variable: String]) -> String {
    core.dump(naming: names)
  }
}
