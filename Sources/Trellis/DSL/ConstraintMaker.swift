/// The object a `makeConstraints` closure receives: each attribute starts a constraint.
///
/// ```swift
/// try card.makeConstraints { make in
///   make.top.left.equalToSuperview().inset(16)
///   make.width.equalTo(title.width).multipliedBy(0.5).priority(.high)
///   make.height.equalTo(44).labeled("bar height")
/// }
/// ```
public final class ConstraintMaker {
  /// The item the constraints are made for.
  let item: LayoutItem
  // `chains` and the constraints' properties are `@exclusivity(unchecked)`: the caller's
  // closure only reaches them through the chain's methods, each a short access (see `Node`).

  /// The constraints the chains started, in order (one without a relation is an incomplete
  /// chain).
  @exclusivity(unchecked) var chains: [LayoutConstraint] = []

  init(item: LayoutItem) {
    self.item = item
  }

  private func start(_ attributes: consuming [LayoutAttribute]) -> ConstraintMakerExtendable {
    // The list is handed over (each caller makes its own): not retained again.
    let constraint = LayoutConstraint(item: item, attributes: attributes)
    // Room for a block's usual handful of chains at once, instead of regrowing at the second
    // and the third.
    if chains.isEmpty { chains.reserveCapacity(4) }
    chains.append(constraint)
    return ConstraintMakerExtendable(constraint)
  }

  /// Starts a constraint on the left edge.
  public var left: ConstraintMakerExtendable { start([.left]) }

  /// Starts a constraint on the right edge.
  public var right: ConstraintMakerExtendable { start([.right]) }

  /// Starts a constraint on the top edge.
  public var top: ConstraintMakerExtendable { start([.top]) }

  /// Starts a constraint on the bottom edge.
  public var bottom: ConstraintMakerExtendable { start([.bottom]) }

  /// Starts a constraint on the leading edge.
  public var leading: ConstraintMakerExtendable { start([.leading]) }

  /// Starts a constraint on the trailing edge.
  public var trailing: ConstraintMakerExtendable { start([.trailing]) }

  /// Starts a constraint on the width.
  public var width: ConstraintMakerExtendable { start([.width]) }

  /// Starts a constraint on the height.
  public var height: ConstraintMakerExtendable { start([.height]) }

  /// Starts a constraint on the horizontal centre.
  public var centerX: ConstraintMakerExtendable { start([.centerX]) }

  /// Starts a constraint on the vertical centre.
  public var centerY: ConstraintMakerExtendable { start([.centerY]) }

  /// Starts a constraint on the first baseline.
  public var firstBaseline: ConstraintMakerExtendable { start([.firstBaseline]) }

  /// Starts a constraint on the last baseline.
  public var lastBaseline: ConstraintMakerExtendable { start([.lastBaseline]) }

  /// Starts a constraint on the left margin.
  public var leftMargin: ConstraintMakerExtendable { start([.leftMargin]) }

  /// Starts a constraint on the right margin.
  public var rightMargin: ConstraintMakerExtendable { start([.rightMargin]) }

  /// Starts a constraint on the top margin.
  public var topMargin: ConstraintMakerExtendable { start([.topMargin]) }

  /// Starts a constraint on the bottom margin.
  public var bottomMargin: ConstraintMakerExtendable { start([.bottomMargin]) }

  /// Starts a constraint on the leading margin.
  public var leadingMargin: ConstraintMakerExtendable { start([.leadingMargin]) }

  /// Starts a constraint on the trailing margin.
  public var trailingMargin: ConstraintMakerExtendable { start([.trailingMargin]) }

  /// Starts a constraint on the horizontal centre within the margins.
  public var centerXWithinMargins: ConstraintMakerExtendable { start([.centerXWithinMargins]) }

  /// Starts a constraint on the vertical centre within the margins.
  public var centerYWithinMargins: ConstraintMakerExtendable { start([.centerYWithinMargins]) }

  /// Starts a constraint on top, left, bottom and right.
  public var edges: ConstraintMakerExtendable { start(LayoutAttribute.edges) }

  /// Starts a constraint on left and right.
  public var horizontalEdges: ConstraintMakerExtendable { start([.left, .right]) }

  /// Starts a constraint on top and bottom.
  public var verticalEdges: ConstraintMakerExtendable { start([.top, .bottom]) }

  /// Starts a constraint on top, leading, bottom and trailing.
  public var directionalEdges: ConstraintMakerExtendable { start(LayoutAttribute.directionalEdges) }

  /// Starts a constraint on leading and trailing.
  public var directionalHorizontalEdges: ConstraintMakerExtendable { start([.leading, .trailing]) }

  /// Starts a constraint on width and height.
  public var size: ConstraintMakerExtendable { start([.width, .height]) }

  /// Starts a constraint on both centres.
  public var center: ConstraintMakerExtendable { start([.centerX, .centerY]) }

  /// Starts a constraint on the four margins.
  public var margins: ConstraintMakerExtendable { start(LayoutAttribute.margins) }

  /// Starts a constraint on the four margins with leading and trailing.
  public var directionalMargins: ConstraintMakerExtendable {
    start(LayoutAttribute.directionalMargins)
  }

  /// Starts a constraint on both centres within the margins.
  public var centerWithinMargins: ConstraintMakerExtendable {
    start([.centerXWithinMargins, .centerYWithinMargins])
  }

  /// Makes the width the height times `ratio` (`width == height × ratio`).
  ///
  /// - Parameters:
  ///   - ratio: Width divided by height.
  ///   - file: The call site (filled in).
  ///   - line: The call site (filled in).
  /// - Returns: The constraint, to edit its priority or label.
  @discardableResult
  public func aspectRatio(
    _ ratio: Double, file: String = #fileID, line: Int = #line
  ) -> ConstraintMakerEditable {
    start([.width]).equalTo(item.height, file: file, line: line).multipliedBy(ratio)
  }
}
