import Testing

@testable import Trellis

/// A 100×50 root with `a` at (10, 20, 40, 20), `a` holding `dot` at (25, 5, 2, 2), and a hidden
/// `b`.
func makeRenderTree() throws -> Node {
  let root = Node("root")
  let a = Node("a")
  let dot = Node("dot")
  let b = Node("b")
  try root.addChild(a)
  try a.addChild(dot)
  try root.addChild(b)
  try a.makeConstraints { make in
    make.left.equalTo(10)
    make.top.equalTo(20)
    make.size.equalTo(Size(width: 40, height: 20))
  }
  try dot.makeConstraints { make in
    make.left.equalTo(25)
    make.top.equalTo(5)
    make.size.equalTo(Size(width: 2, height: 2))
  }
  try b.makeConstraints { make in make.edges.equalToSuperview() }
  b.isHidden = true
  root.layout(in: Size(width: 100, height: 50))
  return root
}

@Suite struct FrameTextTests {
  @Test func numbersTooLargeForTwoDecimalsArePrintedAsSwiftPrintsThem() {
    #expect(FrameText.fixed(12.345) == "12.35")
    #expect(FrameText.fixed(-0.001) == "0.00")
    #expect(FrameText.fixed(-1.5) == "-1.50")
    // Two decimals of these would not fit an `Int` (converting them trapped).
    #expect(FrameText.fixed(1e300) == "1e+300")
    #expect(FrameText.fixed(-1e300) == "-1e+300")
    #expect(FrameText.fixed(.infinity) == "inf")
    #expect(FrameText.fixed(.nan) == "nan")
    #expect(
      FrameText.format(Rect(x: 0, y: 0, width: 1e300, height: 5)) == "(0.00, 0.00, 1e+300, 5.00)")
  }

  @Test func oneLinePerNodeParentRelativeWithTwoDecimals() throws {
    let root = try makeRenderTree()
    #expect(
      FrameText.render(root) == """
        root (0.00, 0.00, 100.00, 50.00)
          a (10.00, 20.00, 40.00, 20.00)
            dot (25.00, 5.00, 2.00, 2.00)
          b hidden

        """)
  }

  @Test func numbersHaveExactlyTwoDecimals() {
    #expect(FrameText.fixed(2.5) == "2.50")
    #expect(FrameText.fixed(-3.25) == "-3.25")
    #expect(FrameText.fixed(0.125) == "0.13")
    #expect(FrameText.fixed(-0.004) == "0.00")
    #expect(FrameText.fixed(1234.5) == "1234.50")
    #expect(
      FrameText.format(Rect(x: 1, y: -2, width: 0.333, height: 100))
        == "(1.00, -2.00, 0.33, 100.00)")
  }
}
