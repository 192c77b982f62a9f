/// An invisible rectangle that takes part in layout, like UIKit's `UILayoutGuide`: a region
/// other items can be constrained to (a content area, the space between two nodes).
///
/// A guide belongs to a node; its frame is in that node's coordinates. With no constraints it
/// sits at its owner's origin with zero size.
public final class LayoutGuide: LayoutItem, CustomStringConvertible {
  /// The node that owns the guide.
  public private(set) var owningNode: Node? {
    get { owningAnchor?.node }
    set { owningAnchor = newValue?.anchor }
  }
  /// The owner's anchor: a weak reference that gives the owner no side table.
  private var owningAnchor: ItemAnchor?

  /// Creates a guide; add it to a node with ``Node/addLayoutGuide(_:)``.
  ///
  /// - Parameter name: A name for frames and diagnostics.
  public init(_ name: String) {
    super.init(name: name)
  }

  override var treeNode: Node? { owningNode }
  override var treeRootAddress: UnsafeMutableRawPointer? { owningAnchor?.treeRootAddress }
  override var unretainedFrameParent: Unmanaged<Node>? { owningAnchor?.unretainedNode }
  override var direction: LayoutDirection { owningNode?.effectiveLayoutDirection ?? .leftToRight }

  func attach(to node: Node) {
    owningNode = node
  }

  func detach() {
    owningNode = nil
  }

  /// `name (x, y, w, h)`.
  public var description: String {
    "\(name) \(frame)"
  }
}

extension Node {
  /// Adds a layout guide to the node.
  ///
  /// - Parameter guide: A guide that belongs to no node yet.
  /// - Throws: ``LayoutError/guideAlreadyOwned(guide:owner:)``.
  public func addLayoutGuide(_ guide: LayoutGuide) throws(LayoutError) {
    if let owner = guide.owningNode {
      throw .guideAlreadyOwned(guide: guide.name, owner: owner.name)
    }
    guide.attach(to: self)
    layoutGuides.append(guide)
    existingEngine?.itemAttached(guide)
  }

  /// Removes a layout guide from the node, with every constraint that involves it.
  ///
  /// - Parameter guide: One of the node's guides.
  public func removeLayoutGuide(_ guide: LayoutGuide) {
    guard let index = layoutGuides.firstIndex(where: { $0 === guide }) else { return }
    existingEngine?.itemWillDetach(guide)
    layoutGuides.remove(at: index)
    guide.detach()
  }

  /// The safe area of the tree: the root's bounds inset by the engine's `safeAreaInsets`.
  ///
  /// Every node of a tree returns the root's guide, so `make.top.equalTo(node.safeArea.top)`
  /// works from anywhere in the tree.
  public var safeArea: LayoutGuide {
    engine.safeAreaGuide
  }
}
