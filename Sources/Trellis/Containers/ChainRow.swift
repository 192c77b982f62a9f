import TrellisSolver

/// A row a ``GapChain`` keeps for a gap, a lead or a tail, and removes when the chain changes.
protocol ChainRow {
  /// Takes rows out of the engine's solver (and out of its records of them).
  ///
  /// - Parameters:
  ///   - rows: Rows the chain made.
  ///   - engine: The engine that holds them.
  static func remove(_ rows: some Sequence<Self>, from engine: LayoutEngine)
}

extension Constraint: ChainRow {
  static func remove(_ rows: some Sequence<Constraint>, from engine: LayoutEngine) {
    engine.removeArranged(rows)
  }
}

/// A row of a chain whose gaps may be soft (a ``FloatLayout``'s): a required gap is a
/// constraint, which a conflict can name; a soft one is a row the solver holds without a
/// constraint object (``SoftRow``), which can never conflict.
///
/// A soft row is added with its variables unretained: no expression, no constraint and no
/// identity entry is made, and the items' variables are not touched (in a large tree each touch
/// is a cache miss that an atomic reference count cannot overlap).
enum ArrangedRow: ChainRow {
  /// A required row, or one the solver refused as a soft row.
  case constraint(Constraint)
  /// A soft row.
  case soft(SoftRow)

  static func remove(_ rows: some Sequence<ArrangedRow>, from engine: LayoutEngine) {
    for row in rows {
      switch row {
      case .constraint(let constraint): Constraint.remove(CollectionOfOne(constraint), from: engine)
      case .soft(let handle): engine.solver.remove(handle)
      }
    }
  }
}
