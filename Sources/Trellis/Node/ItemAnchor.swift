/// The anchor of a layout item: a weak reference to it without a side table (see ``Anchor``).
typealias ItemAnchor = Anchor<LayoutItem>

extension Anchor where Object == LayoutItem {
  /// The item, or `nil` once it is being released.
  var item: LayoutItem? {
    get { object }
    set { object = newValue }
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
