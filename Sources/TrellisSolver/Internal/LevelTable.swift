/// The priority levels in use: one per distinct priority value, ranked from the strongest.
///
/// Each level keeps the gradient of its objective, `g = Σ σₖ·aₖ` over the non-tight rows `k` of the
/// level, where `σₖ` is the slope of the row's violation on the side it lies (`±1` for an equality,
/// `−1` or `0` for an inequality that is violated or satisfied). Levels are created when a
/// priority first appears and recycled when their last row leaves.
struct LevelTable: Sendable {
  /// The priority of each level id.
  private(set) var priority: [Double] = []
  /// The number of rows at each level id.
  private(set) var rowCount: [Int] = []
  /// The number of rows with a non-zero slope at each level id.
  var activeRows: [Int] = []
  /// The dense gradient of each level id, indexed by variable; every live level's is
  /// `gradientLength` long, at least the variable count (entries past it are zero).
  var gradient: [[Double]] = []
  /// The length of every live level's gradient.
  private var gradientLength = 0
  /// The cached duals `M⁻ᵀ g` of every level id, slot-indexed, at `dualStride × level`.
  var dualStore: [Double] = []
  /// The distance between two levels' duals in `dualStore`; at least the variable count.
  private(set) var dualStride = 0
  /// Whether a level's cached duals match its gradient and the current basis.
  var dualValid: [Bool] = []
  /// The rank of each level id: 0 for the strongest live level.
  private(set) var rank: [Int] = []
  /// The level id at each rank.
  private(set) var levelAtRank: [Int] = []
  private var levelOfPriority: [Double: Int] = [:]
  private var freeLevels: [Int] = []
  private var variableCount = 0
  /// The variable count the next growth of the gradients and duals makes room for at least.
  private var reservedVariables = 0
  /// The levels the dual store makes room for whenever it is made anew: layouts use a handful
  /// of priorities (required, the containers' and the fallbacks', hugging and compression
  /// resistance), and a store without room copied every level's duals for each new one.
  static let levelsReserved = 8

  /// The number of live levels.
  var count: Int { levelAtRank.count }

  /// The level id of `.required`, if any row uses it.
  var requiredLevel: Int? { requiredLevelID >= 0 ? requiredLevelID : nil }
  /// The level id of `.required`, or −1.
  private(set) var requiredLevelID = -1

  /// The level id of a priority, if any row uses it.
  ///
  /// - Parameter priority: The priority value.
  /// - Returns: The level id, or `nil`.
  func level(of priority: Double) -> Int? {
    levelOfPriority[priority]
  }

  /// Counts one more row at `priority`, creating its level when needed.
  ///
  /// - Parameter priority: The row's priority.
  /// - Returns: The level id.
  /// - Complexity: O(1), or O(*K* log *K*) when a level is created.
  mutating func retain(_ priority: Double) -> Int {
    // Layouts use a handful of priorities: comparing them beats hashing a `Double`.
    if levelAtRank.count <= 16 {
      for level in levelAtRank where self.priority[level] == priority {
        rowCount[level] += 1
        return level
      }
    } else if let level = levelOfPriority[priority] {
      rowCount[level] += 1
      return level
    }
    let level: Int
    if let reused = freeLevels.popLast() {
      level = reused
      self.priority[level] = priority
      rowCount[level] = 1
      activeRows[level] = 0
      gradient[level] = [Double](repeating: 0, count: gradientLength)
    } else {
      level = self.priority.count
      self.priority.append(priority)
      rowCount.append(1)
      activeRows.append(0)
      gradient.append([Double](repeating: 0, count: gradientLength))
      rank.append(0)
      dualValid.append(false)
      dualStore.append(contentsOf: repeatElement(0, count: dualStride))
    }
    dualValid[level] = false
    levelOfPriority[priority] = level
    if priority == 1000 { requiredLevelID = level }
    reorder()
    return level
  }

  /// Counts one row less at `level`, recycling the level when it empties.
  ///
  /// - Parameter level: The level id.
  /// - Complexity: O(1), or O(*K* log *K*) when the level is recycled.
  mutating func release(_ level: Int) {
    rowCount[level] -= 1
    guard rowCount[level] == 0 else { return }
    levelOfPriority[priority[level]] = nil
    if level == requiredLevelID { requiredLevelID = -1 }
    gradient[level] = []
    activeRows[level] = 0
    freeLevels.append(level)
    reorder()
  }

  /// Extends every gradient by one variable.
  ///
  /// - Complexity: O(*K*) amortized (the gradients grow by doubling, together).
  mutating func appendVariable() {
    variableCount += 1
    if variableCount > gradientLength {
      let length = grown(gradientLength, smallest: 64)
      for level in levelAtRank {
        gradient[level].append(contentsOf: repeatElement(0, count: length - gradientLength))
      }
      gradientLength = length
    }
    if variableCount > dualStride {
      restride(to: grown(dualStride, smallest: 16))
    } else {
      for level in priority.indices {
        dualStore[level * dualStride + variableCount - 1] = 0
      }
    }
  }

  /// The size storage for `size` variables grows to.
  ///
  /// Doubled from `smallest` up to 64, then doubled or taken to the reservation, whichever is
  /// larger: a reservation is taken past the smallest sizes only, so a system of a few variables
  /// keeps small storage whatever its owner reserved.
  private func grown(_ size: Int, smallest: Int) -> Int {
    size < 64 ? max(smallest, 2 * size) : max(2 * size, reservedVariables)
  }

  /// Makes room for `count` variables in the gradients and the duals.
  ///
  /// The room is taken at the next growth past 64 variables, not before, so a build of known
  /// size does not regrow them by doubling (each regrowth copies every level's gradient and
  /// duals), and a tree whose items make few solver variables (derived placements) keeps small
  /// gradients.
  ///
  /// - Parameter count: The number of variables to make room for.
  /// - Complexity: O(1).
  mutating func reserveVariables(_ count: Int) {
    reservedVariables = max(reservedVariables, count)
  }

  /// Moves the duals into a store of `newStride` slots a level; a slot past the old stride
  /// holds a stay, whose dual is 0.
  ///
  /// - Complexity: O(*K* · `newStride`).
  private mutating func restride(to newStride: Int) {
    // Room for the levels a layout uses: a new level then takes its duals without a copy of the
    // others' (room the store does not touch costs address space, not memory).
    var store: [Double] = []
    store.reserveCapacity(newStride * max(priority.count, Self.levelsReserved))
    store.append(contentsOf: repeatElement(0, count: newStride * priority.count))
    for level in priority.indices {
      for slot in 0..<dualStride {
        store[level * newStride + slot] = dualStore[level * dualStride + slot]
      }
    }
    dualStore = store
    dualStride = newStride
  }

  /// Drops the variables at and after `count` from every gradient.
  ///
  /// - Parameter count: The number of variables to keep.
  mutating func truncateVariables(to count: Int) {
    // The dropped variables' entries are zeroed, not removed: the gradients keep their length.
    for level in levelAtRank where count < variableCount {
      for index in count..<variableCount { gradient[level][index] = 0 }
    }
    variableCount = count
    invalidateDuals()
  }

  /// Zeroes a released variable's entry in every gradient (the caller invalidates the duals
  /// once for all the variables it releases).
  ///
  /// - Parameter index: The variable's column.
  mutating func clearVariable(_ index: Int) {
    for level in levelAtRank where index < gradient[level].count { gradient[level][index] = 0 }
  }

  /// Marks every level's cached duals stale.
  mutating func invalidateDuals() {
    for level in dualValid.indices { dualValid[level] = false }
  }

  /// Zeroes every gradient and slope count, before they are rebuilt from the rows.
  mutating func clearGradients() {
    invalidateDuals()
    for level in levelAtRank {
      gradient[level].withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
      activeRows[level] = 0
    }
  }

  private mutating func reorder() {
    levelAtRank = levelOfPriority.values.sorted { priority[$0] > priority[$1] }
    for (position, level) in levelAtRank.enumerated() {
      rank[level] = position
    }
  }
}
