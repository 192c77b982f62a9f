import Testing
import TrellisSolver

@testable import Trellis

/// The solver constraint a DSL part becomes: both items' terms on the left, the numbers on the
/// right.
@Suite struct SolverConstraintTests {
  /// The coefficients of an expression by variable.
  private func coefficients(_ expression: Expression) -> [ObjectIdentifier: Double] {
    Dictionary(
      uniqueKeysWithValues: expression.terms.map { (ObjectIdentifier($0.variable), $0.coefficient) }
    )
  }

  @Test func bothItemsTermsAreOnTheLeftAndTheConstantOnTheRight() throws {
    let (root, nodes) = try makeTree(children: ["a", "b"])
    defer { withExtendedLifetime(root) {} }
    let (a, b) = (nodes[0], nodes[1])
    try b.makeConstraints { make in
      make.top.equalTo(10)
      make.height.equalTo(20)
    }
    let made = try a.makeConstraints { make in
      make.centerY.equalTo(b).multipliedBy(2).offset(3)
      make.height.equalTo(6)
    }
    let constraint = try #require(made[0].solverConstraints.first)
    // a.y + a.height / 2 == 2 × (b.y + b.height / 2) + 3
    #expect(
      coefficients(constraint.lhs) == [
        ObjectIdentifier(a.variables.y): 1, ObjectIdentifier(a.variables.height): 0.5,
        ObjectIdentifier(b.variables.y): -2, ObjectIdentifier(b.variables.height): -1,
      ])
    #expect(constraint.lhs.constant == 0)
    #expect(constraint.rhs.terms.isEmpty)
    #expect(constraint.rhs.constant == 3)
    #expect(constraint.relation == .equal)
    root.layout()
    // b's middle is at 20, so a's is at 43.
    #expect(a.frame == Rect(x: 0, y: 40, width: 0, height: 6))
  }

  @Test func marginsStayWithTheirSides() throws {
    let (root, nodes) = try makeTree(children: ["a", "b"])
    defer { withExtendedLifetime(root) {} }
    let (a, b) = (nodes[0], nodes[1])
    a.layoutMargins = EdgeInsets(top: 0, left: 4, bottom: 0, right: 0)
    b.layoutMargins = EdgeInsets(top: 0, left: 0, bottom: 0, right: 6)
    let made = try a.makeConstraints { make in
      make.leftMargin.lessThanOrEqualTo(b.rightMargin).multipliedBy(0.5).offset(1)
    }
    let constraint = try #require(made[0].solverConstraints.first)
    // a.x + 4 <= 0.5 × (b.x + b.width − 6) + 1: the first side keeps its 4, the second's −6
    // is scaled onto the right.
    #expect(
      coefficients(constraint.lhs) == [
        ObjectIdentifier(a.variables.x): 1, ObjectIdentifier(b.variables.x): -0.5,
        ObjectIdentifier(b.variables.width): -0.5,
      ])
    #expect(constraint.lhs.constant == 4)
    #expect(constraint.rhs.constant == -6 * 0.5 + 1)
    #expect(constraint.relation == .lessThanOrEqual)
  }

  @Test func mirroredEdgesAndCancelledTermsAreWrittenOnce() throws {
    let (root, nodes) = try makeTree(children: ["a"])
    defer { withExtendedLifetime(root) {} }
    let a = nodes[0]
    root.layoutDirection = .rightToLeft
    let made = try a.makeConstraints { make in
      // −(x + width) == −x + 10: the x terms cancel, the width is left.
      make.leading.equalTo(a.trailing).offset(10)
    }
    let constraint = try #require(made[0].solverConstraints.first)
    #expect(coefficients(constraint.lhs) == [ObjectIdentifier(a.variables.width): -1])
    #expect(constraint.rhs.constant == 10)
  }

  /// A margin attribute is its edge moved in by the margin: leading and trailing margins swap
  /// sides with the direction, the centre within the margins does not.
  @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft])
  func marginAttributesAreTheirEdgesMovedIn(direction: LayoutDirection) throws {
    let (root, nodes) = try makeTree(children: ["a", "b", "c"])
    let (a, b, c) = (nodes[0], nodes[1], nodes[2])
    root.layoutDirection = direction
    root.layoutMargins = EdgeInsets(top: 0, left: 10, bottom: 0, right: 30)
    try a.makeConstraints { make in
      make.leading.equalTo(root.leadingMargin)
      make.top.equalTo(0)
      make.size.equalTo(Size(width: 50, height: 10))
    }
    try b.makeConstraints { make in
      make.trailing.equalTo(root.trailingMargin)
      make.top.equalTo(20)
      make.size.equalTo(Size(width: 50, height: 10))
    }
    try c.makeConstraints { make in
      make.centerX.equalTo(root.centerXWithinMargins)
      make.top.equalTo(40)
      make.size.equalTo(Size(width: 40, height: 10))
    }
    root.layout()
    // The margins run from 10 to 400 − 30 = 370: leading is the left one left-to-right and
    // the right one right-to-left; the centre is at (10 + 370) / 2 = 190.
    let leftToRight = direction == .leftToRight
    #expect(a.frame == Rect(x: leftToRight ? 10 : 320, y: 0, width: 50, height: 10))
    #expect(b.frame == Rect(x: leftToRight ? 320 : 10, y: 20, width: 50, height: 10))
    #expect(c.frame == Rect(x: 170, y: 40, width: 40, height: 10))
  }
}
