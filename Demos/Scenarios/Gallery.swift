import Foundation

/// The demo gallery: every container demo's scenarios as SVGs, with an `index.html` that shows
/// them with their captions.
public enum Gallery {
  /// The demos the gallery shows, in order: a title and its scenarios.
  public static let demos: [(title: String, scenarios: [Scenario])] = [
    ("StackPanel", StackScenarios.all),
    ("GridPanel", GridScenarios.all),
    ("FloatLayout", FloatScenarios.all),
    ("DistributeRow", DistributeScenarios.all),
    ("PagedScroll", PagedScenarios.all),
  ]

  /// Writes the gallery into a directory.
  ///
  /// - Parameter directory: Where (created if missing).
  /// - Returns: The scenarios whose checks failed, as `title: failure` lines.
  /// - Throws: What writing a file throws.
  public static func write(to directory: String) throws -> [String] {
    var failures: [String] = []
    var sections = ""
    for (title, scenarios) in demos {
      sections += "<h2>\(escape(title))</h2>\n"
      for scenario in scenarios {
        let result: ScenarioResult
        do {
          result = try scenario.run()
        } catch {
          failures.append("\(scenario.title): cannot build: \(error)")
          continue
        }
        failures += result.failures.map { "\(scenario.title): \($0)" }
        for (index, step) in result.steps.enumerated() {
          guard let svg = step.svg else { continue }
          let name = "\(scenario.id)-\(index + 1)"
          try DemoRunner.write(svg, named: name, in: directory)
          sections += """
            <figure id="\(name)">
              <img src="\(name).svg" alt="\(escape(scenario.title)), \(escape(step.label))">
              <figcaption><b>\(escape(scenario.title))</b>, step \(index + 1): \(escape(step.label))</figcaption>
            </figure>

            """
        }
        try DemoRunner.writeSVG(result.root, named: scenario.id, in: directory)
        let status = result.failures.isEmpty ? "" : " <strong>(checks failed)</strong>"
        sections += """
          <figure id="\(scenario.id)">
            <img src="\(scenario.id).svg" alt="\(escape(scenario.title))">
            <figcaption><b>\(escape(scenario.title))</b>\(status)<br>\(escape(scenario.caption))</figcaption>
          </figure>

          """
      }
    }
    let html = """
      <!doctype html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <title>Trellis gallery</title>
      <style>
      body { font-family: -apple-system, system-ui, sans-serif; margin: 2em; color: #222; }
      figure { display: inline-block; vertical-align: top; margin: 0 2em 2em 0; max-width: 720px; }
      img { border: 1px solid #ccc; background: white; max-width: 100%; }
      figcaption { font-size: 0.9em; margin-top: 0.5em; }
      </style>
      </head>
      <body>
      <h1>Trellis gallery</h1>
      <p>Every scenario of the container demos, laid out by Trellis and drawn from its frames.
      Each one checks its own numbers; run <code>swift run StackPanelDemo</code> or
      <code>swift run GridPanelDemo</code> to see the frames.</p>
      \(sections)</body>
      </html>

      """
    let url = URL(fileURLWithPath: directory).appendingPathComponent("index.html")
    try html.write(to: url, atomically: true, encoding: .utf8)
    return failures
  }

  static func escape(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
  }
}
