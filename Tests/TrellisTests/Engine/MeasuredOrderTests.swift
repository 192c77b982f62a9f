import Testing

@testable import Trellis

/// The engine keeps the measure functions of the measured items in frame order; these are the
/// cases where what it keeps must follow the nodes.
@Suite struct MeasuredOrderTests {
  /// A row under a 200-wide root: `label` fills it, 20 tall per 100 points of width (or as the
  /// given label measures).
  func makeTree(_ given: Node? = nil) throws -> (root: Node, label: Node) {
    let root = Node("root")
    let label = given ?? Node("label")
    if given == nil {
      label.measure = { width in Size(width: width, height: Self.labelHeight(width)) }
    }
    try root.addChild(label)
    try label.makeConstraints { make in
      make.top.leading.trailing.equalToSuperview()
    }
    return (root, label)
  }

  /// The suite's label height at a width: 20 at 200 points, inversely to the width.
  static func labelHeight(_ width: Double) -> Double {
    20 * (200 / max(width, 1))
  }

  /// The widths a measure function was asked at, in order.
  final class AskedWidths {
    var widths: [Double] = []
  }

  /// A measure function of the given height that records each width it is asked at in
  /// `asked` (the natural size, asked at an infinite width, is not the measure pass's).
  func recording(
    _ asked: AskedWidths, height: @escaping (Double) -> Double = labelHeight
  ) -> (Double) -> Size {
    { width in
      if width.isFinite { asked.widths.append(width) }
      return Size(width: width, height: height(width))
    }
  }

  @Test func aReplacedMeasureFunctionIsAskedAtTheSameWidth() throws {
    let (root, label) = try makeTree()
    root.layout(in: Size(width: 200, height: 300))
    #expect(label.frame == Rect(x: 0, y: 0, width: 200, height: 20))
    // Same width, new function: the next layout must ask the new one.
    label.measure = { width in Size(width: width, height: 55) }
    root.layout()
    #expect(label.frame == Rect(x: 0, y: 0, width: 200, height: 55))
    // And it keeps answering after a resize.
    root.layout(in: Size(width: 100, height: 300))
    #expect(label.frame == Rect(x: 0, y: 0, width: 100, height: 55))
    label.measure = { width in Size(width: width, height: Self.labelHeight(width)) }
    root.layout()
    #expect(label.frame == Rect(x: 0, y: 0, width: 100, height: 40))
  }

  /// A measure function is asked again only when its item's width or its own answer may have
  /// changed: not after a layout that changes neither, nor after the tree's structure changes
  /// elsewhere (the widths measured are kept while the engine remakes its order), but after the
  /// item's intrinsic size changes and at a new width.
  @Test func aLabelIsMeasuredAgainOnlyWhenItsWidthOrContentChanges() throws {
    let (root, label) = try makeTree()
    let asked = AskedWidths()
    label.measure = recording(asked)
    root.layout(in: Size(width: 200, height: 300))
    #expect(asked.widths == [200])
    #expect(label.frame == Rect(x: 0, y: 0, width: 200, height: 20))
    root.layout()
    #expect(asked.widths == [200])
    // A new node elsewhere: the engine registers the tree again and remakes its order.
    let other = Node("other", intrinsicSize: IntrinsicSize(width: 10, height: 10))
    try root.addChild(other)
    root.layout()
    #expect(asked.widths == [200])
    #expect(label.frame == Rect(x: 0, y: 0, width: 200, height: 20))
    // A change of the label's own intrinsic size asks it again, at the same width.
    label.intrinsicContentSize = IntrinsicSize(width: 5)
    root.layout()
    #expect(asked.widths == [200, 200])
    root.layout(in: Size(width: 100, height: 300))
    #expect(asked.widths == [200, 200, 100])
    #expect(label.frame == Rect(x: 0, y: 0, width: 100, height: 40))
    other.removeFromParent()
    root.layout(in: Size(width: 200, height: 300))
    #expect(asked.widths == [200, 200, 100, 200])
    #expect(label.frame == Rect(x: 0, y: 0, width: 200, height: 20))
  }

  /// A measure function that replaces another node's during a pass: the engine must not keep
  /// the old one for the next pass.
  @Test func aFunctionReplacedByAnotherMeasureFunctionIsUsedNextTime() throws {
    let (root, label) = try makeTree()
    let other = Node("other")
    try root.addChild(other)
    try other.makeConstraints { make in
      make.leading.trailing.bottom.equalToSuperview()
    }
    other.measure = { width in Size(width: width, height: 20) }
    var replaced = false
    label.measure = { width in
      if width.isFinite, !replaced {
        replaced = true
        other.measure = { width in Size(width: width, height: 99) }
      }
      return Size(width: width, height: 20)
    }
    root.layout(in: Size(width: 200, height: 300))
    #expect(replaced)
    root.layout()
    #expect(other.frame == Rect(x: 0, y: 201, width: 200, height: 99))
    #expect(label.frame == Rect(x: 0, y: 0, width: 200, height: 20))
  }

  /// A text label is measured from its words without calling its function; a function set on
  /// it afterwards replaces the words, in a laid-out tree and before one.
  @Test func aTextLabelsReplacedFunctionIsAskedInsteadOfItsWords() throws {
    // 25 characters of 10 points: one line at 250, two at 200 (20 points a line).
    let text = TextMeasure("The quick brown fox jumps", characterWidth: 10, lineHeight: 20)
    let (root, label) = try makeTree(Node.label("label", text: text))
    root.layout(in: Size(width: 250, height: 300))
    #expect(label.frame == Rect(x: 0, y: 0, width: 250, height: 20))
    root.layout(in: Size(width: 200, height: 300))
    #expect(label.frame == Rect(x: 0, y: 0, width: 200, height: 40))
    label.measure = { width in Size(width: width, height: 55) }
    root.layout(in: Size(width: 250, height: 300))
    #expect(label.frame == Rect(x: 0, y: 0, width: 250, height: 55))
    // Replaced before its first layout.
    let other = Node.label("other", text: text)
    other.measure = { width in Size(width: width, height: 33) }
    try root.addChild(other)
    try other.makeConstraints { make in
      make.bottom.leading.trailing.equalToSuperview()
    }
    root.layout(in: Size(width: 200, height: 300))
    #expect(other.frame == Rect(x: 0, y: 267, width: 200, height: 33))
    #expect(label.frame == Rect(x: 0, y: 0, width: 200, height: 55))
  }

  /// Text labels and a function between them in one order: each label is measured from its
  /// own words in the engine's copy (their texts differ, so a word read from a neighbour's
  /// span would change a height), at every width of a resize, and after its content is
  /// invalidated.
  @Test func labelsBesideAFunctionAreMeasuredFromTheirOwnWords() throws {
    let root = Node("root")
    // Characters of 10 points, lines of 20: "aaaa bbbb cccc" is 14 characters, "dd ee" 5.
    let first = Node.label(
      "first", text: TextMeasure("aaaa bbbb cccc", characterWidth: 10, lineHeight: 20))
    let middle = Node("middle")
    let last = Node.label("last", text: TextMeasure("dd ee", characterWidth: 10, lineHeight: 20))
    let asked = AskedWidths()
    middle.measure = recording(asked, height: { _ in 7 })
    for node in [first, middle, last] { try root.addChild(node) }
    try first.makeConstraints { make in make.top.leading.trailing.equalToSuperview() }
    try middle.makeConstraints { make in
      make.top.equalTo(first.bottom)
      make.leading.trailing.equalToSuperview()
    }
    try last.makeConstraints { make in
      make.top.equalTo(middle.bottom)
      make.leading.trailing.equalToSuperview()
    }
    // At 140 every text is one line; at 90, "aaaa bbbb" and "cccc"; at 40, a word a line.
    let expected: [(width: Double, first: Double, last: Double)] = [
      (140, 20, 20), (90, 40, 20), (40, 60, 40), (140, 20, 20),
    ]
    for (step, row) in expected.enumerated() {
      if step == 2 { last.invalidateIntrinsicContentSize() }
      root.layout(in: Size(width: row.width, height: 300))
      #expect(first.frame == Rect(x: 0, y: 0, width: row.width, height: row.first))
      #expect(middle.frame == Rect(x: 0, y: row.first, width: row.width, height: 7))
      #expect(last.frame == Rect(x: 0, y: row.first + 7, width: row.width, height: row.last))
    }
    #expect(asked.widths == [140, 90, 40, 140])
  }

  /// Between two frame writes the engine asks the solver which values moved: a relayout that
  /// moves no measured width (a box below the label grows and shrinks) skips the pass, and a
  /// resize asks the label at each new width.
  @Test func aPassIsSkippedOnlyWhileNoMeasuredWidthMoves() throws {
    let (root, label) = try makeTree()
    let asked = AskedWidths()
    label.measure = recording(asked)
    let box = Node("box", intrinsicSize: IntrinsicSize(width: 30, height: 10))
    try root.addChild(box)
    try box.makeConstraints { make in
      make.top.equalTo(label.bottom)
      make.leading.equalToSuperview()
    }
    root.layout(in: Size(width: 200, height: 300))
    #expect(asked.widths == [200])
    for step in 1...6 {
      let height: Double = step % 2 == 0 ? 10 : 40
      box.intrinsicContentSize = IntrinsicSize(width: 30, height: height)
      root.layout()
      #expect(box.frame == Rect(x: 0, y: 20, width: 30, height: height))
    }
    #expect(asked.widths == [200])
    #expect(root.engine.measuredOrder?.settledAtTake == true)
    for (step, width) in [100.0, 200, 100, 200, 50].enumerated() {
      root.layout(in: Size(width: width, height: 300))
      #expect(asked.widths.count == 2 + step && asked.widths.last == width)
      let height = 20 * (200 / width)
      #expect(label.frame == Rect(x: 0, y: 0, width: width, height: height))
      #expect(box.frame == Rect(x: 0, y: height, width: 30, height: 10))
    }
  }

  /// A label as wide as a box whose width goes back and forth, its height the same at every
  /// width: each relayout moves the label's width along the solver's cached direction (the
  /// solver logs it), and the label is asked at each new width.
  @Test func aPassAsksWhenTheSolverLogsAMeasuredWidth() throws {
    let root = Node("root")
    let label = Node("label")
    let box = Node("box", intrinsicSize: IntrinsicSize(width: 80, height: 10))
    let asked = AskedWidths()
    label.measure = recording(asked, height: { _ in 20 })
    try root.addChild(label)
    try root.addChild(box)
    try label.makeConstraints { make in
      make.top.leading.equalToSuperview()
      make.width.equalTo(box)
    }
    try box.makeConstraints { make in
      make.bottom.trailing.equalToSuperview()
    }
    root.layout(in: Size(width: 200, height: 300))
    #expect(asked.widths == [80])
    for step in 1...8 {
      let width: Double = step % 2 == 0 ? 80 : 120
      box.intrinsicContentSize = IntrinsicSize(width: width, height: 10)
      root.layout()
      #expect(asked.widths.count == 1 + step && asked.widths.last == width)
      #expect(label.frame == Rect(x: 0, y: 0, width: width, height: 20))
    }
  }

  @Test func aRemovedMeasureFunctionLeavesTheIntrinsicSize() throws {
    let (root, label) = try makeTree()
    root.layout(in: Size(width: 200, height: 300))
    label.measure = nil
    label.intrinsicContentSize = IntrinsicSize(height: 12)
    root.layout()
    #expect(label.frame == Rect(x: 0, y: 0, width: 200, height: 12))
  }

  /// The engine belongs to the root: a measure function it kept after its node let go of it
  /// would keep the tree alive through whatever the function captures.
  @Test func aReplacedFunctionThatCapturedTheRootDoesNotKeepTheTree() throws {
    weak var released: Node?
    do {
      let (root, label) = try makeTree()
      released = root
      label.measure = { width in Size(width: width, height: root.frame.height > 0 ? 10 : 20) }
      root.layout(in: Size(width: 200, height: 300))
      #expect(label.frame.height == 20)
      // Replaced, then removed, before any further layout.
      label.measure = { width in Size(width: width, height: 30) }
      let other = Node("other")
      try root.addChild(other)
      other.measure = { width in Size(width: width, height: root.frame.height) }
      root.layout()
      other.measure = nil
    }
    #expect(released == nil)
  }

  /// (Removing a measured item drops the kept order with its record.)
  @Test func aDetachedLabelThatCapturedTheRootDoesNotKeepTheTree() throws {
    weak var released: Node?
    weak var detached: Node?
    do {
      let (root, label) = try makeTree()
      released = root
      detached = label
      label.measure = { width in Size(width: width, height: root.frame.height > 0 ? 10 : 20) }
      root.layout(in: Size(width: 200, height: 300))
      label.removeFromParent()
    }
    #expect(released == nil)
    #expect(detached == nil)
  }
}
