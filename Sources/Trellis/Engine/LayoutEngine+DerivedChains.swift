import TrellisSolver

// Stacks whose chain along the axis is derived (`StackArrangement+DerivedChain.swift`): the
// engine's side — which children a chain can place, the checks that end a derivation before a
// row would break it, and where the frame write and the dump find the chains.

extension LayoutEngine {
  /// Whether a derived chain can place a child: a leaf without guides or an arrangement, whose
  /// position along the axis no DSL constraint mentions (nothing but the chain would).
  ///
  /// - Complexity: O(1), plus the terms of the DSL constraints on the node.
  func chainAdmits(_ node: Node, along axis: Axis) -> Bool {
    guard node.children.isEmpty, node.layoutGuides.isEmpty, !node.arrangesChildren,
      node.pendingConstraintBlocks.isEmpty
    else { return false }
    return !dslConstraintMentions(
      axis == .horizontal ? node.variables.x : node.variables.y, of: node)
  }

  /// Whether a DSL constraint on `node` mentions `variable`.
  ///
  /// - Complexity: One lookup, plus the terms of the DSL constraints on the node.
  func dslConstraintMentions(_ variable: Variable, of node: Node) -> Bool {
    guard let constraints = constraints(involving: node) else { return false }
    return constraints.values.contains { constraint in
      constraint.solverParts.contains { $0.mentions([variable]) }
    }
  }

  /// Notes a stack whose chain is now derived.
  func registerDerivedChain(_ arrangement: StackArrangement, stack: StackPanel, length: Variable) {
    derivedChains[ObjectIdentifier(stack)] = arrangement
    derivedChainLengths[ObjectIdentifier(length)] = ObjectIdentifier(stack)
  }

  /// Forgets a stack whose chain is no longer derived.
  func unregisterDerivedChain(stack: Node, length: Variable) {
    derivedChains[ObjectIdentifier(stack)] = nil
    derivedChainLengths[ObjectIdentifier(length)] = nil
  }

  /// Notes children whose position along their stack's axis became (or stopped being) a
  /// variable of the solver's, for the frame write to find it again.
  ///
  /// - Complexity: One lookup per entry (none before the first registration ends).
  func notePositionsMoved(of entries: [ArrangedEntry]) {
    guard !records.isEmpty else { return }
    for entry in entries {
      if let order = records[entry.nodeID]?.order { stalePositions.append(order) }
    }
  }

  /// Ends the derivation of the chains a DSL constraint about to be added would break: one
  /// that mentions a visible child's position along its stack's axis, or a stack's length.
  ///
  /// - Complexity: One lookup per item of the constraint; its parts are made only when one of
  ///   them belongs to a derived chain.
  func materializeChains(mentionedBy constraint: LayoutConstraint) {
    guard !derivedChains.isEmpty else { return }
    var candidates: [(StackArrangement, Variable)] = []
    constraint.forEachItem { item in
      if let arrangement = derivedChains[ObjectIdentifier(item)], let s = arrangement.stackVariables
      {
        candidates.append((arrangement, arrangement.along.length(s)))
      }
      if let node = item as? Node, !node.isHidden, let parent = node.parent,
        let arrangement = derivedChains[ObjectIdentifier(parent)]
      {
        let v = node.variables
        candidates.append((arrangement, arrangement.along.axis == .horizontal ? v.x : v.y))
      }
    }
    guard !candidates.isEmpty else { return }
    let parts = constraint.parts.indices.compactMap { constraint.solverConstraint(forPartAt: $0) }
    for (arrangement, variable) in candidates
    where parts.contains(where: { $0.mentions([variable]) }) {
      arrangement.makeChainRows(in: self)
    }
  }

  /// Ends the derivation of the chain of a visible child about to be mentioned on `axis` by
  /// another item's fallback (a child or guide of the child).
  ///
  /// - Complexity: One lookup.
  func materializeChain(containing item: LayoutItem, on axis: Axis) {
    guard !derivedChains.isEmpty, let node = item as? Node, !node.isHidden,
      let parent = node.parent, let arrangement = derivedChains[ObjectIdentifier(parent)],
      arrangement.along.axis == axis
    else { return }
    arrangement.makeChainRows(in: self)
  }

  /// Ends the derivation of the chains whose length a constraint of the engine's own or a
  /// container's mentions, as it is about to be added or made required (another container
  /// sizing the stack).
  ///
  /// - Parameters:
  ///   - constraint: The constraint.
  ///   - required: Whether it is required (or about to be).
  /// - Complexity: One lookup per term.
  func materializeChains(mentionedBy constraint: Constraint, required: Bool) {
    guard !derivedChainLengths.isEmpty, required, !isAddingChainSums else { return }
    for terms in [constraint.lhs.terms, constraint.rhs.terms] {
      for term in terms {
        guard let stack = derivedChainLengths[ObjectIdentifier(term.variable)],
          let arrangement = derivedChains[stack]
        else { continue }
        arrangement.makeChainRows(in: self)
      }
    }
  }

  /// Finds every derived chain's stack and children in the new frame order (a chain whose
  /// children are not where it expects them makes its rows).
  ///
  /// - Complexity: O(children of the derived chains), one lookup per chain.
  func refreshDerivedChains() {
    guard !derivedChains.isEmpty else { return }
    for arrangement in orderedDerivedChains() {
      guard let stack = arrangement.container, let index = records[ObjectIdentifier(stack)]?.order
      else { continue }
      arrangement.refreshChainFrames(stackIndex: index, engine: self)
    }
  }

  /// The derived chains in the order their rows would have been added (the same on every run,
  /// whatever the table's order).
  func orderedDerivedChains() -> [StackArrangement] {
    derivedChains.values.sorted { $0.chainSequences.lead < $1.chainSequences.lead }
  }

  /// The axis along which a derived chain places an item, if one does.
  func derivedChainAxis(of item: LayoutItem) -> Axis? {
    guard !derivedChains.isEmpty, let node = item as? Node, !node.isHidden,
      let parent = node.parent, let arrangement = derivedChains[ObjectIdentifier(parent)]
    else { return nil }
    return arrangement.along.axis
  }
}
