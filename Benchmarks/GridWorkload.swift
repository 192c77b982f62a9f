import TrellisSolver

extension Workload {
  /// W3: an R×C grid of cells whose edges are tied to the container's width and height by the
  /// fractions c/C, (c+1)/C, r/R, (r+1)/R (required); width and height are edit variables.
  static let grid = Workload(
    name: "W3", sizes: [100, 1_024, 10_000], quickSizes: [100],
    growthMetrics: ["build_solve_ms", "resize_us"]
  ) { n in
    let side = Int(Double(n).squareRoot().rounded())
    let width = Variable("W")
    let height = Variable("H")
    var variables = [width, height]
    var constraints: [Constraint] = []
    var lefts: [(Variable, Int)] = []
    for row in 0..<side {
      for column in 0..<side {
        let left = Variable("l\(row)_\(column)")
        let right = Variable("r\(row)_\(column)")
        let top = Variable("t\(row)_\(column)")
        let bottom = Variable("b\(row)_\(column)")
        variables += [left, right, top, bottom]
        lefts.append((left, column))
        let c = Double(column)
        let r = Double(row)
        let s = Double(side)
        constraints.append(left .== width * (c / s))
        constraints.append(right .== width * ((c + 1) / s))
        constraints.append(top .== height * (r / s))
        constraints.append(bottom .== height * ((r + 1) / s))
      }
    }
    var solver = Solver()
    let build = measure("build_solve_ms", unit: 1e3, setup: { solver = Solver() }) {
      solver = Solver()
      try? solver.addEditVariable(width, priority: Priority(999))
      try? solver.addEditVariable(height, priority: Priority(999))
      try? solver.suggestValue(800, for: width)
      try? solver.suggestValue(600, for: height)
      for constraint in constraints {
        try? solver.add(constraint)
      }
      readAll(&solver, variables)
    }
    var flip = false
    let resize = measure("resize_us", unit: 1e6) {
      flip.toggle()
      try? solver.suggestValue(flip ? 1_024 : 800, for: width)
      try? solver.suggestValue(flip ? 768 : 600, for: height)
      readAll(&solver, variables)
    }
    try? solver.suggestValue(1_000, for: width)
    for (left, column) in lefts.prefix(200) {
      let expected = 1_000 * Double(column) / Double(side)
      check(close(solver.value(of: left), expected), "W3 \(left.name) = \(solver.value(of: left))")
    }
    return [build, resize]
  }
}
