import TrellisSolver

/// What a ``DistributeRow``'s and a ``PagedScroll``'s arrangements share: their children's
/// entries, the chain of gaps between them, constraints made once per configuration, the axes,
/// and the teardown of all of them.
class ChainArrangement: Arrangement {
  /// The children's entries, matched by identity at every update.
  @exclusivity(unchecked) var entries = EntryTable<ArrangedEntry>()
  /// The chain of gaps between the entries, in order.
  @exclusivity(unchecked) var chain = GapChain<ArrangedEntry, Constraint>()
  /// The constraints of the configuration (made by the subclass's `configure`).
  @exclusivity(unchecked) var shared: [Constraint] = []
  /// Whether the container's properties were valid at the last rebuild (the chain is built).
  @exclusivity(unchecked) var configured = false
  /// The axis the entries follow, and the one across it.
  @exclusivity(unchecked) var along = AxisEdges(axis: .horizontal, isFlipped: false)
  @exclusivity(unchecked) var across = AxisEdges(axis: .vertical, isFlipped: false)

  override func removeAll(in engine: LayoutEngine) {
    tearDown(engine)
    removeFit(engine: engine)
    needsRebuild = true
  }

  /// Removes every constraint of the chain, its entries and the configuration; a subclass
  /// adds what else it made and calls this.
  func tearDown(_ engine: LayoutEngine) {
    for entry in chain.entries { engine.removeArranged(entry.own) }
    chain.removeAll(engine: engine)
    engine.removeArranged(shared)
    shared = []
    _ = entries.removeAll()
    configured = false
  }
}
