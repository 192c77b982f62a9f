import Testing
import TrellisSolver

@testable import Trellis

/// A filled stack child's position and length across the stack are written from the stack's
/// frame while nothing else mentions them, and become rows the moment anything does: the frames
/// are the same either way, derived by hand below.
@Suite struct LayoutEngineDerivedTests {
  /// A vertical stack 300 wide with insets 10 (left) and 20 (right), spacing 5, filled across,
  /// pinned to the root's top and sides, with children 30 high and no intrinsic width.
  func makeStack(
    names: [String] = ["a", "b", "c"], direction: LayoutDirection = .leftToRight
  ) throws -> (root: Node, stack: StackPanel, items: [Node]) {
    let root = Node("root")
    root.layoutDirection = direction
    let stack = StackPanel("stack", axis: .vertical, spacing: 5)
    stack.insets = EdgeInsets(top: 0, left: 10, bottom: 0, right: 20)
    try root.addChild(stack)
    try stack.makeConstraints { make in make.top.left.right.equalToSuperview() }
    let items = try names.map { name in
      let item = Node(name, intrinsicSize: IntrinsicSize(height: 30))
      try stack.addChild(item)
      return item
    }
    root.layout(in: Size(width: 300, height: 400))
    return (root, stack, items)
  }

  /// The frame of the `index`th child (each 30 high, 5 apart) spanning the stack between its
  /// insets: x 10, width 300 − 10 − 20.
  func filledFrame(_ index: Int) -> Rect {
    Rect(x: 10, y: Double(35 * index), width: 270, height: 30)
  }

  @Test func filledLeavesAreDerivedAndFramedAsRowsWouldFrameThem() throws {
    let (root, _, items) = try makeStack()
    #expect(root.engine.derivedPlacements.frames.count == 3)
    #expect(items.map(\.frame) == (0..<3).map(filledFrame))
    #expect(items.allSatisfy { !$0.hasAmbiguousLayout })

    // A resize moves them with the stack.
    root.layout(in: Size(width: 200, height: 400))
    #expect(items.map(\.frame.width) == [170, 170, 170])
    #expect(items.map(\.frame.origin.x) == [10, 10, 10])
  }

  @Test func rightToLeftSwapsTheInsets() throws {
    let (root, _, items) = try makeStack(direction: .rightToLeft)
    #expect(root.engine.derivedPlacements.frames.count == 3)
    // Insets are physical: the left one (10) is at the end of a right-to-left row, and the
    // frames are those of a left-to-right stack.
    #expect(items.map(\.frame) == (0..<3).map(filledFrame))
  }

  @Test func aHorizontalStackDerivesTheVerticalPlacement() throws {
    let root = Node("root")
    let stack = StackPanel("stack", axis: .horizontal, spacing: 4)
    stack.insets = EdgeInsets(top: 6, left: 0, bottom: 8, right: 0)
    try root.addChild(stack)
    try stack.makeConstraints { make in make.edges.equalToSuperview() }
    let items = try ["a", "b"].map { name in
      let item = Node(name, intrinsicSize: IntrinsicSize(width: 50))
      try stack.addChild(item)
      return item
    }
    root.layout(in: Size(width: 200, height: 100))
    #expect(root.engine.derivedPlacements.frames.count == 2)
    // The last child stretches along the axis (its lighter weight): 200 − 50 − 4.
    #expect(items[0].frame == Rect(x: 0, y: 6, width: 50, height: 86))
    #expect(items[1].frame == Rect(x: 54, y: 6, width: 146, height: 86))
  }

  @Test func whatMentionsTheCrossAxisKeepsRows() throws {
    let root = Node("root")
    let stack = StackPanel("stack", axis: .vertical, spacing: 5)
    try root.addChild(stack)
    try stack.makeConstraints { make in make.top.left.right.equalToSuperview() }
    let sized = Node("sized", intrinsicSize: IntrinsicSize(width: 40, height: 30))
    let constrained = Node("constrained", intrinsicSize: IntrinsicSize(height: 30))
    let alongOnly = Node("alongOnly")
    let parent = Node("parent", intrinsicSize: IntrinsicSize(height: 30))
    for node in [sized, constrained, alongOnly, parent] { try stack.addChild(node) }
    try parent.addChild(Node("grandchild"))
    try constrained.makeConstraints { make in make.width.greaterThanOrEqualTo(10) }
    // A constraint on the height alone leaves the cross axis to the stack.
    try alongOnly.makeConstraints { make in make.height.equalTo(30) }
    root.layout(in: Size(width: 300, height: 400))
    let derived = root.engine.derivedPlacements
    #expect(derived.axis(of: ObjectIdentifier(alongOnly)) == .horizontal)
    for node in [sized, constrained, parent] {
      #expect(derived.axis(of: ObjectIdentifier(node)) == nil, "\(node.name)")
    }
    #expect([sized, constrained, alongOnly, parent].map(\.frame.width) == [300, 300, 300, 300])
    #expect(alongOnly.frame == Rect(x: 0, y: 70, width: 300, height: 30))
  }

  @Test func aConstraintOnTheCrossAxisTurnsThePlacementIntoRows() throws {
    let (root, stack, items) = try makeStack()
    let sequences = root.engine.diagnostics.count
    // Conflicts with the stack's required width: refused and reported, as against rows.
    try items[1].makeConstraints { make in make.width.equalTo(100) }
    root.layout()
    #expect(root.engine.derivedPlacements.axis(of: ObjectIdentifier(items[1])) == nil)
    #expect(root.engine.derivedPlacements.frames.count == 2)
    #expect(root.engine.diagnostics.count == sequences + 1)
    let diagnostic = try #require(root.engine.diagnostics.last)
    #expect(diagnostic.deactivated.contains("b.width == 100"))
    #expect(items.map(\.frame) == (0..<3).map(filledFrame))

    // Another node placed against a derived child reads the child's solved edge.
    let badge = Node("badge", intrinsicSize: IntrinsicSize(width: 12, height: 12))
    try root.addChild(badge)
    try badge.makeConstraints { make in
      make.right.equalTo(items[2].right)
      make.top.equalTo(items[2].bottom)
    }
    root.layout()
    #expect(root.engine.derivedPlacements.axis(of: ObjectIdentifier(items[2])) == nil)
    #expect(badge.frame == Rect(x: 268, y: 100, width: 12, height: 12))
    #expect(items.map(\.frame) == (0..<3).map(filledFrame))
    _ = stack
  }

  @Test func intrinsicWidthMeasureGrandchildAndGuideTurnPlacementsIntoRows() throws {
    let (root, _, items) = try makeStack(names: ["a", "b", "c", "d"])
    items[0].intrinsicContentSize = IntrinsicSize(width: 40, height: 30)
    items[1].measure = { _ in Size(width: 50, height: 30) }
    let grandchild = Node("grandchild")
    grandchild.defaultSize = Size(width: 5, height: 5)
    try items[2].addChild(grandchild)
    let guide = LayoutGuide("guide")
    try items[3].addLayoutGuide(guide)
    root.layout()
    #expect(root.engine.derivedPlacements.isEmpty)
    #expect(items.map(\.frame) == (0..<4).map(filledFrame))
    #expect(grandchild.frame == Rect(x: 0, y: 0, width: 5, height: 5))
    #expect(guide.frame.origin == Point(x: 0, y: 0))
    #expect(items.allSatisfy { !$0.hasAmbiguousLayout })
  }

  @Test func hidingKeepsThePositionAndShowingFillsAgain() throws {
    let (root, _, items) = try makeStack()
    items[1].isHidden = true
    root.layout()
    // Hidden: its position across stays the stack's, its width falls back to zero; c moves up.
    #expect(items[1].frame.origin.x == 10)
    #expect(items[1].frame.width == 0)
    #expect(items[2].frame == filledFrame(1))
    #expect(root.engine.derivedPlacements.frames.count == 2)
    items[1].isHidden = false
    root.layout()
    #expect(items.map(\.frame) == (0..<3).map(filledFrame))
    #expect(items.allSatisfy { !$0.hasAmbiguousLayout })
  }

  @Test func insetsChangeRebuildsTheDerivedPlacements() throws {
    let (root, stack, items) = try makeStack()
    stack.insets = EdgeInsets(top: 0, left: 30, bottom: 0, right: 0)
    root.layout()
    #expect(root.engine.derivedPlacements.frames.count == 3)
    #expect(items.map(\.frame.origin.x) == [30, 30, 30])
    #expect(items.map(\.frame.width) == [270, 270, 270])
    stack.alignment = .leading
    root.layout()
    #expect(root.engine.derivedPlacements.isEmpty)
    #expect(items.map(\.frame.origin.x) == [30, 30, 30])
  }

  @Test func aChildMovedToAnotherStackIsDerivedThere() throws {
    let (root, _, items) = try makeStack()
    let other = StackPanel("other", axis: .vertical)
    try root.addChild(other)
    try other.makeConstraints { make in
      make.left.equalToSuperview().offset(50)
      make.top.equalToSuperview().offset(200)
      make.width.equalTo(80)
    }
    root.layout()
    items[0].removeFromParent()
    try other.addChild(items[0])
    root.layout()
    #expect(root.engine.derivedPlacements.frames.count == 3)
    #expect(items[0].frame == Rect(x: 0, y: 0, width: 80, height: 30))
    #expect(items[1].frame == filledFrame(0))
    items[0].removeFromParent()
    root.layout()
    #expect(items[1].frame == filledFrame(0))
    #expect(root.engine.derivedPlacements.frames.count == 2)
  }

  @Test func theDumpWritesTheRowsAndReplaysToTheFrames() throws {
    let (root, _, items) = try makeStack()
    let dump = root.engine.dump()
    #expect(dump.contains("b.x - stack.x == 10"))
    #expect(dump.contains("b.x + b.width - stack.x - stack.width == -20"))
    let replay = ScriptRunner.run(dump)
    #expect(replay.error == nil)
    #expect(replay.output.contains("b.x = 10\n"))
    #expect(replay.output.contains("b.width = 270\n"))
    #expect(items[1].frame == filledFrame(1))
  }

  @Test func fittingSizeCountsAConstraintOnADerivedChild() throws {
    let (_, stack, items) = try makeStack()
    try items[0].makeConstraints { make in make.width.equalTo(120) }
    // The stack hugs its content: 120 wide plus its insets.
    #expect(stack.fittingSize().width == 150)
  }
}
