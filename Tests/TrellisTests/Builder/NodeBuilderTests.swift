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

  @Test func constraintModifiersApplyAtTheFirstLayout() {
    let root = screen(subtitle: "Hello", rows: 2, style: .regular, badge: true)
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
}
