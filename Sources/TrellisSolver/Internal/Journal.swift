/// The undo log of an operation that may still fail (a required add, a required constant update, a
/// priority raised to required).
///
/// Recording is O(1) per change; rolling back re-derives everything else from the restored basis in
/// O(*nnz*).
struct Journal: Sendable {
  /// The number of variables when the operation began.
  var variableCount: Int
  /// The number of slots when the operation began.
  var slotCount: Int
  var needsOptimize: Bool
  var rowsAddedSinceSolve: Int
  var statistics: SolverStatistics
  var slotChanges: [(slot: Int32, old: SlotContent)] = []
  var sideChanges: [(row: Int32, old: Int8)] = []
  var stayTargetChanges: [(variable: Int32, old: Double)] = []
  var constantChanges: [(row: Int32, old: Double)] = []
  var levelChanges: [(row: Int32, oldPriority: Double)] = []
  var createdRows: [Int32] = []
}
