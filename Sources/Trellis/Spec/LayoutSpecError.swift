/// Why a JSON layout spec was refused: where (a JSON path such as
/// `root.children[1].cell.row`, or `line 3, column 5` for text that is not JSON) and what.
public struct LayoutSpecError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Where the problem is.
  public var path: String
  /// What is wrong.
  public var message: String

  /// Creates an error.
  ///
  /// - Parameters:
  ///   - path: Where the problem is.
  ///   - message: What is wrong.
  public init(path: String, message: String) {
    self.path = path
    self.message = message
  }

  /// `path: message`.
  public var description: String {
    "\(path): \(message)"
  }
}
