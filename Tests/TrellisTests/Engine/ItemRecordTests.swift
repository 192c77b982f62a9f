import Testing
import TrellisSolver

@testable import Trellis

@Suite struct ItemRecordTests {
  @Test func anUnplacedNodeTakesItsIntrinsicSizeThroughEveryChange() throws {
    let (root, nodes) = try makeTree(children: ["badge"])
    defer { withExtendedLifetime(root) {} }
    let badge = nodes[0]
    badge.intrinsicContentSize = IntrinsicSize(width: 40, height: 20)
    root.layout()
    #expect(badge.frame == Rect(x: 0, y: 0, width: 40, height: 20))
    let before = root.engine.statistics
    badge.intrinsicContentSize = IntrinsicSize(width: 60, height: 30)
    root.layout()
    #expect(badge.frame == Rect(x: 0, y: 0, width: 60, height: 30))
    // In place: nothing added or removed.
    #expect(root.engine.statistics.constraintsAdded == before.constraintsAdded)
    #expect(root.engine.statistics.constraintsRemoved == before.constraintsRemoved)
  }

  @Test func hugAndResistanceBelowTheFallbackLeaveTheFallbackInCharge() throws {
    let (root, nodes) = try makeTree(children: ["faint"])
    defer { withExtendedLifetime(root) {} }
    let faint = nodes[0]
    for axis in Axis.allCases {
      faint.setContentHuggingPriority(Priority(0.0005), for: axis)
      faint.setContentCompressionResistancePriority(Priority(0.0005), for: axis)
    }
    faint.intrinsicContentSize = IntrinsicSize(width: 40, height: 20)
    root.layout()
    #expect(faint.frame.size == Size(width: 40, height: 20))
    // The fallback (0.001) outranks hugging and resistance here, so it must follow the change.
    faint.intrinsicContentSize = IntrinsicSize(width: 10, height: 12)
    root.layout()
    #expect(faint.frame.size == Size(width: 10, height: 12))
    // Held by nothing stronger than the engine's fallback: reported as ambiguous.
    #expect(faint.hasAmbiguousLayout)
  }

  /// A length that hugging and compression resistance both hold falls back at the placement
  /// level, and moves back to the lengths' level, its constant brought up to date, as soon as
  /// one of them stops holding it: a weak priority, no intrinsic length, a default size.
  @Test func aLengthHeldByItsIntrinsicSizeFallsBackAtThePlacementLevel() throws {
    let root = Node("root")
    let badge = Node("badge", intrinsicSize: IntrinsicSize(width: 40, height: 20))
    try root.addChild(badge)
    let placement = "@\(LayoutEngine.placementFallbackPriority)"
    let length = "@\(LayoutEngine.fallbackPriority)"
    func fallbacks() -> [String] {
      root.engine.dump().split(separator: "\n").map(String.init).filter {
        $0.hasPrefix("badge.width ==") || $0.hasPrefix("badge.height ==")
      }
    }
    root.layout(in: Size(width: 400, height: 300))
    #expect(badge.frame == Rect(x: 0, y: 0, width: 40, height: 20))
    #expect(fallbacks() == ["badge.width == 40 \(placement)", "badge.height == 20 \(placement)"])
    // Hugging below the lengths' fallback: the width's fallback is in charge again, in place.
    let before = root.engine.statistics
    badge.setContentHuggingPriority(Priority(0.0005), for: .horizontal)
    badge.intrinsicContentSize = IntrinsicSize(width: 30, height: 20)
    root.layout()
    #expect(badge.frame == Rect(x: 0, y: 0, width: 30, height: 20))
    #expect(fallbacks() == ["badge.width == 30 \(length)", "badge.height == 20 \(placement)"])
    #expect(root.engine.statistics.constraintsAdded == before.constraintsAdded)
    #expect(root.engine.statistics.constraintsRemoved == before.constraintsRemoved)
    // No intrinsic height: the height falls back to 0 at the lengths' level.
    badge.intrinsicContentSize = IntrinsicSize(width: 30)
    root.layout()
    #expect(badge.frame == Rect(x: 0, y: 0, width: 30, height: 0))
    #expect(fallbacks() == ["badge.width == 30 \(length)", "badge.height == 0 \(length)"])
    // Held again on both axes (a held length's constant is left as it was: it cannot matter).
    badge.setContentHuggingPriority(.low, for: .horizontal)
    badge.intrinsicContentSize = IntrinsicSize(width: 40, height: 20)
    root.layout()
    #expect(badge.frame == Rect(x: 0, y: 0, width: 40, height: 20))
    #expect(fallbacks().allSatisfy { $0.hasSuffix(placement) })
    // A default size is the fallbacks' to keep: back at the lengths' level, with its constants.
    badge.defaultSize = Size(width: 50, height: 10)
    root.layout()
    #expect(badge.frame == Rect(x: 0, y: 0, width: 40, height: 20))
    #expect(fallbacks() == ["badge.width == 50 \(length)", "badge.height == 10 \(length)"])
  }

  @Test func nodesThatComeAndGoLeaveTheSolverItsSize() throws {
    let root = Node("root")
    let stack = StackPanel("stack", axis: .vertical, spacing: 8)
    try root.addChild(stack)
    try stack.makeConstraints { make in make.top.leading.trailing.equalToSuperview() }
    let kept = Node("kept", intrinsicSize: IntrinsicSize(height: 30))
    try stack.addChild(kept)
    root.layout(in: Size(width: 200, height: 400))
    var baseline = root.engine.solver.variableCount
    var peak = baseline
    for round in 0..<200 {
      if round == 1 {
        // The first row (a node with a child, which a derived chain cannot place) made the
        // stack's chain rows, which it keeps until its next rebuild: `kept`'s position has been
        // a variable of the solver's since. Counted from here.
        baseline = root.engine.solver.variableCount
        peak = baseline
      }
      // A row with a badge pinned by the DSL, a leaf the stack derives, both gone again.
      let row = Node("row\(round)", intrinsicSize: IntrinsicSize(height: 20))
      let badge = Node("badge\(round)", intrinsicSize: IntrinsicSize(width: 10, height: 10))
      let leaf = Node("leaf\(round)", intrinsicSize: IntrinsicSize(height: 12))
      try row.addChild(badge)
      try badge.makeConstraints { make in make.trailing.centerY.equalToSuperview() }
      try stack.insertChild(row, at: 0)
      try stack.addChild(leaf)
      root.layout()
      #expect(row.frame == Rect(x: 0, y: 0, width: 200, height: 20))
      #expect(badge.frame == Rect(x: 190, y: 5, width: 10, height: 10))
      #expect(kept.frame == Rect(x: 0, y: 28, width: 200, height: 30))
      #expect(leaf.frame == Rect(x: 0, y: 66, width: 200, height: 12))
      peak = max(peak, root.engine.solver.variableCount)
      row.removeFromParent()
      leaf.removeFromParent()
      root.layout()
      #expect(kept.frame == Rect(x: 0, y: 0, width: 200, height: 30))
      // The row took its badge and the badge's constraints with it.
      row.layout(in: Size(width: 100, height: 40))
      #expect(badge.frame == Rect(x: 90, y: 15, width: 10, height: 10))
    }
    // Three nodes came and went every round (ten variables: the derived leaf's x and width
    // never reach the solver); the solver kept none of them.
    #expect(peak == baseline + 10)
    #expect(root.engine.solver.variableCount == baseline)
    // A node that comes back is laid out as before.
    let back = Node("back", intrinsicSize: IntrinsicSize(height: 10))
    try stack.addChild(back)
    root.layout()
    back.removeFromParent()
    root.layout()
    try stack.addChild(back)
    root.layout()
    #expect(back.frame == Rect(x: 0, y: 38, width: 200, height: 10))
  }

  /// A card (a title inside, placed by its own constraints) pinned to a screen, laid out; the
  /// screen is released, the card kept.
  private func orphanedCard() throws -> (card: Node, title: Node, pinned: LayoutConstraint) {
    let card = Node("card")
    let title = Node("title")
    var pinned: [LayoutConstraint] = []
    do {
      let screen = Node("screen")
      try screen.addChild(card)
      try card.addChild(title)
      pinned = try card.makeConstraints { make in
        make.top.leading.equalToSuperview().offset(10)
      }
      try card.makeConstraints { make in
        make.size.equalTo(Size(width: 100, height: 60))
      }
      try title.makeConstraints { make in
        make.leading.top.equalToSuperview().offset(8)
        make.width.equalTo(card).offset(-16)
        make.height.equalTo(20)
      }
      screen.layout(in: Size(width: 300, height: 300))
      #expect(card.frame == Rect(x: 10, y: 10, width: 100, height: 60))
    }
    return (card, title, pinned[0])
  }

  /// The constraints inside a subtree whose root was released come back when it is laid out
  /// again; those with the released root stay dropped (UIKit keeps a surviving subview's own
  /// constraints and drops those with its released superview).
  @Test func aSubtreeOutlivingItsRootKeepsItsOwnConstraints() throws {
    let (card, title, pinned) = try orphanedCard()
    #expect(card.parent == nil)
    #expect(!pinned.isActive)
    let other = Node("other")
    try other.addChild(card)
    other.layout(in: Size(width: 200, height: 200))
    #expect(card.frame == Rect(x: 0, y: 0, width: 100, height: 60))
    #expect(title.frame == Rect(x: 8, y: 8, width: 84, height: 20))
    #expect(card.constraints.filter(\.isActive).count == 1)
    #expect(title.constraints.filter(\.isActive).count == title.constraints.count)
    #expect(!pinned.isActive)
    #expect(other.engine.diagnostics.isEmpty)
  }

  @Test func aSubtreeOutlivingItsRootCanBeARoot() throws {
    let (card, title, _) = try orphanedCard()
    card.layout(in: Size(width: 100, height: 60))
    #expect(title.frame == Rect(x: 8, y: 8, width: 84, height: 20))
  }

  /// A node that makes a constraint in its new tree before that tree's first layout still has
  /// its constraints from the released tree brought back: the new constraint's engine is not
  /// the only one the node's constraints were active in.
  @Test func aConstraintMadeInTheNewTreeFirstLeavesTheOldOnesToComeBack() throws {
    let (card, title, _) = try orphanedCard()
    try title.makeConstraints { make in
      make.trailing.lessThanOrEqualToSuperview()
    }
    card.layout(in: Size(width: 100, height: 60))
    #expect(title.frame == Rect(x: 8, y: 8, width: 84, height: 20))
    #expect(title.constraints.filter(\.isActive).count == title.constraints.count)
    #expect(card.engine.diagnostics.isEmpty)
  }

  /// A constraint the caller deactivated stays inactive.
  @Test func aDeactivatedConstraintIsNotBroughtBack() throws {
    let (card, title, _) = try orphanedCard()
    let height = title.constraints.last
    height?.deactivate()
    #expect(height?.isActive == false)
    card.layout(in: Size(width: 100, height: 60))
    #expect(height?.isActive == false)
    #expect(title.frame.height == 0)
  }
}
