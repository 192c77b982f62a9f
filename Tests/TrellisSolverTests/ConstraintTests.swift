import Testing
import TrellisSolver

@Suite struct ConstraintTests {
  let x = Variable("x")
  let y = Variable("y")

  @Test func relationOperatorsBuildRequiredConstraints() {
    let constraints = [x .== y, x .<= 10, 10 .>= x + y, x + 1 .== y * 2, 3 .<= x]
    #expect(constraints.allSatisfy { $0.priority == .required })
    #expect(
      constraints.map(\.relation) == [
        .equal, .lessThanOrEqual, .greaterThanOrEqual, .equal, .lessThanOrEqual,
      ])
  }

  @Test func expressionMovesEverythingLeft() {
    let constraint = x + 10 .<= y
    #expect(constraint.expression == x - y + 10)
  }

  @Test func priorityAndLabelMakeNewObjects() {
    let base = x .>= 0
    let preferred = base.priority(.high).labeled("floor")
    #expect(preferred !== base)
    #expect(preferred.priority == .high)
    #expect(preferred.label == "floor")
    #expect(preferred.relation == base.relation)
  }

  @Test func identityNotStructure() {
    let first = x .== 1
    let second = x .== 1
    #expect(first != second)
    #expect(first == first)
    #expect(Set([first, second, first]).count == 2)
  }

  @Test func descriptionIsTheTextFormat() {
    #expect((x + 10 .<= y).description == "x + 10 <= y @required")
    #expect((2 * x - y .== 0.5).priority(.low).description == "2 * x - y == 0.5 @low")
    #expect((x .>= -3).priority(Priority(751)).labeled("min").description == "min: x >= -3 @751")
  }
}
