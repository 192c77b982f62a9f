/// Parses lines of the text format into statements.
///
/// ```
/// statement  = [ label ":" ] expr rel expr [ "@" priority ]
///            | "edit" ident [ "@" priority ] | "suggest" ident "=" number
///            | "update" label "=" number | "remove" label | "print"
/// ```
public enum ScriptParser {
  /// Parses one line.
  ///
  /// - Parameters:
  ///   - line: The line's text; a `#` starts a comment.
  ///   - number: The line number used in errors.
  /// - Returns: The statement, or `nil` for a blank or comment-only line.
  /// - Throws: A ``ScriptError`` naming the line and what is wrong.
  public static func parse(line: Substring, number: Int) throws(ScriptError) -> ScriptStatement? {
    let code = line.prefix { $0 != "#" }
    let tokens: [ScriptToken]
    switch ScriptLexer.tokens(of: code) {
    case .success(let result): tokens = result
    case .failure(let failure): throw ScriptError(line: number, message: failure.message)
    }
    guard !tokens.isEmpty else { return nil }
    var parser = LineParser(tokens: tokens, line: number)
    return try parser.statement()
  }

  /// Parses a whole script, stopping at the first error.
  ///
  /// - Parameter text: The script.
  /// - Returns: Each statement with its line number.
  /// - Throws: The first ``ScriptError``.
  public static func parse(_ text: String) throws(ScriptError) -> [(
    line: Int, statement: ScriptStatement
  )] {
    var statements: [(Int, ScriptStatement)] = []
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
    {
      if let statement = try parse(line: line, number: index + 1) {
        statements.append((index + 1, statement))
      }
    }
    return statements
  }
}

/// A recursive-descent parser over the tokens of one line.
private struct LineParser {
  let tokens: [ScriptToken]
  let line: Int
  var position = 0

  init(tokens: [ScriptToken], line: Int) {
    self.tokens = tokens
    self.line = line
  }

  var current: ScriptToken? { position < tokens.count ? tokens[position] : nil }

  func failure(_ message: String) -> ScriptError {
    ScriptError(line: line, message: message)
  }

  func found() -> String {
    current.map { "found \($0.quoted)" } ?? "found the end of the line"
  }

  mutating func take(_ symbol: String) -> Bool {
    guard current == .symbol(symbol) else { return false }
    position += 1
    return true
  }

  mutating func expect(_ symbol: String) throws(ScriptError) {
    guard take(symbol) else { throw failure("expected '\(symbol)', \(found())") }
  }

  mutating func identifier(_ what: String) throws(ScriptError) -> String {
    switch current {
    case .identifier(let name):
      position += 1
      return name
    case .keyword(let word):
      throw failure("'\(word)' is a keyword and cannot be \(what)")
    default:
      throw failure("expected \(what), \(found())")
    }
  }

  mutating func signedNumber() throws(ScriptError) -> Double {
    let negative = take("-")
    guard case .number(let value) = current else { throw failure("expected a number, \(found())") }
    position += 1
    return negative ? -value : value
  }

  mutating func end() throws(ScriptError) {
    guard let current else { return }
    throw failure("unexpected \(current.quoted) at the end of the statement")
  }

  mutating func statement() throws(ScriptError) -> ScriptStatement {
    if case .keyword(let word) = current {
      position += 1
      switch word {
      case "edit":
        let name = try identifier("a variable name")
        let priority = try optionalPriority()
        try end()
        return .edit(variable: name, priority: priority)
      case "suggest":
        let name = try identifier("a variable name")
        try expect("=")
        let value = try signedNumber()
        try end()
        return .suggest(variable: name, value: value)
      case "update":
        let label = try identifier("a label")
        try expect("=")
        let value = try signedNumber()
        try end()
        return .update(label: label, constant: value)
      case "remove":
        let label = try identifier("a label")
        try end()
        return .remove(label: label)
      case "print":
        try end()
        return .print
      default:
        throw failure("unexpected '\(word)' at the start of a statement")
      }
    }
    var label: String?
    if case .identifier(let name) = current, position + 1 < tokens.count,
      tokens[position + 1] == .symbol(":")
    {
      label = name
      position += 2
    }
    let lhs = try expression()
    let relation: Relation
    switch current {
    case .symbol("=="): relation = .equal
    case .symbol("<="): relation = .lessThanOrEqual
    case .symbol(">="): relation = .greaterThanOrEqual
    case .symbol("="): throw failure("expected '==', '<=' or '>=', found '='")
    default: throw failure("expected '==', '<=' or '>=', \(found())")
    }
    position += 1
    let rhs = try expression()
    let priority = try optionalPriority()
    try end()
    return .constraint(label: label, lhs: lhs, relation: relation, rhs: rhs, priority: priority)
  }

  mutating func optionalPriority() throws(ScriptError) -> Priority? {
    guard take("@") else { return nil }
    let priority: Priority
    switch current {
    case .keyword("required"): priority = .required
    case .keyword("high"): priority = .high
    case .keyword("medium"): priority = .medium
    case .keyword("low"): priority = .low
    case .keyword("fittingSize"): priority = .fittingSize
    case .number(let value): priority = Priority(value)
    default: throw failure("expected a priority (a number or a name), \(found())")
    }
    position += 1
    guard priority.isValid else {
      throw failure("priority \(priority) is not in (0, 1000]")
    }
    return priority
  }

  mutating func expression() throws(ScriptError) -> ScriptExpression {
    var result = ScriptExpression()
    var sign = take("-") ? -1.0 : 1.0
    while true {
      try term(sign: sign, into: &result)
      if take("+") {
        sign = 1
      } else if take("-") {
        sign = -1
      } else {
        return result
      }
    }
  }

  mutating func term(sign: Double, into result: inout ScriptExpression) throws(ScriptError) {
    switch current {
    case .number(let value):
      position += 1
      if take("*") {
        let name = try identifier("a variable name after '*'")
        if take("*") || take("/") { throw failure("a term is a number times one variable") }
        result.terms.append((name, sign * value))
      } else if take("/") {
        throw failure(
          "only a variable can be divided: write 'x / \(NumberFormatting.exact(value))'")
      } else {
        result.constant += sign * value
      }
    case .identifier(let name):
      position += 1
      if take("*") {
        guard case .number(let value) = current else {
          throw failure("expected a number after '\(name) *' (terms are linear), \(found())")
        }
        position += 1
        result.terms.append((name, sign * value))
      } else if take("/") {
        guard case .number(let value) = current else {
          throw failure("expected a number after '\(name) /', \(found())")
        }
        position += 1
        guard value != 0 else { throw failure("division by zero") }
        result.terms.append((name, sign / value))
      } else {
        result.terms.append((name, sign))
      }
      if case .symbol(let symbol) = current, symbol == "*" || symbol == "/" {
        throw failure("a term is a number times one variable")
      }
    case .keyword(let word):
      throw failure("'\(word)' is a keyword and cannot be a variable")
    default:
      throw failure("expected a number or a variable, \(found())")
    }
  }
}
