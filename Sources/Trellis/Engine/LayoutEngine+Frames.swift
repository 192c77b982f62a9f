import TrellisSolver

// The root's size and safe area, measure functions, and writing frames.

extension LayoutEngine {
  /// Pins the root at (0, 0) with `size` (required), changing the constants in place on resize.
  func setRootSize(_ size: Size) {
    guard let root else { return }
    self.size = size
    if rootPins.count == 4 {
      updateSystemConstant(rootPins[2], to: size.width)
      updateSystemConstant(rootPins[3], to: size.height)
      return
    }
    let v = root.variables
    rootPins = [v.x .== 0, v.y .== 0, v.width .== size.width, v.height .== size.height]
    for (index, pin) in rootPins.enumerated() { addSystem(pin, role: .rootPin(index)) }
  }

  /// The root's safe-area guide, created with its constraints when first asked for.
  var safeAreaGuide: LayoutGuide {
    if let guide = safeAreaStorage { return guide }
    let guide = LayoutGuide("safeArea")
    safeAreaStorage = guide
    guard let root else { return guide }
    try? root.addLayoutGuide(guide)
    let g = guide.variables
    let r = root.variables
    let insets = safeAreaInsets
    safeAreaConstraints = [
      g.x .== r.x + insets.left, g.y .== r.y + insets.top,
      g.width .== r.width - (insets.left + insets.right),
      g.height .== r.height - (insets.top + insets.bottom),
    ]
    for (index, constraint) in safeAreaConstraints.enumerated() {
      addSystem(constraint, role: .safeArea(index))
    }
    return guide
  }

  /// Changes the safe area's constants in place.
  func updateSafeAreaConstants() {
    guard safeAreaConstraints.count == 4 else { return }
    let insets = safeAreaInsets
    let constants = [
      insets.left, insets.top, -(insets.left + insets.right), -(insets.top + insets.bottom),
    ]
    for (constraint, constant) in zip(safeAreaConstraints, constants) {
      updateSystemConstant(constraint, to: constant)
    }
  }

  /// Resolves measure functions as Auto Layout resolves multi-line labels: measure each node at
  /// its solved width, update its intrinsic height in place, and solve again, until nothing
  /// changes or ``measurePassLimit`` passes.
  func resolveMeasures() {
    guard !measuredItems.isEmpty else { return }
    // Tree order, so that equal inputs always give equal solver histories. The order is moved
    // out while the pass writes it (`take()`: a copy would retain and release each of its
    // lists), and moved back however the pass ends — unless a measure function changed one
    // during the pass (it keeps the widths it measured).
    var order =
      measuredOrder.take()
      ?? MeasuredOrder(
        records: measuredItems.compactMap { records[$0] }, itemPositions: itemPositions)
    isMeasuring = true
    measuredOrderOutdated = false
    resolveMeasures(in: &order)
    isMeasuring = false
    if measuredOrderOutdated { order.storeWidths() } else { measuredOrder = consume order }
  }

  /// The passes of ``resolveMeasures()`` over the order it moved out.
  private func resolveMeasures(in order: inout MeasuredOrder) {
    // Every item was measured at its solved width when the frames were last written, and no
    // width moved since (the solver's log names none): nothing to ask, and the widths, scattered
    // through the solver's values, are not even read.
    if order.settledAtTake, solver.withChangedPositions({ order.widthsStaySettled(changed: $0) }) {
      order.settledSincePass = true
      return
    }
    order.settledSincePass = false
    for _ in 0..<Self.measurePassLimit {
      let widths = solver.values(at: order.widthPositions)
      // Every item measured at exactly these widths already: nothing to ask (one comparison of
      // two arrays; a width not measured yet is NaN, equal to nothing).
      if widths == order.measuredWidths {
        order.settledSincePass = true
        return
      }
      var changes: [ItemRecord] = []
      // The records, scattered in memory, are reached only for the heights that changed.
      for (index, width) in widths.enumerated() {
        // A width the function has already answered gives the same height.
        if abs(order.measuredWidths[index] - width) <= 1e-9 { continue }
        order.measuredWidths[index] = width
        let height = order.size(at: index, forWidth: width).height
        guard order.measuredHeights[index].map({ abs($0 - height) > 1e-9 }) ?? true else {
          continue
        }
        order.measuredHeights[index] = height
        let record = order.records[index]
        record.measuredHeight = height
        changes.append(record)
      }
      guard !changes.isEmpty else {
        order.settledSincePass = true
        return
      }
      for record in changes {
        guard let node = record.item as? Node else { continue }
        updateIntrinsic(of: node, record: record)
        // A height that stopped being finite is no longer held: its fallback comes back.
        reconcileFallbacks(of: node, record: record, updatingConstants: true)
      }
      solver.solve()
    }
  }

  /// Writes every item's frame into the ``FrameStore`` the items read.
  ///
  /// Edges are rounded to `1/scale` in root space, sizes derived, then made relative to the
  /// parent (a guide: its owner). The items themselves are not touched.
  ///
  /// An item whose solved values, scale and parent origin are those of the last write, and
  /// whose visibility did not change since, keeps the frame it has: a local change writes only
  /// the frames that moved. An item whose frame comes out as it was (a child of a row that
  /// moved by whole points) is not written either. When the solver can tell which values moved
  /// since the last write (a change it applied along cached directions), only those are read
  /// again, and an item none of whose values moved is passed over without looking at its
  /// values.
  ///
  /// - Complexity: O(items) flag checks, plus the values that moved and the frames that changed;
  ///   O(items) comparisons when the solver cannot tell what moved.
  func writeFrames() {
    if structureDirty { registerItems() }
    // Positions refreshed here or at the end of the sync leave the cache's map stale
    // (`positionsMapped`), which sends this write down the full read and maps them again.
    refreshStalePositions()
    let scale = self.scale > 0 && self.scale.isFinite ? self.scale : 1
    // Dividing by a power of two (1, 2) is multiplying by its exact inverse, bit for bit, and a
    // division takes many times a multiplication's cycles; other scales divide.
    let inverse = scale.significand == 1 ? 1 / scale : nil
    let count = orderedRecords.count
    let reuse = frameCache.origins.count == count && frameCache.scale == scale
    // Swapped out, not copied: a copy retained and released every one of its lists.
    var cache = FrameCache()
    swap(&cache, &frameCache)
    if !reuse { cache = FrameCache(count: count, scale: scale) }
    let logged = solver.takeChangedPositions(into: &cache.changedPositions)
    measuredOrder?.noteLogTaken()
    // The values read last time are still right but for the logged positions when nothing
    // else moved them: the map from positions to items current, no stale frame, and no derived
    // placements, or the same ones as at the last full read, each re-patched from its parent
    // (no derived chains).
    let patchable =
      derivedChains.isEmpty && cache.derivedArePatchable
      && !derivedPlacements.changedSinceFullPatch
    let incremental =
      reuse && logged && cache.positionsMapped && !cache.hasStale && patchable
      && cache.values.count == itemPositions.count
    if incremental {
      cache.readChangedValues(from: &solver)
      if !derivedPlacements.isEmpty {
        derivedPlacements.patchMoved(&cache.values, dirty: &cache.dirty, parents: itemParentIndex)
      }
    } else {
      var fresh = cache.spareValues
      cache.spareValues = []
      solver.readValues(at: itemPositions, into: &fresh)
      let placementsPatchable = derivedPlacements.patch(&fresh, parents: itemParentIndex)
      for arrangement in derivedChains.values { arrangement.chainFrames.patch(&fresh) }
      cache.derivedArePatchable = placementsPatchable && derivedChains.isEmpty
      cache.takeValues(&fresh)
      // Positions change only with the frame order (a fresh cache) or a refresh of stale ones.
      if !cache.positionsMapped { cache.mapPositions(itemPositions) }
    }
    let hadStale = cache.hasStale || !reuse
    cache.hasStale = false
    cache.readOnlyMovedValues = incremental
    // One pass over plain buffers: an item none of whose values changed, under a parent that
    // did not move, is passed over on two flags; its record, node and origin are not touched.
    let store = frameStore
    let items = min(count, itemParentIndex.count, cache.values.count / 4, store.count)
    let written = store.frames
    cache.values.withUnsafeBufferPointer { values in
      itemParentIndex.withUnsafeBufferPointer { parents in
        cache.dirty.withUnsafeMutableBufferPointer { dirty in
          cache.moved.withUnsafeMutableBufferPointer { moved in
            cache.origins.withUnsafeMutableBufferPointer { origins in
              for index in 0..<items {
                let parent = Int(parents[index])
                guard dirty[index] || (parent >= 0 && moved[parent]) else {
                  moved[index] = false
                  continue
                }
                dirty[index] = false
                let solved = SIMD4(
                  values[4 * index], values[4 * index + 1], values[4 * index + 2],
                  values[4 * index + 3])
                // The four edges (left, top, right, bottom) rounded at once.
                let scaled =
                  ((solved + SIMD4(0, 0, solved.x, solved.y)) * scale).roundedToNearest
                let edges = inverse.map { scaled * $0 } ?? scaled / scale
                let left = edges.x
                let top = edges.y
                let rect = Rect(x: left, y: top, width: edges.z - left, height: edges.w - top)
                moved[index] = origins[index] != rect.origin || !reuse
                origins[index] = rect.origin
                // Parents come first in the frame order, so the parent's origin is already
                // rounded.
                let frame =
                  parent < 0
                  ? rect
                  : Rect(
                    x: left - origins[parent].x, y: top - origins[parent].y,
                    width: rect.width, height: rect.height)
                // The store holds each item's current frame (what the item reads).
                guard written[index] != frame else { continue }
                written[index] = frame
              }
            }
          }
        }
      }
    }
    // Visibility only changes with a note to the engine (which marks the frame stale; a fresh
    // cache marks every item stale).
    if hadStale {
      for index in 0..<items where cache.stale[index] {
        cache.stale[index] = false
        orderedRecords[index].wasShown = orderedItems[index]._withUnsafeGuaranteedRef {
          $0.isShown
        }
      }
    }
    // Swapped back (the loop's closures keep `cache` from being moved): no copy.
    swap(&cache, &frameCache)
    // `written` points into the store: kept alive past the loop whatever the engine holds.
    withExtendedLifetime(store) {}
  }

  /// Reports the build errors and runs the constraint blocks the result builder left on `nodes`
  /// (those the engine's walk of the tree found waiting), now that the tree exists.
  func applyPendingConstraintBlocks(of nodes: [Node]) {
    for node in nodes where !node.pendingBuildErrors.isEmpty {
      for error in node.pendingBuildErrors {
        report(
          LayoutDiagnostic(
            kind: .invalidConstraint, deactivated: error.description, constraints: []))
      }
      node.pendingBuildErrors = []
    }
    for node in nodes where !node.pendingConstraintBlocks.isEmpty {
      let blocks = node.pendingConstraintBlocks
      node.pendingConstraintBlocks = []
      for block in blocks {
        do {
          try node.makeConstraints(block.body)
        } catch {
          report(
            LayoutDiagnostic(
              kind: .invalidConstraint, deactivated: error.description, constraints: []))
        }
      }
    }
  }
}

/// A `constraints { make in … }` modifier waiting for its node to be in a tree.
struct PendingConstraintBlock {
  var body: (ConstraintMaker) -> Void
}

extension LayoutEngine {
  /// The frame store, if it holds the frames of the root and of ``subtreeNodes`` (`nodeCount`
  /// of them) at the slots ``subtreeFrameSlots`` names (the first ones, in order, when it names
  /// none), and the items read their frames from it.
  ///
  /// - Complexity: O(1).
  @usableFromInline
  func frameStore(alignedWith nodeCount: Int) -> FrameStore? {
    guard attachesFrames else { return nil }
    // The store, the list and the slots come from the same registration: every slot is below
    // the store's count.
    let slots = subtreeFrameSlots?.count ?? frameStore.count
    return slots == nodeCount + 1 ? frameStore : nil
  }
}
