import Testing
import TrellisSolver
import TrellisTesting

@testable import Trellis

/// GridPanel: the worked check, gaps, spans, fixed / weighted / auto tracks with bounds,
/// cell alignment, clamping, every error, hidden children and self-sizing; snapshots plus
/// frames derived by hand.
@Suite struct GridPanelTests {
  /// The worked check's grid (320×210, 3 columns, 2 rows, gaps 10) at `origin` in a root.
  func workedGrid(at origin: Point) throws -> (root: Node, grid: GridPanel, children: [Node]) {
    let root = Node("root")
    let grid = GridPanel("grid", rows: 2, columns: 3, rowGap: 10, columnGap: 10)
    try root.addChild(grid)
    try grid.makeConstraints { make in
      make.left.equalToSuperview().offset(origin.x)
      make.top.equalToSuperview().offset(origin.y)
      make.size.equalTo(Size(width: 320, height: 210))
    }
    let cells = [
      ("a", GridCell(row: 0, column: 0, columnSpan: 2)), ("b", GridCell(row: 0, column: 2)),
      ("c", GridCell(row: 1, column: 1, columnSpan: 2)),
    ]
    let children = try cells.map { name, cell in
      let child = Node(name)
      try grid.addChild(child, in: cell)
      return child
    }
    root.layout(in: Size(width: 400, height: 300))
    return (root, grid, children)
  }

  @Test func workedCheck() throws {
    let (root, _, children) = try workedGrid(at: .zero)
    #expect(children[0].frame == Rect(x: 0, y: 0, width: 210, height: 100))
    #expect(children[1].frame == Rect(x: 220, y: 0, width: 100, height: 100))
    #expect(children[2].frame == Rect(x: 110, y: 110, width: 210, height: 100))
    assertFrames(of: root, named: "worked")
  }

  /// The same grid away from the origin: frames relative to the grid are unchanged.
  @Test func gridAwayFromTheOrigin() throws {
    let (root, _, children) = try workedGrid(at: Point(x: 50, y: 30))
    #expect(children[0].frame == Rect(x: 0, y: 0, width: 210, height: 100))
    #expect(children[1].frame == Rect(x: 220, y: 0, width: 100, height: 100))
    #expect(children[2].frame == Rect(x: 110, y: 110, width: 210, height: 100))
    #expect(children[2].frameInRoot == Rect(x: 160, y: 140, width: 210, height: 100))
    assertFrames(of: root, named: "offset")
  }

  @Test func resizingKeepsTheProportions() throws {
    let (root, _, children) = try workedGrid(at: .zero)
    try children[0].parent?.updateConstraints { make in
      make.size.equalTo(Size(width: 620, height: 210))
    }
    root.layout()
    // (620 − 20) / 3 = 200 per column.
    #expect(children[0].frame == Rect(x: 0, y: 0, width: 410, height: 100))
    #expect(children[1].frame == Rect(x: 420, y: 0, width: 200, height: 100))
  }

  @Test func fixedWeightedAndAutoTracks() throws {
    let root = Node("root")
    let grid = GridPanel("grid", rows: 2, columns: 4, columnGap: 10)
    grid.columnDefinitions = [.fixed(80), .weight(2), .weight(1), .auto()]
    grid.rowDefinitions = [.auto(), .weight(1)]
    try root.addChild(grid)
    try grid.makeConstraints { make in make.edges.equalToSuperview() }
    let a = Node("a", intrinsicSize: IntrinsicSize(width: 40, height: 30))
    let b = Node("b", intrinsicSize: IntrinsicSize(width: 50, height: 20))
    let c = Node("c")
    let d = Node("d")
    try grid.addChild(a, in: GridCell(row: 0, column: 0))
    try grid.addChild(b, in: GridCell(row: 0, column: 3))
    try grid.addChild(c, in: GridCell(row: 1, column: 1))
    try grid.addChild(d, in: GridCell(row: 1, column: 2, columnSpan: 2))
    root.layout(in: Size(width: 400, height: 300))
    // Auto column: b's 50; weights share 400 − 80 − 50 − 30 = 240 as 160 : 80. Auto row: a's 30.
    #expect(a.frame == Rect(x: 0, y: 0, width: 80, height: 30))
    #expect(b.frame == Rect(x: 350, y: 0, width: 50, height: 30))
    #expect(c.frame == Rect(x: 90, y: 30, width: 160, height: 270))
    #expect(d.frame == Rect(x: 260, y: 30, width: 140, height: 270))
    assertFrames(of: root, named: "tracks")
    // Hiding b empties the auto column: the weights take its room.
    b.isHidden = true
    root.layout()
    // 400 − 80 − 0 − 30 = 290 as 193.33 : 96.67.
    #expect(c.frame == Rect(x: 90, y: 30, width: 193, height: 270))
  }

  @Test func boundedTracks() throws {
    let root = Node("root")
    let grid = GridPanel("grid", rows: 1, columns: 3)
    grid.columnDefinitions = [.weight(1, max: 100), .weight(1), .weight(1)]
    grid.rowDefinitions = [.weight(1, min: 120)]
    try root.addChild(grid)
    try grid.makeConstraints { make in
      make.top.left.equalToSuperview()
      make.width.equalTo(400)
      make.height.equalTo(50).priority(.high)
    }
    let children = try (0..<3).map { index in
      let child = Node("c\(index)")
      try grid.addChild(child, in: GridCell(column: index))
      return child
    }
    root.layout(in: Size(width: 400, height: 300))
    // The first column stops at 100; the other two share 300. The row's minimum beats the
    // grid's height at .high.
    #expect(children.map(\.frame.origin.x) == [0, 100, 250])
    #expect(children.map(\.frame.width) == [100, 150, 150])
    #expect(grid.frame.height == 120)
  }

  @Test func cellAlignmentAndMargins() throws {
    let root = Node("root")
    let grid = GridPanel("grid", rows: 1, columns: 4)
    try root.addChild(grid)
    try grid.makeConstraints { make in
      make.top.left.equalToSuperview()
      make.size.equalTo(Size(width: 400, height: 100))
    }
    let alignments: [GridCell.Alignment] = [.fill, .start, .center, .end]
    let children = try alignments.enumerated().map { index, alignment in
      let child = Node("\(alignment)", intrinsicSize: IntrinsicSize(width: 40, height: 20))
      child.margin = EdgeInsets(top: 5, left: 10, bottom: 15, right: 20)
      try grid.addChild(
        child,
        in: GridCell(column: index, horizontalAlignment: alignment, verticalAlignment: alignment))
      return child
    }
    root.layout(in: Size(width: 400, height: 300))
    // Cell 100×100; inside the margins 70×80 at (10, 5).
    #expect(children[0].frame == Rect(x: 10, y: 5, width: 70, height: 80))
    #expect(children[1].frame == Rect(x: 110, y: 5, width: 40, height: 20))
    #expect(children[2].frame == Rect(x: 225, y: 35, width: 40, height: 20))
    #expect(children[3].frame == Rect(x: 340, y: 65, width: 40, height: 20))
    assertFrames(of: root, named: "alignment")
  }

  @Test func spanPastTheEdgeIsClamped() throws {
    let root = Node("root")
    let grid = GridPanel("grid", rows: 2, columns: 3)
    try root.addChild(grid)
    try grid.makeConstraints { make in make.edges.equalToSuperview() }
    let child = Node("wide")
    try grid.addChild(child, in: GridCell(row: 1, column: 1, rowSpan: 4, columnSpan: 9))
    root.layout(in: Size(width: 300, height: 200))
    #expect(child.frame == Rect(x: 100, y: 100, width: 200, height: 100))
    #expect(grid.problems.isEmpty)
  }

  @Test(arguments: [
    (GridCell(row: 2, column: 0), "row 2 is past the last row (the grid has 2)"),
    (GridCell(row: 0, column: 3), "column 3 is past the last column (the grid has 3)"),
    (GridCell(row: -1, column: 0), "row -1 is negative"),
    (GridCell(row: 0, column: -2), "column -2 is negative"),
    (GridCell(row: 0, column: 0, rowSpan: 0), "rowSpan 0 is less than 1"),
    (GridCell(row: 0, column: 0, columnSpan: -1), "columnSpan -1 is less than 1"),
  ])
  func invalidCells(cell: GridCell, reason: String) throws {
    let root = Node("root")
    let grid = GridPanel("grid", rows: 2, columns: 3)
    try root.addChild(grid)
    try grid.makeConstraints { make in make.edges.equalToSuperview() }
    let good = Node("good")
    try grid.addChild(good, in: GridCell(row: 1, column: 2))
    let bad = Node("bad")
    // Checked on the way in: the tree is left as it was.
    #expect(throws: LayoutError.self) { try grid.addChild(bad, in: cell) }
    do {
      try grid.addChild(bad, in: cell)
    } catch {
      #expect(error.description == "'bad' cannot be placed: \(reason)")
    }
    #expect(bad.parent == nil)
    #expect(bad.cell == nil)
    // Set afterwards: reported at layout, the child unplaced, the rest laid out.
    bad.cell = cell
    try grid.addChild(bad)
    #expect(grid.problems.map(\.description) == ["'bad' cannot be placed: \(reason)"])
    root.layout(in: Size(width: 300, height: 200))
    #expect(
      root.engine.diagnostics.map(\.description) == [
        "invalid arrangement: 'bad' cannot be placed: \(reason)"
      ])
    #expect(good.frame == Rect(x: 200, y: 100, width: 100, height: 100))
    #expect(bad.frame == Rect(x: 0, y: 0, width: 0, height: 0))
    // Fixed: placed at the next layout.
    bad.cell = GridCell(row: 0, column: 0)
    root.layout()
    #expect(bad.frame == Rect(x: 0, y: 0, width: 100, height: 100))
  }

  @Test func gridWithoutRowsOrColumns() throws {
    let root = Node("root")
    let grid = GridPanel("grid", rows: 0, columns: 3)
    try root.addChild(grid)
    let sibling = Node("sibling")
    try root.addChild(sibling)
    try sibling.makeConstraints { make in make.edges.equalToSuperview().inset(10) }
    try grid.addChild(Node("child"))
    #expect(
      grid.problems.map(\.description) == [
        "grid 'grid' cannot place its children: rows must be at least 1, not 0"
      ])
    root.layout(in: Size(width: 300, height: 200))
    #expect(root.engine.diagnostics.count == 1)
    #expect(sibling.frame == Rect(x: 10, y: 10, width: 280, height: 180))
    grid.rows = 2
    grid.columns = 0
    root.layout()
    #expect(
      root.engine.diagnostics.last?.description
        == "invalid arrangement: grid 'grid' cannot place its children: columns must be at least 1, not 0"
    )
  }

  @Test func selfSizingEqualGrid() throws {
    let root = Node("root")
    let grid = GridPanel("icons", rows: 3, columns: 3, rowGap: 8, columnGap: 8)
    try root.addChild(grid)
    try grid.makeConstraints { make in make.top.left.equalToSuperview().offset(16) }
    for index in 0..<9 {
      let icon = Node("icon\(index)", intrinsicSize: IntrinsicSize(width: 60, height: 60))
      try grid.addChild(icon, in: GridCell(row: index / 3, column: index % 3))
    }
    root.layout(in: Size(width: 375, height: 667))
    // Three 60-point columns and two gaps of 8.
    #expect(grid.frame == Rect(x: 16, y: 16, width: 196, height: 196))
    #expect(grid.children[4].frame == Rect(x: 68, y: 68, width: 60, height: 60))
    assertFrames(of: root, named: "icons")
  }

  /// Hides and shows `child`, laying out after each: the solver constraints added and removed.
  func hideAndShow(_ child: Node, in root: Node) -> (added: Int, removed: Int) {
    let before = root.engine.statistics
    child.isHidden = true
    root.layout()
    child.isHidden = false
    root.layout()
    let after = root.engine.statistics
    return (
      after.constraintsAdded - before.constraintsAdded,
      after.constraintsRemoved - before.constraintsRemoved
    )
  }

  @Test func toggleTouchesOnlyTheChild() throws {
    let (root, _, children) = try makeFilledGrid(
      side: 10, childPrefix: "c", size: Size(width: 500, height: 500))
    // A filled cell of equal tracks has its frame written from the grid's (no constraints:
    // derived placements); while it is hidden, its four fallbacks hold it instead.
    let derived = hideAndShow(children[55], in: root)
    #expect(derived.added == 4)
    #expect(derived.removed == 4)
    #expect(children[55].frame == Rect(x: 250, y: 250, width: 50, height: 50))
    #expect(root.engine.derivedPlacements.frames.count == 100)

    // A cell whose size something else mentions (here its intrinsic size) keeps its four
    // constraints, which go and come back; hidden, it takes fallbacks for its position only
    // (its intrinsic size's hugging and compression resistance hold its lengths).
    children[44].intrinsicContentSize = IntrinsicSize(width: 10, height: 10)
    root.layout()
    #expect(root.engine.derivedPlacements.frames.count == 99)
    let sized = hideAndShow(children[44], in: root)
    #expect(sized.added == 6)
    #expect(sized.removed == 6)
    #expect(children[44].frame == Rect(x: 200, y: 200, width: 50, height: 50))
  }

  @Test func releasingTheRootFreesTheGrid() throws {
    weak var weakGrid: GridPanel?
    weak var weakChild: Node?
    do {
      let root = Node("root")
      let grid = GridPanel("grid", rows: 2, columns: 2)
      try root.addChild(grid)
      let child = Node("child")
      try grid.addChild(child, in: GridCell(row: 1, column: 1))
      root.layout(in: Size(width: 100, height: 100))
      weakGrid = grid
      weakChild = child
    }
    #expect(weakGrid == nil)
    #expect(weakChild == nil)
  }
}
