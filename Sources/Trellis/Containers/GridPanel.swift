/// A container that places its children in the cells of a grid of rows and columns (WPF's
/// `Grid`), with gaps, fixed, weighted and auto tracks, spans and per-cell alignment.
///
/// Each child's ``Node/cell`` gives its row, column and spans (none: row 0, column 0, one
/// cell); its ``Node/margin`` insets it inside the cell. Hidden children drop out (an auto
/// track shrinks without them). Columns run left to right in either layout direction.
///
/// Equal tracks (the default) use no track variables: each child is constrained straight to the
/// panel as `child.left = panel.left + (col / cols) · panel.width + …`, the seed's
/// centre-multiplier form written in the panel's own coordinate space, so a grid anywhere in
/// its parent is right and a 100 × 100 grid costs four constraints per child.
///
/// A span past the last track is clamped (WPF). A row or column at or past the count, a
/// negative index, a span below 1 or a grid without rows or columns is an error: ``problems``
/// lists them as ``LayoutError/invalidCell(child:reason:)`` and
/// ``LayoutError/invalidGrid(grid:reason:)``, layout reports them as diagnostics and leaves
/// those children unplaced, and the rest of the layout stays valid.
///
/// ```swift
/// let grid = GridPanel("grid", rows: 2, columns: 3, rowGap: 10, columnGap: 10)
/// let header = Node("header")
/// header.cell = GridCell(row: 0, column: 0, columnSpan: 2)
/// try grid.addChild(header)
/// ```
public final class GridPanel: Node {
  // The observed properties are `@exclusivity(unchecked)`, on `Node`'s grounds: they are set
  // through their observers, which take no long access, and the library never calls a caller's
  // code while an access to one is open.

  /// The number of rows.
  @exclusivity(unchecked) public var rows: Int {
    didSet { if rows != oldValue { noteArrangementChange() } }
  }

  /// The number of columns.
  @exclusivity(unchecked) public var columns: Int {
    didSet { if columns != oldValue { noteArrangementChange() } }
  }

  /// The gap between neighbouring rows.
  @exclusivity(unchecked) public var rowGap: Double {
    didSet { if rowGap != oldValue { noteArrangementChange() } }
  }

  /// The gap between neighbouring columns.
  @exclusivity(unchecked) public var columnGap: Double {
    didSet { if columnGap != oldValue { noteArrangementChange() } }
  }

  /// Insets from the grid's edges to its tracks (padding).
  @exclusivity(unchecked) public var insets: EdgeInsets = .zero {
    didSet { if insets != oldValue { noteArrangementChange() } }
  }

  /// The rows' sizes, first row first; rows past the end of the list are ``GridTrack/equal``.
  @exclusivity(unchecked) public var rowDefinitions: [GridTrack] = [] {
    didSet { if rowDefinitions != oldValue { noteArrangementChange() } }
  }

  /// The columns' sizes, first column first; columns past the end of the list are
  /// ``GridTrack/equal``.
  @exclusivity(unchecked) public var columnDefinitions: [GridTrack] = [] {
    didSet { if columnDefinitions != oldValue { noteArrangementChange() } }
  }

  /// Creates a grid.
  ///
  /// - Parameters:
  ///   - name: A name for frames, diagnostics and snapshots.
  ///   - rows: The number of rows (at least 1 to place anything).
  ///   - columns: The number of columns (at least 1 to place anything).
  ///   - rowGap: The gap between neighbouring rows.
  ///   - columnGap: The gap between neighbouring columns.
  public init(
    _ name: String, rows: Int, columns: Int, rowGap: Double = 0, columnGap: Double = 0
  ) {
    self.rows = rows
    self.columns = columns
    self.rowGap = rowGap
    self.columnGap = columnGap
    super.init(name)
  }

  /// Adds a child in a cell, checking the cell first.
  ///
  /// - Parameters:
  ///   - child: A node without a parent.
  ///   - cell: Where it goes.
  /// - Throws: ``LayoutError/invalidCell(child:reason:)`` for a cell outside the grid, or
  ///   what ``Node/addChild(_:)`` throws; the tree is left as it was.
  public func addChild(_ child: Node, in cell: GridCell) throws(LayoutError) {
    if let problem = problem(with: cell) {
      throw .invalidCell(child: child.name, reason: problem)
    }
    let previous = child.cell
    child.cell = cell
    do {
      try addChild(child)
    } catch {
      child.cell = previous
      throw error
    }
  }

  /// Everything that keeps children from being placed: the grid's own size, then each child
  /// whose cell lies outside it, in child order.
  public var problems: [LayoutError] {
    if let problem = sizeProblem { return [.invalidGrid(grid: name, reason: problem)] }
    return children.compactMap { child in
      problem(with: child.cell ?? GridCell()).map { .invalidCell(child: child.name, reason: $0) }
    }
  }

  /// Why the grid cannot place anything, if it cannot.
  var sizeProblem: String? {
    if rows < 1 { return "rows must be at least 1, not \(rows)" }
    if columns < 1 { return "columns must be at least 1, not \(columns)" }
    return nil
  }

  /// Why a cell cannot be placed in this grid, if it cannot.
  func problem(with cell: GridCell) -> String? {
    if cell.row < 0 { return "row \(cell.row) is negative" }
    if cell.column < 0 { return "column \(cell.column) is negative" }
    if cell.row >= rows { return "row \(cell.row) is past the last row (the grid has \(rows))" }
    if cell.column >= columns {
      return "column \(cell.column) is past the last column (the grid has \(columns))"
    }
    if cell.rowSpan < 1 { return "rowSpan \(cell.rowSpan) is less than 1" }
    if cell.columnSpan < 1 { return "columnSpan \(cell.columnSpan) is less than 1" }
    return nil
  }

  /// The track definitions of an axis, padded to the count with ``GridTrack/equal``.
  func tracks(_ axis: Axis) -> [GridTrack] {
    let count = axis == .horizontal ? columns : rows
    let defined = axis == .horizontal ? columnDefinitions : rowDefinitions
    guard count > 0 else { return [] }
    return (0..<count).map { $0 < defined.count ? defined[$0] : .equal }
  }

  override func makeArrangement() -> Arrangement? {
    GridArrangement(container: self)
  }

  override var arrangesChildren: Bool {
    true
  }
}
