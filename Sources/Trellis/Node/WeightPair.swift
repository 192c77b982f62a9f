/// A pair of weights, one per axis, stored as two numbers.
///
/// A stored `SIMD2<Double>` aligns the object holding it to 16 bytes, and the Swift runtime
/// allocates such objects through `posix_memalign` instead of `malloc`: a slower call, once per
/// node and once per item record. Stored as two numbers, the pair needs only 8-byte alignment;
/// it is read and written as the vector.
struct WeightPair: Equatable {
  private var horizontal: Double
  private var vertical: Double

  /// A pair holding `vector`'s two lanes.
  init(_ vector: SIMD2<Double>) {
    horizontal = vector[0]
    vertical = vector[1]
  }

  /// The pair as a vector (horizontal, vertical).
  var vector: SIMD2<Double> {
    get { SIMD2(horizontal, vertical) }
    set { self = WeightPair(newValue) }
  }
}
