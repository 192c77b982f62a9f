import Testing

@testable import Trellis

@Suite struct RoundingTests {
  /// The inline rounding must give `rounded()`'s result bit for bit: ties away from zero,
  /// the sign of zero kept, huge values, infinities and NaN passed through.
  @Test func roundedToNearestIsRoundedBitForBit() {
    for value in Self.values {
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

  /// The four-lane rounding must give each lane's `rounded()` bit for bit, whether all lanes
  /// take the vector path or one lane (huge, infinite or NaN) sends them to the scalar one.
  @Test func fourLaneRoundingIsRoundedBitForBit() {
    let values = Self.values
    for start in values.indices {
      let lanes = SIMD4((0..<4).map { values[(start + $0 * 97) % values.count] })
      let actual = lanes.roundedToNearest
      for lane in 0..<4 {
        let expected = lanes[lane].rounded()
        #expect(
          actual[lane].bitPattern == expected.bitPattern,
          "lane \(lane) of \(lanes): \(actual[lane]) ≠ \(expected)")
      }
    }
    let withNaN = SIMD4<Double>(2.5, .nan, -0.3, 7.5).roundedToNearest
    #expect(withNaN[1].isNaN)
    #expect(withNaN[0] == 3 && withNaN[2].sign == .minus && withNaN[3] == 8)
    // By hand: ties away from zero, −0 kept.
    let rounded = SIMD4<Double>(2.5, -2.5, -0.3, 374.5).roundedToNearest
    #expect(rounded == SIMD4(3, -3, 0, 375))
    #expect(rounded[2].sign == .minus)
  }

  /// Edge cases and frame-sized values, with halves and their neighbours.
  static let values: [Double] = {
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
    return values
  }()
}
