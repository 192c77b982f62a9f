import Synchronization
import Testing

@testable import TrellisSolver

/// A variable's column is found by the claim it carries in the first solver that claimed it,
/// and by the identity table in a solver fed only constraints and in every other solver: values
/// never depend on which.
@Suite struct SolverCoreClaimsTests {
  /// A chain `x[i + 1] == x[i] + 10` from `x[0] == start`, added in the given order of links;
  /// returns the links by index.
  @discardableResult
  private func chain(
    _ solver: inout Solver, _ x: [Variable], start: Double, order: [Int]
  ) throws -> [Int: Constraint] {
    try solver.add(x[0] .== start)
    var links: [Int: Constraint] = [:]
    for link in order {
      let constraint = x[link + 1] .== x[link] + 10
      try solver.add(constraint)
      links[link] = constraint
    }
    return links
  }

  @Test func aSolverThatDoesNotClaimKeepsEveryVariableInItsTable() throws {
    let x = (0..<50).map { Variable("x\($0)") }
    var solver = Solver()
    _ = solver.register(Array(x[..<10]), startingAt: [])
    // The links in a fixed scattered order (17 is prime to 49).
    try chain(&solver, x, start: 1, order: (0..<49).map { $0 * 17 % 49 })
    #expect(solver.values(of: x) == (0..<50).map { 1 + 10 * Double($0) })
    #expect(!solver.core.claimsVariables)
    #expect(solver.core.variableIndex.count == 50)
    #expect(x.allSatisfy { $0.claim.load(ordering: .relaxed) == -1 })
  }

  @Test func aSolverThatRegistersVariablesClaimsThem() throws {
    let x = (0..<50).map { Variable("x\($0)") }
    var solver = Solver(claimingVariables: true)
    let positions = solver.register(Array(x[..<40]), startingAt: [])
    try chain(&solver, x, start: 1, order: Array(0..<49))
    #expect(solver.values(of: x) == (0..<50).map { 1 + 10 * Double($0) })
    // The registered variables and the ones its constraints brought after are all claimed:
    // the identity table holds nothing. The constraints' new variables are held, not borrowed,
    // so that each claim can be checked against the address its column stores.
    #expect(solver.core.claimsVariables)
    #expect(solver.core.variableIndex.count == 0)
    #expect(
      x[40...].allSatisfy { variable in
        solver.core.column(of: variable).map { solver.core.variables[Int($0)] === variable } == true
      })
    #expect(positions == (0..<40).map { Int32($0) })
    for (offset, variable) in x.enumerated() {
      let column = try #require(solver.core.column(of: variable))
      #expect(variable.claim.load(ordering: .relaxed) == column, "x\(offset)")
      #expect(
        solver.core.storedAddress(ofColumn: Int(column))
          == UInt(bitPattern: ObjectIdentifier(variable)))
      #expect(solver.positions(of: [variable]) == [column], "x\(offset)")
    }
  }

  @Test func anotherSolverUsesItsTableWhereTheClaimsAreNotItsOwn() throws {
    let x = (0..<50).map { Variable("x\($0)") }
    var first = Solver(claimingVariables: true)
    _ = first.register(x, startingAt: [])
    try chain(&first, x, start: 0, order: Array(0..<49))
    // The same variables, registered last first: the columns come in another order.
    var second = Solver(claimingVariables: true)
    _ = second.register(x.reversed(), startingAt: [])
    let links = try chain(&second, x, start: 5, order: Array((0..<49).reversed()))
    #expect(first.values(of: x) == (0..<50).map { 10 * Double($0) })
    #expect(second.values(of: x) == (0..<50).map { 5 + 10 * Double($0) })
    // x49 took column 0 in the second solver, where the first put x0; the second solver's
    // table holds exactly the variables whose claim names another column.
    #expect(second.core.column(of: x[49]) == 0)
    #expect(second.core.column(of: x[0]) == 49)
    let elsewhere = x.filter { second.core.column(of: $0) != $0.claim.load(ordering: .relaxed) }
    #expect(elsewhere.count == 50)
    #expect(second.core.variableIndex.count == 50)
    // Removing a link in one changes nothing in the other.
    try second.remove(try #require(links[24]))
    try second.add((x[25] .== 0).priority(.low))
    #expect(second.value(of: x[25]) == 0)
    #expect(second.value(of: x[49]) == 240)
    #expect(first.value(of: x[49]) == 490)
  }

  @Test func aCopyKeepsTheColumnsItHadWhenTheOriginalReleasesThem() throws {
    let x = Variable("x")
    let y = Variable("y")
    let z = Variable("z")
    var original = Solver(claimingVariables: true)
    _ = original.register([x, y], startingAt: [])
    let pin = x .== 3
    try original.add(pin)
    try original.add(y .== 4)
    let copy = original
    // The original lets x go and gives its column to z.
    try original.remove(pin)
    #expect(original.releaseVariables([x]) == 1)
    _ = original.register([z], startingAt: [7])
    #expect(original.core.column(of: z) == copy.core.column(of: x))
    #expect(original.core.column(of: x) == nil)
    var reading = copy
    #expect(reading.values(of: [x, y]) == [3, 4])
    #expect(reading.core.column(of: z) == nil)
    // x comes back to the original in a new column: its claim names z's, so the table finds it.
    let again = x .== 9
    try original.add(again)
    #expect(original.values(of: [x, y, z]) == [9, 4, 7])
    #expect(original.core.variableIndex.count == 1)
    // Released again, x leaves the table.
    try original.remove(again)
    #expect(original.releaseVariables([x]) == 1)
    #expect(original.core.variableIndex.count == 0)
    #expect(original.core.column(of: x) == nil)
    #expect(original.values(of: [y, z]) == [4, 7])
  }

  @Test func aResetSolverStillClaims() throws {
    let x = Variable("x")
    let y = Variable("y")
    var solver = Solver(claimingVariables: true)
    try solver.add(x .== 1)
    solver.reset()
    #expect(solver.core.claimsVariables)
    // y, new, claims column 0; x's claim names column 0 too, from before the reset, so x,
    // registered after y, goes into the table.
    try solver.add(y .== 2)
    try solver.add(x .== y + 3)
    #expect(solver.values(of: [x, y]) == [5, 2])
    #expect(y.claim.load(ordering: .relaxed) == 0)
    #expect(x.claim.load(ordering: .relaxed) == 0)
    #expect(solver.core.column(of: x) == 1)
    #expect(solver.core.variableIndex.count == 1)
  }

  @Test func solversOnSeveralThreadsShareVariables() async throws {
    let x = (0..<400).map { Variable("x\($0)") }
    let results = await withTaskGroup(of: (Int, [Double], Int).self) { group in
      for task in 0..<4 {
        group.addTask {
          // Each task reaches the links in its own order, from its own start.
          var links = Array(0..<399)
          if task % 2 == 1 { links.reverse() }
          var solver = Solver(claimingVariables: true)
          _ = solver.register(task % 2 == 1 ? x.reversed() : x, startingAt: [])
          try? solver.add(x[0] .== Double(task))
          for link in links {
            try? solver.add(x[link + 1] .== x[link] + 10)
          }
          return (task, solver.values(of: x), solver.core.variableIndex.count)
        }
      }
      var results: [(Int, [Double], Int)] = []
      for await result in group { results.append(result) }
      return results
    }
    #expect(results.count == 4)
    for (task, values, tableCount) in results {
      #expect(values == (0..<400).map { Double(task) + 10 * Double($0) }, "task \(task)")
      // Each variable carries one claim, the column of whichever solver took it first; a
      // solver keeps in its table exactly the variables whose claim is not its column.
      let columns = (0..<400).map { Int32(task % 2 == 1 ? 399 - $0 : $0) }
      let notOwn = zip(x, columns).filter { $0.claim.load(ordering: .relaxed) != $1 }
      #expect(tableCount == notOwn.count, "task \(task)")
    }
    #expect(x.allSatisfy { $0.claim.load(ordering: .relaxed) >= 0 })
  }
}
