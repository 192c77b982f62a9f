import TrellisSolver

// Stacks whose chain along the axis is derived (`StackArrangement+DerivedChain.swift`): the
// engine's side — which children a chain can place, the checks that end a derivation before a
// row would break it, and where the frame write and the dump find the chains.

extension LayoutEngine {
  /// Whether a derived chain can place a child: a plain leaf whose position along the axis no
  /// DSL constraint mentions (nothing but the chain would).
  ///
  /// - Complexity: O(1), plus the terms of the DSL constraints on the node.
  func chainAdmits(_ node: Node, along axis: Axis) -> Bool {
    isPlainLeaf(node)
      && !dslConstraintMentions(
        [axis == .horizontal ? node.variables.x : node.variables.y], of: node)
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

  /// The derived chain that places an item (a shown child of the chain's stack), if any.
  ///
  /// - Complexity: One lookup (none while no chain is derived).
  func derivedChain(placing item: LayoutItem) -> StackArrangement? {
    guard !derivedChains.isEmpty, let node = item as? Node, !node.isHidden,
      let parent = node.parent
    else { return nil }
    return derivedChains[ObjectIdentifier(parent)]
  }

  /// Ends the derivation of the chains a DSL constraint about to be added would break: one
  /// that mentions a visible child's position along its stack's axis, or a stack's length.
  ///
  /// - Parameters:
  ///   - constraint: The DSL constraint.
  ///   - parts: Its solver constraints, made when first asked for.
  /// - Complexity: One lookup per item of the constraint; its parts are asked for only when
  ///   one of them belongs to a derived chain.
  func materializeChains(mentionedBy constraint: LayoutConstraint, parts: () -> [Constraint]) {
    guard !derivedChains.isEmpty else { return }
    var candidates: [(StackArrangement, Variable)] = []
    constraint.forEachItem { item in
      if let arrangement = derivedChains[ObjectIdentifier(item)], let s = arrangement.stackVariables
      {
        candidates.append((arrangement, arrangement.along.length(s)))
      }
      if let arrangement = derivedChain(placing: item) {
        let v = item.variables
        candidates.append((arrangement, arrangement.along.axis == .horizontal ? v.x : v.y))
      }
    }
    guard !candidates.isEmpty else { return }
    let parts = parts()
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
    guard let arrangement = derivedChain(placing: item), arrangement.along.axis == axis
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

  /// Finds every derived chain's stack and children in the new frame order.
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
    derivedChain(placing: item)?.along.axis
  }
}
