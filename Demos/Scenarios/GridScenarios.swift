import Trellis

/// The GridPanel demo's scenarios: a phone's icon grid, spans across rows and columns, one grid
/// at phone and tablet widths, and fixed / weighted / auto tracks.
public enum GridScenarios {
  /// Every GridPanel scenario, in the order the demo shows them.
  public static let all: [Scenario] = [icons, dashboard, phone, tablet, form]

  static let icons = Scenario(
    id: "grid-icons", title: "GridPanel: a nine-cell icon grid",
    caption:
      "3 × 3 equal tracks, gaps 8, a square grid 16 in from the screen's sides; each 61-point "
      + "icon centred in its 109-point cell."
  ) {
    let root = Node("phone")
    let grid = GridPanel("icons", rows: 3, columns: 3, rowGap: 8, columnGap: 8)
    try root.addChild(grid)
    try grid.makeConstraints { make in
      make.top.leading.trailing.equalToSuperview().inset(16)
      make.height.equalTo(grid.width)
    }
    var icons: [Node] = []
    for index in 0..<9 {
      let icon = Node("app\(index + 1)", intrinsicSize: IntrinsicSize(width: 61, height: 61))
      try grid.addChild(
        icon,
        in: GridCell(
          row: index / 3, column: index % 3, horizontalAlignment: .center,
          verticalAlignment: .center))
      icons.append(icon)
    }
    root.layout(in: Size(width: 375, height: 400))
    var checks = Checks()
    checks.noDiagnostics(root)
    checks.frame(grid, Rect(x: 16, y: 16, width: 343, height: 343))
    checks.frame(icons[0], Rect(x: 24, y: 24, width: 61, height: 61))
    checks.frame(icons[4], Rect(x: 141, y: 141, width: 61, height: 61))
    checks.frame(icons[8], Rect(x: 258, y: 258, width: 61, height: 61))
    return ScenarioResult(root: root, failures: checks.failures)
  }

  static let dashboard = Scenario(
    id: "grid-spans", title: "GridPanel: spans across rows and columns",
    caption:
      "4 columns × 3 rows, gaps and insets 10: a header across all columns, a sidebar down two "
      + "rows, content across three columns, and a stat across two."
  ) {
    let root = Node("screen")
    let grid = GridPanel("dashboard", rows: 3, columns: 4, rowGap: 10, columnGap: 10)
    grid.insets = EdgeInsets(all: 10)
    try root.addChild(grid)
    try grid.makeConstraints { make in make.edges.equalToSuperview() }
    let cells: [(String, GridCell)] = [
      ("header", GridCell(row: 0, column: 0, columnSpan: 4)),
      ("sidebar", GridCell(row: 1, column: 0, rowSpan: 2)),
      ("content", GridCell(row: 1, column: 1, columnSpan: 3)),
      ("stat1", GridCell(row: 2, column: 1)),
      ("stat2", GridCell(row: 2, column: 2, columnSpan: 2)),
    ]
    var nodes: [Node] = []
    for (name, cell) in cells {
      let node = Node(name)
      try grid.addChild(node, in: cell)
      nodes.append(node)
    }
    root.layout(in: Size(width: 610, height: 400))
    var checks = Checks()
    checks.noDiagnostics(root)
    // Inner 590 × 380: columns (590 − 30) / 4 = 140, rows (380 − 20) / 3 = 120.
    checks.frame(nodes[0], Rect(x: 10, y: 10, width: 590, height: 120))
    checks.frame(nodes[1], Rect(x: 10, y: 140, width: 140, height: 250))
    checks.frame(nodes[2], Rect(x: 160, y: 140, width: 440, height: 120))
    checks.frame(nodes[3], Rect(x: 160, y: 270, width: 140, height: 120))
    checks.frame(nodes[4], Rect(x: 310, y: 270, width: 290, height: 120))
    return ScenarioResult(root: root, failures: checks.failures)
  }

  /// A 2 × 3 grid with a fixed 100-point label column and two weighted columns, 16 in from the
  /// screen's edges, gaps 12.
  static func photoGrid() throws -> (root: Node, grid: GridPanel, nodes: [Node]) {
    let root = Node("screen")
    let grid = GridPanel("album", rows: 2, columns: 3, rowGap: 12, columnGap: 12)
    grid.columnDefinitions = [.fixed(100), .weight(1), .weight(1)]
    try root.addChild(grid)
    try grid.makeConstraints { make in make.edges.equalToSuperview().inset(16) }
    let cells: [(String, GridCell)] = [
      ("caption", GridCell(row: 0, column: 0)),
      ("cover", GridCell(row: 0, column: 1, columnSpan: 2)),
      ("details", GridCell(row: 1, column: 0)), ("left", GridCell(row: 1, column: 1)),
      ("right", GridCell(row: 1, column: 2)),
    ]
    var nodes: [Node] = []
    for (name, cell) in cells {
      let node = Node(name)
      try grid.addChild(node, in: cell)
      nodes.append(node)
    }
    return (root, grid, nodes)
  }

  static let phone = Scenario(
    id: "grid-phone", title: "GridPanel: phone width",
    caption: "The album grid on a 390-point phone: the weighted columns get (358 − 124) / 2 = 117."
  ) {
    let (root, _, nodes) = try photoGrid()
    root.layout(in: Size(width: 390, height: 300))
    var checks = Checks()
    checks.noDiagnostics(root)
    checks.frame(nodes[0], Rect(x: 0, y: 0, width: 100, height: 128))
    checks.frame(nodes[1], Rect(x: 112, y: 0, width: 246, height: 128))
    checks.frame(nodes[3], Rect(x: 112, y: 140, width: 117, height: 128))
    checks.frame(nodes[4], Rect(x: 241, y: 140, width: 117, height: 128))
    return ScenarioResult(root: root, failures: checks.failures)
  }

  static let tablet = Scenario(
    id: "grid-tablet", title: "GridPanel: resized to tablet width",
    caption:
      "The same tree laid out at 390, then resized to 768: only the root's width changes in "
      + "place; the fixed column stays 100 and the weighted ones grow to 306."
  ) {
    let (root, _, nodes) = try photoGrid()
    root.layout(in: Size(width: 390, height: 300))
    root.layout(in: Size(width: 768, height: 300))
    var checks = Checks()
    checks.noDiagnostics(root)
    checks.frame(nodes[0], Rect(x: 0, y: 0, width: 100, height: 128))
    checks.frame(nodes[1], Rect(x: 112, y: 0, width: 624, height: 128))
    checks.frame(nodes[3], Rect(x: 112, y: 140, width: 306, height: 128))
    checks.frame(nodes[4], Rect(x: 430, y: 140, width: 306, height: 128))
    return ScenarioResult(root: root, failures: checks.failures)
  }

  static let form = Scenario(
    id: "grid-form", title: "GridPanel: auto and weighted tracks",
    caption:
      "A form: an auto label column as wide as its widest label (90), a weighted field column, "
      + "auto rows as tall as their fields; labels start-aligned and vertically centred."
  ) {
    let root = Node("screen")
    let grid = GridPanel("form", rows: 3, columns: 2, rowGap: 8, columnGap: 8)
    grid.columnDefinitions = [.auto(), .weight(1)]
    grid.rowDefinitions = [.auto(), .auto(), .auto()]
    try root.addChild(grid)
    try grid.makeConstraints { make in
      make.top.leading.trailing.equalToSuperview().inset(16)
    }
    var labels: [Node] = []
    var fields: [Node] = []
    for (index, (title, width)) in [("Name", 60.0), ("Password", 90), ("Email", 75)].enumerated() {
      let label = Node(title, intrinsicSize: IntrinsicSize(width: width, height: 20))
      try grid.addChild(
        label,
        in: GridCell(
          row: index, column: 0, horizontalAlignment: .start, verticalAlignment: .center))
      let field = Node("field\(index)", intrinsicSize: IntrinsicSize(width: 100, height: 32))
      try grid.addChild(field, in: GridCell(row: index, column: 1))
      labels.append(label)
      fields.append(field)
    }
    root.layout(in: Size(width: 320, height: 160))
    var checks = Checks()
    checks.noDiagnostics(root)
    checks.frame(grid, Rect(x: 16, y: 16, width: 288, height: 112))
    checks.frame(labels[1], Rect(x: 0, y: 46, width: 90, height: 20))
    checks.frame(fields[1], Rect(x: 98, y: 40, width: 190, height: 32))
    checks.frame(fields[2], Rect(x: 98, y: 80, width: 190, height: 32))
    return ScenarioResult(root: root, failures: checks.failures)
  }
}
