/// The undo log of an operation that may still fail (a required add, a required constant update, a
/// priority raised to required).
///
/// Recording is O(1) per change; rolling back re-derives everything else from the restored basis in
/// O(*nnz*). The solver keeps one journal and reuses its storage, so recording allocates nothing
/// once the lists have grown.
struct Journal: Sendable {
  /// Whether an operation is being recorded.
  private(set) var isRecording = false
  /// The number of variables when the operation began.
  var variableCount = 0
  /// The number of slots when the operation began.
  var slotCount = 0
  var needsOptimize = false
  var rowsAddedSinceSolve = 0
  var statistics = SolverStatistics()
  var slotChanges: [(slot: Int32, old: SlotContent)] = []
  var sideChanges: [(row: Int32, old: Int8)] = []
  var stayTargetChanges: [(variable: Int32, old: Double)] = []
  var constantChanges: [(row: Int32, old: Double)] = []
  var levelChanges: [(row: Int32, oldPriority: Double)] = []
  var createdRows: [Int32] = []

  /// Starts recording an operation, forgetting the last one.
  mutating func begin(
    variableCount: Int, slotCount: Int, needsOptimize: Bool, rowsAddedSinceSolve: Int,
    statistics: SolverStatistics
  ) {
    isRecording = true
    self.variableCount = variableCount
    self.slotCount = slotCount
    self.needsOptimize = needsOptimize
    self.rowsAddedSinceSolve = rowsAddedSinceSolve
    self.statistics = statistics
    slotChanges.emptyKeepingCapacity()
    sideChanges.emptyKeepingCapacity()
    stayTargetChanges.emptyKeepingCapacity()
    constantChanges.emptyKeepingCapacity()
    levelChanges.emptyKeepingCapacity()
    createdRows.emptyKeepingCapacity()
  }

  /// Stops recording.
  mutating func end() {
    isRecording = false
  }
}
