import Testing

@testable import TrellisSolver

/// Bound flips: the simplex's degenerate swaps of a variable's two tight one-variable bounds,
/// made in place and all together from one pricing pass.
@Suite struct BoundFlipTests {
  /// The widths of `count` rows of three.
  private func rows(_ count: Int) -> [[Variable]] {
    (0..<count).map { row in
      (0..<3).map { index in Variable("w\(row).\(index)") }
    }
  }

  /// Each row's three widths side by side, 12 apart, filling the edge `W`; each width held by
  /// hugging (`.low`, the last one's weaker, so that it takes the room left), compression
  /// resistance (`.high`) and a `0.001` fallback at its intrinsic value, as the engine writes
  /// them.
  private func build(_ rows: [[Variable]], edge: Variable, in solver: inout Solver) throws {
    let sizes: [Double] = [24, 120, 40]
    for widths in rows {
      for (index, width) in widths.enumerated() {
        let hugging: Priority = index == 2 ? Priority(200) : .low
        try solver.add((width .<= sizes[index]).priority(hugging))
        try solver.add((width .>= sizes[index]).priority(.high))
        try solver.add((width .== sizes[index]).priority(Priority(0.001)))
      }
      try solver.add(widths[0] + widths[1] + widths[2] + 24 .== edge)
    }
  }

  @Test func aBuildOfRowsSwapsEachWidthsBoundsInPlace() throws {
    let edge = Variable("W")
    let widths = rows(40)
    var solver = Solver()
    try build(widths, edge: edge, in: &solver)
    let pin = (edge .== 375).priority(Priority(900))
    try solver.add(pin)
    let before = solver.statistics
    for row in widths {
      let values = solver.values(of: row)
      #expect(values == [24, 120, 375 - 24 - 120 - 24])
    }
    // Each flip is one pivot, made without a direction or a transposed solve.
    let after = solver.statistics
    #expect(after.boundFlips > before.boundFlips)
    #expect(after.etaUpdates == before.etaUpdates)

    // The basis the flips left carries resizes exactly.
    for width in [300.0, 410, 375] {
      try solver.updateConstant(of: pin, to: width)
      for row in widths {
        #expect(solver.values(of: row) == [24, 120, width - 24 - 120 - 24])
      }
    }
  }
}
