import Testing
import TrellisSolver

@testable import Trellis

/// Hugging and compression resistance are soft rows below required and constraints at
/// required; the change between the two keeps the frames and the conflicts' victims.
@Suite struct IntrinsicRowTests {
  /// Whether the node's horizontal hugging is kept as a soft row (`true`), a constraint
  /// (`false`), or not at all (`nil`).
  func huggingIsSoft(_ node: Node) -> Bool? {
    guard let record = node.engine.records[ObjectIdentifier(node)], let row = record.hug[0]
    else { return nil }
    if case .soft = row { return true }
    return false
  }

  @Test func aSoftHuggingMovesBetweenSoftPrioritiesInPlace() throws {
    let (root, nodes) = try makeTree(children: ["label"])
    defer { withExtendedLifetime(root) {} }
    let label = nodes[0]
    label.intrinsicContentSize = IntrinsicSize(width: 50, height: 20)
    try label.makeConstraints { make in make.width.equalTo(80).priority(500) }
    root.layout()
    // Hugging at 250 loses to the width at 500.
    #expect(label.frame.size == Size(width: 80, height: 20))
    #expect(huggingIsSoft(label) == true)
    let before = root.engine.statistics
    label.setContentHuggingPriority(Priority(700), for: .horizontal)
    root.layout()
    // At 700 it wins; nothing was added or removed.
    #expect(label.frame.size == Size(width: 50, height: 20))
    #expect(huggingIsSoft(label) == true)
    #expect(root.engine.statistics.constraintsAdded == before.constraintsAdded)
    #expect(root.engine.statistics.constraintsRemoved == before.constraintsRemoved)
  }

  @Test func aHuggingMadeRequiredBecomesAConstraintAndKeepsItsPlaceInConflicts() throws {
    let (root, nodes) = try makeTree(children: ["label"])
    defer { withExtendedLifetime(root) {} }
    let label = nodes[0]
    label.intrinsicContentSize = IntrinsicSize(width: 50, height: 20)
    root.layout()
    #expect(huggingIsSoft(label) == true)
    // The DSL width comes after the hugging was made: of the two, it is the newer.
    try label.makeConstraints { make in make.width.equalTo(80) }
    root.layout()
    #expect(label.frame.size == Size(width: 80, height: 20))
    #expect(root.engine.diagnostics.isEmpty)
    // Required, the hugging conflicts with the width; the width, activated later, goes.
    label.setContentHuggingPriority(.required, for: .horizontal)
    root.layout()
    #expect(huggingIsSoft(label) == false)
    let diagnostic = try #require(root.engine.diagnostics.first)
    #expect(diagnostic.kind == .conflict)
    #expect(diagnostic.deactivated.hasPrefix("label.width == 80 @required"))
    // Printed at the priority it keeps: the raise was undone.
    #expect(diagnostic.constraints.contains("label.width <= 50 @low (hugging)"))
    #expect(label.constraints.allSatisfy { !$0.isActive })
    #expect(label.frame.size == Size(width: 50, height: 20))
    // Lowered again, it stays a constraint, at the new priority.
    label.setContentHuggingPriority(.low, for: .horizontal)
    label.setContentCompressionResistancePriority(.low, for: .horizontal)
    try label.makeConstraints { make in make.width.equalTo(90).priority(.high) }
    root.layout()
    #expect(huggingIsSoft(label) == false)
    #expect(label.frame.size == Size(width: 90, height: 20))
  }

  @Test func aRequiredHuggingThatConflictsAsItIsMadeIsNotKept() throws {
    let (root, nodes) = try makeTree(children: ["label"])
    defer { withExtendedLifetime(root) {} }
    let label = nodes[0]
    try label.makeConstraints { make in make.width.equalTo(80) }
    root.layout()
    // Made after the width, the required hugging is the newer of the two: it goes (printed
    // with the constant it was made with, though the solver never held it).
    label.setContentHuggingPriority(.required, for: .horizontal)
    label.intrinsicContentSize = IntrinsicSize(width: 50, height: 20)
    root.layout()
    #expect(huggingIsSoft(label) == nil)
    let diagnostic = try #require(root.engine.diagnostics.first)
    #expect(diagnostic.deactivated == "label.width <= 50 @required (hugging)")
    #expect(label.frame.size == Size(width: 80, height: 20))
  }

  @Test func aRefusedSizeKeepsTheRowAndItsPriorityFollowsTheNode() throws {
    let (root, nodes) = try makeTree(children: ["label"])
    defer { withExtendedLifetime(root) {} }
    let label = nodes[0]
    try label.makeConstraints { make in make.width.equalTo(80).priority(500) }
    label.intrinsicContentSize = IntrinsicSize(width: 50, height: 20)
    root.layout()
    #expect(label.frame.size == Size(width: 80, height: 20))
    // A non-finite width is reported; the rows keep 50, and the hugging goes to 700 all the
    // same, where it beats the width at 500.
    label.intrinsicContentSize = IntrinsicSize(width: .nan, height: 20)
    label.setContentHuggingPriority(Priority(700), for: .horizontal)
    root.layout()
    let reported = root.engine.diagnostics.map(\.deactivated)
    #expect(reported.contains("label.width <= … (hugging): the constant nan is not finite"))
    #expect(huggingIsSoft(label) == true)
    #expect(label.frame.size == Size(width: 50, height: 20))
    // Made required, it becomes a constraint holding the 50 it had.
    label.setContentHuggingPriority(.required, for: .horizontal)
    root.layout()
    #expect(huggingIsSoft(label) == false)
    #expect(label.frame.size == Size(width: 50, height: 20))
  }
}
