import Testing

@testable import Trellis

@Suite struct SVGRendererTests {
  @Test func drawsOneRectanglePerVisibleNodeInRootCoordinates() throws {
    let root = try makeRenderTree()
    let svg = SVGRenderer.render(root, scale: 2)
    #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"200\" height=\"100\""))
    #expect(svg.contains("viewBox=\"0 0 100 50\""))
    #expect(svg.hasSuffix("</svg>\n"))
    let rects = svg.split(separator: "\n").filter { $0.contains("<rect") }
    #expect(rects.count == 3)
    // `dot` sits at (25, 5) in `a`, so at (35, 25) in the root; fills go by depth.
    #expect(rects[1].contains("x=\"10\" y=\"20\" width=\"40\" height=\"20\" fill=\"#dce9f5\""))
    #expect(rects[2].contains("x=\"35\" y=\"25\" width=\"2\" height=\"2\" fill=\"#f9e2c8\""))
    #expect(!svg.contains(">b<"))
  }

  @Test func namesAreEscaped() throws {
    let root = Node("a<b & \"c\">")
    root.layout(in: Size(width: 10, height: 10))
    let svg = SVGRenderer.render(root)
    #expect(svg.contains(">a&lt;b &amp; &quot;c&quot;&gt;</text>"))
    #expect(!svg.contains("a<b"))
  }
}
