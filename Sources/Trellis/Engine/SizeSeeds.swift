import TrellisSolver

/// The size variables of new nodes and where they start: each node's default or intrinsic size,
/// registered with the solver before any constraint mentions them.
///
/// The containers' rows, added next, then place each child where its own size puts it, and its
/// fallback, hugging and compression resistance hold as they arrive: the build's basis is the
/// optimum, or close to it. Only the solver's starting point changes, never the optimum.
///
/// Only the seeded sizes are registered: registering every variable here, in tree order, would
/// interleave a stack's chain with the other variables in the factor's solve order, and each
/// later solve through the chain (a hide or show) would walk them all.
struct SizeSeeds {
  /// How many variables are gathered before they are registered: few enough that they are
  /// still in the cache when the solver takes them.
  static let batch = 256

  private var variables: [Variable] = []
  private var values: [Double?] = []

  /// The variables gathered and not registered yet.
  var count: Int { variables.count }

  /// Gathers the size variables of `item` that start at a known size: a node's default or
  /// intrinsic width and height (a node with a measure function is asked once its record
  /// exists; a guide has no size of its own).
  ///
  /// - Complexity: O(1).
  mutating func gather(_ item: LayoutItem) {
    guard let node = item as? Node, node.measure == nil else { return }
    let intrinsic = node.intrinsicContentSize
    if let width = node.defaultSize?.width ?? intrinsic.width {
      variables.append(node.variables.width)
      values.append(width)
    }
    if let height = node.defaultSize?.height ?? intrinsic.height {
      variables.append(node.variables.height)
      values.append(height)
    }
  }

  /// Registers the variables gathered, in the order gathered, and forgets them.
  ///
  /// - Complexity: O(variables gathered · *K*) for *K* priority levels.
  mutating func register(in solver: inout Solver) {
    guard !variables.isEmpty else { return }
    _ = solver.register(variables, startingAt: values)
    variables.removeAll(keepingCapacity: true)
    values.removeAll(keepingCapacity: true)
  }
}
