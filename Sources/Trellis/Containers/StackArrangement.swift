import TrellisSolver

/// The constraints of a ``StackPanel``.
///
/// Along the axis: the first visible child's start is pinned to the stack's start, the last
/// one's end to the stack's end, and one gap constraint joins each pair of neighbouring visible
/// children. Hiding or showing a child therefore replaces the gaps around it (two removed, one
/// added, or the reverse) and its own visible-only constraints; the update finds them by
/// comparing the old and new lists from both ends, so its cost is the size of the change, not of
/// the stack.
final class StackArrangement: Arrangement {
  @exclusivity(unchecked) var entries: [ArrangedEntry] = []
  /// The visible entries and the constraints between them.
  @exclusivity(unchecked) var chain = GapChain<ArrangedEntry, Constraint>()
  @exclusivity(unchecked) var shared: [Constraint] = []
  /// The child whose intrinsic size weighs less, so it takes ties.
  var weighted: Node? {
    get { weightedAnchor?.node }
    set { weightedAnchor = newValue?.anchor }
  }
  /// The weighted child's anchor (a weak reference without a side table).
  @exclusivity(unchecked) private var weightedAnchor: ItemAnchor?

  // The configuration of the last rebuild.
  @exclusivity(unchecked) var along = AxisEdges(axis: .horizontal, isFlipped: false)
  @exclusivity(unchecked) var across = AxisEdges(axis: .vertical, isFlipped: false)
  @exclusivity(unchecked) var alongInsets = (start: 0.0, end: 0.0)
  @exclusivity(unchecked) var acrossInsets = (start: 0.0, end: 0.0)
  @exclusivity(unchecked) var distribution = StackPanel.Distribution.fill
  @exclusivity(unchecked) var alignment = StackPanel.Alignment.fill
  @exclusivity(unchecked) var stackVariables: ItemVariables?
  /// Where a child's start and end across the axis go in the stack (its edges moved in by the
  /// insets): made once per rebuild and shared by every child's constraint.
  @exclusivity(unchecked) var acrossTargets = (start: Expression(), end: Expression())
  /// The shared gap (`equalSpacing`), length (`fillEqually`), length per intrinsic point
  /// (`fillProportionally`) or centre distance (`equalCentering`).
  let shareVariable = Variable("stack.share")
  let baselineVariable = Variable("stack.baseline")
  @exclusivity(unchecked) var notes = (
    lead: "", tail: "", gap: "", alignment: "", distribution: "", fit: "", length: ""
  )
  /// Whether the chain along the axis is derived: the solver holds the sum of the children's
  /// lengths and the frame write places the visible children (see
  /// `StackArrangement+DerivedChain.swift`).
  @exclusivity(unchecked) var derivesChain = false
  /// While the chain is derived, the row that holds the stack's length: the blocks' sums plus
  /// the spacings and insets.
  @exclusivity(unchecked) var lengthRow: Constraint?
  /// While the chain is derived, each block's row: the block's sum is the lengths of its visible
  /// children (blocks of ``chainBlockSize`` children, so that hiding or showing one makes one
  /// block's row anew, not the whole sum).
  @exclusivity(unchecked) var blockRows: [Constraint?] = []
  /// Each block's sum (kept across rebuilds, released from the solver when unused).
  @exclusivity(unchecked) var blockSums: [Variable] = []
  /// Whether the children changed since the blocks were made (they are made anew).
  @exclusivity(unchecked) var blocksAreStale = true
  /// The activation sequences reserved for the lead and tail rows a derived chain stands for.
  @exclusivity(unchecked) var chainSequences = (lead: 0, tail: 0)
  /// Where the frame write finds the stack and its visible children, while the chain is
  /// derived.
  @exclusivity(unchecked) var chainFrames = ChainFrames()
  /// Set by an update of a derived chain that a joining child cannot be placed by: the chain
  /// becomes rows after the update.
  @exclusivity(unchecked) var chainNeedsRows = false

  override func update(in engine: LayoutEngine) {
    guard let stack = container as? StackPanel else {
      removeAll(in: engine)
      return
    }
    if needsRebuild {
      removeAll(in: engine)
      needsRebuild = false
      configure(stack, engine: engine)
    }
    if childrenChanged {
      // Children came, went or moved (a visibility change alone keeps the entries).
      childrenChanged = false
      let children = stack.arrangedChildren
      if entries.count != children.count
        || zip(entries, children).contains(where: { $0.node !== $1 })
      {
        reconcileEntries(children, engine: engine)
        blocksAreStale = true
      }
    }
    refreshVisibility(of: entries)
    applyVisible(stack: stack, engine: engine)
    updateWeights()
    updateFit(of: stack, engine: engine, note: notes.fit)
  }

  override func removeAll(in engine: LayoutEngine) {
    dropDerivedChain(in: engine)
    let stack = container
    for entry in entries {
      engine.takeDerived(entry)
      engine.removeArranged(entry.kept)
      engine.removeArranged(entry.own)
      if let stack { entry.node?.setPlaced([], by: stack) }
    }
    chain.removeAll(engine: engine)
    engine.removeArranged(shared)
    removeFit(engine: engine)
    entries = []
    shared = []
    childrenChanged = true
    if let node = weighted { node.intrinsicWeights = [1, 1] }
    weighted = nil
    needsRebuild = true
  }

  override func childIntrinsicSizeChanged() -> Bool {
    guard distribution == .fillProportionally else { return false }
    needsRebuild = true
    return true
  }

  /// Reads the stack's properties and adds the constraints every child shares.
  private func configure(_ stack: StackPanel, engine: LayoutEngine) {
    let flipped = stack.effectiveLayoutDirection == .rightToLeft
    along = AxisEdges(axis: stack.axis, isFlipped: stack.axis == .horizontal && flipped)
    across = AxisEdges(axis: stack.axis.cross, isFlipped: stack.axis == .vertical && flipped)
    let insets = stack.effectiveInsets
    alongInsets = along.insets(insets)
    acrossInsets = across.insets(insets)
    distribution = stack.distribution
    alignment = stack.alignment
    if stack.axis == .vertical, alignment == .firstBaseline || alignment == .lastBaseline {
      alignment = .fill
    }
    stackVariables = stack.variables
    let s = stack.variables
    acrossTargets = (
      across.start(s) + across.sign * acrossInsets.start,
      across.end(s) - across.sign * acrossInsets.end
    )
    let name = "stack '\(stack.name)'"
    notes = (
      "\(name) start", "\(name) end", "\(name) spacing", "\(name) \(alignment.rawValue)",
      "\(name) \(distribution.rawValue)", "\(name) fits its content",
      "\(name) length (its children and spacing)"
    )
    if distribution == .equalSpacing {
      shared.append(engine.addArranged(shareVariable .>= stack.spacing, note: notes.gap))
    }
    if alignment == .firstBaseline || alignment == .lastBaseline {
      let pull = (baselineVariable .== stack.variables.y).priority(Arrangement.settlePriority)
      shared.append(engine.addArranged(pull, note: notes.alignment))
    }
    startDerivedChain(stack, engine: engine)
  }

  /// Brings the entries in line with the children: entries of children that left go with
  /// their constraints; new children get entries and their position constraints.
  private func reconcileEntries(_ children: [Node], engine: LayoutEngine) {
    var prefix = 0
    while prefix < entries.count, prefix < children.count, entries[prefix].node === children[prefix]
    {
      prefix += 1
    }
    var suffix = 0
    while suffix < entries.count - prefix, suffix < children.count - prefix,
      entries[entries.count - 1 - suffix].node === children[children.count - 1 - suffix]
    {
      suffix += 1
    }
    let oldWindow = entries[prefix..<(entries.count - suffix)]
    var reusable: [ObjectIdentifier: ArrangedEntry] = [:]
    for entry in oldWindow {
      if let node = entry.node { reusable[ObjectIdentifier(node)] = entry }
    }
    var newWindow: [ArrangedEntry] = []
    newWindow.reserveCapacity(children.count - suffix - prefix)
    // Each child is borrowed from the list, where a copy would retain it (in a large tree an
    // atomic operation that waits for a cache miss).
    for index in prefix..<(children.count - suffix) {
      Unmanaged.passUnretained(children[index])._withUnsafeGuaranteedRef { child in
        // A first build has nothing to reuse: no child's identity is hashed.
        if !reusable.isEmpty, let entry = reusable.removeValue(forKey: ObjectIdentifier(child)) {
          newWindow.append(entry)
          return
        }
        let entry = ArrangedEntry(node: child)
        // A shown child filling the stack across the axis: its position and length there
        // follow from the stack's frame while nothing else mentions them.
        if alignment == .fill, entry.isShown,
          engine.canDerive(
            child, horizontal: across.axis == .horizontal, vertical: across.axis == .vertical)
        {
          derive(entry, engine: engine)
        } else {
          entry.kept = makePosition(entry, engine: engine)
        }
        // A visible child's placement is told once it joins the chain, below.
        if !entry.isShown { updatePlacement(of: entry) }
        newWindow.append(entry)
      }
    }
    // Entries that left (none on a first build, which skips the set).
    if !oldWindow.isEmpty {
      let kept = Set(newWindow.map(ObjectIdentifier.init))
      for entry in oldWindow where !kept.contains(ObjectIdentifier(entry)) {
        engine.takeDerived(entry)
        engine.removeArranged(entry.kept)
        entry.kept = []
        updatePlacement(of: entry)
      }
    }
    entries.splice(prefix..<(entries.count - suffix), with: newWindow)
  }

  /// Replaces the constraints around the children whose visibility (or place) changed.
  private func applyVisible(stack: StackPanel, engine: LayoutEngine) {
    guard stackVariables != nil else { return }
    guard derivesChain else {
      chain.update(
        toIncluded: entries, where: { $0.isShown }, engine: engine,
        makers: makers(stack: stack, engine: engine, reserved: false))
      return
    }
    updateDerivedChain(stack: stack, engine: engine)
  }

  /// What a chain update calls: the rows of the gaps, the lead and the tail (taking the
  /// activation sequences a derived chain reserved for them, when `reserved`), and the
  /// children's own rows as they leave or join.
  func makers(
    stack: StackPanel, engine: LayoutEngine, reserved: Bool
  ) -> GapChain<ArrangedEntry, Constraint>.Makers {
    var makers = GapChain<ArrangedEntry, Constraint>.Makers(
      gap: { [unowned self] in
        makeGap($0, $1, stack: stack, engine: engine, sequence: reserved ? $1.gapSequence : nil)
      },
      lead: { [unowned self] first in
        [makeLead(first, engine: engine, sequence: reserved ? chainSequences.lead : nil)]
      },
      tail: { [unowned self] last in
        [makeTail(last, engine: engine, sequence: reserved ? chainSequences.tail : nil)]
      })
    makers.left = { [unowned self] entry in
      // A hidden child keeps its position across the axis (as a row now) but not its length.
      if engine.takeDerived(entry) { materialize(entry, includingEnd: false, in: engine) }
      engine.removeArranged(entry.own)
      entry.own = []
      updatePlacement(of: entry)
    }
    makers.joined = { [unowned self] entry in
      entry.own = makeVisibleOnly(entry, engine: engine)
      updatePlacement(of: entry)
      // Its fallbacks on what the stack now fixes go before its gaps come: its start is then
      // a fresh subject of the gap that places it.
      if let node = entry.node { engine.dropPlacedFallbacks(of: node) }
    }
    return makers
  }

  /// The first visible child's start pinned to the stack's, moved in by the inset.
  func makeLead(_ first: ArrangedEntry, engine: LayoutEngine, sequence: Int?) -> Constraint {
    engine.addArranged(leadRow(first), note: notes.lead, sequence: sequence)
  }

  /// The last visible child's end pinned to the stack's, moved in by the inset.
  func makeTail(_ last: ArrangedEntry, engine: LayoutEngine, sequence: Int?) -> Constraint {
    engine.addArranged(tailRow(last), note: notes.tail, sequence: sequence)
  }

  /// The lead row, not added.
  func leadRow(_ first: ArrangedEntry) -> Constraint {
    let s = stackVariables ?? first.variables
    return along.start(first.variables) .== along.start(s) + along.sign * alongInsets.start
  }

  /// The tail row, not added.
  func tailRow(_ last: ArrangedEntry) -> Constraint {
    let s = stackVariables ?? last.variables
    return along.end(last.variables) .== along.end(s) - along.sign * alongInsets.end
  }

  /// The gap between two neighbouring visible children.
  private func makeGap(
    _ previous: ArrangedEntry, _ next: ArrangedEntry, stack: StackPanel, engine: LayoutEngine,
    sequence: Int? = nil
  ) -> InlineFirstList<Constraint> {
    let sign = along.sign
    let spacing = self.spacing(after: previous, in: stack)
    let start = along.start(next.variables)
    let end = along.end(previous.variables)
    switch distribution {
    case .fill, .fillEqually, .fillProportionally:
      return InlineFirstList(
        one: engine.addArranged(
          gapRow(previous, next, stack: stack), note: notes.gap, sequence: sequence))
    case .equalSpacing:
      var gap = InlineFirstList(
        one: engine.addArranged(
          start .== end + sign * Expression(shareVariable), note: notes.gap))
      if spacing != stack.spacing {
        gap.append(engine.addArranged(sign * (start - end) .>= spacing, note: notes.gap))
      }
      return gap
    case .equalCentering:
      let centers =
        along.center(next.variables)
        .== along.center(previous.variables) + sign * Expression(shareVariable)
      var gap = InlineFirstList(one: engine.addArranged(centers, note: notes.distribution))
      gap.append(engine.addArranged(sign * (start - end) .>= spacing, note: notes.gap))
      return gap
    }
  }

  /// The gap after a child: its custom spacing, else the stack's.
  func spacing(after entry: ArrangedEntry, in stack: StackPanel) -> Double {
    guard stack.hasCustomSpacings else { return stack.spacing }
    // The child is only read (the tree holds it): not retained for the call.
    return entry.anchor.unretainedNode?._withUnsafeGuaranteedRef { stack.spacing(after: $0) }
      ?? stack.spacing
  }

  /// A `fill` gap's row between two neighbouring visible children, not added.
  func gapRow(_ previous: ArrangedEntry, _ next: ArrangedEntry, stack: StackPanel) -> Constraint {
    along.start(next.variables)
      .== along.end(previous.variables) + along.sign * spacing(after: previous, in: stack)
  }

  /// Where a child sits across the axis.
  private func makePosition(_ entry: ArrangedEntry, engine: LayoutEngine) -> [Constraint] {
    // The stack's variables are copied (a retain and a release of each) only where a row
    // names them.
    guard stackVariables != nil else { return [] }
    let v = entry.variables
    let sign = across.sign
    let lhs: Expression
    let rhs: Expression
    switch alignment {
    case .fill, .leading:
      (lhs, rhs) = (across.start(v), acrossTargets.start)
    case .trailing:
      (lhs, rhs) = (across.end(v), acrossTargets.end)
    case .center:
      guard let s = stackVariables else { return [] }
      let offset = sign * (acrossInsets.start - acrossInsets.end) / 2
      (lhs, rhs) = (across.center(v), across.center(s) + offset)
    case .firstBaseline, .lastBaseline:
      let node = entry.node
      let offset =
        alignment == .firstBaseline ? node?.firstBaselineOffset : node?.lastBaselineOffset
      (lhs, rhs) = (offset.map { v.y + $0 } ?? v.y + v.height, Expression(baselineVariable))
    }
    return [engine.addArranged(lhs .== rhs, note: notes.alignment)]
  }

  /// Tells the child which of its variables the stack fixes.
  ///
  /// Across the axis: the position
  /// while its start is pinned (fill and leading, unless the cross axis runs against its
  /// coordinates), and the length too while a visible filled child has both edges pinned.
  /// Along it: the position while the child is in the chain (shown), unless the axis runs
  /// against its coordinates — its start then follows the lead or the gap before it.
  private func updatePlacement(of entry: ArrangedEntry) {
    // The stack and the child are only read (the tree holds them): neither is retained.
    guard let stack = containerAnchor, stack.isAlive, let node = entry.anchor.unretainedNode
    else { return }
    var placed: PlacedVariables = []
    if !entry.kept.isEmpty || entry.isDerived {
      let position = PlacedVariables.position(across.axis)
      switch alignment {
      case .fill where !entry.own.isEmpty || entry.isDerived:
        placed = [position, .length(across.axis)]
      case .fill, .leading:
        placed = across.isFlipped ? [] : position
      case .trailing, .center, .firstBaseline, .lastBaseline:
        break
      }
    }
    // A visible child's start along the axis follows the chain of required rows from the
    // stack's start (unless the axis runs against its coordinates, where the child's own
    // length would come in).
    if !entry.own.isEmpty || entry.isDerived, !along.isFlipped {
      placed.insert(.position(along.axis))
    }
    node._withUnsafeGuaranteedRef { $0.setPlaced(placed, byContainerWith: stack) }
  }

  /// Hands a new shown child's position and length across the axis to the engine, which writes
  /// them from the stack's frame (``DerivedPlacements``).
  private func derive(_ entry: ArrangedEntry, engine: LayoutEngine) {
    // The sequence the start's row would have taken here.
    entry.derivedSequences.start = engine.nextSequence()
    let rule = DerivedPlacements.Rule(
      offset: across.isFlipped ? acrossInsets.end : acrossInsets.start,
      lengthOffset: -(acrossInsets.start + acrossInsets.end))
    let horizontal = across.axis == .horizontal
    engine.derive(
      entry, by: self, horizontal: horizontal ? rule : nil, vertical: horizontal ? nil : rule)
  }

  /// The rows a derived child's placement stands for: its start and end across the axis pinned
  /// to the stack's, moved in by the insets.
  override func derivedRows(of entry: ArrangedEntry) -> [Constraint] {
    let v = entry.variables
    return [across.start(v) .== acrossTargets.start, across.end(v) .== acrossTargets.end]
  }

  override func materialize(_ entry: ArrangedEntry, in engine: LayoutEngine) {
    materialize(entry, includingEnd: true, in: engine)
  }

  /// Makes a derived child's rows: its position (kept while it is arranged) and, while it is
  /// shown, its end (one of its own), with the activation sequences reserved for them.
  ///
  /// - Parameters:
  ///   - entry: The child's entry, which the engine no longer derives.
  ///   - includingEnd: Whether to make the end's row too (not for a child being hidden).
  ///   - engine: The tree's engine.
  /// - Complexity: One or two row additions.
  func materialize(
    _ entry: ArrangedEntry, includingEnd: Bool, in engine: LayoutEngine
  ) {
    let rows = derivedRows(of: entry)
    let sequences = entry.derivedSequences
    entry.kept = [engine.addArranged(rows[0], note: notes.alignment, sequence: sequences.start)]
    if includingEnd {
      entry.own.insert(
        engine.addArranged(rows[1], note: notes.alignment, sequence: sequences.end), at: 0)
    }
  }

  /// What a visible child has on top of its position: containment across the axis and the
  /// distribution's length rule.
  private func makeVisibleOnly(_ entry: ArrangedEntry, engine: LayoutEngine) -> [Constraint] {
    guard stackVariables != nil else { return [] }
    let sign = across.sign
    var result: [Constraint] = []
    // The stack's and the child's variables are read where a row needs them: a copy of all
    // four up front retains and releases each, and a derived child filling the stack (the
    // usual case) needs none.
    switch alignment {
    case .fill:
      if entry.isDerived {
        // The sequence the end's row would have taken here (the first added below).
        entry.derivedSequences.end = engine.nextSequence()
      } else {
        result.append(across.end(entry.variables) .== acrossTargets.end)
      }
    case .leading:
      if let s = stackVariables {
        result.append(sign * (across.end(s) - across.end(entry.variables)) .>= acrossInsets.end)
      }
    case .trailing, .center:
      if let s = stackVariables {
        result.append(
          sign * (across.start(entry.variables) - across.start(s)) .>= acrossInsets.start)
      }
    case .firstBaseline, .lastBaseline:
      if let s = stackVariables {
        let v = entry.variables
        result.append(v.y .>= s.y + acrossInsets.start)
        result.append(v.y + v.height .<= s.y + s.height - acrossInsets.end)
      }
    }
    var constraints = result.map { engine.addArranged($0, note: notes.alignment) }
    switch distribution {
    case .fillEqually:
      constraints.append(
        engine.addArranged(
          along.length(entry.variables) .== shareVariable, note: notes.distribution))
    case .fillProportionally:
      let weight = entry.node.map(intrinsicLength) ?? 0
      constraints.append(
        engine.addArranged(
          along.length(entry.variables) .== weight * Expression(shareVariable),
          note: notes.distribution))
    case .fill, .equalSpacing, .equalCentering:
      break
    }
    return constraints
  }

  /// A child's intrinsic length along the axis (a measure function's natural size), or 0.
  private func intrinsicLength(_ node: Node) -> Double {
    let size =
      node.measure.map { measure in
        let natural = measure(.infinity)
        return IntrinsicSize(width: natural.width, height: natural.height)
      } ?? node.intrinsicContentSize
    return max(0, size[along.axis] ?? 0)
  }

  /// Gives the last visible child the lighter intrinsic weight along the axis, so that it is
  /// the one that stretches or shrinks when priorities tie.
  private func updateWeights() {
    let usesWeights = distribution != .fillEqually && distribution != .fillProportionally
    let target = usesWeights ? chain.entries.last?.node : nil
    guard target !== weighted else { return }
    if let node = weighted { node.intrinsicWeights = [1, 1] }
    if let node = target {
      node.intrinsicWeights = along.axis == .horizontal ? [0.5, 1] : [1, 0.5]
    }
    weighted = target
  }
}
