import TrellisSolver

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Keeps timed results observable so the optimiser cannot drop the work.
nonisolated(unsafe) var benchmarkSink = 0.0

/// Adds a value to the sink.
@inline(never)
func consume(_ value: Double) {
  benchmarkSink += value
}

/// Reads every variable's value into the sink: each timed region ends with this, so lazy work
/// inside the solver cannot escape the timer.
@inline(never)
func readAll(_ solver: inout Solver, _ variables: [Variable]) {
  var sum = 0.0
  for value in solver.values(of: variables) {
    sum += value
  }
  consume(sum)
}

/// One measured metric: the median of five runs, each a batch of at least 10 ms, per operation.
struct Measurement {
  var metric: String
  var median: Double
  var runs: Int
}

/// Times `operation`: one warm-up, then five runs, each a batch of enough repetitions to last at
/// least 10 ms, reported per operation in `unit` (1e3 for milliseconds, 1e6 for microseconds).
///
/// Each batch is timed whole (one clock reading around it), so operations far shorter than a
/// clock reading are timed too.
func measure(_ metric: String, unit: Double, _ operation: () -> Void) -> Measurement {
  let clock = ContinuousClock()
  let repetitions = batchSize(warmUp: seconds(clock.measure { operation() }))
  let samples = (0..<5).map { _ in
    let elapsed = clock.measure {
      for _ in 0..<repetitions { operation() }
    }
    return seconds(elapsed) / Double(repetitions) * unit
  }
  return Measurement(metric: metric, median: median(samples), runs: samples.count)
}

/// Times `operation` as ``measure(_:unit:_:)`` does, running `setup` untimed before every
/// repetition: a build workload releases the previous tree there, so the timer sees the build
/// and the layout, not the teardown of the last one.
func measure(
  _ metric: String, unit: Double, setup: () -> Void, _ operation: () -> Void
) -> Measurement {
  let repetitions = batchSize(setup: setup, operation)
  let samples = (0..<5).map { _ in
    batchSeconds(repetitions, setup: setup, operation) * unit
  }
  return Measurement(metric: metric, median: median(samples), runs: samples.count)
}

/// A duration in seconds.
private func seconds(_ duration: Duration) -> Double {
  Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
}

/// The repetitions that make a batch of at least 10 ms, for an operation whose warm-up took
/// `warmUp` seconds.
private func batchSize(warmUp: Double) -> Int {
  max(1, Int((0.010 / max(warmUp, 1e-9)).rounded(.up)))
}

/// The repetitions that make a batch of at least 10 ms, from one warm-up run (setup untimed).
private func batchSize(setup: () -> Void, _ operation: () -> Void) -> Int {
  setup()
  return batchSize(warmUp: seconds(ContinuousClock().measure { operation() }))
}

/// The mean seconds per repetition over a batch of `count`, `setup` run untimed before each.
private func batchSeconds(_ count: Int, setup: () -> Void, _ operation: () -> Void) -> Double {
  let clock = ContinuousClock()
  var total = 0.0
  for _ in 0..<count {
    setup()
    total += seconds(clock.measure { operation() })
  }
  return total / Double(count)
}

/// The median of an odd number of samples.
private func median(_ samples: [Double]) -> Double {
  samples.sorted()[samples.count / 2]
}

/// The peak resident set of this process in megabytes.
func peakMemoryMegabytes() -> Double {
  var usage = rusage()
  #if canImport(Darwin)
    getrusage(RUSAGE_SELF, &usage)
  #else
    getrusage(RUSAGE_SELF.rawValue, &usage)
  #endif
  #if canImport(Darwin)
    return Double(usage.ru_maxrss) / 1_048_576
  #else
    return Double(usage.ru_maxrss) / 1_024
  #endif
}

/// A number for a JSON line: up to four decimals, no exponent for ordinary magnitudes.
func jsonNumber(_ value: Double) -> String {
  NumberFormatting.rounded((value * 10_000).rounded() / 10_000)
}

/// Fails the benchmark when a closed-form check does not hold: a benchmark of wrong answers
/// measures nothing.
func check(_ condition: Bool, _ message: @autoclosure () -> String) {
  guard !condition else { return }
  var text = Array("trellis-bench: check failed: \(message())\n".utf8)
  _ = text.withUnsafeMutableBytes { write(2, $0.baseAddress, $0.count) }
  exit(3)
}

/// Whether two numbers agree to the solver's precision.
func close(_ lhs: Double, _ rhs: Double) -> Bool {
  abs(lhs - rhs) <= 1e-6 * (1 + abs(rhs))
}

/// An operation to time in ``measurePaired(_:_:ratio:)``: its metric, unit, untimed setup and
/// the timed work.
struct TimedOperation {
  var metric: String
  var unit: Double
  var setup: () -> Void = {}
  var operation: () -> Void
}

/// Times two operations in alternation — five rounds, each a batch of the first then a batch
/// of the second (batches of at least 10 ms, setup untimed before every repetition) — and
/// reports each one's median and the median of the per-round ratios first / second.
///
/// A ratio of two medians taken seconds apart moves with the machine (this one shifts between
/// a fast and a slow mode by 30–50%); a ratio within one round compares the two under the same
/// conditions.
func measurePaired(
  _ first: TimedOperation, _ second: TimedOperation, ratio: String
) -> [Measurement] {
  let counts = (
    batchSize(setup: first.setup, first.operation), batchSize(setup: second.setup, second.operation)
  )
  var firstSamples: [Double] = []
  var secondSamples: [Double] = []
  var ratios: [Double] = []
  for _ in 0..<5 {
    let a = batchSeconds(counts.0, setup: first.setup, first.operation)
    let b = batchSeconds(counts.1, setup: second.setup, second.operation)
    firstSamples.append(a * first.unit)
    secondSamples.append(b * second.unit)
    ratios.append(a / b)
  }
  return [
    Measurement(metric: first.metric, median: median(firstSamples), runs: 5),
    Measurement(metric: second.metric, median: median(secondSamples), runs: 5),
    Measurement(metric: ratio, median: median(ratios), runs: 5),
  ]
}
