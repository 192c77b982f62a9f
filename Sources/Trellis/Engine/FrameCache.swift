import TrellisSolver

/// What the last frame write used, so the next one can skip the frames that did not change.
///
/// Per item, in frame order, in separate lists: a write passes over an unchanged item on its
/// `dirty` flag and its parent's `moved` flag alone.
struct FrameCache {
  /// The scale the frames were rounded to.
  var scale = 0.0
  /// Each item's rounded origin in root space.
  var origins: [Point] = []
  /// Whether each item's rounded origin changed at the last write (its children's relative
  /// frames change with it).
  var moved: [Bool] = []
  /// Whether each item's frame must be written at the next write even if its values did not
  /// change (its visibility changed since, or it was never written).
  var stale: [Bool] = []
  /// Whether some item was marked stale since the last write.
  var hasStale = false
  /// Whether one of each item's values changed since the last write (set while reading the
  /// values, cleared as the write passes the item).
  var dirty: [Bool] = []
  /// The solved x, y, width and height of every item as the last write read them.
  var values: [Double] = []
  /// The buffer the next full read fills (the values before it, kept to compare).
  var spareValues: [Double] = []
  /// Whether the last full read patched no derived chain into ``values``, and its derived
  /// placements (if any) can be kept current by re-patching the ones under a moved parent
  /// (none of their parents is derived).
  var derivedArePatchable = false
  /// Where each solver position's value goes in ``values`` (`4 × item + edge`), or −1.
  var positionSlots: [Int32] = []
  /// Whether ``positionSlots`` maps the engine's current item positions (a fresh cache, made
  /// whenever the frame order changes, maps nothing yet; a refresh of stale positions clears
  /// it).
  var positionsMapped = false
  /// The positions the solver logged as moved, kept as a buffer between writes.
  var changedPositions: [Int32] = []
  /// Whether the last write read only the values the solver logged as moved (for tests).
  var readOnlyMovedValues = false

  /// An empty cache, for a tree not written yet.
  init() {}

  /// A cache for `count` items, every one stale.
  ///
  /// - Parameters:
  ///   - count: The number of items.
  ///   - scale: The scale the frames will be rounded to.
  init(count: Int, scale: Double) {
    self.scale = scale
    origins = [Point](repeating: .zero, count: count)
    moved = [Bool](repeating: true, count: count)
    stale = [Bool](repeating: true, count: count)
    dirty = [Bool](repeating: false, count: count)
  }

  /// Takes a full read of the values: marks dirty every item whose values differ from the last
  /// read, or whose frame is stale, and keeps the last read's buffer for the next one.
  ///
  /// - Parameter fresh: The values just read, four per item; receives the old buffer.
  /// - Complexity: O(`fresh.count`).
  mutating func takeValues(_ fresh: inout [Double]) {
    let comparable = values.count == fresh.count
    let count = min(dirty.count, stale.count, fresh.count / 4)
    fresh.withUnsafeBufferPointer { fresh in
      values.withUnsafeBufferPointer { old in
        for item in 0..<count {
          var changed = !comparable || stale[item]
          if !changed {
            let now = SIMD4(
              fresh[4 * item], fresh[4 * item + 1], fresh[4 * item + 2], fresh[4 * item + 3])
            let before = SIMD4(
              old[4 * item], old[4 * item + 1], old[4 * item + 2], old[4 * item + 3])
            // `any(.!=)` compares the four lanes at once; NaN (never solved) always differs.
            changed = any(now .!= before)
          }
          dirty[item] = changed
        }
      }
    }
    swap(&values, &fresh)
    spareValues = fresh
    fresh = []
  }

  /// Maps the solver positions of the items' values to their places in ``values``.
  ///
  /// - Parameter positions: Four positions per item, in frame order (−1: not in the solver).
  /// - Complexity: O(`positions.count` + the largest position).
  mutating func mapPositions(_ positions: [Int32]) {
    let largest = Int(positions.max() ?? -1)
    positionSlots = [Int32](repeating: -1, count: largest + 1)
    for (slot, position) in positions.enumerated() where position >= 0 {
      positionSlots[Int(position)] = Int32(slot)
    }
    positionsMapped = true
  }

  /// Reads again the values at the positions the solver logged, and marks dirty the items
  /// whose values changed.
  ///
  /// - Parameter solver: The solver that logged the positions.
  /// - Complexity: O(logged positions).
  mutating func readChangedValues(from solver: inout Solver) {
    let changed = changedPositions
    let slots = positionSlots
    var marks = dirty
    dirty = []
    var target = values
    values = []
    defer {
      dirty = marks
      values = target
    }
    solver.withValues { solved in
      target.withUnsafeMutableBufferPointer { target in
        marks.withUnsafeMutableBufferPointer { marks in
          for position in changed {
            let index = Int(position)
            guard index < slots.count, index < solved.count else { continue }
            let slot = Int(slots[index])
            guard slot >= 0, slot < target.count, target[slot] != solved[index] else { continue }
            target[slot] = solved[index]
            marks[slot >> 2] = true
          }
        }
      }
    }
  }
}
