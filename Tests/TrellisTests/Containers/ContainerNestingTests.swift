import Testing
import TrellisSolver
import TrellisTesting

@testable import Trellis

/// Containers inside containers, solved in the tree's one solver, with DSL constraints that
/// cross from a node in one container to a node in another.
@Suite struct ContainerNestingTests {
  @Test func stackInAGridAndGridInAStackWithACrossingConstraint() throws {
    let root = Node("root")
    let page = StackPanel("page", axis: .vertical, spacing: 10)
    try root.addChild(page)
    try page.makeConstraints { make in make.edges.equalToSuperview().inset(20) }
    let title = Node("title", intrinsicSize: IntrinsicSize(width: 100, height: 30))
    try page.addChild(title)
    let grid = GridPanel("grid", rows: 2, columns: 2, rowGap: 10, columnGap: 10)
    try page.addChild(grid)
    let menu = StackPanel("menu", axis: .vertical, spacing: 5, alignment: .leading)
    try grid.addChild(menu, in: GridCell(row: 0, column: 1))
    let first = Node("first", intrinsicSize: IntrinsicSize(width: 50, height: 20))
    let second = Node("second", intrinsicSize: IntrinsicSize(width: 70, height: 20))
    try menu.addChild(first)
    try menu.addChild(second)
    let photo = Node("photo")
    try grid.addChild(
      photo, in: GridCell(row: 1, column: 0, columnSpan: 2, verticalAlignment: .start))
    // Crossing containers: the menu's first entry (stack in a grid in a stack) and the grid's
    // photo follow the page's title.
    try first.makeConstraints { make in make.width.equalTo(title.height).multipliedBy(2) }
    try photo.makeConstraints { make in make.height.equalTo(title).multipliedBy(2) }
    root.layout(in: Size(width: 360, height: 500))
    // Page 320×460 at (20, 20); title 30 high; the grid (the last child) takes 420.
    #expect(page.frame == Rect(x: 20, y: 20, width: 320, height: 460))
    #expect(grid.frame == Rect(x: 0, y: 40, width: 320, height: 420))
    // Grid cells: (320 − 10) / 2 = 155 wide, (420 − 10) / 2 = 205 high.
    #expect(menu.frame == Rect(x: 165, y: 0, width: 155, height: 205))
    #expect(photo.frame == Rect(x: 0, y: 215, width: 320, height: 60))
    #expect(first.frame == Rect(x: 0, y: 0, width: 60, height: 20))
    // The menu's last entry takes the rest of its 205 (the tie rule).
    #expect(second.frame == Rect(x: 0, y: 25, width: 70, height: 180))
    #expect(title.frame == Rect(x: 0, y: 0, width: 320, height: 30))
    #expect(root.engine.diagnostics.isEmpty)
    assertFrames(of: root, named: "page")
  }
}
