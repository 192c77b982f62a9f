/// Draws a laid-out tree as SVG: one rectangle per visible node in root coordinates, filled by
/// depth from a palette, with the node's name in its top-left corner.
public enum SVGRenderer {
  /// The fill colours by depth, repeating.
  static let palette = ["#f4f1ea", "#dce9f5", "#f9e2c8", "#d9efd6", "#ecdcf3", "#fbe6e6"]

  /// Renders a tree.
  ///
  /// - Parameters:
  ///   - node: The top node; the picture is its frame.
  ///   - scale: Pixels per point.
  /// - Returns: A complete SVG document.
  /// - Complexity: O(nodes).
  public static func render(_ node: Node, scale: Double = 1) -> String {
    let frame = node.frameInRoot
    let width = GeometryFormat.number(frame.width * scale)
    let height = GeometryFormat.number(frame.height * scale)
    var lines = [
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" "
        + "viewBox=\"\(GeometryFormat.number(frame.minX)) \(GeometryFormat.number(frame.minY)) "
        + "\(GeometryFormat.number(frame.width)) \(GeometryFormat.number(frame.height))\" "
        + "font-family=\"monospace\" font-size=\"10\">"
    ]
    // Each frame in root coordinates is its parent's origin plus its own frame, added down
    // the tree (as ``LayoutItem/frameInRoot`` adds them, without walking up for each node).
    func draw(_ item: Node, _ rect: Rect, _ depth: Int) {
      guard !item.isHidden else { return }
      let fill = palette[depth % palette.count]
      lines.append(
        "  <rect x=\"\(GeometryFormat.number(rect.minX))\" y=\"\(GeometryFormat.number(rect.minY))\" "
          + "width=\"\(GeometryFormat.number(rect.width))\" "
          + "height=\"\(GeometryFormat.number(rect.height))\" fill=\"\(fill)\" stroke=\"#555\" "
          + "stroke-width=\"0.5\"><title>\(escape(item.name)) \(item.frame)</title></rect>")
      lines.append(
        "  <text x=\"\(GeometryFormat.number(rect.minX + 2))\" "
          + "y=\"\(GeometryFormat.number(rect.minY + 10))\" fill=\"#333\">\(escape(item.name))</text>"
      )
      for child in item.children {
        draw(child, child.frame.offset(by: rect.origin), depth + 1)
      }
    }
    draw(node, frame, 0)
    lines.append("</svg>")
    return lines.joined(separator: "\n") + "\n"
  }

  /// Escapes text for XML.
  static func escape(_ text: String) -> String {
    var result = ""
    for character in text {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      default: result.append(character)
      }
    }
    return result
  }
}
