import Foundation
import TestSupport
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
    let (root, stack) = try makeTopStack(spacing: 5)
    root.layoutDirection = direction
    stack.insets = EdgeInsets(top: 0, left: 10, bottom: 0, right: 20)
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
    let (root, stack) = try makeTopStack(spacing: 5)
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
    #expect(derived.derives(ObjectIdentifier(alongOnly), on: .horizontal))
    #expect(!derived.derives(ObjectIdentifier(alongOnly), on: .vertical))
    for node in [sized, constrained, parent] {
      #expect(!derived.derives(ObjectIdentifier(node)), "\(node.name)")
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
    #expect(!root.engine.derivedPlacements.derives(ObjectIdentifier(items[1])))
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
    #expect(!root.engine.derivedPlacements.derives(ObjectIdentifier(items[2])))
    #expect(badge.frame == Rect(x: 268, y: 100, width: 12, height: 12))
    #expect(items.map(\.frame) == (0..<3).map(filledFrame))
    _ = stack
  }

  @Test func placementsTurnedIntoRowsInOnePassAreReadFromTheirRows() throws {
    let (root, _, items) = try makeStack(names: ["a", "b", "c", "d"])
    // Two children's widths mentioned before one layout: both become rows in the same pass,
    // and the frame write is pointed at both children's variables at once.
    for index in [1, 3] {
      try items[index].makeConstraints { make in make.width.greaterThanOrEqualTo(100) }
    }
    root.layout()
    let engine = root.engine
    let derived = items.map { engine.derivedPlacements.derives(ObjectIdentifier($0)) }
    #expect(derived == [true, false, true, false])
    #expect(items.map(\.frame) == (0..<4).map(filledFrame))
    // Each child's slots in the frame write hold where the solver keeps its variables (their
    // cross-axis frames are all alike, so a mix-up of the two would not show in them).
    for item in [items[1], items[3]] {
      let order = try #require(engine.records[ObjectIdentifier(item)]?.order)
      let v = item.variables
      #expect(
        Array(engine.itemPositions[(4 * order)..<(4 * order + 4)])
          == engine.solver.positions(of: [v.x, v.y, v.width, v.height]))
      #expect(engine.solver.positions(of: [v.x, v.width]).allSatisfy { $0 >= 0 })
    }
    // Wider: every child spans 400 − 10 − 20.
    root.layout(in: Size(width: 400, height: 400))
    #expect(
      items.map(\.frame)
        == (0..<4).map { Rect(x: 10, y: Double(35 * $0), width: 370, height: 30) })
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

/// Derived placements against rows: random edits (hiding, DSL constraints on either axis,
/// intrinsic sizes, measure functions, grandchildren, guides, insets, margins, alignment,
/// distribution, layout direction, children added and removed) applied to two equal trees, one whose engine never derives; after every layout
/// both must have the same frames, ambiguity and diagnostics.
@Suite struct DerivedPlacementsAgainstRowsTests {
  /// One of the two trees.
  final class Tree: RandomEditTree {
    let root = Node("root")
    let stack: StackPanel
    let badge = Node("badge", intrinsicSize: IntrinsicSize(width: 8, height: 8))
    var made = 0

    /// A stack pinned at its top leading corner, 200 wide at a high priority and at most 400
    /// high; with `freeLength`, nothing constrains its length along the axis (the engine may
    /// then derive its chain).
    init(derives: Bool, axis: Axis, direction: LayoutDirection, freeLength: Bool) throws {
      root.engine.derivesPlacements = derives
      root.layoutDirection = direction
      stack = StackPanel("stack", axis: axis, spacing: 4)
      try addContainerAndBadge(stack)
      try stack.makeConstraints { make in
        make.top.leading.equalToSuperview().offset(5)
        if !freeLength || axis == .vertical { make.width.equalTo(200).priority(Priority(900)) }
        if !freeLength || axis == .horizontal { make.height.lessThanOrEqualTo(400) }
      }
    }

    /// An intrinsic size of a kind: 0–3 a length along the stack only (a child the stack
    /// derives across), 4–5 both, 6 none, 7 a length across only.
    func intrinsicSize(kind: Int, length: Double) -> IntrinsicSize {
      let along = stack.axis
      switch kind {
      case 0..<4:
        return along == .vertical ? IntrinsicSize(height: length) : IntrinsicSize(width: length)
      case 4, 5: return IntrinsicSize(width: length, height: 25)
      case 6: return .none
      default:
        return along == .vertical ? IntrinsicSize(width: length) : IntrinsicSize(height: length)
      }
    }

    /// A new child of the given kind (see ``intrinsicSize(kind:length:)``).
    func makeChild(kind: Int) -> Node {
      made += 1
      return Node("c\(made)", intrinsicSize: intrinsicSize(kind: kind, length: 20))
    }

    var children: [Node] { stack.arrangedChildren }

  }

  /// Whether two trees agree (see ``DerivedComparison``).
  func agree(_ first: Tree, _ second: Tree) -> Bool {
    DerivedComparison.agree(first.root, second.root)
  }

  /// Twenty times the seeds with `TRELLIS_LONG_TESTS=1`.
  static let longCampaign =
    ProcessInfo.processInfo.environment["TRELLIS_LONG_TESTS"] == "1"

  @Test(arguments: 0..<(longCampaign ? 640 : 32))
  func derivedAndRowPlacementsAgreeUnderRandomEdits(seed: Int) throws {
    var random = SeededGenerator(seed: UInt64(seed) &* 7919 &+ 17)
    let axis: Axis = Bool.random(using: &random) ? .vertical : .horizontal
    let direction: LayoutDirection = seed % 3 == 0 ? .rightToLeft : .leftToRight
    let trees = try [true, false].map {
      try Tree(derives: $0, axis: axis, direction: direction, freeLength: seed % 2 == 1)
    }
    func apply(_ edit: (Tree) throws -> Void) throws {
      for tree in trees { try edit(tree) }
    }
    let initial = Int.random(in: 1...6, using: &random)
    let kinds = (0..<initial).map { _ in Int.random(in: 0..<8, using: &random) }
    try apply { tree in
      for kind in kinds { try tree.stack.addChild(tree.makeChild(kind: kind)) }
    }
    for step in 0..<30 {
      let (count, index, value, choice) = DerivedComparison.drawStep(
        childCount: trees[0].children.count, random: &random)
      switch choice {
      case 0..<8:
        try DerivedComparison.applyChildEdit(
          choice, to: trees, index: index, value: value, step: step, random: &random)
      case 8:
        let insets = EdgeInsets(
          top: value / 10, left: value / 5, bottom: value / 20, right: value / 4)
        try apply { tree in tree.stack.insets = insets }
      case 9:
        let alignments: [StackPanel.Alignment] = [.fill, .fill, .leading, .center, .trailing]
        let alignment = alignments[Int.random(in: 0..<alignments.count, using: &random)]
        try apply { tree in tree.stack.alignment = alignment }
      case 10:
        try apply { tree in
          if count > 0 { tree.children[index].removeFromParent() }
        }
      case 11, 12:
        let kind = Int.random(in: 0..<8, using: &random)
        try apply { tree in
          try tree.stack.insertChild(tree.makeChild(kind: kind), at: min(index, count))
        }
      case 13:
        try apply { tree in
          let flipped = tree.root.layoutDirection == .rightToLeft
          tree.root.layoutDirection = flipped ? .leftToRight : .rightToLeft
        }
      case 14:
        let distributions: [StackPanel.Distribution] = [
          .fill, .fillEqually, .fillProportionally, .equalSpacing, .equalCentering,
        ]
        let distribution = distributions[Int.random(in: 0..<5, using: &random)]
        try apply { tree in tree.stack.distribution = distribution }
      default:
        let margins = EdgeInsets(top: value / 20, left: value / 10, bottom: 2, right: 3)
        try apply { tree in
          tree.stack.layoutMargins = margins
          tree.stack.isLayoutMarginsRelativeArrangement.toggle()
        }
      }
      for tree in trees { tree.root.layout(in: Size(width: 320, height: 480)) }
      let same = agree(trees[0], trees[1])
      #expect(
        same,
        "seed \(seed) step \(step): \(DerivedComparison.state(of: trees[0].root)) \(DerivedComparison.state(of: trees[1].root))"
      )
      #expect(
        trees[0].root.engine.diagnostics.map(\.description)
          == trees[1].root.engine.diagnostics.map(\.description), "seed \(seed) step \(step)")
      if step % 3 == 2 {
        _ = DerivedComparison.resizeAndCompare(
          trees[0].root, trees[1].root, "seed \(seed) step \(step)")
      }
    }
  }
}

/// Derived grid cells against rows: random edits of two equal grids, one whose engine never
/// derives (as ``DerivedPlacementsAgainstRowsTests`` does for stacks): hiding, DSL constraints,
/// intrinsic sizes, measure functions, grandchildren, guides, cells, spans, alignments, margins,
/// insets, gaps, track definitions (closed forms or track variables) and the grid's size.
@Suite struct DerivedGridCellsAgainstRowsTests {
  /// One of the two trees.
  final class Tree: RandomEditTree {
    let root = Node("root")
    let grid = GridPanel("grid", rows: 3, columns: 3, rowGap: 4, columnGap: 6)
    let badge = Node("badge", intrinsicSize: IntrinsicSize(width: 8, height: 8))
    var made = 0

    init(derives: Bool) throws {
      root.engine.derivesPlacements = derives
      try addContainerAndBadge(grid)
      try grid.makeConstraints { make in
        make.top.left.equalToSuperview().offset(5)
        make.width.equalTo(300).priority(Priority(900))
        make.height.equalTo(240).priority(Priority(900))
      }
    }

    /// A new child: no intrinsic size for kinds 0–4 (a cell the engine can derive), else
    /// width, height or both.
    func makeChild(kind: Int) -> Node {
      made += 1
      return Node("c\(made)", intrinsicSize: Self.intrinsicSize(kind: kind, length: 20))
    }

    func intrinsicSize(kind: Int, length: Double) -> IntrinsicSize {
      Self.intrinsicSize(kind: kind, length: length)
    }

    static func intrinsicSize(kind: Int, length: Double) -> IntrinsicSize {
      switch kind {
      case 0..<5: .none
      case 5: IntrinsicSize(width: length)
      case 6: IntrinsicSize(height: length)
      default: IntrinsicSize(width: length, height: length)
      }
    }

    var children: [Node] { grid.children }
  }

  /// A random cell of a grid with `rows` × `columns` tracks, filled two times in three on
  /// each axis.
  static func randomCell(
    rows: Int, columns: Int, using random: inout SeededGenerator
  ) -> GridCell {
    let alignments: [GridCell.Alignment] = [
      .fill, .fill, .fill, .fill, .fill, .fill, .start, .center, .end,
    ]
    let row = Int.random(in: 0..<max(1, rows), using: &random)
    let column = Int.random(in: 0..<max(1, columns), using: &random)
    return GridCell(
      row: row, column: column,
      rowSpan: Int.random(in: 0..<4, using: &random) == 0 ? 2 : 1,
      columnSpan: Int.random(in: 0..<4, using: &random) == 0 ? 2 : 1,
      horizontalAlignment: alignments[Int.random(in: 0..<alignments.count, using: &random)],
      verticalAlignment: alignments[Int.random(in: 0..<alignments.count, using: &random)])
  }

  @Test(arguments: 0..<(DerivedPlacementsAgainstRowsTests.longCampaign ? 640 : 32))
  func derivedAndRowCellsAgreeUnderRandomEdits(seed: Int) throws {
    var random = SeededGenerator(seed: UInt64(seed) &* 104_729 &+ 3)
    let trees = try [true, false].map { try Tree(derives: $0) }
    func apply(_ edit: (Tree) throws -> Void) throws {
      for tree in trees { try edit(tree) }
    }
    let initial = Int.random(in: 1...7, using: &random)
    let cells = (0..<initial).map { _ in Self.randomCell(rows: 3, columns: 3, using: &random) }
    let kinds = (0..<initial).map { _ in Int.random(in: 0..<8, using: &random) }
    try apply { tree in
      for (cell, kind) in zip(cells, kinds) {
        try tree.grid.addChild(tree.makeChild(kind: kind), in: cell)
      }
    }
    var incremental = 0
    for step in 0..<30 {
      let (count, index, value, choice) = DerivedComparison.drawStep(
        childCount: trees[0].children.count, random: &random)
      let rows = trees[0].grid.rows
      let columns = trees[0].grid.columns
      switch choice {
      case 0..<8:
        try DerivedComparison.applyChildEdit(
          choice, to: trees, index: index, value: value, step: step, random: &random)
      case 8:
        let insets = EdgeInsets(top: value / 10, left: value / 5, bottom: value / 20, right: 3)
        let gaps = (Double(Int.random(in: 0...8, using: &random)), value / 20)
        try apply { tree in
          tree.grid.insets = insets
          tree.grid.rowGap = gaps.0
          tree.grid.columnGap = gaps.1
        }
      case 9:
        let cell = Self.randomCell(rows: rows, columns: columns, using: &random)
        try apply { tree in
          if count > 0 { tree.children[index].cell = cell }
        }
      case 10:
        try apply { tree in
          if count > 0 { tree.children[index].removeFromParent() }
        }
      case 11:
        let cell = Self.randomCell(rows: rows, columns: columns, using: &random)
        let kind = Int.random(in: 0..<8, using: &random)
        try apply { tree in try tree.grid.addChild(tree.makeChild(kind: kind), in: cell) }
      case 12:
        let choices: [GridTrack] = [.equal, .weight(2), .fixed(value), .auto(), .equal]
        let definitions = (0..<Int.random(in: 0...3, using: &random)).map { _ in
          choices[Int.random(in: 0..<choices.count, using: &random)]
        }
        let alongRows = Bool.random(using: &random)
        try apply { tree in
          if alongRows {
            tree.grid.rowDefinitions = definitions
          } else {
            tree.grid.columnDefinitions = definitions
          }
        }
      case 13:
        let margin = EdgeInsets(top: value / 20, left: value / 10, bottom: 2, right: value / 40)
        try apply { tree in
          if count > 0 { tree.children[index].margin = margin }
        }
      default:
        let size = (Int.random(in: 1...4, using: &random), Int.random(in: 1...4, using: &random))
        try apply { tree in
          tree.grid.rows = size.0
          tree.grid.columns = size.1
        }
      }
      for tree in trees { tree.root.layout(in: Size(width: 320, height: 480)) }
      let (a, b) = (trees[0], trees[1])
      let same = DerivedComparison.agree(a.root, b.root)
      #expect(same, "seed \(seed) step \(step)")
      #expect(
        a.root.engine.diagnostics.map(\.description)
          == b.root.engine.diagnostics.map(\.description),
        "seed \(seed) step \(step)")
      if step % 3 == 2 {
        incremental += DerivedComparison.resizeAndCompare(
          a.root, b.root, "seed \(seed) step \(step)")
      }
    }
    // The derived tree's writes re-patched only the moved cells at least sometimes.
    #expect(incremental > 0, "seed \(seed)")
  }
}

/// How the random tests compare a tree that derives placements with one that does not.
enum DerivedComparison {
  /// What the comparison reads of one item.
  struct ItemState {
    var name: String
    var frame: Rect
    var hidden: Bool
    var ambiguous: Bool
    /// Whether its engine derives both its position and its size (a grid cell).
    var derivedFrame = false
  }

  /// Every node's and guide's name, frame and hidden flag, whether it is ambiguous, and whether
  /// its engine derives it, in tree order.
  static func state(of root: Node) -> [ItemState] {
    var items: [ItemState] = []
    for node in root.subtree {
      items.append(
        ItemState(
          name: node.name, frame: node.frame, hidden: node.isHidden,
          ambiguous: node.hasAmbiguousLayout,
          derivedFrame: root.engine.derivedPlacements.derives(
            ObjectIdentifier(node), on: .horizontal)
            && root.engine.derivedPlacements.derives(ObjectIdentifier(node), on: .vertical)))
      for guide in node.layoutGuides {
        items.append(
          ItemState(
            name: guide.name, frame: guide.frame, hidden: false,
            ambiguous: guide.hasAmbiguousLayout))
      }
    }
    return items
  }

  /// Whether two frames are the same up to a point on each edge: a value the solvers reach by
  /// different steps can differ in its last bits, which moves an edge at a half point to the
  /// other side when it is rounded.
  static func isClose(_ a: Rect, _ b: Rect) -> Bool {
    abs(a.minX - b.minX) <= 1 && abs(a.minY - b.minY) <= 1 && abs(a.maxX - b.maxX) <= 1
      && abs(a.maxY - b.maxY) <= 1
  }

  /// Whether two trees agree: the same items and hidden flags, the frames of the items
  /// ambiguous in neither (ties, and the probes that find them, go whichever way each solver's
  /// history takes them), and no ambiguity in either tree for a child whose whole frame the
  /// first tree derives (its container's equalities pin all four of its variables).
  /// Resizes both roots back and forth (the repeated resize the solver follows along cached
  /// directions, so the derived tree's frame write can re-patch only what moved), expecting the
  /// two to agree after each layout, and ends at the comparison's usual size.
  ///
  /// - Returns: How many of the first root's writes read only the moved values.
  static func resizeAndCompare(_ first: Node, _ second: Node, _ label: String) -> Int {
    var incremental = 0
    for width in [360.0, 320, 360, 290, 320] {
      first.layout(in: Size(width: width, height: 480))
      second.layout(in: Size(width: width, height: 480))
      if first.engine.frameCache.readOnlyMovedValues { incremental += 1 }
      #expect(agree(first, second), "\(label), width \(width)")
    }
    return incremental
  }

  static func agree(_ first: Node, _ second: Node) -> Bool {
    let (a, b) = (state(of: first), state(of: second))
    guard a.map(\.name) == b.map(\.name), a.map(\.hidden) == b.map(\.hidden) else {
      return false
    }
    return zip(a, b).allSatisfy { x, y in
      if x.derivedFrame, x.ambiguous || y.ambiguous { return false }
      if x.ambiguous || y.ambiguous { return true }
      return isClose(x.frame, y.frame)
    }
  }
}

/// What the random tests edit in either tree.
protocol RandomEditTree {
  var root: Node { get }
  /// A node outside the container that an edit places against a child.
  var badge: Node { get }
  /// The container's children.
  var children: [Node] { get }
  /// An intrinsic size of a kind (0–7), the tree's own mix of derivable and not.
  func intrinsicSize(kind: Int, length: Double) -> IntrinsicSize
}

extension RandomEditTree {
  /// Adds the container and the badge to the root, the badge pinned to its top left.
  func addContainerAndBadge(_ container: Node) throws {
    try root.addChild(container)
    try root.addChild(badge)
    try badge.makeConstraints { make in make.top.left.equalToSuperview() }
  }
}

extension DerivedComparison {
  /// Draws one step of a random test: the child it edits (0 when there is none), a value in
  /// points, and the edit (0–7 one of ``applyChildEdit(_:to:index:value:step:random:)``'s, the
  /// rest the container's own).
  static func drawStep(
    childCount count: Int, random: inout SeededGenerator
  ) -> (count: Int, index: Int, value: Double, choice: Int) {
    let index = count == 0 ? 0 : Int.random(in: 0..<count, using: &random)
    let value = Double(Int.random(in: 1...12, using: &random) * 10)
    return (count, index, value, Int.random(in: 0..<16, using: &random))
  }

  /// Applies to every tree one of the edits both random tests make to a child: 0–1 hide or
  /// show it, 2 a DSL constraint on it, 3 the badge placed against it, 4 a new intrinsic size,
  /// 5 a grandchild, 6 a measure function, 7 a layout guide.
  static func applyChildEdit<Tree: RandomEditTree>(
    _ choice: Int, to trees: [Tree], index: Int, value: Double, step: Int,
    random: inout SeededGenerator
  ) throws {
    let priority: Priority = Bool.random(using: &random) ? .required : Priority(500)
    let attribute = Int.random(in: 0..<5, using: &random)
    let kind = Int.random(in: 0..<8, using: &random)
    for tree in trees {
      guard tree.children.indices.contains(index) else { continue }
      let child = tree.children[index]
      switch choice {
      case 0, 1:
        child.isHidden.toggle()
      case 2:
        try child.makeConstraints { make in
          switch attribute {
          case 0: make.width.equalTo(value).priority(priority)
          case 1: make.height.equalTo(value).priority(priority)
          case 2: make.leading.equalToSuperview().offset(value / 10).priority(priority)
          case 3: make.width.lessThanOrEqualTo(value).priority(Priority(760))
          default: make.height.lessThanOrEqualTo(value).priority(Priority(760))
          }
        }
      case 3:
        try tree.badge.remakeConstraints { make in
          make.left.equalTo(child.right)
          make.top.equalTo(child.bottom)
        }
      case 4:
        child.intrinsicContentSize = tree.intrinsicSize(kind: kind, length: value)
      case 5:
        let grandchild = Node("g\(step)")
        try child.addChild(grandchild)
        try grandchild.makeConstraints { make in
          make.top.left.equalToSuperview().offset(2)
          make.size.equalTo(Size(width: 6, height: 6))
        }
      case 6:
        // Continuous in the width: a step would turn the last bits of a width into points.
        child.measure = { width in Size(width: 40, height: 4000 / max(width, 10)) }
      default:
        let guide = LayoutGuide("guide\(step)")
        try child.addLayoutGuide(guide)
        try guide.makeConstraints { make in make.edges.equalToSuperview().inset(1) }
      }
    }
  }
}
