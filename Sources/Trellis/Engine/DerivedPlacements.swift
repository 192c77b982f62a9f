import TrellisSolver

/// The children whose position and length on an axis the engine writes from their container's
/// solved frame instead of solving them.
///
/// A filled stack child's two cross-axis equalities (`start == stack.start + inset`,
/// `end == stack.end − inset`), and a filled grid cell's four (its edges on its tracks, which
/// closed-form tracks put at fixed fractions of the grid), are the only mention of those
/// variables while nothing else constrains them, so their values follow from the container's:
/// on each derived axis, `low = parent.low + scale · parent.length + offset` and
/// `length = lengthScale · parent.length + lengthOffset`.
///
/// Each placement stays out of the solver (no rows, no constraint objects) until something
/// mentions the variables (a DSL constraint, a fallback of a child or guide of the node, its
/// intrinsic size or measure function, the node hidden); then its arrangement makes the
/// equalities as rows (``LayoutEngine/materializeDerived(_:)``), with the activation sequences
/// they would have had (reserved on the entry, ``ArrangedEntry/derivedSequences``), so
/// conflicts resolve and print as if they had been rows all along.
struct DerivedPlacements {
  /// How a child sits in its frame parent on one axis.
  struct Rule: Equatable {
    /// The child's low coordinate: the parent's, plus `scale` times the parent's length, plus
    /// `offset`.
    var scale = 0.0
    var offset = 0.0
    /// The child's length: `lengthScale` times the parent's, plus `lengthOffset`.
    var lengthScale = 1.0
    var lengthOffset = 0.0
  }

  /// What the frame write needs of one placement: where the child sits in the frame order (its
  /// frame parent is the container) and which of the table's rules it follows on each derived
  /// axis.
  ///
  /// Sixteen bytes: the children of one container share a few rules (a stack's fill, a grid's
  /// column and row), so each placement names them instead of holding two (64 bytes; the
  /// placement was 72), and a frame write over a 100 × 100 grid streams 160 KB of placements,
  /// not 720 KB.
  struct Frame {
    /// The child's index in the frame order, or −1 while unknown.
    var index: Int32
    /// The derived axes: bit 0 horizontal, bit 1 vertical (the frame write reads plain
    /// values, not optionals).
    let axes: UInt8
    /// The rules of the horizontal and the vertical axis, as indices into the table's rules
    /// (unused where the axis is not derived).
    let horizontal: Int32
    let vertical: Int32
  }

  /// Who makes a placement's rows when they are needed.
  struct Owner {
    let nodeID: ObjectIdentifier
    let entry: ArrangedEntry
    let arrangement: Arrangement
  }

  /// The placements, for the frame write (in no particular order).
  private(set) var frames: [Frame] = []
  /// The owner of each placement, at the same index as its frame (a dump makes their rows).
  private(set) var owners: [Owner] = []
  /// Where each derived child's placement is.
  private var slots: [ObjectIdentifier: Int] = [:]
  /// The distinct rules the placements follow (some perhaps no longer followed, until the
  /// next compaction).
  private var ruleTable = RuleTable()
  /// The rules placements name, by index.
  var rules: [Rule] { ruleTable.rules }

  /// Whether no child is derived (every other check is skipped then).
  var isEmpty: Bool { frames.isEmpty }
  /// Whether a placement was added, replaced or removed, or the frame order read again, since
  /// the frame write last patched every placement (``patch(_:parents:)``, which clears it).
  ///
  /// Until then, a write that knows which values moved re-patches only the placements under
  /// a moved parent (``patchMoved(_:dirty:parents:)``).
  private(set) var changedSinceFullPatch = true

  /// Whether a child is derived on an axis (on any axis, for `nil`).
  ///
  /// - Complexity: One hash lookup.
  func derives(_ key: ObjectIdentifier, on axis: Axis? = nil) -> Bool {
    guard !frames.isEmpty, let slot = slots[key] else { return false }
    switch axis {
    case nil: return true
    case .horizontal: return frames[slot].axes & 1 != 0
    case .vertical: return frames[slot].axes & 2 != 0
    }
  }

  /// Adds a placement (replacing the child's earlier one: a child that moved from one
  /// container to another).
  ///
  /// - Parameters:
  ///   - index: The child's index in the frame order, or −1 while unknown.
  ///   - horizontal: The rule on the horizontal axis (x, width), if that axis is derived.
  ///   - vertical: The rule on the vertical axis (y, height), if that axis is derived.
  ///   - owner: Who makes the placement's rows when they are needed.
  /// - Complexity: Amortised O(1).
  mutating func insert(index: Int32, horizontal: Rule?, vertical: Rule?, owner: Owner) {
    // Rules no placement follows any more are dropped once they are as many as the live
    // ones: the table stays within twice what the placements need, however often they change.
    if rules.count >= 2 * frames.count + 16 { compactRules() }
    changedSinceFullPatch = true
    let frame = Frame(
      index: index, axes: (horizontal == nil ? 0 : 1) | (vertical == nil ? 0 : 2),
      horizontal: horizontal.map { ruleTable.index(of: $0) } ?? 0,
      vertical: vertical.map { ruleTable.index(of: $0) } ?? 0)
    // One lookup, which claims the next slot: a child that already had a placement gets its
    // slot back, with the placement replaced in it.
    if let slot = slots.updateValue(frames.count, forKey: owner.nodeID) {
      slots[owner.nodeID] = slot
      frames[slot] = frame
      owners[slot] = owner
      return
    }
    owners.append(owner)
    frames.append(frame)
  }

  /// Keeps only the rules some placement follows, renumbering the placements.
  ///
  /// - Complexity: O(placements + rules).
  private mutating func compactRules() {
    let old = ruleTable.rules
    ruleTable = RuleTable()
    for slot in frames.indices {
      let frame = frames[slot]
      let horizontal = frame.axes & 1 != 0 ? ruleTable.index(of: old[Int(frame.horizontal)]) : 0
      let vertical = frame.axes & 2 != 0 ? ruleTable.index(of: old[Int(frame.vertical)]) : 0
      frames[slot] = Frame(
        index: frame.index, axes: frame.axes, horizontal: horizontal, vertical: vertical)
    }
  }

  /// Makes room for `count` more placements at once.
  ///
  /// - Complexity: Amortised O(`count`).
  mutating func reserveCapacity(adding count: Int) {
    slots.reserveGrowing(toHold: frames.count + count)
    frames.reserveCapacity(slots.capacity)
    owners.reserveCapacity(slots.capacity)
  }

  /// Removes a child's placement.
  ///
  /// - Parameters:
  ///   - key: The child.
  ///   - entry: The entry the placement must belong to, if any: a child that moved from one
  ///     container to another keeps the placement its new container made when the old one
  ///     lets go.
  /// - Returns: Its owner, or `nil` when the child was not derived (by that entry).
  /// - Complexity: O(1) (the last placement takes the removed one's place).
  mutating func remove(_ key: ObjectIdentifier, entry: ArrangedEntry? = nil) -> Owner? {
    guard !frames.isEmpty, let slot = slots[key] else { return nil }
    let owner = owners[slot]
    if let entry, owner.entry !== entry { return nil }
    changedSinceFullPatch = true
    slots[key] = nil
    let last = frames.count - 1
    if slot != last {
      frames[slot] = frames[last]
      owners[slot] = owners[last]
      slots[owners[slot].nodeID] = slot
    }
    frames.removeLast()
    owners.removeLast()
    return owner
  }

  /// Reads every placement's frame index again after the frame order changed.
  ///
  /// - Parameter index: A child's index in the new frame order, or `nil` when it has none.
  /// - Complexity: O(placements) lookups.
  mutating func refreshIndices(_ index: (ObjectIdentifier) -> Int?) {
    changedSinceFullPatch = true
    for slot in frames.indices {
      frames[slot].index = index(owners[slot].nodeID).map(Int32.init) ?? -1
    }
  }

  /// Writes each derived child's position and length on its derived axes into solved values
  /// laid out as the frame write reads them (x, y, width, height per item in frame order), from
  /// its frame parent's, and clears ``changedSinceFullPatch``.
  ///
  /// - Returns: Whether ``patchMoved(_:dirty:parents:)`` can keep these values current from
  ///   here: no derived child's frame parent is itself derived (the placements are in no
  ///   particular order, so a re-patch could read a parent before it is patched).
  /// - Complexity: O(placements + items).
  @discardableResult
  mutating func patch(_ values: inout [Double], parents: [Int32]) -> Bool {
    changedSinceFullPatch = false
    guard !frames.isEmpty else { return true }
    patchAll(&values, parents: parents)
    var derived = [Bool](repeating: false, count: parents.count)
    for frame in frames where UInt(bitPattern: Int(frame.index)) < UInt(parents.count) {
      derived[Int(frame.index)] = true
    }
    for frame in frames where UInt(bitPattern: Int(frame.index)) < UInt(parents.count) {
      let parent = Int(parents[Int(frame.index)])
      if parent >= 0, parent < derived.count, derived[parent] { return false }
    }
    return true
  }

  /// Re-patches the placements whose frame parent's values changed (`dirty`), or whose own
  /// did (a value the solver still holds for a derived variable is overwritten again), and
  /// marks dirty each child whose patched values changed.
  ///
  /// Valid while ``changedSinceFullPatch`` is false and the last full patch reported that no
  /// derived child's parent is derived; the other values must be current.
  ///
  /// - Complexity: O(placements), plus the placements re-patched.
  func patchMoved(_ values: inout [Double], dirty: inout [Bool], parents: [Int32]) {
    ruleTable.rules.withUnsafeBufferPointer { rules in
      frames.withUnsafeBufferPointer { frames in
        parents.withUnsafeBufferPointer { parents in
          dirty.withUnsafeMutableBufferPointer { dirty in
            values.withUnsafeMutableBufferPointer { values in
              let count = UInt(min(parents.count, dirty.count, values.count / 4))
              for frame in frames {
                let index = Int(frame.index)
                guard UInt(bitPattern: index) < count else { continue }
                let parent = Int(parents[index])
                guard UInt(bitPattern: parent) < count, dirty[parent] || dirty[index] else {
                  continue
                }
                let child = index &<< 2
                let before = SIMD4(
                  values[child], values[child &+ 1], values[child &+ 2], values[child &+ 3])
                Self.apply(
                  frame, rules: rules, to: values, child: child, parent: parent &<< 2)
                let after = SIMD4(
                  values[child], values[child &+ 1], values[child &+ 2], values[child &+ 3])
                if any(after .!= before) { dirty[index] = true }
              }
            }
          }
        }
      }
    }
  }

  /// Every placement patched, in the order of ``frames``.
  private func patchAll(_ values: inout [Double], parents: [Int32]) {
    ruleTable.rules.withUnsafeBufferPointer { rules in
      frames.withUnsafeBufferPointer { frames in
        parents.withUnsafeBufferPointer { parents in
          values.withUnsafeMutableBufferPointer { values in
            let count = UInt(min(parents.count, values.count / 4))
            for frame in frames {
              // One unsigned comparison rejects −1 and anything past the end; the offsets
              // below are then within the buffers and cannot overflow.
              let index = Int(frame.index)
              guard UInt(bitPattern: index) < count else { continue }
              let parent = Int(parents[index])
              guard UInt(bitPattern: parent) < count else { continue }
              Self.apply(frame, rules: rules, to: values, child: index &<< 2, parent: parent &<< 2)
            }
          }
        }
      }
    }
  }

  /// Writes one placement's derived axes at `child` from the values at `parent` (offsets of
  /// the two items' x, both within `values`).
  @inline(__always)
  private static func apply(
    _ frame: Frame, rules: UnsafeBufferPointer<Rule>, to values: UnsafeMutableBufferPointer<Double>,
    child: Int, parent from: Int
  ) {
    let ruleCount = UInt(rules.count)
    // x and width at 0 and 2, y and height at 1 and 3.
    if frame.axes & 1 != 0, UInt(bitPattern: Int(frame.horizontal)) < ruleCount {
      let rule = rules[Int(frame.horizontal)]
      let length = values[from &+ 2]
      values[child] = values[from] + rule.scale * length + rule.offset
      values[child &+ 2] = rule.lengthScale * length + rule.lengthOffset
    }
    if frame.axes & 2 != 0, UInt(bitPattern: Int(frame.vertical)) < ruleCount {
      let rule = rules[Int(frame.vertical)]
      let length = values[from &+ 3]
      values[child &+ 1] = values[from &+ 1] + rule.scale * length + rule.offset
      values[child &+ 3] = rule.lengthScale * length + rule.lengthOffset
    }
  }
}
