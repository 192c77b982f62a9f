import Trellis
import TrellisSolver

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
    let (buildLayout, (root, items)) = measureBuildLayout(in: size, root: { $0.0 }, build)
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
    // The same system through the bare solver: what the engine's own work costs on top.
    let replay = ScriptSystem(root.engine.dump(), name: "the S1 dump")
    var solver = replay.build()
    let solverBuild = measure("solver_build_ms", unit: 1e3, setup: { solver = Solver() }) {
      solver = replay.build()
      readAll(&solver, replay.variables)
    }
    return [buildLayout, toggle, solverBuild]
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
    let (buildLayout, (root, children)) = measureBuildLayout(
      in: Size(width: 1_000, height: 1_000), root: { $0.0 }, build)
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

/// Times building a tree and laying it out (`build_layout_ms`, every frame read back); the
/// previous tree is released untimed before each run, so the timer sees no teardown.
///
/// - Returns: The measurement and the tree of the last run.
func measureBuildLayout<Tree>(
  in size: Size, root: (Tree) -> Node, _ build: () -> Tree
) -> (Measurement, Tree) {
  var tree: Tree?
  let measurement = measure(
    "build_layout_ms", unit: 1e3, setup: { tree = nil },
    {
      let built = build()
      root(built).layout(in: size)
      readFrames(root(built))
      tree = built
    })
  return (measurement, tree ?? build())
}

/// Reads every frame of a tree into the sink, as a renderer would: through
/// ``Node/forEachFrame(_:)``, which reads the engine's buffer of frames in order instead of
/// loading each node.
func readFrames(_ root: Node) {
  var sum = 0.0
  root.forEachFrame { _, frame in
    sum += frame.minX + frame.minY + frame.width + frame.height
  }
  consume(sum)
}

extension Workload {
  /// F1: a FloatLayout chain of `n` items (20×20, gaps 4) with `sizesContainer`.
  ///
  /// `build_layout_ms` builds and lays it out; `toggle_us` hides the middle item and lays out,
  /// then shows it and lays out (one operation each).
  static let floatLayout = Workload(
    name: "F1", sizes: [1_000, 10_000], quickSizes: [100],
    growthMetrics: ["build_layout_ms", "toggle_us"]
  ) { n in
    func build() -> (Node, FloatLayout, [Node]) {
      let root = Node("root")
      let chain = FloatLayout("chain", orientation: .topToBottom, sizesContainer: true)
      var items: [Node] = []
      items.reserveCapacity(n)
      do {
        try root.addChild(chain)
        try chain.makeConstraints { make in make.top.leading.trailing.equalToSuperview() }
        for index in 0..<n {
          let item = Node("item\(index)", intrinsicSize: IntrinsicSize(width: 20, height: 20))
          item.float = FloatSpec(last: FloatGap(4), next: FloatGap(4))
          try chain.addChild(item)
          items.append(item)
        }
      } catch {
        check(false, "F1: \(error)")
      }
      return (root, chain, items)
    }
    let (buildLayout, (root, chain, items)) = measureBuildLayout(
      in: Size(width: 375, height: 812), root: { $0.0 }, build)
    check(chain.frame.height == Double(n) * 24 + 4, "F1: chain height \(chain.frame.height)")
    let middle = items[n / 2]
    let toggle = measure("toggle_us", unit: 1e6) {
      middle.isHidden.toggle()
      root.layout()
      readFrames(root)
    }
    if middle.isHidden {
      middle.isHidden = false
      root.layout()
    }
    check(items[n - 1].frame.origin.y == Double(n - 1) * 24 + 4, "F1 after toggles")
    check(root.engine.diagnostics.isEmpty, "F1 diagnostics: \(root.engine.diagnostics)")
    return [buildLayout, toggle]
  }

  /// P1: a PagedScroll of `n` pages in a 375 × 375 viewport.
  ///
  /// `build_layout_ms` builds and lays it out; `scroll_us` sets the offset and reads the current
  /// page; `resize_us` alternates the viewport between 375 and 414 points wide (the current page
  /// kept).
  static let pagedScroll = Workload(
    name: "P1", sizes: [1_000], quickSizes: [100], growthMetrics: []
  ) { n in
    func build() -> (Node, PagedScroll) {
      let root = Node("root")
      let pager = PagedScroll("pager")
      do {
        try root.addChild(pager)
        try pager.makeConstraints { make in
          make.top.leading.trailing.equalToSuperview()
          make.height.equalTo(375)
        }
        for index in 0..<n { try pager.addChild(Node("page\(index)")) }
      } catch {
        check(false, "P1: \(error)")
      }
      return (root, pager)
    }
    let (buildLayout, (root, pager)) = measureBuildLayout(
      in: Size(width: 375, height: 667), root: { $0.0 }, build)
    check(pager.contentSize.width == Double(n) * 375, "P1: content \(pager.contentSize)")
    var step = 0
    var pages = 0
    let scroll = measure("scroll_us", unit: 1e6) {
      step += 1
      try? pager.setContentOffset(Double(step % n) * 375 + 100)
      root.layout()
      pages += pager.currentPage
    }
    consume(Double(pages))
    check(pager.currentPage == step % n, "P1: page \(pager.currentPage), not \(step % n)")
    let page = pager.currentPage
    var wide = false
    let resize = measure("resize_us", unit: 1e6) {
      wide.toggle()
      root.layout(in: Size(width: wide ? 414 : 375, height: 667))
      readFrames(root)
    }
    check(pager.currentPage == page, "P1: resize moved to page \(pager.currentPage)")
    check(root.engine.diagnostics.isEmpty, "P1 diagnostics: \(root.engine.diagnostics)")
    return [buildLayout, scroll, resize]
  }
}
