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
  /// The laid-out tree, as it is at the end.
  public let root: Node
  /// One line per failed check; empty when every number is right.
  public let failures: [String]
  /// The steps a scenario played before the end, each captured when it happened.
  public let steps: [ScenarioStep]

  /// Creates a result.
  ///
  /// - Parameters:
  ///   - root: The laid-out tree.
  ///   - failures: The failed checks.
  ///   - steps: The steps played, if the scenario has several.
  public init(root: Node, failures: [String], steps: [ScenarioStep] = []) {
    self.root = root
    self.failures = failures
    self.steps = steps
  }
}

/// One moment of a scenario that plays step by step: what happened, and the tree then.
public struct ScenarioStep {
  /// What happened (`C hidden`, `t = 0.5`).
  public let label: String
  /// The frame table at that moment.
  public let frames: String
  /// The ASCII drawing at that moment, if the tree was laid out then (keyframes between two
  /// layouts have only frames).
  public let ascii: String?
  /// The SVG at that moment, if the tree was laid out then.
  public let svg: String?

  /// Captures a laid-out tree.
  ///
  /// - Parameters:
  ///   - label: What happened.
  ///   - root: The tree, laid out.
  public init(_ label: String, root: Node) {
    self.label = label
    self.frames = FrameText.render(root)
    self.ascii = ASCIIRenderer.render(root, columns: 72)
    self.svg = SVGRenderer.render(root)
  }

  /// A keyframe of a transition: the interpolated frames only.
  ///
  /// - Parameters:
  ///   - label: Which moment (`t = 0.5`).
  ///   - frames: The frame table.
  public init(_ label: String, frames: String) {
    self.label = label
    self.frames = frames
    self.ascii = nil
    self.svg = nil
  }

  /// The keyframes of a transition at the given moments.
  ///
  /// - Parameters:
  ///   - transition: What a layout changed.
  ///   - label: What happened.
  ///   - moments: The moments, 0 … 1.
  /// - Returns: One step per moment, listing every node that is visible before or after.
  public static func keyframes(
    of transition: LayoutTransition, _ label: String, at moments: [Double] = [0, 0.5, 1]
  ) -> [ScenarioStep] {
    moments.map { t in
      let lines = transition.changes.map { change in
        let mark =
          change.isAppearing ? " (appearing)" : change.isDisappearing ? " (disappearing)" : ""
        return "  \(change.node.name) \(FrameText.format(change.frame(at: t)))\(mark)\n"
      }
      return ScenarioStep("\(label), t = \(t)", frames: lines.joined())
    }
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
