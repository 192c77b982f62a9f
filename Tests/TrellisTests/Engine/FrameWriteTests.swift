import TestSupport
import Testing
import TrellisSolver

@testable import Trellis

/// Frame writes skip the items whose solved values did not change; these are the cases where a
/// frame must still be written.
@Suite struct FrameWriteTests {
  /// `box` (50 × 50) at the root's top right corner; `pinned` (5 × 5), its child, placed
  /// against the root at (10, 10), not against its parent, so its root-space values stay put
  /// while its parent-relative frame follows the root's width.
  private func pinnedInMovingBox() throws -> (root: Node, box: Node, pinned: Node) {
    let root = Node("root")
    let box = Node("box")
    let pinned = Node("pinned")
    try root.addChild(box)
    try box.addChild(pinned)
    try box.makeConstraints { make in
      make.right.equalToSuperview()
      make.top.equalToSuperview()
      make.size.equalTo(Size(width: 50, height: 50))
    }
    try pinned.makeConstraints { make in
      make.left.equalTo(root).offset(10)
      make.top.equalTo(root).offset(10)
      make.size.equalTo(Size(width: 5, height: 5))
    }
    return (root, box, pinned)
  }

  @Test func aChildFixedInTheRootFollowsItsMovingParent() throws {
    let (root, box, pinned) = try pinnedInMovingBox()
    root.layout(in: Size(width: 200, height: 100))
    #expect(box.frame == Rect(x: 150, y: 0, width: 50, height: 50))
    #expect(pinned.frame == Rect(x: -140, y: 10, width: 5, height: 5))
    root.layout(in: Size(width: 300, height: 100))
    #expect(box.frame == Rect(x: 250, y: 0, width: 50, height: 50))
    #expect(pinned.frame == Rect(x: -240, y: 10, width: 5, height: 5))
    #expect(pinned.frameInRoot == Rect(x: 10, y: 10, width: 5, height: 5))
  }

  @Test func aChildFixedInTheRootFollowsItsParentThroughARepeatedResize() throws {
    // The same resize again and again: the solver moves along cached directions and logs what
    // moved, and the write reads only those values; `pinned` is not among them.
    let (root, box, pinned) = try pinnedInMovingBox()
    var onlyMoved = 0
    for width in [200.0, 300, 200, 300, 250, 300, 200] {
      root.layout(in: Size(width: width, height: 100))
      if root.engine.frameCache.readOnlyMovedValues { onlyMoved += 1 }
      #expect(box.frame == Rect(x: width - 50, y: 0, width: 50, height: 50))
      #expect(pinned.frame == Rect(x: 60 - width, y: 10, width: 5, height: 5))
      #expect(pinned.frameInRoot == Rect(x: 10, y: 10, width: 5, height: 5))
    }
    #expect(onlyMoved >= 3)
  }

  @Test func repeatedChangesWriteTheFramesOfAFreshLayout() throws {
    // Rows of an icon and a wrapping label; one icon grows and shrinks and the root is resized,
    // over and over. After each layout, every frame equals that of a new tree built in the
    // same state and laid out once.
    func screen(iconHeight: Double, width: Double) throws -> Node {
      let root = Node("root")
      try addLabelRows(
        to: root, titles: (0..<6).map { String(repeating: "word ", count: 3 + 5 * $0) },
        iconHeights: [24, 24, 24, iconHeight], characterWidth: 7, lineHeight: 17)
      root.layout(in: Size(width: width, height: 600))
      return root
    }
    let root = try screen(iconHeight: 24, width: 320)
    let icon = root.children[3].children[0]
    var onlyMoved = 0
    let steps: [(height: Double, width: Double)] = [
      (48, 320), (24, 320), (48, 320), (24, 320), (48, 320), (48, 400), (48, 320), (48, 400),
      (48, 320), (24, 320), (48, 320), (24, 320),
    ]
    for step in steps {
      icon.intrinsicContentSize = IntrinsicSize(width: 24, height: step.height)
      root.layout(in: Size(width: step.width, height: 600))
      if root.engine.frameCache.readOnlyMovedValues { onlyMoved += 1 }
      let fresh = try screen(iconHeight: step.height, width: step.width)
      #expect(root.subtree.map(\.frame) == fresh.subtree.map(\.frame))
    }
    #expect(onlyMoved >= 4)
  }

  @Test func derivedGridCellsFollowARepeatedResizeAndAGapChange() throws {
    // A 3 × 3 grid filling the root, columns 10 apart: each column is (W − 20) / 3 wide, each
    // row 100 high. The cells are derived from the grid's frame; a resize moves only the
    // grid's values in the solver, and the write re-patches the cells from them.
    let root = Node("root")
    let grid = GridPanel("grid", rows: 3, columns: 3)
    grid.columnGap = 10
    try root.addChild(grid)
    try grid.makeConstraints { make in make.edges.equalToSuperview() }
    var cells: [Node] = []
    for index in 0..<9 {
      let cell = Node("cell\(index)")
      cell.cell = GridCell(row: index / 3, column: index % 3)
      try grid.addChild(cell)
      cells.append(cell)
    }
    func expectCells(width: Double, gap: Double, _ step: String) {
      let column = (width - 2 * gap) / 3
      for (index, cell) in cells.enumerated() {
        let expected = Rect(
          x: Double(index % 3) * (column + gap), y: Double(index / 3) * 100, width: column,
          height: 100)
        #expect(cell.frame == expected, "\(step): \(cell.name)")
      }
    }
    var onlyMoved = 0
    for width in [320.0, 410, 320, 410, 260, 410] {
      root.layout(in: Size(width: width, height: 300))
      if root.engine.frameCache.readOnlyMovedValues { onlyMoved += 1 }
      expectCells(width: width, gap: 10, "width \(width)")
    }
    #expect(onlyMoved >= 3)
    // The same width, a new gap: the grid's frame is unchanged, the cells' rules are not.
    grid.columnGap = 4
    root.layout(in: Size(width: 410, height: 300))
    expectCells(width: 410, gap: 4, "gap 4")
    root.layout(in: Size(width: 320, height: 300))
    expectCells(width: 320, gap: 4, "gap 4, width 320")
  }

  @Test func aDerivedChildMadeRowsFollowsLaterResizes() throws {
    // A stack 200 × 20 at the root's trailing edge; its one child, filled across it, is derived
    // (x and width written from the stack's) until a DSL width constraint makes its rows. Its
    // variables then get storage in the solver, found at the end of that sync, before the
    // frame write: the write must map the new positions back to the child, or the resizes after
    // it (which read only the moved values) leave the child where it was in the root.
    let root = Node("root")
    let stack = StackPanel("stack", axis: .vertical)
    let child = Node("child", intrinsicSize: IntrinsicSize(height: 20))
    try root.addChild(stack)
    try stack.addChild(child)
    try stack.makeConstraints { make in
      make.top.trailing.equalToSuperview()
      // Its length fixed too, so its chain is rows and the resizes read only what moved.
      make.size.equalTo(Size(width: 200, height: 20))
    }
    root.layout(in: Size(width: 320, height: 100))
    #expect(root.engine.derivedPlacements.derives(ObjectIdentifier(child), on: .horizontal))
    try child.makeConstraints { make in make.width.equalTo(200) }
    root.layout(in: Size(width: 320, height: 100))
    #expect(!root.engine.derivedPlacements.derives(ObjectIdentifier(child), on: .horizontal))
    for width in [360.0, 320, 360, 290, 320, 360] {
      root.layout(in: Size(width: width, height: 100))
      #expect(stack.frame == Rect(x: width - 200, y: 0, width: 200, height: 20))
      #expect(child.frame == Rect(x: 0, y: 0, width: 200, height: 20), "width \(width)")
    }
  }

  /// A `spacer` of intrinsic height `height` above a `row` (20 high) whose `child` (5 high)
  /// sits 0.2 below the row's top, laid out at scale 3.
  private func rowBelowSpacer(height: Double) throws -> (root: Node, row: Node, child: Node) {
    let root = Node("root")
    let spacer = Node("spacer", intrinsicSize: IntrinsicSize(width: 10, height: height))
    let row = Node("row")
    let child = Node("child")
    try root.addChild(spacer)
    try root.addChild(row)
    try row.addChild(child)
    try spacer.makeConstraints { make in make.top.leading.equalToSuperview() }
    try row.makeConstraints { make in
      make.top.equalTo(spacer.bottom)
      make.leading.trailing.equalToSuperview()
      make.height.equalTo(20)
    }
    try child.makeConstraints { make in
      make.top.equalToSuperview().offset(0.2)
      make.leading.equalToSuperview()
      make.size.equalTo(Size(width: 5, height: 5))
    }
    root.engine.scale = 3
    root.layout(in: Size(width: 100, height: 100))
    return (root, row, child)
  }

  @Test func aChildOfAMovedRowIsWrittenOnlyWhenItsRoundedFrameChanges() throws {
    // At scale 3 edges round to thirds. Spacer 10: the row at 10, the child at 10.2 → 10⅓
    // (⅓ below the row). Spacer 10.1: the row at 10.1 → 10, the child at 10.3 → 10⅓: both
    // solved tops moved, neither rounded frame changed (the child's is not written again).
    // Spacer 10.2: the row at 10.2 → 10⅓, the child at 10.4 → 10⅓: the child's frame in the
    // row changed (0 below it) although the two moved together. Each state is also laid out
    // afresh.
    let (root, row, child) = try rowBelowSpacer(height: 10)
    let spacer = root.children[0]
    let third = 1.0 / 3
    for (height, rowY, childY) in [
      (10.0, 10.0, third), (10.1, 10.0, third), (10.2, 10 + third, 0), (10.0, 10.0, third),
    ] {
      spacer.intrinsicContentSize = IntrinsicSize(width: 10, height: height)
      root.layout()
      #expect(abs(row.frame.minY - rowY) < 1e-9, "spacer \(height): row at \(row.frame)")
      #expect(abs(child.frame.minY - childY) < 1e-9, "spacer \(height): child at \(child.frame)")
      #expect(abs(child.frameInRoot.minY - (rowY + childY)) < 1e-9)
      let fresh = try rowBelowSpacer(height: height)
      #expect(row.frame == fresh.row.frame)
      #expect(child.frame == fresh.child.frame)
    }
  }

  @Test func frameInRootAddsTheFramesAboveFromTheRootDown() throws {
    // A grandchild's frame in root coordinates is the sum of its own and its ancestors' origins,
    // and follows when only an ancestor moved.
    let (root, row, child) = try rowBelowSpacer(height: 10)
    let grandchild = Node("grandchild")
    try child.addChild(grandchild)
    try grandchild.makeConstraints { make in
      make.top.leading.equalToSuperview().offset(1)
      make.size.equalTo(Size(width: 2, height: 2))
    }
    root.engine.scale = 1
    root.layout()
    #expect(row.frameInRoot == Rect(x: 0, y: 10, width: 100, height: 20))
    #expect(grandchild.frame == Rect(x: 1, y: 1, width: 2, height: 2))
    #expect(grandchild.frameInRoot == Rect(x: 1, y: 11, width: 2, height: 2))
    root.children[0].intrinsicContentSize = IntrinsicSize(width: 10, height: 30)
    root.layout()
    #expect(grandchild.frame == Rect(x: 1, y: 1, width: 2, height: 2))
    #expect(grandchild.frameInRoot == Rect(x: 1, y: 31, width: 2, height: 2))
  }

  /// Random changes to a column of label rows — an icon's height (the same few icons, so the
  /// solver moves along cached directions and the write reads only what moved), the width, a
  /// title's visibility, the scale — each followed by a layout whose every frame must equal a
  /// new tree's built in the same state and laid out once.
  @Test(arguments: 0..<4) func randomChangesWriteTheFramesOfAFreshLayout(seed: UInt64) throws {
    var random = SeededGenerator(seed: seed)
    let titles = (0..<6).map { String(repeating: "word ", count: 2 + 4 * $0) }
    var iconHeights = [Double](repeating: 24, count: titles.count)
    var hidden = [Bool](repeating: false, count: titles.count)
    var width = 320.0
    var scale = 1.0
    func screen() throws -> Node {
      let root = Node("root")
      let rows = try addLabelRows(
        to: root, titles: titles, iconHeights: iconHeights, characterWidth: 7, lineHeight: 17)
      for (row, isHidden) in zip(rows, hidden) { row.children[1].isHidden = isHidden }
      root.engine.scale = scale
      root.layout(in: Size(width: width, height: 600))
      return root
    }
    let root = try screen()
    var onlyMoved = 0
    for step in 0..<40 {
      switch Int.random(in: 0..<10, using: &random) {
      case 0...5:
        let row = [1, 4][Int.random(in: 0..<2, using: &random)]
        iconHeights[row] = iconHeights[row] == 24 ? 48 : 24
        root.children[row].children[0].intrinsicContentSize = IntrinsicSize(
          width: 24, height: iconHeights[row])
      case 6, 7:
        width = [300.0, 320, 400][Int.random(in: 0..<3, using: &random)]
      case 8:
        let row = Int.random(in: 0..<titles.count, using: &random)
        hidden[row].toggle()
        root.children[row].children[1].isHidden = hidden[row]
      default:
        scale = scale == 1 ? 2 : 1
        root.engine.scale = scale
      }
      root.layout(in: Size(width: width, height: 600))
      if root.engine.frameCache.readOnlyMovedValues { onlyMoved += 1 }
      let fresh = try screen()
      let nodes = Array(root.subtree)
      let freshNodes = Array(fresh.subtree)
      #expect(nodes.map(\.frame) == freshNodes.map(\.frame), "seed \(seed), step \(step)")
      #expect(
        nodes.map(\.frameInRoot) == freshNodes.map(\.frameInRoot), "seed \(seed), step \(step)")
      // The engine's buffer, read in order, holds the same frames.
      var read: [Rect] = []
      root.forEachFrame { _, frame in read.append(frame) }
      #expect(read == nodes.map(\.frame), "seed \(seed), step \(step): forEachFrame")
    }
    #expect(onlyMoved > 0)
  }

  @Test func aHiddenNodeThatDoesNotMoveStillLeavesTheTransition() throws {
    // Plain DSL layout ignores visibility, so hiding `badge` changes none of its values.
    let root = Node("root")
    let badge = Node("badge")
    try root.addChild(badge)
    try badge.makeConstraints { make in
      make.left.top.equalToSuperview().offset(4)
      make.size.equalTo(Size(width: 8, height: 8))
    }
    root.layout(in: Size(width: 100, height: 100))
    badge.isHidden = true
    let hiding = root.engine.layoutWithTransition()
    let change = hiding.changes.first { $0.node === badge }
    #expect(change?.isDisappearing == true)
    #expect(change?.from == Rect(x: 4, y: 4, width: 8, height: 8))
    // Once written hidden, the next transition no longer lists it; shown again, it appears.
    #expect(!root.engine.layoutWithTransition().changes.contains { $0.node === badge })
    badge.isHidden = false
    let showing = root.engine.layoutWithTransition()
    #expect(showing.changes.first { $0.node === badge }?.isAppearing == true)
  }

  @Test func aNewScaleRoundsFramesAgain() throws {
    let root = Node("root")
    let third = Node("third")
    try root.addChild(third)
    try third.makeConstraints { make in
      make.left.top.equalToSuperview()
      make.width.equalToSuperview().dividedBy(3)
      make.height.equalTo(10)
    }
    root.layout(in: Size(width: 100, height: 100))
    #expect(third.frame.width == 33)
    root.engine.scale = 2
    root.layout()
    #expect(third.frame.width == 33.5)
  }

  /// A column of three 10-point rows under a 100×100 root, laid out.
  private func column() throws -> (root: Node, rows: [Node]) {
    let root = Node("root")
    var rows: [Node] = []
    for index in 0..<3 {
      let row = Node("row\(index)")
      try root.addChild(row)
      let previous = rows.last
      try row.makeConstraints { make in
        make.leading.trailing.equalToSuperview()
        make.height.equalTo(10)
        if let previous { make.top.equalTo(previous.bottom) } else { make.top.equalToSuperview() }
      }
      rows.append(row)
    }
    root.layout(in: Size(width: 100, height: 100))
    return (root, rows)
  }

  /// Frames live in the engine's store; an item that leaves the tree takes its last frames, and
  /// those that stay are read at their new places once the order changes.
  @Test func aRemovedNodeKeepsTheFramesOfTheLastLayout() throws {
    let (root, rows) = try column()
    #expect(rows[1].frame == Rect(x: 0, y: 10, width: 100, height: 10))
    rows[1].removeFromParent()
    // Read before and after the next layout rewrites the store in the new order.
    #expect(rows[1].frame == Rect(x: 0, y: 10, width: 100, height: 10))
    try rows[2].remakeConstraints { make in
      make.leading.trailing.equalToSuperview()
      make.height.equalTo(10)
      make.top.equalTo(rows[0].bottom)
    }
    root.layout()
    #expect(rows[1].frame == Rect(x: 0, y: 10, width: 100, height: 10))
    #expect(rows[1].frameInRoot == Rect(x: 0, y: 10, width: 100, height: 10))
    #expect(rows[2].frame == Rect(x: 0, y: 10, width: 100, height: 10))
    #expect(rows[0].frame == Rect(x: 0, y: 0, width: 100, height: 10))
  }

  /// Between a change of children and the next layout, every node reads the last layout's
  /// frames; after it, each node its own, whatever the new order.
  @Test func framesFollowTheirNodesWhenTheOrderChanges() throws {
    let (root, rows) = try column()
    try root.moveChild(from: 2, to: 0)
    try root.insertChild(Node("new", intrinsicSize: IntrinsicSize(width: 5, height: 5)), at: 0)
    #expect(rows.map(\.frame.minY) == [0, 10, 20])
    root.layout()
    #expect(rows.map(\.frame.minY) == [0, 10, 20])
    #expect(root.children[0].frame == Rect(x: 0, y: 0, width: 5, height: 5))
    #expect(root.frame == Rect(x: 0, y: 0, width: 100, height: 100))
  }

  /// A node that outlives its tree's root (and engine) still reads its last frames.
  @Test func aNodeOutlivingItsRootKeepsItsFrames() throws {
    var kept: Node?
    weak var released: Node?
    do {
      let (root, rows) = try column()
      kept = rows[2]
      released = root
    }
    #expect(released == nil)
    #expect(kept?.frame == Rect(x: 0, y: 20, width: 100, height: 10))
    #expect(kept?.frameInRoot == Rect(x: 0, y: 20, width: 100, height: 10))
  }

  /// A subtree moved to another tree reads its old frames until the new tree's layout, then its
  /// new ones.
  @Test func aSubtreeMovedToAnotherTreeReadsItsNewFramesAfterItsLayout() throws {
    let (root, rows) = try column()
    let other = Node("other")
    rows[2].removeFromParent()
    try other.addChild(rows[2])
    #expect(rows[2].frame == Rect(x: 0, y: 20, width: 100, height: 10))
    other.layout(in: Size(width: 50, height: 50))
    // Its constraints with the old tree went with the move: only its height stays; the rest
    // is the fallback (its new parent's origin, zero width).
    #expect(rows[2].frame == Rect(x: 0, y: 0, width: 0, height: 10))
    root.layout()
    #expect(rows[1].frame == Rect(x: 0, y: 10, width: 100, height: 10))
  }
}
