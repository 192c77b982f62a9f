import Testing

@testable import Trellis

@Suite struct RoundingTests {
  /// The inline rounding must give `rounded()`'s result bit for bit: ties away from zero,
  /// the sign of zero kept, huge values, infinities and NaN passed through.
  @Test func roundedToNearestIsRoundedBitForBit() {
    var values: [Double] = [
      0, -0.0, 0.5, -0.5, 1.5, -1.5, 2.5, -2.5, 0.49999999999999994, -0.49999999999999994,
      0.3, -0.3, 0.7, -0.7, 1e-300, -1e-300, 12.5, 374.99999999999994, 0x1p52 - 0.5,
      -(0x1p52 - 0.5), 0x1p52, -0x1p52, 0x1p52 + 1, 0x1p53 + 2, 1e300, -1e300,
      .infinity, -.infinity, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
      .leastNonzeroMagnitude, -.leastNonzeroMagnitude,
    ]
    // Halves, and their neighbours, across frame-sized magnitudes (scales 1, 2 and 3).
    for whole in stride(from: -3000.0, through: 3000, by: 7) {
      for offset in [0, 0.25, 0.5, 0.75, 1.0 / 3, 2.0 / 3] {
        let value = whole + offset
        values += [value, value.nextUp, value.nextDown, value * 3, value / 3]
      }
    }
    for value in values {
      let expected = value.rounded()
      let actual = value.roundedToNearest
      #expect(actual.bitPattern == expected.bitPattern, "\(value): \(actual) ≠ \(expected)")
    }
    #expect(Double.nan.roundedToNearest.isNaN)
    // By hand.
    #expect(2.5.roundedToNearest == 3)
    #expect((-2.5).roundedToNearest == -3)
    #expect((-0.3).roundedToNearest.sign == .minus)
  }
}
