import Testing
import TrellisSolver
import TrellisTesting

@testable import Trellis

/// DistributeRow: the seed's scenario D1, the three modes on both axes, ordering, 0 and 1
/// items, items that cannot fit, replacing instead of duplicating, bad values and transitions.
@Suite struct DistributeRowTests {
  /// A row of the given size at the root's origin.
  func makeRow(_ size: Size) throws -> (root: Node, row: DistributeRow) {
    let root = Node("root")
    let row = DistributeRow("row")
    try root.addChild(row)
    try row.makeConstraints { make in
      make.top.left.equalToSuperview()
      make.size.equalTo(size)
    }
    return (root, row)
  }

  func entry(_ name: String, order: Double, size: Double = 40) -> Node {
    let node = Node(name, intrinsicSize: IntrinsicSize(width: size, height: size))
    node.order = order
    return node
  }

  /// D1: a 375×60 bar; 40×40 entries keyed 101–103 appear at different moments, packed at the
  /// end 10 from the right edge, spacing 10, vertically centred.
  @Test func scenarioD1() throws {
    let (root, row) = try makeRow(Size(width: 375, height: 60))
    try row.distribute(
      mode: .packed, spacing: 10, tailSpacing: 10, alignment: .end, crossAlignment: .center)
    let e103 = entry("e103", order: 103)
    try row.addChild(e103)
    root.layout(in: Size(width: 375, height: 60))
    #expect(e103.frame == Rect(x: 325, y: 10, width: 40, height: 40))
    let e101 = entry("e101", order: 101)
    try row.addChild(e101)
    root.layout()
    #expect([e101, e103].map(\.frame.origin.x) == [275, 325])
    let e102 = entry("e102", order: 102)
    try row.addChild(e102)
    let transition = root.engine.layoutWithTransition()
    #expect([e101, e102, e103].map(\.frame.origin.x) == [225, 275, 325])
    #expect([e101, e102, e103].map(\.frame.origin.y) == [10, 10, 10])
    assertFrames(of: root, named: "three")
    // e101 slides from 275 to 225; e102 appears in place; e103 stays.
    let moved = transition.moved.map(\.node.name)
    #expect(moved == ["e101"])
    let half = transition.changes.first { $0.node === e101 }?.frame(at: 0.5)
    #expect(half == Rect(x: 250, y: 10, width: 40, height: 40))
    #expect(transition.changes.first { $0.node === e102 }?.isAppearing == true)
    e102.isHidden = true
    let dismiss = root.engine.layoutWithTransition()
    #expect([e101, e103].map(\.frame.origin.x) == [275, 325])
    #expect(dismiss.changes.first { $0.node === e102 }?.isDisappearing == true)
    #expect(dismiss.changes.first { $0.node === e101 }?.frame(at: 0.5).origin.x == 250)
    assertFrames(of: root, named: "102-dismissed")
    #expect(root.engine.diagnostics.isEmpty)
  }

  @Test func fixedSpacingSharesTheLength() throws {
    let (root, row) = try makeRow(Size(width: 300, height: 50))
    try row.distribute(mode: .fixedSpacing, spacing: 10, leadSpacing: 20, tailSpacing: 30)
    let items = try (0..<3).map { index in
      let node = Node("i\(index)")
      try row.addChild(node)
      return node
    }
    root.layout(in: Size(width: 300, height: 50))
    // (300 − 20 − 30 − 2 × 10) / 3 = 76.67: edges 20 | 96.67, 106.67 | 183.33, 193.33 | 270.
    #expect(items.map(\.frame.origin.x) == [20, 107, 193])
    #expect(items.map(\.frame.width) == [77, 76, 77])
    #expect(items.allSatisfy { $0.frame.height == 50 })
    assertFrames(of: root, named: "three")
    items[1].isHidden = true
    root.layout()
    // (300 − 50 − 10) / 2 = 120.
    #expect(
      [items[0], items[2]].map(\.frame) == [
        Rect(x: 20, y: 0, width: 120, height: 50), Rect(x: 150, y: 0, width: 120, height: 50),
      ])
  }

  @Test func fixedItemLengthSharesTheGaps() throws {
    let (root, row) = try makeRow(Size(width: 300, height: 50))
    try row.distribute(
      mode: .fixedItemLength, itemLength: 40, leadSpacing: 10, tailSpacing: 10,
      crossAlignment: .start)
    let items = try (0..<3).map { index in
      let node = Node("i\(index)", intrinsicSize: IntrinsicSize(width: 10, height: 20))
      try row.addChild(node)
      return node
    }
    root.layout(in: Size(width: 300, height: 50))
    assertFrames(of: root, named: "three")
    // Gaps (300 − 20 − 120) / 2 = 80.
    #expect(
      items.map(\.frame) == [
        Rect(x: 10, y: 0, width: 40, height: 20), Rect(x: 130, y: 0, width: 40, height: 20),
        Rect(x: 250, y: 0, width: 40, height: 20),
      ])
    // One item is centred between the lead and tail spacing; two go to the ends again.
    items[0].isHidden = true
    items[2].isHidden = true
    root.layout()
    #expect(items[1].frame.origin.x == 130)
    items[2].isHidden = false
    root.layout()
    #expect([items[1], items[2]].map(\.frame.origin.x) == [10, 250])
    #expect(root.engine.diagnostics.isEmpty)
  }

  @Test(arguments: [
    (DistributeRow.Alignment.start, [10.0, 60, 130]), (.center, [60, 110, 180]),
    (.end, [110, 160, 230]),
  ])
  func packedGroupAlignment(alignment: DistributeRow.Alignment, xs: [Double]) throws {
    let (root, row) = try makeRow(Size(width: 300, height: 60))
    try row.distribute(
      mode: .packed, spacing: 10, leadSpacing: 10, tailSpacing: 20, alignment: alignment,
      crossAlignment: .end)
    let items = try [40.0, 60, 50].enumerated().map { index, size in
      let node = Node("i\(index)", intrinsicSize: IntrinsicSize(width: size, height: size))
      try row.addChild(node)
      return node
    }
    root.layout(in: Size(width: 300, height: 60))
    // Group 40 + 60 + 50 + 20 = 170 inside 10 … 280 (100 to spare): it starts at 10, at
    // 10 + 50 centred, at 10 + 100 at the end.
    #expect(items.map(\.frame.origin.x) == xs)
    #expect(items.map(\.frame.maxY) == [60, 60, 60])
    assertFrames(of: root, named: "packed-\(alignment.rawValue)")
  }

  @Test func verticalAxis() throws {
    let (root, row) = try makeRow(Size(width: 60, height: 200))
    try row.distribute(axis: .vertical, mode: .fixedSpacing, spacing: 20, crossAlignment: .center)
    let items = try (0..<2).map { index in
      let node = Node("i\(index)", intrinsicSize: IntrinsicSize(width: 30, height: 10))
      try row.addChild(node)
      return node
    }
    root.layout(in: Size(width: 60, height: 200))
    #expect(
      items.map(\.frame) == [
        Rect(x: 15, y: 0, width: 30, height: 90), Rect(x: 15, y: 110, width: 30, height: 90),
      ])
    assertFrames(of: root, named: "vertical")
  }

  @Test func orderKeysSortAndTiesKeepChildOrder() throws {
    let (root, row) = try makeRow(Size(width: 300, height: 40))
    try row.distribute(mode: .packed, spacing: 0, crossAlignment: .start)
    let c = entry("c", order: 3, size: 10)
    let a = entry("a", order: 1, size: 10)
    let b1 = entry("b1", order: 2, size: 10)
    let b2 = entry("b2", order: 2, size: 10)
    for node in [c, b1, a, b2] { try row.addChild(node) }
    root.layout(in: Size(width: 300, height: 40))
    #expect([a, b1, b2, c].map(\.frame.origin.x) == [0, 10, 20, 30])
    #expect(row.arrangedChildren.map(\.name) == ["a", "b1", "b2", "c"])
    a.order = 4
    root.layout()
    #expect([b1, b2, c, a].map(\.frame.origin.x) == [0, 10, 20, 30])
  }

  @Test func zeroAndOneItemsAreValid() throws {
    let (root, row) = try makeRow(Size(width: 100, height: 40))
    try row.distribute(mode: .fixedSpacing, spacing: 10, leadSpacing: 5, tailSpacing: 5)
    root.layout(in: Size(width: 100, height: 40))
    #expect(root.engine.diagnostics.isEmpty)
    let only = Node("only")
    try row.addChild(only)
    root.layout()
    #expect(only.frame == Rect(x: 5, y: 0, width: 90, height: 40))
  }

  @Test func itemsThatCannotFitGiveADiagnostic() throws {
    let (root, row) = try makeRow(Size(width: 100, height: 40))
    try row.distribute(mode: .fixedItemLength, itemLength: 60)
    for index in 0..<3 { try row.addChild(Node("i\(index)")) }
    root.layout(in: Size(width: 100, height: 40))
    #expect(root.engine.diagnostics.count == 1)
    #expect(root.engine.diagnostics.first?.kind == .conflict)
    #expect(root.engine.diagnostics.first?.description.contains("items must fit") == true)
  }

  @Test func distributingAgainReplaces() throws {
    let (root, row) = try makeRow(Size(width: 300, height: 40))
    for index in 0..<3 { try row.addChild(Node("i\(index)")) }
    try row.distribute(mode: .fixedSpacing, spacing: 10)
    root.layout(in: Size(width: 300, height: 40))
    let present = presentConstraints(root)
    try row.distribute(mode: .fixedSpacing, spacing: 12)
    root.layout()
    try row.distribute(mode: .fixedSpacing, spacing: 10)
    root.layout()
    #expect(presentConstraints(root) == present)
    #expect(row.children[1].frame.origin.x == 103)
  }

  func presentConstraints(_ root: Node) -> Int {
    root.engine.statistics.constraintsAdded - root.engine.statistics.constraintsRemoved
  }

  @Test(arguments: [
    ("spacing", -1.0, "'row'.spacing must not be negative, not -1"),
    ("itemLength", .nan, "'row'.itemLength must be a finite number, not nan"),
  ])
  func badValuesAreErrorsAndKeepThePreviousLayout(
    property: String, value: Double, message: String
  ) throws {
    let (root, row) = try makeRow(Size(width: 300, height: 40))
    try row.distribute(mode: .fixedSpacing, spacing: 10)
    let items = try (0..<2).map { index in
      let node = Node("i\(index)")
      try row.addChild(node)
      return node
    }
    root.layout(in: Size(width: 300, height: 40))
    let frames = items.map(\.frame)
    do {
      if property == "spacing" {
        try row.distribute(mode: .fixedSpacing, spacing: value)
      } else {
        try row.distribute(mode: .fixedItemLength, itemLength: value)
      }
      Issue.record("no error")
    } catch {
      #expect(error.description == message)
    }
    #expect(row.spacing == 10)
    // Set directly: reported at layout, the previous arrangement kept.
    if property == "spacing" { row.spacing = value } else { row.itemLength = value }
    row.mode = property == "spacing" ? .fixedSpacing : .fixedItemLength
    root.layout()
    #expect(root.engine.diagnostics.map(\.description) == ["invalid arrangement: \(message)"])
    #expect(items.map(\.frame) == frames)
  }
}
