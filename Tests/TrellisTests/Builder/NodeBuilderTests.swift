import Testing
import TrellisSolver

@testable import Trellis

@Suite struct NodeBuilderTests {
  enum Style { case compact, regular, wide }

  func screen(subtitle: String?, rows: Int, style: Style, badge: Bool) -> Node {
    let title = Node("title", intrinsicSize: IntrinsicSize(width: 120, height: 40))
    return Node("screen") {
      title
        .constraints { make in make.top.leading.equalToSuperview().inset(16) }
      if let subtitle {
        Node("subtitle")
          .intrinsicSize(width: Double(subtitle.count) * 8, height: 20)
          .constraints { make in
            make.top.equalTo(title.bottom).offset(4)
            make.leading.equalTo(title)
          }
      }
      for index in 0..<rows {
        Node("row\(index)")
          .constraints { make in
            make.leading.trailing.equalToSuperview()
            make.height.equalTo(44)
            make.top.equalToSuperview().offset(100 + Double(index) * 44)
          }
      }
      switch style {
      case .compact: Node("footer").intrinsicSize(width: 10, height: 10)
      case .regular: Node("footer").intrinsicSize(width: 20, height: 20)
      case .wide: [Node("footer"), Node("sidebar")]
      }
      if badge {
        Node("badge")
      } else {
        Node("placeholder").hidden()
      }
    }
  }

  @Test func buildsTreesWithIfForAndSwitch() {
    let full = screen(subtitle: "Hello", rows: 3, style: .wide, badge: true)
    #expect(
      full.children.map(\.name) == [
        "title", "subtitle", "row0", "row1", "row2", "footer", "sidebar", "badge",
      ])
    let minimal = screen(subtitle: nil, rows: 0, style: .compact, badge: false)
    #expect(minimal.children.map(\.name) == ["title", "footer", "placeholder"])
    #expect(minimal.children[2].isHidden)
  }

  @Test func constraintModifiersApplyOnceTheirNodesAreInTheTree() {
    let root = screen(subtitle: "Hello", rows: 2, style: .regular, badge: true)
    // Every block names only nodes of the screen, so all ran when the screen was built.
    #expect(root.subtree.allSatisfy { $0.pendingConstraintBlocks.isEmpty })
    #expect(root.children[0].constraints.count == 1)
    #expect(root.children[1].constraints.count == 2)
    root.layout(in: Size(width: 320, height: 480))
    let names = Dictionary(uniqueKeysWithValues: root.children.map { ($0.name, $0) })
    #expect(names["title"]?.frame == Rect(x: 16, y: 16, width: 120, height: 40))
    #expect(names["subtitle"]?.frame == Rect(x: 16, y: 60, width: 40, height: 20))
    #expect(names["row1"]?.frame == Rect(x: 0, y: 144, width: 320, height: 44))
    #expect(names["footer"]?.frame.size == Size(width: 20, height: 20))
    #expect(root.engine.diagnostics.isEmpty)
  }

  @Test func nestedBuildersAndReportedBuildErrors() {
    let shared = Node("shared")
    let root = Node("root") {
      Node("card") {
        Node("icon").intrinsicSize(width: 24, height: 24)
        shared
      }
      shared
    }
    #expect(root.children.map(\.name) == ["card"])
    #expect(root.children[0].children.map(\.name) == ["icon", "shared"])
    root.layout(in: Size(width: 100, height: 100))
    #expect(root.engine.diagnostics.count == 1)
    #expect(root.engine.diagnostics[0].description.contains("already has the parent 'card'"))
  }

  @Test func aBlockNamingANodeOutsideTheTreeIsReportedAtTheFirstLayout() {
    let stranger = Node("stranger")
    let root = Node("root") {
      Node("child").constraints { make in
        make.width.equalTo(10)
        make.left.equalTo(stranger.right)
      }
    }
    let child = root.children[0]
    #expect(child.pendingConstraintBlocks.count == 1)
    #expect(child.constraints.isEmpty)
    root.layout(in: Size(width: 100, height: 100))
    #expect(child.pendingConstraintBlocks.isEmpty)
    #expect(root.engine.diagnostics.count == 1)
    #expect(root.engine.diagnostics[0].kind == .invalidConstraint)
    #expect(root.engine.diagnostics[0].description.contains("stranger"))
    // The block is all or nothing: its width was not made either.
    #expect(child.constraints.isEmpty)
  }

  @Test func aBuiltTreeIsFreedEvenIfNeverLaidOut() throws {
    weak var weakRoot: Node?
    weak var weakLeaf: Node?
    do {
      // The leaf's block captures the root, declared before the tree is built: the block runs
      // when the card joins the root, and is not kept.
      let root = Node("root")
      var leaf: Node?
      let card = Node("card") {
        Node("leaf").constraints { make in make.edges.equalTo(root) }
      }
      leaf = card.children.first
      #expect(leaf?.pendingConstraintBlocks.count == 1)
      try root.addChild(card)
      #expect(leaf?.pendingConstraintBlocks.isEmpty == true)
      weakRoot = root
      weakLeaf = leaf
    }
    #expect(weakRoot == nil)
    #expect(weakLeaf == nil)
  }
}
