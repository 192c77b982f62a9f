// Gallery: runs every container demo's scenarios, writes their SVGs and an index.html into a
// folder (default ./gallery) and prints where. Exits 1 when a scenario's numbers are wrong.

import Foundation
import Scenarios

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.contains("-h") || arguments.contains("--help") {
  print(
    "usage: Gallery [DIR]\nWrites every demo scenario as SVG plus index.html into DIR (./gallery).")
  exit(0)
}
let directory = arguments.first ?? "gallery"
do {
  let failures = try Gallery.write(to: directory)
  let path = URL(fileURLWithPath: directory).appendingPathComponent("index.html").path
  let count = Gallery.demos.reduce(0) { $0 + $1.scenarios.count }
  print("Gallery: \(count) scenarios written to \(path)")
  if !failures.isEmpty {
    print("checks FAILED:\n" + failures.map { "  \($0)" }.joined(separator: "\n"))
    exit(1)
  }
} catch {
  FileHandle.standardError.write(Data("Gallery: cannot write \(directory): \(error)\n".utf8))
  exit(1)
}
