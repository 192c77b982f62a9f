import Trellis
import TrellisSolver

/// The FloatLayout demo's scenarios: the seed's F1 and F2, played step by step.
public enum FloatScenarios {
  /// Every FloatLayout scenario, in the order the demo shows them.
  public static let all: [Scenario] = [f1, f2]

  static let f1 = Scenario(
    id: "float-f1", title: "FloatLayout F1: items come and go, no branches",
    caption:
      "A, B, C, D (50×50) left to right with sizesContainer; every gap 20 except B's next gap 30 "
      + "at .high. The same code lays out all 16 visibility combinations; four are shown."
  ) {
    let root = Node("screen")
    let row = FloatLayout("row", orientation: .leftToRight, sizesContainer: true)
    try root.addChild(row)
    try row.makeConstraints { make in
      make.top.left.equalToSuperview()
      make.height.equalTo(90)
    }
    let items = try ["A", "B", "C", "D"].map { name in
      let item = Node(name, intrinsicSize: IntrinsicSize(width: 50, height: 50))
      item.float = FloatSpec(last: FloatGap(20), next: FloatGap(20))
      try row.addChild(item)
      try item.makeConstraints { make in make.top.equalToSuperview().offset(20) }
      return item
    }
    items[1].float?.next = FloatGap(30, priority: .high)
    var checks = Checks()
    var steps: [ScenarioStep] = []
    let shown: [(String, [Bool])] = [
      ("all visible", [true, true, true, true]), ("C hidden", [true, true, false, true]),
      ("A and D hidden", [false, true, true, false]), ("only D", [false, false, false, true]),
    ]
    for mask in 0..<16 {
      for (index, item) in items.enumerated() { item.isHidden = mask & (1 << index) == 0 }
      root.layout(in: Size(width: 375, height: 100))
      var x = 20.0
      var expected: [Double] = []
      var previous: Int?
      for index in 0..<4 where mask & (1 << index) != 0 {
        if let previous { x += 50 + (previous == 1 ? 30 : 20) }
        expected.append(x)
        previous = index
      }
      let actual = items.filter { !$0.isHidden }.map(\.frame.origin.x)
      checks.that(actual == expected, "mask \(mask): x = \(actual), not \(expected)")
      let visibility = items.map { !$0.isHidden }
      if let (label, _) = shown.first(where: { $0.1 == visibility }) {
        steps.append(ScenarioStep(label, root: root))
      }
    }
    for item in items { item.isHidden = false }
    items[2].isHidden = true
    root.layout()
    checks.that(row.frame.width == 240, "C hidden: row width \(row.frame.width), not 240")
    for item in items { item.isHidden = false }
    root.layout()
    checks.that(
      items.map(\.frame.origin.x) == [20, 90, 170, 240], "all visible: \(items.map(\.frame))")
    checks.that(row.frame.width == 310, "all visible: row width \(row.frame.width), not 310")
    checks.noDiagnostics(root)
    return ScenarioResult(root: root, failures: checks.failures, steps: steps)
  }

  static let f2 = Scenario(
    id: "float-f2", title: "FloatLayout F2: a chain that stretches, with DSL neighbours",
    caption:
      "Top to bottom in a fixed 375×667 screen: view 1 (last gap 80, next gap 30 @low) stretches "
      + "to fill; view 2 (100×200, gaps 8). Views 3 and 4 are placed by ordinary constraints "
      + "against view 1. Hiding view 2 lets view 1 grow to the bottom."
  ) {
    let root = Node("screen")
    let column = FloatLayout("column", orientation: .topToBottom, sizesContainer: true)
    try root.addChild(column)
    try column.makeConstraints { make in make.edges.equalToSuperview() }
    let view1 = Node("view1")
    view1.float = FloatSpec(last: FloatGap(80), next: FloatGap(30, priority: .low))
    let view2 = Node("view2")
    view2.float = FloatSpec(last: FloatGap(8), next: FloatGap(8))
    let view3 = Node("view3")
    let view4 = Node("view4")
    for view in [view1, view2, view3, view4] { try column.addChild(view) }
    try view1.makeConstraints { make in
      make.left.equalToSuperview()
      make.width.equalTo(100)
    }
    try view2.makeConstraints { make in
      make.left.equalToSuperview().offset(100)
      make.size.equalTo(Size(width: 100, height: 200))
    }
    try view3.makeConstraints { make in
      make.size.equalTo(Size(width: 100, height: 100))
      make.left.equalTo(view1.right).offset(30)
      make.top.equalTo(view1.top)
    }
    try view4.makeConstraints { make in
      make.size.equalTo(Size(width: 60, height: 60))
      make.left.equalTo(view1.right).offset(30)
      make.top.equalTo(view3.bottom).offset(30)
    }
    root.layout(in: Size(width: 375, height: 667))
    var checks = Checks()
    checks.frame(view1, Rect(x: 0, y: 80, width: 100, height: 371))
    checks.frame(view2, Rect(x: 100, y: 459, width: 100, height: 200))
    checks.frame(view3, Rect(x: 130, y: 80, width: 100, height: 100))
    checks.frame(view4, Rect(x: 130, y: 210, width: 60, height: 60))
    let steps = [ScenarioStep("all visible", root: root)]
    view2.isHidden = true
    root.layout()
    checks.frame(view1, Rect(x: 0, y: 80, width: 100, height: 557))
    checks.frame(view3, Rect(x: 130, y: 80, width: 100, height: 100))
    checks.frame(view4, Rect(x: 130, y: 210, width: 60, height: 60))
    checks.noDiagnostics(root)
    return ScenarioResult(root: root, failures: checks.failures, steps: steps)
  }
}
