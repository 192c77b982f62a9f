import Foundation
import TrellisSolver

extension Workload {
  /// W4: a form-like window of 35 variables and 110 constraints (Benchmarks/fixtures), built,
  /// then resized through its width and height edit variables.
  static let form = Workload(name: "W4", sizes: [35], quickSizes: [35], growthMetrics: []) { _ in
    let system = ScriptSystem(fixture: "W4-form.txt")
    var solver = Solver()
    let build = measure("build_us", unit: 1e6) {
      solver = system.build()
      readAll(&solver, system.variables)
    }
    let fieldWidth = system.named["row0.field.width"] ?? Variable()
    check(close(solver.value(of: fieldWidth), 478), "W4 row0.field.width")
    let width = system.edits[0].0
    let height = system.edits[1].0
    var step = 0
    let resize = measure("resize_us", unit: 1e6) {
      step = (step + 1) % 64
      try? solver.suggestValue(600 + Double(step), for: width)
      try? solver.suggestValue(440 + Double(step), for: height)
      readAll(&solver, system.variables)
    }
    try? solver.suggestValue(700, for: width)
    check(close(solver.value(of: fieldWidth), 538), "W4 row0.field.width after resize")
    return [build, resize]
  }
}
