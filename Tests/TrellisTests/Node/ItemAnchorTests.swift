import Testing
import TrellisSolver

@testable import Trellis

/// Anchors are the weak references of the tree, the engine and the DSL: they read `nil` once
/// their item is gone, like `weak`, and everything built on them behaves so.
@Suite struct ItemAnchorTests {
  @Test func anAnchorForgetsItsItemWhenTheItemGoes() {
    var anchors: [ItemAnchor] = []
    do {
      let node = Node("node")
      let guide = LayoutGuide("guide")
      anchors = [node.anchor, guide.anchor]
      #expect(anchors[0].item === node)
      #expect(anchors[0].node === node)
      #expect(anchors[1].item === guide)
    }
    #expect(anchors[0].item == nil)
    #expect(anchors[0].node == nil)
    #expect(anchors[1].item == nil)
  }

  /// The anchor keeps the item's variables: whoever holds it (a container's entry) can still
  /// make and remove rows on them once the item is gone.
  @Test func theAnchorKeepsTheVariablesOnceTheItemIsGone() {
    var anchor: ItemAnchor?
    var width: Variable?
    do {
      let node = Node("card")
      anchor = node.anchor
      width = node.variables.width
      #expect(node.anchor.variables.width === node.variables.width)
    }
    #expect(anchor?.item == nil)
    #expect(anchor?.variables.width === width)
    #expect(anchor?.variables.all.map(\.name) == ["card.x", "card.y", "card.width", "card.height"])
    anchor?.withVariables { unretained in
      #expect(unretained.width.toOpaque() == width.map { Unmanaged.passUnretained($0).toOpaque() })
    }
  }

  @Test func weakReferencesReadNilOnceTheirTargetIsGone() throws {
    let child = Node("child", intrinsicSize: IntrinsicSize(width: 10, height: 10))
    let guide = LayoutGuide("guide")
    var engine: LayoutEngine?
    var handles: [LayoutConstraint] = []
    var target: ItemAttribute?
    do {
      let root = Node("root")
      let stack = StackPanel("stack", axis: .vertical)
      try root.addChild(stack)
      try stack.addChild(child)
      try root.addLayoutGuide(guide)
      handles = try stack.makeConstraints { make in make.edges.equalToSuperview() }
      target = stack.bottom
      root.layout(in: Size(width: 100, height: 100))
      #expect(child.parent === stack)
      #expect(guide.owningNode === root)
      #expect(root.engine.root === root)
      #expect(handles.allSatisfy { $0.isActive })
      engine = root.engine
    }
    // The tree above the child is gone; what still refers to it reads nil, and nothing traps.
    #expect(child.parent == nil)
    #expect(guide.owningNode == nil)
    #expect(engine?.root == nil)
    #expect(!handles.isEmpty)
    #expect(handles.allSatisfy { $0.description.contains("stack") })
    let other = Node("other")
    let orphanTarget = try #require(target)
    #expect(throws: LayoutError.self) {
      try other.makeConstraints { make in make.top.equalTo(orphanTarget) }
    }
  }
}
