import Testing
import TrellisSolver
import TrellisTesting

@testable import Trellis

/// StackPanel behaviour beyond the distribution × alignment matrix: hidden children, what a
/// hide or show costs, self-sizing, RTL, reversed order, custom spacing, insets, ties, nesting,
/// children coming and going, and memory.
@Suite struct StackPanelBehaviorTests {
  /// A root with a stack pinned to its top-left, sized when `size` is given; children of the
  /// given intrinsic sizes (none for `nil`).
  func makeStack(
    _ axis: Axis, size: Size?, spacing: Double = 10, distribution: StackPanel.Distribution = .fill,
    alignment: StackPanel.Alignment = .fill, items sizes: [Size?]
  ) throws -> (root: Node, stack: StackPanel, items: [Node]) {
    let root = Node("root")
    let stack = StackPanel(
      "stack", axis: axis, spacing: spacing, distribution: distribution, alignment: alignment)
    try root.addChild(stack)
    try stack.makeConstraints { make in
      make.top.left.equalToSuperview()
      if let size { make.size.equalTo(size) }
    }
    let items = try sizes.enumerated().map { index, size in
      let item = Node(
        "item\(index)",
        intrinsicSize: size.map { IntrinsicSize(width: $0.width, height: $0.height) } ?? .none)
      try stack.addChild(item)
      return item
    }
    root.layout(in: Size(width: 400, height: 400))
    return (root, stack, items)
  }

  /// Children with no intrinsic length in a stack of fixed length: nothing but their fallbacks
  /// (length 0, the weakest level) decides. `fill` stretches the last visible child (its
  /// length fallback weighs half, as its intrinsic size would); the spacing distributions give
  /// the room to their gaps. Every frame is derived by hand: 300 points, spacing 8.
  @Test(arguments: [StackPanel.Distribution.fill, .equalSpacing, .equalCentering])
  func childrenWithNoLengthFollowTheRules(distribution: StackPanel.Distribution) throws {
    let root = Node("root")
    let stack = StackPanel("stack", axis: .vertical, spacing: 8, distribution: distribution)
    try root.addChild(stack)
    try stack.makeConstraints { make in make.edges.equalToSuperview() }
    let items = (0..<3).map { Node("item\($0)") }
    for item in items { try stack.addChild(item) }
    root.layout(in: Size(width: 100, height: 300))
    func spans() -> [[Double]] { items.map { [$0.frame.minY, $0.frame.height] } }
    if distribution == .fill {
      #expect(spans() == [[0, 0], [8, 0], [16, 284]])
    } else {
      // Gaps (or centres) 150 apart: the largest share, every length at its fallback of 0.
      #expect(spans() == [[0, 0], [150, 0], [300, 0]])
    }
    // Hiding the last child hands the stretch (and the lighter weight) to the one before.
    items[2].isHidden = true
    root.layout()
    if distribution == .fill {
      #expect(spans()[0...1] == [[0, 0], [8, 292]])
    } else {
      #expect(spans()[0...1] == [[0, 0], [300, 0]])
    }
    items[2].isHidden = false
    root.layout()
    if distribution == .fill {
      #expect(spans() == [[0, 0], [8, 0], [16, 284]])
    } else {
      #expect(spans() == [[0, 0], [150, 0], [300, 0]])
    }
    #expect(root.engine.diagnostics.isEmpty)
  }

  @Test func hiddenChildDropsOutWithItsGap() throws {
    let sizes = Array(repeating: Size(width: 40, height: 20), count: 4)
    let (root, _, items) = try makeStack(.horizontal, size: nil, alignment: .top, items: sizes)
    #expect(items.map(\.frame.origin.x) == [0, 50, 100, 150])
    items[1].isHidden = true
    root.layout()
    let shown = [items[0], items[2], items[3]]
    #expect(shown.map(\.frame.origin.x) == [0, 50, 100])
    #expect(items[0].parent?.frame.width == 140)
    assertFrames(of: root, named: "second-hidden")
    items[1].isHidden = false
    root.layout()
    #expect(items.map(\.frame.origin.x) == [0, 50, 100, 150])
  }

  @Test func hidingTheFirstAndTheLastMovesTheEdges() throws {
    let sizes = Array(repeating: Size(width: 40, height: 20), count: 3)
    let (root, stack, items) = try makeStack(.horizontal, size: nil, items: sizes)
    items[0].isHidden = true
    root.layout()
    #expect(items[1].frame.origin.x == 0)
    #expect(stack.frame.width == 90)
    items[2].isHidden = true
    root.layout()
    #expect(items[1].frame.origin.x == 0)
    #expect(stack.frame.width == 40)
    items[1].isHidden = true
    root.layout()
    #expect(stack.frame.width == 0)
    for item in items { item.isHidden = false }
    root.layout()
    #expect(items.map(\.frame.origin.x) == [0, 50, 100])
    #expect(stack.frame.width == 140)
  }

  /// A hidden child with a required size of its own gives no conflict (UIStackView reports
  /// one) and takes no room.
  @Test func hiddenChildWithRequiredSizeGivesNoConflict() throws {
    let sizes = Array(repeating: Size(width: 40, height: 20), count: 3)
    let (root, stack, items) = try makeStack(.vertical, size: nil, items: sizes)
    try items[1].makeConstraints { make in make.height.equalTo(100) }
    items[1].isHidden = true
    root.layout()
    #expect(root.engine.diagnostics.isEmpty)
    #expect(items[2].frame.origin.y == 30)
    #expect(stack.frame.height == 50)
  }

  /// Hiding or showing a middle child edits only the constraints around it.
  @Test(arguments: [
    StackPanel.Distribution.fill, .fillEqually, .fillProportionally, .equalSpacing,
  ])
  func toggleEditsAFewConstraints(distribution: StackPanel.Distribution) throws {
    for alignment in [StackPanel.Alignment.fill, .leading, .center, .trailing] {
      let sizes = Array(repeating: Size(width: 40, height: 20), count: 50)
      let (root, _, items) = try makeStack(
        .horizontal, size: Size(width: 3000, height: 40), distribution: distribution,
        alignment: alignment, items: sizes)
      for hidden in [true, false] {
        let before = root.engine.statistics
        items[25].isHidden = hidden
        root.layout()
        let after = root.engine.statistics
        let added = after.constraintsAdded - before.constraintsAdded
        let removed = after.constraintsRemoved - before.constraintsRemoved
        #expect(added <= 4 && removed <= 4, "\(distribution) \(alignment) hidden \(hidden)")
        #expect(added > 0 && removed > 0)
      }
    }
  }

  /// The one exception, documented: `equalCentering` has two constraints per gap (centres and
  /// the minimum gap), so a hide removes five (six with baselines) and adds three (the two of
  /// the closing gap and the hidden child's fallback on its start along the axis, which the
  /// chain fixed while it was shown) — still independent of the stack's length. Baseline
  /// alignment alone stays within four.
  @Test(arguments: [
    (StackPanel.Distribution.equalCentering, StackPanel.Alignment.center, 3, 5),
    (.fill, .firstBaseline, 2, 4),
    (.equalCentering, .lastBaseline, 3, 6),
  ])
  func toggleCostOfTheExceptions(
    distribution: StackPanel.Distribution, alignment: StackPanel.Alignment, adds: Int,
    removes: Int
  ) throws {
    let sizes = Array(repeating: Size(width: 40, height: 20), count: 50)
    let (root, _, items) = try makeStack(
      .horizontal, size: Size(width: 3000, height: 40), distribution: distribution,
      alignment: alignment, items: sizes)
    let before = root.engine.statistics
    items[25].isHidden = true
    root.layout()
    let hidden = root.engine.statistics
    #expect(hidden.constraintsAdded - before.constraintsAdded == adds)
    #expect(hidden.constraintsRemoved - before.constraintsRemoved == removes)
    items[25].isHidden = false
    root.layout()
    let shown = root.engine.statistics
    #expect(shown.constraintsAdded - hidden.constraintsAdded == removes)
    #expect(shown.constraintsRemoved - hidden.constraintsRemoved == adds)
  }

  /// In a stack its parent sizes, a toggle changes the solver's basis in place: no eta, no
  /// refactorization, so its cost does not build up over many toggles. (A stack sized by its
  /// content still takes etas: a shown child's fill constraint enters the slot of the stack's
  /// own size — see docs/solver.md.)
  @Test(arguments: [Axis.horizontal, .vertical])
  func togglesChangeTheBasisInPlace(axis: Axis) throws {
    let sizes = Array(repeating: Size(width: 40, height: 20), count: 200)
    let size = axis == .horizontal ? Size(width: 9_600, height: 20) : Size(width: 40, height: 5_600)
    let (root, _, items) = try makeStack(axis, size: size, spacing: 8, items: sizes)
    let before = root.engine.statistics
    for _ in 0..<6 {
      items[100].isHidden.toggle()
      root.layout()
      let along = axis == .horizontal ? items[101].frame.minX : items[101].frame.minY
      let length = axis == .horizontal ? 48.0 : 28.0
      #expect(along == (items[100].isHidden ? 100 : 101) * length)
    }
    let after = root.engine.statistics
    #expect(after.etaUpdates == before.etaUpdates)
    #expect(after.refactorizations == before.refactorizations)
    #expect(after.inPlaceUpdates > before.inPlaceUpdates)
  }

  /// A self-sizing stack built in one layout: the children's sizes start at their intrinsic
  /// values, so every row holds as it arrives and the first solve needs no crash. Children
  /// appended to the laid-out stack later (the old tail goes, the new one is held by the last
  /// child's height until the solve) take the crash, with the same frames.
  @Test(arguments: [Axis.horizontal, .vertical])
  func bulkBuildHoldsAsItComes(axis: Axis) throws {
    let sizes = Array(repeating: Size(width: 40, height: 20), count: 300)
    let (root, stack, items) = try makeStack(axis, size: nil, spacing: 8, items: sizes)
    let length = axis == .horizontal ? 48.0 : 28.0
    #expect(root.engine.statistics.crashes == 0)
    #expect(root.engine.statistics.refactorizations == 0)
    // Each child's compression resistance takes its height's slot before the simplex prices
    // anything: no release of step zero per child (each would touch its rows again: 17 rows
    // touched per child instead of 10).
    #expect(root.engine.statistics.rowsTouched <= 11 * 300)
    #expect(
      items[299].frame.origin
        == (axis == .horizontal ? Point(x: 299 * length, y: 0) : Point(x: 0, y: 299 * length)))
    #expect(
      stack.frame.size
        == (axis == .horizontal
          ? Size(width: 300 * length - 8, height: 20) : Size(width: 40, height: 300 * length - 8)))
    for index in 300..<600 {
      try stack.addChild(Node("item\(index)", intrinsicSize: IntrinsicSize(width: 40, height: 20)))
    }
    root.layout()
    let last = stack.children[599].frame
    #expect(
      last
        == Rect(
          origin: axis == .horizontal ? Point(x: 599 * length, y: 0) : Point(x: 0, y: 599 * length),
          size: Size(width: 40, height: 20)))
  }

  @Test func selfSizingAlongAndAcross() throws {
    let sizes = [
      Size(width: 40, height: 20), Size(width: 60, height: 50), Size(width: 30, height: 10),
    ]
    let (root, stack, items) = try makeStack(
      .vertical, size: nil, spacing: 8, alignment: .leading, items: sizes)
    // Along: 20 + 50 + 10 + 2 × 8; across: the widest child.
    #expect(stack.frame == Rect(x: 0, y: 0, width: 60, height: 96))
    #expect(items.map(\.frame.origin.y) == [0, 28, 86])
    assertFrames(of: root, named: "vertical-leading")
  }

  @Test func insetsAndLayoutMargins() throws {
    let sizes = [Size(width: 40, height: 20), Size(width: 40, height: 20)]
    let (root, stack, items) = try makeStack(.horizontal, size: nil, items: sizes)
    stack.insets = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    root.layout()
    #expect(items[0].frame == Rect(x: 2, y: 1, width: 40, height: 20))
    #expect(stack.frame.size == Size(width: 2 + 40 + 10 + 40 + 4, height: 24))
    stack.layoutMargins = EdgeInsets(all: 5)
    stack.isLayoutMarginsRelativeArrangement = true
    root.layout()
    #expect(items[0].frame == Rect(x: 7, y: 6, width: 40, height: 20))
    #expect(stack.frame.size == Size(width: 7 + 40 + 10 + 40 + 9, height: 34))
  }

  @Test func rightToLeftStartsAtTheRight() throws {
    let sizes = [
      Size(width: 40, height: 20), Size(width: 60, height: 20), Size(width: 30, height: 20),
    ]
    let (root, stack, items) = try makeStack(
      .horizontal, size: Size(width: 300, height: 20), alignment: .top, items: sizes)
    stack.insets = EdgeInsets(left: 5, right: 15)
    root.layoutDirection = .rightToLeft
    root.layout()
    // Leading is the right edge: a ends 15 from it; the last child (c) takes the rest.
    #expect(items[0].frame == Rect(x: 245, y: 0, width: 40, height: 20))
    #expect(items[1].frame == Rect(x: 175, y: 0, width: 60, height: 20))
    #expect(items[2].frame == Rect(x: 5, y: 0, width: 160, height: 20))
    assertFrames(of: root, named: "rtl-fill")
    root.layoutDirection = .leftToRight
    root.layout()
    #expect(items[0].frame.origin.x == 5)
  }

  @Test func verticalStackLeadingFollowsTheDirection() throws {
    let sizes = [Size(width: 40, height: 20), Size(width: 60, height: 20)]
    let (root, _, items) = try makeStack(
      .vertical, size: Size(width: 100, height: 50), alignment: .leading, items: sizes)
    root.layoutDirection = .rightToLeft
    root.layout()
    #expect(items.map(\.frame.origin.x) == [60, 40])
  }

  @Test func reversedOrder() throws {
    let sizes = [Size(width: 40, height: 20), Size(width: 60, height: 20)]
    let (root, stack, items) = try makeStack(.horizontal, size: nil, items: sizes)
    stack.isReversed = true
    root.layout()
    #expect(items.map(\.frame.origin.x) == [70, 0])
  }

  @Test func customSpacingAfterAChild() throws {
    let sizes = Array(repeating: Size(width: 40, height: 20), count: 3)
    let (root, stack, items) = try makeStack(.horizontal, size: nil, items: sizes)
    stack.setCustomSpacing(30, after: items[0])
    root.layout()
    #expect(items.map(\.frame.origin.x) == [0, 70, 120])
    #expect(stack.spacing(after: items[0]) == 30)
    #expect(stack.spacing(after: items[1]) == 10)
    // Hidden: the gap after it goes with it.
    items[0].isHidden = true
    root.layout()
    #expect(items[1].frame.origin.x == 0)
    items[0].isHidden = false
    stack.setCustomSpacing(nil, after: items[0])
    root.layout()
    #expect(items.map(\.frame.origin.x) == [0, 50, 100])
  }

  @Test func equalSpacingTreatsCustomSpacingAsAMinimum() throws {
    let sizes = Array(repeating: Size(width: 40, height: 20), count: 3)
    let (root, stack, items) = try makeStack(
      .horizontal, size: nil, distribution: .equalSpacing, items: sizes)
    stack.setCustomSpacing(25, after: items[0])
    root.layout()
    // Unconstrained: gaps as small as allowed, equal, and at least 25 after a.
    #expect(items.map(\.frame.origin.x) == [0, 65, 130])
  }

  /// With equal hugging the last visible child stretches; a lower hugging priority wins over
  /// the tie rule; with equal compression resistance the last child shrinks first.
  @Test func tiesStretchAndShrinkTheLastVisibleChild() throws {
    let sizes = Array(repeating: Size(width: 40, height: 20), count: 3)
    let (root, stack, items) = try makeStack(
      .horizontal, size: Size(width: 200, height: 20), items: sizes)
    #expect(items.map(\.frame.width) == [40, 40, 100])
    items[2].isHidden = true
    root.layout()
    #expect(items[0...1].map(\.frame.width) == [40, 150])
    items[2].isHidden = false
    items[0].setContentHuggingPriority(200, for: .horizontal)
    root.layout()
    #expect(items.map(\.frame.width) == [100, 40, 40])
    items[0].setContentHuggingPriority(.low, for: .horizontal)
    try stack.updateConstraints { make in make.width.equalTo(100) }
    root.layout()
    // 120 of content and 20 of spacing in 100: the last child gives up 40.
    #expect(items.map(\.frame.width) == [40, 40, 0])
    #expect(ambiguousNodes(in: root).isEmpty)
  }

  @Test func childrenAddedRemovedAndMoved() throws {
    let sizes = Array(repeating: Size(width: 40, height: 20), count: 3)
    let (root, stack, items) = try makeStack(.horizontal, size: nil, items: sizes)
    let extra = Node("extra", intrinsicSize: IntrinsicSize(width: 20, height: 20))
    try stack.insertChild(extra, at: 1)
    root.layout()
    #expect([items[0], extra, items[1], items[2]].map(\.frame.origin.x) == [0, 50, 80, 130])
    items[1].removeFromParent()
    root.layout()
    #expect([items[0], extra, items[2]].map(\.frame.origin.x) == [0, 50, 80])
    #expect(stack.frame.width == 120)
    try stack.moveChild(from: 0, to: 2)
    root.layout()
    #expect([extra, items[2], items[0]].map(\.frame.origin.x) == [0, 30, 80])
    // The removed child is free of the stack: no constraint of the stack holds it.
    items[1].layout(in: Size(width: 10, height: 10))
    #expect(items[1].frame == Rect(x: 0, y: 0, width: 10, height: 10))
  }

  @Test func changingPropertiesRebuilds() throws {
    let sizes = Array(repeating: Size(width: 40, height: 20), count: 3)
    let (root, stack, items) = try makeStack(.horizontal, size: nil, items: sizes)
    stack.axis = .vertical
    stack.spacing = 5
    root.layout()
    #expect(items.map(\.frame.origin.y) == [0, 25, 50])
    #expect(items.map(\.frame.origin.x) == [0, 0, 0])
    #expect(stack.frame.size == Size(width: 40, height: 70))
  }

  /// A stack that nothing sizes takes its content's size without shrinking the content: children
  /// with no intrinsic length keep their default or zero, the spacing between them stays, and a
  /// stack inside a stack keeps a length of at least 0. (The pull to the content used to outrank
  /// the children's length fallbacks, and the spacing then pulled lengths below 0.)
  @Test func aStackThatNothingSizesKeepsItsChildrenLengths() throws {
    let root = Node("root")
    let outer = StackPanel("outer", axis: .vertical, spacing: 8)
    try root.addChild(outer)
    try outer.makeConstraints { make in make.top.leading.equalToSuperview() }
    let inner = StackPanel("inner", axis: .horizontal, spacing: 6)
    try outer.addChild(inner)
    let sized = Node("sized")
    sized.defaultSize = Size(width: 10, height: 12)
    let empty = Node("empty")
    try inner.addChild(sized)
    try inner.addChild(empty)
    let below = Node("below")
    below.defaultSize = Size(width: 0, height: 30)
    let last = Node("last")
    try outer.addChild(below)
    try outer.addChild(last)
    root.layout(in: Size(width: 375, height: 812))
    // Across a `fill` stack a child's length is the stack's: the inner stack is 16 wide (10, 6
    // and 0) and 0 high, which the outer one's children across it follow.
    #expect(inner.frame == Rect(x: 0, y: 0, width: 16, height: 0))
    #expect(sized.frame == Rect(x: 0, y: 0, width: 10, height: 0))
    #expect(empty.frame == Rect(x: 16, y: 0, width: 0, height: 0))
    #expect(below.frame == Rect(x: 0, y: 8, width: 16, height: 30))
    #expect(last.frame == Rect(x: 0, y: 46, width: 16, height: 0))
    #expect(outer.frame == Rect(x: 0, y: 0, width: 16, height: 46))
    #expect(root.engine.diagnostics.isEmpty)
  }

  /// A baseline-aligned stack keeps its baseline high without shrinking a child that has no
  /// intrinsic size (whose baseline is its bottom edge): it stays at length 0 on the baseline.
  @Test func baselineAlignmentKeepsChildrenWithoutSizeAtZero() throws {
    let (_, stack, items) = try makeStack(
      .horizontal, size: nil, alignment: .firstBaseline, items: [nil, Size(width: 30, height: 20)])
    #expect(items[0].frame == Rect(x: 0, y: 20, width: 0, height: 0))
    #expect(items[1].frame == Rect(x: 10, y: 0, width: 30, height: 20))
    #expect(stack.frame == Rect(x: 0, y: 0, width: 40, height: 20))
  }

  @Test func nestedStacks() throws {
    let root = Node("root")
    let column = StackPanel("column", axis: .vertical, spacing: 8)
    try root.addChild(column)
    try column.makeConstraints { make in make.edges.equalToSuperview().inset(16) }
    var rows: [StackPanel] = []
    for index in 0..<3 {
      let row = StackPanel("row\(index)", axis: .horizontal, spacing: 4, alignment: .center)
      try column.addChild(row)
      try row.addChild(Node("icon\(index)", intrinsicSize: IntrinsicSize(width: 24, height: 24)))
      try row.addChild(Node("label\(index)", intrinsicSize: IntrinsicSize(width: 100, height: 18)))
      rows.append(row)
    }
    // The last row takes the rest of the column's height (the tie rule), the others hug.
    root.layout(in: Size(width: 200, height: 200))
    #expect(
      rows.map(\.frame) == [
        Rect(x: 0, y: 0, width: 168, height: 24), Rect(x: 0, y: 32, width: 168, height: 24),
        Rect(x: 0, y: 64, width: 168, height: 104),
      ])
    #expect(
      rows[0].children.map(\.frame) == [
        Rect(x: 0, y: 0, width: 24, height: 24), Rect(x: 28, y: 3, width: 140, height: 18),
      ])
    assertFrames(of: root, named: "rows")
  }

  @Test func releasingTheRootFreesStackAndChildren() throws {
    weak var weakStack: StackPanel?
    weak var weakItem: Node?
    do {
      let root = Node("root")
      let stack = StackPanel("stack", spacing: 4)
      let item = Node("item", intrinsicSize: IntrinsicSize(width: 10, height: 10))
      try root.addChild(stack)
      try stack.addChild(item)
      stack.setCustomSpacing(8, after: item)
      try item.makeConstraints { make in make.height.equalTo(stack) }
      root.layout(in: Size(width: 100, height: 100))
      weakStack = stack
      weakItem = item
    }
    #expect(weakStack == nil)
    #expect(weakItem == nil)
  }

  @Test func rowsWithAChildOfTheirOwnAreListedAndReplaced() throws {
    // A list built as apps build one: each row made with its badge and the badge's constraints
    // first, then added to the stack (the row brings its own engine, which the tree absorbs).
    let root = Node("root")
    let stack = StackPanel("stack", axis: .vertical, spacing: 8)
    try root.addChild(stack)
    try stack.makeConstraints { make in make.top.leading.trailing.equalToSuperview() }
    func makeRow(_ name: String) throws -> (row: Node, badge: Node) {
      let row = Node(name, intrinsicSize: IntrinsicSize(height: 40))
      let badge = Node("\(name).badge", intrinsicSize: IntrinsicSize(width: 10, height: 10))
      try row.addChild(badge)
      try badge.makeConstraints { make in make.trailing.centerY.equalToSuperview() }
      return (row, badge)
    }
    var rows: [(row: Node, badge: Node)] = []
    for index in 0..<300 {
      let made = try makeRow("row\(index)")
      try stack.addChild(made.row)
      rows.append(made)
    }
    root.layout(in: Size(width: 375, height: 812))
    #expect(root.engine.diagnostics.isEmpty)
    // Row k at 48·k; its badge 10 from the right, centred: 15 down.
    for (index, made) in rows.enumerated() {
      #expect(made.row.frame == Rect(x: 0, y: Double(index) * 48, width: 375, height: 40))
      #expect(made.badge.frame == Rect(x: 365, y: 15, width: 10, height: 10))
    }
    #expect(stack.frame.height == 300 * 48 - 8)
    // One row replaced in the middle, one removed at the start.
    let fresh = try makeRow("fresh")
    rows[150].row.removeFromParent()
    try stack.insertChild(fresh.row, at: 150)
    rows[0].row.removeFromParent()
    root.layout()
    #expect(fresh.row.frame == Rect(x: 0, y: 149 * 48, width: 375, height: 40))
    #expect(fresh.badge.frame == Rect(x: 365, y: 15, width: 10, height: 10))
    #expect(rows[299].row.frame == Rect(x: 0, y: 298 * 48, width: 375, height: 40))
    #expect(root.engine.diagnostics.isEmpty)
  }

  @Test func aColumnOfRowStacksIsLaidOutWithoutARequiredSimplexPerRow() throws {
    // A list whose rows are horizontal stacks (icon, label, value) centred across: each row's
    // children are placed by the row before the column places the row, so a child's top sits
    // above its row's until the row's height makes room (the solver moves that height).
    let root = Node("root")
    let column = StackPanel("column", axis: .vertical, spacing: 8)
    try root.addChild(column)
    try column.makeConstraints { make in make.top.leading.trailing.equalToSuperview() }
    var rows: [StackPanel] = []
    for index in 0..<120 {
      let row = StackPanel("row\(index)", axis: .horizontal, spacing: 12)
      row.alignment = .center
      try row.addChild(Node("icon\(index)", intrinsicSize: IntrinsicSize(width: 24, height: 24)))
      try row.addChild(Node("label\(index)", intrinsicSize: IntrinsicSize(width: 120, height: 17)))
      try row.addChild(Node("value\(index)", intrinsicSize: IntrinsicSize(width: 40, height: 17)))
      try column.addChild(row)
      rows.append(row)
    }
    root.layout(in: Size(width: 375, height: 812))
    #expect(root.engine.diagnostics.isEmpty)
    // The build's basis comes from one crash: no row's fix updated the factor with a transposed
    // solve (the stays followed their variables), and the simplex after the crash swapped the
    // children's tight width bounds in place (bound flips) instead of walking a direction each.
    let statistics = root.engine.statistics
    #expect(statistics.crashes == 1)
    #expect(statistics.etaUpdates == 0)
    #expect(statistics.boundFlips >= rows.count)
    // Row k: 24 tall (its icon), 32·k down, the column's width. Across the row the last child
    // takes the room left (375 − 24 − 12 − 120 − 12 = 207); the 17-tall labels are centred:
    // 3.5 down, rounded to 4.
    for (index, row) in rows.enumerated() {
      #expect(row.frame == Rect(x: 0, y: Double(index) * 32, width: 375, height: 24))
      let frames = row.children.map(\.frame)
      #expect(frames[0] == Rect(x: 0, y: 0, width: 24, height: 24))
      #expect(frames[1] == Rect(x: 36, y: 4, width: 120, height: 17))
      #expect(frames[2] == Rect(x: 168, y: 4, width: 207, height: 17))
    }
  }
}
