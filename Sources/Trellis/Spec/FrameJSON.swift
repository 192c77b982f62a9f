/// The output of `trellis-layout`: a node's frame tree as JSON,
/// `{"name": …, "frame": [x, y, w, h], "children": [...]}`, keys in that order, frames
/// parent-relative as the engine rounded them, `children` left out when empty, a hidden node
/// written `{"name": …, "hidden": true}`, a paged container with `"contentSize": [w, h]` and
/// `"currentPage": k` after its frame; one node per line, indented by depth.
public enum FrameJSON {
  /// The frame tree of a laid-out node.
  ///
  /// - Parameter node: The top node.
  /// - Returns: The JSON text, ending in a newline.
  /// - Complexity: O(nodes).
  public static func render(_ node: Node) -> String {
    var text = ""
    func visit(_ node: Node, _ depth: Int, last: Bool) {
      text += String(repeating: "  ", count: depth)
      text += "{\"name\": \(quoted(node.name))"
      if node.isHidden {
        text += ", \"hidden\": true}"
      } else {
        let frame = node.frame
        let numbers = [frame.minX, frame.minY, frame.width, frame.height].map(GeometryFormat.number)
        text += ", \"frame\": [\(numbers.joined(separator: ", "))]"
        if let pager = node as? PagedScroll {
          let size = pager.contentSize
          text += ", \"contentSize\": [\(GeometryFormat.number(size.width)), "
          text += "\(GeometryFormat.number(size.height))]"
          text += ", \"currentPage\": \(pager.currentPage)"
        }
        if node.children.isEmpty {
          text += "}"
        } else {
          text += ", \"children\": [\n"
          for (index, child) in node.children.enumerated() {
            visit(child, depth + 1, last: index == node.children.count - 1)
          }
          text += String(repeating: "  ", count: depth) + "]}"
        }
      }
      text += last ? "\n" : ",\n"
    }
    visit(node, 0, last: true)
    return text
  }

  /// A JSON string literal.
  static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case let control where control.value < 0x20:
        let hex = String(control.value, radix: 16)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
