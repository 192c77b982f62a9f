// A deliberately simple lexicographic LP solver used only as a test oracle for TrellisSolver.
// It shares no code with TrellisSolver and uses a different method: it solves from scratch,
// one priority level at a time, with a dense tableau simplex under Bland's rule.

/// One constraint `coefficients · x + constant (== | >=) 0` at a priority (1000 = required).
public struct ReferenceRow: Sendable, Equatable {
  /// Dense coefficients, one per variable.
  public var coefficients: [Double]
  /// The constant `b`.
  public var constant: Double
  /// `true` for `== 0`, `false` for `>= 0`.
  public var isEquality: Bool
  /// The priority; 1000 is required.
  public var priority: Double

  /// Creates a row.
  public init(coefficients: [Double], constant: Double, isEquality: Bool, priority: Double) {
    self.coefficients = coefficients
    self.constant = constant
    self.isEquality = isEquality
    self.priority = priority
  }

  /// The violation of the row at `x`: `|r|` for an equality, the negative part of `r` otherwise.
  public func violation(at x: [Double]) -> Double {
    var residual = constant
    for (coefficient, value) in zip(coefficients, x) { residual += coefficient * value }
    return isEquality ? abs(residual) : max(0, -residual)
  }
}

/// The lexicographic optimum of a set of rows.
public struct ReferenceResult: Sendable {
  /// Whether the required rows can hold together.
  public var isFeasible: Bool
  /// The optimal total violation of each soft priority, strongest first.
  public var levels: [(priority: Double, violation: Double)]
  /// One optimal point.
  public var values: [Double]
}

/// Solves strict-priority linear constraint systems from scratch, one level at a time.
public enum ReferenceSolver {
  /// The tolerance for reduced costs, pivots and feasibility.
  public static let tolerance = 1e-9

  /// Solves `rows` over `variableCount` free variables.
  public static func solve(variableCount: Int, rows: [ReferenceRow]) -> ReferenceResult {
    var builder = ProblemBuilder(variableCount: variableCount)
    for row in rows { builder.add(row) }
    var tableau = Tableau(problem: builder)
    guard tableau.phaseOne() else {
      return ReferenceResult(isFeasible: false, levels: [], values: [])
    }
    let priorities = Set(rows.map(\.priority)).filter { $0 < 1000 }.sorted(by: >)
    var levels: [(Double, Double)] = []
    for priority in priorities {
      var cost = [Double](repeating: 0, count: tableau.columnCount)
      for (column, level) in builder.errorLevel where level == priority { cost[column] = 1 }
      let optimum = tableau.minimize(cost)
      tableau.fixColumnsWithPositiveReducedCost(cost)
      levels.append((priority, optimum))
    }
    return ReferenceResult(isFeasible: true, levels: levels, values: tableau.variableValues())
  }

  /// The total violation of each soft priority at `x`, strongest first, and the required one.
  public static func violations(of x: [Double], rows: [ReferenceRow]) -> (
    required: Double, levels: [(priority: Double, violation: Double)]
  ) {
    var byPriority: [Double: Double] = [:]
    var required = 0.0
    for row in rows {
      if row.priority >= 1000 {
        required += row.violation(at: x)
      } else {
        byPriority[row.priority, default: 0] += row.violation(at: x)
      }
    }
    return (required, byPriority.sorted { $0.key > $1.key }.map { ($0.key, $0.value) })
  }
}

/// The LP in equality form: `A z = rhs`, `z ≥ 0`, with `x = p − q` and error/slack columns.
struct ProblemBuilder {
  let variableCount: Int
  var matrix: [[Double]] = []
  var rhs: [Double] = []
  var columnCount: Int
  /// The priority of each error column.
  var errorLevel: [(Int, Double)] = []

  init(variableCount: Int) {
    self.variableCount = variableCount
    self.columnCount = 2 * variableCount
  }

  mutating func newColumn() -> Int {
    columnCount += 1
    for index in matrix.indices { matrix[index].append(0) }
    return columnCount - 1
  }

  mutating func add(_ row: ReferenceRow) {
    var line = [Double](repeating: 0, count: columnCount)
    for (variable, coefficient) in row.coefficients.enumerated() {
      line[variable] = coefficient
      line[variableCount + variable] = -coefficient
    }
    matrix.append(line)
    rhs.append(-row.constant)
    let index = matrix.count - 1
    let required = row.priority >= 1000
    if !row.isEquality {
      let surplus = newColumn()
      matrix[index][surplus] = -1
    }
    if !required {
      let below = newColumn()
      matrix[index][below] = 1
      errorLevel.append((below, row.priority))
      if row.isEquality {
        let above = newColumn()
        matrix[index][above] = -1
        errorLevel.append((above, row.priority))
      }
    }
  }
}

/// A dense simplex tableau with artificial columns, minimised under Bland's rule.
struct Tableau {
  var rows: [[Double]]
  var rhs: [Double]
  var basis: [Int]
  var allowed: [Bool]
  let columnCount: Int
  let variableCount: Int
  let artificialStart: Int

  init(problem: ProblemBuilder) {
    columnCount = problem.columnCount
    variableCount = problem.variableCount
    artificialStart = columnCount
    let count = problem.matrix.count
    rows = []
    rhs = []
    basis = []
    for (index, line) in problem.matrix.enumerated() {
      var row = line
      var value = problem.rhs[index]
      if value < 0 {
        row = row.map { -$0 }
        value = -value
      }
      var artificial = [Double](repeating: 0, count: count)
      artificial[index] = 1
      rows.append(row + artificial)
      rhs.append(value)
      basis.append(columnCount + index)
    }
    allowed = [Bool](repeating: true, count: columnCount + count)
  }

  var totalColumns: Int { allowed.count }

  /// Minimises the artificial columns; then pivots them out and forbids them.
  mutating func phaseOne() -> Bool {
    var cost = [Double](repeating: 0, count: totalColumns)
    for column in artificialStart..<totalColumns { cost[column] = 1 }
    let infeasibility = minimize(cost)
    guard infeasibility <= ReferenceSolver.tolerance * (1 + rhs.reduce(0) { $0 + abs($1) }) else {
      return false
    }
    for column in artificialStart..<totalColumns { allowed[column] = false }
    var row = 0
    while row < rows.count {
      if basis[row] >= artificialStart {
        if let column = (0..<artificialStart).first(where: {
          allowed[$0] && abs(rows[row][$0]) > ReferenceSolver.tolerance
        }) {
          pivot(row: row, column: column)
        } else {
          rows.remove(at: row)
          rhs.remove(at: row)
          basis.remove(at: row)
          continue
        }
      }
      row += 1
    }
    return true
  }

  func reducedCosts(_ cost: [Double]) -> [Double] {
    var reduced = cost + [Double](repeating: 0, count: totalColumns - cost.count)
    for (row, column) in basis.enumerated() {
      let weight = column < cost.count ? cost[column] : 0
      guard weight != 0 else { continue }
      for index in 0..<totalColumns { reduced[index] -= weight * rows[row][index] }
    }
    return reduced
  }

  /// Minimises `cost · z` over the allowed columns; returns the optimum.
  mutating func minimize(_ cost: [Double]) -> Double {
    while true {
      let reduced = reducedCosts(cost)
      guard
        let entering = (0..<totalColumns).first(where: {
          allowed[$0] && !basis.contains($0) && reduced[$0] < -ReferenceSolver.tolerance
        })
      else { break }
      var leaving = -1
      var bestRatio = Double.infinity
      for row in rows.indices where rows[row][entering] > ReferenceSolver.tolerance {
        let ratio = rhs[row] / rows[row][entering]
        if ratio < bestRatio - ReferenceSolver.tolerance
          || (abs(ratio - bestRatio) <= ReferenceSolver.tolerance && basis[row] < basis[leaving])
        {
          bestRatio = ratio
          leaving = row
        }
      }
      guard leaving >= 0 else { return -.infinity }
      pivot(row: leaving, column: entering)
    }
    var value = 0.0
    for (row, column) in basis.enumerated() where column < cost.count {
      value += cost[column] * rhs[row]
    }
    return value
  }

  /// Forbids every non-basic column whose reduced cost is positive: it is zero at every optimum
  /// of `cost`, so later levels keep this level's optimum exactly.
  mutating func fixColumnsWithPositiveReducedCost(_ cost: [Double]) {
    let reduced = reducedCosts(cost)
    for column in 0..<totalColumns
    where allowed[column] && !basis.contains(column) && reduced[column] > ReferenceSolver.tolerance
    {
      allowed[column] = false
    }
  }

  mutating func pivot(row: Int, column: Int) {
    let pivot = rows[row][column]
    for index in 0..<totalColumns { rows[row][index] /= pivot }
    rhs[row] /= pivot
    for other in rows.indices where other != row {
      let factor = rows[other][column]
      guard factor != 0 else { continue }
      for index in 0..<totalColumns { rows[other][index] -= factor * rows[row][index] }
      rhs[other] -= factor * rhs[row]
    }
    basis[row] = column
  }

  func variableValues() -> [Double] {
    var values = [Double](repeating: 0, count: variableCount)
    for (row, column) in basis.enumerated() {
      if column < variableCount {
        values[column] += rhs[row]
      } else if column < 2 * variableCount {
        values[column - variableCount] -= rhs[row]
      }
    }
    return values
  }
}
