import TrellisSolver

/// One child of a container and the constraints that are its own: held weakly (the engine must
/// not own the tree), with its variables kept so its constraints can be made and removed even
/// after the node is gone.
class ArrangedEntry {
  /// The node's anchor (a weak reference without a side table).
  let anchor: ItemAnchor
  /// The node, or `nil` once it is gone.
  var node: Node? { anchor.node }
  /// The node's identity, compared without loading the weak reference.
  let nodeID: ObjectIdentifier
  /// Whether the node was visible when the entry was made or its visibility last changed (kept
  /// so that an update reads no weak reference per entry).
  var isShown: Bool
  let variables: ItemVariables
  /// Constraints the child keeps while it is arranged, hidden or not (a stack child's cross-axis
  /// position).
  var kept: [Constraint] = []
  /// Constraints the child has only while it takes part (visible, validly placed).
  var own: [Constraint] = []

  init(node: Node) {
    self.anchor = node.anchor
    self.nodeID = ObjectIdentifier(node)
    self.isShown = !node.isHidden
    self.variables = node.variables
  }
}

/// A container's entries by child, so each update finds the entry of a child it saw before.
struct EntryTable<Entry: ArrangedEntry> {
  private var byNode: [ObjectIdentifier: Entry] = [:]

  /// The entries of `nodes`, in their order.
  ///
  /// A node keeps its existing entry when `reuses` accepts it, else gets a new one from `make`.
  /// Entries of nodes not in `nodes` (and replaced ones) leave the table and are returned in
  /// `removed`, for the caller to take their constraints out.
  ///
  /// - Complexity: O(`nodes` + entries) expected.
  mutating func match(
    _ nodes: [Node], reuses: (Entry, Node) -> Bool = { _, _ in true }, make: (Node) -> Entry
  ) -> (entries: [Entry], removed: [Entry]) {
    var entries: [Entry] = []
    entries.reserveCapacity(nodes.count)
    var next: [ObjectIdentifier: Entry] = [:]
    next.reserveCapacity(nodes.count)
    var removed: [Entry] = []
    for node in nodes {
      let key = ObjectIdentifier(node)
      let existing = byNode.removeValue(forKey: key)
      let entry: Entry
      if let existing, existing.node === node, reuses(existing, node) {
        entry = existing
      } else {
        // A stale entry (another node at a freed one's address, or a changed spec) goes.
        if let existing { removed.append(existing) }
        entry = make(node)
      }
      next[key] = entry
      entries.append(entry)
    }
    removed += byNode.values
    byNode = next
    return (entries, removed)
  }

  /// Empties the table.
  ///
  /// - Returns: Every entry it held.
  mutating func removeAll() -> [Entry] {
    defer { byNode = [:] }
    return Array(byNode.values)
  }
}
