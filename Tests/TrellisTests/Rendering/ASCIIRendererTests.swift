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
