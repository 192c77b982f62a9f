import Testing
import TrellisSolver

@Suite struct ExpressionTests {
  let x = Variable("x")
  let y = Variable("y")

  @Test func mergesTermsOnTheSameVariable() {
    let expression = x + y + x * 2 - 3
    #expect(expression.terms.count == 2)
    #expect(expression.coefficient(of: x) == 3)
    #expect(expression.coefficient(of: y) == 1)
    #expect(expression.constant == -3)
  }

  @Test func variablesAndExpressionsCombineTermByTerm() {
    #expect((x + y).terms == [Term(x), Term(y)])
    #expect((x - y).terms == [Term(x), Term(y, coefficient: -1)])
    #expect((x + x).terms == [Term(x, coefficient: 2)])
    #expect((x - x).terms.isEmpty)
    #expect((x - x).constant == 0)
    #expect(((x + y) - y).terms == [Term(x)])
    #expect(((x + 3) + y).terms == [Term(x), Term(y)])
    #expect(((x + 3) + y).constant == 3)
    #expect(((x - y) + x).terms == [Term(x, coefficient: 2), Term(y, coefficient: -1)])
    #expect(((x - y) + y).terms == [Term(x)])
  }

  @Test func dropsTermsThatCancel() {
    let expression = x + 5 - x
    #expect(expression.terms.isEmpty)
    #expect(expression.constant == 5)
  }

  @Test func keepsFirstAppearanceOrder() {
    let expression = y * 2 + x - y
    #expect(expression.terms.map(\.variable) == [y, x])
  }

  @Test func arithmeticOperators() {
    #expect((2 * x).coefficient(of: x) == 2)
    #expect((x / 4).coefficient(of: x) == 0.25)
    #expect((-x).coefficient(of: x) == -1)
    #expect((10 - x).constant == 10)
    #expect((10 - x).coefficient(of: x) == -1)
    let scaled = (x + y + 1) * 3
    #expect(scaled.coefficient(of: y) == 3 && scaled.constant == 3)
    #expect(((x + y) / 2).coefficient(of: x) == 0.5)
  }

  /// Each variable operator gives the expression the general arithmetic would: a zero
  /// coefficient leaves no term, a variable on both sides of `±` merges, and adding to a constant
  /// keeps the terms as they were.
  @Test func variableOperatorsMatchTheGeneralArithmetic() {
    let z = Variable("z")
    #expect((x + 3).terms == [Term(x)] && (x + 3).constant == 3)
    #expect((3 + x) == Expression([Term(x)], constant: 3))
    #expect((x - 3) == Expression([Term(x)], constant: -3))
    #expect((3 - x) == Expression([Term(x, coefficient: -1)], constant: 3))
    #expect((-x) == Expression([Term(x, coefficient: -1)]))
    #expect((x * 0).terms.isEmpty)
    #expect((0 * x).terms.isEmpty)
    #expect((x * 2) == Expression([Term(x, coefficient: 2)]))
    #expect((x + (y * 2 + 1)) == Expression([Term(x), Term(y, coefficient: 2)], constant: 1))
    #expect((x - (y * 2 + 1)) == Expression([Term(x), Term(y, coefficient: -2)], constant: -1))
    #expect((x - (x + z)) == Expression([Term(z, coefficient: -1)]))
    #expect((x + (x * -1 + 4)).terms.isEmpty)
    var sum = Expression(constant: 2)
    sum.add(y * 3 + z)
    #expect(sum == Expression([Term(y, coefficient: 3), Term(z)], constant: 2))
    sum = Expression(constant: 2)
    sum.add(y + z, scaledBy: -2)
    #expect(sum == Expression([Term(y, coefficient: -2), Term(z, coefficient: -2)], constant: 2))
  }

  @Test func mergingManyTermsUsesTheDictionaryPath() {
    let variables = (0..<40).map { Variable("v\($0)") }
    var expression = Expression()
    for variable in variables { expression = expression + variable }
    for variable in variables.prefix(20) { expression = expression - variable }
    #expect(expression.terms.count == 20)
    #expect(expression.coefficient(of: variables[0]) == 0)
    #expect(expression.coefficient(of: variables[39]) == 1)
  }

  @Test func equalityStillMeansEquality() {
    // `==` on variables and expressions stays `Equatable`'s Bool; constraints use `.==`.
    #expect(x == x)
    #expect(x != y)
    #expect(Variable("x") != x)
    #expect(x + 1 == x + 1)
    #expect(x + 1 != x + 2)
    let set: Set<Expression> = [x + 1, x + 1, Expression(y)]
    #expect(set.count == 2)
  }

  @Test func finiteness() {
    #expect((x + 1).isFinite)
    #expect(!(x * .infinity).isFinite)
    #expect(!(x + .nan).isFinite)
    #expect(!(x / 0).isFinite)
  }
}
