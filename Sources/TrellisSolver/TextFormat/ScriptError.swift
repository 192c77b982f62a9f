/// The first error of a script: its line (1-based) and what went wrong.
public struct ScriptError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The line number, counting from 1.
  public var line: Int
  /// What went wrong, without the line prefix.
  public var message: String

  /// Creates an error.
  ///
  /// - Parameters:
  ///   - line: The line number, counting from 1.
  ///   - message: What went wrong.
  public init(line: Int, message: String) {
    self.line = line
    self.message = message
  }

  /// `line N: message`, as `trellis-solve` prints it.
  public var description: String {
    "line \(line): \(message)"
  }
}
