import Trellis
import TrellisSolver

/// The StackPanel demo's scenarios: every distribution and alignment, hidden items, nested
/// stacks in both layout directions, and a stack that sizes itself.
public enum StackScenarios {
  /// Every StackPanel scenario, in the order the demo shows them.
  public static let all: [Scenario] = [
    distributions, alignments, hiddenItems, settingsRows, selfSizingCard,
  ]

  /// Three items of different sizes (a 40×20, b 60×30, c 30×40; baselines 15, 25 and the
  /// bottom) for the distribution and alignment rows.
  static func threeItems(in stack: StackPanel) throws {
    let a = Node("a", intrinsicSize: IntrinsicSize(width: 40, height: 20))
    a.firstBaselineOffset = 15
    a.lastBaselineOffset = 18
    let b = Node("b", intrinsicSize: IntrinsicSize(width: 60, height: 30))
    b.firstBaselineOffset = 25
    b.lastBaselineOffset = 28
    let c = Node("c", intrinsicSize: IntrinsicSize(width: 30, height: 40))
    for item in [a, b, c] { try stack.addChild(item) }
  }

  /// A 320-wide page: a vertical stack of rows, 10 in from the edges, 12 apart.
  static func makePage() throws -> (root: Node, page: StackPanel) {
    let root = Node("screen")
    let page = StackPanel("page", axis: .vertical, spacing: 12, distribution: .fill)
    page.insets = EdgeInsets(all: 10)
    try root.addChild(page)
    try page.makeConstraints { make in make.top.leading.trailing.equalToSuperview() }
    return (root, page)
  }

  static let distributions = Scenario(
    id: "stack-distributions", title: "StackPanel: the five distributions",
    caption:
      "One 300-point row per distribution, spacing 10: fill (the last item takes the rest), "
      + "fillEqually, fillProportionally (40 : 60 : 30), equalSpacing and equalCentering."
  ) {
    let (root, page) = try makePage()
    var rows: [StackPanel] = []
    for distribution in StackPanel.Distribution.allCases {
      let row = StackPanel(
        distribution.rawValue, axis: .horizontal, spacing: 10, distribution: distribution,
        alignment: .center)
      try page.addChild(row)
      try threeItems(in: row)
      rows.append(row)
    }
    root.layout(in: Size(width: 320, height: 300))
    var checks = Checks()
    checks.noDiagnostics(root)
    let expected: [[Double]] = [
      [0, 50, 120], [0, 103, 207], [0, 96, 235], [0, 125, 270], [0, 123, 270],
    ]
    for (row, xs) in zip(rows, expected) {
      checks.that(row.frame.width == 300, "\(row.name) is \(row.frame.width) wide, not 300")
      checks.that(row.frame.height == 40, "\(row.name) is \(row.frame.height) high, not 40")
      checks.that(
        row.children.map(\.frame.origin.x) == xs,
        "\(row.name): items at x = \(row.children.map(\.frame.origin.x)), not \(xs)")
    }
    let pageHeight: Double = 10 + 5 * 40 + 4 * 12 + 10
    checks.that(page.frame.height == pageHeight, "page height \(page.frame.height)")
    return ScenarioResult(root: root, failures: checks.failures)
  }

  static let alignments = Scenario(
    id: "stack-alignments", title: "StackPanel: the six alignments",
    caption:
      "equalSpacing rows 60 high: fill, leading (top), center, trailing (bottom), and the "
      + "first and last baselines on one line."
  ) {
    let (root, page) = try makePage()
    var rows: [StackPanel] = []
    for alignment in StackPanel.Alignment.allCases {
      let row = StackPanel(
        alignment.rawValue, axis: .horizontal, spacing: 10, distribution: .equalSpacing,
        alignment: alignment)
      try page.addChild(row)
      try threeItems(in: row)
      try row.makeConstraints { make in make.height.equalTo(60) }
      rows.append(row)
    }
    root.layout(in: Size(width: 320, height: 480))
    var checks = Checks()
    checks.noDiagnostics(root)
    let expected: [[Double]] = [
      [0, 0, 0], [0, 0, 0], [20, 15, 10], [40, 30, 20], [25, 15, 0], [22, 12, 0],
    ]
    for (row, ys) in zip(rows, expected) {
      checks.that(
        row.children.map(\.frame.origin.y) == ys,
        "\(row.name): items at y = \(row.children.map(\.frame.origin.y)), not \(ys)")
      checks.that(
        row.children.map(\.frame.origin.x) == [0, 125, 270], "\(row.name): x positions")
    }
    checks.that(rows[0].children.allSatisfy { $0.frame.height == 60 }, "fill: heights not 60")
    return ScenarioResult(root: root, failures: checks.failures)
  }

  static let hiddenItems = Scenario(
    id: "stack-hidden", title: "StackPanel: a hidden item drops out with its gap",
    caption:
      "Two toolbars built by the same code; in the second, share.isHidden = true. No branches: "
      + "the title takes the room, and the gap goes with the item."
  ) {
    let root = Node("screen")
    let page = StackPanel("page", axis: .vertical, spacing: 20)
    try root.addChild(page)
    try page.makeConstraints { make in make.edges.equalToSuperview() }
    var bars: [[Node]] = []
    for (index, hideShare) in [false, true].enumerated() {
      let bar = StackPanel("toolbar\(index + 1)", axis: .horizontal, spacing: 8, alignment: .center)
      bar.insets = EdgeInsets(all: 8)
      try page.addChild(bar)
      let back = Node("back", intrinsicSize: IntrinsicSize(width: 44, height: 44))
      let title = Node("title", intrinsicSize: IntrinsicSize(width: 120, height: 20))
      title.setContentHuggingPriority(200, for: .horizontal)
      let share = Node("share", intrinsicSize: IntrinsicSize(width: 44, height: 44))
      let more = Node("more", intrinsicSize: IntrinsicSize(width: 44, height: 44))
      for item in [back, title, share, more] { try bar.addChild(item) }
      share.isHidden = hideShare
      bars.append([back, title, share, more])
    }
    root.layout(in: Size(width: 375, height: 140))
    var checks = Checks()
    checks.noDiagnostics(root)
    checks.frame(bars[0][1], Rect(x: 60, y: 20, width: 203, height: 20))
    checks.frame(bars[0][2], Rect(x: 271, y: 8, width: 44, height: 44))
    checks.frame(bars[0][3], Rect(x: 323, y: 8, width: 44, height: 44))
    checks.frame(bars[1][1], Rect(x: 60, y: 20, width: 255, height: 20))
    checks.frame(bars[1][3], Rect(x: 323, y: 8, width: 44, height: 44))
    return ScenarioResult(root: root, failures: checks.failures)
  }

  static let settingsRows = Scenario(
    id: "stack-settings-rtl", title: "StackPanel: nested rows, left-to-right and right-to-left",
    caption:
      "Two settings lists side by side (fillEqually, spacing 20); each row is a horizontal stack "
      + "(icon, label, value) in a vertical stack. The right one has layoutDirection = .rightToLeft."
  ) {
    let root = Node("screen")
    let panes = StackPanel("panes", axis: .horizontal, spacing: 20, distribution: .fillEqually)
    try root.addChild(panes)
    try panes.makeConstraints { make in make.top.leading.trailing.equalToSuperview() }
    var rowsByPane: [[StackPanel]] = []
    for direction in [LayoutDirection.leftToRight, .rightToLeft] {
      let list = StackPanel(
        direction == .leftToRight ? "ltr" : "rtl", axis: .vertical, spacing: 1,
        alignment: .fill)
      list.layoutDirection = direction
      try panes.addChild(list)
      var rows: [StackPanel] = []
      for (index, title) in ["Wi-Fi", "Bluetooth", "Battery"].enumerated() {
        let row = StackPanel("row\(index)", axis: .horizontal, spacing: 12, alignment: .center)
        row.insets = EdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
        try list.addChild(row)
        let label = Node(title, intrinsicSize: IntrinsicSize(width: 100, height: 17))
        label.setContentHuggingPriority(200, for: .horizontal)
        try row.addChild(Node("icon", intrinsicSize: IntrinsicSize(width: 24, height: 24)))
        try row.addChild(label)
        try row.addChild(Node("value", intrinsicSize: IntrinsicSize(width: 42, height: 17)))
        rows.append(row)
      }
      rowsByPane.append(rows)
    }
    root.layout(in: Size(width: 700, height: 140))
    var checks = Checks()
    checks.noDiagnostics(root)
    let ltr = rowsByPane[0][1].children
    let rtl = rowsByPane[1][1].children
    checks.frame(rowsByPane[0][1], Rect(x: 0, y: 41, width: 340, height: 40))
    checks.frame(ltr[0], Rect(x: 16, y: 8, width: 24, height: 24))
    checks.frame(ltr[1], Rect(x: 52, y: 12, width: 218, height: 17))
    checks.frame(ltr[2], Rect(x: 282, y: 12, width: 42, height: 17))
    checks.frame(rtl[0], Rect(x: 300, y: 8, width: 24, height: 24))
    checks.frame(rtl[1], Rect(x: 70, y: 12, width: 218, height: 17))
    checks.frame(rtl[2], Rect(x: 16, y: 12, width: 42, height: 17))
    return ScenarioResult(root: root, failures: checks.failures)
  }

  static let selfSizingCard = Scenario(
    id: "stack-self-sizing", title: "StackPanel: a card that sizes itself",
    caption:
      "A vertical stack placed only by its top-left corner: it takes the height of its content "
      + "plus insets, and the width of its widest item (alignment leading)."
  ) {
    let root = Node("screen")
    let card = StackPanel("card", axis: .vertical, spacing: 8, alignment: .leading)
    card.insets = EdgeInsets(all: 12)
    try root.addChild(card)
    try card.makeConstraints { make in make.top.leading.equalToSuperview().offset(20) }
    let title = Node("title", intrinsicSize: IntrinsicSize(width: 200, height: 24))
    let body = Node("body", intrinsicSize: IntrinsicSize(width: 180, height: 60))
    let button = Node("button", intrinsicSize: IntrinsicSize(width: 80, height: 32))
    for item in [title, body, button] { try card.addChild(item) }
    root.layout(in: Size(width: 280, height: 200))
    var checks = Checks()
    checks.noDiagnostics(root)
    checks.frame(card, Rect(x: 20, y: 20, width: 224, height: 156))
    checks.frame(button, Rect(x: 12, y: 112, width: 80, height: 32))
    return ScenarioResult(root: root, failures: checks.failures)
  }
}
