/// Draws a laid-out tree as text: a character grid scaled from the frames, each visible node a
/// box of `+`, `-` and `|` with its name inside, children drawn over their parents.
///
/// ```
/// +----------------------------+
/// |screen                      |
/// | +--------+                 |
/// | |title   |                 |
/// | +--------+                 |
/// +----------------------------+
/// ```
public enum ASCIIRenderer {
  /// The most rows a drawing has: a tree taller than its width scale allows is squeezed to
  /// this many.
  public static let maximumRows = 10_000
  /// The most columns a drawing has (and the fewest, 8).
  public static let maximumColumns = 1_000

  /// Renders a tree.
  ///
  /// - Parameters:
  ///   - node: The top node; its frame fills the drawing.
  ///   - columns: The drawing's width in characters, from 8 to ``maximumColumns``. Rows are
  ///     scaled by half the column scale, since characters are about twice as tall as wide, up
  ///     to ``maximumRows``.
  /// - Returns: The drawing, one line per row, each ending in a newline.
  /// - Complexity: O(nodes + columns × rows).
  public static func render(_ node: Node, columns: Int = 60) -> String {
    let top = node.frameInRoot
    let origin = top.origin
    let width = max(top.width, 1)
    let columns = min(max(columns, 8), maximumColumns)
    let scale = Double(columns - 1) / width
    let height = top.height
    // Rows follow the column scale, unless that makes more than the most rows.
    let rows = max(2, index(height * scale / 2, last: maximumRows - 1) + 1)
    let rowScale = rows == maximumRows ? Double(rows - 1) / max(height, 1) : scale / 2
    var grid = [[Character]](
      repeating: [Character](repeating: " ", count: columns), count: rows)
    func column(_ x: Double) -> Int {
      index((x - origin.x) * scale, last: grid[0].count - 1)
    }
    func row(_ y: Double) -> Int {
      index((y - origin.y) * rowScale, last: rows - 1)
    }
    // Each frame in root coordinates is its parent's origin plus its own frame, added down
    // the tree (as ``LayoutItem/frameInRoot`` adds them, without walking up for each node).
    func draw(_ item: Node, _ frame: Rect) {
      guard !item.isHidden else { return }
      let left = column(frame.minX)
      let right = max(column(frame.maxX), left)
      let top = row(frame.minY)
      let bottom = max(row(frame.maxY), top)
      // Clear the interior so a parent's label never shows through a child.
      for y in top...bottom {
        for x in left...right { grid[y][x] = " " }
      }
      for x in left...right {
        grid[top][x] = "-"
        grid[bottom][x] = "-"
      }
      for y in top...bottom {
        grid[y][left] = "|"
        grid[y][right] = "|"
      }
      for (x, y) in [(left, top), (right, top), (left, bottom), (right, bottom)] {
        grid[y][x] = "+"
      }
      if bottom - top >= 2, right - left >= 2 {
        for (offset, character) in item.name.prefix(right - left - 1).enumerated() {
          grid[top + 1][left + 1 + offset] = character
        }
      }
      for child in item.children { draw(child, child.frame.offset(by: frame.origin)) }
    }
    draw(node, top)
    return grid.map { String($0).trailingSpacesTrimmed + "\n" }.joined()
  }

  /// `value` rounded to the nearest of `0...last`, however large (not a number: 0).
  ///
  /// - Parameters:
  ///   - value: A position in characters.
  ///   - last: The largest index.
  /// - Returns: The index.
  static func index(_ value: Double, last: Int) -> Int {
    guard value > 0 else { return 0 }
    let rounded = value.rounded()
    return rounded >= Double(last) ? last : Int(rounded)
  }
}

extension String {
  var trailingSpacesTrimmed: String {
    var result = self
    while result.last == " " { result.removeLast() }
    return result
  }

}
