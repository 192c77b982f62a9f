import Testing

@testable import Trellis

/// `subtree` gives parents before children in child order, whether it walks the tree or reads
/// the order the engine kept at the last layout; every change of children shows at once.
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
}
