import Testing
import TrellisSolver

@testable import Trellis

@Suite struct SpacerTests {
  /// A 300-wide bar: back (40 wide) at the leading edge, share (60 wide) at the trailing edge,
  /// a spacer chained between them.
  private func makeBar(minLength: Double, width: Double = 300) throws -> (
    root: Node, spacer: Node
  ) {
    let root = Node("bar")
    let back = Node("back", intrinsicSize: IntrinsicSize(width: 40, height: 20))
    let spacer = Node.spacer(minLength: minLength)
    let share = Node("share", intrinsicSize: IntrinsicSize(width: 60, height: 20))
    for child in [back, spacer, share] { try root.addChild(child) }
    try back.makeConstraints { make in make.leading.top.equalToSuperview() }
    try spacer.makeConstraints { make in
      make.leading.equalTo(back.trailing)
      make.trailing.equalTo(share.leading)
      make.top.equalToSuperview()
    }
    try share.makeConstraints { make in make.top.equalToSuperview() }
    // share wants the trailing edge, below compression resistance (750) and the minimum.
    try share.makeConstraints { make in make.trailing.equalToSuperview().priority(.medium) }
    root.layout(in: Size(width: width, height: 20))
    return (root, spacer)
  }

  @Test func aSpacerTakesTheSpaceBetweenItsNeighbours() throws {
    let (root, spacer) = try makeBar(minLength: 0)
    defer { withExtendedLifetime(root) {} }
    // 300 − 40 − 60 = 200 left over, all to the spacer; its height is its minimum, 0.
    #expect(spacer.frame == Rect(x: 40, y: 0, width: 200, height: 0))
    #expect(spacer.isSpacer)
    #expect(root.engine.diagnostics.isEmpty)
  }

  @Test func aSpacerNeverGetsShorterThanItsMinimum() throws {
    // 120 wide: 40 + 60 leaves 20, but the spacer holds 30, so share gives up the edge.
    let (root, spacer) = try makeBar(minLength: 30, width: 120)
    defer { withExtendedLifetime(root) {} }
    #expect(spacer.frame == Rect(x: 40, y: 0, width: 30, height: 30))
    let share = try #require(root.children.last)
    #expect(share.frame == Rect(x: 70, y: 0, width: 60, height: 20))
    #expect(root.engine.diagnostics.isEmpty)
  }

  @Test func aSpacerGrowsBeforeALowHuggingNeighbour() throws {
    // The spacer hugs at 1, a plain node at 250: the spacer takes the slack.
    let root = Node("row")
    defer { withExtendedLifetime(root) {} }
    let title = Node("title", intrinsicSize: IntrinsicSize(width: 50, height: 20))
    let spacer = Node.spacer()
    for child in [title, spacer] { try root.addChild(child) }
    try title.makeConstraints { make in make.leading.top.equalToSuperview() }
    try spacer.makeConstraints { make in
      make.leading.equalTo(title.trailing)
      make.trailing.top.equalToSuperview()
    }
    root.layout(in: Size(width: 200, height: 20))
    #expect(title.frame.width == 50)
    #expect(spacer.frame.width == 150)
  }

  @Test func aNonFiniteIntrinsicSizeIsReportedNotTrapped() throws {
    let (root, nodes) = try makeTree(children: ["broken"])
    defer { withExtendedLifetime(root) {} }
    nodes[0].intrinsicContentSize = IntrinsicSize(width: .nan, height: 10)
    root.layout()
    let diagnostic = try #require(root.engine.diagnostics.first)
    #expect(diagnostic.kind == .invalidConstraint)
    #expect(diagnostic.deactivated.hasPrefix("broken.width"))
    #expect(nodes[0].frame.height == 10)
  }
}
