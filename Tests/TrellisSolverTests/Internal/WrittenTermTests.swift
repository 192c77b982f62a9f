import Testing

@testable import TrellisSolver

/// Written terms are an expression's terms read in place: the layouts must agree.
@Suite struct WrittenTermTests {
  @Test func aWrittenTermIsLaidOutAsATerm() {
    #expect(MemoryLayout<WrittenTerm>.size == MemoryLayout<Term>.size)
    #expect(MemoryLayout<WrittenTerm>.stride == MemoryLayout<Term>.stride)
    #expect(MemoryLayout<WrittenTerm>.alignment == MemoryLayout<Term>.alignment)
    #expect(
      MemoryLayout<WrittenTerm>.offset(of: \.variable) == MemoryLayout<Term>.offset(of: \.variable))
    #expect(
      MemoryLayout<WrittenTerm>.offset(of: \.coefficient)
        == MemoryLayout<Term>.offset(of: \.coefficient))
  }

  @Test func anExpressionsTermsReadInPlace() {
    let x = Variable("x")
    let y = Variable("y")
    let expression = 2 * x - 0.5 * y + 7
    let read = WrittenTerm.withTerms(of: expression) { terms in
      terms.map { ($0.variable.takeUnretainedValue(), $0.coefficient, $0.mergeKey) }
    }
    #expect(read.count == 2)
    #expect(read[0].0 === x && read[0].1 == 2)
    #expect(read[1].0 === y && read[1].1 == -0.5)
    #expect(read[0].2 == UInt(bitPattern: ObjectIdentifier(x)))
    #expect(read[1].2 == expression.terms[1].mergeKey)
  }
}
