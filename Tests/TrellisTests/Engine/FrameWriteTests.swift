import Testing

@testable import Trellis

/// Frame writes skip the items whose solved values did not change; these are the cases where a
/// frame must still be written.
@Suite struct FrameWriteTests {
  @Test func aChildFixedInTheRootFollowsItsMovingParent() throws {
    // `box` moves with the root's width; `pinned` is placed against the root, not its parent,
    // so its root-space values stay put while its parent-relative frame changes.
    let root = Node("root")
    let box = Node("box")
    let pinned = Node("pinned")
    try root.addChild(box)
    try box.addChild(pinned)
    try box.makeConstraints { make in
      make.right.equalToSuperview()
      make.top.equalToSuperview()
      make.size.equalTo(Size(width: 50, height: 50))
    }
    try pinned.makeConstraints { make in
      make.left.equalTo(root).offset(10)
      make.top.equalTo(root).offset(10)
      make.size.equalTo(Size(width: 5, height: 5))
    }
    root.layout(in: Size(width: 200, height: 100))
    #expect(box.frame == Rect(x: 150, y: 0, width: 50, height: 50))
    #expect(pinned.frame == Rect(x: -140, y: 10, width: 5, height: 5))
    root.layout(in: Size(width: 300, height: 100))
    #expect(box.frame == Rect(x: 250, y: 0, width: 50, height: 50))
    #expect(pinned.frame == Rect(x: -240, y: 10, width: 5, height: 5))
    #expect(pinned.frameInRoot == Rect(x: 10, y: 10, width: 5, height: 5))
  }

  @Test func aHiddenNodeThatDoesNotMoveStillLeavesTheTransition() throws {
    // Plain DSL layout ignores visibility, so hiding `badge` changes none of its values.
    let root = Node("root")
    let badge = Node("badge")
    try root.addChild(badge)
    try badge.makeConstraints { make in
      make.left.top.equalToSuperview().offset(4)
      make.size.equalTo(Size(width: 8, height: 8))
    }
    root.layout(in: Size(width: 100, height: 100))
    badge.isHidden = true
    let hiding = root.engine.layoutWithTransition()
    let change = hiding.changes.first { $0.node === badge }
    #expect(change?.isDisappearing == true)
    #expect(change?.from == Rect(x: 4, y: 4, width: 8, height: 8))
    // Once written hidden, the next transition no longer lists it; shown again, it appears.
    #expect(!root.engine.layoutWithTransition().changes.contains { $0.node === badge })
    badge.isHidden = false
    let showing = root.engine.layoutWithTransition()
    #expect(showing.changes.first { $0.node === badge }?.isAppearing == true)
  }

  @Test func aNewScaleRoundsFramesAgain() throws {
    let root = Node("root")
    let third = Node("third")
    try root.addChild(third)
    try third.makeConstraints { make in
      make.left.top.equalToSuperview()
      make.width.equalToSuperview().dividedBy(3)
      make.height.equalTo(10)
    }
    root.layout(in: Size(width: 100, height: 100))
    #expect(third.frame.width == 33)
    root.engine.scale = 2
    root.layout()
    #expect(third.frame.width == 33.5)
  }
}
