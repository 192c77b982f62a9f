import Trellis

extension Workload {
  /// S2: a column of row stacks (`n` nodes, four a row): a vertical StackPanel (spacing 8) of
  /// horizontal StackPanels (spacing 12, centred across), each an icon (24 × 24), a label
  /// (120 × 17) and a value (40 × 17) that takes the room left.
  ///
  /// `build_layout_ms` builds and lays it out in a 375-wide root; `resize_us` alternates the
  /// root between 375 and 414 points wide (every value's width follows).
  static let nestedStacks = Workload(
    name: "S2", sizes: [1_000, 10_000], quickSizes: [100],
    growthMetrics: ["build_layout_ms", "resize_us"]
  ) { n in
    let rows = max(1, n / 4)
    func build() -> (Node, [StackPanel]) {
      let root = Node("root")
      let column = StackPanel("column", axis: .vertical, spacing: 8)
      var built: [StackPanel] = []
      built.reserveCapacity(rows)
      do {
        try root.addChild(column)
        try column.makeConstraints { make in make.top.leading.trailing.equalToSuperview() }
        for index in 0..<rows {
          let row = StackPanel("row\(index)", axis: .horizontal, spacing: 12)
          row.alignment = .center
          try row.addChild(
            Node("icon\(index)", intrinsicSize: IntrinsicSize(width: 24, height: 24)))
          try row.addChild(
            Node("label\(index)", intrinsicSize: IntrinsicSize(width: 120, height: 17)))
          try row.addChild(
            Node("value\(index)", intrinsicSize: IntrinsicSize(width: 40, height: 17)))
          try column.addChild(row)
          built.append(row)
        }
      } catch {
        check(false, "S2: \(error)")
      }
      return (root, built)
    }
    // Row k: 24 tall (its icon), 32·k down, the root's width; the 17-tall value is centred
    // (3.5 down, rounded to 4) and takes what the icon, the label and two gaps leave.
    func verify(_ built: [StackPanel], width: Double, _ name: String) {
      for index in [0, rows / 2, rows - 1] {
        let row = built[index]
        check(
          row.frame == Rect(x: 0, y: Double(index) * 32, width: width, height: 24),
          "\(name): \(row.name) at \(row.frame)")
        let value = row.children[2].frame
        check(
          value == Rect(x: 168, y: 4, width: width - 168, height: 17),
          "\(name): value of \(row.name) at \(value)")
      }
    }
    let (buildLayout, (root, built)) = measureBuildLayout(
      in: Size(width: 375, height: 812), root: { $0.0 }, build)
    verify(built, width: 375, "S2 build")
    var wide = false
    let resize = measure("resize_us", unit: 1e6) {
      wide.toggle()
      root.layout(in: Size(width: wide ? 414 : 375, height: 812))
      readFrames(root)
    }
    root.layout(in: Size(width: 414, height: 812))
    verify(built, width: 414, "S2 resize")
    check(root.engine.diagnostics.isEmpty, "S2 diagnostics: \(root.engine.diagnostics)")
    return [buildLayout, resize]
  }
}
