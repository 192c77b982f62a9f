import Testing
import TrellisSolver

@testable import Trellis

@Suite struct DiagnosticsTests {
  @Test func aConflictDeactivatesTheNewestConstraintAndListsEveryOne() throws {
    let (root, nodes) = try makeTree(children: ["card"])
    var reported: [LayoutDiagnostic] = []
    root.engine.onDiagnostic = { reported.append($0) }
    try nodes[0].makeConstraints { make in
      make.width.equalTo(120).labeled("card width")
      make.left.right.equalToSuperview()
    }
    // Both made: the root is 400 wide, so `left == 0, right == 400` conflicts with 120.
    #expect(reported.count == 1)
    let diagnostic = try #require(reported.first)
    #expect(diagnostic.kind == .conflict)
    #expect(
      diagnostic.deactivated.hasPrefix(
        "card.right == root.right @required (DiagnosticsTests.swift:"))
    let lines = diagnostic.constraints
    #expect(
      lines.contains {
        $0.hasPrefix("card.width == 120 @required (card width, DiagnosticsTests.swift:")
      })
    #expect(
      lines.contains { $0.hasPrefix("card.left == root.left @required (DiagnosticsTests.swift:") })
    #expect(lines.contains("root.width == 400 @required (root size)"))
    #expect(
      diagnostic.description.hasPrefix("conflicting required constraints; deactivated card.right"))
    root.layout()
    #expect(nodes[0].frame == Rect(x: 0, y: 0, width: 120, height: 0))
    #expect(root.engine.diagnostics.count == 1)
  }

  @Test func strictModeThrowsAndLeavesNothingBehind() throws {
    let (root, nodes) = try makeTree(children: ["card"])
    root.engine.isStrict = true
    try nodes[0].makeConstraints { make in make.width.equalTo(120) }
    #expect(throws: LayoutError.self) {
      try nodes[0].makeConstraints { make in
        make.height.equalTo(10)
        make.left.right.equalToSuperview()
      }
    }
    #expect(nodes[0].constraints.count == 1)
    root.layout()
    #expect(nodes[0].frame.size == Size(width: 120, height: 0))
    #expect(root.engine.diagnostics.isEmpty)
  }

  @Test func theEnginesOwnConstraintsPrintWhatTheyAreFor() throws {
    // Required hugging and compression resistance that a DSL width breaks, a safe-area edge a
    // DSL top breaks, and an unplaced node's fallbacks.
    let (root, nodes) = try makeTree(children: ["label", "field", "banner", "loose"])
    root.engine.safeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    let label = nodes[0]
    label.intrinsicContentSize = IntrinsicSize(width: 50, height: nil)
    label.setContentHuggingPriority(.required, for: .horizontal)
    let field = nodes[1]
    field.intrinsicContentSize = IntrinsicSize(width: 50, height: nil)
    field.setContentCompressionResistancePriority(.required, for: .horizontal)
    root.layout()
    try label.makeConstraints { make in make.width.equalTo(80) }
    try field.makeConstraints { make in make.width.equalTo(30) }
    try nodes[2].makeConstraints { make in
      make.top.equalTo(root.safeArea.top)
      make.top.equalToSuperview()
    }
    let lines = root.engine.diagnostics.flatMap(\.constraints)
    #expect(lines.contains("label.width <= 50 @required (hugging)"))
    #expect(lines.contains("field.width >= 50 @required (compression resistance)"))
    #expect(lines.contains("safeArea.top == root.top + 20 @required (safe area)"))
    let record = try #require(root.engine.records[ObjectIdentifier(nodes[3])])
    #expect(
      (0..<4).map { root.engine.describeFallback($0, of: record) } == [
        "loose.left == root.left @0.0002 (unplaced)",
        "loose.top == root.top @0.0002 (unplaced)",
        "loose.width == 0 @0.001 (unplaced)", "loose.height == 0 @0.001 (unplaced)",
      ])
  }

  @Test func constraintsOfAWholeBuildAreFoundWhenFirstLookedUp() throws {
    // The engine lists its own constraints and the DSL's parts as they come and indexes them at
    // the first lookup: here a removal, a conflict and a description after a build of 40 rows.
    let root = Node("root")
    var rows: [Node] = []
    for index in 0..<40 {
      let row = Node("row\(index)", intrinsicSize: IntrinsicSize(width: 10, height: 10))
      try root.addChild(row)
      try row.makeConstraints { make in
        make.top.equalToSuperview().offset(Double(index) * 20)
        make.leading.equalToSuperview().offset(5)
      }
      rows.append(row)
    }
    root.layout(in: Size(width: 100, height: 1000))
    #expect(rows[39].frame == Rect(x: 5, y: 780, width: 10, height: 10))
    // The first row's two parts, made first, are found and removed: it falls back to its
    // parent's origin.
    let removed = root.engine.statistics.constraintsRemoved
    rows[0].removeConstraints()
    #expect(root.engine.statistics.constraintsRemoved == removed + 2)
    root.layout()
    #expect(rows[0].frame == Rect(x: 0, y: 0, width: 10, height: 10))
    // The last row's hugging, made last, made required and then broken, is named by its role.
    rows[39].setContentHuggingPriority(.required, for: .horizontal)
    root.layout()
    try rows[39].makeConstraints { make in make.width.equalTo(30) }
    let lines = root.engine.diagnostics.flatMap(\.constraints)
    #expect(lines.contains("row39.width <= 10 @required (hugging)"))
    #expect(lines.contains { $0.hasPrefix("row39.width == 30 @required (DiagnosticsTests.swift:") })
    let record = try #require(root.engine.records[ObjectIdentifier(rows[20])])
    #expect(
      root.engine.describeFallback(0, of: record)
        == "row20.left == root.left @\(LayoutEngine.placementFallbackPriority) (unplaced)")
  }

  @Test func aResizeThatBreaksARequiredWidthIsReported() throws {
    let (root, nodes) = try makeTree(Size(width: 400, height: 100), children: ["wide"])
    try nodes[0].makeConstraints { make in
      make.left.right.equalToSuperview()
      make.width.greaterThanOrEqualTo(300)
    }
    root.layout(in: Size(width: 200, height: 100))
    #expect(root.engine.diagnostics.count == 1)
    #expect(
      root.engine.diagnostics[0].constraints.contains("root.width == 200 @required (root size)"))
  }
}

@Suite struct GuidesAndMarginsTests {
  @Test func layoutGuidesTakePartInLayout() throws {
    let (root, nodes) = try makeTree(Size(width: 300, height: 100), children: ["a", "b"])
    let gap = LayoutGuide("gap")
    try root.addLayoutGuide(gap)
    try nodes.makeConstraints { make in
      make.width.equalTo(50)
      make.top.bottom.equalToSuperview()
    }
    try nodes[0].makeConstraints { make in make.leading.equalToSuperview() }
    try nodes[1].makeConstraints { make in make.trailing.equalToSuperview() }
    try gap.makeConstraints { make in
      make.leading.equalTo(nodes[0].trailing)
      make.trailing.equalTo(nodes[1].leading)
      make.top.bottom.equalToSuperview()
    }
    root.layout()
    #expect(gap.frame == Rect(x: 50, y: 0, width: 200, height: 100))
    #expect(throws: LayoutError.self) { try Node("other").addLayoutGuide(gap) }
    root.removeLayoutGuide(gap)
    #expect(gap.owningNode == nil)
    #expect(!gap.constraints.allSatisfy { $0.isActive } || gap.constraints.isEmpty)
  }

  @Test func safeAreaGuideFollowsTheEngineInsets() throws {
    let (root, nodes) = try makeTree(Size(width: 390, height: 844), children: ["content"])
    root.engine.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    try nodes[0].makeConstraints { make in
      make.edges.equalTo(root.safeArea)
    }
    root.layout()
    #expect(nodes[0].frame == Rect(x: 0, y: 47, width: 390, height: 763))
    let before = root.engine.statistics
    root.engine.safeAreaInsets = EdgeInsets(top: 0, left: 59, bottom: 21, right: 59)
    root.layout(in: Size(width: 844, height: 390))
    #expect(nodes[0].frame == Rect(x: 59, y: 0, width: 726, height: 369))
    #expect(root.engine.statistics.constraintsAdded == before.constraintsAdded)
  }

  @Test func marginsAndBaselines() throws {
    let (root, nodes) = try makeTree(
      Size(width: 300, height: 200), children: ["panel", "label", "field"])
    let (panel, label, field) = (nodes[0], nodes[1], nodes[2])
    panel.layoutMargins = EdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
    try panel.makeConstraints { make in make.edges.equalToSuperview() }
    label.firstBaselineOffset = 15
    field.firstBaselineOffset = 22
    try label.makeConstraints { make in
      make.leading.top.equalTo(panel.directionalMargins)
      make.size.equalTo(Size(width: 80, height: 20))
    }
    try field.makeConstraints { make in
      make.firstBaseline.equalTo(label.firstBaseline)
      make.trailing.equalTo(panel.trailingMargin)
      make.size.equalTo(Size(width: 100, height: 30))
    }
    root.layout()
    #expect(label.frame == Rect(x: 20, y: 10, width: 80, height: 20))
    // Baselines align: label.top + 15 == field.top + 22.
    #expect(field.frame == Rect(x: 180, y: 3, width: 100, height: 30))
    panel.layoutMargins = EdgeInsets(all: 0)
    root.layout()
    #expect(label.frame.origin == .zero)
    #expect(field.frame.maxX == 300)
  }
}

@Suite struct TreeChangeTests {
  @Test func constraintsMoveWithASubtreeAndCrossingOnesAreRemoved() throws {
    let root = Node("root")
    let card = Node("card")
    let title = Node("title")
    let other = Node("other")
    try card.addChild(title)
    // Constraints made while the card is its own root move into the screen's tree.
    try title.makeConstraints { make in
      make.edges.equalToSuperview().inset(5)
    }
    try card.makeConstraints { make in make.size.equalTo(Size(width: 100, height: 50)) }
    try root.addChild(card)
    try root.addChild(other)
    try card.makeConstraints { make in make.top.left.equalToSuperview().offset(10) }
    try other.makeConstraints { make in
      make.top.equalTo(title.bottom)
      make.size.equalTo(Size(width: 10, height: 10))
    }
    root.layout(in: Size(width: 400, height: 300))
    #expect(title.frameInRoot == Rect(x: 15, y: 15, width: 90, height: 40))
    #expect(other.frame.minY == 55)
    card.removeFromParent()
    // Inside the card: kept. Card to root and other to title: removed, as UIKit does.
    #expect(title.constraints.allSatisfy { $0.isActive })
    #expect(!other.constraints[0].isActive)
    card.layout(in: Size(width: 100, height: 50))
    #expect(title.frame == Rect(x: 5, y: 5, width: 90, height: 40))
    root.layout()
    #expect(other.frame.minY == 0)
  }

  @Test func reorderingAndHidingDoNotDisturbDSLLayout() throws {
    let (root, nodes) = try makeTree(children: ["a", "b"])
    try nodes[0].makeConstraints { make in make.size.equalTo(Size(width: 10, height: 10)) }
    try root.moveChild(from: 0, to: 1)
    nodes[0].isHidden = true
    root.layout()
    #expect(root.children.map(\.name) == ["b", "a"])
    #expect(nodes[0].frame.size == Size(width: 10, height: 10))
  }
}

@Suite struct ReleaseTests {
  @Test func aMeasuredRootIsFreedWithItsEngine() {
    weak var weakRoot: Node?
    weak var weakEngine: LayoutEngine?
    do {
      let root = Node.label("note", text: TextMeasure("A root that wraps its own text"))
      root.layout(in: Size(width: 80, height: 200))
      root.layout()
      weakRoot = root
      weakEngine = root.engine
    }
    #expect(weakRoot == nil)
    #expect(weakEngine == nil)
  }

  @Test func releasingTheRootFreesTheTreeItsEngineAndConstraints() throws {
    weak var weakRoot: Node?
    weak var weakChild: Node?
    weak var weakEngine: LayoutEngine?
    weak var weakConstraint: LayoutConstraint?
    weak var weakGuide: LayoutGuide?
    var handle: LayoutConstraint?
    do {
      let root = Node("root")
      let child = Node("child")
      let sibling = Node("sibling")
      let guide = LayoutGuide("guide")
      try root.addChild(child)
      try root.addChild(sibling)
      try root.addLayoutGuide(guide)
      // Closures capture nodes strongly; handles hold them weakly.
      try child.makeConstraints { make in
        handle = make.top.equalTo(sibling.bottom).offset(8).constraint
        make.leading.equalTo(guide.trailing)
        make.edges.equalTo(root.safeArea).priority(.low)
      }
      child.measure = { [unowned child] width in
        Size(width: width, height: Double(child.name.count))
      }
      root.layout(in: Size(width: 100, height: 100))
      weakRoot = root
      weakChild = child
      weakEngine = root.engine
      weakConstraint = handle
      weakGuide = guide
    }
    #expect(weakRoot == nil)
    #expect(weakChild == nil)
    #expect(weakEngine == nil)
    #expect(weakGuide == nil)
    // The handle outlives the tree without keeping it alive.
    #expect(weakConstraint != nil)
    #expect(handle?.isActive == false)
    handle = nil
    #expect(weakConstraint == nil)
  }
}
