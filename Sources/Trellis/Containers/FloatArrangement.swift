import TrellisSolver

/// One item of a float chain: its node (weakly), variables and spec as of the last rebuild.
final class FloatEntry {
  weak var node: Node?
  let variables: ItemVariables
  let spec: FloatSpec

  init(node: Node, spec: FloatSpec) {
    self.node = node
    self.variables = node.variables
    self.spec = spec
  }
}

/// The constraints of a ``FloatLayout``.
///
/// One per gap of the visible chain, one for the start edge and, with `sizesContainer`, one for
/// the end edge. Hiding or showing an item replaces the two gaps around it with one (or the
/// reverse).
final class FloatArrangement: Arrangement {
  var entries: [ObjectIdentifier: FloatEntry] = [:]
  /// The entries of the children with a spec, in child order, as of the last update.
  var arranged: [FloatEntry] = []
  var chain = GapChain<FloatEntry>()
  var edges = AxisEdges(axis: .horizontal, isFlipped: false)
  var sizesContainer = false
  var notes = (gap: "", fit: "")

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
      var present = Set<ObjectIdentifier>()
      arranged = []
      for child in container.children {
        guard let spec = child.float else { continue }
        let key = ObjectIdentifier(child)
        present.insert(key)
        if let existing = entries[key], existing.node === child, existing.spec == spec {
          arranged.append(existing)
        } else {
          let entry = FloatEntry(node: child, spec: spec)
          entries[key] = entry
          arranged.append(entry)
        }
      }
      if entries.count != present.count {
        entries = entries.filter { present.contains($0.key) }
      }
    }
    // Only visibility changed: the same entries, filtered.
    let now = arranged.filter { $0.node.map { !$0.isHidden } ?? false }
    let v = container.variables
    let sign = edges.sign
    let makers = GapChain<FloatEntry>.Makers(
      gap: { [unowned self] previous, next in
        let gap = FloatSpec.resolve(previous.spec.next, next.spec.last)
        let constraint =
          (edges.start(next.variables) .== edges.end(previous.variables) + sign * gap.offset)
          .priority(gap.priority)
        return [engine.addArranged(constraint, note: notes.gap)]
      },
      lead: { [unowned self] first in
        let gap = first.spec.last ?? FloatGap(0)
        let constraint = (edges.start(first.variables) .== edges.start(v) + sign * gap.offset)
          .priority(gap.priority)
        return [engine.addArranged(constraint, note: notes.gap)]
      },
      tail: { [unowned self] last in
        guard sizesContainer else { return [] }
        let gap = last.spec.next ?? FloatGap(0)
        let constraint = (edges.end(v) .== edges.end(last.variables) + sign * gap.offset)
          .priority(gap.priority)
        return [engine.addArranged(constraint, note: notes.gap)]
      }
    )
    chain.update(to: now, engine: engine, makers: makers)
    updateFit(of: container, engine: engine, note: notes.fit)
  }

  override func removeAll(in engine: LayoutEngine) {
    chain.removeAll(engine: engine)
    entries = [:]
    arranged = []
    removeFit(engine: engine)
    needsRebuild = true
    childrenChanged = true
  }
}
