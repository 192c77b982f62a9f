import Testing
import TrellisSolver

@testable import Trellis

/// Bad constraints are thrown as errors naming the nodes, never traps, and change nothing.
@Suite struct ConstraintErrorTests {
  func expectError(
    _ expected: String, sourceLocation: Testing.SourceLocation = #_sourceLocation,
    _ body: () throws -> Void
  ) {
    do {
      try body()
      Issue.record("expected an error", sourceLocation: sourceLocation)
    } catch let error as LayoutError {
      #expect(error.description.hasPrefix(expected), "\(error)", sourceLocation: sourceLocation)
    } catch {
      Issue.record("unexpected \(error)", sourceLocation: sourceLocation)
    }
  }

  @Test func missingSuperview() throws {
    let lonely = Node("lonely")
    expectError("'lonely' has no superview to constrain to (ConstraintErrorTests.swift:") {
      try lonely.makeConstraints { make in make.edges.equalToSuperview() }
    }
    expectError("'lonely' has no superview") {
      try lonely.makeConstraints { make in make.left.equalTo(10) }
    }
    #expect(lonely.constraints.isEmpty)
  }

  @Test func anotherTree() throws {
    let (root, nodes) = try makeTree(children: ["mine"])
    defer { withExtendedLifetime(root) {} }
    let stranger = Node("stranger")
    expectError("'mine' and 'stranger' are in different trees") {
      try nodes[0].makeConstraints { make in make.top.equalTo(stranger.bottom) }
    }
  }

  @Test func nonFiniteNumbers() throws {
    let (root, nodes) = try makeTree(children: ["view"])
    defer { withExtendedLifetime(root) {} }
    expectError("a constraint on 'view' has a non-finite number") {
      try nodes[0].makeConstraints { make in make.width.equalTo(.infinity) }
    }
    expectError("a constraint on 'view' has a non-finite number") {
      try nodes[0].makeConstraints { make in make.top.equalToSuperview().offset(.nan) }
    }
    expectError("a constraint on 'view' has a non-finite number") {
      try nodes[0].makeConstraints { make in make.width.equalToSuperview().dividedBy(0) }
    }
  }

  @Test func aMultiplierOrOffsetThatWouldBeIgnoredIsAnError() throws {
    let (root, nodes) = try makeTree(children: ["frame"])
    defer { withExtendedLifetime(root) {} }
    // SnapKit #513: `make.width.equalTo(295).multipliedBy(0.2)` silently keeps 295.
    expectError("a multiplier on 'frame' would be ignored") {
      try nodes[0].makeConstraints { make in make.width.equalTo(295).multipliedBy(0.2) }
    }
    expectError("an offset or inset on 'frame' would replace the constant target") {
      try nodes[0].makeConstraints { make in make.width.equalTo(100).offset(20) }
    }
    #expect(nodes[0].constraints.isEmpty)
  }

  @Test func mixedDirectionsAndIncompatibleAttributes() throws {
    let (root, nodes) = try makeTree(children: ["a", "b"])
    defer { withExtendedLifetime(root) {} }
    expectError("a constraint on 'a' mixes leading/trailing with left/right/center") {
      try nodes[0].makeConstraints { make in make.leading.equalTo(nodes[1].left) }
    }
    expectError("a constraint on 'a' relates a size to a position") {
      try nodes[0].makeConstraints { make in make.width.equalTo(nodes[1].left) }
    }
    expectError("a constraint on 'a' relates a size to a position") {
      try nodes[0].makeConstraints { make in make.top.equalTo(nodes[1].left) }
    }
    expectError("a constraint on 'a' relates a size to a position") {
      try nodes[0].makeConstraints { make in make.center.equalTo(Size(width: 1, height: 1)) }
    }
  }

  @Test func incompleteChainsAreReported() throws {
    let (root, nodes) = try makeTree(children: ["a"])
    defer { withExtendedLifetime(root) {} }
    expectError("a constraint on 'a' has attributes but no relation") {
      try nodes[0].makeConstraints { make in
        make.width.equalTo(10)
        _ = make.top
      }
    }
    // Nothing from the call was activated.
    #expect(nodes[0].constraints.isEmpty)
  }

  @Test func treeErrors() throws {
    let parent = Node("parent")
    let child = Node("child")
    try parent.addChild(child)
    #expect(throws: LayoutError.self) { try child.addChild(parent) }
    #expect(throws: LayoutError.self) { try parent.addChild(parent) }
    #expect(throws: LayoutError.self) { try Node("other").addChild(child) }
    #expect(throws: LayoutError.self) { try parent.insertChild(Node("x"), at: 5) }
    #expect(throws: LayoutError.self) { try parent.moveChild(from: 0, to: 3) }
    #expect(child.parent === parent && parent.children.count == 1)
    do {
      try child.addChild(parent)
    } catch {
      #expect(
        error.description == "cannot add 'parent' to 'child': 'child' is 'parent' or inside it")
    }
  }
}

@Suite struct RightToLeftTests {
  @Test func leadingAndTrailingMirror() throws {
    let root = Node("root")
    let icon = Node("icon")
    let label = Node("label")
    try root.addChild(icon)
    try root.addChild(label)
    try icon.makeConstraints { make in
      make.leading.equalToSuperview().offset(16)
      make.top.equalToSuperview()
      make.size.equalTo(Size(width: 24, height: 24))
    }
    try label.makeConstraints { make in
      make.leading.equalTo(icon.trailing).offset(8)
      make.trailing.lessThanOrEqualToSuperview().inset(16)
      make.top.equalToSuperview()
      make.width.equalTo(100)
      make.height.equalTo(24)
    }
    root.layout(in: Size(width: 320, height: 100))
    #expect(icon.frame.minX == 16)
    #expect(label.frame.minX == 48)
    root.layoutDirection = .rightToLeft
    root.layout()
    #expect(icon.frame == Rect(x: 320 - 16 - 24, y: 0, width: 24, height: 24))
    #expect(label.frame == Rect(x: 320 - 16 - 24 - 8 - 100, y: 0, width: 100, height: 24))
    root.layoutDirection = nil
    root.layout()
    #expect(icon.frame.minX == 16)
  }

  @Test func directionalInsets() throws {
    let (root, nodes) = try makeTree(Size(width: 200, height: 100), children: ["view"])
    try nodes[0].makeConstraints { make in
      make.directionalEdges.equalToSuperview().inset(
        DirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 30))
    }
    root.layout()
    #expect(nodes[0].frame == Rect(x: 10, y: 5, width: 160, height: 90))
    root.layoutDirection = .rightToLeft
    root.layout()
    #expect(nodes[0].frame == Rect(x: 30, y: 5, width: 160, height: 90))
  }
}

@Suite struct IntrinsicSizeTests {
  @Test func theLowerHuggingPriorityStretches() throws {
    // Two labels in a row fill 300 points: the one that hugs less takes the extra space.
    let (root, nodes) = try makeTree(Size(width: 300, height: 50), children: ["name", "value"])
    let (name, value) = (nodes[0], nodes[1])
    name.intrinsicContentSize = IntrinsicSize(width: 80, height: 20)
    value.intrinsicContentSize = IntrinsicSize(width: 60, height: 20)
    name.setContentHuggingPriority(Priority(249), for: .horizontal)
    try name.makeConstraints { make in
      make.leading.top.equalToSuperview()
    }
    try value.makeConstraints { make in
      make.leading.equalTo(name.trailing)
      make.trailing.top.equalToSuperview()
    }
    root.layout()
    #expect(name.frame.width == 240)
    #expect(value.frame.width == 60)
    // Raise the name's hugging above the value's: now the value stretches.
    name.setContentHuggingPriority(Priority(251), for: .horizontal)
    root.layout()
    #expect(name.frame.width == 80)
    #expect(value.frame.width == 220)
  }

  @Test func theLowerCompressionResistanceShrinks() throws {
    let (root, nodes) = try makeTree(Size(width: 100, height: 50), children: ["title", "detail"])
    let (title, detail) = (nodes[0], nodes[1])
    title.intrinsicContentSize = IntrinsicSize(width: 80, height: 20)
    detail.intrinsicContentSize = IntrinsicSize(width: 60, height: 20)
    detail.setContentCompressionResistancePriority(Priority(700), for: .horizontal)
    try title.makeConstraints { make in make.leading.equalToSuperview() }
    try detail.makeConstraints { make in
      make.leading.equalTo(title.trailing)
      make.trailing.equalToSuperview()
    }
    root.layout()
    #expect(title.frame.width == 80)
    #expect(detail.frame.width == 20)
  }

  @Test func changingAnIntrinsicSizeAddsAndRemovesNothing() throws {
    let (root, nodes) = try makeTree(children: ["label"])
    nodes[0].intrinsicContentSize = IntrinsicSize(width: 50, height: 20)
    root.layout()
    let before = root.engine.statistics
    nodes[0].intrinsicContentSize = IntrinsicSize(width: 50, height: 44)
    root.layout()
    #expect(nodes[0].frame.height == 44)
    let after = root.engine.statistics
    #expect(after.constraintsAdded == before.constraintsAdded)
    #expect(after.constraintsRemoved == before.constraintsRemoved)
  }

  @Test func resizingUpdatesTwoConstantsInPlace() throws {
    let (root, nodes) = try makeTree(children: ["fill"])
    try nodes[0].makeConstraints { make in make.edges.equalToSuperview().inset(10) }
    root.layout()
    let before = root.engine.statistics
    root.layout(in: Size(width: 640, height: 480))
    #expect(nodes[0].frame == Rect(x: 10, y: 10, width: 620, height: 460))
    #expect(root.engine.statistics.constraintsAdded == before.constraintsAdded)
    #expect(root.engine.statistics.constraintsRemoved == before.constraintsRemoved)
  }
}
