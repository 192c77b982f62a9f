import TrellisSolver

/// How geometry prints: numbers with at most two decimals (`10`, `12.5`, `33.33`).
enum GeometryFormat {
  /// A number rounded to two decimals, trailing zeros trimmed, `-0` written `0`.
  static func number(_ value: Double) -> String {
    NumberFormatting.rounded((value * 100).rounded() / 100)
  }
}
