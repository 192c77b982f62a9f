public import Trellis

/// A tree's frames in the snapshot format: the frame lines (compared), then `---` and an ASCII
/// drawing (regenerated, never compared).
public struct FrameSnapshot: Hashable, Sendable {
  /// The frame lines, one per node.
  public var frames: String
  /// The ASCII drawing.
  public var drawing: String

  /// The snapshot of a laid-out tree.
  ///
  /// - Parameter node: The top node.
  public init(of node: Node) {
    frames = FrameText.render(node)
    drawing = ASCIIRenderer.render(node)
  }

  /// Parses a snapshot file's text.
  ///
  /// - Parameter text: The file's text.
  public init(text: String) {
    if let range = text.firstRange(of: "---\n") {
      frames = String(text[..<range.lowerBound])
      drawing = String(text[range.upperBound...])
    } else {
      frames = text
      drawing = ""
    }
  }

  /// The file's text: frames, `---`, drawing.
  public var text: String {
    frames + "---\n" + drawing
  }
}

/// A line diff: `-` for expected lines missing from the actual text, `+` for actual lines not
/// expected, two spaces for shared context (a longest-common-subsequence alignment).
///
/// - Parameters:
///   - expected: The recorded text.
///   - actual: The new text.
/// - Returns: The diff, one line per line.
public func lineDiff(expected: String, actual: String) -> String {
  let old = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  let new = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  var lengths = [[Int]](repeating: [Int](repeating: 0, count: new.count + 1), count: old.count + 1)
  for i in stride(from: old.count - 1, through: 0, by: -1) {
    for j in stride(from: new.count - 1, through: 0, by: -1) {
      lengths[i][j] =
        old[i] == new[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
    }
  }
  var lines: [String] = []
  var i = 0
  var j = 0
  while i < old.count || j < new.count {
    if i < old.count, j < new.count, old[i] == new[j] {
      lines.append("  \(old[i])")
      i += 1
      j += 1
    } else if i < old.count, j == new.count || lengths[i + 1][j] >= lengths[i][j + 1] {
      lines.append("- \(old[i])")
      i += 1
    } else {
      lines.append("+ \(new[j])")
      j += 1
    }
  }
  while lines.last == "  " { lines.removeLast() }
  return lines.joined(separator: "\n")
}
