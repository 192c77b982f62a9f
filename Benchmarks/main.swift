// trellis-bench: times TrellisSolver and the Trellis engine on the workloads of DESIGN.md ("Benchmarks") and prints one
// JSON object per line. Each (workload, n) runs in a child process of its own, with a 60 s limit.
//
//   swift run -c release trellis-bench               every workload at 100, 1,000 and 10,000
//   swift run -c release trellis-bench --quick       small sizes only (CI)
//   swift run -c release trellis-bench --workload W2 --n 1000
//   swift run -c release trellis-bench --rounds 5    five rounds instead of three (--quick: one)

import Foundation
import TrellisSolver

struct Options {
  var quick = false
  var child = false
  var workload: String?
  var size: Int?
  var limitSeconds = 60.0
  var rounds: Int?

  init(_ arguments: [String]) {
    var iterator = arguments.makeIterator()
    while let argument = iterator.next() {
      switch argument {
      case "--quick": quick = true
      case "--child": child = true
      case "--workload": workload = iterator.next()
      case "--n": size = iterator.next().flatMap { Int($0) }
      case "--limit": limitSeconds = iterator.next().flatMap { Double($0) } ?? limitSeconds
      case "--rounds": rounds = iterator.next().flatMap { Int($0) }.map { max(1, $0) }
      case "-h", "--help":
        print(
          """
          usage: trellis-bench [--quick] [--workload W1|W2|W2s|W3|W4|W5|N1|S1|S2|G1|F1|P1] [--n N] [--limit SECONDS] [--rounds R]
          Prints JSON lines: {"workload", "n", "metric", "median", "runs"}, maxrss_mb per run,
          growth_10k_over_1k per workload, and {"skipped": …} for runs over the time limit.
          Each (workload, n) runs in R child processes (3; --quick: 1), the sizes alternating;
          a metric is the median of the rounds' medians, a growth the median of the rounds'
          ratios (round i at 10,000 over round i at 1,000, which ran back to back).
          """)
        exit(0)
      default:
        FileHandle.standardError.write(Data("trellis-bench: unknown argument \(argument)\n".utf8))
        exit(2)
      }
    }
  }
}

/// Runs one workload at one size in this process and prints its lines.
func runChild(_ workload: Workload, size: Int) {
  let results = workload.run(size)
  for result in results {
    print(
      "{\"workload\": \"\(workload.name)\", \"n\": \(size), \"metric\": \"\(result.metric)\", "
        + "\"median\": \(jsonNumber(result.median)), \"runs\": \(result.runs)}")
  }
  print(
    "{\"workload\": \"\(workload.name)\", \"n\": \(size), \"metric\": \"maxrss_mb\", "
      + "\"value\": \(jsonNumber(peakMemoryMegabytes()))}")
}

/// Runs a child process for one (workload, size); returns its output lines, or `nil` when it
/// went over the limit and was killed.
func spawn(_ workload: Workload, size: Int, limit: Double) -> [String]? {
  let process = Process()
  process.executableURL = Bundle.main.executableURL
  process.arguments = ["--child", "--workload", workload.name, "--n", String(size)]
  let pipe = Pipe()
  process.standardOutput = pipe
  do {
    try process.run()
  } catch {
    FileHandle.standardError.write(Data("trellis-bench: cannot start a child: \(error)\n".utf8))
    exit(1)
  }
  let collected = OutputCollector()
  let reader = pipe.fileHandleForReading
  let deadline = Date().addingTimeInterval(limit)
  let group = DispatchGroup()
  group.enter()
  DispatchQueue.global().async {
    collected.set(reader.readDataToEndOfFile())
    group.leave()
  }
  while process.isRunning, Date() < deadline {
    usleep(20_000)
  }
  if process.isRunning {
    process.terminate()
    usleep(200_000)
    if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    process.waitUntilExit()
    group.wait()
    return nil
  }
  process.waitUntilExit()
  group.wait()
  guard process.terminationStatus == 0 else {
    FileHandle.standardError.write(
      Data(
        "trellis-bench: \(workload.name) n=\(size) failed (status \(process.terminationStatus))\n"
          .utf8))
    exit(1)
  }
  return String(decoding: collected.get(), as: UTF8.self).split(separator: "\n").map(String.init)
}

/// The bytes a reader thread collected from a child, handed over under a lock.
final class OutputCollector: @unchecked Sendable {
  private let lock = NSLock()
  private var data = Data()

  func set(_ value: Data) {
    lock.lock()
    data = value
    lock.unlock()
  }

  func get() -> Data {
    lock.lock()
    defer { lock.unlock() }
    return data
  }
}

/// The median of a metric in a child's output lines.
func median(of metric: String, in lines: [String]) -> Double? {
  for line in lines {
    guard let object = parseLine(line), object["metric"] as? String == metric else { continue }
    return number(object["median"])
  }
  return nil
}

let options = Options(Array(CommandLine.arguments.dropFirst()))
if options.child {
  guard let name = options.workload, let workload = Workload.named(name), let size = options.size
  else {
    exit(2)
  }
  runChild(workload, size: size)
  exit(0)
}

#if DEBUG
  FileHandle.standardError.write(
    Data(
      "trellis-bench: debug build; use `swift run -c release trellis-bench` for real numbers\n".utf8
    ))
#endif
let selected = Workload.all.filter { options.workload == nil || $0.name == options.workload }
guard !selected.isEmpty else {
  FileHandle.standardError.write(
    Data("trellis-bench: unknown workload \(options.workload ?? "")\n".utf8))
  exit(2)
}
let roundCount = options.rounds ?? (options.quick ? 1 : 3)
for workload in selected {
  let sizes = options.size.map { [$0] } ?? (options.quick ? workload.quickSizes : workload.sizes)
  // Rounds alternate between the sizes, so that each size's median spans the same stretch of
  // machine time (see `mergeRounds`); a size over the limit is not run again.
  var rounds: [Int: [[String]]] = [:]
  var skipped: Set<Int> = []
  for _ in 0..<roundCount {
    for size in sizes where !skipped.contains(size) {
      guard let lines = spawn(workload, size: size, limit: options.limitSeconds) else {
        print(
          "{\"workload\": \"\(workload.name)\", \"n\": \(size), "
            + "\"skipped\": \"over \(jsonNumber(options.limitSeconds)) s\"}")
        skipped.insert(size)
        rounds[size] = nil
        continue
      }
      rounds[size, default: []].append(lines)
    }
  }
  for size in sizes {
    guard let lines = rounds[size] else { continue }
    for line in mergeRounds(lines) { print(line) }
  }
  let small = rounds.keys.filter { $0 >= 1_000 && $0 < 2_000 }.min()
  let large = rounds.keys.filter { $0 == 10_000 }.first
  guard let small, let large, let smallRounds = rounds[small], let largeRounds = rounds[large]
  else {
    continue
  }
  for metric in workload.growthMetrics {
    guard let growth = pairedGrowth(of: metric, small: smallRounds, large: largeRounds) else {
      continue
    }
    let perRound = growth.rounds.map(jsonNumber).joined(separator: ", ")
    print(
      "{\"workload\": \"\(workload.name)\", \"metric\": \"growth_10k_over_1k\", \"of\": \"\(metric)\", "
        + "\"value\": \(jsonNumber(growth.value)), \"rounds\": [\(perRound)]}")
  }
}
