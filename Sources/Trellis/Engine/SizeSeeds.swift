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
  /// Where each gathered variable's position goes in ``positions``.
  private var slots: [Int] = []
  /// Where the solver stores each item's width and height (two an item, in item order), −1
  /// for a size not gathered or not registered yet; made at the first registration that
  /// registers something (a tree with no known sizes, a grid's cells say, allocates none).
  private var positions: [Int32] = []
  /// The number of items of the registration.
  private let itemCount: Int

  /// Seeds for a registration of `itemCount` items.
  ///
  /// - Complexity: O(1).
  init(itemCount: Int) {
    self.itemCount = itemCount
  }

  /// The variables gathered and not registered yet.
  var count: Int { variables.count }

  /// Gathers the size variables of `item`, the registration's item `index`, that start at a
  /// known size: a node's default or intrinsic width and height (a node with a measure
  /// function is asked once its record exists; a guide has no size of its own).
  ///
  /// - Complexity: O(1).
  mutating func gather(_ item: LayoutItem, at index: Int) {
    guard let node = item as? Node, node.measure == nil else { return }
    let intrinsic = node.intrinsicContentSize
    if let width = node.defaultSize?.width ?? intrinsic.width {
      variables.append(node.variables.width)
      values.append(width)
      slots.append(2 * index)
    }
    if let height = node.defaultSize?.height ?? intrinsic.height {
      variables.append(node.variables.height)
      values.append(height)
      slots.append(2 * index + 1)
    }
  }

  /// Registers the variables gathered, in the order gathered, notes where the solver stores
  /// them, and forgets them.
  ///
  /// - Complexity: O(variables gathered · *K*) for *K* priority levels, plus O(items) the
  ///   first time.
  mutating func register(in solver: inout Solver) {
    guard !variables.isEmpty else { return }
    let registered = solver.register(variables, startingAt: values)
    if positions.isEmpty { positions = [Int32](repeating: -1, count: 2 * itemCount) }
    for (slot, position) in zip(slots, registered) where positions.indices.contains(slot) {
      positions[slot] = position
    }
    variables.removeAll(keepingCapacity: true)
    values.removeAll(keepingCapacity: true)
    slots.removeAll(keepingCapacity: true)
  }

  /// Where the solver stored the width and height of the registration's item `index` when
  /// they were registered here (−1 for one that was not), for the rows made for them next.
  ///
  /// - Complexity: O(1).
  func sizePositions(ofItem index: Int) -> SIMD2<Int32> {
    guard 2 * index + 1 < positions.count else { return SIMD2(-1, -1) }
    return SIMD2(positions[2 * index], positions[2 * index + 1])
  }
}
