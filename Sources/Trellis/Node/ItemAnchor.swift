import TrellisSolver

/// The anchor of a layout item: a weak reference to it without a side table (see ``Anchor``),
/// and the keeper of the item's solver variables.
///
/// The variables live here, not in the item, so that whoever holds the anchor (a container's
/// entry for a child, a record of the engine's) can make and remove rows on them even after
/// the item is gone, by holding this one object. Copying the four references instead costs four
/// retains, and each is an atomic operation on a variable's own memory: in a large tree, built
/// in passes over every item, a cache miss that nothing else can overlap.
final class ItemAnchor: Anchor<LayoutItem> {
  /// An item's four variables, unretained (the anchor keeps them).
  struct UnretainedVariables {
    let x: Unmanaged<Variable>
    let y: Unmanaged<Variable>
    let width: Unmanaged<Variable>
    let height: Unmanaged<Variable>
  }

  /// The item's variables once made (see ``LayoutItem/variables``).
  @exclusivity(unchecked) private var variableStorage: ItemVariables?

  /// The item, or `nil` once it is being released.
  var item: LayoutItem? {
    get { object }
    set { object = newValue }
  }

  /// Whether the item's variables are made yet.
  var hasVariables: Bool {
    variableStorage != nil
  }

  /// The item's variables, made the first time they are asked for (named after the item), and
  /// yielded in place: a bound copy would retain all four.
  var variables: ItemVariables {
    _read {
      makeVariablesIfNeeded()
      yield variableStorage.unsafelyUnwrapped
    }
  }

  /// Calls `body` with the item's variables unretained (made first if needed): for a caller that
  /// hands them to the solver without keeping them, so that none of the four is retained (or
  /// touched) on the way.
  ///
  /// - Parameter body: What to do with the x, y, width and height.
  /// - Returns: What `body` returns.
  func withVariables<Result>(_ body: (UnretainedVariables) -> Result) -> Result {
    makeVariablesIfNeeded()
    // Each reference read and passed on unretained where it is stored: no copy of the four.
    return body(
      UnretainedVariables(
        x: .passUnretained(variableStorage.unsafelyUnwrapped.x),
        y: .passUnretained(variableStorage.unsafelyUnwrapped.y),
        width: .passUnretained(variableStorage.unsafelyUnwrapped.width),
        height: .passUnretained(variableStorage.unsafelyUnwrapped.height)))
  }

  /// Makes the variables, named after the item, unless they are made.
  private func makeVariablesIfNeeded() {
    guard variableStorage == nil else { return }
    variableStorage = ItemVariables(name: unretained?._withUnsafeGuaranteedRef(\.name) ?? "")
  }

  /// The item as the node it is, unretained (only for the anchor of a node): for walks that
  /// read each node once while the tree keeps it alive, without a retain and a release (two
  /// atomic operations) per node.
  var unretainedNode: Unmanaged<Node>? {
    unretained.map { Unmanaged<Node>.fromOpaque($0.toOpaque()) }
  }

  /// The address of the root of the item's tree (``LayoutItem/treeRootAddress``), read without
  /// retaining the item; `nil` once it is being released or when it is in no tree.
  var treeRootAddress: UnsafeMutableRawPointer? {
    unretained?._withUnsafeGuaranteedRef { $0.treeRootAddress }
  }

  /// The item as the node it is (only for the anchor of a node).
  var node: Node? {
    item.map { unsafeDowncast($0, to: Node.self) }
  }
}
