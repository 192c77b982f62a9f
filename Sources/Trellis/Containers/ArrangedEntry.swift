import TrellisSolver

/// One child of a container and the constraints that are its own: held weakly (the engine must
/// not own the tree), with its variables kept so its constraints can be made and removed even
/// after the node is gone.
class ArrangedEntry {
  // `isShown`, `kept` and `own` are `@exclusivity(unchecked)`: only the arrangements' own
  // methods touch them, and none calls a caller's code while an access to one is open.

  /// The node's anchor (a weak reference without a side table).
  let anchor: ItemAnchor
  /// The node, or `nil` once it is gone.
  var node: Node? { anchor.node }
  /// The node's identity, compared without loading the weak reference.
  let nodeID: ObjectIdentifier
  /// Whether the node was visible when the entry was made or its visibility last changed (kept
  /// so that an update reads no weak reference per entry).
  @exclusivity(unchecked) var isShown: Bool
  /// The node's variables, kept by its anchor (so they outlive the node as long as the entry
  /// does), read in place: the entry copies none of the four references, each a retain of a
  /// variable that, in a large tree, is no longer in the cache when the entry is made.
  var variables: ItemVariables {
    _read { yield anchor.variables }
  }
  /// Constraints the child keeps while it is arranged, hidden or not (a stack child's cross-axis
  /// position).
  @exclusivity(unchecked) var kept: [Constraint] = []
  /// Constraints the child has only while it takes part (visible, validly placed).
  @exclusivity(unchecked) var own: [Constraint] = []
  /// Whether the engine writes the child's position and length on some axis from the
  /// container's frame instead of holding them by rows (``DerivedPlacements``).
  ///
  /// The container's equalities for them (a stack's two across its axis, a grid cell's four)
  /// are then in neither `kept` nor `own`. Only the engine sets and clears it, with its table
  /// of placements (``LayoutEngine/derive(_:by:horizontal:vertical:)``,
  /// ``LayoutEngine/takeDerived(_:)``).
  @exclusivity(unchecked) var isDerived = false
  /// The activation sequences a derived child's rows take if they are made, reserved where the
  /// rows would have been added: a stack child's start when its entry is made and its end when
  /// it joins the chain; a grid cell's four rows take `start` and the three after it.
  @exclusivity(unchecked) var derivedSequences = (start: 0, end: 0)
  /// In a stack whose chain is derived, the activation sequence reserved for the gap before
  /// this child (the row it would have had).
  @exclusivity(unchecked) var gapSequence = 0
  /// In a stack whose chain is derived, the child's index in the frame order (−1 until the
  /// registration that placed it there ends).
  @exclusivity(unchecked) var frameIndex: Int32 = -1
  /// In a stack whose chain is derived, the child's place among the stack's entries when its
  /// blocks were made (its block is this over the block size).
  @exclusivity(unchecked) var chainPosition: Int32 = -1

  init(node: Node) {
    self.anchor = node.anchor
    self.nodeID = ObjectIdentifier(node)
    self.isShown = !node.isHidden
  }
}

/// A container's entries by child, so each update finds the entry of a child it saw before.
struct EntryTable<Entry: ArrangedEntry> {
  /// The entries, in the order of the last match.
  private var ordered: [Entry] = []

  /// The entries of `nodes`, in their order.
  ///
  /// A node keeps its existing entry when `reuses` accepts it, else gets a new one from `make`.
  /// Entries of nodes not in `nodes` (and replaced ones) leave the table and are returned in
  /// `removed`, for the caller to take their constraints out.
  ///
  /// - Complexity: O(`nodes` + entries): identity comparisons when the nodes are the same as last
  ///   time, in the same order (a visibility change), else hash lookups (none on the first match).
  mutating func match(
    _ nodes: [Node], reuses: (Entry, Node) -> Bool = { _, _ in true }, make: (Node) -> Entry
  ) -> (entries: [Entry], removed: [Entry]) {
    if !ordered.isEmpty, ordered.count == nodes.count,
      zip(ordered, nodes).allSatisfy({ entry, node in
        entry.nodeID == ObjectIdentifier(node) && entry.node === node && reuses(entry, node)
      })
    {
      return (ordered, [])
    }
    var byNode: [ObjectIdentifier: Entry] = [:]
    byNode.reserveCapacity(ordered.count)
    for entry in ordered { byNode[entry.nodeID] = entry }
    var entries: [Entry] = []
    entries.reserveCapacity(nodes.count)
    var removed: [Entry] = []
    if byNode.isEmpty {
      // Every node is new (a first match): each is borrowed from the list for `make`, where a
      // copy would retain it (in a large tree an atomic operation that waits for a cache miss).
      for index in nodes.indices {
        entries.append(Unmanaged.passUnretained(nodes[index])._withUnsafeGuaranteedRef(make))
      }
      ordered = entries
      return (entries, removed)
    }
    for node in nodes {
      let existing = byNode.isEmpty ? nil : byNode.removeValue(forKey: ObjectIdentifier(node))
      if let existing, existing.node === node, reuses(existing, node) {
        entries.append(existing)
      } else {
        // A stale entry (another node at a freed one's address, or a changed spec) goes.
        if let existing { removed.append(existing) }
        entries.append(make(node))
      }
    }
    // What is left belongs to nodes that are gone, in the order they had.
    if !byNode.isEmpty { removed += ordered.filter { byNode[$0.nodeID] === $0 } }
    ordered = entries
    return (entries, removed)
  }

  /// Empties the table.
  ///
  /// - Returns: Every entry it held.
  mutating func removeAll() -> [Entry] {
    defer { ordered = [] }
    return ordered
  }
}
