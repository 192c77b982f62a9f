/// Identifiers of the text format: `letter { letter | digit | "_" | "." }`, where a letter is a
/// letter of any script or `_`, and keywords are excluded.
public enum Identifier {
  /// The words that cannot be identifiers.
  public static let keywords: Set<String> = [
    "edit", "suggest", "update", "remove", "print",
    "required", "high", "medium", "low", "fittingSize",
  ]

  /// Whether a character may start an identifier.
  ///
  /// - Parameter character: A character.
  /// - Returns: `true` for a letter of any script and `_`.
  public static func isStart(_ character: Character) -> Bool {
    character == "_" || character.isLetter
  }

  /// Whether a character may continue an identifier.
  ///
  /// - Parameter character: A character.
  /// - Returns: `true` for a letter, an ASCII digit, `_` and `.`.
  public static func isContinuation(_ character: Character) -> Bool {
    isStart(character) || ("0"..."9").contains(character) || character == "."
  }

  /// Turns any text into a valid identifier: invalid characters become `_`, a leading digit or
  /// `.` gets a `_` in front, a keyword gets a `_` behind, empty text becomes `fallback`.
  ///
  /// - Parameters:
  ///   - text: The text, e.g. a node or variable name.
  ///   - fallback: The identifier for empty text.
  /// - Returns: A valid identifier.
  public static func sanitized(_ text: String, fallback: String = "v") -> String {
    var result = String(text.map { isContinuation($0) ? $0 : "_" })
    guard let first = result.first else { return fallback }
    if !isStart(first) { result = "_" + result }
    if keywords.contains(result) { result += "_" }
    return result
  }
}

/// Hands out sanitized identifiers, suffixing `_2`, `_3`, … on clashes.
struct IdentifierTable {
  private var used: Set<String> = []

  /// A fresh identifier for `text`.
  mutating func make(_ text: String, fallback: String) -> String {
    let base = Identifier.sanitized(text, fallback: fallback)
    var candidate = base
    var suffix = 2
    while used.contains(candidate) {
      candidate = "\(base)_\(suffix)"
      suffix += 1
    }
    used.insert(candidate)
    return candidate
  }
}
