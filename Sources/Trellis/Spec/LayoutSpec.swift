import TrellisSolver

/// A layout described in JSON (the format of `trellis-layout`; every key is in
/// `docs/layout-spec.md`), turned into a tree of nodes, containers and constraints.
///
/// ```swift
/// let spec = try LayoutSpec.parse(#"{"size": [375, 667], "root": {"name": "screen"}}"#)
/// spec.layout()
/// print(FrameJSON.render(spec.root))
/// ```
///
/// Every error is a ``LayoutSpecError`` naming the JSON path (`root.children[1].cell.row: must be
/// >= 0`) or, for text that is not JSON, the line and column; nothing is built from a spec that
/// fails.
public struct LayoutSpec {
  /// The root's size.
  public var size: Size
  /// The layout direction of the tree.
  public var direction: LayoutDirection
  /// Pixels per point; frames are rounded to its reciprocal.
  public var scale: Double
  /// The safe-area insets: the root container arranges its children inside them.
  public var safeArea: EdgeInsets
  /// The root of the tree the spec describes.
  public let root: Node

  /// The keys of the top-level object.
  static let topKeys = ["size", "direction", "scale", "safeArea", "root"]
  /// The keys of a node.
  static let nodeKeys = [
    "name", "size", "intrinsicSize", "hidden", "margin", "cell", "float", "order", "position",
    "aspectRatio", "layoutMargins", "firstBaseline", "lastBaseline", "hugging",
    "compressionResistance", "container", "children",
  ]
  /// The keys of a stack container.
  static let stackKeys = [
    "type", "axis", "distribution", "alignment", "spacing", "insets", "layoutMarginsRelative",
    "reversed", "customSpacing",
  ]
  /// The keys of a grid container.
  static let gridKeys = [
    "type", "rows", "columns", "rowGap", "columnGap", "rowDefinitions", "columnDefinitions",
    "insets",
  ]
  /// The keys of a float container.
  static let floatKeys = ["type", "orientation", "sizesContainer"]
  /// The keys of a distribute container.
  static let distributeKeys = [
    "type", "axis", "mode", "spacing", "itemLength", "leadSpacing", "tailSpacing", "alignment",
    "crossAlignment",
  ]
  /// The keys of a paged container.
  static let pagedKeys = ["type", "axis", "pageSpacing", "peek", "currentPage", "contentOffset"]
  /// The keys of a grid cell.
  static let cellKeys = ["row", "column", "rowSpan", "columnSpan", "alignment"]

  /// Parses a spec and builds its tree (not laid out).
  ///
  /// - Parameter text: The JSON text.
  /// - Returns: The spec, its tree built.
  /// - Throws: ``LayoutSpecError`` naming where the spec is wrong.
  /// - Complexity: O(size of the text + nodes).
  public static func parse(_ text: String) throws(LayoutSpecError) -> LayoutSpec {
    try LayoutSpec(json: JSONValue.parse(text))
  }

  /// Builds a spec's tree from a parsed JSON value.
  ///
  /// - Parameter json: The spec.
  /// - Throws: ``LayoutSpecError`` naming where the spec is wrong.
  public init(json: JSONValue) throws(LayoutSpecError) {
    var top = try SpecObject(json, path: "")
    guard let size = try top.numbers("size", count: 2, atLeast: 0) else {
      throw LayoutSpecError(path: "size", message: "missing: the root's size [width, height]")
    }
    self.size = Size(width: size[0] ?? 0, height: size[1] ?? 0)
    direction = try top.choice("direction", ["ltr", "rtl"]) == "rtl" ? .rightToLeft : .leftToRight
    scale = 1
    if let scale = try top.number("scale") {
      guard scale > 0 else { throw LayoutSpecError(path: "scale", message: "must be > 0") }
      self.scale = scale
    }
    safeArea = try top.insets("safeArea") ?? .zero
    guard let rootValue = top.value("root") else {
      throw LayoutSpecError(path: "root", message: "missing: the root node")
    }
    try top.rejectUnknownKeys(Self.topKeys)
    var builder = SpecBuilder()
    root = try builder.node(rootValue, path: "root", parentGrid: nil)
    root.layoutDirection = direction
    try builder.finish()
    if safeArea != .zero {
      if let stack = root as? StackPanel {
        stack.insets = stack.insets + safeArea
      } else if let grid = root as? GridPanel {
        grid.insets = grid.insets + safeArea
      }
    }
  }

  /// Lays the tree out at the spec's size, scale and safe area.
  ///
  /// - Complexity: As ``LayoutEngine/layout(in:)``.
  public func layout() {
    let engine = root.engine
    engine.scale = scale
    engine.safeAreaInsets = safeArea
    engine.layout(in: size)
  }
}

extension EdgeInsets {
  /// The sum of two insets, edge by edge.
  static func + (lhs: EdgeInsets, rhs: EdgeInsets) -> EdgeInsets {
    EdgeInsets(
      top: lhs.top + rhs.top, left: lhs.left + rhs.left, bottom: lhs.bottom + rhs.bottom,
      right: lhs.right + rhs.right)
  }
}

/// Builds nodes from spec objects; constraints wait until the whole tree exists.
struct SpecBuilder {
  /// Constraints to make once every node is in the tree, with the path they came from.
  var pending: [(path: String, apply: () throws(LayoutError) -> Void)] = []

  /// Makes the pending constraints.
  mutating func finish() throws(LayoutSpecError) {
    for (path, apply) in pending {
      do {
        try apply()
      } catch {
        throw LayoutSpecError(path: path, message: error.description)
      }
    }
    pending = []
  }

  /// Builds a node and its subtree.
  mutating func node(
    _ value: JSONValue, path: String, parentGrid: GridPanel?, parentIsFloat: Bool = false
  ) throws(LayoutSpecError) -> Node {
    var object = try SpecObject(value, path: path)
    let name = try object.string("name") ?? "node"
    let (node, afterChildren) = try makeContainer(&object, name: name)
    if let size = try object.numbers("intrinsicSize", count: 2, nullable: true, atLeast: 0) {
      node.intrinsicContentSize = IntrinsicSize(width: size[0], height: size[1])
    }
    node.isHidden = try object.bool("hidden") ?? false
    if let margin = try object.insets("margin") { node.margin = margin }
    if let margins = try object.insets("layoutMargins") { node.layoutMargins = margins }
    node.order = try object.number("order")
    node.firstBaselineOffset = try object.number("firstBaseline")
    node.lastBaselineOffset = try object.number("lastBaseline")
    if let hugging = try object.numbers("hugging", count: 2, atLeast: 0) {
      try setPriorities(hugging, path: object.path("hugging")) { priority, axis in
        node.setContentHuggingPriority(priority, for: axis)
      }
    }
    if let resistance = try object.numbers("compressionResistance", count: 2, atLeast: 0) {
      try setPriorities(resistance, path: object.path("compressionResistance")) { priority, axis in
        node.setContentCompressionResistancePriority(priority, for: axis)
      }
    }
    if let cellValue = object.value("cell"), cellValue != .null {
      guard let grid = parentGrid else {
        throw LayoutSpecError(
          path: object.path("cell"), message: "only a child of a grid has a cell")
      }
      node.cell = try cell(cellValue, path: object.path("cell"), grid: grid)
    }
    if let float = object.value("float"), float != .null {
      guard parentIsFloat else {
        throw LayoutSpecError(
          path: object.path("float"), message: "only a child of a float layout has a float spec")
      }
      node.float = try floatSpec(float, path: object.path("float"))
    }
    try constraints(&object, node: node)
    if let childrenValue = object.value("children"), childrenValue != .null {
      guard case .array(let children) = childrenValue else {
        throw LayoutSpecError(
          path: object.path("children"),
          message: "must be an array, not \(childrenValue.kindDescription)")
      }
      for (index, child) in children.enumerated() {
        let childNode = try self.node(
          child, path: "\(object.path("children"))[\(index)]", parentGrid: node as? GridPanel,
          parentIsFloat: node is FloatLayout)
        do {
          try node.addChild(childNode)
        } catch {
          throw LayoutSpecError(
            path: "\(object.path("children"))[\(index)]", message: error.description)
        }
      }
    }
    try afterChildren?()
    try object.rejectUnknownKeys(LayoutSpec.nodeKeys)
    return node
  }

  /// What a container's keys still need once its children exist (a stack's `customSpacing`
  /// names children; a pager's `currentPage` must be one of its pages).
  typealias AfterChildren = () throws(LayoutSpecError) -> Void

  /// Sets two priorities, horizontal then vertical.
  func setPriorities(
    _ values: [Double?], path: String, _ set: (Priority, Axis) -> Void
  ) throws(LayoutSpecError) {
    for (index, axis) in Axis.allCases.enumerated() {
      let value = values[index] ?? 0
      guard value <= 1000 else {
        throw LayoutSpecError(path: "\(path)[\(index)]", message: "must be <= 1000")
      }
      set(Priority(value), axis)
    }
  }

  /// The node itself: a plain node, or the container the `container` key asks for.
  mutating func makeContainer(_ object: inout SpecObject, name: String) throws(LayoutSpecError)
    -> (node: Node, afterChildren: AfterChildren?)
  {
    guard let value = object.value("container"), value != .null else { return (Node(name), nil) }
    var container = try SpecObject(value, path: object.path("container"))
    let types = ["stack", "grid", "float", "distribute", "paged"]
    guard let type = try container.choice("type", types) else {
      throw LayoutSpecError(
        path: container.path("type"), message: "missing: one of \(types.joined(separator: ", "))")
    }
    switch type {
    case "stack":
      return try stack(&container, name: name)
    case "grid":
      return (try grid(&container, name: name), nil)
    case "float":
      let orientations = FloatOrientation.allCases.map(\.rawValue)
      let layout = FloatLayout(name)
      if let orientation = try container.choice("orientation", orientations) {
        layout.orientation = FloatOrientation(rawValue: orientation) ?? .leftToRight
      }
      layout.sizesContainer = try container.bool("sizesContainer") ?? false
      try container.rejectUnknownKeys(LayoutSpec.floatKeys)
      return (layout, nil)
    case "distribute":
      return (try distribute(&container, name: name), nil)
    default:
      return try paged(&container, name: name)
    }
  }

  mutating func stack(_ object: inout SpecObject, name: String) throws(LayoutSpecError)
    -> (node: Node, afterChildren: AfterChildren?)
  {
    let stack = StackPanel(name)
    stack.axis =
      try object.choice("axis", ["horizontal", "vertical"]) == "vertical" ? .vertical : .horizontal
    if let distribution = try object.choice(
      "distribution", StackPanel.Distribution.allCases.map(\.rawValue))
    {
      stack.distribution = StackPanel.Distribution(rawValue: distribution) ?? .fill
    }
    let alignments = StackPanel.Alignment.allCases.map(\.rawValue) + ["top", "bottom"]
    if let alignment = try object.choice("alignment", alignments) {
      stack.alignment =
        switch alignment {
        case "top": .leading
        case "bottom": .trailing
        default: StackPanel.Alignment(rawValue: alignment) ?? .fill
        }
    }
    stack.spacing = try object.number("spacing") ?? 0
    stack.insets = try object.insets("insets") ?? .zero
    stack.isLayoutMarginsRelativeArrangement = try object.bool("layoutMarginsRelative") ?? false
    stack.isReversed = try object.bool("reversed") ?? false
    var afterChildren: AfterChildren?
    if let custom = object.value("customSpacing"), custom != .null {
      let path = object.path("customSpacing")
      guard case .object(let members) = custom else {
        throw LayoutSpecError(
          path: path,
          message: "must be an object of child names and spacings, not \(custom.kindDescription)")
      }
      afterChildren = { () throws(LayoutSpecError) in
        try Self.applyCustomSpacing((path, members), to: stack)
      }
    }
    try object.rejectUnknownKeys(LayoutSpec.stackKeys)
    return (stack, afterChildren)
  }

  mutating func distribute(_ object: inout SpecObject, name: String) throws(LayoutSpecError)
    -> Node
  {
    let row = DistributeRow(name)
    let axis: Axis =
      try object.choice("axis", ["horizontal", "vertical"]) == "vertical" ? .vertical : .horizontal
    let mode =
      try object.choice("mode", DistributeRow.Mode.allCases.map(\.rawValue))
      .flatMap(DistributeRow.Mode.init(rawValue:)) ?? .fixedSpacing
    let spacing = try object.number("spacing", atLeast: 0) ?? 0
    let itemLength = try object.number("itemLength", atLeast: 0) ?? 0
    let lead = try object.number("leadSpacing", atLeast: 0) ?? 0
    let tail = try object.number("tailSpacing", atLeast: 0) ?? 0
    let alignment =
      try object.choice("alignment", DistributeRow.Alignment.allCases.map(\.rawValue))
      .flatMap(DistributeRow.Alignment.init(rawValue:)) ?? .start
    let cross =
      try object.choice(
        "crossAlignment", DistributeRow.CrossAlignment.allCases.map(\.rawValue)
      )
      .flatMap(DistributeRow.CrossAlignment.init(rawValue:)) ?? .fill
    do {
      try row.distribute(
        axis: axis, mode: mode, spacing: spacing, itemLength: itemLength, leadSpacing: lead,
        tailSpacing: tail, alignment: alignment, crossAlignment: cross)
    } catch {
      throw LayoutSpecError(path: object.path, message: error.description)
    }
    try object.rejectUnknownKeys(LayoutSpec.distributeKeys)
    return row
  }

  mutating func paged(_ object: inout SpecObject, name: String) throws(LayoutSpecError)
    -> (node: Node, afterChildren: AfterChildren?)
  {
    let axis: Axis =
      try object.choice("axis", ["horizontal", "vertical"]) == "vertical" ? .vertical : .horizontal
    let pager = PagedScroll(
      name, axis: axis, pageSpacing: try object.number("pageSpacing", atLeast: 0) ?? 0,
      peek: try object.number("peek", atLeast: 0) ?? 0)
    let page = try object.integer("currentPage")
    let offset = try object.number("contentOffset")
    if page != nil, offset != nil {
      throw LayoutSpecError(
        path: object.path("contentOffset"), message: "give currentPage or contentOffset, not both")
    }
    var afterChildren: AfterChildren?
    if let page {
      let path = object.path("currentPage")
      guard page >= 0 else { throw LayoutSpecError(path: path, message: "must be >= 0") }
      afterChildren = { () throws(LayoutSpecError) in
        do {
          try pager.scroll(toPage: page)
        } catch {
          throw LayoutSpecError(
            path: path, message: "must be < the number of pages (\(pager.pages.count))")
        }
      }
    }
    if let offset {
      do {
        try pager.setContentOffset(offset)
      } catch {
        throw LayoutSpecError(path: object.path("contentOffset"), message: error.description)
      }
    }
    try object.rejectUnknownKeys(LayoutSpec.pagedKeys)
    return (pager, afterChildren)
  }

  /// A float spec: `{"last": {"offset": 20, "priority": 750}, "next": {…}}`.
  func floatSpec(_ value: JSONValue, path: String) throws(LayoutSpecError) -> FloatSpec {
    var object = try SpecObject(value, path: path)
    var spec = FloatSpec()
    for side in ["last", "next"] {
      guard let gapValue = object.value(side), gapValue != .null else { continue }
      var gap = try SpecObject(gapValue, path: object.path(side))
      let offset = try gap.number("offset") ?? 0
      let priority = try gap.number("priority", atLeast: 0) ?? 500
      guard priority <= 1000, priority > 0 else {
        throw LayoutSpecError(path: gap.path("priority"), message: "must be in (0, 1000]")
      }
      try gap.rejectUnknownKeys(["offset", "priority"])
      let parsed = FloatGap(offset, priority: Priority(priority))
      if side == "last" { spec.last = parsed } else { spec.next = parsed }
    }
    try object.rejectUnknownKeys(["last", "next"])
    return spec
  }

  /// Applies `customSpacing` once the stack's children exist.
  static func applyCustomSpacing(
    _ custom: (path: String, members: [(key: String, value: JSONValue)]), to stack: StackPanel
  ) throws(LayoutSpecError) {
    for (key, value) in custom.members {
      let path = "\(custom.path).\(key)"
      guard let child = stack.children.first(where: { $0.name == key }) else {
        throw LayoutSpecError(
          path: path, message: "no child of '\(stack.name)' is named \"\(key)\"")
      }
      guard case .number(let spacing) = value else {
        throw LayoutSpecError(path: path, message: "must be a number, not \(value.kindDescription)")
      }
      stack.setCustomSpacing(spacing, after: child)
    }
  }

  mutating func grid(_ object: inout SpecObject, name: String) throws(LayoutSpecError) -> Node {
    guard let rows = try object.integer("rows") else {
      throw LayoutSpecError(path: object.path("rows"), message: "missing: the number of rows")
    }
    guard let columns = try object.integer("columns") else {
      throw LayoutSpecError(path: object.path("columns"), message: "missing: the number of columns")
    }
    guard rows >= 1 else {
      throw LayoutSpecError(path: object.path("rows"), message: "must be >= 1")
    }
    guard columns >= 1 else {
      throw LayoutSpecError(path: object.path("columns"), message: "must be >= 1")
    }
    let grid = GridPanel(name, rows: rows, columns: columns)
    grid.rowGap = try object.number("rowGap", atLeast: 0) ?? 0
    grid.columnGap = try object.number("columnGap", atLeast: 0) ?? 0
    grid.insets = try object.insets("insets") ?? .zero
    grid.rowDefinitions = try tracks(&object, "rowDefinitions", count: rows)
    grid.columnDefinitions = try tracks(&object, "columnDefinitions", count: columns)
    try object.rejectUnknownKeys(LayoutSpec.gridKeys)
    return grid
  }

  /// Track definitions: `"auto"`, `"*"` / `"2*"` (weights), a number (fixed), or
  /// `{"size": …, "min": …, "max": …}`.
  func tracks(_ object: inout SpecObject, _ key: String, count: Int) throws(LayoutSpecError)
    -> [GridTrack]
  {
    guard let value = object.value(key), value != .null else { return [] }
    let path = object.path(key)
    guard case .array(let items) = value else {
      throw LayoutSpecError(
        path: path, message: "must be an array of tracks, not \(value.kindDescription)")
    }
    guard items.count <= count else {
      throw LayoutSpecError(path: path, message: "has \(items.count) tracks for \(count)")
    }
    var result: [GridTrack] = []
    for (index, item) in items.enumerated() {
      let itemPath = "\(path)[\(index)]"
      if case .object = item {
        var track = try SpecObject(item, path: itemPath)
        guard let size = track.value("size") else {
          throw LayoutSpecError(path: track.path("size"), message: "missing: the track's size")
        }
        var parsed = try trackSizing(size, path: track.path("size"))
        parsed.min = try track.number("min", atLeast: 0)
        parsed.max = try track.number("max", atLeast: 0)
        if let minimum = parsed.min, let maximum = parsed.max, minimum > maximum {
          throw LayoutSpecError(path: track.path("max"), message: "must be >= min")
        }
        try track.rejectUnknownKeys(["size", "min", "max"])
        result.append(parsed)
      } else {
        result.append(try trackSizing(item, path: itemPath))
      }
    }
    return result
  }

  func trackSizing(_ value: JSONValue, path: String) throws(LayoutSpecError) -> GridTrack {
    switch value {
    case .number(let length):
      guard length >= 0 else { throw LayoutSpecError(path: path, message: "must be >= 0") }
      return .fixed(length)
    case .string("auto"):
      return .auto()
    case .string(let text) where text.hasSuffix("*"):
      let weight = text == "*" ? 1 : Double(text.dropLast())
      guard let weight, weight.isFinite, weight > 0 else {
        throw LayoutSpecError(path: path, message: "must be a positive weight such as \"2*\"")
      }
      return .weight(weight)
    default:
      throw LayoutSpecError(
        path: path, message: "must be a length, \"auto\" or a weight such as \"*\" or \"2*\"")
    }
  }

  func cell(_ value: JSONValue, path: String, grid: GridPanel) throws(LayoutSpecError) -> GridCell {
    var object = try SpecObject(value, path: path)
    var cell = GridCell()
    cell.row = try object.integer("row") ?? 0
    cell.column = try object.integer("column") ?? 0
    cell.rowSpan = try object.integer("rowSpan") ?? 1
    cell.columnSpan = try object.integer("columnSpan") ?? 1
    guard cell.row >= 0 else {
      throw LayoutSpecError(path: object.path("row"), message: "must be >= 0")
    }
    guard cell.row < grid.rows else {
      throw LayoutSpecError(path: object.path("row"), message: "must be < rows (\(grid.rows))")
    }
    guard cell.column >= 0 else {
      throw LayoutSpecError(path: object.path("column"), message: "must be >= 0")
    }
    guard cell.column < grid.columns else {
      throw LayoutSpecError(
        path: object.path("column"), message: "must be < columns (\(grid.columns))")
    }
    guard cell.rowSpan >= 1 else {
      throw LayoutSpecError(path: object.path("rowSpan"), message: "must be >= 1")
    }
    guard cell.columnSpan >= 1 else {
      throw LayoutSpecError(path: object.path("columnSpan"), message: "must be >= 1")
    }
    if let alignment = object.value("alignment"), alignment != .null {
      let choices = GridCell.Alignment.allCases.map(\.rawValue)
      switch alignment {
      case .string(let text):
        guard let parsed = GridCell.Alignment(rawValue: text) else {
          throw LayoutSpecError(
            path: object.path("alignment"),
            message: "must be one of \(choices.map { "\"\($0)\"" }.joined(separator: ", "))")
        }
        cell.horizontalAlignment = parsed
        cell.verticalAlignment = parsed
      case .array(let items) where items.count == 2:
        for (index, item) in items.enumerated() {
          guard case .string(let text) = item, let parsed = GridCell.Alignment(rawValue: text)
          else {
            throw LayoutSpecError(
              path: "\(object.path("alignment"))[\(index)]",
              message: "must be one of \(choices.map { "\"\($0)\"" }.joined(separator: ", "))")
          }
          if index == 0 {
            cell.horizontalAlignment = parsed
          } else {
            cell.verticalAlignment = parsed
          }
        }
      default:
        throw LayoutSpecError(
          path: object.path("alignment"),
          message: "must be an alignment or [horizontal, vertical] alignments")
      }
    }
    try object.rejectUnknownKeys(LayoutSpec.cellKeys)
    return cell
  }

  /// `size`, `position` and `aspectRatio`: required constraints made once the tree exists.
  mutating func constraints(_ object: inout SpecObject, node: Node) throws(LayoutSpecError) {
    if let size = try object.numbers("size", count: 2, nullable: true, atLeast: 0) {
      let path = object.path("size")
      pending.append(
        (
          path,
          { () throws(LayoutError) in
            try node.makeConstraints { make in
              if let width = size[0] { make.width.equalTo(width).labeled(path) }
              if let height = size[1] { make.height.equalTo(height).labeled(path) }
            }
          }
        ))
    }
    if let position = try object.numbers("position", count: 2, nullable: true) {
      let path = object.path("position")
      pending.append(
        (
          path,
          { () throws(LayoutError) in
            try node.makeConstraints { make in
              if let x = position[0] { make.left.equalToSuperview().offset(x).labeled(path) }
              if let y = position[1] { make.top.equalToSuperview().offset(y).labeled(path) }
            }
          }
        ))
    }
    if let ratio = try object.number("aspectRatio") {
      guard ratio > 0 else {
        throw LayoutSpecError(path: object.path("aspectRatio"), message: "must be > 0")
      }
      let path = object.path("aspectRatio")
      pending.append(
        (
          path,
          { () throws(LayoutError) in
            try node.makeConstraints { make in
              make.width.equalTo(node.height).multipliedBy(ratio).labeled(path)
            }
          }
        ))
    }
  }
}
