import TestSupport
import Testing
import TrellisSolver

@testable import Trellis

/// Incremental updates against fresh layouts: random scripts hide, show, insert, remove and
/// move children of a stack, a float chain and a distribute row, and change their properties;
/// after every step the incrementally updated tree must have exactly the frames of the same
/// tree built afresh and laid out once.
@Suite struct ContainerIncrementalTests {
  /// What a child is: a name, an intrinsic size, an order key, and whether it is hidden.
  struct ChildModel {
    var name: String
    var size: Size
    var order: Double
    var hidden: Bool
  }

  /// The three containers' children and properties.
  struct Model {
    var stack: [ChildModel] = []
    var float: [ChildModel] = []
    var row: [ChildModel] = []
    var spacing = 6.0
    var distribution = StackPanel.Distribution.fill
    var alignment = StackPanel.Alignment.center
    var rowMode = DistributeRow.Mode.packed
  }

  /// Builds the tree a model describes.
  func build(_ model: Model) throws -> (
    root: Node, stack: StackPanel, float: FloatLayout, row: DistributeRow
  ) {
    let root = Node("root")
    let stack = StackPanel("stack", axis: .vertical, spacing: model.spacing)
    stack.distribution = model.distribution
    stack.alignment = model.alignment
    let float = FloatLayout("float", orientation: .leftToRight)
    let row = DistributeRow("row")
    try row.distribute(mode: model.rowMode, spacing: 4, itemLength: 10, crossAlignment: .center)
    for container in [stack, float, row] as [Node] { try root.addChild(container) }
    try stack.makeConstraints { make in
      make.top.leading.equalToSuperview()
      make.width.equalTo(120)
    }
    try float.makeConstraints { make in
      make.top.equalToSuperview()
      make.leading.equalTo(stack.trailing).offset(10)
      make.size.equalTo(Size(width: 400, height: 40))
    }
    try row.makeConstraints { make in
      make.top.equalTo(float.bottom).offset(10)
      make.leading.equalTo(float)
      make.size.equalTo(Size(width: 400, height: 40))
    }
    try fill(stack, model.stack)
    try fill(float, model.float) { node in
      node.float = FloatSpec(last: FloatGap(3), next: FloatGap(node.order ?? 0 > 2 ? 7 : 2))
      try node.makeConstraints { make in make.centerY.equalToSuperview() }
    }
    try fill(row, model.row)
    root.layout(in: Size(width: 600, height: 500))
    return (root, stack, float, row)
  }

  func fill(
    _ container: Node, _ children: [ChildModel], configure: (Node) throws -> Void = { _ in }
  ) throws {
    for child in children {
      let node = Node(
        child.name, intrinsicSize: IntrinsicSize(width: child.size.width, height: child.size.height)
      )
      node.order = child.order
      node.isHidden = child.hidden
      try container.addChild(node)
      try configure(node)
    }
  }

  @Test(arguments: 0..<6) func incrementalMatchesFresh(seed: UInt64) throws {
    var random = SeededGenerator(seed: seed)
    var model = Model()
    var counter = 0
    func newChild() -> ChildModel {
      counter += 1
      let width = Double(Int.random(in: 2...6, using: &random) * 5)
      let height = Double(Int.random(in: 2...6, using: &random) * 5)
      return ChildModel(
        name: "n\(counter)", size: Size(width: width, height: height),
        order: Double(Int.random(in: 0...4, using: &random)), hidden: false)
    }
    for _ in 0..<5 {
      model.stack.append(newChild())
      model.float.append(newChild())
      model.row.append(newChild())
    }
    let live = try build(model)
    for step in 0..<60 {
      let which = Int.random(in: 0..<3, using: &random)
      let container: Node = [live.stack, live.float, live.row][which]
      var children = [model.stack, model.float, model.row][which]
      switch Int.random(in: 0..<10, using: &random) {
      case 0...3 where !children.isEmpty:
        let index = Int.random(in: 0..<children.count, using: &random)
        children[index].hidden.toggle()
        container.children[index].isHidden = children[index].hidden
      case 4 where children.count < 9:
        let index = Int.random(in: 0...children.count, using: &random)
        let child = newChild()
        children.insert(child, at: index)
        let node = Node(
          child.name,
          intrinsicSize: IntrinsicSize(width: child.size.width, height: child.size.height))
        node.order = child.order
        if which == 1 {
          node.float = FloatSpec(last: FloatGap(3), next: FloatGap(child.order > 2 ? 7 : 2))
        }
        try container.insertChild(node, at: index)
        if which == 1 { try node.makeConstraints { make in make.centerY.equalToSuperview() } }
      case 5 where children.count > 1:
        let index = Int.random(in: 0..<children.count, using: &random)
        children.remove(at: index)
        container.children[index].removeFromParent()
      case 6 where children.count > 1:
        let from = Int.random(in: 0..<children.count, using: &random)
        let to = Int.random(in: 0..<children.count, using: &random)
        children.insert(children.remove(at: from), at: to)
        try container.moveChild(from: from, to: to)
      case 7:
        model.spacing = Double(Int.random(in: 0...12, using: &random))
        live.stack.spacing = model.spacing
      case 8:
        model.distribution = StackPanel.Distribution.allCases.randomElement(using: &random) ?? .fill
        model.alignment =
          [.fill, .leading, .center, .trailing].randomElement(using: &random) ?? .fill
        live.stack.distribution = model.distribution
        live.stack.alignment = model.alignment
      default:
        if !children.isEmpty {
          let index = Int.random(in: 0..<children.count, using: &random)
          children[index].order = Double(Int.random(in: 0...4, using: &random))
          container.children[index].order = children[index].order
          if which == 1 {
            container.children[index].float = FloatSpec(
              last: FloatGap(3), next: FloatGap(children[index].order > 2 ? 7 : 2))
          }
        }
      }
      switch which {
      case 0: model.stack = children
      case 1: model.float = children
      default: model.row = children
      }
      live.root.layout()
      let fresh = try build(model)
      #expect(
        FrameText.render(live.root) == FrameText.render(fresh.root),
        "seed \(seed), step \(step)")
      // Read from the engine's buffer after children came, went and moved: each node's own.
      var read: [String] = []
      live.root.forEachFrame { node, frame in read.append("\(node.name) \(frame)") }
      #expect(
        read == live.root.subtree.map { "\($0.name) \($0.frame)" }, "seed \(seed), step \(step)")
      if FrameText.render(live.root) != FrameText.render(fresh.root) { return }
    }
  }

  /// The same for a grid: hides, shows, cell changes, inserts and removals.
  /// Every kind of container reads the visibility changes noted for it at its update, and the
  /// list is empty afterwards (it used to grow without end under a grid, a row or a pager).
  @Test func visibilityChangesDoNotOutliveAnUpdate() throws {
    let root = Node("root")
    let containers: [Node] = [
      StackPanel("stack", axis: .vertical), GridPanel("grid", rows: 2, columns: 2),
      DistributeRow("row"), PagedScroll("pager"),
      FloatLayout("chain", orientation: .leftToRight, sizesContainer: true),
    ]
    var children: [Node] = []
    for (index, container) in containers.enumerated() {
      try root.addChild(container)
      try container.makeConstraints { make in
        make.left.right.equalToSuperview()
        make.top.equalToSuperview().offset(Double(index) * 100)
        make.height.equalTo(80)
      }
      for childIndex in 0..<3 {
        let child = Node(
          "\(container.name)\(childIndex)", intrinsicSize: IntrinsicSize(width: 20, height: 20))
        child.cell = GridCell(row: childIndex / 2, column: childIndex % 2)
        child.float = FloatSpec()
        try container.addChild(child)
        children.append(child)
      }
    }
    root.layout(in: Size(width: 300, height: 600))
    for _ in 0..<5 {
      for child in children { child.isHidden.toggle() }
      root.layout()
    }
    for container in containers {
      let arrangement = root.engine.arrangements[ObjectIdentifier(container)]
      #expect(arrangement != nil)
      #expect(arrangement?.visibilityChanges.isEmpty == true, "\(container.name)")
    }
    #expect(root.engine.diagnostics.isEmpty)
  }

  @Test(arguments: 0..<4) func gridIncrementalMatchesFresh(seed: UInt64) throws {
    var random = SeededGenerator(seed: 1_000 + seed)
    struct Cell {
      var name: String
      var cell: GridCell
      var hidden: Bool
    }
    func randomCell() -> GridCell {
      let alignments = GridCell.Alignment.allCases
      return GridCell(
        row: Int.random(in: 0..<3, using: &random), column: Int.random(in: 0..<3, using: &random),
        rowSpan: Int.random(in: 1...2, using: &random),
        columnSpan: Int.random(in: 1...3, using: &random),
        horizontalAlignment: alignments.randomElement(using: &random) ?? .fill,
        verticalAlignment: alignments.randomElement(using: &random) ?? .fill)
    }
    func build(_ cells: [Cell]) throws -> (Node, GridPanel) {
      let root = Node("root")
      let grid = GridPanel("grid", rows: 3, columns: 3, rowGap: 4, columnGap: 6)
      grid.columnDefinitions = [.auto(), .weight(2), .fixed(40)]
      try root.addChild(grid)
      try grid.makeConstraints { make in make.edges.equalToSuperview().inset(5) }
      for cell in cells {
        let node = Node(cell.name, intrinsicSize: IntrinsicSize(width: 12, height: 9))
        node.isHidden = cell.hidden
        try grid.addChild(node, in: cell.cell)
      }
      root.layout(in: Size(width: 300, height: 200))
      return (root, grid)
    }
    var cells = (0..<6).map { Cell(name: "c\($0)", cell: randomCell(), hidden: false) }
    let (root, grid) = try build(cells)
    for step in 0..<40 {
      let index = Int.random(in: 0..<cells.count, using: &random)
      switch Int.random(in: 0..<4, using: &random) {
      case 0, 1:
        cells[index].hidden.toggle()
        grid.children[index].isHidden = cells[index].hidden
      case 2:
        cells[index].cell = randomCell()
        grid.children[index].cell = cells[index].cell
      default:
        if cells.count > 3, Bool.random(using: &random) {
          cells.remove(at: index)
          grid.children[index].removeFromParent()
        } else {
          let cell = Cell(name: "c\(100 + step)", cell: randomCell(), hidden: false)
          cells.insert(cell, at: index)
          try grid.insertChild(
            Node(cell.name, intrinsicSize: IntrinsicSize(width: 12, height: 9)), at: index)
          grid.children[index].cell = cell.cell
        }
      }
      root.layout()
      let (fresh, _) = try build(cells)
      #expect(FrameText.render(root) == FrameText.render(fresh), "seed \(seed), step \(step)")
      if FrameText.render(root) != FrameText.render(fresh) { return }
    }
  }
}
