public import TrellisSolver

/// The layout engine of one tree: it owns the tree's solver, turns the DSL's and the
/// containers' constraints, intrinsic sizes and defaults into solver constraints, and writes
/// every frame.
///
/// The root of a tree holds its engine (`node.engine`); releasing the root frees both.
///
/// - **Layout.** ``layout(in:)`` pins the root at (0, 0) with the given size (required
///   constraints whose constants change in place on resize), solves, resolves measure
///   functions, and writes frames rounded to `1/scale` in root space (edges rounded, sizes
///   derived), then made parent-relative. ``layout()`` re-solves at the last size.
/// - **Incremental.** Changes (a constant, a hidden flag, an intrinsic size, one constraint)
///   only touch the constraints that depend on them; `statistics` proves it.
/// - **Unplaced nodes** sit at their parent's origin (plus `defaultPosition`) with their
///   `defaultSize`, else their intrinsic size, else zero: lengths at ``fallbackPriority``,
///   positions (and a container's own size) at ``placementFallbackPriority`` below it, so any
///   constraint overrides them, nothing is ambiguous by accident, and no position is bought
///   with a length.
/// - **Conflicts** among required constraints never trap: the engine deactivates the most
///   recently added constraint of the conflict, reports a ``LayoutDiagnostic`` and goes on.
///   With ``isStrict`` it throws instead.
public final class LayoutEngine {
  /// The priority of the engine's length fallbacks: a node's width and height at its
  /// `defaultSize`, else its intrinsic size, else zero.
  ///
  /// A container's own size and the root's are held at ``placementFallbackPriority`` instead.
  /// A length that hugging and compression resistance both hold (soft, above this priority,
  /// with no `defaultSize`) has no fallback: they decide it.
  ///
  /// Use priorities above it for constraints of your own.
  public static let fallbackPriority = Priority(0.001)
  /// The priority of the engine's weakest fallbacks: a node's position at its parent's origin
  /// (plus `defaultPosition`), a container's own width and height, and the root's (which
  /// ``layout(in:)`` pins).
  ///
  /// Below the length fallbacks and below a container's pull to its content, so that neither
  /// can be bought with a child's length: a zero-size item in a float chain keeps its length of
  /// 0 instead of going negative to bring the items after it nearer their parent's origin.
  public static let placementFallbackPriority = Priority(0.0002)
  /// How many times a layout re-solves after measure functions changed an intrinsic height.
  public static let measurePassLimit = 8

  /// The root of the tree.
  public private(set) var root: Node? {
    get { rootAnchor?.node }
    set { rootAnchor = newValue?.anchor }
  }
  /// The root's anchor: a weak reference that gives the root no side table.
  @exclusivity(unchecked) private var rootAnchor: ItemAnchor?

  /// The root's address (its identity), read without retaining it: an item is in this tree
  /// when its ``LayoutItem/treeRootAddress`` is this.
  var rootAddress: UnsafeMutableRawPointer? {
    rootAnchor?.address
  }
  // The engine's own state is marked `@exclusivity(unchecked)`: it is only touched by the
  // engine's methods, none of which calls out to a caller's code (a measure function, a
  // diagnostic handler, a result-builder block) while an access to it is open, so no two
  // accesses can overlap. The dynamic check each access otherwise pays cost about 5% of a build
  // (S1, G1 and N1, callgrind).

  /// The solver holding every constraint of the tree; it claims the items' variables, so that
  /// it finds them where the passes over the tree are already reading (see
  /// ``Solver/init(claimingVariables:)``).
  @exclusivity(unchecked) var solver = Solver(claimingVariables: true)
  /// Pixels per point (1, 2, 3), to whose reciprocal frames are rounded.
  ///
  /// A value that is not a positive finite number counts as 1.
  public var scale: Double = 1
  /// Throw ``LayoutError/conflict(_:)`` instead of deactivating and reporting.
  public var isStrict = false
  /// Called with every diagnostic as it happens.
  public var onDiagnostic: ((LayoutDiagnostic) -> Void)?
  /// Every diagnostic so far, oldest first.
  public private(set) var diagnostics: [LayoutDiagnostic] = []
  /// The root size of the last ``layout(in:)``.
  public internal(set) var size: Size?

  /// The inset of the safe area from the root's edges.
  public var safeAreaInsets: EdgeInsets = .zero {
    didSet { if safeAreaInsets != oldValue { updateSafeAreaConstants() } }
  }

  // Bookkeeping.
  @exclusivity(unchecked) var records: [ObjectIdentifier: ItemRecord] = [:]
  /// For each item of the frame order (``orderedRecords``), the index of its frame parent
  /// there, or −1 (32 bits: the frame write reads the whole list at every layout).
  @exclusivity(unchecked) var itemParentIndex: [Int32] = []
  /// The identities of the items' variables, four per item in frame order (identities, not
  /// references: listing 40,000 variables retained each, an object not in the cache at that
  /// size, and released each at the next registration; the items keep their variables).
  @exclusivity(unchecked) var itemVariableIDs: [ObjectIdentifier] = []
  /// Where the solver stores the variables of `itemVariableIDs`, found once per frame order.
  @exclusivity(unchecked) var itemPositions: [Int32] = []
  @exclusivity(unchecked) var structureDirty = true
  @exclusivity(unchecked) var dirtyItems: [ObjectIdentifier: DirtyFlags] = [:]
  /// The active DSL constraints by the items they involve, up to date once
  /// ``indexConstraints()`` drained ``unindexedConstraints``: read it through
  /// ``constraints(involving:)``.
  @exclusivity(unchecked) var constraintsByItem:
    [ObjectIdentifier: [ObjectIdentifier: LayoutConstraint]] = [:]
  /// DSL constraints activated since ``constraintsByItem`` was last brought up to date (some
  /// may be inactive again).
  @exclusivity(unchecked) var unindexedConstraints: [LayoutConstraint] = []
  /// The engine's own constraints, by identity: read and written through ``systemInfo``.
  @exclusivity(unchecked) var systemIndex = LazyIdentityIndex<SystemConstraint>()
  /// The DSL constraint and part of each solver constraint from the DSL, by identity: read and
  /// written through ``dslParts``.
  @exclusivity(unchecked) var dslIndex =
    LazyIdentityIndex<(constraint: LayoutConstraint, part: Int)>()
  @exclusivity(unchecked) var sequence = 0
  @exclusivity(unchecked) var rootPins: [Constraint] = []
  @exclusivity(unchecked) var safeAreaStorage: LayoutGuide?
  @exclusivity(unchecked) var safeAreaConstraints: [Constraint] = []
  /// The items with a measure function (change it with ``setMeasured(_:_:)``).
  @exclusivity(unchecked) var measuredItems: Set<ObjectIdentifier> = []
  /// The variables of items that left the tree, until the solver has released them (once no
  /// row mentions them; see ``releaseVariablesOfRemovedItems()``).
  @exclusivity(unchecked) var removedVariables: [(ObjectIdentifier, ItemVariables)] = []
  /// The measured items in frame order, with their measure functions, where the solver keeps
  /// each one's width and the widths they were last measured at; rebuilt after the set or the
  /// frame order changes. (Records hold their items weakly: the engine must not own the tree.)
  @exclusivity(unchecked) var measuredOrder: MeasuredOrder?
  /// Whether a measure pass holds ``measuredOrder`` (taken out while the pass writes it).
  @exclusivity(unchecked) var isMeasuring = false
  /// Whether a node's measure function changed during the running measure pass (a measure
  /// function that edits the tree), so the pass must drop the order it holds.
  @exclusivity(unchecked) var measuredOrderOutdated = false
  /// The record of every item of the tree in frame order (parents first); each holds its item
  /// weakly (the root owns the engine, so the engine must not own the tree).
  @exclusivity(unchecked) var orderedRecords: [ItemRecord] = []
  /// The items of ``orderedRecords`` as unretained references, for the frame write alone.
  ///
  /// Read only by ``writeFrames()`` (the visibility of the items whose frames went stale),
  /// which first registers the items again whenever the tree's structure changed; every way an
  /// item leaves the tree marks the structure changed before the item can be released, so the
  /// list never holds a released item when read. The write reaches those items without loading
  /// their records' anchors (a cache miss per item on a large tree).
  @exclusivity(unchecked) var orderedItems: [Unmanaged<LayoutItem>] = []
  /// The tree's nodes after the root, in the order of ``Node/subtree``, as the last
  /// registration walked them, or `nil` once any node's children changed since: the root's
  /// `subtree` and ``Node/forEachInSubtree(_:)`` read them instead of walking the tree again.
  ///
  /// Held strongly, so a walk that copies the list keeps every node of it alive whatever its
  /// body does to the tree; the root is left out (it holds the engine). Held as plain
  /// references in one array, the nodes are reached without loading an anchor each: at 10,000
  /// nodes that load missed the cache for every node.
  @usableFromInline @exclusivity(unchecked) var subtreeNodes: [Node]?
  /// Where the frames of the root and of each of ``subtreeNodes`` sit in ``frameStore``.
  ///
  /// Listed when the tree has layout guides (whose frames come between the nodes'); `nil` when
  /// the nodes' frames are the store's first slots, in order. Set with ``subtreeNodes``.
  @usableFromInline @exclusivity(unchecked) var subtreeFrameSlots: [Int32]?
  /// What the last frame write used (reset when the frame order changes).
  @exclusivity(unchecked) var frameCache = FrameCache()
  /// The frames of the items in frame order, which the items read (made anew, holding each
  /// item's current frame, whenever the tree is registered again).
  @usableFromInline @exclusivity(unchecked) var frameStore = FrameStore(count: 0)
  /// Whether the items read their frames from this engine's store: `false` for a probe that
  /// only solves a subtree (``Node/fittingSize(_:horizontalFitting:verticalFitting:)``) and
  /// must leave the items reading their own tree's frames.
  @exclusivity(unchecked) var attachesFrames = true
  /// The container children whose position and length on some axis are written from the
  /// container's frame instead of solved (filled stack children across the stack, filled grid
  /// cells).
  @exclusivity(unchecked) var derivedPlacements = DerivedPlacements()
  /// Whether containers may derive placements at all (tests turn it off to compare against
  /// rows).
  @exclusivity(unchecked) var derivesPlacements = true
  /// The stacks whose chain along the axis is derived (one row for the length, the visible
  /// children placed by the frame write), by stack.
  @exclusivity(unchecked) var derivedChains: [ObjectIdentifier: StackArrangement] = [:]
  /// Whether the tree is being registered: the frame order is being made anew (a derived chain
  /// finds its children in it once it is done).
  @exclusivity(unchecked) var isRegistering = false
  /// Whether a derived chain is adding its own sums (which the check of rows that mention a
  /// chain's length passes over).
  @exclusivity(unchecked) var isAddingChainSums = false
  /// The stack of each derived chain, by the identity of the stack's length along its axis: a
  /// required row of another container that mentions it ends the derivation first.
  @exclusivity(unchecked) var derivedChainLengths: [ObjectIdentifier: ObjectIdentifier] = [:]
  /// Frame-order indices of items whose variables entered the solver since the frame order
  /// was made (a derived placement became rows), for the frame write to find again.
  @exclusivity(unchecked) var stalePositions: [Int] = []
  /// The constraints of every container of the tree, by container.
  @exclusivity(unchecked) var arrangements: [ObjectIdentifier: Arrangement] = [:]
  /// The containers whose arrangements must update at the next layout.
  @exclusivity(unchecked) var dirtyArrangements: Set<ObjectIdentifier> = []
  /// The containers whose arrangements read solved values after each solve.
  @exclusivity(unchecked) var solveHooks: Set<ObjectIdentifier> = []
  /// Each container's place in tree order (parents first), for updating in that order.
  @exclusivity(unchecked) var arrangementOrder: [ObjectIdentifier: Int] = [:]
  /// The constant an in-place update is trying to give a constraint of the engine's own, so a
  /// conflict prints what was asked for.
  @exclusivity(unchecked) var attemptedConstants: [ObjectIdentifier: Double] = [:]

  /// The engine's anchor, which its active constraints hold (a weak reference without a side
  /// table; see ``Anchor``).
  let anchor = Anchor<LayoutEngine>()

  init(root: Node) {
    self.root = root
    anchor.object = self
  }

  deinit {
    anchor.object = nil
  }

  /// Counters of the tree's solver: constraints added and removed, pivots, rows touched.
  public var statistics: SolverStatistics {
    solver.statistics
  }

  /// Lays the tree out in a root of the given size.
  ///
  /// - Parameter size: The root's size.
  /// - Complexity: The changes since the last layout (constraints added, removed or updated in
  ///   place, one shared solve), plus O(nodes) to write the frames.
  public func layout(in size: Size) {
    setRootSize(size)
    layout()
  }

  /// Lays the tree out again at the last size (the root's default or intrinsic size if there
  /// was none).
  ///
  /// - Complexity: As ``layout(in:)``.
  public func layout() {
    sync()
    solver.solve()
    // Measured heights update their constraints in place, even after a bulk build: the rows
    // they break are swapped into the basis together (see `Solver.solve()`), which costs less
    // than solving the whole system again from its unsolved state.
    resolveMeasures()
    runSolveHooks()
    writeFrames()
  }

  /// Records a diagnostic and reports it.
  func report(_ diagnostic: LayoutDiagnostic) {
    diagnostics.append(diagnostic)
    onDiagnostic?(diagnostic)
  }

  /// The next activation sequence number.
  func nextSequence() -> Int {
    sequence += 1
    return sequence
  }
}

/// What a record of an item needs refreshed at the next layout.
struct DirtyFlags: OptionSet {
  let rawValue: Int
  static let intrinsic = DirtyFlags(rawValue: 1)
  static let direction = DirtyFlags(rawValue: 2)
  static let constants = DirtyFlags(rawValue: 4)
  static let defaults = DirtyFlags(rawValue: 8)
  static let placement = DirtyFlags(rawValue: 16)
}

/// A constraint the engine made itself: when it was activated, and what for.
///
/// Its printed form, `lhs relation [rhs +] constant @priority (note)`, is derived from the role
/// when a diagnostic asks (the names from the item's record, the constant from the solver), so
/// a build keeps no text per constraint.
struct SystemConstraint {
  var sequence: Int
  var role: SystemRole
}

/// Where the engine keeps a constraint of its own, so it can forget it when a conflict
/// deactivates it, and what it is for.
///
/// An unplaced item's fallbacks are not among them: they are soft rows the item's record names
/// (``SoftRow``), printed by ``LayoutEngine/describeFallback(_:of:)``.
enum SystemRole {
  /// The hugging of a node's intrinsic width (0) or height (1).
  case hug(ObjectIdentifier, Int)
  /// The compression resistance of a node's intrinsic width (0) or height (1).
  case resist(ObjectIdentifier, Int)
  /// Pin `index` (left, top, width, height) of the root.
  case rootPin(Int)
  /// Constraint `index` (left, top, width, height) of the safe-area guide.
  case safeArea(Int)
  /// A container's constraint, with what it is for (`stack 'bar' spacing`): its arrangement
  /// keeps it.
  case container(String)
}
