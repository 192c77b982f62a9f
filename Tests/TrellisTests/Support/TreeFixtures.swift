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
