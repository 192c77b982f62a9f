import Testing

@testable import Trellis

@Suite struct ASCIIRendererTests {
  @Test func drawsEachVisibleNodeAsANamedBoxScaledFromItsFrame() throws {
    let root = try makeRenderTree()
    // 21 columns: 0.2 characters per point across, 0.1 rows per point down. `a` spans columns
    // 2…10 and rows 2…4; `dot` (35…37, 25…27 in the root) is one
    // corner at column 7, row 3, too small for a name; `b` is hidden and not drawn.
    #expect(
      ASCIIRenderer.render(root, columns: 21) == """
        +-------------------+
        |root               |
        | +-------+         |
        | |a   +  |         |
        | +-------+         |
        +-------------------+

        """)
  }

  @Test func aTreeTooTallOrTooWideForTheGridIsSqueezedNotTrapped() throws {
    // 10 wide and 1e300 tall: the column scale would ask for about 1e300 rows (it trapped
    // converting them to `Int`); the drawing stops at the most rows and squeezes the tree in.
    let root = Node("tower")
    let half = Node("half")
    try root.addChild(half)
    try half.makeConstraints { make in
      make.left.top.right.equalToSuperview()
      make.height.equalToSuperview().dividedBy(2)
    }
    root.layout(in: Size(width: 10, height: 1e300))
    let lines = ASCIIRenderer.render(root, columns: 9).split(separator: "\n")
    #expect(lines.count == ASCIIRenderer.maximumRows)
    // `half` covers the top half (and the tower's label) and ends in the middle row (0.5 ×
    // 9,999, rounded).
    #expect(lines[0] == "+-------+")
    #expect(lines[1] == "|half   |")
    #expect(lines[5_000] == "+-------+")
    #expect(lines[5_001] == "|       |")
    // Columns beyond the most are the most (a flat tree, so rows stay few).
    let flat = Node("flat")
    flat.layout(in: Size(width: 1_000, height: 1))
    let wide = ASCIIRenderer.render(flat, columns: .max).split(separator: "\n")
    #expect(wide.first?.count == ASCIIRenderer.maximumColumns)
  }

  @Test func aChildClearsItsParentsLabelUnderIt() throws {
    let root = Node("background")
    let cover = Node("x")
    try root.addChild(cover)
    try cover.makeConstraints { make in make.edges.equalToSuperview() }
    root.layout(in: Size(width: 40, height: 20))
    // The cover has the parent's frame: only its own name shows.
    let drawing = ASCIIRenderer.render(root, columns: 9)
    #expect(!drawing.contains("background"))
    #expect(drawing.contains("|x"))
  }
}
