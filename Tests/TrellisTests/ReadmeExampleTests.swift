import Testing

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
}
