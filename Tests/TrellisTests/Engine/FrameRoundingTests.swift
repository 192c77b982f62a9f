import Testing
import TrellisSolver

@testable import Trellis

@Suite struct FrameRoundingTests {
  /// Three equal columns across a 100-wide root, each with a child inset 0.4 from its left.
  private func makeColumns() throws -> (root: Node, columns: [Node], insets: [Node]) {
    let root = Node("root")
    let columns = (0..<3).map { Node("column\($0)") }
    let insets = (0..<3).map { Node("inset\($0)") }
    for (column, inset) in zip(columns, insets) {
      try root.addChild(column)
      try column.addChild(inset)
      try inset.makeConstraints { make in
        make.left.equalToSuperview().offset(0.4)
        make.top.equalToSuperview()
        make.width.equalTo(10)
        make.height.equalTo(10)
      }
    }
    for (index, column) in columns.enumerated() {
      try column.makeConstraints { make in
        make.top.bottom.equalToSuperview()
        if index == 0 {
          make.left.equalToSuperview()
        } else {
          make.left.equalTo(columns[index - 1].right)
          make.width.equalTo(columns[index - 1])
        }
        if index == columns.count - 1 { make.right.equalToSuperview() }
      }
    }
    return (root, columns, insets)
  }

  @Test func atScaleOneEdgesRoundToWholePointsAndSizesFollow() throws {
    let (root, columns, insets) = try makeColumns()
    defer { withExtendedLifetime(root) {} }
    root.layout(in: Size(width: 100, height: 20))
    // Edges 0, 33.33, 66.67, 100 round to 0, 33, 67, 100: the middle column takes the pixel.
    #expect(columns.map(\.frame.minX) == [0, 33, 67])
    #expect(columns.map(\.frame.width) == [33, 34, 33])
    // Inset edges 0.4, 33.73, 67.07 round to 0, 34, 67: relative to the rounded columns.
    #expect(insets.map(\.frame.minX) == [0, 1, 0])
    #expect(insets.map(\.frame.width) == [10, 10, 10])
  }

  @Test func atScaleTwoEdgesRoundToHalfPoints() throws {
    let (root, columns, insets) = try makeColumns()
    defer { withExtendedLifetime(root) {} }
    root.engine.scale = 2
    root.layout(in: Size(width: 100, height: 20))
    // 33.33 → 33.5, 66.67 → 66.5.
    #expect(columns.map(\.frame.minX) == [0, 33.5, 66.5])
    #expect(columns.map(\.frame.width) == [33.5, 33, 33.5])
    // 0.4 → 0.5; 33.73 → 33.5 (0 past its column); 67.07 → 67 (0.5 past 66.5).
    #expect(insets.map(\.frame.minX) == [0.5, 0, 0.5])
  }

  @Test func atScaleThreeThirdsAreExact() throws {
    let (root, columns, _) = try makeColumns()
    defer { withExtendedLifetime(root) {} }
    root.engine.scale = 3
    root.layout(in: Size(width: 100, height: 20))
    for (index, column) in columns.enumerated() {
      #expect(abs(column.frame.minX - Double(index) * 100 / 3) < 1e-9)
      #expect(abs(column.frame.width - 100 / 3) < 1e-9)
    }
    #expect(FrameText.format(columns[1].frame) == "(33.33, 0.00, 33.33, 20.00)")
  }

  @Test func aScaleThatIsNotAPositiveNumberCountsAsOne() throws {
    let (root, columns, _) = try makeColumns()
    defer { withExtendedLifetime(root) {} }
    for scale in [0, -2, Double.nan, .infinity] {
      root.engine.scale = scale
      root.layout(in: Size(width: 100, height: 20))
      #expect(columns.map(\.frame.width) == [33, 34, 33])
    }
  }
}
