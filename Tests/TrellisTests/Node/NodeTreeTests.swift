import Testing

@testable import Trellis

/// `subtree`, `forEachInSubtree` and `forEachFrame` give parents before children in child order,
/// whether they walk the tree or read the order the engine kept at the last layout; every change of
/// children shows at once, and `forEachFrame` gives each node the frame it reports.
@Suite struct NodeTreeTests {
  /// root → a (a1, a2), b (b1).
  private func makeTree() throws -> (root: Node, a: Node, b: Node) {
    let root = Node("root")
    let a = Node("a")
    let b = Node("b")
    try root.addChild(a)
    try root.addChild(b)
    try a.addChild(Node("a1"))
    try a.addChild(Node("a2"))
    try b.addChild(Node("b1"))
    return (root, a, b)
  }

  private func names(_ node: Node) -> [String] {
    node.subtree.map(\.name)
  }

  @Test func subtreeIsPreorderBeforeAndAfterLayout() throws {
    let (root, a, _) = try makeTree()
    let expected = ["root", "a", "a1", "a2", "b", "b1"]
    #expect(names(root) == expected)
    root.layout(in: Size(width: 100, height: 100))
    #expect(root.engine.subtreeNodes != nil)
    #expect(names(root) == expected)
    #expect(names(a) == ["a", "a1", "a2"])
  }

  @Test func subtreeFollowsEveryChangeOfChildrenAfterLayout() throws {
    let (root, a, b) = try makeTree()
    root.layout(in: Size(width: 100, height: 100))

    try b.addChild(Node("b2"))
    #expect(root.engine.subtreeNodes == nil)
    #expect(names(root) == ["root", "a", "a1", "a2", "b", "b1", "b2"])

    root.layout()
    try root.moveChild(from: 1, to: 0)
    #expect(names(root) == ["root", "b", "b1", "b2", "a", "a1", "a2"])

    root.layout()
    a.children[0].removeFromParent()
    #expect(names(root) == ["root", "b", "b1", "b2", "a", "a2"])

    root.layout()
    let detached = b
    detached.removeFromParent()
    #expect(names(root) == ["root", "a", "a2"])
    #expect(names(detached) == ["b", "b1", "b2"])
  }

  @Test func theKeptOrderDoesNotKeepRemovedNodesAlive() throws {
    let (root, a, _) = try makeTree()
    root.layout(in: Size(width: 100, height: 100))
    weak var removed: Node?
    do {
      let child = a.children[0]
      removed = child
      child.removeFromParent()
    }
    #expect(removed == nil)
    #expect(names(root) == ["root", "a", "a2", "b", "b1"])
  }

  @Test func forEachInSubtreeVisitsTheOrderOfSubtree() throws {
    let (root, a, _) = try makeTree()
    var visited: [String] = []
    root.forEachInSubtree { visited.append($0.name) }
    #expect(visited == names(root))
    root.layout(in: Size(width: 100, height: 100))
    visited = []
    root.forEachInSubtree { visited.append($0.name) }
    #expect(visited == ["root", "a", "a1", "a2", "b", "b1"])
    visited = []
    a.forEachInSubtree { visited.append($0.name) }
    #expect(visited == ["a", "a1", "a2"])
  }

  /// The walk visits the tree as it was when it started, even when its body removes the nodes it
  /// has not reached yet (they stay alive until the walk is over) or adds new ones.
  @Test func forEachInSubtreeVisitsTheTreeAsItWasWhenItStarted() throws {
    let (root, a, b) = try makeTree()
    root.layout(in: Size(width: 100, height: 100))
    weak var removed: Node?
    var visited: [String] = []
    root.forEachInSubtree { node in
      visited.append(node.name)
      if node === a {
        removed = b.children[0]
        b.children[0].removeFromParent()
        try? a.addChild(Node("a3"))
      }
    }
    #expect(visited == ["root", "a", "a1", "a2", "b", "b1"])
    #expect(removed == nil)
    #expect(names(root) == ["root", "a", "a1", "a2", "a3", "b"])
  }

  /// Both walks stop at the node whose body throws, and rethrow.
  @Test(arguments: [false, true]) func aWalkStopsAtAThrow(readingFrames: Bool) throws {
    struct Stop: Error {}
    let (root, _, _) = try makeTree()
    root.layout(in: Size(width: 100, height: 100))
    var visited: [String] = []
    func visit(_ node: Node) throws {
      visited.append(node.name)
      if node.name == "a1" { throw Stop() }
    }
    #expect(throws: Stop.self) {
      if readingFrames {
        try root.forEachFrame { node, _ in try visit(node) }
      } else {
        try root.forEachInSubtree(visit)
      }
    }
    #expect(visited == ["root", "a", "a1"])
  }

  /// The engine keeps the nodes after the root strongly; an engine held past its root must not
  /// keep them alive.
  @Test func anEngineHeldPastItsRootDoesNotKeepTheTreeAlive() throws {
    weak var child: Node?
    var engine: LayoutEngine?
    do {
      let (root, a, _) = try makeTree()
      root.layout(in: Size(width: 100, height: 100))
      child = a
      engine = root.engine
      #expect(engine?.subtreeNodes?.count == 5)
    }
    #expect(child == nil)
    #expect(engine?.subtreeNodes == nil)
  }
  /// root (100 × 100) → a vertical stack pinned at the top, spacing 10, of c1, c2, c3 (20, 30
  /// and 40 tall, filling the width).
  private func makeStack() throws -> (root: Node, stack: StackPanel, items: [Node]) {
    let root = Node("root")
    let stack = StackPanel("stack", axis: .vertical, spacing: 10)
    try root.addChild(stack)
    try stack.makeConstraints { make in make.top.leading.trailing.equalToSuperview() }
    let items = [20.0, 30, 40].enumerated().map { index, height in
      Node("c\(index + 1)", intrinsicSize: IntrinsicSize(height: height))
    }
    for item in items { try stack.addChild(item) }
    return (root, stack, items)
  }

  private func frames(_ node: Node) -> [String: Rect] {
    var frames: [String: Rect] = [:]
    var order: [String] = []
    node.forEachFrame { node, frame in
      frames[node.name] = frame
      order.append(node.name)
      #expect(frame == node.frame, "\(node.name)")
    }
    #expect(order == names(node))
    return frames
  }

  /// Each frame is in its parent's coordinates: the items' are the stack's.
  private let laidOut: [String: Rect] = [
    "root": Rect(x: 0, y: 0, width: 100, height: 100),
    "stack": Rect(x: 0, y: 0, width: 100, height: 110),
    "c1": Rect(x: 0, y: 0, width: 100, height: 20),
    "c2": Rect(x: 0, y: 30, width: 100, height: 30),
    "c3": Rect(x: 0, y: 70, width: 100, height: 40),
  ]

  @Test func forEachFrameGivesEveryNodeItsFrameInTheOrderOfSubtree() throws {
    let (root, stack, _) = try makeStack()
    #expect(frames(root) == laidOut.mapValues { _ in Rect.zero })
    root.layout(in: Size(width: 100, height: 100))
    // The root reads the engine's buffer; a node below it reads through each node.
    let nodes = try #require(root.engine.subtreeNodes)
    #expect(root.engine.frameStore(alignedWith: nodes.count) != nil)
    #expect(root.engine.subtreeFrameSlots == nil)
    #expect(frames(root) == laidOut)
    #expect(frames(stack) == laidOut.filter { $0.key != "root" })
  }

  /// A guide's frame sits in the buffer between the nodes': the walk reads each node's slot.
  @Test func forEachFrameReadsPastTheFramesOfGuides() throws {
    let (root, stack, items) = try makeStack()
    let guide = LayoutGuide("inset")
    try stack.addLayoutGuide(guide)
    try guide.makeConstraints { make in make.edges.equalToSuperview().inset(5) }
    root.layout(in: Size(width: 100, height: 100))
    #expect(root.engine.subtreeFrameSlots == [0, 1, 3, 4, 5])
    #expect(guide.frame == Rect(x: 5, y: 5, width: 90, height: 100))
    #expect(frames(root) == laidOut)
    // A hidden item keeps the frame it reports; the next one moves up.
    items[1].isHidden = true
    root.layout()
    var expected = laidOut
    expected["stack"] = Rect(x: 0, y: 0, width: 100, height: 70)
    expected["c2"] = items[1].frame
    expected["c3"] = Rect(x: 0, y: 30, width: 100, height: 40)
    #expect(frames(root) == expected)
  }

  /// A layout in the walk's body shows in the frames of the nodes visited after it, whether it
  /// wrote into the same buffer (a resize) or registered the tree again (a new child).
  @Test func forEachFrameFollowsALayoutInItsBody() throws {
    let (root, stack, items) = try makeStack()
    root.layout(in: Size(width: 100, height: 100))
    var seen: [String: Rect] = [:]
    root.forEachFrame { node, frame in
      seen[node.name] = frame
      if node === items[0] { root.layout(in: Size(width: 200, height: 100)) }
    }
    #expect(seen["c1"] == Rect(x: 0, y: 0, width: 100, height: 20))
    #expect(seen["c2"] == Rect(x: 0, y: 30, width: 200, height: 30))
    #expect(seen["c3"] == Rect(x: 0, y: 70, width: 200, height: 40))

    let store = root.engine.frameStore
    seen = [:]
    root.forEachFrame { node, frame in
      seen[node.name] = frame
      guard node === items[0] else { return }
      items[0].intrinsicContentSize = IntrinsicSize(height: 25)
      try? stack.addChild(Node("c4", intrinsicSize: IntrinsicSize(height: 5)))
      root.layout()
    }
    #expect(root.engine.frameStore !== store)
    #expect(seen.keys.sorted() == ["c1", "c2", "c3", "root", "stack"])
    #expect(seen["c1"] == Rect(x: 0, y: 0, width: 200, height: 20))
    #expect(seen["c2"] == Rect(x: 0, y: 35, width: 200, height: 30))
    #expect(seen["c3"] == Rect(x: 0, y: 75, width: 200, height: 40))
    #expect(stack.children[3].frame == Rect(x: 0, y: 125, width: 200, height: 5))
  }
}
