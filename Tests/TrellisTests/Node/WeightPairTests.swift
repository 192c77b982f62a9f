import Testing

@testable import Trellis

@Suite struct WeightPairTests {
  @Test func holdsBothLanesAndNeedsNoVectorAlignment() {
    var pair = WeightPair(SIMD2(1, 0.5))
    #expect(pair.vector == SIMD2(1, 0.5))
    pair.vector = SIMD2(0.5, 1)
    #expect(pair.vector == SIMD2(0.5, 1))
    #expect(pair == WeightPair(SIMD2(0.5, 1)))
    #expect(pair != WeightPair(SIMD2(1, 1)))
    // What the pair is for: 8-byte alignment, where the vector needs 16.
    #expect(MemoryLayout<WeightPair>.alignment == 8)
    #expect(MemoryLayout<SIMD2<Double>>.alignment == 16)
  }

  @Test func aNodesWeightsReadBackAsSet() {
    let node = Node("n")
    #expect(node.intrinsicWeights == SIMD2(1, 1))
    node.intrinsicWeights = [1, 0.5]
    #expect(node.intrinsicWeights == SIMD2(1, 0.5))
  }
}
