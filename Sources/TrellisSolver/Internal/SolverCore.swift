/// The kind of a stored row: `a·x + b == 0` or `a·x + b >= 0` (`<=` rows are stored negated).
enum RowKind: UInt8, Sendable {
  case equal
  case greaterThanOrEqual
}

/// What a basis slot holds: a real row, or the stay `xⱼ = tⱼ` of a variable.
///
/// Encoded in one `Int32`: a row id `k ≥ 0`, or `−1 − j` for the stay of variable `j`.
typealias SlotContent = Int32

/// The state and algorithm behind ``Solver``: a lexicographic bounded simplex over a factored
/// basis of tight rows.
///
/// Every constraint is a row `a·x + b (== | >=) 0` at a priority level. A point `x` is a vertex:
/// `n` linearly independent *tight* rows (residual held at zero) fill the `n` basis slots, and the
/// stays `xⱼ = tⱼ` (zero cost) fill the slots the real rows leave, so variables nothing
/// determines keep their previous value. Non-tight rows carry a *side* (which way their residual
/// lies) and feed the gradient of their level. The simplex releases one tight row at a time in
/// the direction whose lexicographic slope is negative and walks the breakpoints of the rows it
/// crosses (a long step), until no direction improves. See docs/solver.md.
struct SolverCore: Sendable {
  /// The base tolerance; see ``Solver/tolerance``.
  static let tolerance = 1e-9
  /// How far (relative to `1 + |x|`) a value may move in a fresh solve of the same point and
  /// still count as unmoved: rounding, not a change (``polishMoved()``).
  static let unmovedTolerance = 1e-12
  /// The smallest share of its row's (or vector's) largest magnitude a coefficient needs to
  /// serve as a pivot, a fresh subject or a slot's new content: smaller ones would amplify
  /// rounding.
  static let pivotRatio = 1e-3
  /// Row replacements kept as etas before the basis is factored anew.
  static let etaLimit = 64

  // MARK: Variables
  /// The variable of each column, or `nil` where it is borrowed.
  ///
  /// A borrowed variable was first seen in a constraint the solver holds, which keeps it alive,
  /// so registering it did not retain it (an atomic write to each new variable's object). The
  /// first row that mentions it and leaves the solver hands it over
  /// (``adoptBorrowedVariables(of:)``), so every borrowed column is mentioned by a live row
  /// whose constraint holds its variable.
  ///
  /// A solver that claims its variables (``claimsVariables``) borrows none: its claims are
  /// checked against the addresses this list holds (``storedAddress(ofColumn:)``).
  var variables: [Variable?] = []
  /// The columns of the variables that this solver has not claimed.
  ///
  /// Every variable of a solver that claims none (``claimsVariables``); in one that does, those
  /// whose claim (``Variable/claim``) names another column: variables another solver claimed
  /// first, or that this solver registers again after releasing them.
  var variableIndex = IdentityTable()
  /// Whether the solver claims the variables it registers (the layout engine's solver; see
  /// ``Solver/init(claimingVariables:)``).
  ///
  /// A solver that does not keeps every variable in its identity table and reads no claim: fed
  /// constraints in any order, it never visits its variables' objects to find them.
  var claimsVariables = false
  /// The current point `x`, as stored.
  ///
  /// Written directly only where the write logs what it changes
  /// (``applyCachedDirections(_:)``) or notes first that any value may have changed;
  /// everything else goes through ``value``.
  var storedValue: [Double] = []
  /// The current point `x`.
  ///
  /// A write through it notes that any value may have changed (see ``valueLog``).
  var value: [Double] {
    _read { yield storedValue }
    _modify {
      valueLog.noteAll()
      yield &storedValue
    }
  }
  /// Which values changed since a caller in the package last took them.
  var valueLog = ValueLog()
  /// The target `tⱼ` of each variable's stay, meaningful while the stay is in the basis.
  var stayTarget: [Double] = []
  /// The slot holding each variable's stay, or −1.
  var staySlot: [Int32] = []
  /// Whether a variable was registered with a start by ``register(_:startingAt:)`` (its start
  /// means something), for the variables up to the last one seeded; later ones were not.
  var seeded: [Bool] = []
  /// The rows mentioning each variable; removed rows stay listed until the next compaction.
  var columnRows = ColumnLists()
  /// The number of live non-tight rows mentioning each variable: moving a variable whose count
  /// is zero changes no residual worth recomputing.
  var looseRows: [Int32] = []
  /// Columns of released variables, each held by its stay as a plain unit pivot, for the next
  /// new variables (``releaseVariables(_:)``).
  var freeColumns: [Int32] = []

  // MARK: Rows
  var rowStart: [Int32] = []
  var rowLength: [Int32] = []
  var poolColumn: [Int32] = []
  var poolValue: [Double] = []
  var rowConstant: [Double] = []
  var rowKind: [RowKind] = []
  /// +1, or −1 when the row stores a `<=` constraint negated.
  var rowSign: [Double] = []
  var rowLevel: [Int32] = []
  /// The residuals `a·x + b`, as stored.
  ///
  /// While ``residualsDeferred`` holds, the moving rows' entries are out of date (their
  /// residuals are in the cached directions' own list); only ``applyCachedDirections(_:)`` and
  /// ``settleResiduals()`` touch the storage then. Everything else goes through ``rowResidual``.
  var storedResidual: [Double] = []
  /// The residuals `a·x + b` of the rows, current for every row whenever it is read (a debug
  /// build checks that no deferred residual is pending).
  var rowResidual: [Double] {
    _read {
      assert(!residualsDeferred, "residuals read while deferred: settle them first")
      yield storedResidual
    }
    _modify {
      assert(!residualsDeferred, "residuals written while deferred: settle them first")
      yield &storedResidual
    }
  }
  /// Whether the moving rows' residuals are deferred.
  ///
  /// While deferred, the residuals of the cached directions' moving rows live in their dense
  /// list (``PendingDirections/movingResidual``) instead of ``storedResidual``: moves along the
  /// same cached directions then walk one short list instead of rows scattered over all of
  /// them. ``settleResiduals()`` writes them back before anything else reads a residual.
  var residualsDeferred = false
  /// A kept buffer for the positions of the moving rows a cached move recomputes (no
  /// allocation per move).
  var recomputedPositions: [Int32] = []
  var rowScale: [Double] = []
  /// The slot holding the row, or −1 when it is not tight.
  var rowSlot: [Int32] = []
  /// For a non-tight row, +1 when its residual lies on the positive side, −1 on the negative.
  var rowSide: [Int8] = []
  var rowAlive: [Bool] = []
  var rowOwner: [Constraint?] = []
  /// The edit variable a row belongs to, or −1.
  var rowEditVariable: [Int32] = []
  /// Insertion order, for dumps.
  var rowSequence: [Int] = []
  var nextSequence = 0
  var liveRowCount = 0
  /// Removed rows whose ids may still appear in `columnRows`.
  var retiredRows: [Int32] = []
  /// Ids free for reuse.
  var freeRows: [Int32] = []
  var constraintRow = IdentityTable()
  var editRow = IdentityTable()

  // MARK: Basis
  var slotContent: [SlotContent] = []
  var factor = BasisFactor()

  // MARK: Levels and pending work
  var levels = LevelTable()
  /// Slot-indexed right-hand-side changes of tight rows not yet applied to `x`.
  var pendingChange: [Double] = []
  var pendingSlots: [Int32] = []
  /// Non-tight rows whose constant changed since the last application of pending changes:
  /// their residuals are current, their sides are settled after the pending move (a change the
  /// move undoes, such as both constants of an intrinsic size, then changes no slope).
  var pendingSideRows: [Int32] = []
  /// Whether the point may not be optimal.
  var needsOptimize = false
  /// Eta entries visited by solves since the last factorization.
  var etaWork = 0
  /// Bumped by every change to the basis, the rows or the variables: cached directions are
  /// valid only while it stays the same.
  var structureVersion = 0
  /// The unit directions of the slots whose constants change again and again (edit variables
  /// resized in a loop), kept while the structure stays the same.
  var pendingDirections = PendingDirections()
  /// Variables whose stay a removal put into the basis since the last solve.
  var freedVariables: [Int32] = []
  /// Rows inserted since the last solve; many of them make the solve start with ``crash()``.
  var rowsAddedSinceSolve = 0
  /// False only while no required row can be violated: set when a required row's residual is
  /// found violated, cleared by a scan that finds none.
  var requiredMayBeViolated = false
  /// The fewest new rows that make a solve start with ``crash()`` (tests lower it).
  var crashMinimumRows = 32
  /// The fewest violated required rows for which a solve first tries
  /// ``swapViolatedRequiredRows()`` (below that, a pivot each costs less than a factorization;
  /// tests lower it).
  var swapMinimumRows = 16

  /// The variables of the last bulk read (their addresses) and their positions; emptied when
  /// variables are removed.
  var readKeys: [UInt] = []
  var readPositions: [Int32] = []
  /// Whether every variable of the last bulk read was known (no position −1): a read of the
  /// same list then needs no position checked.
  var readAllKnown = false
  /// The values the last bulk read returned, refilled in place when the caller let go of them.
  var readValues: [Double] = []

  // MARK: Bookkeeping
  var statistics = SolverStatistics()
  var journal = Journal()

  // MARK: Scratch (kept to avoid allocations on hot paths)
  var scratchTerms: [(column: Int, coefficient: Double)] = []
  /// The bound flips one pricing pass found (kept between passes, so no allocation per pass).
  var scratchBoundFlips: [BoundFlip] = []
  /// The improving candidates one pricing pass found, for the batch after its pivot.
  var scratchPriced: [Candidate] = []
  /// The merged terms of the constraint being added, kept between adds (emptied after each).
  var scratchWritten: [WrittenTerm] = []
  var scratchCandidates: [(variable: Int, slot: Int, cost: Int)] = []
  var scratchSlots: [Double] = []
  var scratchColumns: [Double] = []
  var scratchDirection: [Double] = []
  var scratchLambda: [Double] = []
  var touchedRows: [Int32] = []
  var activeRanks: [Int] = []
  var breakpoints: [Breakpoint] = []
  var walkSlope: [Double] = []
  var walkMagnitude: [Double] = []
  var support: [Int32] = []
  var rowMark: [UInt32] = []
  var markStamp: UInt32 = 0

  /// The number of variables (and basis slots).
  var variableCount: Int { variables.count }
}
