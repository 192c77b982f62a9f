/// A token of one line of the text format.
enum ScriptToken: Equatable {
  case identifier(String)
  case keyword(String)
  case number(Double)
  case symbol(String)

  /// How the token reads in an error message.
  var quoted: String {
    switch self {
    case .identifier(let text), .keyword(let text), .symbol(let text): "'\(text)'"
    case .number(let value): "'\(NumberFormatting.exact(value))'"
    }
  }
}

/// Splits one line (its comment already removed) into tokens.
enum ScriptLexer {
  /// The tokens of `line`, or a message naming the first character that fits no token.
  static func tokens(of line: Substring) -> Result<[ScriptToken], ScriptLexerFailure> {
    var tokens: [ScriptToken] = []
    var index = line.startIndex
    while index < line.endIndex {
      let character = line[index]
      if character.isWhitespace {
        index = line.index(after: index)
      } else if Identifier.isStart(character) {
        var end = line.index(after: index)
        while end < line.endIndex, Identifier.isContinuation(line[end]) {
          end = line.index(after: end)
        }
        let word = String(line[index..<end])
        tokens.append(Identifier.keywords.contains(word) ? .keyword(word) : .identifier(word))
        index = end
      } else if character.isASCII, character.isNumber {
        let (value, end) = number(in: line, from: index)
        guard let value else {
          return .failure(ScriptLexerFailure(message: "malformed number '\(line[index..<end])'"))
        }
        tokens.append(.number(value))
        index = end
      } else {
        let next = line.index(after: index)
        let pair = next < line.endIndex ? String(line[index...next]) : ""
        if ["==", "<=", ">="].contains(pair) {
          tokens.append(.symbol(pair))
          index = line.index(after: next)
        } else if "+-*/@:=".contains(character) {
          tokens.append(.symbol(String(character)))
          index = next
        } else {
          return .failure(ScriptLexerFailure(message: "unexpected character '\(character)'"))
        }
      }
    }
    return .success(tokens)
  }

  /// Reads `digits [. digits] [(e|E) [+|-] digits]`; the value is `nil` when malformed.
  private static func number(in line: Substring, from start: Substring.Index) -> (
    Double?, Substring.Index
  ) {
    var index = start
    func digits() -> Bool {
      let first = index
      while index < line.endIndex, line[index].isASCII, line[index].isNumber {
        index = line.index(after: index)
      }
      return index > first
    }
    _ = digits()
    var valid = true
    if index < line.endIndex, line[index] == "." {
      index = line.index(after: index)
      valid = digits()
    }
    if valid, index < line.endIndex, line[index] == "e" || line[index] == "E" {
      index = line.index(after: index)
      if index < line.endIndex, line[index] == "+" || line[index] == "-" {
        index = line.index(after: index)
      }
      valid = digits()
    }
    // A number runs straight into a letter or a dot: "3x", "1.2.3".
    while index < line.endIndex, Identifier.isContinuation(line[index]) {
      valid = false
      index = line.index(after: index)
    }
    guard valid, let value = Double(String(line[start..<index])), value.isFinite else {
      return (nil, index)
    }
    return (value, index)
  }
}

/// Why a line could not be split into tokens.
struct ScriptLexerFailure: Error {
  var message: String
}
