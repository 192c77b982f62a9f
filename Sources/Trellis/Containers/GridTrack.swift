/// The size of one row or column of a ``GridPanel`` (WPF's `RowDefinition` and
/// `ColumnDefinition`).
///
/// ```swift
/// grid.columnDefinitions = [.fixed(80), .weight(2), .weight(1), .auto]
/// grid.rowDefinitions = [.weight(1, min: 44)]
/// ```
public struct GridTrack: Hashable, Sendable {
  /// How the track is sized.
  public enum Sizing: Hashable, Sendable {
    /// A fixed length in points.
    case fixed(Double)
    /// A share of what the fixed and auto tracks and the gaps leave (WPF's star sizing).
    case weight(Double)
    /// The length of the track's largest visible child, margins included: the track hugs its
    /// content at priority 700, so children's compression resistance (750) widens it and
    /// weaker wishes elsewhere do not change it.
    case auto
  }

  /// How the track is sized.
  public var sizing: Sizing
  /// The least length the track takes, if any.
  public var min: Double?
  /// The most length the track takes, if any.
  public var max: Double?

  /// Creates a track.
  ///
  /// - Parameters:
  ///   - sizing: How the track is sized.
  ///   - min: The least length, if any.
  ///   - max: The most length, if any.
  public init(_ sizing: Sizing, min: Double? = nil, max: Double? = nil) {
    self.sizing = sizing
    self.min = min
    self.max = max
  }

  /// A fixed length.
  ///
  /// - Parameter length: The length in points.
  /// - Returns: The track.
  public static func fixed(_ length: Double) -> GridTrack {
    GridTrack(.fixed(length))
  }

  /// A weighted share of the remaining length (star sizing).
  ///
  /// - Parameters:
  ///   - weight: The share, relative to the other weighted tracks.
  ///   - min: The least length, if any.
  ///   - max: The most length, if any.
  /// - Returns: The track.
  public static func weight(_ weight: Double, min: Double? = nil, max: Double? = nil) -> GridTrack {
    GridTrack(.weight(weight), min: min, max: max)
  }

  /// A track as long as its largest single-span child.
  ///
  /// - Parameters:
  ///   - min: The least length, if any.
  ///   - max: The most length, if any.
  /// - Returns: The track.
  public static func auto(min: Double? = nil, max: Double? = nil) -> GridTrack {
    GridTrack(.auto, min: min, max: max)
  }

  /// The default track: weight 1, so that a grid without definitions has equal tracks.
  public static let equal = GridTrack(.weight(1))
}
