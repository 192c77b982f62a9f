import Testing
import TrellisSolver

@Suite struct SolverErrorTests {
  let x = Variable("x")

  @Test func descriptionsNameWhatTheyAreAbout() {
    let low = (x .>= 10).labeled("floor")
    let high = x .<= 5
    #expect(
      SolverError.unsatisfiableConstraint(high, conflicts: [low]).description
        == "required constraint 'x <= 5 @required' conflicts with 'floor: x >= 10 @required'")
    #expect(
      SolverError.unsatisfiableConstraint(
        Constraint(Expression(constant: 1), .equal, Expression()), conflicts: []
      )
      .description == "required constraint '1 == 0 @required' can never hold")
    #expect(
      SolverError.duplicateConstraint(high).description
        == "constraint 'x <= 5 @required' is already in the solver")
    #expect(
      SolverError.unknownConstraint(high).description
        == "constraint 'x <= 5 @required' is not in the solver")
    #expect(SolverError.duplicateEditVariable(x).description == "'x' is already an edit variable")
    #expect(SolverError.unknownEditVariable(x).description == "'x' is not an edit variable")
    #expect(SolverError.requiredEditVariable(x).description.contains("below 1000"))
    #expect(
      SolverError.invalidPriority(Priority(0), high).description
        == "priority 0 of 'x <= 5 @required' is not in (0, 1000]")
    #expect(
      SolverError.nonFiniteValue(.infinity, x).description
        == "suggested value inf for 'x' is not finite")
  }
}
