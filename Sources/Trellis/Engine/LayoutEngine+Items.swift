import TrellisSolver

// Every item of the tree has a record: its fallback constraints (unplaced items sit at their
// parent's origin with their default, intrinsic or zero size) and its intrinsic-size
// constraints (hugging `<=` and compression resistance `>=`), updated in place.

/// The engine's constraints for one item.
///
/// Only the engine touches a record, and never while calling out to a caller's code: its
/// stored properties skip the dynamic exclusivity check, as the engine's own state does.
final class ItemRecord {
  /// The item's anchor (a weak reference without a side table).
  let anchor: ItemAnchor
  /// The item, or `nil` once it is gone.
  var item: LayoutItem? { anchor.item }
  /// x, y, width, height at the fallback priority; `nil` where the item's container fixes the
  /// variable (``PlacedVariables``).
  @exclusivity(unchecked) var fallback = InlineSlots<SoftRow>()
  /// Hugging per axis (horizontal, vertical).
  @exclusivity(unchecked) var hug = InlinePair<IntrinsicRow>()
  /// Compression resistance per axis.
  @exclusivity(unchecked) var resist = InlinePair<IntrinsicRow>()
  /// The height a measure function gave at the last solved width.
  @exclusivity(unchecked) var measuredHeight: Double?
  /// The solved width the measure function was last asked about, while the engine keeps no
  /// ``MeasuredOrder`` (which holds the widths while it exists).
  @exclusivity(unchecked) var measuredWidth: Double?
  /// The measure function's natural size (at an infinite width), asked once per change.
  @exclusivity(unchecked) var naturalSize: Size?
  /// The item's position in the frame order (parents first).
  @exclusivity(unchecked) var order = 0
  /// Whether the last layout wrote the item's frame while it was visible.
  @exclusivity(unchecked) var wasShown = false
  /// The weights the hugging, compression-resistance and length-fallback constraints were
  /// made with, per axis (a node's ``Node/intrinsicWeights`` when the record was made or last
  /// refreshed).
  var intrinsicWeights: SIMD2<Double> {
    get { storedIntrinsicWeights.vector }
    set { storedIntrinsicWeights.vector = newValue }
  }
  /// ``intrinsicWeights``, stored without a vector's alignment (see ``WeightPair``).
  @exclusivity(unchecked) private var storedIntrinsicWeights: WeightPair

  init(item: LayoutItem, intrinsicWeights: SIMD2<Double>) {
    self.anchor = item.anchor
    self.storedIntrinsicWeights = WeightPair(intrinsicWeights)
  }
}

extension LayoutEngine {
  /// Brings the engine's own constraints up to date with the tree before a solve.
  ///
  /// - Complexity: O(nodes) after the tree's structure changed, else O(*c* log *c*) for *c*
  ///   changed items.
  func sync() {
    if structureDirty { registerItems() }
    updateArrangements()
    // Measure functions and the frame write read positions: those of placements that became
    // rows since are found now.
    defer { refreshStalePositions() }
    guard !dirtyItems.isEmpty else { return }
    let dirty = dirtyItems
    dirtyItems = [:]
    // Tree order, so that equal inputs always give equal solver histories (and ties).
    let pending = dirty.compactMap { key, flags in records[key].map { ($0, flags) } }
      .sorted { $0.0.order < $1.0.order }
    var turned: [LayoutItem] = []
    for (record, flags) in pending {
      guard let item = record.item else { continue }
      refresh(item, record: record, flags: flags)
      if flags.contains(.direction) { turned.append(item) }
    }
    if !turned.isEmpty { reactivateDirectionalConstraints(of: turned) }
  }

  /// Walks the tree: every item without a record gets one; the frame order is rebuilt.
  func registerItems() {
    structureDirty = false
    guard let root else { return }
    isRegistering = true
    defer { isRegistering = false }
    // On the first registration every item is new: none is looked up among the records.
    let firstRegistration = records.isEmpty
    // One walk, parents before children (the order of `subtree`), each item with the index of
    // its frame parent (a guide's is its owning node) and the nodes with blocks or errors waiting.
    var items: [LayoutItem] = []
    var parentIndex: [Int32] = []
    var containers: [Node] = []
    var waiting: [Node] = []
    var nodes: [Node] = []
    nodes.reserveCapacity(records.count)
    // Where each visited node sits among the items (guides come between nodes).
    var itemIndexOfVisit: [Int] = []
    itemIndexOfVisit.reserveCapacity(records.count)
    root.walkSubtree { node, parentVisit in
      let index = items.count
      itemIndexOfVisit.append(index)
      items.append(node)
      if parentVisit >= 0 { nodes.append(node) }
      parentIndex.append(parentVisit < 0 ? -1 : Int32(itemIndexOfVisit[parentVisit]))
      // Most nodes have no guides: their list is not even retained.
      if !node.layoutGuides.isEmpty {
        for guide in node.layoutGuides {
          items.append(guide)
          parentIndex.append(Int32(index))
        }
      }
      if node.arrangesChildren { containers.append(node) }
      if !node.pendingConstraintBlocks.isEmpty || !node.pendingBuildErrors.isEmpty {
        waiting.append(node)
      }
    }
    subtreeNodes = nodes
    subtreeFrameSlots =
      items.count == nodes.count + 1 ? nil : itemIndexOfVisit.map { Int32(truncatingIfNeeded: $0) }
    // An item brings about eight constraints of the engine's own: room for them at once, grown
    // geometrically so a tree built one layout at a time stays linear.
    systemIndex.reserve(adding: 8 * max(0, items.count - records.count))
    records.reserveGrowing(toHold: items.count)
    // Children of containers may be derived: room for every new item at once.
    if !containers.isEmpty, derivesPlacements {
      derivedPlacements.reserveCapacity(adding: max(0, items.count - records.count))
    }
    // The solver's rows, nine an item: a FloatLayout chain makes 7 an item, a column of row
    // stacks 8.25 and the benchmarks' nested screen 8.75 (a length its intrinsic size holds
    // has no fallback). Enough for all three, so their row lists do not regrow near the end of
    // a build; no more, because the row table, unlike the lists' unused room, is cleared when
    // it takes a reservation (2 MB at 10,000 items; twelve an item made it 4 MB).
    let statistics = solver.statistics
    let present = statistics.constraintsAdded - statistics.constraintsRemoved
    solver.reserveCapacity(
      constraints: present + 9 * max(0, items.count - records.count),
      variables: 4 * items.count)
    itemVariableIDs.removeAll(keepingCapacity: true)
    itemVariableIDs.reserveCapacity(4 * items.count)
    // New items' sizes start at their intrinsic sizes, so the rows below hold as they come:
    // gathered while each item and its variables are at hand (a second pass over a large tree
    // missed the cache on each again), and registered a few hundred at a time, in item order.
    var seeds = SizeSeeds(itemCount: items.count)
    let allNew = records.isEmpty
    for index in items.indices {
      // Each variable's identity read where the item keeps it. The item is borrowed from the
      // list: the loop's own copy of it would be retained and released.
      Unmanaged.passUnretained(items[index])._withUnsafeGuaranteedRef { item in
        itemVariableIDs.append(ObjectIdentifier(item.variables.x))
        itemVariableIDs.append(ObjectIdentifier(item.variables.y))
        itemVariableIDs.append(ObjectIdentifier(item.variables.width))
        itemVariableIDs.append(ObjectIdentifier(item.variables.height))
        if allNew || records[ObjectIdentifier(item)] == nil { seeds.gather(item, at: index) }
      }
      if seeds.count >= SizeSeeds.batch { seeds.register(in: &solver) }
    }
    seeds.register(in: &solver)
    itemParentIndex = parentIndex
    // Required constraints first: containers' and the result builder's. Added before the
    // fallbacks of new items, each holds by moving one fresh variable; added after, each would
    // cost the solver a pivot priced against every fallback.
    registerArrangements(containers)
    applyPendingConstraintBlocks(of: waiting)
    updateArrangements()
    orderedRecords.removeAll(keepingCapacity: true)
    orderedItems = items.map { Unmanaged.passUnretained($0) }
    let store = FrameStore(count: items.count)
    frameStore = store
    var orphans: [LayoutConstraint] = []
    for order in items.indices {
      // Borrowed from the list (which holds it): the loop's own copy would be retained and
      // released.
      Unmanaged.passUnretained(items[order])._withUnsafeGuaranteedRef { item in
        // The frame the item reads now (from the last store, or its own) goes into its new
        // slot, so a frame read before the next write, in a measure function say, is still the
        // last layout's.
        if attachesFrames { item.attachFrame(to: store, slot: order) }
        let existing = firstRegistration ? nil : records[ObjectIdentifier(item)]
        let record =
          existing ?? createRecord(for: item, sizePositions: seeds.sizePositions(ofItem: order))
        record.order = order
        orderedRecords.append(record)
        // Only an item whose constraints were active in another engine can own orphans: the
        // constraints of the others (each a cache miss) are not even looked at.
        if existing == nil,
          item.mayOwnOrphans || item.constraintEngine.map({ $0 !== anchor }) == true
        {
          for constraint in item.ownedConstraints where constraint.isOrphaned {
            orphans.append(constraint)
          }
          // Reactivated below, or dropped: none is left.
          item.mayOwnOrphans = false
        }
      }
    }
    reactivateOrphans(orphans)
    dropMeasuredOrder()
    frameCache = FrameCache()
    if !derivedPlacements.isEmpty {
      derivedPlacements.refreshIndices { records[$0]?.order }
    }
    refreshDerivedChains()
    releaseVariablesOfRemovedItems()
    // Every item's variables are in the solver now (its fallbacks mention them), but those of
    // derived placements.
    // Every item is in the tree, so each identity is that of a live variable.
    itemPositions = readSolverInPlace { $0.positions(ofIdentities: itemVariableIDs) }
    stalePositions = []
  }

  /// Activates again, oldest first, the constraints of new items that were active in an engine
  /// released with its root.
  ///
  /// One whose items are not all in this tree (the released root, a node elsewhere) is dropped,
  /// inactive, as UIKit drops a constraint with a released superview. A conflict is reported as
  /// usual.
  ///
  /// - Complexity: One solver addition per part of each constraint.
  func reactivateOrphans(_ orphans: [LayoutConstraint]) {
    guard !orphans.isEmpty else { return }
    for constraint in orphans.sorted(by: { $0.activationSequence < $1.activationSequence }) {
      // Its solver constraints belong to the released solver.
      constraint.solverParts.removeAll()
      try? activateReporting(constraint)
    }
  }

  /// Adds the fallback and intrinsic constraints of a new item.
  ///
  /// `sizePositions` are where the solver stores the item's width and height, as their
  /// registration gave them (−1 where unknown): the rows on them are added without looking the
  /// variables up.
  ///
  /// - Returns: The item's new record.
  @discardableResult
  func createRecord(
    for item: LayoutItem, sizePositions: SIMD2<Int32> = SIMD2(-1, -1)
  ) -> ItemRecord {
    // Viewed as a node (when it is one) without the conditional cast's retain and release.
    let node = item is Node ? unsafeDowncast(item, to: Node.self) : nil
    let record = ItemRecord(item: item, intrinsicWeights: node?.intrinsicWeights ?? SIMD2(1, 1))
    records[ObjectIdentifier(item)] = record
    let placed = node.map(placedVariables) ?? []
    if placed != .all {
      let constants = fallbackConstants(of: item, record: record)
      for index in 0..<4 where needsFallback(index, of: item, record: record, placed: placed) {
        addFallback(
          index, of: item, record: record, constant: constants[index],
          position: index < 2 ? -1 : sizePositions[index - 2])
      }
    }
    if let node {
      if node.measure != nil { setMeasured(ObjectIdentifier(node), true) }
      updateIntrinsic(of: node, record: record, sizePositions: sizePositions)
    }
    return record
  }

  /// The variables of a node its container fixes: what the node's parent said, if it is a
  /// container that said so.
  func placedVariables(of node: Node) -> PlacedVariables {
    // Compared by identity, with the parent unretained (no retain and release of either).
    guard let parent = node.unretainedParent,
      parent._withUnsafeGuaranteedRef({ node.placedBy === $0.anchor })
    else { return [] }
    return node.placedVariables
  }

  /// The fallback constants, x, y, width, height: read with every variable on the left,
  /// `x == parent.x + p` has the constant `p`.
  ///
  /// A vector, not an array: no allocation per item.
  func fallbackConstants(of item: LayoutItem, record: ItemRecord) -> SIMD4<Double> {
    let position = (item as? Node)?.defaultPosition ?? .zero
    let size = fallbackSize(of: item, record: record)
    return SIMD4(position.x, position.y, size.width, size.height)
  }

  /// How diagnostics name the attribute of each fallback, x, y, width, height.
  static let fallbackNames: [StaticString] = ["left", "top", "width", "height"]

  /// The priority of fallback `index` (x, y, width, height) of an item: a length at
  /// ``fallbackPriority``; a position, a container's own length or the root's (which
  /// `layout(in:)` pins: its fallback would be broken for good, and keep a level of the solver
  /// busy for nothing) at ``placementFallbackPriority``.
  static func fallbackPriority(_ index: Int, of item: LayoutItem) -> Priority {
    // Viewed as a node (when it is one) without the conditional cast's retain and release.
    guard index >= 2, item.unretainedFrameParent != nil,
      !(item is Node && unsafeDowncast(item, to: Node.self).arrangesChildren)
    else { return placementFallbackPriority }
    return fallbackPriority
  }

  /// Whether an item has fallback `index` (x, y, width, height).
  ///
  /// It has none where its container fixes the variable (`placed`), nor on a length that
  /// hugging and compression resistance both hold
  /// (``isLengthHeldByIntrinsicSize(of:record:axis:)``). Those two decide such a length above
  /// every fallback; a fallback on it, satisfied but out of the solver's basis, would keep its
  /// level busy in every layout and cost a row an axis in every build.
  func needsFallback(
    _ index: Int, of item: LayoutItem, record: ItemRecord, placed: PlacedVariables
  ) -> Bool {
    guard !placed.contains(fallback: index) else { return false }
    // Viewed as a node (when it is one) without the conditional cast's retain and release.
    guard index >= 2, item is Node else { return true }
    return !isLengthHeldByIntrinsicSize(
      of: unsafeDowncast(item, to: Node.self), record: record, axis: index - 2)
  }

  /// Makes and adds fallback `index` (x, y, width, height) of an item: a soft row of the
  /// solver's, with no constraint object (four an item, the most numerous rows of a build).
  ///
  /// `position` is where the solver stores the variable of a size fallback, or −1 (see
  /// ``Solver/addSoftRow(_:_:_:_:relation:constant:priority:firstPosition:)``).
  func addFallback(
    _ index: Int, of item: LayoutItem, record: ItemRecord, constant: Double,
    position: Int32 = -1
  ) {
    // Each variable is read where the item keeps it: a copy of all four retains and releases
    // each.
    let row: SoftRow?
    switch index {
    // The variables are passed unretained: the item and its parent, which the tree holds,
    // keep them (a retain and a release of each otherwise).
    case 0, 1:
      let variable = Unmanaged.passUnretained(index == 0 ? item.variables.x : item.variables.y)
      // The parent is only read (the tree holds it): not retained and released for that.
      if let parent = item.unretainedFrameParent {
        row = parent._withUnsafeGuaranteedRef { parent in
          // A child or guide of a derived child mentions its position.
          materializeDerived(parent, on: index == 0 ? .horizontal : .vertical)
          materializeChain(containing: parent, on: index == 0 ? .horizontal : .vertical)
          return solver.addSoftRow(
            variable, 1,
            Unmanaged.passUnretained(index == 0 ? parent.variables.x : parent.variables.y), -1,
            relation: .equal, constant: constant,
            priority: Self.fallbackPriority(index, of: item))
        }
      } else {
        row = solver.addSoftRow(
          variable, 1, nil, 0, relation: .equal, constant: constant,
          priority: Self.fallbackPriority(index, of: item))
      }
    default:
      // A stack's last child weighs less on its length, as on its intrinsic size: where
      // children have no intrinsic length, it is the one that stretches.
      let weight = record.intrinsicWeights[index - 2]
      row = solver.addSoftRow(
        Unmanaged.passUnretained(index == 2 ? item.variables.width : item.variables.height),
        weight, nil, 0, relation: .equal, constant: constant * weight,
        priority: Self.fallbackPriority(index, of: item), firstPosition: position)
    }
    guard let row else {
      // Only a non-finite number is refused (the priority is soft).
      let name = "\(item.name).\(Self.fallbackNames[index])"
      reportInvalid("\(name) == \(constant) (unplaced): the constant is not finite")
      return
    }
    record.fallback[index] = row
  }

  /// The printed form of fallback `index` of an item, as diagnostics print the engine's own
  /// constraints: `loose.left == root.left @0.001 (unplaced)`.
  ///
  /// - Returns: The text, or `nil` when the item has no such fallback in the solver.
  func describeFallback(_ index: Int, of record: ItemRecord) -> String? {
    guard let row = record.fallback[index], var constant = solver.constant(of: row),
      let priority = solver.priority(of: row)
    else { return nil }
    let names = Self.fallbackNames
    let item = record.item
    // A position fallback of an item with a parent reads `item − parent`.
    let rhs = index < 2 ? item?.frameParent.map { "\($0.name).\(names[index])" } : nil
    if index >= 2 { constant /= record.intrinsicWeights[index - 2] }
    return Self.systemLine(
      lhs: "\(item?.name ?? "?").\(names[index])", relation: .equal, rhs: rhs,
      constant: constant, priority: priority, note: "unplaced")
  }

  /// Brings a node's fallbacks in line with the node.
  ///
  /// Removes those it no longer needs (its container fixes the variable, or its intrinsic size
  /// holds the length) and adds those it needs and has not. With `updatingConstants` (its
  /// defaults or intrinsic size changed), the constants of those it keeps follow the node too;
  /// those it adds are made current.
  ///
  /// - Complexity: At most four solver removals, updates or additions.
  func reconcileFallbacks(of node: Node, record: ItemRecord, updatingConstants: Bool) {
    let placed = placedVariables(of: node)
    var constants = updatingConstants ? fallbackConstants(of: node, record: record) : nil
    for index in 0..<4 {
      let keeps = needsFallback(index, of: node, record: record, placed: placed)
      guard let row = record.fallback[index] else {
        guard keeps else { continue }
        let values = constants ?? fallbackConstants(of: node, record: record)
        constants = values
        addFallback(index, of: node, record: record, constant: values[index])
        continue
      }
      if !keeps {
        solver.remove(row)
        record.fallback[index] = nil
      } else if let values = constants, updatingConstants {
        updateFallbackConstant(row, index, of: node, record: record, to: values[index])
      }
    }
  }

  /// Removes at once the fallbacks of the variables a container now fixes, ahead of the
  /// placement's refresh at the end of the sync (which then finds them gone).
  ///
  /// - Complexity: O(1) removals, each that of ``Solver/remove(_:)``.
  func dropPlacedFallbacks(of node: Node, record: ItemRecord? = nil) {
    guard let record = record ?? records[ObjectIdentifier(node)] else { return }
    let placed = placedVariables(of: node)
    for index in 0..<4 where placed.contains(fallback: index) {
      if let row = record.fallback[index] {
        solver.remove(row)
        record.fallback[index] = nil
      }
    }
  }

  /// Removes every constraint of an item's record, and lets the item keep its frame itself.
  func removeRecord(for item: LayoutItem) {
    // The store is replaced at the next registration; the item keeps the frame it has.
    item.detachFrame()
    guard let record = records.removeValue(forKey: ObjectIdentifier(item)) else { return }
    for case let row? in record.fallback { solver.remove(row) }
    for slots in [record.hug, record.resist] {
      for case let row? in slots { removeIntrinsicRow(row) }
    }
    setMeasured(ObjectIdentifier(item), false)
    dirtyItems[ObjectIdentifier(item)] = nil
    removedVariables.append((ObjectIdentifier(item), item.variables))
  }

  /// Lets the solver forget the variables of items that left the tree, so that a long-lived
  /// tree whose nodes come and go keeps a solver the size of what it holds.
  ///
  /// Run once the containers have dropped their rows for the items. An item back in the tree
  /// (it has a record again) keeps its variables; a variable the solver cannot release yet
  /// (its stay still tied to other variables in the basis) is tried again at the next change
  /// of structure.
  ///
  /// - Complexity: O(removed items), plus the solver's ``Solver/releaseVariables(_:)``.
  func releaseVariablesOfRemovedItems() {
    guard !removedVariables.isEmpty else { return }
    var kept: [(ObjectIdentifier, ItemVariables)] = []
    for (item, variables) in removedVariables where records[item] == nil {
      let all = variables.all
      solver.releaseVariables(all)
      let positions = readSolverInPlace { $0.positions(of: all) }
      if positions.contains(where: { $0 >= 0 }) { kept.append((item, variables)) }
    }
    removedVariables = kept
  }

  /// Drops the measured items' order, keeping the widths it measured at in their records.
  ///
  /// - Complexity: O(measured items).
  func dropMeasuredOrder() {
    measuredOrder?.storeWidths()
    measuredOrder = nil
  }

  /// Adds an item to, or removes it from, the measured items; the cached order is dropped only
  /// when the set really changes.
  func setMeasured(_ key: ObjectIdentifier, _ measured: Bool) {
    let changed =
      measured ? measuredItems.insert(key).inserted : measuredItems.remove(key) != nil
    if changed { dropMeasuredOrder() }
    // A measure function reads the width.
    if changed, measured { materializeDerived(key) }
  }

  /// Applies what changed on an item since the last layout.
  func refresh(_ item: LayoutItem, record: ItemRecord, flags: DirtyFlags) {
    if let node = item as? Node {
      if flags.contains(.intrinsic) {
        measuredOrder?.forgetWidth(of: record)
        record.measuredWidth = nil
        record.naturalSize = nil
        setMeasured(ObjectIdentifier(node), node.measure != nil)
        if node.measure == nil { record.measuredHeight = nil }
        updateIntrinsic(of: node, record: record)
      }
      let sizes = flags.contains(.defaults) || flags.contains(.intrinsic)
      if sizes || flags.contains(.placement) {
        reconcileFallbacks(of: node, record: record, updatingConstants: sizes)
      }
    }
    if flags.contains(.constants) { refreshConstants(of: item) }
  }

  /// The size an unplaced item takes: its default size, else its intrinsic size, else zero.
  func fallbackSize(of item: LayoutItem, record: ItemRecord) -> Size {
    // Checked, then viewed as a node without the conditional cast's retain and release.
    guard item is Node else { return .zero }
    let node = unsafeDowncast(item, to: Node.self)
    let intrinsic = effectiveIntrinsicSize(of: node, record: record)
    return Size(
      width: node.defaultSize?.width ?? intrinsic.width ?? 0,
      height: node.defaultSize?.height ?? intrinsic.height ?? 0)
  }

  /// The intrinsic size in effect: the node's own, or its measure function's natural width and
  /// the height measured at the last solved width.
  func effectiveIntrinsicSize(of node: Node, record: ItemRecord) -> IntrinsicSize {
    guard let measure = node.measure else { return node.intrinsicContentSize }
    // Measure functions are pure in the width: the natural size is asked once per change.
    let natural = record.naturalSize ?? measure(.infinity)
    record.naturalSize = natural
    return IntrinsicSize(width: natural.width, height: record.measuredHeight ?? natural.height)
  }

  /// Moves fallback `index` (x, y, width, height) of a node to `constant`, in place.
  func updateFallbackConstant(
    _ row: SoftRow, _ index: Int, of node: Node, record: ItemRecord, to constant: Double
  ) {
    let weight = index >= 2 ? record.intrinsicWeights[index - 2] : 1
    // A soft row cannot conflict: only a non-finite number is refused. (An equal constant
    // changes nothing; a read of the solver here would copy it, retaining all its storage.)
    if !solver.updateConstant(of: row, to: constant * weight) {
      let text = describeFallback(index, of: record) ?? "\(node.name) (unplaced)"
      reportInvalid("\(text): the constant \(constant) is not finite")
    }
  }

  /// Whether hugging and compression resistance both hold a node's length on an axis.
  ///
  /// They do with a finite intrinsic length (the measure function's, for a measured node), both
  /// priorities soft and above ``fallbackPriority`` (a required row can be deactivated by a
  /// conflict), and no `defaultSize` for a fallback to keep. Read off the node, so it holds
  /// before the node's intrinsic rows are made.
  ///
  /// Such a length needs no fallback: the two decide it above every fallback, and a tie they
  /// leave is an ambiguous layout, which ``LayoutItem/hasAmbiguousLayout`` reports.
  func isLengthHeldByIntrinsicSize(of node: Node, record: ItemRecord, axis index: Int) -> Bool {
    let axis: Axis = index == 0 ? .horizontal : .vertical
    let hugging = node.contentHuggingPriority(for: axis)
    let resistance = node.contentCompressionResistancePriority(for: axis)
    guard node.defaultSize == nil, hugging > Self.fallbackPriority, !hugging.isRequired,
      resistance > Self.fallbackPriority, !resistance.isRequired,
      let length = effectiveIntrinsicSize(of: node, record: record)[axis]
    else { return false }
    return length.isFinite
  }

  /// Takes an intrinsic row out of the solver.
  func removeIntrinsicRow(_ row: IntrinsicRow) {
    switch row {
    case .soft(let row, _, _): solver.remove(row)
    case .constraint(let constraint): removeSystem(constraint)
    }
  }

  /// Makes, or updates in place, the hugging (`<=`) or compression-resistance (`>=`) row of one
  /// axis of a node: `weight × length relation constant` at `priority`.
  ///
  /// A soft row is made below required and a constraint at required; a soft row made required
  /// becomes a constraint (see ``IntrinsicRow``). A refused row (a non-finite size) is reported
  /// and not kept; a constraint a conflict deactivates leaves the record (`forget(_:)`).
  /// `position` is where the solver stores the size variable, or −1 (see
  /// ``Solver/addSoftRow(_:_:_:_:relation:constant:priority:firstPosition:)``).
  ///
  /// - Complexity: One solver addition or one or two in-place updates.
  func syncIntrinsicRow(
    hugging: Bool, of node: Node, record: ItemRecord, axis index: Int, constant: Double,
    priority: Priority, position: Int32 = -1
  ) {
    let relation: Relation = hugging ? .lessThanOrEqual : .greaterThanOrEqual
    let role: SystemRole =
      hugging ? .hug(ObjectIdentifier(node), index) : .resist(ObjectIdentifier(node), index)
    func store(_ row: IntrinsicRow?) {
      if hugging { record.hug[index] = row } else { record.resist[index] = row }
    }
    let weight = record.intrinsicWeights[index]
    // Unretained: the node, which the tree holds, keeps it (a retain and a release otherwise).
    let variable = Unmanaged.passUnretained(
      index == 0 ? node.variables.width : node.variables.height)
    func constraint(constant: Double, priority: Priority) -> Constraint {
      let variable = variable.takeUnretainedValue()
      let weighted = weight == 1 ? Expression(variable) : weight * Expression(variable)
      return Constraint(weighted, relation, Expression(constant: constant), priority: priority)
    }
    func reportRefused() {
      let text = systemText(of: role)
      reportInvalid(
        "\(text.lhs) \(relation) … (\(text.note)): the constant \(constant) is not finite")
    }
    switch hugging ? record.hug[index] : record.resist[index] {
    case .constraint(let constraint)?:
      updateSystemConstant(constraint, to: constant)
      // A conflict may deactivate it, which takes it out of the record.
      updateSystemPriority(constraint, to: priority)
    case .soft(let row, let sequence, let current)?:
      // A refused constant leaves the row as it was; its priority still follows the node's.
      if !solver.updateConstant(of: row, to: constant) { reportRefused() }
      if priority == current { return }
      if !priority.isRequired {
        solver.updatePriority(of: row, to: priority)
        store(.soft(row, sequence: sequence, priority: priority))
        return
      }
      // Made required: a constraint from now on, which a conflict can name, added with the
      // constant and priority the row had and with the sequence it took, then raised as a
      // constraint is.
      let made = constraint(constant: solver.constant(of: row) ?? constant, priority: current)
      solver.remove(row)
      store(nil)
      guard addSystem(made, role: role, sequence: sequence) else { return }
      store(.constraint(made))
      updateSystemPriority(made, to: priority)
    case nil:
      guard priority.isRequired else {
        let sequence = nextSequence()
        guard
          let row = solver.addSoftRow(
            variable, weight, nil, 0, relation: relation, constant: constant, priority: priority,
            firstPosition: position)
        else {
          reportRefused()
          return
        }
        store(.soft(row, sequence: sequence, priority: priority))
        return
      }
      let made = constraint(constant: constant, priority: priority)
      // Kept once the solver took it.
      if addSystem(made, role: role) { store(.constraint(made)) }
    }
  }

  /// Adds, updates in place or removes the hugging and compression-resistance constraints of a
  /// node so they match its intrinsic size and priorities.
  ///
  /// `sizePositions` are where the solver stores the node's width and height, as their
  /// registration gave them (−1 where unknown), for the rows made new.
  func updateIntrinsic(
    of node: Node, record: ItemRecord, sizePositions: SIMD2<Int32> = SIMD2(-1, -1)
  ) {
    if node.intrinsicWeights != record.intrinsicWeights {
      // A weight is a coefficient: the constraints of that axis are made anew (hugging and
      // compression resistance below, the length fallback here).
      var remade: [Int] = []
      for index in 0..<2 where node.intrinsicWeights[index] != record.intrinsicWeights[index] {
        if let hug = record.hug[index] { removeIntrinsicRow(hug) }
        if let resist = record.resist[index] { removeIntrinsicRow(resist) }
        record.hug[index] = nil
        record.resist[index] = nil
        if let fallback = record.fallback[index + 2] {
          solver.remove(fallback)
          record.fallback[index + 2] = nil
          remade.append(index + 2)
        }
      }
      record.intrinsicWeights = node.intrinsicWeights
      if !remade.isEmpty {
        let constants = fallbackConstants(of: node, record: record)
        for index in remade {
          addFallback(index, of: node, record: record, constant: constants[index])
        }
      }
    }
    let intrinsic = effectiveIntrinsicSize(of: node, record: record)
    // Nothing to make, update or remove (most containers and plain nodes).
    if intrinsic.width == nil, intrinsic.height == nil, record.hug.allSatisfy({ $0 == nil }),
      record.resist.allSatisfy({ $0 == nil })
    {
      return
    }
    for index in 0..<2 {
      let axis: Axis = index == 0 ? .horizontal : .vertical
      guard let value = intrinsic[axis] else {
        if let hug = record.hug[index] { removeIntrinsicRow(hug) }
        if let resist = record.resist[index] { removeIntrinsicRow(resist) }
        record.hug[index] = nil
        record.resist[index] = nil
        continue
      }
      if record.hug[index] == nil || record.resist[index] == nil {
        materializeDerived(node, on: axis)
      }
      let constant = value * record.intrinsicWeights[index]
      syncIntrinsicRow(
        hugging: true, of: node, record: record, axis: index, constant: constant,
        priority: node.contentHuggingPriority(for: axis), position: sizePositions[index])
      syncIntrinsicRow(
        hugging: false, of: node, record: record, axis: index, constant: constant,
        priority: node.contentCompressionResistancePriority(for: axis),
        position: sizePositions[index])
    }
  }

  /// Notes that something a node's record depends on changed.
  func invalidate(_ node: Node, _ change: NodeChange) {
    let key = ObjectIdentifier(node)
    // No arrangement reads placements (containers write them): skip the lookups.
    if change != .placement, !arrangements.isEmpty { invalidateArrangements(node, change) }
    switch change {
    case .visibility:
      // Plain DSL layout does not depend on it (as in UIKit); containers do (above). The frame
      // is written again so `wasShown` follows.
      if let order = records[key]?.order, order < frameCache.stale.count {
        frameCache.stale[order] = true
        frameCache.hasStale = true
      }
    case .children:
      // Plain DSL layout does not depend on it (as in UIKit); containers do (above). The
      // root's `subtree` walks the tree again.
      subtreeNodes = nil
    case .arrangement:
      // Plain DSL layout does not depend on it (as in UIKit); containers do (above).
      break
    case .intrinsicSize, .intrinsicWeight:
      dirtyItems[key, default: []].insert(.intrinsic)
      if isMeasuring {
        // A measure function edited the tree: the pass's order may keep an old function.
        measuredOrderOutdated = true
      } else if measuredOrder != nil, let record = records[key],
        measuredOrder?.follow(record, measure: node.measure, words: node.labelWords) == false
      {
        dropMeasuredOrder()
      }
    case .direction:
      dirtyItems[key, default: []].insert(.direction)
      for guide in node.layoutGuides {
        dirtyItems[ObjectIdentifier(guide), default: []].insert(.direction)
      }
    case .geometryConstants:
      dirtyItems[key, default: []].insert(.constants)
    case .placement:
      // A new item's record reads the placement when it is made.
      if records[key] != nil { dirtyItems[key, default: []].insert(.placement) }
    case .defaults:
      dirtyItems[key, default: []].insert(.defaults)
    }
  }
}
