import Testing
import TrellisSolver

@testable import Trellis

/// Layout specs: every key reaches the property it names, and bad values name their path.
@Suite struct LayoutSpecTests {
  @Test func everyNodeKey() throws {
    let spec = try LayoutSpec.parse(
      """
      {"size": [200, 100], "direction": "rtl", "scale": 2, "safeArea": [1, 2, 3, 4],
       "root": {"name": "root", "children": [
         {"name": "n", "size": [50, null], "intrinsicSize": [10, 20], "hidden": false,
          "margin": [1, 2, 3, 4], "order": 3, "position": [5, 6], "aspectRatio": 2,
          "layoutMargins": [4, 3, 2, 1], "firstBaseline": 12, "lastBaseline": 14,
          "hugging": [100, 200], "compressionResistance": [300, 400]}]}}
      """)
    #expect(spec.size == Size(width: 200, height: 100))
    #expect(spec.direction == .rightToLeft)
    #expect(spec.scale == 2)
    #expect(spec.safeArea == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    let node = try #require(spec.root.children.first)
    #expect(node.name == "n")
    #expect(node.intrinsicContentSize == IntrinsicSize(width: 10, height: 20))
    #expect(node.margin == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    #expect(node.layoutMargins == EdgeInsets(top: 4, left: 3, bottom: 2, right: 1))
    #expect(node.order == 3)
    #expect(node.firstBaselineOffset == 12)
    #expect(node.lastBaselineOffset == 14)
    #expect(node.contentHuggingPriority(for: .horizontal) == 100)
    #expect(node.contentHuggingPriority(for: .vertical) == 200)
    #expect(node.contentCompressionResistancePriority(for: .horizontal) == 300)
    #expect(node.contentCompressionResistancePriority(for: .vertical) == 400)
    spec.layout()
    // size, position and aspectRatio are required constraints: 50 wide, 25 high at (5, 6).
    #expect(node.frame == Rect(x: 5, y: 6, width: 50, height: 25))
    #expect(spec.root.engine.scale == 2)
    #expect(spec.root.engine.safeAreaInsets == spec.safeArea)
  }

  @Test func everyStackKey() throws {
    let spec = try LayoutSpec.parse(
      """
      {"size": [300, 100], "safeArea": [0, 5, 0, 5], "root": {"name": "s",
       "container": {"type": "stack", "axis": "horizontal", "distribution": "equalSpacing",
         "alignment": "bottom", "spacing": 4, "insets": [1, 2, 3, 4],
         "layoutMarginsRelative": true, "reversed": true, "customSpacing": {"a": 12}},
       "layoutMargins": [0, 0, 0, 0],
       "children": [{"name": "a", "intrinsicSize": [10, 10]}, {"name": "b", "intrinsicSize": [10, 10]}]}}
      """)
    let stack = try #require(spec.root as? StackPanel)
    #expect(stack.axis == .horizontal)
    #expect(stack.distribution == .equalSpacing)
    #expect(stack.alignment == .trailing)
    #expect(stack.spacing == 4)
    // The safe area adds to the root stack's insets.
    #expect(stack.insets == EdgeInsets(top: 1, left: 7, bottom: 3, right: 9))
    #expect(stack.isLayoutMarginsRelativeArrangement)
    #expect(stack.isReversed)
    #expect(stack.spacing(after: stack.children[0]) == 12)
    spec.layout()
    // Reversed: b first at the left inset, a last at the right inset; bottom-aligned.
    #expect(stack.children[1].frame == Rect(x: 7, y: 87, width: 10, height: 10))
    #expect(stack.children[0].frame == Rect(x: 281, y: 87, width: 10, height: 10))
  }

  @Test func everyGridKey() throws {
    let spec = try LayoutSpec.parse(
      """
      {"size": [300, 200], "root": {"name": "g",
       "container": {"type": "grid", "rows": 2, "columns": 3, "rowGap": 10, "columnGap": 5,
         "insets": [10, 10, 10, 10],
         "columnDefinitions": [60, "2*", {"size": "auto", "min": 20, "max": 90}],
         "rowDefinitions": ["*", "auto"]},
       "children": [
         {"name": "a", "cell": {"row": 0, "column": 1, "rowSpan": 1, "columnSpan": 1,
          "alignment": ["center", "start"]}, "intrinsicSize": [30, 30]},
         {"name": "b", "cell": {"row": 1, "column": 2, "alignment": "end"}, "intrinsicSize": [10, 40]}]}}
      """)
    let grid = try #require(spec.root as? GridPanel)
    #expect(grid.rows == 2)
    #expect(grid.columns == 3)
    #expect(grid.rowGap == 10)
    #expect(grid.columnGap == 5)
    #expect(grid.insets == EdgeInsets(all: 10))
    #expect(grid.columnDefinitions == [.fixed(60), .weight(2), .auto(min: 20, max: 90)])
    #expect(grid.rowDefinitions == [.weight(1), .auto()])
    #expect(
      grid.children[0].cell
        == GridCell(row: 0, column: 1, horizontalAlignment: .center, verticalAlignment: .start))
    spec.layout()
    // Columns inside 280: 60 fixed, the auto column at its minimum 20 (b is 10 wide), the
    // weight takes 280 − 60 − 20 − 10 = 190. Rows inside 180: auto row 40 (b), the weight 130.
    #expect(grid.children[0].frame == Rect(x: 155, y: 10, width: 30, height: 30))
    #expect(grid.children[1].frame == Rect(x: 280, y: 150, width: 10, height: 40))
  }

  @Test func floatDistributeAndPagedKeys() throws {
    let spec = try LayoutSpec.parse(
      """
      {"size": [300, 300], "root": {"name": "root", "children": [
        {"name": "f", "container": {"type": "float", "orientation": "bottomToTop",
                                    "sizesContainer": true},
         "children": [{"name": "x", "float": {"last": {"offset": 4, "priority": 750},
                                              "next": {"offset": 6}}}]},
        {"name": "d", "container": {"type": "distribute", "axis": "vertical",
          "mode": "fixedItemLength", "spacing": 1, "itemLength": 20, "leadSpacing": 2,
          "tailSpacing": 3, "alignment": "center", "crossAlignment": "end"}},
        {"name": "p", "size": [100, 100], "container": {"type": "paged", "axis": "vertical", "pageSpacing": 8,
          "peek": 12, "currentPage": 1}, "children": [{"name": "p0"}, {"name": "p1"}]}]}}
      """)
    let float = try #require(spec.root.children[0] as? FloatLayout)
    #expect(float.orientation == .bottomToTop)
    #expect(float.sizesContainer)
    #expect(
      float.children[0].float
        == FloatSpec(last: FloatGap(4, priority: .high), next: FloatGap(6, priority: .medium)))
    let row = try #require(spec.root.children[1] as? DistributeRow)
    #expect(row.axis == .vertical)
    #expect(row.mode == .fixedItemLength)
    #expect([row.spacing, row.itemLength, row.leadSpacing, row.tailSpacing] == [1, 20, 2, 3])
    #expect(row.alignment == .center)
    #expect(row.crossAlignment == .end)
    let pager = try #require(spec.root.children[2] as? PagedScroll)
    #expect(pager.axis == .vertical)
    #expect(pager.pageSpacing == 8)
    #expect(pager.peek == 12)
    spec.layout()
    #expect(pager.currentPage == 1)
    // Pages 100 − 24 = 76 long, stride 84: page 1 is at offset 84.
    #expect(pager.contentOffset == 84)
  }

  @Test(arguments: [
    (#"{"size": [1, 1], "scale": 0, "root": {}}"#, "scale: must be > 0"),
    (
      #"{"size": [1, 1], "direction": "up", "root": {}}"#,
      #"direction: must be one of "ltr", "rtl", not "up""#
    ),
    (
      #"{"size": [1, 1], "root": {"children": {}}}"#,
      "root.children: must be an array, not an object"
    ),
    (
      #"{"size": [1, 1], "root": {"cell": {"row": 0}}}"#,
      "root.cell: only a child of a grid has a cell"
    ),
    (
      #"{"size": [1, 1], "root": {"intrinsicSize": [-1, 2]}}"#,
      "root.intrinsicSize[0]: must be >= 0"
    ),
    (
      #"{"size": [1, 1], "root": {"hidden": "yes"}}"#,
      "root.hidden: must be true or false, not a string"
    ),
    (#"{"size": [1, 1], "root": {"aspectRatio": 0}}"#, "root.aspectRatio: must be > 0"),
    (#"{"size": [1, 1], "root": {"hugging": [1001, 0]}}"#, "root.hugging[0]: must be <= 1000"),
    (
      #"{"size": [1, 1], "root": {"float": {}}}"#,
      "root.float: only a child of a float layout has a float spec"
    ),
    (
      #"{"size": [1, 1], "root": {"container": {"type": "float"}, "children": [{"float": {"next": {"priority": 0}}}]}}"#,
      "root.children[0].float.next.priority: must be in (0, 1000]"
    ),
    (
      #"{"size": [1, 1], "root": {"container": {"type": "distribute", "spacing": -2}}}"#,
      "root.container.spacing: must be >= 0"
    ),
    (
      #"{"size": [1, 1], "root": {"container": {"type": "distribute", "mode": "even"}}}"#,
      #"root.container.mode: must be one of "fixedSpacing", "fixedItemLength", "packed", not "even""#
    ),
    (
      #"{"size": [1, 1], "root": {"container": {"type": "paged", "currentPage": 1}, "children": [{}]}}"#,
      "root.container.currentPage: must be < the number of pages (1)"
    ),
    (
      #"{"size": [1, 1], "root": {"container": {"type": "paged", "currentPage": 0, "contentOffset": 5}}}"#,
      "root.container.contentOffset: give currentPage or contentOffset, not both"
    ),
    (
      #"{"size": [1, 1], "root": {"container": {"type": "stack", "customSpacing": {"x": 1}}}}"#,
      #"root.container.customSpacing.x: no child of 'node' is named "x""#
    ),
    (
      #"{"size": [1, 1], "root": {"container": {"type": "grid", "rows": 1, "columns": 2}, "children": [{"cell": {"column": 2}}]}}"#,
      "root.children[0].cell.column: must be < columns (2)"
    ),
    (
      #"{"size": [1, 1], "root": {"container": {"type": "grid", "rows": 1, "columns": 2}, "children": [{"cell": {"columnSpan": 0}}]}}"#,
      "root.children[0].cell.columnSpan: must be >= 1"
    ),
    (
      #"{"size": [1, 1], "root": {"container": {"type": "grid", "rows": 1.5, "columns": 2}}}"#,
      "root.container.rows: must be a whole number"
    ),
    (
      #"{"size": [1, 1], "root": {"container": {"type": "grid", "rows": 1, "columns": 2, "columnDefinitions": ["x"]}}}"#,
      #"root.container.columnDefinitions[0]: must be a length, "auto" or a weight such as "*" or "2*""#
    ),
    (
      #"{"size": [1, 1], "root": {"container": {"type": "grid", "rows": 1, "columns": 1, "rowDefinitions": [{"size": 1, "min": 5, "max": 2}]}}}"#,
      "root.container.rowDefinitions[0].max: must be >= min"
    ),
  ])
  func badValuesNameTheirPath(text: String, message: String) {
    do {
      _ = try LayoutSpec.parse(text)
      Issue.record("parsed: \(text)")
    } catch {
      #expect(error.description == message)
    }
  }
}
