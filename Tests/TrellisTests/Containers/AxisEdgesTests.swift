import Testing
import TrellisSolver

@testable import Trellis

/// The terms of a gap written without expressions are those of the expression, in its order,
/// on both axes and in both directions.
@Suite struct AxisEdgesTests {
  @Test(arguments: [Axis.horizontal, .vertical], [false, true])
  func gapTermsAreThoseOfStartMinusEnd(axis: Axis, isFlipped: Bool) {
    let edges = AxisEdges(axis: axis, isFlipped: isFlipped)
    let previous = Node("previous")
    let next = Node("next")
    let expected = (edges.start(next.variables) - edges.end(previous.variables)).terms
    let terms = previous.anchor.withVariables { before in
      next.anchor.withVariables { after in edges.gapTerms(next: after, previous: before) }
    }
    let written = [terms.0, terms.1, terms.2].map {
      Term($0.variable.takeUnretainedValue(), coefficient: $0.coefficient)
    }
    #expect(written == expected)
  }
}
