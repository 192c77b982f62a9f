import Testing

@testable import TrellisSolver

/// The crash (a fresh basis after many additions) on the shape layouts give it most: rows whose
/// height two lower bounds compete for, and intrinsic sizes held three ways at one value.
@Suite struct CrashTests {
  /// A column of rows: `y(k+1) == y(k) + h(k)`; each row at least its icon (24) plus 16 and its
  /// title plus 8 above and below, pulled to 0 at `.fittingSize`; the icon's and the title's
  /// heights held by hugging (`.low`), compression resistance (`.high`) and a `0.001` fallback,
  /// as the engine writes them. Titles are 17, 34 or 51 tall in turn.
  private func column(rows: Int) -> (constraints: [Constraint], heights: [Variable], y: [Variable])
  {
    var constraints: [Constraint] = []
    var heights: [Variable] = []
    var tops: [Variable] = []
    for k in 0..<rows {
      let y = Variable("y\(k)")
      let h = Variable("h\(k)")
      let icon = Variable("icon\(k)")
      let titleY = Variable("titleY\(k)")
      let title = Variable("title\(k)")
      let lines = Double(k % 3 + 1) * 17
      if let previousY = tops.last, let previousH = heights.last {
        constraints.append(y .== previousY + previousH)
      } else {
        constraints.append(y .== 0)
      }
      constraints.append(h - icon .>= 16)
      constraints.append((h .== 0).priority(.fittingSize))
      constraints.append(titleY .== y + 8)
      constraints.append(titleY + title .<= y + h - 8)
      for (variable, size) in [(icon, 24.0), (title, lines)] {
        constraints.append((variable .<= size).priority(.low))
        constraints.append((variable .>= size).priority(.high))
        constraints.append((variable .== size).priority(Priority(0.001)))
      }
      tops.append(y)
      heights.append(h)
    }
    return (constraints, heights, tops)
  }

  @Test func theCrashFindsTheOptimumOfAColumnOfRowsWithoutAPivot() throws {
    let rows = 60
    let (constraints, heights, tops) = column(rows: rows)
    var solver = Solver()
    for constraint in constraints { try solver.add(constraint) }
    let before = solver.statistics
    let values = solver.values(of: heights)
    #expect(solver.statistics.crashes == before.crashes + 1)
    // The competing lower bounds are settled by the crash, and the intrinsic sizes held at zero
    // residual three ways need no degenerate pivot.
    #expect(solver.statistics.pivots == before.pivots)
    var y = 0.0
    for k in 0..<rows {
      let expected = max(24 + 16, Double(k % 3 + 1) * 17 + 16)
      #expect(values[k] == expected, "h\(k)")
      #expect(abs(solver.value(of: tops[k]) - y) < 1e-9, "y\(k)")
      y += expected
    }
  }
}
