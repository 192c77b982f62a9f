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
    let medians = matches.compactMap { number($0["median"]) }
    guard let middle = middle(of: medians) else { return first[index] }
    let runs = matches.compactMap { $0["runs"] as? Int }.reduce(0, +)
    return head + "\"median\": \(jsonNumber(middle)), \"runs\": \(runs)}"
  }
}

/// The growth of a metric from the small size's rounds to the large size's, round by round.
///
/// Rounds alternate between the sizes, so round `i` of each size ran back to back: the ratio of
/// their medians compares two measurements taken in the same spell of a shared machine's time.
/// The growth is the median of those ratios (pairs where either round lacks the metric are
/// left out); with one round it is the plain ratio.
///
/// - Parameters:
///   - metric: The metric's name.
///   - small: Each round's lines at the small size, in order.
///   - large: Each round's lines at the large size, in order.
/// - Returns: The median ratio and the ratios in round order, or `nil` when no round pairs up.
func pairedGrowth(
  of metric: String, small: [[String]], large: [[String]]
) -> (value: Double, rounds: [Double])? {
  let ratios = zip(small, large).compactMap { small, large -> Double? in
    guard let before = median(of: metric, in: small), let after = median(of: metric, in: large),
      before > 0
    else { return nil }
    return after / before
  }
  return middle(of: ratios).map { ($0, ratios) }
}

/// The median of some numbers (the mean of the middle two for an even count), or `nil` when
/// there are none.
func middle(of values: [Double]) -> Double? {
  guard !values.isEmpty else { return nil }
  let sorted = values.sorted()
  return sorted.count % 2 == 1
    ? sorted[sorted.count / 2]
    : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
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
