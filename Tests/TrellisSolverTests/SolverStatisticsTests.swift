import TestSupport
import Testing
import TrellisSolver

/// The statistics prove what operations did.
@Suite struct SolverStatisticsTests {
  @Test func countsAddsRemovesAndEdits() throws {
    var solver = Solver()
    let x = Variable("x")
    let constraint = x .>= 1
    try solver.add(constraint)
    try solver.addEditVariable(x, priority: .low)
    try solver.removeEditVariable(x)
    try solver.remove(constraint)
    #expect(solver.statistics.constraintsAdded == 2)
    #expect(solver.statistics.constraintsRemoved == 2)
  }

  /// Both constants of an intrinsic size change together: one row is tight, the other is
  /// briefly violated at the old point and satisfied again once the point moves. Its side is
  /// settled after the move, so no slope changes and the solve needs no simplex.
  @Test func aChangeTheMoveUndoesNeedsNoSimplex() throws {
    var solver = Solver()
    let height = Variable("height")
    let bottom = Variable("bottom")
    let resist = (height .>= 24).priority(.high)
    let hug = (height .<= 24).priority(.low)
    try solver.add(resist)
    try solver.add(hug)
    try solver.add(bottom .== height + 10)
    _ = solver.values(of: [height, bottom])
    let before = solver.statistics
    for target in [48.0, 24, 48, 12] {
      try solver.updateConstant(of: hug, to: target)
      try solver.updateConstant(of: resist, to: target)
      let values = solver.values(of: [height, bottom])
      #expect(values == [target, target + 10])
    }
    #expect(solver.statistics.simplexRuns == before.simplexRuns)

    // A change that does leave a row violated still runs the simplex: the hug wants 6, the
    // stronger resistance keeps 12.
    try solver.updateConstant(of: hug, to: 6)
    #expect(solver.values(of: [height, bottom]) == [12, 22])
    #expect(solver.statistics.simplexRuns == before.simplexRuns + 1)
  }

  @Test func suggestingMovesValuesWithoutAddingOrRemoving() throws {
    var solver = Solver()
    let left = (0..<50).map { Variable("left\($0)") }
    try solver.add(left[0] .== 0)
    for index in 1..<50 {
      try solver.add(left[index] .== left[index - 1] + 10)
    }
    try solver.addEditVariable(left[0], priority: .high)
    _ = solver.values(of: left)
    let before = solver.statistics
    try solver.suggestValue(5, for: left[0])
    let values = solver.values(of: left)
    // left0 == 0 is required: the suggestion cannot move the chain.
    #expect(abs(values[49] - 490) < 1e-9)
    #expect(solver.statistics.constraintsAdded == before.constraintsAdded)
    #expect(solver.statistics.constraintsRemoved == before.constraintsRemoved)
  }

  @Test func resizingATightChainTouchesRowsButAddsNothing() throws {
    var solver = Solver()
    let width = Variable("width")
    let cells = (0..<20).map { Variable("cell\($0)") }
    for (index, cell) in cells.enumerated() {
      try solver.add(cell .== width * (Double(index) / 20))
    }
    try solver.addEditVariable(width, priority: Priority(999))
    try solver.suggestValue(400, for: width)
    _ = solver.values(of: cells)
    let before = solver.statistics
    try solver.suggestValue(800, for: width)
    #expect(abs(solver.value(of: cells[10]) - 400) < 1e-9)
    let after = solver.statistics
    #expect(after.constraintsAdded == before.constraintsAdded)
    #expect(after.constraintsRemoved == before.constraintsRemoved)
    #expect(after.pivots == before.pivots)
  }

  @Test func hidingAndShowingAChainItemNeedsNoEta() throws {
    // A stack's vertical chain: y[i+1] == y[i] + h[i] + 8, heights 40 (strong), positions
    // pulled to 0 weakly (the engine's fallbacks).
    var solver = Solver()
    let count = 200
    let y = (0..<count).map { Variable("y\($0)") }
    let h = (0..<count).map { Variable("h\($0)") }
    try solver.add(y[0] .== 0)
    var gaps: [Constraint] = []
    for index in 0..<count {
      try solver.add((h[index] .== 40).priority(.high))
      try solver.add((y[index] .== 0).priority(.low))
      if index > 0 {
        let gap = y[index] .== y[index - 1] + h[index - 1] + 8
        try solver.add(gap)
        gaps.append(gap)
      }
    }
    _ = solver.values(of: y)
    let middle = count / 2
    for _ in 0..<3 {
      let before = solver.statistics
      // Hide the middle item: its two gaps go, one gap joins its neighbours.
      try solver.remove(gaps[middle - 1])
      try solver.remove(gaps[middle])
      let joined = y[middle + 1] .== y[middle - 1] + h[middle - 1] + 8
      try solver.add(joined)
      var values = solver.values(of: y)
      #expect(values[middle + 1] == Double(middle) * 48)
      #expect(values[count - 1] == Double(count - 2) * 48)
      #expect(values[middle] == 0)
      // Show it again.
      try solver.remove(joined)
      try solver.add(gaps[middle - 1])
      try solver.add(gaps[middle])
      values = solver.values(of: y)
      #expect(values[middle] == Double(middle) * 48)
      #expect(values[count - 1] == Double(count - 1) * 48)
      #expect(solver.statistics.etaUpdates == before.etaUpdates)
      #expect(solver.statistics.refactorizations == before.refactorizations)
      #expect(solver.statistics.inPlaceUpdates > before.inPlaceUpdates)
    }
  }

  @Test func aStackBuiltInShuffledOrderAddsNoEta() throws {
    // W2's stack, its constraints in a random order: each required gap is made to hold by
    // moving a variable no basis row depends on (its box's width), never by a solve.
    let count = 300
    let left = (0..<count).map { Variable("left\($0)") }
    let width = (0..<count).map { Variable("width\($0)") }
    var constraints = width.map { ($0 .== 40).priority(.high) }
    constraints.append(left[0] .== 0)
    for index in 0..<(count - 1) {
      constraints.append(left[index + 1] .== left[index] + width[index] + 8)
    }
    var generator = SeededGenerator(seed: 7)
    constraints.shuffle(using: &generator)
    var solver = Solver()
    for constraint in constraints {
      try solver.add(constraint)
    }
    #expect(solver.statistics.etaUpdates == 0)
    #expect(solver.statistics.refactorizations == 0)
    let values = solver.values(of: left)
    for index in 0..<count {
      #expect(values[index] == Double(48 * index))
    }
  }

  /// A measure pass's new heights, as the engine's first layout has them: every title of a
  /// column of label rows grows a line, so every row's title bound breaks where the icon's held
  /// the height. The broken rows are swapped into the basis together — one factorization — and
  /// only the rows that mention a moved value are recomputed: the thousand rows of a part no
  /// change reaches are not read again. (A slope the swaps left behind would cost the simplex
  /// another factorization without changing the result.)
  @Test func brokenRequiredRowsAreSwappedWithOneFactorization() throws {
    let count = 20
    let column = LabelColumn(rows: count) { _ in 17 }
    var solver = Solver()
    for constraint in column.constraints { try solver.add(constraint) }
    // The part no change reaches: boxes at least 10 wide that would rather be 5.
    var boxes: [Variable] = []
    for index in 0..<500 {
      let box = Variable("box\(index)")
      try solver.add(box .>= 10)
      try solver.add((box .== 5).priority(.medium))
      boxes.append(box)
    }
    // One line a title: each row is the icon's 24 + 16 high.
    #expect(solver.values(of: column.tops) == (0..<count).map { Double(40 * $0) })
    let before = solver.statistics
    for sizes in column.titleSizes {
      for size in sizes { try solver.updateConstant(of: size, to: 34) }
    }
    // Two lines a title: each row is the title's 8 + 34 + 8 high.
    #expect(solver.values(of: column.tops) == (0..<count).map { Double(50 * $0) })
    #expect(solver.values(of: boxes) == [Double](repeating: 10, count: boxes.count))
    let after = solver.statistics
    #expect(after.requiredSwaps - before.requiredSwaps == count)
    #expect(after.refactorizations - before.refactorizations == 1)
    #expect(after.rowsTouched - before.rowsTouched < boxes.count)
  }
}
