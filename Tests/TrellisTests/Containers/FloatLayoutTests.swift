import Testing
import TrellisSolver
import TrellisTesting

@testable import Trellis

/// FloatLayout: the seed's scenarios F1 (all 16 visibility combinations) and F2, gap
/// resolution, orientations, `sizesContainer`, incremental toggles and memory.
@Suite struct FloatLayoutTests {
  /// F1: A, B, C, D (50×50) left to right with `sizesContainer`; every gap 20 except B's next
  /// gap 30 at `.high`.
  func scenarioF1() throws -> (root: Node, row: FloatLayout, items: [Node]) {
    let root = Node("root")
    let row = FloatLayout("row", orientation: .leftToRight, sizesContainer: true)
    try root.addChild(row)
    try row.makeConstraints { make in
      make.top.left.equalToSuperview()
      make.height.equalTo(90)
    }
    let items = try ["A", "B", "C", "D"].map { name in
      let item = Node(name, intrinsicSize: IntrinsicSize(width: 50, height: 50))
      item.float = FloatSpec(last: FloatGap(20), next: FloatGap(20))
      try row.addChild(item)
      try item.makeConstraints { make in make.top.equalToSuperview().offset(20) }
      return item
    }
    items[1].float?.next = FloatGap(30, priority: .high)
    root.layout(in: Size(width: 400, height: 100))
    return (root, row, items)
  }

  @Test func scenarioF1AllVisibleAndCHidden() throws {
    let (root, row, items) = try scenarioF1()
    #expect(items.map(\.frame.origin.x) == [20, 90, 170, 240])
    #expect(row.frame.width == 310)
    assertFrames(of: root, named: "all-visible")
    items[2].isHidden = true
    root.layout()
    #expect([items[0], items[1], items[3]].map(\.frame.origin.x) == [20, 90, 170])
    #expect(row.frame.width == 240)
    assertFrames(of: root, named: "C-hidden")
  }

  /// Every one of the 16 visibility combinations, laid out by the same code.
  @Test func scenarioF1EveryCombination() throws {
    let (root, row, items) = try scenarioF1()
    for mask in 0..<16 {
      for (index, item) in items.enumerated() { item.isHidden = mask & (1 << index) == 0 }
      root.layout()
      // By hand: the first visible item starts 20 in; a gap is 30 after B (its next gap at
      // .high wins) and 20 elsewhere; the end edge follows the last item by its next gap.
      var x = 20.0
      var expected: [Double] = []
      var previous: Int?
      for index in 0..<4 where mask & (1 << index) != 0 {
        if let previous { x += 50 + (previous == 1 ? 30 : 20) }
        expected.append(x)
        previous = index
      }
      let visible = items.filter { !$0.isHidden }
      #expect(visible.map(\.frame.origin.x) == expected, "mask \(mask)")
      let width = previous.map { x + 50 + ($0 == 1 ? 30 : 20) } ?? 0
      #expect(row.frame.width == width, "mask \(mask)")
      #expect(root.engine.diagnostics.isEmpty)
    }
  }

  @Test func scenarioF2() throws {
    let root = Node("root")
    let column = FloatLayout("column", orientation: .topToBottom, sizesContainer: true)
    try root.addChild(column)
    try column.makeConstraints { make in make.edges.equalToSuperview() }
    let view1 = Node("view1")
    view1.float = FloatSpec(last: FloatGap(80), next: FloatGap(30, priority: .low))
    let view2 = Node("view2")
    view2.float = FloatSpec(last: FloatGap(8), next: FloatGap(8))
    let view3 = Node("view3")
    let view4 = Node("view4")
    for view in [view1, view2, view3, view4] { try column.addChild(view) }
    try view1.makeConstraints { make in
      make.left.equalToSuperview()
      make.width.equalTo(100)
    }
    try view2.makeConstraints { make in
      make.left.equalToSuperview().offset(100)
      make.size.equalTo(Size(width: 100, height: 200))
    }
    try view3.makeConstraints { make in
      make.size.equalTo(Size(width: 100, height: 100))
      make.left.equalTo(view1.right).offset(30)
      make.top.equalTo(view1.top)
    }
    try view4.makeConstraints { make in
      make.size.equalTo(Size(width: 60, height: 60))
      make.left.equalTo(view1.right).offset(30)
      make.top.equalTo(view3.bottom).offset(30)
    }
    root.layout(in: Size(width: 375, height: 667))
    #expect(view1.frame == Rect(x: 0, y: 80, width: 100, height: 371))
    #expect(view2.frame == Rect(x: 100, y: 459, width: 100, height: 200))
    #expect(view3.frame == Rect(x: 130, y: 80, width: 100, height: 100))
    #expect(view4.frame == Rect(x: 130, y: 210, width: 60, height: 60))
    assertFrames(of: root, named: "all-visible")
    view2.isHidden = true
    root.layout()
    #expect(view1.frame == Rect(x: 0, y: 80, width: 100, height: 557))
    #expect(view3.frame == Rect(x: 130, y: 80, width: 100, height: 100))
    #expect(view4.frame == Rect(x: 130, y: 210, width: 60, height: 60))
    assertFrames(of: root, named: "view2-hidden")
    #expect(root.engine.diagnostics.isEmpty)
  }

  @Test func removedItemsLeaveTheChain() throws {
    let (root, row, items) = try scenarioF1()
    items[1].removeFromParent()
    root.layout()
    // A–C: 20 (B's 30 went with it).
    #expect([items[0], items[2], items[3]].map(\.frame.origin.x) == [20, 90, 160])
    #expect(row.frame.width == 230)
    try row.insertChild(items[1], at: 1)
    root.layout()
    #expect(items.map(\.frame.origin.x) == [20, 90, 170, 240])
  }

  @Test func gapResolution() {
    #expect(
      FloatSpec.resolve(FloatGap(10, priority: .high), FloatGap(40))
        == FloatGap(10, priority: .high))
    #expect(FloatSpec.resolve(FloatGap(10), FloatGap(40)) == FloatGap(40))
    #expect(FloatSpec.resolve(nil, FloatGap(5)) == FloatGap(5))
    #expect(FloatSpec.resolve(FloatGap(-5), nil) == FloatGap(0))
  }

  /// The same chain in every orientation: the first item sits at the start edge, offsets are
  /// distances apart.
  @Test(arguments: FloatOrientation.allCases)
  func orientations(orientation: FloatOrientation) throws {
    let root = Node("root")
    let chain = FloatLayout("chain", orientation: orientation)
    try root.addChild(chain)
    try chain.makeConstraints { make in make.edges.equalToSuperview() }
    let items = try (0..<3).map { index in
      let item = Node("i\(index)", intrinsicSize: IntrinsicSize(width: 20, height: 20))
      item.float = FloatSpec(last: FloatGap(10), next: FloatGap(5))
      try chain.addChild(item)
      // The other axis is the caller's: centred here.
      let horizontal = [.topToBottom, .bottomToTop].contains(orientation) == false
      try item.makeConstraints { make in
        if horizontal { make.centerY.equalToSuperview() } else { make.centerX.equalToSuperview() }
      }
      return item
    }
    root.layoutDirection = .rightToLeft
    root.layout(in: Size(width: 200, height: 200))
    // Along the axis, from the start edge: 10, then gaps of max(5, 10) = 10.
    let starts = [10.0, 40, 70]
    for (item, start) in zip(items, starts) {
      let frame = item.frame
      switch orientation {
      case .leftToRight, .trailingToLeading:
        #expect(frame.minX == start)
      case .rightToLeft, .leadingToTrailing:
        #expect(frame.maxX == 200 - start)
      case .topToBottom:
        #expect(frame.minY == start)
      case .bottomToTop:
        #expect(frame.maxY == 200 - start)
      }
    }
    assertFrames(of: root, named: orientation.rawValue)
  }

  @Test func withoutSizesContainerTheChainFloatsFromTheStart() throws {
    let root = Node("root")
    let chain = FloatLayout("chain")
    try root.addChild(chain)
    try chain.makeConstraints { make in make.edges.equalToSuperview() }
    let item = Node("item")
    item.float = FloatSpec(last: FloatGap(12), next: FloatGap(40, priority: .required))
    try chain.addChild(item)
    let free = Node("free", intrinsicSize: IntrinsicSize(width: 30, height: 30))
    try chain.addChild(free)
    root.layout(in: Size(width: 300, height: 100))
    // No end edge: the item keeps its fallback width (0) at x = 12; the child without a spec
    // is not in the chain and sits where its fallback puts it.
    #expect(item.frame.origin.x == 12)
    #expect(item.frame.width == 0)
    #expect(free.frame == Rect(x: 0, y: 0, width: 30, height: 30))
    chain.sizesContainer = true
    root.layout()
    #expect(item.frame == Rect(x: 12, y: 0, width: 248, height: 0))
  }

  /// A root holding a chain (`sizesContainer`) of `count` square items of `side` (no intrinsic
  /// size for `nil`), each with a gap of `gap` on both sides; not laid out.
  func makeChain(
    _ orientation: FloatOrientation = .leftToRight, count: Int, side: Double?, gap: Double
  ) throws -> (root: Node, chain: FloatLayout, items: [Node]) {
    let root = Node("root")
    let chain = FloatLayout("chain", orientation: orientation, sizesContainer: true)
    try root.addChild(chain)
    var items: [Node] = []
    for index in 0..<count {
      let item = Node(
        "i\(index)", intrinsicSize: side.map { IntrinsicSize(width: $0, height: $0) } ?? .none)
      item.float = FloatSpec(last: FloatGap(gap), next: FloatGap(gap))
      try chain.addChild(item)
      items.append(item)
    }
    return (root, chain, items)
  }

  @Test func hidingEditsOnlyTheGapsAroundTheItem() throws {
    let (root, chain, items) = try makeChain(count: 100, side: 10, gap: 2)
    root.layout(in: Size(width: 2000, height: 100))
    #expect(chain.frame.width == 100 * 12 + 2 - 0)
    for hidden in [true, false] {
      let before = root.engine.statistics
      items[50].isHidden = hidden
      root.layout()
      let after = root.engine.statistics
      #expect(after.constraintsAdded - before.constraintsAdded == (hidden ? 1 : 2))
      #expect(after.constraintsRemoved - before.constraintsRemoved == (hidden ? 2 : 1))
    }
    #expect(items[99].frame.origin.x == 2 + 99 * 12)
    // The soft gap that replaces two is made tight by one move: a handful of pivots, not a walk
    // down the chain (which once took about 1.5 pivots per item).
    for _ in 0..<8 {
      let before = root.engine.statistics.pivots
      items[50].isHidden.toggle()
      root.layout()
      #expect(root.engine.statistics.pivots - before <= 8)
    }
  }

  /// A soft gap is a row the solver holds without a constraint object (the engine keeps no
  /// record of it: nothing can name it in a conflict); a required gap is a constraint, which a
  /// conflict names. Either way the frames are the chain's.
  @Test(arguments: [Priority.medium, .required])
  func softGapsAreRowsAndRequiredGapsAreConstraints(priority: Priority) throws {
    let root = Node("root")
    let chain = FloatLayout("chain", orientation: .rightToLeft, sizesContainer: true)
    try root.addChild(chain)
    let items = try (0..<5).map { index in
      let item = Node("i\(index)", intrinsicSize: IntrinsicSize(width: 10, height: 10))
      item.float = FloatSpec(last: FloatGap(3, priority: priority), next: FloatGap(3))
      try chain.addChild(item)
      return item
    }
    root.layout(in: Size(width: 200, height: 100))
    let gaps = root.engine.systemInfo.values.filter {
      if case .container("float 'chain' gap") = $0.role { return true }
      return false
    }
    // The lead and the tail are constraints (they take 0 at 500 from the unspecified sides);
    // the four gaps between the five items are soft rows unless required.
    #expect(gaps.count == (priority.isRequired ? 6 : 2))
    // Right to left, from the chain's right edge (its width is the chain's: 5 × 13 + 3).
    #expect(chain.frame.width == 68)
    for (index, item) in items.enumerated() {
      #expect(item.frame == Rect(x: 68 - 13 * Double(index + 1), y: 0, width: 10, height: 10))
    }
    // Hiding the middle item replaces its two gaps with one, in place, either way.
    items[2].isHidden = true
    root.layout()
    #expect(chain.frame.width == 55)
    #expect(items[3].frame.origin.x == 55 - 13 * 3)
    #expect(root.engine.diagnostics.isEmpty)
  }

  /// A chain built in one layout: the lead, each soft gap and the tail hold as they arrive (each
  /// moves the start or end it brings), so the first solve finds the basis optimal and needs no
  /// crash and no factorization.
  @Test(arguments: [FloatOrientation.leftToRight, .topToBottom])
  func bulkBuildHoldsAsItComes(orientation: FloatOrientation) throws {
    let (root, chain, items) = try makeChain(orientation, count: 300, side: 20, gap: 4)
    root.layout(in: Size(width: 10_000, height: 10_000))
    #expect(root.engine.statistics.crashes == 0)
    #expect(root.engine.statistics.refactorizations == 0)
    // 300 items of 20 with a gap of 4 before each and after the last; across the chain keeps
    // its fitting size (0), as `sizesContainer` sizes it along the chain only.
    let along = 300 * 24.0 + 4
    #expect(
      chain.frame.size
        == (orientation == .leftToRight
          ? Size(width: along, height: 0) : Size(width: 0, height: along)))
    for index in [0, 150, 299] {
      let start = 4 + Double(index) * 24
      #expect(
        items[index].frame
          == (orientation == .leftToRight
            ? Rect(x: start, y: 0, width: 20, height: 20)
            : Rect(x: 0, y: start, width: 20, height: 20)))
    }
  }

  /// Items with no intrinsic size keep their default size, or zero, in a chain free to size
  /// its container: the container's pull to its content and the items' positions are weaker
  /// than their lengths, so none goes negative to bring the others nearer the start.
  @Test func itemsWithoutIntrinsicSizeKeepTheirLengths() throws {
    let root = Node("root")
    let chain = FloatLayout("chain", orientation: .topToBottom, sizesContainer: true)
    try root.addChild(chain)
    try chain.makeConstraints { make in make.top.leading.trailing.equalToSuperview() }
    let sized = Node("sized")
    sized.defaultSize = Size(width: 20, height: 20)
    var items = [sized]
    for index in 0..<3 { items.append(Node("empty\(index)")) }
    for item in items {
      item.float = FloatSpec(last: FloatGap(4), next: FloatGap(4))
      try chain.addChild(item)
    }
    root.layout(in: Size(width: 375, height: 812))
    // 4 + 20, then three of length 0, each 4 after the one before, and 4 after the last.
    #expect(items[0].frame == Rect(x: 0, y: 4, width: 20, height: 20))
    #expect(items[1].frame == Rect(x: 0, y: 28, width: 0, height: 0))
    #expect(items[2].frame == Rect(x: 0, y: 32, width: 0, height: 0))
    #expect(items[3].frame == Rect(x: 0, y: 36, width: 0, height: 0))
    #expect(chain.frame == Rect(x: 0, y: 0, width: 375, height: 40))
    #expect(root.engine.diagnostics.isEmpty)
    // Fallbacks decide these lengths (no snapshot: it takes determined frames only).
    #expect(items.map(\.hasAmbiguousLayout) == [true, true, true, true])
    items[1].isHidden = true
    root.layout()
    #expect(items[2].frame == Rect(x: 0, y: 28, width: 0, height: 0))
    #expect(chain.frame.height == 36)
  }

  /// A long chain of items without intrinsic size holds as it arrives, as one of sized items
  /// does: no crash, and no simplex pivot per item (before positions and lengths had fallbacks
  /// at separate priorities, the solve pivoted once per item over the whole system).
  @Test func aChainOfItemsWithoutSizeBuildsWithoutPivots() throws {
    let (root, chain, items) = try makeChain(.topToBottom, count: 300, side: nil, gap: 4)
    root.layout(in: Size(width: 375, height: 812))
    #expect(root.engine.statistics.crashes == 0)
    #expect(root.engine.statistics.batchPivots == 0)
    for index in [0, 150, 299] {
      #expect(items[index].frame == Rect(x: 0, y: 4 + 4 * Double(index), width: 0, height: 0))
    }
    #expect(chain.frame.height == 4 * 301)
  }

  /// SnapFloatLayout leaks when its specs or DSL closures capture views; here nothing holds a
  /// node but its parent.
  @Test func releasingTheRootFreesEverything() throws {
    weak var weakChain: FloatLayout?
    weak var weakItem: Node?
    do {
      let root = Node("root")
      let chain = FloatLayout("chain", sizesContainer: true)
      try root.addChild(chain)
      let item = Node("item", intrinsicSize: IntrinsicSize(width: 10, height: 10))
      item.float = FloatSpec(last: FloatGap(4))
      try chain.addChild(item)
      try item.makeConstraints { make in
        make.height.equalTo(chain.height)
        make.top.equalTo(chain)
      }
      try chain.makeConstraints { make in make.top.left.equalTo(root) }
      root.layout(in: Size(width: 100, height: 100))
      item.isHidden = true
      root.layout()
      weakChain = chain
      weakItem = item
    }
    #expect(weakChain == nil)
    #expect(weakItem == nil)
  }
}
