extension Double {
  /// The value rounded to the nearest integer, halves away from zero: exactly `rounded()`, but
  /// computed inline (on Linux `rounded()` calls the C library's `round`, a call per edge of
  /// every frame written).
  ///
  /// - Complexity: O(1).
  @inline(__always)
  var roundedToNearest: Double {
    let magnitude = abs(self)
    // From 2⁵² up every double is an integer; NaN and the infinities fail the test too.
    guard magnitude < 0x1p52 else { return rounded() }
    // Adding 2⁵² leaves no fraction bits: the sum is the magnitude rounded to nearest, halves
    // to even, and subtracting 2⁵² back is exact. A half rounded down goes up instead.
    var result = (magnitude + 0x1p52) - 0x1p52
    if magnitude - result == 0.5 { result += 1 }
    // A negative value that rounds to zero gives −0, as `rounded()` does.
    return Double(signOf: self, magnitudeOf: result)
  }
}

extension SIMD4 where Scalar == Double {
  /// Each lane rounded to the nearest integer, halves away from zero: exactly `rounded()` on
  /// every lane, bit for bit, in a few vector instructions (a frame's four edges at once).
  ///
  /// - Complexity: O(1).
  @inline(__always)
  var roundedToNearest: SIMD4<Double> {
    let signBit: UInt64 = 0x8000_0000_0000_0000
    let bits = unsafeBitCast(self, to: SIMD4<UInt64>.self)
    let magnitude = unsafeBitCast(bits & ~signBit, to: SIMD4<Double>.self)
    // NaN fails the comparison too: any lane out of the exact range takes the scalar path.
    guard all(magnitude .< 0x1p52) else {
      return SIMD4(x.roundedToNearest, y.roundedToNearest, z.roundedToNearest, w.roundedToNearest)
    }
    // As the scalar version: adding 2⁵² rounds to nearest, halves to even; a half rounded down
    // goes up instead.
    var result = (magnitude + 0x1p52) - 0x1p52
    result.replace(with: result + 1, where: magnitude - result .== 0.5)
    // The sign put back, so a negative value that rounds to zero gives −0.
    let resultBits = unsafeBitCast(result, to: SIMD4<UInt64>.self) | (bits & signBit)
    return unsafeBitCast(resultBits, to: SIMD4<Double>.self)
  }
}
