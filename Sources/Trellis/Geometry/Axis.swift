/// A layout axis.
public enum Axis: Hashable, Sendable, CaseIterable, CustomStringConvertible {
  /// Left to right (x, width).
  case horizontal
  /// Top to bottom (y, height).
  case vertical

  /// The other axis.
  public var cross: Axis {
    self == .horizontal ? .vertical : .horizontal
  }

  /// `horizontal` or `vertical`.
  public var description: String {
    self == .horizontal ? "horizontal" : "vertical"
  }
}

/// The direction in which leading and trailing lie along the horizontal axis.
public enum LayoutDirection: Hashable, Sendable, CaseIterable, CustomStringConvertible {
  /// Leading is left.
  case leftToRight
  /// Leading is right.
  case rightToLeft

  /// `ltr` or `rtl`.
  public var description: String {
    self == .leftToRight ? "ltr" : "rtl"
  }
}
