/// A container that lines its children up along an axis, with UIStackView's distributions and
/// alignments.
///
/// Every child is arranged, in child order (``isReversed`` turns it around). Hidden children drop
/// out together with their gap: no zero-size leftovers and no conflicts from a hidden child's
/// required size. Along the axis a stack that nothing else sizes takes the length of its content
/// (WPF's StackPanel); across it, the length of its largest child.
///
/// **Ties.** With ``Distribution-swift.enum/fill`` the children shrink by compression resistance
/// and grow by hugging priority. When the lowest priority is shared (UIKit calls this an
/// ambiguous layout), the **last** visible child with that priority stretches or shrinks first.
///
/// ```swift
/// let bar = StackPanel("bar", axis: .horizontal, spacing: 10)
/// bar.distribution = .equalSpacing
/// bar.alignment = .center
/// for name in ["a", "b", "c"] {
///   try bar.addChild(Node(name, intrinsicSize: IntrinsicSize(width: 40, height: 20)))
/// }
/// bar.layout(in: Size(width: 300, height: 100))  // x = 0, 130, 260; y = 40
/// ```
public final class StackPanel: Node {
  /// How the children share the length along the axis.
  public enum Distribution: String, Sendable, CaseIterable {
    /// The children fill the stack: they keep their intrinsic lengths where they can and the
    /// one with the lowest hugging (or compression-resistance) priority absorbs the rest.
    case fill
    /// Every child has the same length.
    case fillEqually
    /// Lengths proportional to the children's intrinsic lengths (none: zero).
    case fillProportionally
    /// Children keep their lengths; the gaps are equal and at least the spacing.
    case equalSpacing
    /// The children's centres are equally spaced; gaps are at least the spacing.
    case equalCentering
  }

  /// Where the children sit across the axis.
  ///
  /// `top` is `leading` and `bottom` is `trailing`: both spellings mean the same everywhere.
  /// Baseline alignments apply to horizontal stacks; a vertical stack treats them as `fill`
  /// (as UIStackView documents them for horizontal stacks only).
  public enum Alignment: String, Sendable, CaseIterable {
    /// The children fill the stack's cross length.
    case fill
    /// At the leading edge (the top edge of a horizontal stack).
    case leading
    /// Centred.
    case center
    /// At the trailing edge (the bottom edge of a horizontal stack).
    case trailing
    /// First baselines on one line.
    case firstBaseline
    /// Last baselines on one line.
    case lastBaseline

    /// The same as ``leading``.
    public static let top = Alignment.leading
    /// The same as ``trailing``.
    public static let bottom = Alignment.trailing
  }

  // The observed properties are `@exclusivity(unchecked)`, on `Node`'s grounds: they are set
  // through their observers, which take no long access, and the library never calls a caller's
  // code while an access to one is open.

  /// The axis the children line up along.
  @exclusivity(unchecked) public var axis: Axis {
    didSet { if axis != oldValue { noteArrangementChange() } }
  }

  /// How the children share the length along the axis.
  @exclusivity(unchecked) public var distribution: Distribution = .fill {
    didSet { if distribution != oldValue { noteArrangementChange() } }
  }

  /// Where the children sit across the axis.
  @exclusivity(unchecked) public var alignment: Alignment = .fill {
    didSet { if alignment != oldValue { noteArrangementChange() } }
  }

  /// The gap between neighbouring visible children (the minimum gap for `equalSpacing` and
  /// `equalCentering`).
  @exclusivity(unchecked) public var spacing: Double {
    didSet { if spacing != oldValue { noteArrangementChange() } }
  }

  /// Insets from the stack's edges to the arranged children.
  @exclusivity(unchecked) public var insets: EdgeInsets = .zero {
    didSet { if insets != oldValue { noteArrangementChange() } }
  }

  /// Whether the children are arranged inside the layout margins (added to ``insets``), as
  /// UIStackView's property of the same name.
  @exclusivity(unchecked) public var isLayoutMarginsRelativeArrangement = false {
    didSet { if isLayoutMarginsRelativeArrangement != oldValue { noteArrangementChange() } }
  }

  /// Whether the children are arranged last to first.
  @exclusivity(unchecked) public var isReversed = false {
    didSet { if isReversed != oldValue { noteArrangementChange() } }
  }

  /// Spacing after particular children, replacing ``spacing`` for that gap.
  private var customSpacings: [(child: WeakNode, spacing: Double)] = []

  /// Creates a stack.
  ///
  /// - Parameters:
  ///   - name: A name for frames, diagnostics and snapshots.
  ///   - axis: The axis the children line up along (horizontal by default, as UIStackView).
  ///   - spacing: The gap between neighbouring visible children.
  ///   - distribution: How the children share the length along the axis.
  ///   - alignment: Where the children sit across the axis.
  public init(
    _ name: String, axis: Axis = .horizontal, spacing: Double = 0,
    distribution: Distribution = .fill, alignment: Alignment = .fill
  ) {
    self.axis = axis
    self.spacing = spacing
    super.init(name)
    self.distribution = distribution
    self.alignment = alignment
  }

  /// Sets the gap after one child, in place of ``spacing`` (UIStackView's
  /// `setCustomSpacing(_:after:)`); `nil` goes back to ``spacing``.
  ///
  /// The gap follows the child in arrangement order; when the child is hidden or last, it has
  /// no effect.
  ///
  /// - Parameters:
  ///   - spacing: The gap, or `nil`.
  ///   - child: A child of the stack.
  public func setCustomSpacing(_ spacing: Double?, after child: Node) {
    customSpacings.removeAll { $0.child.node == nil || $0.child.node === child }
    if let spacing { customSpacings.append((WeakNode(child), spacing)) }
    noteArrangementChange()
  }

  /// The gap after a child: its custom spacing, else ``spacing``.
  ///
  /// - Parameter child: A child of the stack.
  /// - Returns: The gap.
  public func spacing(after child: Node) -> Double {
    customSpacings.first { $0.child.node === child }?.spacing ?? spacing
  }

  /// Whether some child has a custom spacing after it.
  var hasCustomSpacings: Bool {
    !customSpacings.isEmpty
  }

  /// The children in arrangement order.
  var arrangedChildren: [Node] {
    isReversed ? children.reversed() : children
  }

  /// The insets the arrangement uses: ``insets``, plus the layout margins when arranging
  /// relative to them.
  var effectiveInsets: EdgeInsets {
    guard isLayoutMarginsRelativeArrangement else { return insets }
    let margins = layoutMargins
    return EdgeInsets(
      top: insets.top + margins.top, left: insets.left + margins.left,
      bottom: insets.bottom + margins.bottom, right: insets.right + margins.right)
  }

  override func makeArrangement() -> Arrangement? {
    StackArrangement(container: self)
  }

  override var arrangesChildren: Bool {
    true
  }
}

/// A weak reference to a node.
struct WeakNode {
  private let anchor: ItemAnchor

  /// The node, or `nil` once it is gone.
  var node: Node? { anchor.node }

  init(_ node: Node) {
    self.anchor = node.anchor
  }
}
