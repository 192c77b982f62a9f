public import Trellis

/// One demo scenario: a layout built with Trellis, laid out, and checked against the numbers it
/// is meant to show.
public struct Scenario: Sendable {
  /// A file-safe identifier (`stack-distributions`), used for SVG names.
  public let id: String
  /// A title for listings and the gallery.
  public let title: String
  /// What the scenario shows, in a sentence or two.
  public let caption: String
  /// Builds and lays out the tree, and checks its key numbers.
  public let run: @Sendable () throws -> ScenarioResult

  /// Creates a scenario.
  ///
  /// - Parameters:
  ///   - id: A file-safe identifier.
  ///   - title: A title.
  ///   - caption: What it shows.
  ///   - run: Builds, lays out and checks.
  public init(
    id: String, title: String, caption: String,
    run: @escaping @Sendable () throws -> ScenarioResult
  ) {
    self.id = id
    self.title = title
    self.caption = caption
    self.run = run
  }
}

/// A laid-out scenario and the checks it failed.
public struct ScenarioResult {
  /// The laid-out tree.
  public let root: Node
  /// One line per failed check; empty when every number is right.
  public let failures: [String]

  /// Creates a result.
  ///
  /// - Parameters:
  ///   - root: The laid-out tree.
  ///   - failures: The failed checks.
  public init(root: Node, failures: [String]) {
    self.root = root
    self.failures = failures
  }
}

/// Collects failed checks while a scenario verifies its numbers.
public struct Checks {
  /// The failures so far.
  public private(set) var failures: [String] = []

  /// Creates an empty collection.
  public init() {}

  /// Checks a node's frame (parent-relative).
  ///
  /// - Parameters:
  ///   - node: The node.
  ///   - expected: The frame it should have.
  public mutating func frame(_ node: Node, _ expected: Rect) {
    if node.frame != expected {
      failures.append("\(node.name): expected \(expected), got \(node.frame)")
    }
  }

  /// Checks a condition.
  ///
  /// - Parameters:
  ///   - condition: What must hold.
  ///   - message: What it means.
  public mutating func that(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { failures.append(message()) }
  }

  /// Checks that the tree laid out without diagnostics.
  ///
  /// - Parameter root: The root.
  public mutating func noDiagnostics(_ root: Node) {
    for diagnostic in root.engine.diagnostics {
      failures.append("diagnostic: \(diagnostic)")
    }
  }
}
