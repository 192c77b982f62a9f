import TrellisSolver

/// One item of a float chain, with its spec as of the last time its children were matched.
final class FloatEntry: ArrangedEntry {
  let spec: FloatSpec

  init(node: Node, spec: FloatSpec) {
    self.spec = spec
    super.init(node: node)
  }
}

/// The constraints of a ``FloatLayout``.
///
/// One per gap of the visible chain, one for the start edge and, with `sizesContainer`, one for
/// the end edge. Hiding or showing an item replaces the two gaps around it with one (or the
/// reverse).
final class FloatArrangement: Arrangement {
  @exclusivity(unchecked) var entries = EntryTable<FloatEntry>()
  /// The entries of the children with a spec, in child order, as of the last update.
  @exclusivity(unchecked) var arranged: [FloatEntry] = []
  @exclusivity(unchecked) var chain = GapChain<FloatEntry, ArrangedRow>()
  @exclusivity(unchecked) var edges = AxisEdges(axis: .horizontal, isFlipped: false)
  @exclusivity(unchecked) var sizesContainer = false
  @exclusivity(unchecked) var notes = (gap: "", fit: "")

  override func update(in engine: LayoutEngine) {
    guard let container = container as? FloatLayout else {
      removeAll(in: engine)
      return
    }
    if needsRebuild {
      removeAll(in: engine)
      needsRebuild = false
      edges = container.orientation.edges(in: container.effectiveLayoutDirection)
      sizesContainer = container.sizesContainer
      notes = ("float '\(container.name)' gap", "float '\(container.name)' fits its content")
    }
    if childrenChanged {
      // Children came, went or moved: match them to entries (a spec change rebuilds).
      childrenChanged = false
      // Every child has a spec, usually: the children's own list then, not a copy that
      // retains each child (an atomic operation per child, which in a large tree waits for a
      // cache miss and stops the next child's from overlapping it).
      let children = container.children
      let specified =
        children.allSatisfy { $0.float != nil } ? children : children.filter { $0.float != nil }
      // An entry whose spec changed is replaced; the chain's `left` takes its gaps.
      arranged =
        entries.match(
          specified, reuses: { entry, node in entry.spec == node.float },
          make: { node in FloatEntry(node: node, spec: node.float ?? FloatSpec()) }
        ).entries
    }
    // The entries as of the last match; the chain takes the visible ones.
    refreshVisibility(of: arranged)
    let v = container.variables
    let sign = edges.sign
    let makers = GapChain<FloatEntry, ArrangedRow>.Makers(
      gap: { [unowned self] previous, next in
        let gap = FloatSpec.resolve(previous.spec.next, next.spec.last)
        if !gap.priority.isRequired,
          let row = addSoftGap(previous, next, gap: gap, sign: sign, engine: engine)
        {
          return InlineFirstList(one: .soft(row))
        }
        let constraint =
          (edges.start(next.variables) .== edges.end(previous.variables) + sign * gap.offset)
          .priority(gap.priority)
        return InlineFirstList(one: .constraint(engine.addArranged(constraint, note: notes.gap)))
      },
      lead: { [unowned self] first in
        let gap = first.spec.last ?? FloatGap(0)
        let constraint = (edges.start(first.variables) .== edges.start(v) + sign * gap.offset)
          .priority(gap.priority)
        return [.constraint(engine.addArranged(constraint, note: notes.gap))]
      },
      tail: { [unowned self] last in
        guard sizesContainer else { return [] }
        let gap = last.spec.next ?? FloatGap(0)
        let constraint = (edges.end(v) .== edges.end(last.variables) + sign * gap.offset)
          .priority(gap.priority)
        return [.constraint(engine.addArranged(constraint, note: notes.gap))]
      },
      // The gaps are soft: each holds as it arrives only if the lead came first.
      leadFirst: true
    )
    chain.update(toIncluded: arranged, where: { $0.isShown }, engine: engine, makers: makers)
    updateFit(of: container, engine: engine, note: notes.fit)
  }

  /// Adds a soft gap as a row without a constraint object: `start(next) − end(previous) ==
  /// sign × offset`, its terms in the order the constraint's `lhs − rhs` would have them, so the
  /// solver goes from the same state to the same state.
  ///
  /// The items' variables are read from their anchors and passed unretained: the row touches
  /// neither them nor an identity table of constraints.
  ///
  /// - Returns: The row, or `nil` when the solver refuses it as a soft row (an invalid priority
  ///   or offset), for the constraint to be added and the error reported as before.
  /// - Complexity: That of a soft constraint's addition.
  private func addSoftGap(
    _ previous: FloatEntry, _ next: FloatEntry, gap: FloatGap, sign: Double, engine: LayoutEngine
  ) -> SoftRow? {
    previous.anchor.withVariables { before in
      next.anchor.withVariables { after in
        let terms = edges.gapTerms(next: after, previous: before)
        return engine.solver.addSoftRow(
          terms.0.variable, terms.0.coefficient, terms.1.variable, terms.1.coefficient,
          terms.2.variable, terms.2.coefficient, relation: .equal,
          constant: sign * gap.offset, priority: gap.priority)
      }
    }
  }

  override func removeAll(in engine: LayoutEngine) {
    chain.removeAll(engine: engine)
    _ = entries.removeAll()
    arranged = []
    removeFit(engine: engine)
    needsRebuild = true
    childrenChanged = true
  }
}
