/// How the text format writes numbers.
public enum NumberFormatting {
  /// The shortest text that reads back as exactly `value`, without a trailing `.0`
  /// (`10`, `0.5`, `1e-07`), as dumps and priorities write numbers.
  ///
  /// - Parameter value: A finite number.
  /// - Returns: The text.
  public static func exact(_ value: Double) -> String {
    if value == 0 { return "0" }
    var text = "\(value)"
    if text.hasSuffix(".0") { text.removeLast(2) }
    return text
  }

  /// The value as `print` writes it: at most 6 decimals, trailing zeros and a trailing `.`
  /// trimmed, and `-0` written `0`.
  ///
  /// - Parameter value: A number.
  /// - Returns: The text.
  public static func rounded(_ value: Double) -> String {
    guard value.isFinite else { return "\(value)" }
    let scaled = (abs(value) * 1_000_000).rounded()
    guard scaled < 9e15 else {
      // No fraction survives at this magnitude: write the whole number (exponent form only
      // beyond the range of UInt64).
      let whole = abs(value).rounded()
      guard whole < 1.8e19 else { return exact(value.rounded()) }
      return (value < 0 ? "-" : "") + String(UInt64(whole))
    }
    let units = UInt64(scaled)
    if units == 0 { return "0" }
    let whole = units / 1_000_000
    var fraction = String(units % 1_000_000)
    fraction = String(repeating: "0", count: 6 - fraction.count) + fraction
    while fraction.hasSuffix("0") { fraction.removeLast() }
    let sign = value < 0 ? "-" : ""
    return fraction.isEmpty ? "\(sign)\(whole)" : "\(sign)\(whole).\(fraction)"
  }
}
