import Testing

@testable import Trellis

/// Items read their frames from their engine's frame store; these are the ways an item leaves
/// it, or its store is replaced, and must keep the frame it had.
@Suite struct FrameStoreTests {
  /// A root 200 × 100 with `top` and `bottom` halves stacked by the DSL.
  private func halves() throws -> (root: Node, top: Node, bottom: Node) {
    let root = Node("root")
    let top = Node("top")
    let bottom = Node("bottom")
    try root.addChild(top)
    try root.addChild(bottom)
    try top.makeConstraints { make in
      make.top.leading.trailing.equalToSuperview()
      make.height.equalTo(40)
    }
    try bottom.makeConstraints { make in
      make.top.equalTo(top.bottom)
      make.leading.trailing.bottom.equalToSuperview()
    }
    root.layout(in: Size(width: 200, height: 100))
    return (root, top, bottom)
  }

  @Test func aRemovedNodeKeepsItsLastFrameWhileTheTreeLaysOutAgain() throws {
    let (root, top, bottom) = try halves()
    #expect(bottom.frame == Rect(x: 0, y: 40, width: 200, height: 60))
    bottom.removeFromParent()
    #expect(bottom.frame == Rect(x: 0, y: 40, width: 200, height: 60))
    // The tree registers again (a new store, the slots reassigned) and moves what is left.
    let added = Node("added")
    try root.addChild(added)
    try added.makeConstraints { make in
      make.top.equalTo(top.bottom)
      make.leading.equalToSuperview()
      make.size.equalTo(Size(width: 10, height: 10))
    }
    root.layout(in: Size(width: 300, height: 100))
    #expect(top.frame == Rect(x: 0, y: 0, width: 300, height: 40))
    #expect(added.frame == Rect(x: 0, y: 40, width: 10, height: 10))
    #expect(bottom.frame == Rect(x: 0, y: 40, width: 200, height: 60))
    // It holds its frame itself, not the old store (every frame of the tree as it was).
    #expect(bottom.frameStore == nil)
  }

  @Test func aNodeMovedToAnotherTreeKeepsItsFrameUntilThatTreeLaysItOut() throws {
    let (_, _, bottom) = try halves()
    let other = Node("other")
    bottom.removeFromParent()
    try other.addChild(bottom)
    try bottom.makeConstraints { make in make.edges.equalToSuperview().inset(5) }
    #expect(bottom.frame == Rect(x: 0, y: 40, width: 200, height: 60))
    other.layout(in: Size(width: 50, height: 50))
    #expect(bottom.frame == Rect(x: 5, y: 5, width: 40, height: 40))
  }

  @Test func aNodeOutlivingItsRootKeepsItsFrame() throws {
    weak var released: Node?
    let kept: Node
    do {
      let (root, top, _) = try halves()
      released = root
      kept = top
    }
    #expect(released == nil)
    #expect(kept.parent == nil)
    #expect(kept.frame == Rect(x: 0, y: 0, width: 200, height: 40))
  }

  /// A measure function that reads another node's frame while the tree is registered again
  /// (a node was added) reads the last layout's frame, not whatever the new order put in its
  /// slot.
  @Test func aFrameReadDuringAnotherRegistrationIsTheLastLayouts() throws {
    let (root, top, bottom) = try halves()
    var seen: [Rect] = []
    let label = Node("label")
    label.measure = { width in
      if width.isFinite { seen.append(bottom.frame) }
      return Size(width: width, height: 10)
    }
    // Inserted first, so every slot after it moves.
    try root.insertChild(label, at: 0)
    try label.makeConstraints { make in
      make.top.equalTo(top.bottom)
      make.leading.equalToSuperview()
      make.width.equalTo(20)
    }
    root.layout()
    #expect(seen.first == Rect(x: 0, y: 40, width: 200, height: 60))
    #expect(label.frame == Rect(x: 0, y: 40, width: 20, height: 10))
    #expect(bottom.frame == Rect(x: 0, y: 40, width: 200, height: 60))
  }

  /// Asking a node of a laid-out tree for its fitting size solves its subtree apart: the node
  /// and its subtree go on reading (and following) their own tree's frames.
  @Test func aFittingSizeProbeLeavesTheFramesWithTheirTree() throws {
    let (root, top, bottom) = try halves()
    #expect(top.fittingSize().height == 40)
    try top.remakeConstraints { make in
      make.top.leading.equalToSuperview().offset(10)
      make.width.equalTo(120)
      make.height.equalTo(50)
    }
    root.layout()
    #expect(top.frame == Rect(x: 10, y: 10, width: 120, height: 50))
    #expect(bottom.frame == Rect(x: 0, y: 60, width: 200, height: 40))
  }
}
