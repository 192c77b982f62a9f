import Testing
import TrellisSolver

@testable import Trellis

/// A container that fixes a child's variable by a required equality holds it without the
/// child's fallback; the fallback comes back as soon as the container stops fixing it.
@Suite struct PlacedVariablesTests {
  /// The attributes of `name`'s fallbacks in the engine's system (`left`, `top`, `width`,
  /// `height`), read from the dump (a weighted one starts with its weight: `0.5 * item.height`)
  /// at either fallback priority (lengths, and the weaker positions and containers' sizes).
  func fallbacks(of name: String, in root: Node) -> Set<String> {
    var found = Set<String>()
    let suffixes = [LayoutEngine.fallbackPriority, LayoutEngine.placementFallbackPriority].map {
      "@\($0)"
    }
    for line in root.engine.dump().split(separator: "\n")
    where suffixes.contains(where: { line.hasSuffix($0) }) {
      var words = line.split(separator: " ")[...]
      if words.dropFirst().first == "*" { words = words.dropFirst(2) }
      guard let first = words.first, first.hasPrefix("\(name).") else { continue }
      let variable = first.dropFirst(name.count + 1)
      found.insert(["x": "left", "y": "top"][String(variable)] ?? String(variable))
    }
    return found
  }

  func makeGrid() throws -> (root: Node, grid: GridPanel, cells: [Node]) {
    let built = try makeFilledGrid(
      side: 2, childPrefix: "cell", size: Size(width: 200, height: 100))
    return (built.root, built.grid, built.children)
  }

  @Test func aFilledGridCellKeepsNoFallbackAndAHiddenOneGetsThemBack() throws {
    let (root, _, cells) = try makeGrid()
    #expect(cells[3].frame == Rect(x: 100, y: 50, width: 100, height: 50))
    #expect(fallbacks(of: "cell3", in: root).isEmpty)
    #expect(fallbacks(of: "grid", in: root) == ["left", "top", "width", "height"])
    #expect(!cells[3].hasAmbiguousLayout)

    cells[3].isHidden = true
    root.layout()
    #expect(fallbacks(of: "cell3", in: root) == ["left", "top", "width", "height"])
    cells[3].isHidden = false
    root.layout()
    #expect(fallbacks(of: "cell3", in: root).isEmpty)
    #expect(cells[3].frame == Rect(x: 100, y: 50, width: 100, height: 50))
  }

  @Test func aCellFixesOnlyWhatItsAlignmentPins() throws {
    let (root, _, cells) = try makeGrid()
    cells[0].cell = GridCell(
      row: 0, column: 0, horizontalAlignment: .start, verticalAlignment: .center)
    cells[0].intrinsicContentSize = IntrinsicSize(width: 30, height: 20)
    root.layout()
    // Start pins x alone; centre pins neither y nor the height alone. The intrinsic size's
    // hugging and compression resistance hold the width and the height: no fallback either.
    #expect(fallbacks(of: "cell0", in: root) == ["top"])
    #expect(cells[0].frame == Rect(x: 0, y: 15, width: 30, height: 20))
  }

  @Test func aStackFixesItsChildrenAcrossItsAxisAndAlongItsChain() throws {
    let (root, stack) = try makeTopStack(spacing: 4)
    let items = (0..<3).map { Node("item\($0)", intrinsicSize: IntrinsicSize(height: 10)) }
    for item in items { try stack.addChild(item) }
    root.layout(in: Size(width: 120, height: 300))
    // Filled across: x and width are the stack's, and y is the chain's (the gap from item0);
    // the height is its intrinsic size's (hugging and compression resistance), in every case
    // below.
    #expect(fallbacks(of: "item1", in: root).isEmpty)
    #expect(items[1].frame == Rect(x: 0, y: 14, width: 120, height: 10))

    // Hidden, only its leading edge stays pinned.
    items[1].isHidden = true
    root.layout()
    #expect(fallbacks(of: "item1", in: root) == ["top", "width"])
    #expect(items[2].frame == Rect(x: 0, y: 14, width: 120, height: 10))

    stack.alignment = .leading
    items[1].isHidden = false
    root.layout()
    #expect(fallbacks(of: "item1", in: root) == ["width"])

    // Right to left, the leading edge is x + width: neither is fixed alone (y still is: the
    // vertical axis does not turn).
    stack.layoutDirection = .rightToLeft
    root.layout()
    #expect(fallbacks(of: "item1", in: root) == ["left", "width"])
    stack.alignment = .center
    stack.layoutDirection = .leftToRight
    root.layout()
    #expect(fallbacks(of: "item1", in: root) == ["left", "width"])
    #expect(items[1].frame.minY == 14)
  }

  /// Along a horizontal stack laid out right to left, a child's start is x + width: its x
  /// keeps its fallback. Hidden, its y stays pinned across the axis: only its height's
  /// fallback comes back.
  @Test func aStackFixesNoStartAlongAnAxisThatRunsAgainstItsCoordinates() throws {
    let root = Node("root")
    let stack = StackPanel("stack", axis: .horizontal, spacing: 4)
    try root.addChild(stack)
    try stack.makeConstraints { make in make.top.leading.trailing.equalToSuperview() }
    // An intrinsic width and no intrinsic height: the width is held by its hugging and
    // compression resistance (no fallback), the height only by the stack or a fallback.
    let items = (0..<3).map { Node("item\($0)", intrinsicSize: IntrinsicSize(width: 30)) }
    for item in items { try stack.addChild(item) }
    root.layout(in: Size(width: 120, height: 300))
    // Left to right: x is the chain's, y and height the stack's (filled across).
    #expect(fallbacks(of: "item1", in: root).isEmpty)
    #expect(items[1].frame.minX == 34)
    stack.layoutDirection = .rightToLeft
    root.layout()
    #expect(fallbacks(of: "item1", in: root) == ["left"])
    // item0 is the leading one: at the right edge; item1 4 points to its left.
    #expect(items[1].frame.maxX == items[0].frame.minX - 4)
    items[1].isHidden = true
    root.layout()
    #expect(fallbacks(of: "item1", in: root) == ["left", "height"])
    #expect(items[2].frame.maxX == items[0].frame.minX - 4)
  }

  @Test func aChildLeavingItsContainerGetsItsFallbacksBack() throws {
    let (root, grid, cells) = try makeGrid()
    let stack = StackPanel("stack", axis: .vertical)
    try root.addChild(stack)
    // Out of the grid into the root: unplaced, at the root's origin with no size.
    cells[0].removeFromParent()
    try root.addChild(cells[0])
    root.layout()
    #expect(fallbacks(of: "cell0", in: root) == ["left", "top", "width", "height"])
    #expect(cells[0].frame == Rect(x: 0, y: 0, width: 0, height: 0))
    // From the grid into a filled stack in one pass: the stack's placement holds, whichever
    // container updates first.
    cells[1].removeFromParent()
    try stack.addChild(cells[1])
    cells[0].removeFromParent()
    try grid.addChild(cells[0], in: GridCell(row: 0, column: 1))
    root.layout()
    #expect(fallbacks(of: "cell1", in: root) == ["height"])
    #expect(fallbacks(of: "cell0", in: root).isEmpty)
    #expect(cells[0].frame == Rect(x: 100, y: 0, width: 100, height: 50))
    // Removed from the tree and added back under the root: every fallback again.
    cells[1].removeFromParent()
    try root.addChild(cells[1])
    root.layout()
    #expect(fallbacks(of: "cell1", in: root) == ["left", "top", "width", "height"])
  }
}
