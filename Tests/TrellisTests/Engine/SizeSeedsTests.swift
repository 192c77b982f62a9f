import Testing
import TrellisSolver

@testable import Trellis

/// A node's default or intrinsic width and height are registered at that start, in the order
/// gathered; a node with a measure function, a size the node does not know and a guide are
/// left for their constraints to register.
@Suite struct SizeSeedsTests {
  @Test func registersTheKnownSizesInOrder() {
    let icon = Node("icon", intrinsicSize: IntrinsicSize(width: 24, height: 24))
    let wide = Node("wide", intrinsicSize: IntrinsicSize(width: 120))
    let boxed = Node("boxed", intrinsicSize: IntrinsicSize(width: 10, height: 10))
    boxed.defaultSize = Size(width: 50, height: 30)
    let measured = Node("measured")
    measured.measure = { width in Size(width: width, height: 17) }
    let plain = Node("plain")
    let guide = LayoutGuide("guide")

    let items: [LayoutItem] = [icon, wide, boxed, measured, plain, guide]
    var seeds = SizeSeeds(itemCount: items.count)
    for (index, item) in items.enumerated() { seeds.gather(item, at: index) }
    #expect(seeds.count == 5)
    // Nothing registered yet: no positions.
    #expect(seeds.sizePositions(ofItem: 0) == SIMD2(-1, -1))
    var solver = Solver()
    seeds.register(in: &solver)
    #expect(seeds.count == 0)

    let seeded = [
      icon.variables.width, icon.variables.height, wide.variables.width, boxed.variables.width,
      boxed.variables.height,
    ]
    // Registered in the order gathered: their positions are the solver's first five.
    #expect(solver.variableCount == 5)
    #expect(solver.positions(of: seeded) == [0, 1, 2, 3, 4])
    #expect(solver.values(of: seeded) == [24, 24, 120, 50, 30])
    let unseeded = [
      wide.variables.height, measured.variables.width, plain.variables.width, guide.variables.width,
    ]
    #expect(solver.positions(of: unseeded) == [-1, -1, -1, -1])
    // Each item's registered sizes where the solver stores them, −1 for a size not seeded.
    let noted = items.indices.map { seeds.sizePositions(ofItem: $0) }
    #expect(
      noted == [
        SIMD2(0, 1), SIMD2(2, -1), SIMD2(3, 4), SIMD2(-1, -1), SIMD2(-1, -1), SIMD2(-1, -1),
      ])
    #expect(seeds.sizePositions(ofItem: items.count) == SIMD2(-1, -1))
  }

  /// Registering nothing leaves the solver as it was.
  @Test func registeringNothingChangesNothing() {
    var seeds = SizeSeeds(itemCount: 1)
    seeds.gather(Node("plain"), at: 0)
    var solver = Solver()
    seeds.register(in: &solver)
    #expect(solver.variableCount == 0)
    #expect(seeds.sizePositions(ofItem: 0) == SIMD2(-1, -1))
  }
}
