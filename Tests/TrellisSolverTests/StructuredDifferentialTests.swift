import TestSupport
import Testing

@testable import TrellisSolver

/// Structured systems the containers write, against the reference solver: a chain of items
/// with intrinsic sizes (hugging, compression resistance and a fallback, as the engine writes
/// them), gaps between the visible ones at mixed priorities (FloatLayout's soft gaps, a
/// StackPanel's required ones), an end edge that sizes the container, and a script of hides,
/// shows, gap and size changes. After every step the solver must match the reference at every
/// level.
@Suite struct StructuredDifferentialTests {
  /// A harness seeded with `seed` over `count` variables (`v0`, `v1`, …), and the generator of
  /// the test's own random choices, seeded apart from the harness's.
  func seededHarness(_ seed: UInt64, variables count: Int) -> (
    DifferentialHarness, SeededGenerator
  ) {
    var harness = DifferentialHarness(seed: seed)
    harness.variables = (0..<count).map { Variable("v\($0)") }
    return (harness, SeededGenerator(seed: seed &+ 0x5EED))
  }

  /// One chain script: `items` items, the gaps at `gapPriorities`, `steps` random changes.
  ///
  /// With `seeded`, the build goes as the layout engine's does: the sizes are seeded with their
  /// intrinsic values (or, for every third item, a wrong value), then the chain comes before
  /// the sizes' own rows.
  func runChain(
    seed: UInt64, items: Int, gapPriorities: [Double], steps: Int, seeded: Bool = false
  ) {
    // Variables: y(i) = 2i, h(i) = 2i + 1, the container's end = 2·items.
    let count = 2 * items + 1
    var (harness, random) = seededHarness(seed, variables: count)
    let end = 2 * items
    // A seeded build adds without reading values in between, as the engine does (the
    // harness's own `add` reads them to check that a failed add changes nothing); every row of
    // the build is feasible.
    var bulk = seeded
    func add(_ pairs: [(Int, Double)], _ relation: Relation, _ constant: Double, _ priority: Double)
      -> Constraint
    {
      harness.addRow(pairs: pairs, relation, constant, priority, bulk: bulk)
    }
    func remove(_ constraint: Constraint) {
      guard let index = harness.live.firstIndex(where: { $0.constraint === constraint }) else {
        return
      }
      harness.log.append("remove \(constraint)")
      try? harness.solver.remove(constraint)
      harness.live.remove(at: index)
    }
    // Intrinsic sizes and fallbacks, as the engine writes them.
    let sizeValues = (0..<items).map { _ in Double(Int.random(in: 2...9, using: &random) * 5) }
    var sizes: [[Constraint]] = []
    func addSizes() {
      for (item, size) in sizeValues.enumerated() {
        sizes.append([
          add([(2 * item + 1, 1)], .lessThanOrEqual, size, 250),
          add([(2 * item + 1, 1)], .greaterThanOrEqual, size, 750),
          add([(2 * item + 1, 1)], .equal, size, 0.001),
        ])
        _ = add([(2 * item, 1)], .equal, 0, 0.001)
      }
      _ = add([(end, 1)], .equal, 0, 0.01)
    }
    if seeded {
      let heights = (0..<items).map { harness.variables[2 * $0 + 1] }
      // Odd seeds start every third size at a wrong value.
      let starts = sizeValues.enumerated().map {
        seed % 2 == 1 && $0.offset % 3 == 2 ? $0.element + 7 : $0.element
      }
      _ = harness.solver.register(heights, startingAt: starts)
      harness.log.append("seed heights \(starts)")
    } else {
      addSizes()
    }
    // The chain over the visible items.
    var visible = Array(0..<items)
    var gaps: [Constraint] = []
    var lead: Constraint?
    var tail: Constraint?
    func gapPriority() -> Double { gapPriorities.randomElement(using: &random) ?? 500 }
    func rebuildChain() {
      for gap in gaps { remove(gap) }
      gaps = []
      if let lead { remove(lead) }
      if let tail { remove(tail) }
      lead = nil
      tail = nil
      guard let first = visible.first, let last = visible.last else { return }
      lead = add([(2 * first, 1)], .equal, 20, gapPriority())
      for (previous, next) in zip(visible, visible.dropFirst()) {
        gaps.append(
          add(
            [(2 * next, 1), (2 * previous, -1), (2 * previous + 1, -1)], .equal, 8, gapPriority()))
      }
      tail = add([(end, 1), (2 * last, -1), (2 * last + 1, -1)], .equal, 20, gapPriority())
    }
    rebuildChain()
    if seeded { addSizes() }
    // The container's width, resized in runs (the solver caches directions from the second
    // change of a run on).
    var width = 200.0
    var resizeChecks = 0
    // A seeded build's width is weaker than the sizes, so that a build with the right sizes
    // and a required chain is already optimal; elsewhere it squeezes the items.
    let widthConstraint = add([(end, 1)], .equal, width, seeded ? 100 : 900)
    bulk = false
    let built = harness.solver.statistics
    harness.check("built")
    if seeded {
      // One solve, checked against the reference above: from the additions' own basis when the
      // sizes were seeded right and the chain is required (no crash), else after a crash.
      #expect(harness.solver.statistics.simplexRuns == built.simplexRuns + 1)
      if seed % 2 == 0, gapPriorities == [1000] {
        #expect(harness.solver.statistics.crashes == 0, "seed \(seed)")
      }
    }
    for step in 0..<steps {
      switch Int.random(in: 0..<5, using: &random) {
      case 0, 1:
        // Hide or show one item: only the gaps around it change.
        let item = Int.random(in: 0..<items, using: &random)
        let position = visible.firstIndex(of: item)
        if let position {
          let previous = position > 0 ? visible[position - 1] : nil
          let next = position + 1 < visible.count ? visible[position + 1] : nil
          visible.remove(at: position)
          if let previous, let next {
            remove(gaps[position - 1])
            remove(gaps[position - 1 + 1])
            gaps.replaceSubrange(
              (position - 1)...(position),
              with: [
                add(
                  [(2 * next, 1), (2 * previous, -1), (2 * previous + 1, -1)], .equal, 8,
                  gapPriority())
              ])
          } else {
            rebuildChain()
          }
        } else {
          visible.append(item)
          visible.sort()
          rebuildChain()
        }
      case 2:
        // A gap's constant changes in place.
        if let gap = gaps.randomElement(using: &random), harness.isLive(gap) {
          harness.updateConstant(of: gap, to: Double(Int.random(in: 0...30, using: &random)))
        }
      case 3:
        // A run of resizes, each checked.
        for _ in 0..<Int.random(in: 2...5, using: &random) {
          width = max(0, width + Double(Int.random(in: -40...40, using: &random)))
          guard harness.isLive(widthConstraint) else { break }
          harness.updateConstant(of: widthConstraint, to: width)
          harness.check("after a resize in step \(step)")
          resizeChecks += 1
        }
      default:
        // An item's intrinsic size changes: hugging, resistance and fallback together.
        let item = Int.random(in: 0..<items, using: &random)
        let size = Double(Int.random(in: 2...9, using: &random) * 5)
        for constraint in sizes[item] {
          harness.updateConstant(of: constraint, to: size)
        }
      }
      harness.check("after step \(step)")
    }
    // Every step was compared (a checkpoint is counted only when the reference agrees).
    #expect(harness.coverage["checkpoint"] == steps + 1 + resizeChecks)
  }

  /// A column of row stacks as the engine writes it: each row a horizontal chain of three
  /// children (the last meets the column's edge) with intrinsic widths and heights (hugging,
  /// resistance, fallback), each child centred across its row and inside it, the row's height
  /// pulled to zero; the rows chained down the column. Built in bulk, rows before the column,
  /// so a child's top sits above its row's until the row's height makes room (a stay that
  /// follows its variable) and the widths' two bounds are swapped by bound flips. Then resizes
  /// and size changes, each checked.
  @Test(arguments: 0..<6) func rowStacks(seed: UInt64) {
    // The long campaign takes longer columns and scripts.
    let long = SolverDifferentialTests.longCampaign
    let rows = long ? 3 + Int(seed % 3) : 2 + Int(seed % 2)
    let steps = long ? 40 : 20
    // Variables: the column's width, then per row its y and height and per child x, width,
    // y, height.
    let count = 1 + 14 * rows
    var (harness, random) = seededHarness(300 + seed, variables: count)
    func rowY(_ row: Int) -> Int { 1 + 14 * row }
    func rowHeight(_ row: Int) -> Int { 2 + 14 * row }
    func child(_ row: Int, _ index: Int) -> (x: Int, width: Int, y: Int, height: Int) {
      let base = 3 + 14 * row + 4 * index
      return (base, base + 1, base + 2, base + 3)
    }
    var bulk = true
    func add(_ pairs: [(Int, Double)], _ relation: Relation, _ constant: Double, _ priority: Double)
      -> Constraint
    {
      harness.addRow(pairs: pairs, relation, constant, priority, bulk: bulk)
    }
    func intrinsic(_ variable: Int, _ size: Double) -> [Constraint] {
      [
        add([(variable, 1)], .lessThanOrEqual, size, 250),
        add([(variable, 1)], .greaterThanOrEqual, size, 750),
        add([(variable, 1)], .equal, size, 0.001),
      ]
    }
    var sizes: [[Constraint]] = []
    for row in 0..<rows {
      for index in 0..<3 {
        let item = child(row, index)
        let width = Double(Int.random(in: 2...12, using: &random) * 10)
        let height = Double(Int.random(in: 2...6, using: &random) * 4)
        sizes.append(intrinsic(item.width, width))
        sizes.append(intrinsic(item.height, height))
        // Across: after the previous child (12 apart), the last one meets the edge.
        if index == 0 {
          _ = add([(item.x, 1)], .equal, 0, 1000)
        } else {
          let previous = child(row, index - 1)
          _ = add([(item.x, 1), (previous.x, -1), (previous.width, -1)], .equal, 12, 1000)
        }
        // Centred down the row, and inside it.
        _ = add(
          [(item.y, 2), (item.height, 1), (rowY(row), -2), (rowHeight(row), -1)], .equal, 0,
          1000)
        _ = add([(item.y, 1), (rowY(row), -1)], .greaterThanOrEqual, 0, 1000)
        _ = add(
          [(item.y, 1), (item.height, 1), (rowY(row), -1), (rowHeight(row), -1)],
          .lessThanOrEqual, 0, 1000)
      }
      let last = child(row, 2)
      _ = add([(last.x, 1), (last.width, 1), (0, -1)], .equal, 0, 1000)
      _ = add([(rowHeight(row), 1)], .equal, 0, 50)
    }
    // The column: the rows one under the other, 8 apart.
    _ = add([(rowY(0), 1)], .equal, 0, 1000)
    for row in 1..<rows {
      _ = add(
        [(rowY(row), 1), (rowY(row - 1), -1), (rowHeight(row - 1), -1)], .equal, 8, 1000)
    }
    let widthConstraint = add([(0, 1)], .equal, 375, 900)
    bulk = false
    harness.check("built")
    for step in 0..<steps {
      if Bool.random(using: &random) {
        harness.updateConstant(
          of: widthConstraint, to: Double(Int.random(in: 100...500, using: &random)))
      } else {
        let constraints = sizes.randomElement(using: &random) ?? []
        let size = Double(Int.random(in: 2...12, using: &random) * 4)
        for constraint in constraints {
          harness.updateConstant(of: constraint, to: size)
        }
      }
      harness.check("after step \(step)")
    }
    #expect(harness.coverage["checkpoint"] == steps + 1)
    #expect(harness.solver.statistics.boundFlips > 0, "seed \(seed)")
  }

  /// A column of label rows (N1's vertical half): each row's height has two required lower
  /// bounds, its icon's (`h ≥ icon + 16`) and its title's (`y + h ≥ title's bottom + 8`), and is
  /// pulled to 0 at the weakest level; the rows follow one another. A step gives every title a
  /// new height at once, as a measure pass does: where the bound that held a row's height
  /// falls below the other, the solve swaps them (``SolverCore/swapViolatedRequiredRows()``,
  /// from 2 violated rows on here). Beside the column, a part no step reaches holds soft rows
  /// left violated at three levels: after a swap only the rows that mention a moved variable
  /// are recomputed (``SolverCore/polishMoved()``), so this part's residuals, sides and slopes
  /// must carry over as they are. Every step is checked against the reference.
  @Test(arguments: 0..<6) func labelRows(seed: UInt64) {
    let long = SolverDifferentialTests.longCampaign
    let rows = long ? 8 + Int(seed % 5) : 4 + Int(seed % 3)
    let steps = long ? 40 : 16
    // Per row: y, height, icon height, title y, title height; then the untouched part's three.
    var (harness, random) = seededHarness(400 + seed, variables: 5 * rows + 3)
    harness.solver.core.swapMinimumRows = 2
    var bulk = true
    func add(_ pairs: [(Int, Double)], _ relation: Relation, _ constant: Double, _ priority: Double)
      -> Constraint
    {
      harness.addRow(pairs: pairs, relation, constant, priority, bulk: bulk)
    }
    var titles: [[Constraint]] = []
    for row in 0..<rows {
      let (y, height, icon, titleY, title) = (
        5 * row, 5 * row + 1, 5 * row + 2, 5 * row + 3, 5 * row + 4
      )
      let iconHeight = Double(Int.random(in: 4...8, using: &random) * 4)
      _ = add([(icon, 1)], .lessThanOrEqual, iconHeight, 250)
      _ = add([(icon, 1)], .greaterThanOrEqual, iconHeight, 750)
      let lines = Double(Int.random(in: 1...3, using: &random) * 17)
      titles.append([
        add([(title, 1)], .lessThanOrEqual, lines, 250),
        add([(title, 1)], .greaterThanOrEqual, lines, 749),
      ])
      _ = add([(titleY, 1), (y, -1)], .equal, 8, 1000)
      _ = add([(height, 1), (icon, -1)], .greaterThanOrEqual, 16, 1000)
      _ = add([(y, 1), (height, 1), (titleY, -1), (title, -1)], .greaterThanOrEqual, 8, 1000)
      _ = add([(height, 1)], .equal, 0, 1)
      if row == 0 {
        _ = add([(y, 1)], .equal, 0, 1000)
      } else {
        _ = add([(y, 1), (5 * (row - 1), -1), (5 * (row - 1) + 1, -1)], .equal, 0, 1000)
      }
    }
    // The untouched part: `a` between two soft targets, `b` at least 5 past it (required) and
    // wanting at most 12, `c` their sum at the weakest level: violated rows at 750, 500 and 250.
    let (a, b, c) = (5 * rows, 5 * rows + 1, 5 * rows + 2)
    _ = add([(a, 1)], .equal, 10, 500)
    _ = add([(a, 1)], .equal, 30, 250)
    _ = add([(b, 1), (a, -1)], .greaterThanOrEqual, 5, 1000)
    _ = add([(b, 1)], .lessThanOrEqual, 12 - Double(seed % 3), 750)
    _ = add([(c, 1), (a, -1), (b, -1)], .equal, 0, 1)
    bulk = false
    harness.check("built")
    let swapsBefore = harness.solver.statistics.requiredSwaps
    for step in 0..<steps {
      // Every title at once: mostly one line or three, so many rows change which bound holds.
      let shorter = step % 2 == 0
      for constraints in titles {
        let lines = shorter ? 17.0 : Double(Int.random(in: 1...3, using: &random) * 17)
        for constraint in constraints {
          harness.updateConstant(of: constraint, to: lines)
        }
      }
      harness.check("after step \(step)")
    }
    #expect(harness.coverage["checkpoint"] == steps + 1)
    #expect(harness.solver.statistics.requiredSwaps > swapsBefore, "seed \(seed)")
  }

  /// A column of label rows across (N1's horizontal half): each title starts after its icon,
  /// ends at least 12 before its value (required), and wants its text's width (hugging and
  /// compression resistance); each value keeps 42 and ends 16 before the screen's edge. A step
  /// changes the screen's width, as a rotation does: every title that was cut fits again, or
  /// the reverse, and each row needs a pivot at the same soft level, which the simplex makes
  /// from one pricing pass (``SolverCore/pivotBatch(_:after:degenerateRun:)``). Every step is
  /// checked against the reference.
  @Test(arguments: 0..<6) func labelColumns(seed: UInt64) {
    let long = SolverDifferentialTests.longCampaign
    let rows = long ? 10 + Int(seed % 5) : 5 + Int(seed % 3)
    let steps = long ? 40 : 12
    // The screen's width, then per row: title x, title width, value x, value width.
    let width = 0
    var (harness, random) = seededHarness(500 + seed, variables: 1 + 4 * rows)
    var bulk = true
    func add(_ pairs: [(Int, Double)], _ relation: Relation, _ constant: Double, _ priority: Double)
      -> Constraint
    {
      harness.addRow(pairs: pairs, relation, constant, priority, bulk: bulk)
    }
    let screen = add([(width, 1)], .equal, 375, 1000)
    for row in 0..<rows {
      let (titleX, titleWidth, valueX, valueWidth) = (
        1 + 4 * row, 2 + 4 * row, 3 + 4 * row, 4 + 4 * row
      )
      let text = Double(Int.random(in: 20...60, using: &random) * 7)
      _ = add([(titleX, 1)], .equal, 52, 1000)
      _ = add([(titleWidth, 1)], .lessThanOrEqual, text, 250)
      _ = add([(titleWidth, 1)], .greaterThanOrEqual, text, 750)
      _ = add([(titleWidth, 1)], .equal, 0, 0.001)
      _ = add([(valueWidth, 1)], .lessThanOrEqual, 42, 250)
      _ = add([(valueWidth, 1)], .greaterThanOrEqual, 42, 750)
      _ = add([(valueX, 1), (valueWidth, 1), (width, -1)], .equal, -16, 1000)
      _ = add([(valueX, 1), (titleX, -1), (titleWidth, -1)], .greaterThanOrEqual, 12, 1000)
    }
    bulk = false
    harness.check("built")
    for step in 0..<steps {
      // Mostly the two orientations, sometimes a width in between.
      let widths: [Double] = [812, 375, Double(Int.random(in: 300...900, using: &random))]
      harness.updateConstant(of: screen, to: widths[step % 3 == 2 ? 2 : step % 2])
      harness.check("after step \(step)")
    }
    #expect(harness.coverage["checkpoint"] == steps + 1)
    #expect(harness.solver.statistics.batchPivots > 0, "seed \(seed)")
  }

  /// FloatLayout-like chains: every gap soft, at one or several priorities.
  @Test(arguments: 0..<6) func softChains(seed: UInt64) {
    let priorities: [[Double]] = [[500], [500, 750], [250, 500, 750]]
    runChain(
      seed: seed, items: 8 + Int(seed % 5), gapPriorities: priorities[Int(seed) % 3], steps: 40)
  }

  /// Chains built as the layout engine builds them: sizes seeded, the chain before the sizes'
  /// rows (a bulk build that may hold as it comes and skip the crash).
  @Test(arguments: 0..<6) func seededChains(seed: UInt64) {
    let priorities: [[Double]] = [[1000], [500], [1000, 500], [1000, 750, 250]]
    runChain(
      seed: 200 + seed, items: 10 + Int(seed % 5), gapPriorities: priorities[Int(seed) % 4],
      steps: 20, seeded: true)
  }

  /// StackPanel-like chains: required gaps, and mixtures with soft ones.
  @Test(arguments: 0..<6) func requiredAndMixedChains(seed: UInt64) {
    let priorities: [[Double]] = [[1000], [1000, 500], [1000, 750, 250]]
    runChain(
      seed: 100 + seed, items: 8 + Int(seed % 5), gapPriorities: priorities[Int(seed) % 3],
      steps: 40)
  }
}
