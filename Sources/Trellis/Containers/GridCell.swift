/// Where a child sits in a ``GridPanel``: its row and column, how many tracks it spans, and how
/// it is aligned inside the cell when it does not fill it.
///
/// Rows and columns count from 0. A span that runs past the last track is clamped (WPF); an
/// index at or past the count, a negative index or a span below 1 is reported as a
/// ``LayoutError/invalidCell(child:reason:)``.
public struct GridCell: Hashable, Sendable {
  /// How a child sits inside its cell along one axis.
  public enum Alignment: String, Hashable, Sendable, CaseIterable {
    /// The child fills the cell (less its margin).
    case fill
    /// At the cell's start (left, top).
    case start
    /// Centred.
    case center
    /// At the cell's end (right, bottom).
    case end
  }

  /// The row, from 0.
  public var row: Int
  /// The column, from 0.
  public var column: Int
  /// How many rows the child spans (at least 1).
  public var rowSpan: Int
  /// How many columns the child spans (at least 1).
  public var columnSpan: Int
  /// How the child sits horizontally in the cell.
  public var horizontalAlignment: Alignment
  /// How the child sits vertically in the cell.
  public var verticalAlignment: Alignment

  /// Creates a cell.
  ///
  /// - Parameters:
  ///   - row: The row, from 0.
  ///   - column: The column, from 0.
  ///   - rowSpan: How many rows the child spans.
  ///   - columnSpan: How many columns the child spans.
  ///   - horizontalAlignment: How the child sits horizontally in the cell.
  ///   - verticalAlignment: How the child sits vertically in the cell.
  public init(
    row: Int = 0, column: Int = 0, rowSpan: Int = 1, columnSpan: Int = 1,
    horizontalAlignment: Alignment = .fill, verticalAlignment: Alignment = .fill
  ) {
    self.row = row
    self.column = column
    self.rowSpan = rowSpan
    self.columnSpan = columnSpan
    self.horizontalAlignment = horizontalAlignment
    self.verticalAlignment = verticalAlignment
  }
}
