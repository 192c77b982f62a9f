import TrellisSolver

/// The constraints of a ``DistributeRow``: a chain of gaps between the sorted visible items,
/// a lead and a tail that depend on the mode, and each item's own length and cross alignment.
final class DistributeArrangement: ChainArrangement {
  @exclusivity(unchecked) var mode = DistributeRow.Mode.fixedSpacing
  @exclusivity(unchecked) var alignment = DistributeRow.Alignment.start
  @exclusivity(unchecked) var crossAlignment = DistributeRow.CrossAlignment.fill
  @exclusivity(unchecked) var spacing = 0.0
  @exclusivity(unchecked) var itemLength = 0.0
  @exclusivity(unchecked) var lead = 0.0
  @exclusivity(unchecked) var tail = 0.0
  @exclusivity(unchecked) var rowVariables: ItemVariables?
  /// The shared length (`fixedSpacing`) or gap (`fixedItemLength`).
  let share = Variable("distribute.share")
  /// The room on each side of a centred packed group.
  let slack = Variable("distribute.slack")
  @exclusivity(unchecked) var notes = (gap: "", edge: "", item: "", fit: "")

  override func update(in engine: LayoutEngine) {
    guard let row = container as? DistributeRow else {
      removeAll(in: engine)
      return
    }
    rebuildIfNeeded(refusing: row.problems, engine: engine) {
      tearDown(engine)
      configure(row, engine: engine)
    }
    guard configured, let v = rowVariables else { return }
    // Entries of children that left are out of the chain: `left` takes their constraints.
    let now = entries.match(row.arrangedChildren, make: ArrangedEntry.init).entries
    chain.update(to: now, engine: engine, makers: makers(v, engine: engine))
    updateFit(of: row, engine: engine, note: notes.fit)
  }

  private func configure(_ row: DistributeRow, engine: LayoutEngine) {
    along = AxisEdges(axis: row.axis, isFlipped: false)
    across = AxisEdges(axis: row.axis.cross, isFlipped: false)
    mode = row.mode
    alignment = row.alignment
    crossAlignment = row.crossAlignment
    spacing = row.spacing
    itemLength = row.itemLength
    lead = row.leadSpacing
    tail = row.tailSpacing
    rowVariables = row.variables
    let name = "distribute '\(row.name)'"
    notes = ("\(name) \(mode.rawValue)", "\(name) edge", "\(name) item", "\(name) fits its content")
    // What makes items that cannot fit a conflict (a diagnostic), never overlap in silence.
    switch mode {
    case .fixedSpacing, .fixedItemLength:
      shared.append(engine.addArranged(share .>= 0, note: "\(name) items must fit"))
    case .packed:
      if alignment == .center {
        shared.append(engine.addArranged(slack .>= 0, note: "\(name) items must fit"))
      }
    }
    configured = true
  }

  private func makers(_ v: ItemVariables, engine: LayoutEngine)
    -> GapChain<ArrangedEntry, Constraint>.Makers
  {
    GapChain<ArrangedEntry, Constraint>.Makers(
      gap: { [unowned self] previous, next in
        let start = along.start(next.variables)
        let end = along.end(previous.variables)
        let gap = mode == .fixedItemLength ? Expression(share) : Expression(constant: spacing)
        return InlineFirstList(one: engine.addArranged(start .== end + gap, note: notes.gap))
      },
      lead: { [unowned self] first in
        let rowStart = along.start(v) + lead
        let itemStart = along.start(first.variables)
        switch (mode, alignment) {
        case (.packed, .end):
          return [engine.addArranged(itemStart .>= rowStart, note: notes.edge)]
        case (.packed, .center):
          return [engine.addArranged(itemStart .== rowStart + Expression(slack), note: notes.edge)]
        default:
          return [engine.addArranged(itemStart .== rowStart, note: notes.edge)]
        }
      },
      tail: { [unowned self] last in
        let rowEnd = along.end(v) - tail
        let itemEnd = along.end(last.variables)
        switch (mode, alignment) {
        case (.packed, .start):
          return [engine.addArranged(itemEnd .<= rowEnd, note: notes.edge)]
        case (.packed, .center):
          return [engine.addArranged(itemEnd .== rowEnd - Expression(slack), note: notes.edge)]
        default:
          return [engine.addArranged(itemEnd .== rowEnd, note: notes.edge)]
        }
      },
      left: { entry in
        engine.removeArranged(entry.own)
        entry.own = []
      },
      joined: { [unowned self] entry in entry.own = makeOwn(entry, v, engine: engine) },
      // A single fixed-length item is centred between the lead and tail spacing.
      single: mode != .fixedItemLength
        ? nil
        : { [unowned self] only in
          let middle = 0.5 * (along.start(v) + lead + along.end(v) - tail)
          return [engine.addArranged(along.center(only.variables) .== middle, note: notes.edge)]
        }
    )
  }

  /// An item's length rule and cross alignment.
  private func makeOwn(_ entry: ArrangedEntry, _ v: ItemVariables, engine: LayoutEngine)
    -> [Constraint]
  {
    let item = entry.variables
    var constraints: [Constraint] = []
    switch mode {
    case .fixedSpacing: constraints.append(along.length(item) .== share)
    case .fixedItemLength: constraints.append(along.length(item) .== itemLength)
    case .packed: break
    }
    switch crossAlignment {
    case .start:
      constraints.append(across.start(item) .== across.start(v))
    case .center:
      constraints.append(across.center(item) .== across.center(v))
    case .end:
      constraints.append(across.end(item) .== across.end(v))
    case .fill:
      constraints.append(across.start(item) .== across.start(v))
      constraints.append(across.end(item) .== across.end(v))
    }
    return constraints.map { engine.addArranged($0, note: notes.item) }
  }
}
