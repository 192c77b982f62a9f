import Testing

@testable import TrellisSolver

/// The local direction of releasing a stay (`SolverCore.setLocalDirection(releasingStayOf:)`):
/// the same vector as a solve through the whole factor, found by following the tight rows with
/// plain pivots that the move reaches.
@Suite struct LocalDirectionTests {
  /// A column of `rows` items, each with a badge centred on it (`b + 5 == y + 20`, the badge's
  /// row added first, as a subtree's own constraints are), then the gaps `y(k) == y(k−1) + 48`:
  /// each gap is made tight by releasing the stay of a `y` that its badge's row mentions.
  private func column(rows: Int) throws -> (solver: Solver, tops: [Variable], badges: [Variable]) {
    var solver = Solver()
    let tops = (0..<rows).map { Variable("y\($0)") }
    let badges = (0..<rows).map { Variable("b\($0)") }
    for (top, badge) in zip(tops, badges) {
      try solver.add(badge + 5 .== top + 20)
    }
    for k in 1..<rows {
      try solver.add(tops[k] .== tops[k - 1] + 48)
    }
    return (solver, tops, badges)
  }

  /// The direction of releasing `variable`'s stay both ways, over every variable.
  private func directions(
    _ solver: Solver, releasing variable: Variable
  ) throws -> (local: [Double]?, solved: [Double]) {
    var core = solver.core
    let index = try #require(core.column(of: variable).map(Int.init))
    let slot = Int(core.staySlot[index])
    try #require(slot >= 0)
    var local = core
    let found = local.setLocalDirection(releasingStayOf: index)
    core.computeDirection(releasing: slot, sign: 1)
    return (
      found ? Array(local.scratchDirection.prefix(local.variableCount)) : nil,
      Array(core.scratchDirection.prefix(core.variableCount))
    )
  }

  @Test func theColumnIsPlacedExactly() throws {
    var (solver, tops, badges) = try column(rows: 200)
    let values = solver.values(of: tops + badges)
    for k in 0..<200 {
      #expect(values[k] == Double(k) * 48, "y\(k)")
      #expect(values[200 + k] == Double(k) * 48 + 15, "b\(k)")
    }
  }

  @Test func aLocalDirectionIsTheSolvedOne() throws {
    let (solver, tops, badges) = try column(rows: 10)
    // Releasing the first top moves every top and every badge by 1 (twenty variables).
    let (local, solved) = try directions(solver, releasing: tops[0])
    let found = try #require(local)
    for (index, (a, b)) in zip(found, solved).enumerated() {
      #expect(abs(a - b) <= 1e-12, "variable \(index): \(a) against \(b)")
    }
    var core = solver.core
    for variable in tops + badges {
      let index = try #require(core.column(of: variable).map(Int.init))
      #expect(found[index] == 1, "\(variable)")
    }
    // A scaled row divides by its pivot's coefficient.
    var scaled = Solver()
    let (x, y, z) = (Variable("x"), Variable("y"), Variable("z"))
    try scaled.add(z * 4 .== x * 2 + y)
    let both = try directions(scaled, releasing: x)
    core = scaled.core
    let zIndex = try #require(core.column(of: z).map(Int.init))
    #expect(both.local?[zIndex] == 0.5)
    #expect(both.solved[zIndex] == 0.5)
  }

  @Test func aDirectionReachingTooFarIsLeftToTheSolve() throws {
    // Forty tops and forty badges: more than the sixty-four variables a local direction follows.
    let (solver, tops, _) = try column(rows: 40)
    let (local, solved) = try directions(solver, releasing: tops[0])
    #expect(local == nil)
    #expect(solved.filter { $0 == 1 }.count == 80)
  }
}
