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
  /// Renders a tree.
  ///
  /// - Parameters:
  ///   - node: The top node; its frame fills the drawing.
  ///   - columns: The drawing's width in characters. Rows are scaled by half the column scale,
  ///     since characters are about twice as tall as wide.
  /// - Returns: The drawing, one line per row, each ending in a newline.
  /// - Complexity: O(nodes + columns × rows).
  public static func render(_ node: Node, columns: Int = 60) -> String {
    let origin = node.frameInRoot.origin
    let width = max(node.frameInRoot.width, 1)
    let scale = Double(max(columns, 8) - 1) / width
    let rows = max(2, Int((node.frameInRoot.height * scale / 2).rounded()) + 1)
    var grid = [[Character]](
      repeating: [Character](repeating: " ", count: max(columns, 8)), count: rows)
    func column(_ x: Double) -> Int {
      min(max(Int(((x - origin.x) * scale).rounded()), 0), grid[0].count - 1)
    }
    func row(_ y: Double) -> Int {
      min(max(Int(((y - origin.y) * scale / 2).rounded()), 0), rows - 1)
    }
    func draw(_ item: Node) {
      guard !item.isHidden else { return }
      let frame = item.frameInRoot
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
      for child in item.children { draw(child) }
    }
    draw(node)
    return grid.map { String($0).trailingSpacesTrimmed + "\n" }.joined()
  }
}

extension String {
  var trailingSpacesTrimmed: String {
    var result = self
    while result.last == " " { result.removeLast() }
    return result
  }
}
