/// The frame text format of snapshots: one line per node, `name (x, y, w, h)` with two
/// decimals, parent-relative, two spaces of indent per depth; a hidden node prints
/// `name hidden`.
public enum FrameText {
  /// The frames of a tree.
  ///
  /// - Parameter node: The top node.
  /// - Returns: One line per node, each ending in a newline.
  /// - Complexity: O(nodes).
  public static func render(_ node: Node) -> String {
    var text = ""
    func visit(_ node: Node, _ depth: Int) {
      text += String(repeating: "  ", count: depth) + node.name
      text += node.isHidden ? " hidden\n" : " \(format(node.frame))\n"
      for child in node.children { visit(child, depth + 1) }
    }
    visit(node, 0)
    return text
  }

  /// `(x, y, w, h)` with two decimals each.
  ///
  /// - Parameter rect: A frame.
  /// - Returns: The text.
  public static func format(_ rect: Rect) -> String {
    "(\(fixed(rect.minX)), \(fixed(rect.minY)), \(fixed(rect.width)), \(fixed(rect.height)))"
  }

  /// A number with exactly two decimals (`-0.00` written `0.00`); one too large for that, or
  /// not finite, as Swift prints it (`1e+300`, `inf`, `nan`).
  static func fixed(_ value: Double) -> String {
    let scaled = (value * 100).rounded()
    guard scaled.magnitude < 0x1p62 else { return "\(value)" }
    let hundredths = Int(scaled)
    let sign = hundredths < 0 ? "-" : ""
    let magnitude = abs(hundredths)
    let fraction = magnitude % 100
    return "\(sign)\(magnitude / 100).\(fraction < 10 ? "0" : "")\(fraction)"
  }
}
