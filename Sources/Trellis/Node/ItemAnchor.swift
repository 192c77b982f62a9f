/// A weak reference to a layout item without Swift's weak-reference side table.
///
/// The item owns its anchor and clears it first thing in its `deinit`; anyone else holds the
/// anchor strongly and reads ``item``, which is `nil` once the item is being released — the
/// semantics of `weak`. A Swift `weak` reference gives its object a side table for good, and
/// every later retain and release of that object then goes through it: with the engine's
/// records, container entries and children's parents all weak, every node of a tree paid that on
/// every walk (about half of reading back 10,000 frames).
final class ItemAnchor {
  /// The item, unretained, or `nil` once it is being released.
  private var reference: Unmanaged<LayoutItem>?

  /// The item, or `nil` once it is being released.
  var item: LayoutItem? {
    get { reference?.takeUnretainedValue() }
    set { reference = newValue.map { Unmanaged.passUnretained($0) } }
  }

  /// The item as the node it is, unretained (only for the anchor of a node): for walks that
  /// read each node once while the tree keeps it alive, without a retain and a release (two
  /// atomic operations) per node.
  var unretainedNode: Unmanaged<Node>? {
    reference.map { Unmanaged<Node>.fromOpaque($0.toOpaque()) }
  }

  /// The item's address, or `nil` once it is being released: its identity, read without
  /// retaining it.
  var address: UnsafeMutableRawPointer? {
    reference?.toOpaque()
  }

  /// The address of the root of the item's tree (``LayoutItem/treeRootAddress``), read without
  /// retaining the item; `nil` once it is being released or when it is in no tree.
  var treeRootAddress: UnsafeMutableRawPointer? {
    reference?._withUnsafeGuaranteedRef { $0.treeRootAddress }
  }

  /// The item as the node it is (only for the anchor of a node).
  var node: Node? {
    item.map { unsafeDowncast($0, to: Node.self) }
  }
}
