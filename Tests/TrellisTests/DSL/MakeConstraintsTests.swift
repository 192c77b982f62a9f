import Testing
import TrellisSolver

@testable import Trellis

/// The behaviours SnapKit's suite checks, in our words.
@Suite struct MakeConstraintsTests {
  @Test func makeAddsOneSolverConstraintPerAttribute() throws {
    let (root, nodes) = try makeTree(children: ["view"])
    let view = nodes[0]
    let made = try view.makeConstraints { make in
      make.top.left.equalToSuperview()
      make.size.equalTo(Size(width: 50, height: 60))
    }
    #expect(made.count == 2)
    #expect(made.map(\.solverConstraints.count) == [2, 2])
    #expect(view.constraints.count == 2)
    root.layout()
    #expect(view.frame == Rect(x: 0, y: 0, width: 50, height: 60))
  }

  @Test func compositesExpandToTheirAttributes() throws {
    let (root, nodes) = try makeTree(children: ["view"])
    defer { withExtendedLifetime(root) {} }
    let made = try nodes[0].makeConstraints { make in
      make.edges.equalToSuperview()
      make.center.equalToSuperview()
      make.horizontalEdges.verticalEdges.equalToSuperview().priority(.low)
      make.directionalEdges.equalToSuperview().priority(.low)
      make.margins.equalToSuperview().priority(.fittingSize)
    }
    #expect(made[0].attributes == [.top, .left, .bottom, .right])
    #expect(made[1].attributes == [.centerX, .centerY])
    #expect(made[2].attributes == [.left, .right, .top, .bottom])
    #expect(made[3].attributes == [.top, .leading, .bottom, .trailing])
    #expect(made[4].attributes == [.topMargin, .leftMargin, .bottomMargin, .rightMargin])
  }

  @Test func aNumberOnAPositionIsRelativeToTheSuperview() throws {
    let root = Node("root")
    let card = Node("card")
    let badge = Node("badge")
    try root.addChild(card)
    try card.addChild(badge)
    try card.makeConstraints { make in
      make.left.equalTo(30)
      make.top.equalTo(20)
      make.size.equalTo(Size(width: 200, height: 100))
    }
    try badge.makeConstraints { make in
      make.centerX.equalTo(10)
      make.centerY.equalTo(-5)
      make.width.height.equalTo(20)
    }
    root.layout(in: Size(width: 400, height: 300))
    #expect(card.frame == Rect(x: 30, y: 20, width: 200, height: 100))
    // centerX == card.centerX + 10 (Masonry: the superview's same attribute, centre included).
    #expect(badge.frame == Rect(x: 100, y: 35, width: 20, height: 20))
  }

  @Test func edgesOffsetAndInsetSigns() throws {
    let (root, nodes) = try makeTree(children: ["inset", "offset"])
    try nodes[0].makeConstraints { make in
      make.edges.equalToSuperview().inset(EdgeInsets(top: 10, left: 20, bottom: 30, right: 40))
    }
    try nodes[1].makeConstraints { make in
      make.edges.equalToSuperview().offset(5)
    }
    root.layout()
    // Insets move every edge inward: right and bottom are negated.
    #expect(nodes[0].frame == Rect(x: 20, y: 10, width: 340, height: 260))
    // An offset adds the same amount to every edge: the frame moves, keeping its size.
    #expect(nodes[1].frame == Rect(x: 5, y: 5, width: 400, height: 300))
  }

  @Test func insetOnSizeAndCenterFollowsSnapKit() throws {
    let (root, nodes) = try makeTree(children: ["view"])
    try nodes[0].makeConstraints { make in
      make.size.equalToSuperview().inset(EdgeInsets(top: 10, left: 20, bottom: 30, right: 40))
      make.center.equalToSuperview().inset(EdgeInsets(top: 10, left: 20, bottom: 30, right: 40))
    }
    root.layout()
    // width −(l+r), height −(t+b); centerX (l−r)/2, centerY (t−b)/2.
    #expect(nodes[0].frame.size == Size(width: 340, height: 260))
    #expect(nodes[0].frame.midX == 200 - 10)
    #expect(nodes[0].frame.midY == 150 - 10)
  }

  @Test func multipliedByAndDividedBy() throws {
    let (root, nodes) = try makeTree(children: ["half", "third"])
    try nodes[0].makeConstraints { make in
      make.width.equalToSuperview().multipliedBy(0.5)
      make.height.equalTo(nodes[1].height).dividedBy(2)
    }
    try nodes[1].makeConstraints { make in
      make.width.equalToSuperview().dividedBy(3)
      make.height.equalTo(90)
    }
    root.layout()
    #expect(nodes[0].frame.size == Size(width: 200, height: 45))
    #expect(nodes[1].frame.width.rounded() == 133)
  }

  @Test func updateChangesTheConstantAndKeepsTheCount() throws {
    let (root, nodes) = try makeTree(children: ["view"])
    let view = nodes[0]
    try view.makeConstraints { make in
      make.top.equalToSuperview().offset(10)
      make.height.equalTo(50)
    }
    let statistics = root.engine.statistics
    let updated = try view.updateConstraints { make in
      make.top.equalToSuperview().offset(40)
      make.height.equalTo(80)
    }
    #expect(updated.count == 2)
    #expect(view.constraints.count == 2)
    root.layout()
    #expect(view.frame.minY == 40 && view.frame.height == 80)
    #expect(root.engine.statistics.constraintsAdded == statistics.constraintsAdded)
    #expect(root.engine.statistics.constraintsRemoved == statistics.constraintsRemoved)
  }

  @Test func updateOnePartOfAComposite() throws {
    let (root, nodes) = try makeTree(children: ["view"])
    try nodes[0].makeConstraints { make in
      make.edges.equalToSuperview()
    }
    try nodes[0].updateConstraints { make in
      make.top.equalToSuperview().offset(25)
    }
    root.layout()
    #expect(nodes[0].frame == Rect(x: 0, y: 25, width: 400, height: 275))
  }

  @Test func updateWithoutAMatchNamesTheAttribute() throws {
    let (root, nodes) = try makeTree(children: ["view"])
    defer { withExtendedLifetime(root) {} }
    try nodes[0].makeConstraints { make in
      make.width.equalTo(50)
    }
    #expect(throws: LayoutError.self) {
      try nodes[0].updateConstraints { make in
        make.width.equalTo(60).priority(.high)
      }
    }
    do {
      try nodes[0].updateConstraints { make in make.height.equalTo(60) }
    } catch {
      #expect(error.description.hasPrefix("updateConstraints found no constraint on 'view.height'"))
      #expect(error.description.contains("MakeConstraintsTests.swift"))
    }
    #expect(nodes[0].constraints.count == 1)
  }

  @Test func remakeReplaces() throws {
    let (root, nodes) = try makeTree(children: ["view"])
    try nodes[0].makeConstraints { make in
      make.width.equalTo(50)
      make.height.equalTo(50)
    }
    try nodes[0].remakeConstraints { make in
      make.size.equalTo(Size(width: 70, height: 80))
    }
    #expect(nodes[0].constraints.count == 1)
    root.layout()
    #expect(nodes[0].frame.size == Size(width: 70, height: 80))
  }

  @Test func removeClears() throws {
    let (root, nodes) = try makeTree(children: ["view"])
    try nodes[0].makeConstraints { make in
      make.size.equalTo(Size(width: 70, height: 80))
    }
    nodes[0].removeConstraints()
    #expect(nodes[0].constraints.isEmpty)
    root.layout()
    #expect(nodes[0].frame.size == .zero)
  }

  @Test func activateAndDeactivateToggle() throws {
    let (root, nodes) = try makeTree(children: ["view"])
    var width: LayoutConstraint?
    try nodes[0].makeConstraints { make in
      width = make.width.equalTo(120).constraint
    }
    let constraint = try #require(width)
    #expect(constraint.isActive)
    constraint.deactivate()
    #expect(!constraint.isActive)
    root.layout()
    #expect(nodes[0].frame.width == 0)
    try constraint.activate()
    root.layout()
    #expect(nodes[0].frame.width == 120)
  }

  @Test func handleUpdatesOffsetInsetAndPriorityInPlace() throws {
    let (root, nodes) = try makeTree(children: ["view"])
    var top: LayoutConstraint?
    var width: LayoutConstraint?
    try nodes[0].makeConstraints { make in
      top = make.top.equalToSuperview().offset(10).constraint
      width = make.width.equalTo(100).priority(.low).constraint
      make.width.equalTo(200).priority(.medium)
    }
    let statistics = root.engine.statistics
    try top?.update(offset: 30)
    try width?.update(offset: 150)
    root.layout()
    #expect(nodes[0].frame.minY == 30)
    #expect(nodes[0].frame.width == 200)
    try width?.update(priority: .high)
    root.layout()
    #expect(nodes[0].frame.width == 150)
    // To and from required, which UIKit forbids.
    try width?.update(priority: .required)
    try width?.update(priority: .low)
    root.layout()
    #expect(nodes[0].frame.width == 200)
    #expect(root.engine.statistics.constraintsAdded == statistics.constraintsAdded)
    #expect(root.engine.statistics.constraintsRemoved == statistics.constraintsRemoved)
  }

  @Test func labelsAndCallSitesAppearInThePrintedForm() throws {
    let (root, nodes) = try makeTree(children: ["card"])
    defer { withExtendedLifetime(root) {} }
    let made = try nodes[0].makeConstraints { make in
      make.width.equalTo(120).labeled("card width")
      make.left.equalToSuperview().offset(-8).priority(.high)
    }
    #expect(
      made[0].description.hasPrefix(
        "card.width == 120 @required (card width, MakeConstraintsTests.swift:"))
    #expect(
      made[1].description.hasPrefix("card.left == root.left - 8 @high (MakeConstraintsTests.swift:")
    )
    #expect(made[0].location.line > 0)
  }

  @Test func priorityValuesAndArithmetic() throws {
    let (root, nodes) = try makeTree(children: ["view"])
    try nodes[0].makeConstraints { make in
      make.width.equalTo(10).priority(.high + 1)
      make.width.equalTo(20).priority(Priority(751) - 1)
      make.height.equalTo(30).priority(999)
    }
    root.layout()
    #expect(nodes[0].frame.width == 10)
    #expect(nodes[0].constraints.map(\.priority) == [Priority(751), .high, Priority(999)])
  }

  @Test func arraysOfNodesMakeConstraintsTogether() throws {
    let (root, nodes) = try makeTree(children: ["a", "b", "c"])
    try nodes.makeConstraints { make in
      make.height.equalTo(44)
      make.width.equalToSuperview().dividedBy(4)
    }
    root.layout()
    #expect(nodes.allSatisfy { $0.frame.size == Size(width: 100, height: 44) })
  }

  @Test func aChainKeptPastItsBlockChangesNothing() throws {
    // A chain written after its block would change a constraint the solver already holds
    // without the solver knowing: it is ignored (the handle's `update` methods change it).
    let (root, nodes) = try makeTree(children: ["view", "other"])
    let view = nodes[0]
    var start: ConstraintMakerExtendable?
    var edit: ConstraintMakerEditable?
    let made = try view.makeConstraints { make in
      start = make.top
      edit = start?.equalToSuperview().offset(10)
      make.left.equalToSuperview()
      make.size.equalTo(Size(width: 20, height: 20))
    }
    root.layout()
    #expect(view.frame == Rect(x: 0, y: 10, width: 20, height: 20))
    _ = start?.bottom.equalTo(nodes[1].bottom)
    _ = edit?.offset(40).priority(.low).labeled("late")
    _ = edit?.multipliedBy(3)
    let top = made[0]
    #expect(top.attributes == [.top])
    #expect(top.relation == .equal)
    #expect(top.priority == .required)
    #expect(top.label == nil)
    #expect(top.multiplier == 1)
    #expect(top.describePart(0).hasPrefix("view.top == root.top + 10 @required"))
    root.layout()
    #expect(view.frame == Rect(x: 0, y: 10, width: 20, height: 20))
    try top.update(offset: 40)
    root.layout()
    #expect(view.frame == Rect(x: 0, y: 40, width: 20, height: 20))
  }

  @Test func aspectRatio() throws {
    let (root, nodes) = try makeTree(children: ["image"])
    try nodes[0].makeConstraints { make in
      make.aspectRatio(16.0 / 9)
      make.height.equalTo(90)
    }
    root.layout()
    #expect(nodes[0].frame.size == Size(width: 160, height: 90))
  }
}
