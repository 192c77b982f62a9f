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
