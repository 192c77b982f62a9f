import Trellis
import TrellisSolver

/// The N1 screen: a column of rows under a 375-wide root.
///
/// Each row has an icon (24×24) at the leading edge, a wrapping title (`TextMeasure`, 7 points a
/// character, 17 a line) after it, and a value (42×17) at the trailing edge. A row is as tall as
/// its tallest content plus 8 above and below. Four nodes a row, so `n` nodes make `n / 4` rows.
struct Screen {
  /// The titles, in turn: short, two lines, three lines, one line (36 characters fit a line
  /// at 375 points).
  static let titles = [
    "Inbox",
    "Weekly planning meeting notes and follow-ups for the team",
    "Photos from the trip to the mountains last summer, with the long walk along the ridge",
    "Settings and privacy",
  ]

  let root: Node
  let rows: [Node]
  let icons: [Node]

  /// Builds the tree and its constraints with the DSL (not laid out).
  init(nodes: Int) {
    root = Node("screen")
    var rows: [Node] = []
    var icons: [Node] = []
    for index in 0..<max(1, nodes / 4) {
      let row = Node("row\(index)")
      let icon = Node("icon\(index)", intrinsicSize: IntrinsicSize(width: 24, height: 24))
      let text = TextMeasure(
        Screen.titles[index % Screen.titles.count], characterWidth: 7, lineHeight: 17)
      let title = Node.label("title\(index)", text: text)
      let value = Node("value\(index)", intrinsicSize: IntrinsicSize(width: 42, height: 17))
      let previous = rows.last
      do {
        try root.addChild(row)
        for child in [icon, title, value] { try row.addChild(child) }
        try row.makeConstraints { make in
          make.leading.trailing.equalToSuperview()
          if let previous {
            make.top.equalTo(previous.bottom)
          } else {
            make.top.equalToSuperview()
          }
          make.height.greaterThanOrEqualTo(icon).offset(16)
          make.height.equalTo(0).priority(.fittingSize)
        }
        try icon.makeConstraints { make in
          make.leading.equalToSuperview().offset(16)
          make.centerY.equalToSuperview()
        }
        try value.makeConstraints { make in
          make.trailing.equalToSuperview().inset(16)
          make.centerY.equalToSuperview()
        }
        try title.makeConstraints { make in
          make.leading.equalTo(icon.trailing).offset(12)
          make.trailing.lessThanOrEqualTo(value.leading).offset(-12)
          make.top.equalToSuperview().offset(8)
          make.bottom.lessThanOrEqualToSuperview().inset(8)
        }
      } catch {
        check(false, "N1 screen: \(error)")
      }
      rows.append(row)
      icons.append(icon)
    }
    self.rows = rows
    self.icons = icons
  }

  /// Checks hand-derived frames at width 375: row heights 40 (icon), 50 (two title lines),
  /// 67 (three lines), 40; the title of row 1 wraps at, and
  /// takes, 375 − 16 − 24 − 12 − 12 − 42 − 16 = 253.
  func verify(_ name: String) {
    let expected: [(y: Double, height: Double)] = [(0, 40), (40, 50), (90, 67), (157, 40)]
    for (row, frame) in zip(rows, expected) {
      check(
        row.frame == Rect(x: 0, y: frame.y, width: 375, height: frame.height),
        "\(name): \(row.name) is \(row.frame)")
    }
    if rows.count > 1 {
      let title = rows[1].children[1]
      check(
        title.frame == Rect(x: 52, y: 8, width: 253, height: 34),
        "\(name): title1 is \(title.frame)")
    }
  }
}

extension Workload {
  /// N1: a screen of `n` nodes built with the DSL and laid out by the engine.
  ///
  /// `build_layout_ms` builds and lays it out; `relayout_us` changes one row's icon height and
  /// lays it out again; `resize_us` resizes the root between 375 and 414 points wide (every title
  /// re-measured). The same screen's `engine.dump()` replayed through a bare solver gives
  /// `solver_build_ms` and `solver_relayout_us`, and their ratios `engine_over_solver_build` and
  /// `engine_over_solver_relayout`: each engine operation is timed in alternation with its
  /// solver counterpart, and a ratio is the median of the five rounds' ratios.
  static let screen = Workload(
    name: "N1", sizes: [1_000, 10_000], quickSizes: [100],
    growthMetrics: ["build_layout_ms", "relayout_us", "resize_us"]
  ) { n in
    let size = Size(width: 375, height: 812)
    var screen = Screen(nodes: n)
    screen.root.layout(in: size)
    screen.verify("N1 build")
    check(
      screen.root.engine.diagnostics.isEmpty, "N1 diagnostics: \(screen.root.engine.diagnostics)")

    // The same system through the bare solver, timed in alternation with the engine so that
    // each ratio compares the two under the same machine conditions.
    let replay = ScriptSystem(screen.root.engine.dump(), name: "the N1 dump")
    var solver = replay.build()
    let builds = measurePaired(
      TimedOperation(metric: "build_layout_ms", unit: 1e3, setup: { screen = Screen(nodes: 0) }) {
        screen = Screen(nodes: n)
        screen.root.layout(in: size)
        readFrames(screen.root)
      },
      TimedOperation(metric: "solver_build_ms", unit: 1e3, setup: { solver = Solver() }) {
        solver = replay.build()
        readAll(&solver, replay.variables)
      },
      ratio: "engine_over_solver_build")
    screen.verify("N1 rebuilt")
    if let row = replay.named["row1.height"] {
      check(close(solver.value(of: row), 50), "N1 replay row1.height")
    }

    // A row in the middle with a one-line title: its icon grows from 24 to 48 and back; in the
    // replay, the same icon's hugging and compression constants.
    let middle = screen.rows.count / 8 * 4
    let icon = screen.icons[middle]
    let held = replay.constraints(holding: "\(icon.name).height")
    check(held.count == 2, "N1 replay finds \(held.count) constraints on \(icon.name).height")
    var tall = false
    var solverTall = false
    let statistics = screen.root.engine.statistics
    let relayouts = measurePaired(
      TimedOperation(metric: "relayout_us", unit: 1e6) {
        tall.toggle()
        icon.intrinsicContentSize = IntrinsicSize(width: 24, height: tall ? 48 : 24)
        screen.root.layout()
        readFrames(screen.root)
      },
      TimedOperation(metric: "solver_relayout_us", unit: 1e6) {
        solverTall.toggle()
        for constraint in held {
          try? solver.updateConstant(of: constraint, to: solverTall ? 48 : 24)
        }
        readAll(&solver, replay.variables)
      },
      ratio: "engine_over_solver_relayout")
    let after = screen.root.engine.statistics
    check(
      after.constraintsAdded == statistics.constraintsAdded
        && after.constraintsRemoved == statistics.constraintsRemoved,
      "N1 relayout added or removed constraints")
    icon.intrinsicContentSize = IntrinsicSize(width: 24, height: 48)
    screen.root.layout()
    check(screen.rows[middle].frame.height == 64, "N1 tall row is \(screen.rows[middle].frame)")
    icon.intrinsicContentSize = IntrinsicSize(width: 24, height: 24)
    screen.root.layout()
    screen.verify("N1 relayout")

    var wide = false
    let resize = measure("resize_us", unit: 1e6) {
      wide.toggle()
      screen.root.layout(in: Size(width: wide ? 414 : 375, height: 812))
      readFrames(screen.root)
    }
    screen.root.layout(in: size)
    screen.verify("N1 resize")
    return [builds[0], relayouts[0], resize, builds[1], relayouts[1], builds[2], relayouts[2]]
  }
}
