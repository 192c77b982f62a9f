public import TrellisSolver

/// A node of a layout tree: a rectangle whose frame the layout engine computes from constraints.
///
/// Nodes form a tree (`children`, a weak `parent`). Each tree has one ``LayoutEngine``, owned by
/// its root, that holds every constraint of the tree in one solver; releasing the root frees the
/// whole tree, its engine and its constraints.
///
/// ```swift
/// let screen = Node("screen")
/// let title = Node("title", intrinsicSize: IntrinsicSize(width: 120, height: 40))
/// try screen.addChild(title)
/// try title.makeConstraints { make in
///   make.top.left.equalToSuperview().inset(16)
/// }
/// screen.layout(in: Size(width: 375, height: 667))
/// title.frame  // (16, 16, 120, 40)
/// ```
public class Node: LayoutItem, CustomStringConvertible {
  // The stored properties below are `@exclusivity(unchecked)`. The library touches them only
  // in its own methods, none of which calls a caller's code (a measure function, a diagnostic
  // handler, a result-builder block) while an access to one is open; callers can only read the
  // ones they cannot set, and the observed ones are set through their observers, which take no
  // long access. The dynamic check each access otherwise pays costs about 7% of a build
  // (callgrind, S1 and N1).
  //
  // They are declared (and so stored) in the order a first layout's passes over the items read
  // them: the parent, the children, the extras, visibility, intrinsic size and measure function
  // (the registration and the arrangements), then the intrinsic priorities and weights and the
  // placement (the records), each group in one 64-byte cache line after the item's own fields;
  // a FloatLayout's spec and a grid's cell get a line each (the label's words and the root's
  // engine, which no pass reads, sit between the two so that the cell starts a line). In a large
  // tree every pass meets the node cold, so each line a pass touches is a cache miss
  // (docs/solver.md, session 44).

  /// The parent, if the node is in a tree below a root (held weakly).
  public final internal(set) var parent: Node? {
    get { parentAnchor?.node }
    set { parentAnchor = newValue?.anchor }
  }
  /// The parent's anchor: a weak reference that gives the parent no side table.
  @exclusivity(unchecked) private var parentAnchor: ItemAnchor?
  /// The children, in order.
  @exclusivity(unchecked) public final internal(set) var children: [Node] = []

  /// The properties most nodes leave at their defaults, once one of them is set
  /// (``NodeExtras``).
  @exclusivity(unchecked) final private(set) var extrasStorage: NodeExtras?

  /// Whether the node is hidden.
  ///
  /// Containers drop hidden children together with their gaps; constraints written with the DSL
  /// still apply to a hidden node, as in UIKit.
  @exclusivity(unchecked) public final var isHidden = false {
    didSet { if isHidden != oldValue { noteChange(.visibility) } }
  }

  /// The size the node's content wants, per axis; see ``IntrinsicSize``.
  @exclusivity(unchecked) public final var intrinsicContentSize: IntrinsicSize = .none {
    didSet { if intrinsicContentSize != oldValue { noteChange(.intrinsicSize) } }
  }

  /// A function from a proposed width to the size the content wants at that width, for content that
  /// wraps (text).
  ///
  /// The engine resolves it as Auto Layout resolves multi-line labels; see ``LayoutEngine``.
  /// It must give the same size for the same width: the engine asks again only when the solved
  /// width changes, or after `measure` or ``invalidateIntrinsicContentSize()`` is set or called.
  @exclusivity(unchecked) public final var measure: ((Double) -> Size)? {
    didSet {
      labelWords = nil
      noteChange(.intrinsicSize)
    }
  }

  /// The content-hugging priority per axis (``setContentHuggingPriority(_:for:)``).
  @exclusivity(unchecked) final var hugging = (horizontal: Priority.low, vertical: Priority.low)
  /// The compression-resistance priority per axis
  /// (``setContentCompressionResistancePriority(_:for:)``).
  @exclusivity(unchecked) final var compressionResistance = (
    horizontal: Priority.high, vertical: Priority.high
  )
  /// ``intrinsicWeights``, stored without a vector's alignment (see ``WeightPair``).
  @exclusivity(unchecked) private final var storedIntrinsicWeights = WeightPair(SIMD2(1, 1))
  /// The variables the node's container fixes (``PlacedVariables``), and which container
  /// said so: only that container changes or clears them, so a node moved between containers in
  /// one update keeps what its new container set.
  @exclusivity(unchecked) final private(set) var placedVariables: PlacedVariables = []
  /// Whether the node was made by ``spacer(_:minLength:)``.
  @exclusivity(unchecked) public final internal(set) var isSpacer = false
  /// The anchor of the container that set ``placedVariables``, held strongly so that its
  /// identity is never reused by another node while compared.
  @exclusivity(unchecked) final private(set) var placedBy: ItemAnchor?

  /// Tells the engine that the content behind ``measure`` changed (new text, say), so the next
  /// layout measures the node again, as UIKit's method of the same name does.
  public func invalidateIntrinsicContentSize() {
    noteChange(.intrinsicSize)
  }

  /// The node's extras, allocated on first use.
  private final var extras: NodeExtras {
    if let extrasStorage { return extrasStorage }
    let made = NodeExtras()
    extrasStorage = made
    return made
  }

  /// Sets one of the extras when the value differs from what the node reads now (allocating
  /// them if need be), then runs `note`, as a stored property's `didSet` did.
  private final func updateExtra<Value: Equatable>(
    _ path: ReferenceWritableKeyPath<NodeExtras, Value>, to newValue: Value, from current: Value,
    note: () -> Void
  ) {
    guard newValue != current else { return }
    extras[keyPath: path] = newValue
    note()
  }

  /// The direction leading and trailing follow, or `nil` to inherit the parent's.
  public final var layoutDirection: LayoutDirection? {
    get { extrasStorage?.layoutDirection }
    set {
      updateExtra(\.layoutDirection, to: newValue, from: layoutDirection) {
        noteSubtreeChange(.direction)
      }
    }
  }

  /// Insets inward from the node's edges that the margin attributes refer to (8 by default, as
  /// in UIKit).
  public final var layoutMargins: EdgeInsets {
    get { extrasStorage?.layoutMargins ?? NodeExtras.defaultLayoutMargins }
    set {
      updateExtra(\.layoutMargins, to: newValue, from: layoutMargins) {
        noteChange(.geometryConstants)
      }
    }
  }

  /// The first baseline as an offset from the node's top, or `nil` for the bottom edge.
  public final var firstBaselineOffset: Double? {
    get { extrasStorage?.firstBaselineOffset }
    set {
      updateExtra(\.firstBaselineOffset, to: newValue, from: firstBaselineOffset) {
        noteChange(.geometryConstants)
      }
    }
  }

  /// The last baseline as an offset from the node's top, or `nil` for the bottom edge.
  public final var lastBaselineOffset: Double? {
    get { extrasStorage?.lastBaselineOffset }
    set {
      updateExtra(\.lastBaselineOffset, to: newValue, from: lastBaselineOffset) {
        noteChange(.geometryConstants)
      }
    }
  }

  /// A sort key containers may use to order their children (for example `DistributeRow`).
  public final var order: Double? {
    get { extrasStorage?.order }
    set { updateExtra(\.order, to: newValue, from: order) { noteArrangementChange() } }
  }

  /// Where the node sits, relative to its parent's origin, when no constraint places it.
  public final var defaultPosition: Point {
    get { extrasStorage?.defaultPosition ?? .zero }
    set {
      updateExtra(\.defaultPosition, to: newValue, from: defaultPosition) { noteChange(.defaults) }
    }
  }

  /// The size the node has when no constraint sizes it; `nil` falls back to the intrinsic
  /// size, then to zero.
  public final var defaultSize: Size? {
    get { extrasStorage?.defaultSize }
    set { updateExtra(\.defaultSize, to: newValue, from: defaultSize) { noteChange(.defaults) } }
  }

  /// The outer margin containers keep around the node (WPF's `Margin`).
  ///
  /// A grid cell insets the node by it. Zero by default.
  public final var margin: EdgeInsets {
    get { extrasStorage?.margin ?? .zero }
    set { updateExtra(\.margin, to: newValue, from: margin) { noteArrangementChange() } }
  }

  /// The gaps the node asks for in a ``FloatLayout`` parent; `nil` keeps it out of the chain.
  @exclusivity(unchecked) public final var float: FloatSpec? {
    didSet { if float != oldValue { noteArrangementChange() } }
  }

  /// The words ``Node/label(_:text:)`` wraps, while ``measure`` is that label's function (which
  /// captures them): the engine copies them beside the other labels' and measures them there,
  /// without a call.
  @exclusivity(unchecked) final var labelWords: WrappedWords.Storage?

  /// The tree's engine, held by the root only.
  @usableFromInline @exclusivity(unchecked) final var engineStorage: LayoutEngine?

  /// Where the node sits in a ``GridPanel`` parent; `nil` is row 0, column 0, one cell.
  @exclusivity(unchecked) public final var cell: GridCell? {
    didSet { if cell != oldValue { noteArrangementChange() } }
  }

  /// The layout guides the node owns.
  public final internal(set) var layoutGuides: [LayoutGuide] {
    get { extrasStorage?.layoutGuides ?? [] }
    _modify { yield &extras.layoutGuides }
  }
  /// Constraint blocks from the result builder, applied when the tree is first laid out.
  final var pendingConstraintBlocks: [PendingConstraintBlock] {
    get { extrasStorage?.pendingConstraintBlocks ?? [] }
    _modify { yield &extras.pendingConstraintBlocks }
  }
  /// Children the result builder could not add, reported at the first layout.
  final var pendingBuildErrors: [LayoutError] {
    get { extrasStorage?.pendingBuildErrors ?? [] }
    _modify { yield &extras.pendingBuildErrors }
  }

  deinit {
    // An engine the caller still holds must not keep the released root's descendants alive.
    engineStorage?.subtreeNodes = nil
  }

  /// Creates a node.
  ///
  /// - Parameters:
  ///   - name: A name for frames, diagnostics and snapshots.
  ///   - intrinsicSize: The size the content wants, if any.
  public init(_ name: String, intrinsicSize: IntrinsicSize = .none) {
    super.init(name: name)
    self.intrinsicContentSize = intrinsicSize
  }

  /// The constraints this node keeps for its children in its tree's engine, for a container;
  /// `nil` for a plain node.
  func makeArrangement() -> Arrangement? {
    nil
  }

  /// Whether the node is a container (``makeArrangement()`` gives an arrangement).
  var arrangesChildren: Bool {
    false
  }

  /// What a node's intrinsic-size constraints weigh against an equal-priority neighbour's,
  /// per axis: 1, or ½ on a stack's last visible item, so that a tie stretches or shrinks it
  /// first rather than whichever item the solver happens to pick.
  final var intrinsicWeights: SIMD2<Double> {
    get { storedIntrinsicWeights.vector }
    set {
      let old = storedIntrinsicWeights.vector
      storedIntrinsicWeights.vector = newValue
      if newValue != old { noteChange(.intrinsicWeight) }
    }
  }

  /// Records the variables `container` fixes; the engine adds or removes the node's fallbacks
  /// at the next layout.
  final func setPlaced(_ placed: PlacedVariables, by container: Node) {
    setPlaced(placed, byContainerWith: container.anchor)
  }

  /// ``setPlaced(_:by:)`` with the container's anchor (which an arrangement keeps), so that
  /// the container itself is not retained for the call.
  final func setPlaced(_ placed: PlacedVariables, byContainerWith anchor: ItemAnchor) {
    guard placedBy === anchor || placedBy == nil || !placed.isEmpty else { return }
    placedBy = placed.isEmpty ? nil : anchor
    guard placed != placedVariables else { return }
    placedVariables = placed
    noteChange(.placement)
  }

  override var treeNode: Node? { self }
  override var treeRootAddress: UnsafeMutableRawPointer? { unretainedRoot.toOpaque() }
  override var isShown: Bool { !isHidden }
  override var unretainedFrameParent: Unmanaged<Node>? { unretainedParent }
  override var marginInsets: EdgeInsets { layoutMargins }
  override var baselineOffsets: (first: Double?, last: Double?) {
    (firstBaselineOffset, lastBaselineOffset)
  }
  override var direction: LayoutDirection { effectiveLayoutDirection }

  /// The layout direction in effect: the node's own, else its nearest ancestor's, else
  /// left-to-right.
  public final var effectiveLayoutDirection: LayoutDirection {
    // Unretained: every constraint a node makes asks, and each level would cost a retain and a
    // release.
    var node = Unmanaged.passUnretained(self)
    while true {
      if let direction = node._withUnsafeGuaranteedRef({ $0.layoutDirection }) {
        return direction
      }
      guard let parent = node._withUnsafeGuaranteedRef({ $0.unretainedParent })
      else { return .leftToRight }
      node = parent
    }
  }

  /// The parent, without retaining it (`nil` at a root).
  final var unretainedParent: Unmanaged<Node>? {
    parentAnchor?.unretainedNode
  }

  /// The root of the node's tree, reached without retaining and releasing each node on the way
  /// (two atomic operations a level; the tree keeps the nodes alive while it is walked).
  ///
  /// - Complexity: O(depth).
  final var unretainedRoot: Unmanaged<Node> {
    var node = Unmanaged.passUnretained(self)
    while let parent = node._withUnsafeGuaranteedRef({ $0.unretainedParent }) {
      node = parent
    }
    return node
  }

  /// The priority with which the node's size hugs its intrinsic size (250 by default).
  ///
  /// - Parameter axis: The axis.
  /// - Returns: The priority.
  public func contentHuggingPriority(for axis: Axis) -> Priority {
    axis == .horizontal ? hugging.horizontal : hugging.vertical
  }

  /// Sets the priority with which the node's size hugs its intrinsic size.
  ///
  /// - Parameters:
  ///   - priority: The priority.
  ///   - axis: The axis.
  public func setContentHuggingPriority(_ priority: Priority, for axis: Axis) {
    guard contentHuggingPriority(for: axis) != priority else { return }
    if axis == .horizontal { hugging.horizontal = priority } else { hugging.vertical = priority }
    noteChange(.intrinsicSize)
  }

  /// The priority with which the node's size resists shrinking below its intrinsic size (750 by
  /// default).
  ///
  /// - Parameter axis: The axis.
  /// - Returns: The priority.
  public func contentCompressionResistancePriority(for axis: Axis) -> Priority {
    axis == .horizontal ? compressionResistance.horizontal : compressionResistance.vertical
  }

  /// Sets the priority with which the node's size resists shrinking below its intrinsic size.
  ///
  /// - Parameters:
  ///   - priority: The priority.
  ///   - axis: The axis.
  public func setContentCompressionResistancePriority(_ priority: Priority, for axis: Axis) {
    guard contentCompressionResistancePriority(for: axis) != priority else { return }
    if axis == .horizontal {
      compressionResistance.horizontal = priority
    } else {
      compressionResistance.vertical = priority
    }
    noteChange(.intrinsicSize)
  }

  /// `name (x, y, w, h)`.
  public var description: String {
    "\(name) \(frame)"
  }
}
