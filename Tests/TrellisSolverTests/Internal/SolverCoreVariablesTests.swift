import Testing

@testable import TrellisSolver

/// Variables first seen in a constraint are borrowed from it (their objects are not visited
/// when registered) until a row that mentions them leaves the solver, which hands them over.
@Suite struct SolverCoreVariablesTests {
  @Test func aConstraintLendsTheVariablesItBrings() throws {
    var solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    try solver.add(x .== 5)
    #expect(solver.addSoftRow(y, 1, nil, 0, relation: .equal, constant: 3, priority: .low) != nil)
    let column = try #require(solver.core.column(of: x))
    let softColumn = try #require(solver.core.column(of: y))
    // The constraint's variable is borrowed; a soft row holds no object, so its new variable
    // is the solver's own.
    #expect(solver.core.variables[Int(column)] == nil)
    #expect(solver.core.variables[Int(softColumn)] === y)
    #expect(solver.core.variable(at: Int(column)) === x)
    #expect(solver.values(of: [x, y]) == [5, 3])
    #expect(solver.debugDescription.contains("x == 5"))
    #expect(solver.debugDescription.contains("# x = 5"))
  }

  @Test func aRemovedConstraintHandsItsVariablesOver() throws {
    var solver = Solver()
    weak var weakX: Variable?
    weak var weakY: Variable?
    try {
      let x = Variable("x")
      let y = Variable("y")
      weakX = x
      weakY = y
      let first = x .== y + 10
      try solver.add(first)
      try solver.add((y .== 2).priority(.low))
      #expect(solver.values(of: [x, y]) == [12, 2])
      // Both borrowed from `first`; removing it leaves x mentioned by no row and y by the
      // low row, whose constraint holds y anyway.
      try solver.remove(first)
      let columns = [x, y].map { solver.core.column(of: $0).map(Int.init) }
      #expect(columns.map { $0.flatMap { solver.core.variables[$0] } } == [x, y])
    }()
    // The caller's references are gone: the solver keeps both, as it keeps every variable it
    // has seen, so no other object can come to share an address it knows.
    let x = try #require(weakX)
    let y = try #require(weakY)
    #expect(solver.values(of: [x, y]) == [12, 2])
    #expect(solver.debugDescription.contains("# x = 12"))
  }

  @Test func aCopyThatRemovesTheConstraintLeavesTheOriginalItsLoan() throws {
    var original = Solver()
    weak var weakX: Variable?
    var copy = Solver()
    try {
      let x = Variable("x")
      weakX = x
      let constraint = x .== 7
      try original.add(constraint)
      #expect(original.values(of: [x]) == [7])
      copy = original
      try copy.remove(constraint)
    }()
    // The copy adopted x in its own list; the original still borrows it from the constraint
    // it holds, and the caller's references are gone.
    let x = try #require(weakX)
    #expect(original.core.variables == [nil])
    #expect(copy.core.variables == [x])
    #expect(original.values(of: [x]) == [7])
    #expect(copy.values(of: [x]) == [7])
    #expect(original.debugDescription.contains("x == 7"))
  }

  @Test func aDumpNamesBorrowedVariablesFromTheirConstraints() throws {
    var solver = Solver()
    let left = Variable("left")
    let width = Variable("width")
    let right = Variable("right")
    try solver.add(left .== 0)
    try solver.add((width .== 40).priority(.high))
    try solver.add(right .== left + width)
    #expect(solver.core.variables.allSatisfy { $0 == nil })
    #expect(
      solver.debugDescription == """
        # TrellisSolver: 3 variables, 3 constraints, 0 edit variables
        left == 0
        width == 40 @high
        right - left - width == 0
        # values
        # left = 0
        # width = 40
        # right = 40

        """)
  }

  @Test func aRolledBackAdditionForgetsTheVariablesItBrought() throws {
    var solver = Solver()
    let x = Variable("x")
    try solver.add(x .== 1)
    let before = solver.debugDescription
    // z is new, but its coefficient is too small to lead the row: the addition runs as a
    // transaction, fails, and is undone.
    let z = Variable("z")
    #expect(throws: SolverError.self) { try solver.add(x + 1e-9 * z .== 3) }
    #expect(solver.debugDescription == before)
    #expect(solver.core.column(of: z) == nil)
    #expect(solver.core.variables.count == 1)
    // A variable added next takes the column again, with nothing left of z.
    try solver.add(z .== 4)
    #expect(solver.values(of: [x, z]) == [1, 4])
  }
}
