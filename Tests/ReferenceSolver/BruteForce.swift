// An independent check of the reference: the lexicographic optimum by enumerating the vertices
// of the hyperplane arrangement of tiny systems.

/// Enumerates every vertex where `variableCount` row hyperplanes meet and returns the
/// lexicographically best violation vector among the vertices that satisfy the required rows.
/// Rows must span the space (every variable appears in some row) for a vertex to exist.
public enum BruteForceSolver {
  /// The best required-feasible vertex's soft violations, strongest first; `nil` if none.
  public static func solve(variableCount: Int, rows: [ReferenceRow]) -> [(
    priority: Double, violation: Double
  )]? {
    let priorities = Set(rows.map(\.priority)).filter { $0 < 1000 }.sorted(by: >)
    var best: [Double]?
    var subset = [Int](repeating: 0, count: variableCount)
    func visit(_ depth: Int, _ start: Int) {
      if depth == variableCount {
        guard let point = intersect(subset.map { rows[$0] }, variableCount: variableCount) else {
          return
        }
        let violations = ReferenceSolver.violations(of: point, rows: rows)
        guard violations.required <= 1e-7 * (1 + point.reduce(0) { $0 + abs($1) }) else { return }
        let vector = priorities.map { priority in
          violations.levels.first { $0.priority == priority }?.violation ?? 0
        }
        if let current = best {
          for (new, old) in zip(vector, current) {
            if new < old - 1e-9 * (1 + abs(old)) {
              best = vector
              return
            }
            if new > old + 1e-9 * (1 + abs(old)) { return }
          }
        } else {
          best = vector
        }
        return
      }
      guard start < rows.count else { return }
      for index in start..<rows.count {
        subset[depth] = index
        visit(depth + 1, index + 1)
      }
    }
    visit(0, 0)
    return best.map { vector in zip(priorities, vector).map { ($0, $1) } }
  }

  /// Solves the square system of the rows' hyperplanes by Gaussian elimination.
  static func intersect(_ rows: [ReferenceRow], variableCount: Int) -> [Double]? {
    var matrix = rows.map { $0.coefficients + [-$0.constant] }
    let n = variableCount
    for column in 0..<n {
      guard
        let pivot = (column..<n).max(by: { abs(matrix[$0][column]) < abs(matrix[$1][column]) }),
        abs(matrix[pivot][column]) > 1e-9
      else { return nil }
      matrix.swapAt(column, pivot)
      for row in 0..<n where row != column {
        let factor = matrix[row][column] / matrix[column][column]
        for index in column...n { matrix[row][index] -= factor * matrix[column][index] }
      }
    }
    return (0..<n).map { matrix[$0][n] / matrix[$0][$0] }
  }
}
