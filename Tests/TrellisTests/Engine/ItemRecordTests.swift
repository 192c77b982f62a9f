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

  /// A length that hugging and compression resistance both hold has no fallback. It gets one,
  /// with the current constant, as soon as one of them stops holding it (a priority at the
  /// fallback's or below, no intrinsic length, a default size), and loses it when they hold it
  /// again.
  @Test func aLengthHeldByItsIntrinsicSizeHasNoFallback() throws {
    let root = Node("root")
    let badge = Node("badge", intrinsicSize: IntrinsicSize(width: 40, height: 20))
    try root.addChild(badge)
    try badge.makeConstraints { make in make.top.leading.equalToSuperview() }
    let length = "@\(LayoutEngine.fallbackPriority)"
    func fallbacks() -> [String] {
      root.engine.dump().split(separator: "\n").map(String.init).filter {
        $0.hasPrefix("badge.width ==") || $0.hasPrefix("badge.height ==")
      }
    }
    root.layout(in: Size(width: 400, height: 300))
    #expect(badge.frame == Rect(x: 0, y: 0, width: 40, height: 20))
    #expect(fallbacks().isEmpty)
    // Determined without them.
    #expect(!badge.hasAmbiguousLayout)
    // Hugging at the fallback's priority: the width's fallback is in charge again.
    badge.setContentHuggingPriority(LayoutEngine.fallbackPriority, for: .horizontal)
    badge.intrinsicContentSize = IntrinsicSize(width: 30, height: 20)
    root.layout()
    #expect(badge.frame == Rect(x: 0, y: 0, width: 30, height: 20))
    #expect(fallbacks() == ["badge.width == 30 \(length)"])
    // No intrinsic height: the height falls back to 0.
    badge.intrinsicContentSize = IntrinsicSize(width: 30)
    root.layout()
    #expect(badge.frame == Rect(x: 0, y: 0, width: 30, height: 0))
    #expect(fallbacks() == ["badge.width == 30 \(length)", "badge.height == 0 \(length)"])
    // Held again on both axes.
    let before = root.engine.statistics
    badge.setContentHuggingPriority(.low, for: .horizontal)
    badge.intrinsicContentSize = IntrinsicSize(width: 40, height: 20)
    root.layout()
    #expect(badge.frame == Rect(x: 0, y: 0, width: 40, height: 20))
    #expect(fallbacks().isEmpty)
    // Two fallbacks out, the height's hugging and compression resistance in.
    #expect(root.engine.statistics.constraintsRemoved - before.constraintsRemoved == 2)
    #expect(root.engine.statistics.constraintsAdded - before.constraintsAdded == 2)
    // A default size is the fallbacks' to keep, below the intrinsic size.
    badge.defaultSize = Size(width: 50, height: 10)
    root.layout()
    #expect(badge.frame == Rect(x: 0, y: 0, width: 40, height: 20))
    #expect(fallbacks() == ["badge.width == 50 \(length)", "badge.height == 10 \(length)"])
    // Required hugging and resistance keep their fallback too: a conflict can deactivate them.
    badge.defaultSize = nil
    for axis in Axis.allCases {
      badge.setContentHuggingPriority(.required, for: axis)
      badge.setContentCompressionResistancePriority(.required, for: axis)
    }
    root.layout()
    #expect(badge.frame == Rect(x: 0, y: 0, width: 40, height: 20))
    #expect(fallbacks() == ["badge.width == 40 \(length)", "badge.height == 20 \(length)"])
  }

  /// Two intrinsic widths squeezed into less room than they want, at equal compression
  /// resistance: the constraints tie, and the weakest fallbacks pick the split (`b`'s position
  /// toward its parent's origin, so `a` gives way), which the ambiguity check reports on `b`.
  @Test func heldLengthsThatTieAreSplitByTheFallbacksAndReported() throws {
    let root = Node("root")
    let a = Node("a", intrinsicSize: IntrinsicSize(width: 100, height: 20))
    let b = Node("b", intrinsicSize: IntrinsicSize(width: 100, height: 20))
    try root.addChild(a)
    try root.addChild(b)
    try a.makeConstraints { make in make.top.leading.equalToSuperview() }
    try b.makeConstraints { make in
      make.top.equalToSuperview()
      make.leading.equalTo(a.trailing)
      make.trailing.equalToSuperview().offset(-250)
    }
    root.layout(in: Size(width: 400, height: 300))
    #expect(a.frame == Rect(x: 0, y: 0, width: 50, height: 20))
    #expect(b.frame == Rect(x: 50, y: 0, width: 100, height: 20))
    #expect(b.hasAmbiguousLayout)
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
