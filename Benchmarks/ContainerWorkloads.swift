import Trellis

extension Workload {
  /// S1: a vertical StackPanel of `n` items (40 high, spacing 8) in a 375-wide root.
  ///
  /// `build_layout_ms` builds the tree and lays it out; `toggle_us` hides the middle item and
  /// lays out, then shows it and lays out (one operation each).
  static let stackPanel = Workload(
    name: "S1", sizes: [100, 1_000, 10_000], quickSizes: [100],
    growthMetrics: ["build_layout_ms", "toggle_us"]
  ) { n in
    let size = Size(width: 375, height: 812)
    func build() -> (Node, [Node]) {
      let root = Node("root")
      let stack = StackPanel("stack", axis: .vertical, spacing: 8)
      var items: [Node] = []
      items.reserveCapacity(n)
      do {
        try root.addChild(stack)
        try stack.makeConstraints { make in make.top.leading.trailing.equalToSuperview() }
        for index in 0..<n {
          let item = Node("item\(index)", intrinsicSize: IntrinsicSize(height: 40))
          try stack.addChild(item)
          items.append(item)
        }
      } catch {
        check(false, "S1: \(error)")
      }
      return (root, items)
    }
    var (root, items) = build()
    let buildLayout = measure("build_layout_ms", unit: 1e3) {
      (root, items) = build()
      root.layout(in: size)
      readFrames(root)
    }
    let middle = items[n / 2]
    check(middle.frame.origin.y == Double(n / 2) * 48, "S1: middle item at \(middle.frame)")
    check(items.last?.frame.width == 375, "S1: widths")
    let toggle = measure("toggle_us", unit: 1e6) {
      middle.isHidden.toggle()
      root.layout()
      readFrames(root)
    }
    if middle.isHidden {
      middle.isHidden = false
      root.layout()
    }
    check(items[n - 1].frame.origin.y == Double(n - 1) * 48, "S1 after toggles")
    check(root.engine.diagnostics.isEmpty, "S1 diagnostics: \(root.engine.diagnostics)")
    return [buildLayout, toggle]
  }

  /// G1: a 100 × 100 GridPanel (`n` = 10,000 cells) with a child in every cell.
  ///
  /// `build_layout_ms` builds and lays it out at 1,000 × 1,000; `resize_us` alternates the
  /// root between 1,000 and 1,200 points wide.
  static let gridPanel = Workload(
    name: "G1", sizes: [1_024, 10_000], quickSizes: [100],
    growthMetrics: ["build_layout_ms", "resize_us"]
  ) { n in
    let side = Int(Double(n).squareRoot().rounded())
    func build() -> (Node, [Node]) {
      let root = Node("root")
      let grid = GridPanel("grid", rows: side, columns: side)
      var children: [Node] = []
      children.reserveCapacity(side * side)
      do {
        try root.addChild(grid)
        try grid.makeConstraints { make in make.edges.equalToSuperview() }
        for index in 0..<(side * side) {
          let child = Node("cell\(index)")
          child.cell = GridCell(row: index / side, column: index % side)
          try grid.addChild(child)
          children.append(child)
        }
      } catch {
        check(false, "G1: \(error)")
      }
      return (root, children)
    }
    var (root, children) = build()
    let buildLayout = measure("build_layout_ms", unit: 1e3) {
      (root, children) = build()
      root.layout(in: Size(width: 1_000, height: 1_000))
      readFrames(root)
    }
    let last = children[side * side - 1]
    let cell = 1_000 / Double(side)
    check(
      abs(last.frameInRoot.minX - (1_000 - cell)) <= 1 && abs(last.frame.width - cell) <= 1,
      "G1: last cell at \(last.frameInRoot)")
    var wide = false
    let resize = measure("resize_us", unit: 1e6) {
      wide.toggle()
      root.layout(in: Size(width: wide ? 1_200 : 1_000, height: 1_000))
      readFrames(root)
    }
    root.layout(in: Size(width: 1_200, height: 1_000))
    check(abs(last.frameInRoot.maxX - 1_200) <= 1, "G1 after resize: \(last.frameInRoot)")
    check(root.engine.diagnostics.isEmpty, "G1 diagnostics: \(root.engine.diagnostics)")
    return [buildLayout, resize]
  }
}

/// Reads every frame of a tree into the sink.
func readFrames(_ root: Node) {
  var sum = 0.0
  for node in root.subtree {
    let frame = node.frame
    sum += frame.minX + frame.minY + frame.width + frame.height
  }
  consume(sum)
}
