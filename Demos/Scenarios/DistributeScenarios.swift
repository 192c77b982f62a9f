import Trellis

/// The DistributeRow demo's scenarios: the seed's D1 with keyframes, and the three modes.
public enum DistributeScenarios {
  /// Every DistributeRow scenario, in the order the demo shows them.
  public static let all: [Scenario] = [d1, modes]

  static let d1 = Scenario(
    id: "distribute-d1", title: "DistributeRow D1: entries appear in order, at any moment",
    caption:
      "A 375×60 bar; 40×40 entries keyed 101, 102, 103 packed at the end, 10 from the right, "
      + "spacing 10, centred. 103 appears, then 101, then 102; 102 is dismissed. Each change is "
      + "printed as keyframes at t = 0, 0.5 and 1."
  ) {
    let root = Node("screen")
    let bar = DistributeRow("bar")
    try root.addChild(bar)
    try bar.makeConstraints { make in
      make.top.left.equalToSuperview()
      make.size.equalTo(Size(width: 375, height: 60))
    }
    try bar.distribute(
      mode: .packed, spacing: 10, tailSpacing: 10, alignment: .end, crossAlignment: .center)
    root.layout(in: Size(width: 375, height: 60))
    var checks = Checks()
    var steps: [ScenarioStep] = []
    func entry(_ order: Double) -> Node {
      let node = Node("e\(Int(order))", intrinsicSize: IntrinsicSize(width: 40, height: 40))
      node.order = order
      return node
    }
    func play(_ label: String, _ expected: [(Node, Double)]) {
      let transition = root.engine.layoutWithTransition()
      steps += ScenarioStep.keyframes(of: transition, label)
      for (node, x) in expected {
        checks.frame(node, Rect(x: x, y: 10, width: 40, height: 40))
      }
    }
    let e103 = entry(103)
    try bar.addChild(e103)
    play("103 appears", [(e103, 325)])
    let e101 = entry(101)
    try bar.addChild(e101)
    play("101 appears", [(e101, 275), (e103, 325)])
    let e102 = entry(102)
    try bar.addChild(e102)
    play("102 appears", [(e101, 225), (e102, 275), (e103, 325)])
    e102.isHidden = true
    play("102 dismissed", [(e101, 275), (e103, 325)])
    checks.noDiagnostics(root)
    return ScenarioResult(root: root, failures: checks.failures, steps: steps)
  }

  static let modes = Scenario(
    id: "distribute-modes", title: "DistributeRow: the three modes",
    caption:
      "Three 300×50 rows of three items, lead and tail 10: fixedSpacing 10 (items share the "
      + "rest), fixedItemLength 40 (gaps share the rest), packed 40/60/30 with spacing 10, "
      + "centred."
  ) {
    let root = Node("screen")
    var rows: [DistributeRow] = []
    for (index, mode) in DistributeRow.Mode.allCases.enumerated() {
      let row = DistributeRow(mode.rawValue)
      try root.addChild(row)
      try row.makeConstraints { make in
        make.left.equalToSuperview()
        make.top.equalToSuperview().offset(Double(index) * 60)
        make.size.equalTo(Size(width: 300, height: 50))
      }
      try row.distribute(
        mode: mode, spacing: 10, itemLength: 40, leadSpacing: 10, tailSpacing: 10,
        alignment: .center, crossAlignment: .center)
      for (item, width) in zip(["a", "b", "c"], [40.0, 60, 30]) {
        try row.addChild(Node(item, intrinsicSize: IntrinsicSize(width: width, height: 30)))
      }
      rows.append(row)
    }
    root.layout(in: Size(width: 300, height: 170))
    var checks = Checks()
    // fixedSpacing: (300 − 20 − 20) / 3 = 86.67 each; fixedItemLength: gaps (280 − 120) / 2 = 80;
    // packed: the 150-point group centred in 10 … 290 starts at 75.
    let expected: [[Double]] = [[10, 107, 203], [10, 130, 250], [75, 125, 195]]
    for (row, xs) in zip(rows, expected) {
      let actual = row.children.map(\.frame.origin.x)
      checks.that(actual == xs, "\(row.name): x = \(actual), not \(xs)")
    }
    checks.noDiagnostics(root)
    return ScenarioResult(root: root, failures: checks.failures)
  }
}
