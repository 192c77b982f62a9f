public import TrellisSolver

/// The gap an item of a ``FloatLayout`` asks for on one side: a distance (positive means
/// apart, in every orientation) and how strongly it asks.
public struct FloatGap: Hashable, Sendable {
  /// The distance; positive means apart.
  public var offset: Double
  /// How strongly the gap asks to hold (500 by default).
  public var priority: Priority

  /// Creates a gap.
  ///
  /// - Parameters:
  ///   - offset: The distance; positive means apart.
  ///   - priority: How strongly it asks to hold.
  public init(_ offset: Double, priority: Priority = .medium) {
    self.offset = offset
    self.priority = priority
  }
}

/// What a node asks of a ``FloatLayout`` it is a child of: the gap to the previous visible item
/// (or the start edge) and to the next visible item (or the end edge).
///
/// An unspecified side is 0 at priority 500. A child without a spec is not part of the chain.
public struct FloatSpec: Hashable, Sendable {
  /// The gap to the previous visible item, or to the start edge for the first.
  public var last: FloatGap?
  /// The gap to the next visible item, or to the end edge for the last (with
  /// ``FloatLayout/sizesContainer``).
  public var next: FloatGap?

  /// Creates a spec.
  ///
  /// - Parameters:
  ///   - last: The gap to the previous visible item or the start edge.
  ///   - next: The gap to the next visible item or the end edge.
  public init(last: FloatGap? = nil, next: FloatGap? = nil) {
    self.last = last
    self.next = next
  }

  /// The gap where two items meet: the higher priority wins, at equal priority the larger
  /// offset.
  ///
  /// - Parameters:
  ///   - previous: The previous item's `next` gap.
  ///   - following: The following item's `last` gap.
  /// - Returns: The winner.
  public static func resolve(_ previous: FloatGap?, _ following: FloatGap?) -> FloatGap {
    let a = previous ?? FloatGap(0)
    let b = following ?? FloatGap(0)
    if a.priority != b.priority { return a.priority > b.priority ? a : b }
    return a.offset >= b.offset ? a : b
  }
}

/// The direction a ``FloatLayout`` chain runs in.
public enum FloatOrientation: String, Hashable, Sendable, CaseIterable {
  /// Left to right.
  case leftToRight
  /// Right to left.
  case rightToLeft
  /// Top to bottom.
  case topToBottom
  /// Bottom to top.
  case bottomToTop
  /// Leading to trailing: left to right, or right to left in a right-to-left layout.
  case leadingToTrailing
  /// Trailing to leading: right to left, or left to right in a right-to-left layout.
  case trailingToLeading

  /// The axis and whether the chain runs against its coordinates, in a layout direction.
  func edges(in direction: LayoutDirection) -> AxisEdges {
    let rtl = direction == .rightToLeft
    switch self {
    case .leftToRight: return AxisEdges(axis: .horizontal, isFlipped: false)
    case .rightToLeft: return AxisEdges(axis: .horizontal, isFlipped: true)
    case .topToBottom: return AxisEdges(axis: .vertical, isFlipped: false)
    case .bottomToTop: return AxisEdges(axis: .vertical, isFlipped: true)
    case .leadingToTrailing: return AxisEdges(axis: .horizontal, isFlipped: rtl)
    case .trailingToLeading: return AxisEdges(axis: .horizontal, isFlipped: !rtl)
    }
  }
}
