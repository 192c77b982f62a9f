import Testing
import TrellisSolver

/// Reserving room changes no result: the same system, built with and without a reservation
/// (too small, exact and generous), solves to the same values.
@Suite struct SolverCapacityTests {
  /// A stack of `count` boxes under a 300-wide container, with soft preferred heights, a hidden
  /// gap removed in the middle and a constant updated afterwards.
  private func build(_ solver: inout Solver, count: Int) throws -> [Variable] {
    let top = (0..<count).map { Variable("top\($0)") }
    let height = (0..<count).map { Variable("height\($0)") }
    try solver.add(top[0] .== 0)
    var gaps: [Constraint] = []
    for index in 1..<count {
      let gap = top[index] .== top[index - 1] + height[index - 1] + 8
      gaps.append(gap)
      try solver.add(gap)
    }
    for index in 0..<count {
      try solver.add(height[index] .>= 10)
      try solver.add((height[index] .== Double(20 + index % 7)).priority(.medium))
    }
    try solver.remove(gaps[count / 2])
    try solver.add((top[count / 2 + 1] .== top[count / 2] + height[count / 2]).priority(.high))
    try solver.updateConstant(of: gaps[1], to: -12)
    return top + height
  }

  @Test(arguments: [0, 10, 400, 10_000])
  func aReservationChangesNoValue(reserved: Int) throws {
    var plain = Solver()
    let plainVariables = try build(&plain, count: 200)
    var reserving = Solver()
    reserving.reserveCapacity(constraints: reserved, variables: reserved)
    let reservedVariables = try build(&reserving, count: 200)
    // Reserving again, smaller and larger, after the build is harmless too.
    reserving.reserveCapacity(constraints: 1, variables: 1)
    reserving.reserveCapacity(constraints: 2 * reserved, variables: 2 * reserved)
    #expect(plain.values(of: plainVariables) == reserving.values(of: reservedVariables))
    // Hand-derived: the first box is 20 high at 0, the second 21 high at 20 + 8; the gap after
    // the second had its constant changed to −12: top2 == 28 + 21 − 12.
    let values = reserving.values(of: reservedVariables)
    #expect(values[0] == 0)
    #expect(values[200] == 20)
    #expect(values[1] == 28)
    #expect(values[201] == 21)
    #expect(values[2] == 37)
  }
}
