import TrellisSolver

// Children whose position and length on an axis are written from their container's frame
// instead of solved (``DerivedPlacements``), and turning them into rows the moment anything else
// mentions those variables.

extension LayoutEngine {
  /// Whether nothing but its container's equalities would mention a child's position and
  /// length on the given axes: a plain leaf (no children, guides or arrangement of its own),
  /// with no measure function and no intrinsic size on those axes, that no DSL constraint
  /// mentions on them and that no constraint block waits on.
  ///
  /// - Complexity: O(1), plus the terms of the DSL constraints on the node.
  func canDerive(_ node: Node, horizontal: Bool, vertical: Bool) -> Bool {
    guard derivesPlacements, isPlainLeaf(node), node.measure == nil else { return false }
    let intrinsic = node.intrinsicContentSize
    if horizontal, intrinsic.width != nil { return false }
    if vertical, intrinsic.height != nil { return false }
    return !dslConstraintMentions(
      Self.derivedVariables(of: node, horizontal: horizontal, vertical: vertical), of: node)
  }

  /// Whether a node is a leaf no other item's fallback mentions: no children, guides or
  /// arrangement of its own, and no constraint block waiting on it.
  func isPlainLeaf(_ node: Node) -> Bool {
    node.children.isEmpty && node.layoutGuides.isEmpty && !node.arrangesChildren
      && node.pendingConstraintBlocks.isEmpty
  }

  /// Whether an active DSL constraint on `node` mentions one of `variables`.
  ///
  /// The list is made only for a node some constraint involves (most nodes: none, and no
  /// allocation).
  ///
  /// - Complexity: One lookup (none for a node no constraint index ever listed), plus the terms
  ///   of the DSL constraints on the node.
  func dslConstraintMentions(_ list: @autoclosure () -> [Variable], of node: Node) -> Bool {
    guard let constraints = constraints(involving: node), !constraints.isEmpty else {
      return false
    }
    let variables = list()
    return constraints.values.contains { constraint in
      constraint.solverParts.contains { $0.mentions(variables) }
    }
  }

  /// Notes an item whose variables became (or stopped being) the solver's, for the frame write
  /// to find them again.
  ///
  /// - Complexity: One lookup (none before the first registration ends).
  func notePositionsMoved(of key: ObjectIdentifier) {
    guard !records.isEmpty, let index = records[key]?.order else { return }
    stalePositions.append(index)
  }

  /// The variables a derived placement holds: position and length on each derived axis.
  static func derivedVariables(of item: LayoutItem, horizontal: Bool, vertical: Bool)
    -> [Variable]
  {
    let v = item.variables
    return (horizontal ? [v.x, v.width] : []) + (vertical ? [v.y, v.height] : [])
  }

  /// Starts deriving a child's position and length on one or both axes from its container's
  /// frame, and marks its entry derived (the engine alone sets and clears the mark, with the
  /// table).
  ///
  /// - Parameters:
  ///   - entry: The child's entry in the container.
  ///   - arrangement: The container's arrangement, which makes the rows if they are needed.
  ///   - horizontal: The rule for x and width, if they are derived.
  ///   - vertical: The rule for y and height, if they are derived.
  /// - Complexity: Amortised O(1).
  func derive(
    _ entry: ArrangedEntry, by arrangement: Arrangement, horizontal: DerivedPlacements.Rule?,
    vertical: DerivedPlacements.Rule?
  ) {
    entry.isDerived = true
    // A first registration has no record yet (its end reads every placement's index).
    let index = records.isEmpty ? -1 : records[entry.nodeID]?.order ?? -1
    derivedPlacements.insert(
      index: Int32(index), horizontal: horizontal, vertical: vertical,
      owner: DerivedPlacements.Owner(
        nodeID: entry.nodeID, entry: entry, arrangement: arrangement))
  }

  /// Stops deriving a child's placement, for its arrangement to make rows of its own (or none,
  /// when the child left the container or is hidden in a grid), and clears its entry's mark.
  ///
  /// - Parameter entry: The child's entry in the container that derived it.
  /// - Returns: Whether the entry's child was still derived by it (not taken over since by
  ///   another container it moved to).
  /// - Complexity: O(1).
  @discardableResult
  func takeDerived(_ entry: ArrangedEntry) -> Bool {
    guard entry.isDerived else { return false }
    entry.isDerived = false
    let key = entry.nodeID
    guard derivedPlacements.remove(key, entry: entry) != nil else { return false }
    // The frame write reads the child's variables from the solver again.
    notePositionsMoved(of: key)
    return true
  }

  /// Makes a derived child's rows, so that a constraint about to mention its position or
  /// length on a derived axis finds them in the solver.
  ///
  /// - Complexity: Its container's row additions: two for a stack child, four for a grid
  ///   cell.
  func materializeDerived(_ key: ObjectIdentifier) {
    guard let owner = derivedPlacements.remove(key) else { return }
    owner.entry.isDerived = false
    notePositionsMoved(of: key)
    owner.arrangement.materialize(owner.entry, in: self)
  }

  /// Makes the rows of the derived children (and derived chains) a DSL constraint mentions,
  /// before its parts are added.
  ///
  /// - Complexity: One lookup per item of the constraint; its parts are made only when one of
  ///   them is derived or in a derived chain, and then once.
  func materializeDerived(mentionedBy constraint: LayoutConstraint) {
    guard !derivedPlacements.isEmpty || !derivedChains.isEmpty else { return }
    var made: [Constraint]?
    func parts() -> [Constraint] {
      if let made { return made }
      let parts = constraint.parts.indices.compactMap { constraint.solverConstraint(forPartAt: $0) }
      made = parts
      return parts
    }
    materializeChains(mentionedBy: constraint, parts: parts)
    guard !derivedPlacements.isEmpty else { return }
    var derived: [(ObjectIdentifier, LayoutItem)] = []
    constraint.forEachItem { item in
      let key = ObjectIdentifier(item)
      if derivedPlacements.derives(key) { derived.append((key, item)) }
    }
    guard !derived.isEmpty else { return }
    let parts = parts()
    for (key, item) in derived {
      let variables = Self.derivedVariables(
        of: item, horizontal: derivedPlacements.derives(key, on: .horizontal),
        vertical: derivedPlacements.derives(key, on: .vertical))
      if parts.contains(where: { $0.mentions(variables) }) { materializeDerived(key) }
    }
  }

  /// Makes the rows of a derived item about to be mentioned on `axis` (by a fallback of a
  /// child of it, its intrinsic size, its measure function).
  ///
  /// - Complexity: One lookup.
  func materializeDerived(_ item: LayoutItem, on axis: Axis?) {
    guard !derivedPlacements.isEmpty else { return }
    let key = ObjectIdentifier(item)
    guard derivedPlacements.derives(key, on: axis) else { return }
    materializeDerived(key)
  }

  /// Points the frame write at the solver's storage again for the items whose derived
  /// placements became rows.
  func refreshStalePositions() {
    guard !stalePositions.isEmpty else { return }
    // One query for every stale item's four variables.
    let stale = stalePositions.filter { 4 * $0 + 3 < itemPositions.count }
    let identities = stale.flatMap { itemVariableIDs[(4 * $0)..<(4 * $0 + 4)] }
    let positions = readSolverInPlace { $0.positions(ofIdentities: identities) }
    for (order, index) in stale.enumerated() {
      for offset in 0..<4 { itemPositions[4 * index + offset] = positions[4 * order + offset] }
    }
    stalePositions = []
    // The frame cache's map from positions back to items is stale too: the next write reads
    // every value and maps the positions again (a refresh at the end of a sync happens before
    // the write, which would otherwise not know).
    frameCache.positionsMapped = false
  }

  /// A copy of the solver with the derived placements' rows added (what the solver would hold
  /// had they been rows all along), for a dump.
  func solverWithDerivedRows() -> Solver {
    var copy = solver
    // A derived chain's length row stands for the chain's rows.
    for arrangement in orderedDerivedChains() {
      for row in arrangement.chainSums { try? copy.remove(row) }
      copy.releaseVariables(arrangement.blockSums)
      for row in arrangement.chainRows() { try? copy.add(row) }
    }
    guard !derivedPlacements.isEmpty else {
      copy.solve()
      return copy
    }
    let owners = derivedPlacements.owners.sorted {
      $0.entry.derivedSequences.start < $1.entry.derivedSequences.start
    }
    for owner in owners {
      for row in owner.arrangement.derivedRows(of: owner.entry) { try? copy.add(row) }
    }
    copy.solve()
    return copy
  }
}

extension Constraint {
  /// Whether either side mentions one of the variables.
  func mentions(_ variables: [Variable]) -> Bool {
    for term in lhs.terms where variables.contains(where: { $0 === term.variable }) {
      return true
    }
    for term in rhs.terms where variables.contains(where: { $0 === term.variable }) {
      return true
    }
    return false
  }
}
