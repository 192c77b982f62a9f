/// A container that distributes its visible children along an axis (Masonry's
/// `distributeViewsAlongAxis`, plus the packed mode the seed needed), in its own coordinate
/// space, sorted by ``Node/order``.
///
/// - ``Mode-swift.enum/fixedSpacing``: the gaps are `spacing`; the items share the rest equally,
///   `w = (W − lead − tail − (n − 1)·spacing) / n`.
/// - ``Mode-swift.enum/fixedItemLength``: every item is `itemLength` long; the gaps share the
///   rest, `gap = (W − lead − tail − n·itemLength) / (n − 1)`; a single item is centred.
/// - ``Mode-swift.enum/packed``: items keep their own lengths, gaps are `spacing`, and the group
///   as a whole sits at the start, centre or end of the space between the lead and tail spacing.
///
/// Children are sorted by `order` (no order counts as 0; equal keys keep child order), so
/// entries added at any moment appear in place. Zero and one items are valid. Items that cannot
/// fit give a conflict diagnostic, not an error. ``distribute(axis:mode:spacing:itemLength:leadSpacing:tailSpacing:alignment:crossAlignment:)``
/// sets everything at once and checks it; calling it again replaces the arrangement (Masonry
/// adds duplicates, issue #523).
public final class DistributeRow: Node {
  /// How the length is shared.
  public enum Mode: String, Hashable, Sendable, CaseIterable {
    /// Fixed gaps; items share the rest equally.
    case fixedSpacing
    /// Fixed item length; gaps share the rest.
    case fixedItemLength
    /// Items and gaps fixed; the group placed by ``DistributeRow/alignment``.
    case packed
  }

  /// Where a packed group sits along the axis.
  public enum Alignment: String, Hashable, Sendable, CaseIterable {
    /// At the start, after the lead spacing.
    case start
    /// Centred between the lead and tail spacing.
    case center
    /// At the end, before the tail spacing.
    case end
  }

  /// Where the items sit across the axis.
  public enum CrossAlignment: String, Hashable, Sendable, CaseIterable {
    /// At the start (top, or left for a vertical row).
    case start
    /// Centred.
    case center
    /// At the end.
    case end
    /// Filling the container's cross length.
    case fill
  }

  // The observed properties are `@exclusivity(unchecked)`, on `Node`'s grounds: they are set
  // through their observers, which take no long access, and the library never calls a caller's
  // code while an access to one is open.

  /// The axis the items are distributed along.
  @exclusivity(unchecked) public var axis: Axis = .horizontal {
    didSet { if axis != oldValue { noteArrangementChange() } }
  }

  /// How the length is shared.
  @exclusivity(unchecked) public var mode: Mode = .fixedSpacing {
    didSet { if mode != oldValue { noteArrangementChange() } }
  }

  /// The gap between items (`fixedSpacing`, `packed`).
  @exclusivity(unchecked) public var spacing: Double = 0 {
    didSet { if spacing != oldValue { noteArrangementChange() } }
  }

  /// Every item's length (`fixedItemLength`).
  @exclusivity(unchecked) public var itemLength: Double = 0 {
    didSet { if itemLength != oldValue { noteArrangementChange() } }
  }

  /// The space before the first item.
  @exclusivity(unchecked) public var leadSpacing: Double = 0 {
    didSet { if leadSpacing != oldValue { noteArrangementChange() } }
  }

  /// The space after the last item.
  @exclusivity(unchecked) public var tailSpacing: Double = 0 {
    didSet { if tailSpacing != oldValue { noteArrangementChange() } }
  }

  /// Where a packed group sits along the axis.
  @exclusivity(unchecked) public var alignment: Alignment = .start {
    didSet { if alignment != oldValue { noteArrangementChange() } }
  }

  /// Where the items sit across the axis.
  @exclusivity(unchecked) public var crossAlignment: CrossAlignment = .fill {
    didSet { if crossAlignment != oldValue { noteArrangementChange() } }
  }

  /// Creates a distribute row with fixed spacing 0 along the horizontal axis.
  ///
  /// - Parameters:
  ///   - name: A name for frames, diagnostics and snapshots.
  ///   - intrinsicSize: The size the row's own content wants, if any.
  public override init(_ name: String, intrinsicSize: IntrinsicSize = .none) {
    super.init(name, intrinsicSize: intrinsicSize)
  }

  /// Sets the whole distribution at once, replacing the previous one.
  ///
  /// - Parameters:
  ///   - axis: The axis.
  ///   - mode: How the length is shared.
  ///   - spacing: The gap (`fixedSpacing`, `packed`).
  ///   - itemLength: Every item's length (`fixedItemLength`).
  ///   - leadSpacing: The space before the first item.
  ///   - tailSpacing: The space after the last item.
  ///   - alignment: Where a packed group sits.
  ///   - crossAlignment: Where items sit across the axis.
  /// - Throws: ``LayoutError/invalidValue(node:property:value:)`` for a negative or non-finite
  ///   length; nothing changes then.
  public func distribute(
    axis: Axis = .horizontal, mode: Mode, spacing: Double = 0, itemLength: Double = 0,
    leadSpacing: Double = 0, tailSpacing: Double = 0, alignment: Alignment = .start,
    crossAlignment: CrossAlignment = .fill
  ) throws(LayoutError) {
    let lengths = [
      ("spacing", spacing), ("itemLength", itemLength), ("leadSpacing", leadSpacing),
      ("tailSpacing", tailSpacing),
    ]
    for (property, value) in lengths where !(value.isFinite && value >= 0) {
      throw .invalidValue(node: name, property: property, value: value)
    }
    self.axis = axis
    self.mode = mode
    self.spacing = spacing
    self.itemLength = itemLength
    self.leadSpacing = leadSpacing
    self.tailSpacing = tailSpacing
    self.alignment = alignment
    self.crossAlignment = crossAlignment
  }

  /// What keeps the row from being arranged: negative or non-finite lengths set directly.
  ///
  /// Layout reports them as diagnostics and keeps the previous arrangement.
  public var problems: [LayoutError] {
    let lengths = [
      ("spacing", spacing), ("itemLength", itemLength), ("leadSpacing", leadSpacing),
      ("tailSpacing", tailSpacing),
    ]
    return lengths.compactMap { property, value in
      value.isFinite && value >= 0
        ? nil : .invalidValue(node: name, property: property, value: value)
    }
  }

  /// The visible children in arrangement order: by `order`, then child order.
  public var arrangedChildren: [Node] {
    children.enumerated().filter { !$0.element.isHidden }
      .sorted { ($0.element.order ?? 0, $0.offset) < ($1.element.order ?? 0, $1.offset) }
      .map(\.element)
  }

  override func makeArrangement() -> Arrangement? {
    DistributeArrangement(container: self)
  }

  override var arrangesChildren: Bool {
    true
  }
}
