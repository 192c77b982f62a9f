import Testing
import TrellisSolver

@testable import Trellis

/// The README's "Layout in five minutes", kept true.
@Suite struct ReadmeExampleTests {
  @Test func theReadmeExampleGivesTheFramesItPrints() throws {
    let screen = Node("screen")
    let icon = Node("icon", intrinsicSize: IntrinsicSize(width: 24, height: 24))
    let title = Node.label(
      "title", text: TextMeasure("Weekly planning meeting notes", characterWidth: 7))
    let value = Node("value", intrinsicSize: IntrinsicSize(width: 42, height: 17))
    for node in [icon, title, value] { try screen.addChild(node) }

    try icon.makeConstraints { make in
      make.leading.top.equalToSuperview().inset(16)
    }
    try value.makeConstraints { make in
      make.trailing.equalToSuperview().inset(16)
      make.centerY.equalTo(icon)
    }
    try title.makeConstraints { make in
      make.leading.equalTo(icon.trailing).offset(12)
      make.trailing.lessThanOrEqualTo(value.leading).offset(-12)
      make.top.equalTo(icon)
    }
    screen.layout(in: Size(width: 200, height: 100))
    // The title may use 200 − 16 − 42 − 12 − 52 = 78 points: 11 characters a line, so
    // "Weekly / planning / meeting / notes", four lines of 16. The value is centred on the icon
    // at y = 19.5, which rounds to 20 at scale 1.
    #expect(
      FrameText.render(screen) == """
        screen (0.00, 0.00, 200.00, 100.00)
          icon (16.00, 16.00, 24.00, 24.00)
          title (52.00, 16.00, 78.00, 64.00)
          value (142.00, 20.00, 42.00, 17.00)

        """)
    #expect(screen.engine.diagnostics.isEmpty)
    #expect(!title.hasAmbiguousLayout)
  }

  @Test func theContainersExampleGivesTheFramesItPrints() throws {
    let screen = Node("screen")
    let toolbar = StackPanel("toolbar", axis: .horizontal, spacing: 8, alignment: .center)
    toolbar.insets = EdgeInsets(all: 8)
    try screen.addChild(toolbar)
    try toolbar.makeConstraints { make in make.top.leading.trailing.equalToSuperview() }
    let back = Node("back", intrinsicSize: IntrinsicSize(width: 44, height: 44))
    let title = Node("title", intrinsicSize: IntrinsicSize(width: 120, height: 20))
    let share = Node("share", intrinsicSize: IntrinsicSize(width: 44, height: 44))
    title.setContentHuggingPriority(200, for: .horizontal)
    for item in [back, title, share] { try toolbar.addChild(item) }
    screen.layout(in: Size(width: 375, height: 667))
    #expect(toolbar.frame == Rect(x: 0, y: 0, width: 375, height: 60))
    #expect(title.frame == Rect(x: 60, y: 20, width: 255, height: 20))
    #expect(share.frame == Rect(x: 323, y: 8, width: 44, height: 44))
    share.isHidden = true
    screen.layout()
    #expect(title.frame == Rect(x: 60, y: 20, width: 307, height: 20))

    let grid = GridPanel("grid", rows: 2, columns: 3, rowGap: 10, columnGap: 10)
    grid.columnDefinitions = [.fixed(80), .weight(2), .auto()]
    try screen.addChild(grid)
    let header = Node("header")
    try grid.addChild(header, in: GridCell(row: 0, column: 0, columnSpan: 3))
    try grid.makeConstraints { make in
      make.top.equalTo(toolbar.bottom)
      make.leading.trailing.bottom.equalToSuperview()
    }
    screen.layout()
    // Columns: 80, the auto column empty (0), the weight takes 375 − 80 − 20 = 275; the header
    // spans all three. Rows: (607 − 10) / 2 = 298.5, whose bottom edge rounds to 299.
    #expect(header.frame == Rect(x: 0, y: 0, width: 375, height: 299))
    #expect(screen.engine.diagnostics.isEmpty)
  }
}
