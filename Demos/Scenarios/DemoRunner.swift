import Foundation
public import Trellis

/// Runs scenarios the way every demo executable does: prints each one as an ASCII drawing
/// with a frame table, writes SVGs on request, and reports failed checks.
public enum DemoRunner {
  /// Runs a demo's scenarios with its command-line arguments (`--svg DIR`) and exits: 0 when
  /// every check held, 1 otherwise.
  ///
  /// - Parameters:
  ///   - title: The demo's name.
  ///   - scenarios: Its scenarios.
  public static func main(title: String, scenarios: [Scenario]) -> Never {
    var svgDirectory: String?
    var arguments = CommandLine.arguments.dropFirst().makeIterator()
    while let argument = arguments.next() {
      switch argument {
      case "--svg":
        svgDirectory = arguments.next()
        if svgDirectory == nil { fail("--svg needs a directory") }
      case "-h", "--help":
        print("usage: \(title) [--svg DIR]\nPrints every scenario; --svg writes one SVG each.")
        exit(0)
      default:
        fail("unknown argument \(argument)")
      }
    }
    var failed = 0
    for scenario in scenarios {
      let result: ScenarioResult
      do {
        result = try scenario.run()
      } catch {
        print("== \(scenario.title): FAILED to build: \(error)\n")
        failed += 1
        continue
      }
      print(report(scenario, result))
      if !result.failures.isEmpty { failed += 1 }
      if let svgDirectory {
        do {
          try writeSVG(result.root, named: scenario.id, in: svgDirectory)
          for (index, step) in result.steps.enumerated() {
            guard let svg = step.svg else { continue }
            try write(svg, named: "\(scenario.id)-\(index + 1)", in: svgDirectory)
          }
        } catch {
          fail("cannot write \(scenario.id).svg: \(error)")
        }
      }
    }
    if let svgDirectory { print("SVGs written to \(svgDirectory)") }
    if failed > 0 {
      print("\(title): \(failed) of \(scenarios.count) scenarios FAILED their checks")
      exit(1)
    }
    print("\(title): all \(scenarios.count) scenarios passed their checks")
    exit(0)
  }

  /// A scenario as text: title, caption, ASCII drawing, frame table and check results.
  ///
  /// - Parameters:
  ///   - scenario: The scenario.
  ///   - result: Its result.
  /// - Returns: The text.
  public static func report(_ scenario: Scenario, _ result: ScenarioResult) -> String {
    var text = "== \(scenario.title)\n\(scenario.caption)\n\n"
    for (index, step) in result.steps.enumerated() {
      text += "-- step \(index + 1): \(step.label)\n"
      if let ascii = step.ascii { text += ascii + "\n" }
      text += step.frames + "\n"
    }
    if !result.steps.isEmpty { text += "-- at the end\n" }
    text += ASCIIRenderer.render(result.root, columns: 72)
    text += "\n" + FrameText.render(result.root)
    if result.failures.isEmpty {
      text += "checks: ok\n"
    } else {
      text += "checks FAILED:\n" + result.failures.map { "  \($0)\n" }.joined()
    }
    return text
  }

  /// Writes a tree's SVG as `name.svg` in a directory, creating it.
  ///
  /// - Parameters:
  ///   - root: The laid-out tree.
  ///   - name: The file name without extension.
  ///   - directory: The directory.
  /// - Throws: What creating the directory or writing the file throws.
  public static func writeSVG(_ root: Node, named name: String, in directory: String) throws {
    try write(SVGRenderer.render(root), named: name, in: directory)
  }

  /// Writes an SVG document as `name.svg` in a directory, creating it.
  ///
  /// - Parameters:
  ///   - svg: The document.
  ///   - name: The file name without extension.
  ///   - directory: The directory.
  /// - Throws: What creating the directory or writing the file throws.
  public static func write(_ svg: String, named name: String, in directory: String) throws {
    try FileManager.default.createDirectory(
      atPath: directory, withIntermediateDirectories: true)
    let url = URL(fileURLWithPath: directory).appendingPathComponent("\(name).svg")
    try svg.write(to: url, atomically: true, encoding: .utf8)
  }

  static func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("\(message)\n".utf8))
    exit(2)
  }
}
