import Foundation

/// Merges the output lines of several child runs of one (workload, n) into one line per metric.
///
/// A timed metric reports the median of the rounds' medians, with `runs` the batches of every
/// round together; a `value` line (peak memory) reports the largest value. The lines keep the
/// first round's order. Rounds of one workload alternate between its sizes, so a metric's
/// median at 1,000 and at 10,000 (and the growth between them) come from the same stretch of
/// machine time, where one child each could land in a fast and a slow spell of a shared machine.
///
/// - Parameter rounds: Each round's lines, as its child printed them.
/// - Returns: The merged lines; the first round's lines when there is one round.
func mergeRounds(_ rounds: [[String]]) -> [String] {
  guard let first = rounds.first, rounds.count > 1 else { return rounds.first ?? [] }
  let parsed = rounds.map { $0.map(parseLine) }
  return first.indices.map { index in
    guard let line = parsed[0][index], let metric = line["metric"] as? String else {
      return first[index]
    }
    let workload = line["workload"] as? String ?? ""
    let n = line["n"] as? Int ?? 0
    let matches = parsed.compactMap { lines in
      lines.first { $0?["metric"] as? String == metric } ?? nil
    }
    let head = "{\"workload\": \"\(workload)\", \"n\": \(n), \"metric\": \"\(metric)\", "
    if line["value"] != nil {
      let largest = matches.compactMap { number($0["value"]) }.max() ?? 0
      return head + "\"value\": \(jsonNumber(largest))}"
    }
    let medians = matches.compactMap { number($0["median"]) }.sorted()
    guard !medians.isEmpty else { return first[index] }
    let runs = matches.compactMap { $0["runs"] as? Int }.reduce(0, +)
    let middle =
      medians.count % 2 == 1
      ? medians[medians.count / 2]
      : (medians[medians.count / 2 - 1] + medians[medians.count / 2]) / 2
    return head + "\"median\": \(jsonNumber(middle)), \"runs\": \(runs)}"
  }
}

/// One JSON line as a dictionary, or `nil` when it is not a JSON object.
func parseLine(_ line: String) -> [String: Any]? {
  guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) else { return nil }
  return object as? [String: Any]
}

/// A JSON number as a `Double`.
func number(_ value: Any?) -> Double? {
  (value as? NSNumber)?.doubleValue
}
