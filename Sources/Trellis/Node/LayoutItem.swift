public import TrellisSolver

/// Anything constraints can position: a ``Node`` or a ``LayoutGuide``.
///
/// An item has four solver variables — `x`, `y`, `width` and `height` — in the coordinate space
/// of its tree's root. Its other attributes (right, centre, leading, baselines, margins) are
/// expressions of those four.
public class LayoutItem {
  /// The item's frame in its parent's coordinates, while it is not registered with an engine's
  /// frame store (its frame as it left the store, or zero before its first layout).
  ///
  /// Only ever read or assigned whole, never passed `inout` or mutated in place, so no two
  /// accesses can overlap: the dynamic exclusivity check every read of a class's stored property
  /// otherwise pays (a third of reading back 1,000 frames) is left out, here and on the two
  /// properties below. Declared first, so it is stored right after the object's header, beside
  /// ``frameSlot``: reading a frame after retaining the item touches one cache line.
  @usableFromInline @exclusivity(unchecked) final var detachedFrame = Rect.zero
  /// The item's slot in its engine's ``FrameStore``, while it is registered there.
  @usableFromInline @exclusivity(unchecked) final var frameSlot: UnsafeMutablePointer<Rect>?
  /// The store ``frameSlot`` points into, held so the slot stays valid while the item keeps it
  /// (an item can outlive its engine).
  @exclusivity(unchecked) final var frameStore: FrameStore?
  /// The item's name, used in frames, diagnostics, snapshots and dumps.
  public let name: String
  /// The item's solver variables, for constraints written against the solver directly.
  ///
  /// Made the first time they are asked for (by a constraint, usually at the first layout), so
  /// that the four variables are not allocated between one node and the next: a tree's nodes
  /// then sit on fewer memory pages. Read in place, without copying the four references.
  ///
  /// Kept by the item's ``anchor``, which containers' entries and the engine's records hold.
  public final var variables: ItemVariables {
    _read { yield anchor.variables }
  }
  /// The item's frame after the last layout, in its parent's coordinates (a guide: its owner's).
  ///
  /// The engine writes the frames of its tree into one buffer in frame order, and an item reads
  /// its own from there: a layout that moves many items never touches the items themselves.
  /// Inlined into the caller: a loop that reads a whole tree's frames then keeps more of the
  /// items' cache misses in flight at once than it does around a call.
  @inlinable
  public final var frame: Rect {
    if let frameSlot { return frameSlot.pointee }
    return detachedFrame
  }

  /// Moves the item's frame, as it reads it now, to `slot` of `store`, and reads it there
  /// from then on.
  func attachFrame(to store: FrameStore, slot: Int) {
    guard slot >= 0, slot < store.count else { return }
    let pointer = store.frames + slot
    pointer.pointee = frame
    frameSlot = pointer
    frameStore = store
  }

  /// Copies the item's frame out of its frame store, which the item no longer reads.
  func detachFrame() {
    guard let frameSlot else { return }
    detachedFrame = frameSlot.pointee
    self.frameSlot = nil
    frameStore = nil
  }

  /// The item's frame after the last layout, in its root's coordinates: its ``frame`` moved by
  /// the origins of the nodes above it, added from the root down.
  ///
  /// Derived when asked for, not stored: a stored copy in root coordinates would change for
  /// every item below an item that moved, and writing those copies cost a relayout of a large
  /// tree about a tenth of its time. To draw a whole tree, add the frames down the tree as
  /// ``SVGRenderer`` does.
  ///
  /// - Complexity: O(*depth*) of the item in its tree.
  public final var frameInRoot: Rect {
    var origins: [Point] = []
    var parent = frameParent
    while let node = parent {
      origins.append(node.frame.origin)
      parent = node.parent
    }
    var origin = Point(x: 0, y: 0)
    for above in origins.reversed() {
      origin = Point(x: origin.x + above.x, y: origin.y + above.y)
    }
    return frame.offset(by: origin)
  }
  /// DSL constraints made with this item as their first item, active or not.
  @exclusivity(unchecked) final var ownedConstraints: [LayoutConstraint] = []
  /// The anchor of the engine this item's own constraints were last activated in.
  @exclusivity(unchecked) final var constraintEngine: Anchor<LayoutEngine>?
  /// Whether some of this item's own constraints were activated in another engine before
  /// ``constraintEngine``: only then can one be orphaned (active in an engine that is gone,
  /// ``LayoutConstraint/isOrphaned``), so only then does a new engine look at each.
  @exclusivity(unchecked) final var mayOwnOrphans = false
  /// Whether an engine's index of DSL constraints by item ever listed this item.
  ///
  /// Until then no constraint of that index involves it, and a lookup there (a hash of its
  /// identity, in a large tree a cache miss) is skipped. Never cleared: a stale `true` costs one
  /// lookup.
  @exclusivity(unchecked) final var wasIndexedByConstraints = false
  /// How the engine, containers, children and DSL targets refer to this item weakly.
  let anchor = ItemAnchor()

  init(name: String) {
    self.name = name
    anchor.item = self
  }

  deinit {
    anchor.item = nil
  }

  /// The node whose tree this item belongs to: the node itself, or a guide's owner.
  var treeNode: Node? {
    nil
  }

  /// The address of the root of the tree the item is in, `nil` when it is in none.
  ///
  /// Two items are in the same tree when these are equal. Read without retaining any node.
  var treeRootAddress: UnsafeMutableRawPointer? {
    nil
  }

  /// The node whose coordinate space holds the item's frame: a node's parent, a guide's owner.
  final var frameParent: Node? {
    unretainedFrameParent?.takeUnretainedValue()
  }

  /// ``frameParent``, without retaining it: for a read that ends while the tree holds it (the
  /// one each kind of item overrides).
  var unretainedFrameParent: Unmanaged<Node>? {
    nil
  }

  /// The margins attributes use: a node's `layoutMargins`, none for a guide.
  var marginInsets: EdgeInsets {
    .zero
  }

  /// The baselines as offsets from the top: a node's declared ones, none for a guide.
  var baselineOffsets: (first: Double?, last: Double?) {
    (nil, nil)
  }

  /// Whether the item is drawn: a node that is not hidden; a guide always.
  var isShown: Bool {
    true
  }

  /// The layout direction leading and trailing follow for this item.
  var direction: LayoutDirection {
    .leftToRight
  }
}

/// The four solver variables of a ``LayoutItem``, in its root's coordinate space.
public struct ItemVariables: Sendable {
  /// The left edge.
  public let x: Variable
  /// The top edge.
  public let y: Variable
  /// The width.
  public let width: Variable
  /// The height.
  public let height: Variable

  init(name: String) {
    x = Variable(name, suffix: .x)
    y = Variable(name, suffix: .y)
    width = Variable(name, suffix: .width)
    height = Variable(name, suffix: .height)
  }

  /// All four, in the order x, y, width, height.
  public var all: [Variable] { [x, y, width, height] }
}
