import TrellisSolver

@testable import Trellis

/// A root with named children, for tests.
func makeTree(_ size: Size = Size(width: 400, height: 300), children names: [String]) throws -> (
  root: Node, children: [Node]
) {
  let root = Node("root")
  let children = names.map { Node($0) }
  for child in children { try root.addChild(child) }
  root.engine.layout(in: size)
  return (root, children)
}

/// A root holding a vertical stack pinned to its top and sides (as tall as its content), not
/// laid out yet.
func makeTopStack(spacing: Double) throws -> (root: Node, stack: StackPanel) {
  let root = Node("root")
  let stack = StackPanel("stack", axis: .vertical, spacing: spacing)
  try root.addChild(stack)
  try stack.makeConstraints { make in make.top.leading.trailing.equalToSuperview() }
  return (root, stack)
}

/// A root holding a `side` × `side` grid pinned to its edges, a child named `prefix` + index in
/// every cell (row by row), laid out at `size`.
func makeFilledGrid(side: Int, childPrefix prefix: String, size: Size) throws -> (
  root: Node, grid: GridPanel, children: [Node]
) {
  let root = Node("root")
  let grid = GridPanel("grid", rows: side, columns: side)
  try root.addChild(grid)
  try grid.makeConstraints { make in make.edges.equalToSuperview() }
  var children: [Node] = []
  for index in 0..<(side * side) {
    let child = Node("\(prefix)\(index)")
    try grid.addChild(child, in: GridCell(row: index / side, column: index % side))
    children.append(child)
  }
  root.layout(in: size)
  return (root, grid, children)
}

/// Adds a column of rows to `root`, not laid out: each row an icon (24 wide) at its leading
/// edge and a wrapping title 12 after it, 16 from the row's trailing edge, the row as tall as
/// its tallest content plus 8 above and below (as the benchmark's N1 screen).
///
/// - Parameters:
///   - root: The node the rows go in, top to bottom.
///   - titles: Each row's title.
///   - iconHeights: Each row's icon height (24 when missing).
///   - characterWidth: The titles' character width.
///   - lineHeight: The titles' line height.
/// - Returns: The rows.
@discardableResult
func addLabelRows(
  to root: Node, titles: [String], iconHeights: [Double] = [], characterWidth: Double,
  lineHeight: Double
) throws -> [Node] {
  var rows: [Node] = []
  for (index, text) in titles.enumerated() {
    let row = Node("row\(index)")
    let iconHeight = index < iconHeights.count ? iconHeights[index] : 24
    let icon = Node("icon\(index)", intrinsicSize: IntrinsicSize(width: 24, height: iconHeight))
    let title = Node.label(
      "title\(index)",
      text: TextMeasure(text, characterWidth: characterWidth, lineHeight: lineHeight))
    try root.addChild(row)
    try row.addChild(icon)
    try row.addChild(title)
    let previous = rows.last
    try row.makeConstraints { make in
      make.leading.trailing.equalToSuperview()
      if let previous { make.top.equalTo(previous.bottom) } else { make.top.equalToSuperview() }
      make.height.greaterThanOrEqualTo(icon).offset(16)
      make.height.equalTo(0).priority(.fittingSize)
    }
    try icon.makeConstraints { make in
      make.leading.equalToSuperview().offset(16)
      make.centerY.equalToSuperview()
    }
    try title.makeConstraints { make in
      make.leading.equalTo(icon.trailing).offset(12)
      make.trailing.lessThanOrEqualToSuperview().inset(16)
      make.top.equalToSuperview().offset(8)
      make.bottom.lessThanOrEqualToSuperview().inset(8)
    }
    rows.append(row)
  }
  return rows
}
