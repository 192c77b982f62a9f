import Testing

@testable import Trellis

/// `subtree` and `forEachInSubtree` give parents before children in child order, whether they walk
/// the tree or read the order the engine kept at the last layout; every change of children shows
/// at once.
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

  @Test func forEachInSubtreeStopsAtAThrow() throws {
    struct Stop: Error {}
    let (root, _, _) = try makeTree()
    root.layout(in: Size(width: 100, height: 100))
    var visited: [String] = []
    #expect(throws: Stop.self) {
      try root.forEachInSubtree { node in
        visited.append(node.name)
        if node.name == "a1" { throw Stop() }
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
}
