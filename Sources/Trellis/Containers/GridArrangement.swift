import TrellisSolver

/// The tracks of one axis of a grid: where each track starts and ends, as expressions.
///
/// Tracks that are all fixed or weighted without bounds (equal tracks included) need no
/// variables: boundary `j` is `panel.start + aⱼ · panel.length + cⱼ`. Auto tracks and bounds
/// get a start and a length variable per track.
struct GridAxis {
  let edges: AxisEdges
  let gap: Double
  /// The number of tracks.
  let count: Int
  /// Closed form: boundary `j` (0 … count), `panel.start + aⱼ · panel.length + cⱼ`, made once
  /// per configuration and shared by every cell on it; empty when the axis uses track variables.
  var boundaries: [Expression] = []
  /// Track variables: starts and lengths.
  var starts: [Variable] = []
  var lengths: [Variable] = []

  /// Where track `index` starts.
  func start(_ index: Int) -> Expression {
    if !starts.isEmpty { return Expression(starts[index]) }
    return boundaries[index]
  }

  /// Where track `index` ends.
  func end(_ index: Int) -> Expression {
    if !starts.isEmpty { return starts[index] + lengths[index] }
    return boundaries[index + 1] - gap
  }
}

/// The constraints of a ``GridPanel``: per axis either none (closed-form tracks) or a chain of
/// track variables, and two constraints per axis for each visible, validly placed child.
final class GridArrangement: Arrangement {
  /// The priority at which an auto track hugs its content: children's compression resistance
  /// (750) widens it, while hugging (250) in other tracks cannot take room from a weighted
  /// track through it (WPF: a star track always gets what the others leave).
  static let autoTrackPriority = Priority(700)

  @exclusivity(unchecked) var entries = EntryTable<ArrangedEntry>()
  @exclusivity(unchecked) var trackConstraints: [Constraint] = []
  @exclusivity(unchecked) var axes: [GridAxis] = []
  @exclusivity(unchecked) var isValid = false
  @exclusivity(unchecked) var notes = (tracks: "", cell: "", fit: "")

  override func update(in engine: LayoutEngine) {
    guard let grid = container as? GridPanel else {
      removeAll(in: engine)
      return
    }
    if needsRebuild {
      removeAll(in: engine)
      needsRebuild = false
      configure(grid, engine: engine)
    }
    let (current, removed) = entries.match(grid.children, make: ArrangedEntry.init)
    for entry in removed {
      unplace(entry, engine: engine)
      entry.node?.setPlaced([], by: grid)
    }
    for entry in current {
      guard let child = entry.node else { continue }
      // A child is placed exactly when it has constraints (two per axis) or the engine derives
      // its frame.
      let isPlaced = !entry.own.isEmpty || entry.isDerived
      let shouldPlace =
        isValid && !child.isHidden && grid.problem(with: child.cell ?? GridCell()) == nil
      guard shouldPlace != isPlaced else { continue }
      if shouldPlace {
        if let rules = derivedRules(for: child),
          engine.canDerive(child, horizontal: true, vertical: true)
        {
          // The cell's four equalities would be its only mention of its variables: its frame
          // follows from the grid's (``DerivedPlacements``), the equalities' sequences kept.
          entry.derivedSequences.start = engine.nextSequence()
          for _ in 1..<4 { _ = engine.nextSequence() }
          engine.derive(entry, by: self, horizontal: rules.horizontal, vertical: rules.vertical)
          child.setPlaced(.all, by: grid)
        } else {
          let (constraints, placed) = cellConstraints(child)
          entry.own = add(constraints, engine: engine)
          child.setPlaced(placed, by: grid)
        }
      } else {
        unplace(entry, engine: engine)
        child.setPlaced([], by: grid)
      }
    }
    updateFit(of: grid, engine: engine, note: notes.fit)
  }

  override func removeAll(in engine: LayoutEngine) {
    let grid = container
    for entry in entries.removeAll() {
      unplace(entry, engine: engine)
      if let grid { entry.node?.setPlaced([], by: grid) }
    }
    engine.removeArranged(trackConstraints)
    trackConstraints = []
    removeFit(engine: engine)
    axes = []
    needsRebuild = true
  }

  /// Builds both axes' tracks and reports what cannot be placed.
  private func configure(_ grid: GridPanel, engine: LayoutEngine) {
    let name = "grid '\(grid.name)'"
    notes = ("\(name) tracks", "\(name) cell", "\(name) fits its content")
    for problem in grid.problems {
      engine.report(
        LayoutDiagnostic(
          kind: .invalidArrangement, deactivated: problem.description, constraints: []))
    }
    isValid = grid.sizeProblem == nil
    guard isValid else { return }
    axes = [
      makeAxis(.horizontal, tracks: grid.tracks(.horizontal), gap: grid.columnGap, grid, engine),
      makeAxis(.vertical, tracks: grid.tracks(.vertical), gap: grid.rowGap, grid, engine),
    ]
  }

  /// The tracks of one axis: closed form when every track is fixed or weighted without
  /// bounds, else a chain of track variables.
  private func makeAxis(
    _ axis: Axis, tracks: [GridTrack], gap: Double, _ grid: GridPanel, _ engine: LayoutEngine
  ) -> GridAxis {
    let edges = AxisEdges(axis: axis, isFlipped: false)
    let count = tracks.count
    let inset = edges.insets(grid.insets)
    var result = GridAxis(edges: edges, gap: gap, count: count)
    let weights = tracks.map { track -> Double in
      if case .weight(let weight) = track.sizing { return max(0, weight) }
      return 0
    }
    let fixed = tracks.map { track -> Double in
      if case .fixed(let length) = track.sizing { return length }
      return 0
    }
    let closedForm = tracks.allSatisfy { track in
      if track.min != nil || track.max != nil { return false }
      if case .auto = track.sizing { return false }
      return true
    }
    let totalWeight = weights.reduce(0, +)
    if closedForm {
      let totalFixed = fixed.reduce(0, +)
      let gaps = Double(count - 1) * gap
      var fixedBefore = 0.0
      var weightBefore = 0.0
      for index in 0...count {
        let share = totalWeight > 0 ? weightBefore / totalWeight : 0
        let constant =
          inset.start + fixedBefore + Double(index) * gap
          - share * (inset.start + inset.end + gaps + totalFixed)
        result.boundaries.append(
          edges.start(grid.variables) + share * Expression(edges.length(grid.variables))
            + constant)
        if index < count {
          fixedBefore += fixed[index]
          weightBefore += weights[index]
        }
      }
      return result
    }
    let prefix = "\(grid.name).\(axis == .horizontal ? "column" : "row")"
    result.starts = (0..<count).map { Variable("\(prefix)\($0).start") }
    result.lengths = (0..<count).map { Variable("\(prefix)\($0).length") }
    let unit = Variable("\(prefix).unit")
    var constraints: [Constraint] = [
      result.starts[0] .== edges.start(grid.variables) + inset.start
    ]
    for index in 0..<count {
      let length = result.lengths[index]
      if index + 1 < count {
        constraints.append(result.starts[index + 1] .== result.starts[index] + length + gap)
      }
      let track = tracks[index]
      let bounded = track.min != nil || track.max != nil
      switch track.sizing {
      case .fixed(let value):
        let clamped = Swift.max(track.min ?? value, Swift.min(track.max ?? value, value))
        constraints.append(length .== clamped)
      case .weight:
        let share = length .== weights[index] * Expression(unit)
        constraints.append(bounded ? share.priority(Priority(999)) : share)
      case .auto:
        constraints.append(length .>= 0)
        constraints.append((length .== 0).priority(Self.autoTrackPriority))
      }
      if let minimum = track.min { constraints.append(length .>= minimum) }
      if let maximum = track.max { constraints.append(length .<= maximum) }
    }
    let last = result.starts[count - 1] + result.lengths[count - 1]
    let panelEnd = edges.end(grid.variables) - inset.end
    constraints.append(totalWeight > 0 ? last .== panelEnd : last .<= panelEnd)
    for constraint in constraints {
      trackConstraints.append(engine.addArranged(constraint, note: notes.tracks))
    }
    return result
  }

  /// Takes a child's placement out: its constraints, or the engine's derived frame.
  private func unplace(_ entry: ArrangedEntry, engine: LayoutEngine) {
    engine.takeDerived(entry)
    engine.removeArranged(entry.own)
    entry.own = []
  }

  /// Adds a cell's constraints, with the sequences reserved for them when `sequence` is given.
  private func add(
    _ constraints: [Constraint], engine: LayoutEngine, sequence: Int? = nil
  ) -> [Constraint] {
    for (offset, constraint) in constraints.enumerated() {
      engine.addArranged(constraint, note: notes.cell, sequence: sequence.map { $0 + offset })
    }
    return constraints
  }

  /// Where a filled cell's child sits on each axis as fractions of the grid's frame, when its
  /// tracks have closed forms (``GridAxis/boundaries``) and it fills its cell both ways: what
  /// its four equalities would give.
  private func derivedRules(
    for child: Node
  ) -> (horizontal: DerivedPlacements.Rule, vertical: DerivedPlacements.Rule)? {
    guard axes.count == 2, let grid = container else { return nil }
    let cell = child.cell ?? GridCell()
    guard cell.horizontalAlignment == .fill, cell.verticalAlignment == .fill else { return nil }
    var rules: [DerivedPlacements.Rule] = []
    for axis in axes {
      guard !axis.boundaries.isEmpty else { return nil }
      let horizontal = axis.edges.axis == .horizontal
      let index = horizontal ? cell.column : cell.row
      let span = Swift.min(horizontal ? cell.columnSpan : cell.rowSpan, axis.count - index)
      guard index >= 0, span >= 1, index + span < axis.boundaries.count else { return nil }
      let margin = axis.edges.insets(child.margin)
      let length = axis.edges.length(grid.variables)
      let (start, end) = (axis.boundaries[index], axis.boundaries[index + span])
      let low = start.constant + margin.start
      rules.append(
        DerivedPlacements.Rule(
          scale: start.coefficient(of: length), offset: low,
          lengthScale: end.coefficient(of: length) - start.coefficient(of: length),
          lengthOffset: end.constant - axis.gap - margin.end - low))
    }
    return (rules[0], rules[1])
  }

  override func derivedRows(of entry: ArrangedEntry) -> [Constraint] {
    guard let child = entry.node else { return [] }
    return cellConstraints(child).constraints
  }

  override func materialize(_ entry: ArrangedEntry, in engine: LayoutEngine) {
    guard let child = entry.node else { return }
    entry.own = add(
      cellConstraints(child).constraints, engine: engine, sequence: entry.derivedSequences.start)
  }

  /// The constraints that put a child in its cell: per axis, its start and end (or centre)
  /// relative to the cell, less its margin.
  ///
  /// - Returns: The constraints (not added), and the child's variables they fix by a required
  ///   equality: per axis, the start when it is pinned (fill and start alignment), and the
  ///   length too when both edges are (fill).
  private func cellConstraints(
    _ child: Node
  ) -> (constraints: [Constraint], placed: PlacedVariables) {
    guard axes.count == 2 else { return ([], []) }
    let cell = child.cell ?? GridCell()
    let v = child.variables
    var constraints: [Constraint] = []
    constraints.reserveCapacity(4)
    var placed: PlacedVariables = []
    for axis in axes {
      let horizontal = axis.edges.axis == .horizontal
      let index = horizontal ? cell.column : cell.row
      let span = Swift.min(horizontal ? cell.columnSpan : cell.rowSpan, axis.count - index)
      let alignment = horizontal ? cell.horizontalAlignment : cell.verticalAlignment
      let margin = axis.edges.insets(child.margin)
      let start = axis.start(index) + margin.start
      let end = axis.end(index + span - 1) - margin.end
      let edges = axis.edges
      switch alignment {
      case .fill:
        constraints.append(edges.start(v) .== start)
        constraints.append(edges.end(v) .== end)
        placed.formUnion([.position(edges.axis), .length(edges.axis)])
      case .start:
        constraints.append(edges.start(v) .== start)
        constraints.append(edges.end(v) .<= end)
        placed.formUnion(.position(edges.axis))
      case .center:
        constraints.append(edges.center(v) .== 0.5 * (start + end))
        constraints.append(edges.start(v) .>= start)
      case .end:
        constraints.append(edges.end(v) .== end)
        constraints.append(edges.start(v) .>= start)
      }
    }
    return (constraints, placed)
  }
}
