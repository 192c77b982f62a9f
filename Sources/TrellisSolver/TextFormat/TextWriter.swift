/// Writes expressions in the text format.
enum TextWriter {
  /// `2 * x + y - 10`; the constant last, `0` for the empty expression.
  ///
  /// - Parameters:
  ///   - expression: The expression.
  ///   - name: The identifier written for a variable (its name by default).
  /// - Returns: The text.
  static func expression(
    _ expression: Expression, name: (Variable) -> String = { $0.description }
  ) -> String {
    var parts: [(negative: Bool, text: String)] = []
    for term in expression.terms {
      let magnitude = abs(term.coefficient)
      let text =
        magnitude == 1
        ? name(term.variable) : "\(NumberFormatting.exact(magnitude)) * \(name(term.variable))"
      parts.append((term.coefficient < 0, text))
    }
    if expression.constant != 0 || parts.isEmpty {
      parts.append((expression.constant < 0, NumberFormatting.exact(abs(expression.constant))))
    }
    var result = ""
    for (position, part) in parts.enumerated() {
      if position == 0 {
        result = part.negative ? "-\(part.text)" : part.text
      } else {
        result += part.negative ? " - \(part.text)" : " + \(part.text)"
      }
    }
    return result
  }
}
