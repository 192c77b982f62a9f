import Testing

@testable import TrellisSolver

/// `Solver.hasRequiredConstraint(mentioning:)`: whether a live required constraint names a
/// variable, whatever else does.
@Suite struct SolverRequiredMentionsTests {
  @Test func onlyLiveRequiredConstraintsCount() throws {
    let (x, y, z) = (Variable("x"), Variable("y"), Variable("z"))
    var solver = Solver()
    #expect(!solver.hasRequiredConstraint(mentioning: x))
    try solver.add((x .== 10).priority(.high))
    let soft = solver.addSoftRow(y, 1, x, -1, relation: .equal, constant: 0, priority: .low)
    #expect(soft != nil)
    // Soft rows only.
    #expect(!solver.hasRequiredConstraint(mentioning: x))
    #expect(!solver.hasRequiredConstraint(mentioning: y))
    let required = y .>= z + 5
    try solver.add(required)
    #expect(solver.hasRequiredConstraint(mentioning: y))
    #expect(solver.hasRequiredConstraint(mentioning: z))
    #expect(!solver.hasRequiredConstraint(mentioning: x))
    try solver.remove(required)
    #expect(!solver.hasRequiredConstraint(mentioning: z))
    // Made required in place, and back.
    let raised = (x .<= 20).priority(.low)
    try solver.add(raised)
    try solver.updatePriority(of: raised, to: .required)
    #expect(solver.hasRequiredConstraint(mentioning: x))
    try solver.updatePriority(of: raised, to: .low)
    #expect(!solver.hasRequiredConstraint(mentioning: x))
  }
}
