/// Which values of the point changed since a reader last took them: a list of positions, or
/// "any" once the changes were not logged one by one (a solve, a pivot, a new variable) or the
/// list outgrew the point.
///
/// Off until a reader first takes it, so a solver nobody asks pays one branch per logged move.
struct ValueLog: Sendable {
  /// Whether a reader takes the log (set by its first ``take(into:)``).
  private(set) var isOn = false
  /// Whether any value may have changed since the last take.
  private(set) var any = true
  /// The positions that changed since the last take (repeats allowed), while ``any`` is false.
  private(set) var positions: [Int32] = []

  /// Notes that any value may have changed.
  ///
  /// - Complexity: O(1) amortized.
  @inline(__always)
  mutating func noteAll() {
    guard !any else { return }
    any = true
    positions.emptyKeepingCapacity()
  }

  /// Notes the positions a move changed.
  ///
  /// - Parameters:
  ///   - changed: The positions.
  ///   - limit: The point's size: a longer list is dropped for "any".
  /// - Complexity: O(`changed.count`).
  mutating func note(_ changed: UnsafeBufferPointer<Int32>, limit: Int) {
    guard isOn, !any else { return }
    guard positions.count + changed.count <= limit else {
      noteAll()
      return
    }
    positions.append(contentsOf: changed)
  }

  /// Calls `body` with the positions logged since the last take, or with `nil` when any value
  /// may have changed since (or no reader took the log yet); the log is left as it is.
  ///
  /// - Complexity: O(1), plus `body`.
  func peek<Result>(_ body: (UnsafeBufferPointer<Int32>?) -> Result) -> Result {
    guard isOn, !any else { return body(nil) }
    return positions.withUnsafeBufferPointer { body($0) }
  }

  /// Hands the positions that changed since the last take to a reader, and starts a new log
  /// (in the reader's old buffer, emptied).
  ///
  /// - Parameter buffer: Receives the positions (repeats allowed); emptied when any value may
  ///   have changed.
  /// - Returns: Whether the positions are all that changed (`false`: any value may have).
  /// - Complexity: O(1) amortized.
  mutating func take(into buffer: inout [Int32]) -> Bool {
    isOn = true
    let logged = !any
    if logged { swap(&positions, &buffer) }
    positions.emptyKeepingCapacity()
    if !logged { buffer.emptyKeepingCapacity() }
    any = false
    return logged
  }
}
