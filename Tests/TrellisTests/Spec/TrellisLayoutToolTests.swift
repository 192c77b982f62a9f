import Foundation
import TestSupport
import Testing

/// `trellis-layout` end to end: the shipped example, standard input, options, diagnostics and
/// malformed specs.
@Suite struct TrellisLayoutToolTests {
  let tool: Executable

  init() throws {
    tool = try Executable("trellis-layout")
  }

  @Test func theDesignExample() throws {
    let path = packageRoot.appendingPathComponent("Examples/layouts/screen.json").path
    let result = try tool.run([path])
    #expect(result.status == 0)
    #expect(result.error == "")
    // The title keeps its 40 points; the grid takes the rest: columns (343 − 20) / 3, rows
    // (587 − 10) / 2, edges rounded to whole points.
    #expect(
      result.output == """
        {"name": "screen", "frame": [0, 0, 375, 667], "children": [
          {"name": "title", "frame": [16, 16, 343, 40]},
          {"name": "grid", "frame": [16, 64, 343, 587], "children": [
            {"name": "a", "frame": [0, 0, 225, 289]}
          ]}
        ]}

        """)
  }

  /// The seed scenarios as specs: F1 with C hidden, D1 with all three entries, P1 at offset 600.
  @Test(arguments: [
    (
      "float-f1.json",
      """
      {"name": "screen", "frame": [0, 0, 375, 100], "children": [
        {"name": "row", "frame": [0, 0, 240, 90], "children": [
          {"name": "A", "frame": [20, 20, 50, 50]},
          {"name": "B", "frame": [90, 20, 50, 50]},
          {"name": "C", "hidden": true},
          {"name": "D", "frame": [170, 20, 50, 50]}
        ]}
      ]}

      """
    ),
    (
      "distribute-d1.json",
      """
      {"name": "bar", "frame": [0, 0, 375, 60], "children": [
        {"name": "e103", "frame": [325, 10, 40, 40]},
        {"name": "e101", "frame": [225, 10, 40, 40]},
        {"name": "e102", "frame": [275, 10, 40, 40]}
      ]}

      """
    ),
    (
      "paged-p1.json",
      """
      {"name": "screen", "frame": [0, 0, 375, 667], "children": [
        {"name": "indicator", "frame": [0, 64, 375, 30]},
        {"name": "pager", "frame": [0, 94, 375, 375], "contentSize": [1125, 375], "currentPage": 2, "children": [
          {"name": "page0", "frame": [-600, 0, 375, 375]},
          {"name": "page1", "frame": [-225, 0, 375, 375]},
          {"name": "page2", "frame": [150, 0, 375, 375]}
        ]}
      ]}

      """
    ),
  ])
  func seedScenarios(file: String, expected: String) throws {
    let path = packageRoot.appendingPathComponent("Examples/layouts/\(file)").path
    let result = try tool.run(["--strict", path])
    #expect(result.status == 0)
    #expect(result.error == "")
    #expect(result.output == expected)
  }

  @Test func readsStandardInputAndPrintsHiddenNodes() throws {
    let spec = """
      {"size": [100, 50], "root": {"name": "bar",
        "container": {"type": "stack", "spacing": 10},
        "children": [{"name": "a", "size": [20, null]}, {"name": "b", "hidden": true},
                     {"name": "c", "intrinsicSize": [30, null]}]}}
      """
    let result = try tool.run(input: spec)
    #expect(result.status == 0)
    #expect(
      result.output == """
        {"name": "bar", "frame": [0, 0, 100, 50], "children": [
          {"name": "a", "frame": [0, 0, 20, 50]},
          {"name": "b", "hidden": true},
          {"name": "c", "frame": [30, 0, 70, 50]}
        ]}

        """)
  }

  @Test func asciiAndSVG() throws {
    let svg = FileManager.default.temporaryDirectory
      .appendingPathComponent("trellis-layout-\(UUID().uuidString).svg")
    defer { try? FileManager.default.removeItem(at: svg) }
    let path = packageRoot.appendingPathComponent("Examples/layouts/screen.json").path
    let result = try tool.run(["--ascii", "--svg", svg.path, path])
    #expect(result.status == 0)
    #expect(result.output.contains("|title"))
    let drawing = try String(contentsOf: svg, encoding: .utf8)
    #expect(drawing.hasPrefix("<svg"))
    #expect(drawing.contains(">grid<"))
  }

  @Test func diagnosticsGoToStandardErrorAndStrictFails() throws {
    // Two required widths on one node conflict.
    let spec = """
      {"size": [100, 100], "root": {"name": "root", "children": [
        {"name": "box", "size": [50, 10], "aspectRatio": 1}]}}
      """
    let relaxed = try tool.run(input: spec)
    #expect(relaxed.status == 0)
    #expect(relaxed.error.hasPrefix("conflicting required constraints"))
    let strict = try tool.run(["--strict"], input: spec)
    #expect(strict.status == 1)
    #expect(strict.output.contains("\"box\""))
  }

  @Test(arguments: [
    (
      "{\"size\": [1, 2], \"root\": {\"name\": \"r\"",
      "line 1, column 38: unexpected end of input: expected ',' or '}'"
    ),
    ("{\"size\": [1, 2], \"root\": {\"name\": 5}}", "root.name: must be a string, not a number"),
    ("{\"size\": [1, 2], \"root\": {\"nmae\": \"r\"}}", "root.nmae: unknown key"),
    ("{\"size\": [1], \"root\": {}}", "size: must be an array of 2 numbers"),
    ("{\"root\": {}}", "size: missing: the root's size [width, height]"),
    (
      "{\"size\": [1, 2], \"root\": {\"container\": {\"type\": \"flex\"}}}",
      "root.container.type: must be one of \"stack\", \"grid\", \"float\", \"distribute\", \"paged\", not \"flex\""
    ),
    (
      "{\"size\": [1, 2], \"root\": {\"container\": {\"type\": \"grid\", \"rows\": 2, \"columns\": 3}, \"children\": [{}, {\"cell\": {\"row\": -1}}]}}",
      "root.children[1].cell.row: must be >= 0"
    ),
    (
      "{\"size\": [1, 2], \"root\": {\"container\": {\"type\": \"grid\", \"rows\": 0, \"columns\": 3}}}",
      "root.container.rows: must be >= 1"
    ),
    (
      "{\"size\": [1, 2], \"root\": {\"container\": {\"type\": \"stack\", \"alignment\": \"middle\"}}}",
      "root.container.alignment: must be one of"
    ),
    ("[1, 2", "line 1, column 6: unexpected end of input: expected ',' or ']'"),
    ("", "line 1, column 1: unexpected end of input: expected a value"),
  ])
  func malformedSpecsExitOneNamingThePath(spec: String, message: String) throws {
    let result = try tool.run(input: spec)
    #expect(result.status == 1)
    #expect(result.output == "")
    #expect(result.error.hasPrefix(message), "\(result.error)")
  }
}
