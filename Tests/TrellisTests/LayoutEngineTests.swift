import Testing
import TrellisSolver

@testable import Trellis

@Suite struct LayoutEngineTests {
  @Test func pinsTheRootAndPlacesChildren() throws {
    let screen = Node("screen")
    let title = Node("title", intrinsicSize: IntrinsicSize(width: 120, height: 40))
    try screen.addChild(title)
    try title.makeConstraints { make in
      make.top.left.equalToSuperview().inset(16)
    }
    screen.engine.layout(in: Size(width: 375, height: 667))
    #expect(screen.frame == Rect(x: 0, y: 0, width: 375, height: 667))
    #expect(title.frame == Rect(x: 16, y: 16, width: 120, height: 40))
  }

  @Test func unplacedNodesSitAtTheirParentsOrigin() throws {
    let screen = Node("screen")
    let card = Node("card")
    let badge = Node("badge", intrinsicSize: IntrinsicSize(width: 20, height: 10))
    try screen.addChild(card)
    try card.addChild(badge)
    try card.makeConstraints { make in
      make.edges.equalToSuperview().inset(EdgeInsets(top: 10, left: 20, bottom: 30, right: 40))
    }
    screen.engine.layout(in: Size(width: 300, height: 200))
    #expect(card.frame == Rect(x: 20, y: 10, width: 240, height: 160))
    #expect(badge.frame == Rect(x: 0, y: 0, width: 20, height: 10))
    #expect(badge.frameInRoot == Rect(x: 20, y: 10, width: 20, height: 10))
  }

  /// The index of DSL constraints by item is built when first asked for; toggling a constraint
  /// without asking keeps the list of constraints to index bounded, and the index answers as if
  /// it had followed every change.
  @Test func theConstraintIndexFollowsActivationsItHasNotIndexedYet() throws {
    let (root, children) = try makeTree(children: ["a", "b"])
    let (a, b) = (children[0], children[1])
    let made = try b.makeConstraints { make in
      make.top.equalTo(a.bottom)
      make.leading.equalTo(a)
    }
    let engine = root.engine
    #expect(engine.unindexedConstraints.count == 2)
    for _ in 0..<3_000 {
      made[0].deactivate()
      try made[0].activate()
    }
    #expect(engine.unindexedConstraints.count <= 1_025)
    made[1].deactivate()
    #expect(engine.constraints(involving: a)?.count == 1)
    #expect(engine.unindexedConstraints.isEmpty)
    // Detaching `a` removes the constraint between the two (it reaches it through the index).
    a.removeFromParent()
    #expect(!made[0].isActive)
  }
}
