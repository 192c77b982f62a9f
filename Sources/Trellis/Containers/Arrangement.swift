import TrellisSolver

/// The constraints a container keeps in its tree's engine for its children.
///
/// Data flows one way: the arrangement reads the container and its children and adds, removes
/// or keeps solver constraints through the engine; it never computes a frame. Subclasses
/// update incrementally where they can (a stack edits only the gaps around a child that was
/// hidden or shown) and make everything anew after ``needsRebuild`` is set.
class Arrangement {
  /// The priority at which a container that nothing else sizes takes the size of its content
  /// (and a baseline-aligned stack keeps its baseline as high as it can): below the engine's
  /// length fallbacks, so that the content keeps its lengths (a child with no intrinsic
  /// length keeps its default or zero instead of shrinking below it), and above its positions
  /// and a container's own size (``LayoutEngine/placementFallbackPriority``).
  static let settlePriority = Priority(0.0005)

  /// The container, held weakly: the root owns the engine, so the engine must not own the tree.
  var container: Node? {
    get { containerAnchor?.node }
    set { containerAnchor = newValue?.anchor }
  }

  // The stored properties of arrangements (this class's and its subclasses') are
  // `@exclusivity(unchecked)`: only the arrangements' own methods and the engine touch them, and
  // none of those calls a caller's code while an access to one is open, so no two accesses can
  // overlap (see `Node`).

  /// The container's anchor: a weak reference that gives the container no side table.
  @exclusivity(unchecked) private(set) var containerAnchor: ItemAnchor?
  /// Whether every constraint must be made anew at the next update (a property of the
  /// container, or one it reads from its children, changed).
  @exclusivity(unchecked) var needsRebuild = true
  /// Whether the container's children were added, removed or moved since the last update (a
  /// visibility change alone leaves it false).
  @exclusivity(unchecked) var childrenChanged = true
  /// The children whose visibility changed since the last update.
  @exclusivity(unchecked) var visibilityChanges: [ObjectIdentifier] = []
  /// The container's own size pulled to its content, per axis, and the weights they were made
  /// with.
  @exclusivity(unchecked) private var fit: [Constraint] = []
  @exclusivity(unchecked) private var fitWeights = SIMD2<Double>(1, 1)

  init(container: Node) {
    self.container = container
  }

  /// Brings the entries' cached visibility up to date with the children whose visibility
  /// changed since the last update.
  ///
  /// - Complexity: O(entries) identity comparisons; a weak load only for a changed child.
  func refreshVisibility<Entry: ArrangedEntry>(of entries: [Entry]) {
    guard !visibilityChanges.isEmpty else { return }
    let changed = visibilityChanges
    visibilityChanges = []
    if changed.count > 8 {
      let set = Set(changed)
      for entry in entries where set.contains(entry.nodeID) {
        entry.isShown = entry.node.map { !$0.isHidden } ?? false
      }
    } else {
      for entry in entries where changed.contains(entry.nodeID) {
        entry.isShown = entry.node.map { !$0.isHidden } ?? false
      }
    }
  }

  /// Pulls the container's size down to its content at ``settlePriority``, weighted as a parent
  /// stack weighs the container (so that in a stack of stacks the last one takes ties), and
  /// holds it at 0 or more at the length fallbacks' priority (so that the spacing around a
  /// stack inside a stack cannot pull it below 0).
  func updateFit(of node: Node, engine: LayoutEngine, note: String) {
    guard fit.isEmpty || fitWeights != node.intrinsicWeights else { return }
    engine.removeArranged(fit)
    fitWeights = node.intrinsicWeights
    let v = node.variables
    fit = [
      engine.addArranged(
        (fitWeights[0] * Expression(v.width) .== 0).priority(Self.settlePriority), note: note),
      engine.addArranged(
        (fitWeights[1] * Expression(v.height) .== 0).priority(Self.settlePriority), note: note),
      engine.addArranged(
        (Expression(v.width) .>= 0).priority(LayoutEngine.fallbackPriority), note: note),
      engine.addArranged(
        (Expression(v.height) .>= 0).priority(LayoutEngine.fallbackPriority), note: note),
    ]
  }

  /// Rebuilds when a property changed, unless the container's properties have problems: then
  /// the previous arrangement stays and each problem is reported as a diagnostic.
  ///
  /// - Parameters:
  ///   - problems: What is wrong with the container's properties now.
  ///   - engine: The tree's engine.
  ///   - rebuild: Tears the old constraints down and makes the new shared ones.
  func rebuildIfNeeded(
    refusing problems: [LayoutError], engine: LayoutEngine, _ rebuild: () -> Void
  ) {
    guard needsRebuild else { return }
    needsRebuild = false
    guard problems.isEmpty else {
      for problem in problems {
        engine.report(
          LayoutDiagnostic(
            kind: .invalidArrangement, deactivated: problem.description, constraints: []))
      }
      return
    }
    rebuild()
  }

  /// Removes the fit constraints.
  func removeFit(engine: LayoutEngine) {
    engine.removeArranged(fit)
    fit = []
  }

  /// Brings the constraints up to date with the container and its children.
  ///
  /// - Parameter engine: The tree's engine.
  func update(in engine: LayoutEngine) {}

  /// Removes every constraint the arrangement holds.
  ///
  /// - Parameter engine: The tree's engine.
  func removeAll(in engine: LayoutEngine) {}

  /// Runs after each solve of a layout, for arrangements that read solved values (a paged
  /// scroll view keeping its page across a resize).
  ///
  /// - Parameter engine: The tree's engine.
  /// - Returns: Whether it changed the system, so the engine solves again.
  func didSolve(in engine: LayoutEngine) -> Bool {
    false
  }

  /// Makes the rows of a child whose placement the engine derived (``DerivedPlacements``), with
  /// the activation sequences reserved for them: something is about to mention its variables.
  ///
  /// - Parameters:
  ///   - entry: The child's entry, which the engine no longer derives.
  ///   - engine: The tree's engine.
  func materialize(_ entry: ArrangedEntry, in engine: LayoutEngine) {}

  /// The rows a derived child's placement stands for, as they would be added (for a dump).
  ///
  /// - Parameter entry: The child's entry.
  /// - Returns: The constraints, not added.
  func derivedRows(of entry: ArrangedEntry) -> [Constraint] {
    []
  }

  /// Notes that a child's intrinsic size changed.
  ///
  /// - Returns: Whether the arrangement depends on it (a proportional stack does) and must
  ///   update.
  func childIntrinsicSizeChanged() -> Bool {
    false
  }
}

extension LayoutEngine {
  /// Adds a constraint a container made.
  ///
  /// - Parameters:
  ///   - constraint: The constraint.
  ///   - note: What it is for, as diagnostics print it (`stack 'bar' spacing`).
  ///   - sequence: The activation sequence reserved for it, if any.
  /// - Returns: The constraint, for the arrangement to keep.
  @discardableResult
  func addArranged(_ constraint: Constraint, note: String, sequence: Int? = nil) -> Constraint {
    addSystem(constraint, role: .container(note), sequence: sequence)
    return constraint
  }

  /// Removes constraints a container made.
  func removeArranged(_ constraints: some Sequence<Constraint>) {
    for constraint in constraints { removeSystem(constraint) }
  }

  /// Makes the arrangements of containers new to the tree and drops those of containers that
  /// left it.
  ///
  /// - Parameter containers: Every container of the tree.
  func registerArrangements(_ containers: [Node]) {
    var present = Set<ObjectIdentifier>()
    arrangementOrder = [:]
    for (order, container) in containers.enumerated() {
      let key = ObjectIdentifier(container)
      present.insert(key)
      arrangementOrder[key] = order
      if arrangements[key] == nil, let arrangement = container.makeArrangement() {
        arrangement.needsRebuild = true
        arrangements[key] = arrangement
        dirtyArrangements.insert(key)
      }
    }
    for (key, arrangement) in arrangements where !present.contains(key) {
      arrangement.removeAll(in: self)
      arrangements[key] = nil
      dirtyArrangements.remove(key)
    }
  }

  /// Updates the arrangements whose containers or children changed, parents first.
  ///
  /// - Complexity: What each arrangement's update costs: a few constraints for a child hidden
  ///   or shown, O(children) after a rebuild.
  func updateArrangements() {
    // An update may mark a nested container (a stack gives its last child a lighter weight);
    // parents come first, so a few rounds settle everything.
    for _ in 0..<8 where !dirtyArrangements.isEmpty {
      let dirty = dirtyArrangements.compactMap { key -> (Int, Arrangement)? in
        guard let arrangement = arrangements[key] else { return nil }
        return (arrangementOrder[key] ?? 0, arrangement)
      }
      dirtyArrangements = []
      for (_, arrangement) in dirty.sorted(by: { $0.0 < $1.0 }) {
        arrangement.update(in: self)
        // Arrangements that keep entries read the changes in `update`; the others read
        // visibility from the children, so the list never outlives an update.
        arrangement.visibilityChanges.removeAll()
      }
    }
  }

  /// Notes that a paged scroll view's offset or page was set.
  func pagedScrollMoved(_ node: Node) {
    if arrangements[ObjectIdentifier(node)] != nil {
      dirtyArrangements.insert(ObjectIdentifier(node))
    }
  }

  /// Lets the arrangements that read solved values react, solving again while they change
  /// something (a few rounds at most).
  func runSolveHooks() {
    guard !solveHooks.isEmpty else { return }
    for _ in 0..<4 {
      var changed = false
      for key in solveHooks {
        guard let arrangement = arrangements[key] else {
          solveHooks.remove(key)
          continue
        }
        if arrangement.didSolve(in: self) { changed = true }
      }
      guard changed else { return }
      // The measure pass is over: a width this moves is measured at the next layout.
      measuredOrder?.unsettle()
      solver.solve()
    }
  }

  /// Notes a change a container depends on.
  ///
  /// - Parameters:
  ///   - node: The node that changed.
  ///   - change: What changed.
  func invalidateArrangements(_ node: Node, _ change: NodeChange) {
    let own = arrangements[ObjectIdentifier(node)]
    let parentKey = node.parent.map(ObjectIdentifier.init)
    let parent = parentKey.flatMap { arrangements[$0] }
    switch change {
    case .visibility:
      if let parentKey, let parent {
        parent.visibilityChanges.append(ObjectIdentifier(node))
        dirtyArrangements.insert(parentKey)
      }
    case .children:
      if let own {
        own.childrenChanged = true
        dirtyArrangements.insert(ObjectIdentifier(node))
      }
    case .intrinsicSize:
      if let parentKey, let parent, parent.childIntrinsicSizeChanged() {
        dirtyArrangements.insert(parentKey)
      }
    case .arrangement, .geometryConstants, .direction:
      if let own {
        own.needsRebuild = true
        dirtyArrangements.insert(ObjectIdentifier(node))
      }
      if change != .direction, let parentKey, let parent {
        parent.needsRebuild = true
        dirtyArrangements.insert(parentKey)
      }
    case .intrinsicWeight:
      if own != nil { dirtyArrangements.insert(ObjectIdentifier(node)) }
    case .defaults, .placement:
      break
    }
  }
}
