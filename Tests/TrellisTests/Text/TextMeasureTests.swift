import Testing
import TrellisSolver

@testable import Trellis

@Suite struct TextMeasureTests {
  let text = TextMeasure("The quick brown fox jumps", characterWidth: 10, lineHeight: 20)

  /// ASCII text is split by counting bytes; it must split exactly as counting characters does,
  /// and text that is not plain ASCII takes the character path.
  @Test func byteCountedWordsAgreeWithCharacterCountedWords() {
    let texts = [
      "", " ", "\n", "a", "Hello wrapping world", "  leading and  double  spaces ",
      "first paragraph\nsecond one\n\nafter an empty one\n", "tabs\tcount as characters",
      "é🙂 ünïcode wörds", "carriage\r\nreturn", "x\ry",
    ]
    for text in texts {
      let model = TextMeasure(text)
      #expect(model.wordLengths() == model.characterWordLengths(), "\(text.debugDescription)")
    }
    // By hand: three paragraphs, the second empty (a 0 ends each but the last).
    #expect(TextMeasure("ab  cde\n\nf").wordLengths() == [2, 3, 0, 0, 1])
    #expect(TextMeasure("é\n").characterWordLengths() == [1, 0])
  }

  /// `size(forWidth:)` counts without building strings; it must agree with the lines.
  @Test func sizeAgreesWithTheLinesAtEveryWidth() {
    let texts = [
      "", "a", "Hello wrapping world", "Weekly planning meeting notes and follow-ups for the team",
      "averyveryverylongwordthatmustbreak in two places", "  leading and  double  spaces ",
      "first paragraph\nsecond one, longer than the first\n\nafter an empty one",
      "é🙂 ünïcode wörds",
    ]
    for text in texts {
      let model = TextMeasure(text, characterWidth: 7, lineHeight: 17)
      for width in stride(from: 0.0, through: 400, by: 3.5) + [Double.infinity] {
        let lines = model.lines(forWidth: width)
        let expected = Size(
          width: Double(lines.map(\.count).max() ?? 0) * 7, height: Double(lines.count) * 17)
        #expect(model.size(forWidth: width) == expected, "\(text) at \(width)")
      }
    }
  }

  /// A label's measure function reads the words from its own storage; it must agree with
  /// `size(forWidth:)`.
  @Test func aLabelMeasuresAsItsTextModel() throws {
    let texts = [
      "", "Inbox", "Weekly planning meeting notes and follow-ups for the team",
      "averyveryverylongwordthatmustbreak in two places", "one\ntwo three\n\nfour",
      "é🙂 ünïcode wörds",
    ]
    for text in texts {
      let model = TextMeasure(text, characterWidth: 7, lineHeight: 17)
      let measure = try #require(Node.label("label", text: model).measure)
      for width in stride(from: -7.0, through: 400, by: 3.5) + [0, .infinity, .nan] {
        #expect(measure(width) == model.size(forWidth: width), "\(text) at \(width)")
      }
    }
  }

  /// Widths and metrics no text fits sensibly: one character a line at most, one line at
  /// least, and never a trap (a character width of zero once divided into an infinite count).
  @Test func degenerateWidthsAndMetricsWrapWithoutTrapping() throws {
    let words = TextMeasure("ab cd", characterWidth: 10, lineHeight: 10)
    #expect(words.lines(forWidth: -5) == ["a", "b", "c", "d"])
    #expect(words.size(forWidth: 1e300) == Size(width: 50, height: 10))
    #expect(words.lines(forWidth: .nan) == ["ab cd"])
    let weightless = TextMeasure("ab cd", characterWidth: 0, lineHeight: 10)
    #expect(weightless.lines(forWidth: 100) == ["ab cd"])
    #expect(weightless.size(forWidth: 100) == Size(width: 0, height: 10))
    let measure = try #require(Node.label("weightless", text: weightless).measure)
    #expect(measure(100) == Size(width: 0, height: 10))
  }

  @Test func wrapsAtSpaces() {
    #expect(text.lines(forWidth: .infinity) == ["The quick brown fox jumps"])
    #expect(text.lines(forWidth: 100) == ["The quick", "brown fox", "jumps"])
    #expect(text.size(forWidth: 100) == Size(width: 90, height: 60))
    #expect(text.size(forWidth: .infinity) == Size(width: 250, height: 20))
  }

  @Test func breaksWordsLongerThanALine() {
    let long = TextMeasure("abcdefghij kl", characterWidth: 10, lineHeight: 10)
    #expect(long.lines(forWidth: 40) == ["abcd", "efgh", "ij", "kl"])
    #expect(
      long.lines(forWidth: 5) == ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k", "l"])
  }

  @Test func keepsParagraphs() {
    let paragraphs = TextMeasure("one\ntwo three", characterWidth: 10, lineHeight: 10)
    #expect(paragraphs.lines(forWidth: 1_000) == ["one", "two three"])
  }
}

@Suite struct MeasureFunctionTests {
  @Test func aWrappingLabelsHeightFollowsItsWidth() throws {
    let root = Node("root")
    let label = Node.label(
      "body", text: TextMeasure("The quick brown fox jumps", characterWidth: 10, lineHeight: 20))
    try root.addChild(label)
    try label.makeConstraints { make in
      make.top.leading.equalToSuperview()
      make.width.lessThanOrEqualTo(100)
    }
    root.layout(in: Size(width: 400, height: 400))
    // Natural width 250 is capped at 100: three lines of 20.
    #expect(label.frame == Rect(x: 0, y: 0, width: 100, height: 60))
    try label.updateConstraints { make in make.width.lessThanOrEqualTo(200) }
    root.layout()
    #expect(label.frame == Rect(x: 0, y: 0, width: 200, height: 40))
    label.removeConstraints()
    try label.makeConstraints { make in make.top.leading.equalToSuperview() }
    root.layout()
    #expect(label.frame.size == Size(width: 250, height: 20))
  }

  @Test func aMeasureFunctionIsAskedAgainOnlyWhenItsWidthOrContentChanges() throws {
    final class Content {
      var lines = 1
      var calls: [Double] = []
    }
    let content = Content()
    let root = Node("root")
    defer { withExtendedLifetime(root) {} }
    let label = Node("label")
    label.measure = { [content] width in
      content.calls.append(width)
      return Size(width: min(width, 80), height: Double(content.lines) * 20)
    }
    let other = Node("other", intrinsicSize: IntrinsicSize(width: 10, height: 10))
    try root.addChild(label)
    try root.addChild(other)
    try label.makeConstraints { make in
      make.top.leading.equalToSuperview()
      make.width.equalTo(60)
    }
    root.layout(in: Size(width: 200, height: 200))
    #expect(label.frame.height == 20)
    let first = content.calls.count
    // Another node's change does not ask the label again.
    other.intrinsicContentSize = IntrinsicSize(width: 20, height: 20)
    root.layout()
    #expect(content.calls.count == first)
    // A new width does.
    try label.updateConstraints { make in make.width.equalTo(70) }
    root.layout()
    #expect(content.calls.last == 70)
    // New content behind the same function, announced, does too.
    content.lines = 3
    let before = content.calls.count
    label.invalidateIntrinsicContentSize()
    root.layout()
    #expect(content.calls.count > before)
    #expect(label.frame == Rect(x: 0, y: 0, width: 70, height: 60))
  }

  @Test func aBulkBuiltColumnOfWrappingRowsGetsItsMeasuredHeights() throws {
    // 40 rows, each an icon (24 tall) and a title wrapped at 200 − 16 − 24 − 12 − 16 = 132
    // points (13 characters of 10): one, two or three lines of 20, in turn. The first layout
    // solves from a fresh basis, measures, and solves afresh with the heights in place.
    let titles = ["Inbox", "Weekly planning", "Photos from the mountains"]
    let root = Node("screen")
    defer { withExtendedLifetime(root) {} }
    let rows = try addLabelRows(
      to: root, titles: (0..<40).map { titles[$0 % 3] }, characterWidth: 10, lineHeight: 20)
    root.layout(in: Size(width: 200, height: 800))
    var y = 0.0
    for (index, row) in rows.enumerated() {
      // "Inbox": 1 line; "Weekly / planning": 2; "Photos from / the mountains": 2 of 13.
      let lines = [1.0, 2, 2][index % 3]
      let height = max(24 + 16, lines * 20 + 16)
      #expect(row.frame == Rect(x: 0, y: y, width: 200, height: height), "row\(index)")
      y += height
    }
    #expect(root.engine.diagnostics.isEmpty)
    // Nothing left to do: a second layout pivots no more.
    let before = root.engine.statistics
    root.layout()
    #expect(root.engine.statistics.pivots == before.pivots)
  }

  @Test func fittingSizeAnswersSystemLayoutSizeFitting() throws {
    let root = Node("root")
    let cell = Node("cell")
    let title = Node.label(
      "title", text: TextMeasure("Lorem ipsum dolor sit amet", characterWidth: 10, lineHeight: 20))
    let icon = Node("icon", intrinsicSize: IntrinsicSize(width: 30, height: 30))
    try root.addChild(cell)
    try cell.addChild(icon)
    try cell.addChild(title)
    try cell.makeConstraints { make in make.edges.equalToSuperview() }
    try icon.makeConstraints { make in
      make.leading.top.equalToSuperview().inset(10)
    }
    try title.makeConstraints { make in
      make.leading.equalTo(icon.trailing).offset(10)
      make.trailing.equalToSuperview().inset(10)
      make.top.equalToSuperview().inset(10)
      make.bottom.lessThanOrEqualToSuperview().inset(10)
      make.bottom.equalToSuperview().inset(10).priority(.fittingSize + 1)
    }
    root.layout(in: Size(width: 500, height: 500))
    // Compressed: the natural single line, 10 + 30 + 10 + 260 + 10 wide.
    #expect(cell.fittingSize() == Size(width: 320, height: 40))
    // At a required width of 200, the title gets 140: two lines (14 characters per line).
    let fitted = cell.fittingSize(Size(width: 200, height: 0), horizontalFitting: .required)
    #expect(fitted == Size(width: 200, height: 60))
    // The tree's own layout is untouched.
    #expect(cell.frame.size == Size(width: 500, height: 500))
  }
}

@Suite struct InspectionTests {
  @Test func ambiguityIsReportedPerFrame() throws {
    let (root, nodes) = try makeTree(children: ["placed", "floating", "tied"])
    try nodes[0].makeConstraints { make in
      make.edges.equalToSuperview().inset(10)
    }
    try nodes[1].makeConstraints { make in
      make.size.equalTo(Size(width: 20, height: 20))
      make.left.greaterThanOrEqualToSuperview()
      make.top.equalToSuperview()
    }
    try nodes[2].makeConstraints { make in
      make.width.equalTo(10).priority(.low)
      make.width.equalTo(30).priority(.low)
      make.height.left.top.equalTo(10)
    }
    root.layout()
    #expect(!root.hasAmbiguousLayout)
    #expect(!nodes[0].hasAmbiguousLayout)
    // x is only bounded below: the fallback holds it.
    #expect(nodes[1].hasAmbiguousLayout)
    // Any width in [10, 30] costs the same at `low`: the fallback picks one.
    #expect(nodes[2].hasAmbiguousLayout)
    let tree = root.engine.debugTree()
    #expect(
      tree.hasPrefix("root (0.00, 0.00, 400.00, 300.00)\n  placed (10.00, 10.00, 380.00, 280.00)\n")
    )
    #expect(tree.contains("  floating (0.00, 0.00, 20.00, 20.00) AMBIGUOUS\n"))
    // Checking changed nothing.
    root.layout()
    #expect(nodes[1].frame == Rect(x: 0, y: 0, width: 20, height: 20))
  }

  @Test func theDumpReplaysToTheSameValues() throws {
    let (root, nodes) = try makeTree(Size(width: 320, height: 200), children: ["card", "card"])
    try nodes[0].makeConstraints { make in
      make.top.leading.equalToSuperview().inset(12)
      make.width.equalToSuperview().multipliedBy(0.5).labeled("half")
      make.height.equalTo(80).priority(.high)
    }
    try nodes[1].makeConstraints { make in
      make.leading.equalTo(nodes[0].trailing).offset(8)
      make.top.equalTo(nodes[0])
      make.trailing.equalToSuperview().inset(12)
      make.height.equalTo(nodes[0]).multipliedBy(0.5)
    }
    root.layout()
    let dump = root.engine.dump()
    #expect(dump.contains("half: card.width - 0.5 * root.width == 0"))
    let replay = TrellisSolver.ScriptRunner.run(dump)
    #expect(replay.error == nil)
    // Two nodes named "card": the second's variables are suffixed.
    #expect(replay.output.contains("card_2.x = 180\n"))
    #expect(replay.output.contains("card.width = 160\n"))
    #expect(replay.output.contains("card_2.height = 40\n"))
    #expect(nodes[1].frame == Rect(x: 180, y: 12, width: 128, height: 40))
  }
}
