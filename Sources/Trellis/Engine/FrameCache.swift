import TrellisSolver

/// What the last frame write used, so the next one can skip the frames that did not change.
struct FrameCache {
  /// One entry per item, in frame order.
  var entries: [FrameCacheEntry] = []
  /// The scale the frames were rounded to.
  var scale = 0.0
  /// Whether some entry was marked stale since the last write.
  var hasStale = false
  /// Whether the values the last write read are the solver's as they were (no derived
  /// placement patched in).
  var valuesArePlain = false
  /// Where each solver position's value goes in the frame values (`4 × item + edge`), or −1.
  var positionSlots: [Int32] = []
  /// The item positions ``positionSlots`` was made from.
  var mappedPositions: [Int32] = []
  /// Per item: whether one of its values moved since the last write (set while reading the
  /// moved values, cleared as the write passes the item).
  var dirty: [Bool] = []
  /// The positions the solver logged as moved, kept as a buffer between writes.
  var changedPositions: [Int32] = []
  /// Whether the last write read only the values the solver logged as moved (for tests).
  var readOnlyMovedValues = false

  /// Maps the solver positions of the items' values to their places in the frame values,
  /// unless the positions are those of the last map.
  ///
  /// - Parameters:
  ///   - positions: Four positions per item, in frame order (−1: not in the solver).
  ///   - count: The number of items.
  /// - Complexity: O(`positions.count` + the largest position) when they changed, else O(1)
  ///   for an unchanged list (the same storage), O(`positions.count`) for an equal copy.
  mutating func mapPositions(_ positions: [Int32], count: Int) {
    if dirty.count != count { dirty = [Bool](repeating: false, count: count) }
    guard positions != mappedPositions else { return }
    let largest = Int(positions.max() ?? -1)
    positionSlots = [Int32](repeating: -1, count: largest + 1)
    for (slot, position) in positions.enumerated() where position >= 0 {
      positionSlots[Int(position)] = Int32(slot)
    }
    mappedPositions = positions
  }

  /// Reads again the values at the positions the solver logged, and marks their items dirty.
  ///
  /// - Parameters:
  ///   - values: The frame values of the last write, brought up to date.
  ///   - solver: The solver that logged the positions.
  /// - Complexity: O(logged positions).
  mutating func readChangedValues(into values: inout [Double], from solver: inout Solver) {
    let changed = changedPositions
    let slots = positionSlots
    var marks = dirty
    dirty = []
    defer { dirty = marks }
    solver.withValues { solved in
      values.withUnsafeMutableBufferPointer { target in
        marks.withUnsafeMutableBufferPointer { marks in
          for position in changed {
            let index = Int(position)
            guard index < slots.count, index < solved.count else { continue }
            let slot = Int(slots[index])
            guard slot >= 0, slot < target.count else { continue }
            target[slot] = solved[index]
            marks[slot >> 2] = true
          }
        }
      }
    }
  }
}

/// What the last frame write used for one item.
struct FrameCacheEntry {
  /// The solved x, y, width and height (NaN: never written).
  var values = SIMD4<Double>(repeating: .nan)
  /// The rounded origin in root space.
  var origin = Point.zero
  /// Whether the rounded origin changed at the last write (the children's relative frames
  /// change with it).
  var moved = true
  /// Whether the frame must be written at the next write even if its values did not change
  /// (its visibility changed since).
  var stale = true
}
