import Testing
import TrellisSolver
import TrellisTesting

@testable import Trellis

/// StackPanel: the worked checks, every distribution and alignment on both axes, hidden
/// children, self-sizing, RTL, nesting; snapshots plus frames derived by hand.
@Suite struct StackPanelTests {
  /// Three 40×20 children in a 300×100 horizontal stack with spacing 10.
  func horizontalBar(
    _ distribution: StackPanel.Distribution, _ alignment: StackPanel.Alignment
  ) throws -> (root: Node, stack: StackPanel, items: [Node]) {
    let root = Node("root")
    let stack = StackPanel(
      "stack", axis: .horizontal, spacing: 10, distribution: distribution, alignment: alignment)
    try root.addChild(stack)
    try stack.makeConstraints { make in
      make.top.left.equalToSuperview()
      make.size.equalTo(Size(width: 300, height: 100))
    }
    let items = try ["a", "b", "c"].map { name in
      let item = Node(name, intrinsicSize: IntrinsicSize(width: 40, height: 20))
      try stack.addChild(item)
      return item
    }
    root.layout(in: Size(width: 300, height: 100))
    return (root, stack, items)
  }

  @Test func workedCheckHorizontalEqualSpacing() throws {
    let (root, _, items) = try horizontalBar(.equalSpacing, .center)
    #expect(items.map(\.frame.origin.x) == [0, 130, 260])
    #expect(items.map(\.frame.origin.y) == [40, 40, 40])
    #expect(items.map(\.frame.size) == Array(repeating: Size(width: 40, height: 20), count: 3))
    assertFrames(of: root, named: "equalSpacing-center")
  }

  @Test(arguments: [
    (StackPanel.Alignment.top, 0.0, 20.0), (.bottom, 80, 20), (.fill, 0, 100), (.center, 40, 20),
  ])
  func workedCheckAlignments(alignment: StackPanel.Alignment, y: Double, height: Double) throws {
    let (_, _, items) = try horizontalBar(.equalSpacing, alignment)
    #expect(items.map(\.frame.origin.y) == [y, y, y])
    #expect(items.map(\.frame.height) == [height, height, height])
    #expect(items.map(\.frame.origin.x) == [0, 130, 260])
  }

  @Test func workedCheckVerticalEqualSpacing() throws {
    let root = Node("root")
    let stack = StackPanel(
      "stack", axis: .vertical, spacing: 10, distribution: .equalSpacing, alignment: .center)
    try root.addChild(stack)
    try stack.makeConstraints { make in
      make.top.left.equalToSuperview()
      make.size.equalTo(Size(width: 100, height: 300))
    }
    let items = try ["a", "b", "c"].map { name in
      let item = Node(name, intrinsicSize: IntrinsicSize(width: 40, height: 50))
      try stack.addChild(item)
      return item
    }
    root.layout(in: Size(width: 100, height: 300))
    #expect(items.map(\.frame.origin.x) == [30, 30, 30])
    #expect(items.map(\.frame.origin.y) == [0, 125, 250])
    assertFrames(of: root, named: "vertical-equalSpacing-center")
  }

  /// Children with different sizes and baselines: a 40×20 (baselines 15 / 18), b 60×30
  /// (25 / 28), c 30×40 (no baselines: the bottom edge).
  func mixedItems() -> [Node] {
    let a = Node("a", intrinsicSize: IntrinsicSize(width: 40, height: 20))
    a.firstBaselineOffset = 15
    a.lastBaselineOffset = 18
    let b = Node("b", intrinsicSize: IntrinsicSize(width: 60, height: 30))
    b.firstBaselineOffset = 25
    b.lastBaselineOffset = 28
    let c = Node("c", intrinsicSize: IntrinsicSize(width: 30, height: 40))
    return [a, b, c]
  }

  /// One stack per alignment, each 300×60 (horizontal) or 60×300 (vertical), spacing 10,
  /// placed one after the other across the axis.
  func matrix(_ axis: Axis, _ distribution: StackPanel.Distribution) throws -> (
    root: Node, stacks: [StackPanel.Alignment: (StackPanel, [Node])]
  ) {
    let root = Node("root")
    var stacks: [StackPanel.Alignment: (StackPanel, [Node])] = [:]
    var offset = 0.0
    for alignment in StackPanel.Alignment.allCases {
      let stack = StackPanel(
        alignment.rawValue, axis: axis, spacing: 10, distribution: distribution,
        alignment: alignment)
      try root.addChild(stack)
      let items = mixedItems()
      for item in items { try stack.addChild(item) }
      let place = offset
      try stack.makeConstraints { make in
        if axis == .horizontal {
          make.left.equalToSuperview()
          make.top.equalToSuperview().offset(place)
          make.size.equalTo(Size(width: 300, height: 60))
        } else {
          make.top.equalToSuperview()
          make.left.equalToSuperview().offset(place)
          make.size.equalTo(Size(width: 60, height: 300))
        }
      }
      offset += 70
      stacks[alignment] = (stack, items)
    }
    let size = axis == .horizontal ? Size(width: 300, height: 410) : Size(width: 410, height: 300)
    root.layout(in: size)
    return (root, stacks)
  }

  /// Along-axis origins and lengths for the mixed items in a 300-long stack with spacing 10.
  static let expectedAlong: [StackPanel.Distribution: (origins: [Double], lengths: [Double])] = [
    // Intrinsic widths 40 + 60 + 30 and two gaps leave 150: the last item takes it (the tie rule).
    .fill: ([0, 50, 120], [40, 60, 180]),
    // (300 − 20) / 3 = 93.33 each: edges 0 | 93.33, 103.33 | 196.67, 206.67 | 300, rounded to
    // whole points (scale 1).
    .fillEqually: ([0, 103, 207], [93, 94, 93]),
    // 280 shared 40 : 60 : 30: edges 0 | 86.15, 96.15 | 225.38, 235.38 | 300.
    .fillProportionally: ([0, 96, 235], [86, 129, 65]),
    // Gaps (300 − 130) / 2 = 85.
    .equalSpacing: ([0, 125, 270], [40, 60, 30]),
    // Centres 20, 152.5, 285: b spans 122.5 | 182.5, rounded half up.
    .equalCentering: ([0, 123, 270], [40, 60, 30]),
  ]

  @Test(arguments: StackPanel.Distribution.allCases)
  func horizontalMatrix(distribution: StackPanel.Distribution) throws {
    let (root, stacks) = try matrix(.horizontal, distribution)
    let along = try #require(Self.expectedAlong[distribution])
    // Across 60: y and height per alignment, for a (h 20), b (30), c (40).
    let across: [StackPanel.Alignment: (ys: [Double], heights: [Double])] = [
      .fill: ([0, 0, 0], [60, 60, 60]),
      .leading: ([0, 0, 0], [20, 30, 40]),
      .center: ([20, 15, 10], [20, 30, 40]),
      .trailing: ([40, 30, 20], [20, 30, 40]),
      // Baselines on one line as high as containment allows: 15 / 25 / 40 → line at 40.
      .firstBaseline: ([25, 15, 0], [20, 30, 40]),
      // 18 / 28 / 40 → line at 40.
      .lastBaseline: ([22, 12, 0], [20, 30, 40]),
    ]
    for (alignment, (_, items)) in stacks {
      let expected = try #require(across[alignment])
      #expect(items.map(\.frame.origin.x) == along.origins, "\(alignment)")
      #expect(items.map(\.frame.width) == along.lengths, "\(alignment)")
      #expect(items.map(\.frame.origin.y) == expected.ys, "\(alignment)")
      #expect(items.map(\.frame.height) == expected.heights, "\(alignment)")
    }
    assertFrames(of: root, named: distribution.rawValue)
  }

  @Test(arguments: StackPanel.Distribution.allCases)
  func verticalMatrix(distribution: StackPanel.Distribution) throws {
    let (root, stacks) = try matrix(.vertical, distribution)
    // Along the vertical axis the items' heights are 20, 30, 40 (sum 90, gaps 20, rest 190).
    let along: [StackPanel.Distribution: (origins: [Double], lengths: [Double])] = [
      .fill: ([0, 30, 70], [20, 30, 230]),
      .fillEqually: ([0, 103, 207], [93, 94, 93]),
      // 280 shared 20 : 30 : 40: edges 0 | 62.22, 72.22 | 165.56, 175.56 | 300.
      .fillProportionally: ([0, 72, 176], [62, 94, 124]),
      // Gaps (300 − 90) / 2 = 105.
      .equalSpacing: ([0, 125, 260], [20, 30, 40]),
      // Centres 10, 145, 280.
      .equalCentering: ([0, 130, 260], [20, 30, 40]),
    ]
    let expectedAlong = try #require(along[distribution])
    // Across 60 (widths 40, 60, 30); a vertical stack treats baselines as fill.
    let across: [StackPanel.Alignment: (xs: [Double], widths: [Double])] = [
      .fill: ([0, 0, 0], [60, 60, 60]),
      .leading: ([0, 0, 0], [40, 60, 30]),
      .center: ([10, 0, 15], [40, 60, 30]),
      .trailing: ([20, 0, 30], [40, 60, 30]),
      .firstBaseline: ([0, 0, 0], [60, 60, 60]),
      .lastBaseline: ([0, 0, 0], [60, 60, 60]),
    ]
    for (alignment, (_, items)) in stacks {
      let expected = try #require(across[alignment])
      #expect(items.map(\.frame.origin.y) == expectedAlong.origins, "\(alignment)")
      #expect(items.map(\.frame.height) == expectedAlong.lengths, "\(alignment)")
      #expect(items.map(\.frame.origin.x) == expected.xs, "\(alignment)")
      #expect(items.map(\.frame.width) == expected.widths, "\(alignment)")
    }
    assertFrames(of: root, named: distribution.rawValue)
  }
}
