import Testing

@testable import TrellisSolver

@Suite struct SolverTests {
  @Test func classicCassowaryExample() throws {
    var solver = Solver()
    let xl = Variable("xl")
    let xm = Variable("xm")
    let xr = Variable("xr")
    try solver.add(xm * 2 .== xl + xr)
    try solver.add(xl + 10 .<= xr)
    try solver.add(xr .<= 100)
    try solver.add(xl .>= 0)
    try solver.addEditVariable(xm, priority: Priority(999))
    try solver.suggestValue(90, for: xm)
    #expect(abs(solver.value(of: xl) - 80) < 1e-9)
    #expect(abs(solver.value(of: xm) - 90) < 1e-9)
    #expect(abs(solver.value(of: xr) - 100) < 1e-9)
    try solver.suggestValue(30, for: xm)
    print(solver.value(of: xl), solver.value(of: xm), solver.value(of: xr))
    print(solver.debugDescription)
  }
}
