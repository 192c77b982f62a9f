import TestSupport
import Testing
import TrellisSolver

@testable import Trellis

/// A stack whose length nothing else requires holds one row for it, and the frame write places
/// its visible children; anything that would mention a child's position or require the length
/// turns the chain back into rows. Every frame is derived by hand, and each case is also laid
/// out by an engine that never derives, which must agree.
@Suite struct StackDerivedChainTests {
  /// A vertical stack pinned at the top and sides of a 300 × 400 root (its height free), insets
  /// 3 above and 7 below, spacing 5 with 9 after `a`; children 30, 20 and 10 high.
  func makeChain(derives: Bool = true) throws -> (root: Node, stack: StackPanel, items: [Node]) {
    let (root, stack) = try makeTopStack(spacing: 5)
    root.engine.derivesPlacements = derives
    stack.insets = EdgeInsets(top: 3, left: 0, bottom: 7, right: 0)
    let items = try zip(["a", "b", "c"], [30.0, 20, 10]).map { name, height in
      let item = Node(name, intrinsicSize: IntrinsicSize(height: height))
      try stack.addChild(item)
      return item
    }
    stack.setCustomSpacing(9, after: items[0])
    root.layout(in: Size(width: 300, height: 400))
    return (root, stack, items)
  }

  /// The frames of both trees agree, node by node.
  func expectSameFrames(
    _ first: Node, _ second: Node, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(
      first.subtree.map(\.frame) == second.subtree.map(\.frame), sourceLocation: sourceLocation)
  }

  @Test func aFreeStackHoldsOneRowForItsLength() throws {
    let (root, stack, items) = try makeChain()
    #expect(root.engine.derivedChains.count == 1)
    // 3, then 3 + 30 + 9, then 42 + 20 + 5; the stack is 67 + 10 + 7 high.
    #expect(items.map(\.frame.origin.y) == [3, 42, 67])
    #expect(items.map(\.frame.height) == [30, 20, 10])
    #expect(stack.frame == Rect(x: 0, y: 0, width: 300, height: 84))
    // The children's positions never reach the solver.
    #expect(root.engine.solver.positions(of: items.map(\.variables.y)) == [-1, -1, -1])
    #expect(items.allSatisfy { !$0.hasAmbiguousLayout })
    let (rows, _, _) = try makeChain(derives: false)
    #expect(rows.engine.derivedChains.isEmpty)
    expectSameFrames(root, rows)
  }

  @Test func theDumpWritesTheChainsRowsAndReplaysToTheFrames() throws {
    let (root, _, _) = try makeChain()
    let dump = root.engine.dump()
    #expect(dump.contains("a.y - stack.y == 3"))
    #expect(dump.contains("b.y - a.y - a.height == 9"))
    #expect(dump.contains("c.y - b.y - b.height == 5"))
    #expect(dump.contains("c.y + c.height - stack.y - stack.height == -7"))
    let replay = ScriptRunner.run(dump)
    #expect(replay.error == nil)
    #expect(replay.output.contains("b.y = 42\n"))
    #expect(replay.output.contains("stack.height = 84\n"))
  }

  @Test func hidingAndShowingMakeTheLengthRowAnew() throws {
    let (root, stack, items) = try makeChain()
    let before = root.engine.statistics
    items[1].isHidden = true
    root.layout()
    let hidden = root.engine.statistics
    // The length row made anew; b's position across kept as a row, and its fallbacks on its
    // width and on its position along (what the stack no longer fixes).
    #expect(hidden.constraintsAdded - before.constraintsAdded == 4)
    #expect(hidden.constraintsRemoved - before.constraintsRemoved == 1)
    // c follows a and its spacing: 3 + 30 + 9.
    #expect(items[2].frame.origin.y == 42)
    #expect(stack.frame.height == 3 + 30 + 9 + 10 + 7)
    items[1].isHidden = false
    root.layout()
    let shown = root.engine.statistics
    // The length row made anew, b's end across made, its two fallbacks gone.
    #expect(shown.constraintsAdded - hidden.constraintsAdded == 2)
    #expect(shown.constraintsRemoved - hidden.constraintsRemoved == 3)
    #expect(items.map(\.frame.origin.y) == [3, 42, 67])
    #expect(root.engine.derivedChains.count == 1)
  }

  @Test func movedChildrenArePlacedInTheirNewOrder() throws {
    let (root, stack, items) = try makeChain()
    try stack.moveChild(from: 0, to: 2)
    root.layout()
    // b, c, a: 3, 3 + 20 + 5, 28 + 10 + 5 (a keeps its custom spacing, now last).
    #expect(items.map(\.frame.origin.y) == [43, 3, 28])
    #expect(root.engine.derivedChains.count == 1)
  }

  @Test func aHiddenChildMovedAndAToggleAfterIt() throws {
    let trees = try [true, false].map { try makeChain(derives: $0) }
    for tree in trees {
      tree.items[0].isHidden = true
      tree.root.layout()
      // The shown children stay b, c: only a's place among the children changes.
      try tree.stack.moveChild(from: 0, to: 2)
      tree.root.layout()
      tree.items[2].isHidden = true
      tree.root.layout()
    }
    #expect(trees[0].root.engine.derivedChains.count == 1)
    // Only b is shown: at the top inset.
    #expect(trees[0].items[1].frame.origin.y == 3)
    #expect(trees[0].stack.frame.height == 3 + 20 + 7)
    expectSameFrames(trees[0].root, trees[1].root)
  }

  @Test func aConstraintOnAChildsPositionMakesTheChainsRows() throws {
    let (root, _, items) = try makeChain()
    try items[2].makeConstraints { make in make.top.greaterThanOrEqualTo(items[0].bottom) }
    root.layout()
    #expect(root.engine.derivedChains.isEmpty)
    #expect(items.map(\.frame.origin.y) == [3, 42, 67])
    // A constraint on a child's length alone keeps the chain derived.
    let (other, _, others) = try makeChain()
    try others[1].makeConstraints { make in make.height.equalTo(25) }
    other.layout()
    #expect(other.engine.derivedChains.count == 1)
    #expect(others.map(\.frame.origin.y) == [3, 42, 72])
  }

  @Test func aRequiredLengthMakesTheChainsRowsAndSqueezesAsRowsWould() throws {
    let trees = try [true, false].map { try makeChain(derives: $0) }
    for tree in trees {
      try tree.stack.makeConstraints { make in make.height.equalTo(80) }
      tree.root.layout()
    }
    #expect(trees[0].root.engine.derivedChains.isEmpty)
    // 80 − 3 − 9 − 5 − 7 = 56 for 60 of content: the last child, whose compression resistance
    // weighs half, gives up the 4.
    #expect(trees[0].stack.frame.height == 80)
    #expect(trees[0].items.map(\.frame.origin.y) == [3, 42, 67])
    #expect(trees[0].items[2].frame.height == 6)
    expectSameFrames(trees[0].root, trees[1].root)
    #expect(
      trees[0].root.engine.diagnostics.map(\.description)
        == trees[1].root.engine.diagnostics.map(\.description))
  }

  @Test func anotherContainerSizingTheStackMakesTheChainsRows() throws {
    let trees = try [true, false].map { derives in
      let tree = try makeChain(derives: derives)
      #expect(tree.root.engine.derivedChains.count == (derives ? 1 : 0))
      // A filled row 100 high, added after the chain was derived: moved into it, the stack is
      // sized by the row's required rows across the row's axis.
      let row = StackPanel("row", axis: .horizontal, spacing: 0)
      try tree.root.addChild(row)
      try row.makeConstraints { make in
        make.top.equalToSuperview().offset(200)
        make.leading.trailing.equalToSuperview()
        make.height.equalTo(100)
      }
      tree.stack.removeFromParent()
      try row.addChild(tree.stack)
      tree.root.layout()
      return tree
    }
    #expect(trees[0].root.engine.derivedChains.isEmpty)
    #expect(trees[0].stack.frame.height == 100)
    // 100 for 84 of content: the last child, the lighter weight, takes the 16 more.
    #expect(trees[0].items.map(\.frame.origin.y) == [3, 42, 67])
    #expect(trees[0].items[2].frame.height == 26)
    expectSameFrames(trees[0].root, trees[1].root)
  }

  @Test func aChildThatGainsAChildMakesTheChainsRows() throws {
    let (root, _, items) = try makeChain()
    let grandchild = Node("grandchild", intrinsicSize: IntrinsicSize(width: 4, height: 4))
    try items[1].addChild(grandchild)
    root.layout()
    #expect(root.engine.derivedChains.isEmpty)
    #expect(items.map(\.frame.origin.y) == [3, 42, 67])
    #expect(grandchild.frame.origin == Point(x: 0, y: 0))
  }

  @Test func aHiddenChildWithAChildKeepsTheChainDerived() throws {
    let (root, _, items) = try makeChain()
    items[0].isHidden = true
    root.layout()
    let grandchild = Node("grandchild", intrinsicSize: IntrinsicSize(width: 4, height: 4))
    try items[0].addChild(grandchild)
    root.layout()
    // The chain places b and c, found past a's grandchild in the frame order.
    #expect(root.engine.derivedChains.count == 1)
    #expect(items[1...].map(\.frame.origin.y) == [3, 28])
  }

  /// Random edits that leave a chain derived (hiding, showing, children added, removed and
  /// moved, lengths and spacings changed, DSL constraints on the children's lengths — required
  /// ones that conflict among themselves included — and across the axis, the root resized) on
  /// two equal trees, one whose engine never derives: after every layout the chain is still
  /// derived, and the frames, ambiguity and diagnostics agree.
  @Test(arguments: 0..<16) func derivedChainsAgreeWithRowsUnderRandomEdits(seed: UInt64) throws {
    var random = SeededGenerator(seed: seed &* 31 &+ 5)
    let axis: Axis = seed % 2 == 0 ? .vertical : .horizontal
    let trees = try [true, false].map { derives in
      let root = Node("root")
      root.engine.derivesPlacements = derives
      let stack = StackPanel("stack", axis: axis, spacing: 3)
      try root.addChild(stack)
      try stack.makeConstraints { make in make.top.leading.equalToSuperview() }
      return (root: root, stack: stack)
    }
    var made = 0
    func add(at index: Int, length: Double) throws {
      made += 1
      for tree in trees {
        let size = axis == .vertical ? IntrinsicSize(height: length) : IntrinsicSize(width: length)
        try tree.stack.insertChild(Node("c\(made)", intrinsicSize: size), at: index)
      }
    }
    for index in 0..<6 { try add(at: index, length: Double(5 * (index + 1))) }
    for step in 0..<40 {
      let count = trees[0].stack.children.count
      let index = Int.random(in: 0..<max(1, count), using: &random)
      let length = Double(Int.random(in: 1...12, using: &random) * 3)
      let priorities: [Priority] = [.required, .required, .high, .low]
      let priority = priorities[Int.random(in: 0..<priorities.count, using: &random)]
      switch Int.random(in: 0..<11, using: &random) {
      case 0...1 where count > 0:
        for tree in trees { tree.stack.children[index].isHidden.toggle() }
      case 2:
        try add(at: Int.random(in: 0...count, using: &random), length: length)
      case 3 where count > 1:
        for tree in trees { tree.stack.children[index].removeFromParent() }
      case 4 where count > 1:
        let to = Int.random(in: 0..<count, using: &random)
        for tree in trees { try tree.stack.moveChild(from: index, to: to) }
      case 5 where count > 0:
        for tree in trees {
          let child = tree.stack.children[index]
          child.intrinsicContentSize =
            axis == .vertical ? IntrinsicSize(height: length) : IntrinsicSize(width: length)
        }
      case 6 where count > 0:
        for tree in trees {
          tree.stack.setCustomSpacing(length / 3, after: tree.stack.children[index])
        }
      case 7 where count > 0:
        // A length along the axis: at most, at least or exactly, at a random priority, on one
        // of the first three children (so that required ones meet and conflict).
        let relation = Int.random(in: 0..<3, using: &random)
        for tree in trees {
          try tree.stack.children[index % min(3, count)].makeConstraints { make in
            let attribute = axis == .vertical ? make.height : make.width
            switch relation {
            case 0: attribute.lessThanOrEqualTo(length).priority(priority)
            case 1: attribute.greaterThanOrEqualTo(length).priority(priority)
            default: attribute.equalTo(length).priority(priority)
            }
          }
        }
      case 8 where count > 1:
        let other = Int.random(in: 0..<count, using: &random)
        for tree in trees {
          let target = tree.stack.children[other]
          try tree.stack.children[index].makeConstraints { make in
            (axis == .vertical ? make.height : make.width).equalTo(target).priority(priority)
          }
        }
      case 9 where count > 0:
        // Across the axis: the stack keeps its chain along it.
        for tree in trees {
          try tree.stack.children[index].makeConstraints { make in
            (axis == .vertical ? make.width : make.height).lessThanOrEqualTo(length + 20)
              .priority(priority)
          }
        }
      default:
        for tree in trees { tree.stack.isReversed.toggle() }
      }
      for tree in trees { tree.root.layout(in: Size(width: 200 + Double(step), height: 300)) }
      #expect(
        trees[0].root.engine.diagnostics.map(\.description)
          == trees[1].root.engine.diagnostics.map(\.description), "seed \(seed) step \(step)")
      #expect(trees[0].root.engine.derivedChains.count == 1, "seed \(seed) step \(step)")
      #expect(
        trees[0].root.subtree.map(\.frame) == trees[1].root.subtree.map(\.frame),
        "seed \(seed) step \(step)")
      #expect(
        trees[0].root.subtree.map(\.hasAmbiguousLayout)
          == trees[1].root.subtree.map(\.hasAmbiguousLayout), "seed \(seed) step \(step)")
    }
  }

  @Test func aHorizontalStackDerivesItsChainLeftToRightOnly() throws {
    for direction in [LayoutDirection.leftToRight, .rightToLeft] {
      let root = Node("root")
      root.layoutDirection = direction
      let stack = StackPanel("stack", axis: .horizontal, spacing: 4)
      try root.addChild(stack)
      try stack.makeConstraints { make in make.top.leading.equalToSuperview() }
      let items = try [10.0, 20, 30].enumerated().map { index, width in
        let item = Node("i\(index)", intrinsicSize: IntrinsicSize(width: width, height: 8))
        try stack.addChild(item)
        return item
      }
      root.layout(in: Size(width: 200, height: 100))
      #expect(root.engine.derivedChains.count == (direction == .leftToRight ? 1 : 0))
      // In the stack's coordinates: right to left, the first child ends at the stack's 68.
      let xs = direction == .leftToRight ? [0.0, 14, 38] : [58.0, 34, 0]
      #expect(items.map(\.frame.origin.x) == xs, "\(direction)")
    }
  }
}
