// The lexicographic long-step simplex: pricing, the breakpoint walk and the pivot.

extension SolverCore {
  /// A basis slot whose release improves the objective.
  struct Candidate {
    /// The slot to release.
    var slot: Int
    /// +1 to move the released row's residual up, −1 down.
    var sign: Double
    /// The strongest rank where the slope is non-zero.
    var rank: Int
    /// The slope at that rank (negative).
    var slope: Double
  }

  /// Degenerate pivots in a row before Bland's rule takes over.
  static let blandThreshold = 20

  /// Runs the simplex until no release improves the objective at ranks `0 ... cutoff`.
  ///
  /// With `cutoff` 0 only the required level counts: this is the feasibility check of a required
  /// change. Weaker ranks are ignored there and optimised by the next full solve.
  ///
  /// - Parameter cutoff: The weakest rank that counts.
  /// - Complexity: O(pivots × (*n* × *K* + solves)); a handful of pivots per change in practice.
  mutating func optimize(throughRank cutoff: Int) {
    let cutoff = min(cutoff, levels.count - 1)
    guard cutoff >= 0 else { return }
    var degenerateRun = 0
    var failures = 0
    let limit = 50 * (variableCount + liveRowCount) + 1_000
    // The rank the last full pass chose its release at, when stronger than the weakest active
    // one: the next passes price through it first (see below). A solve whose first pass finds
    // nothing, or a release at the weakest level, prices once per pass as before. Once the
    // ranks through it have no improving release they are at their optimum, and no later pivot
    // (at a weaker rank) changes that: the next full pass chooses the focus anew, weaker.
    var focus: Int?
    for _ in 0..<limit {
      let bland = degenerateRun >= Self.blandThreshold
      // Degenerate swaps between a variable's two bounds, all found by one pricing pass, are
      // made together without walking a direction (``applyBoundFlips(_:)``); then prices again.
      var flips = scratchBoundFlips
      scratchBoundFlips = []
      // The duals of the ranks weaker than the focus are brought up to date only when nothing
      // through it improves: a release that improves a stronger rank is chosen whatever the
      // weaker ones say, and the weak levels are often the densest (an engine's fallbacks and
      // its rows' heights pulled to zero, violated for every item), their duals a full
      // transposed solve each after every pivot. With their duals still valid, one pricing pass
      // covers every rank.
      var reach = cutoff
      var best: Candidate?
      var ranks: [Int] = []
      var others = scratchPriced
      scratchPriced = []
      others.emptyKeepingCapacity()
      defer { scratchPriced = others }
      let weakest = weakestActiveRank(throughRank: cutoff) ?? 0
      if !bland, let near = focus, hasStaleDuals(after: near, throughRank: cutoff) {
        computeDuals(throughRank: near)
        ranks = activeRanks
        if !ranks.isEmpty {
          best = price(ranks: ranks, cutoff: near, bland: false, flips: &flips, others: &others)
          if best != nil || !flips.isEmpty { reach = near } else { focus = nil }
        }
      }
      if reach == cutoff {
        computeDuals(throughRank: cutoff)
        ranks = activeRanks
        guard !ranks.isEmpty else {
          scratchBoundFlips = flips
          return
        }
        others.emptyKeepingCapacity()
        best = price(ranks: ranks, cutoff: cutoff, bland: bland, flips: &flips, others: &others)
        focus = best.flatMap { $0.rank < weakest ? $0.rank : nil }
      }
      if !flips.isEmpty {
        applyBoundFlips(flips)
        flips.emptyKeepingCapacity()
        scratchBoundFlips = flips
        continue
      }
      scratchBoundFlips = flips
      guard let candidate = best else { return }
      guard case .moved(let step) = pivot(candidate, ranks: ranks, cutoff: reach, bland: bland)
      else {
        // No breakpoint stopped an improving direction: rounding. Refactor and retry once.
        failures += 1
        guard failures < 2 else { return }
        refactor()
        continue
      }
      failures = 0
      degenerateRun = step > 0 ? 0 : degenerateRun + 1
      if !bland, others.count > 1 {
        pivotBatch(others, after: candidate, degenerateRun: &degenerateRun)
      }
    }
  }

  /// Releases, one after another, the other slots the last pricing pass found improving at the
  /// rank of the release just made, each checked against the current basis first (its slope
  /// along its own direction, ``pivot(_:ranks:cutoff:bland:slopeFromRows:)``) instead of
  /// pricing every slot and solving for every level's duals again.
  ///
  /// Many independent local changes (every row of a list re-wrapping its title after a
  /// rotation) each need a pivot at the same level; one pass prices every slot for all of
  /// them. The walk of each counts the ranks through that level only, as the passes that price
  /// through the last full pass's release do (`focus` in ``optimize(throughRank:)``): weaker
  /// levels are corrected by the passes after the batch, and optimality is still declared by a
  /// full pass. A candidate whose released row mentions a variable an earlier pivot of the batch
  /// moved is left to those passes; one an earlier pivot made non-improving is skipped, and the
  /// batch stops after 2 such in a row (each cost a direction), at a degenerate run long enough
  /// for Bland's rule, or on rounding.
  ///
  /// - Parameters:
  ///   - candidates: The improving candidates of the last pricing pass.
  ///   - first: The candidate just pivoted.
  ///   - degenerateRun: The degenerate pivots in a row, updated.
  /// - Complexity: O(candidates × (*n* + *nnz*(factor))): a direction each, no pricing.
  mutating func pivotBatch(
    _ candidates: [Candidate], after first: Candidate, degenerateRun: inout Int
  ) {
    var order = candidates.filter { $0.rank == first.rank && $0.slot != first.slot }
    order.sort { ($0.slope, $0.slot) < ($1.slope, $1.slot) }
    var released: Set<Int> = [first.slot]
    var moved = [Bool](repeating: false, count: variableCount)
    func markSupport() {
      for variable in support { moved[Int(variable)] = true }
    }
    markSupport()
    var misses = 0
    for candidate in order where !released.contains(candidate.slot) {
      released.insert(candidate.slot)
      let content = slotContent[candidate.slot]
      if let variable = stayVariable(content) {
        if moved[variable] { continue }
      } else if entries(of: Int(content)).contains(where: { moved[Int(poolColumn[$0])] }) {
        continue
      }
      let outcome = pivot(
        candidate, ranks: [], cutoff: first.rank, bland: false, slopeFromRows: true)
      switch outcome {
      case .moved(let step):
        markSupport()
        misses = 0
        statistics.batchPivots += 1
        degenerateRun = step > 0 ? 0 : degenerateRun + 1
        if degenerateRun >= Self.blandThreshold { return }
      case .notImproving:
        misses += 1
        if misses >= 2 { return }
      case .unbounded:
        return
      }
    }
  }

  /// Whether some rank after `rank`, up to `cutoff`, has active rows and stale duals.
  ///
  /// - Complexity: O(*K*).
  func hasStaleDuals(after rank: Int, throughRank cutoff: Int) -> Bool {
    guard rank < cutoff else { return false }
    for weaker in (rank + 1)...cutoff {
      let level = levels.levelAtRank[weaker]
      if levels.activeRows[level] > 0, !levels.dualValid[level] { return true }
    }
    return false
  }

  /// The weakest rank up to `cutoff` with active rows, or `nil` when none has any.
  ///
  /// - Complexity: O(*K*).
  func weakestActiveRank(throughRank cutoff: Int) -> Int? {
    var rank = cutoff
    while rank >= 0 {
      if levels.activeRows[levels.levelAtRank[rank]] > 0 { return rank }
      rank -= 1
    }
    return nil
  }

  /// Brings the cached duals `M⁻ᵀ g` of every rank up to `cutoff` whose gradient may be non-zero
  /// up to date, solving only for the levels whose gradient or basis changed beyond what the
  /// cache could follow.
  ///
  /// Those ranks, strongest first, are left in `activeRanks`.
  mutating func computeDuals(throughRank cutoff: Int) {
    activeRanks.emptyKeepingCapacity()
    for rank in 0...cutoff where levels.activeRows[levels.levelAtRank[rank]] > 0 {
      activeRanks.append(rank)
      let level = levels.levelAtRank[rank]
      guard !levels.dualValid[level] else { continue }
      for index in 0..<variableCount {
        scratchColumns[index] = levels.gradient[level][index]
      }
      etaWork += factor.etaEntryCount + factor.etaCount
      factor.solveTransposed(&scratchColumns, into: &scratchLambda)
      let offset = level * levels.dualStride
      for slot in 0..<variableCount {
        levels.dualStore[offset + slot] = scratchLambda[slot]
      }
      levels.dualValid[level] = true
    }
  }

  /// The cached dual of a slot at a rank (valid after ``computeDuals(throughRank:)``).
  @inline(__always)
  func dual(rank: Int, slot: Int) -> Double {
    levels.dualStore[levels.levelAtRank[rank] * levels.dualStride + slot]
  }

  /// The slot whose release improves the objective most at the strongest rank, or `nil` at an
  /// optimum.
  ///
  /// Under Bland's rule, the improving slot whose content has the smallest id.
  ///
  /// Releasing slot `p` in direction `s` has the slope `s·y[p]` at each rank, plus the released
  /// row's penalty at its own rank (1 downwards, and 1 upwards for an equality; nothing for a
  /// stay). Up to the penalty's rank both directions are decided by the same first non-zero
  /// dual, so a stay, or a row whose duals are non-zero above its rank, costs one scan.
  func price(ranks: [Int], cutoff: Int, bland: Bool) -> Candidate? {
    var flips: [BoundFlip] = []
    var others: [Candidate] = []
    return price(
      ranks: ranks, cutoff: cutoff, bland: bland, flips: &flips, others: &others,
      collectsFlips: false, collectsOthers: false)
  }

  /// As ``price(ranks:cutoff:bland:)``, except that outside Bland's rule an improving slot
  /// whose release is a bound flip (``boundFlip(slot:ranks:cutoff:)``) goes into `flips`
  /// instead of competing for the best candidate, and every improving candidate that is not a
  /// flip, the best included, goes into `others` (for
  /// ``pivotBatch(_:after:degenerateRun:)``).
  ///
  /// - Parameters:
  ///   - ranks: The active ranks, strongest first.
  ///   - cutoff: The weakest rank that counts.
  ///   - bland: Whether Bland's rule picks the candidate.
  ///   - flips: Receives the bound flips found.
  ///   - others: Receives the improving candidates, when `collectsOthers`.
  ///   - collectsFlips: Whether to look for bound flips at all.
  ///   - collectsOthers: Whether to fill `others`.
  /// - Returns: The best candidate that is not a flip.
  func price(
    ranks: [Int], cutoff: Int, bland: Bool, flips: inout [BoundFlip], others: inout [Candidate],
    collectsFlips: Bool = true, collectsOthers: Bool = true
  ) -> Candidate? {
    let collectsFlips = collectsFlips && !bland
    let collectsOthers = collectsOthers && !bland
    var best: Candidate?
    var bestKey = Int.max
    let offsets = ranks.map { levels.levelAtRank[$0] * levels.dualStride }
    let rankCount = ranks.count
    let tolerance = Self.tolerance
    func consider(_ candidate: Candidate, content: SlotContent) {
      if collectsFlips, candidate.sign > 0, content >= 0,
        let flip = boundFlip(slot: candidate.slot, ranks: ranks, cutoff: cutoff)
      {
        flips.append(flip)
        return
      }
      if collectsOthers { others.append(candidate) }
      if bland {
        let key = content < 0 ? Int(-1 - content) : variableCount + Int(content)
        if key < bestKey {
          bestKey = key
          best = candidate
        }
      } else if let current = best {
        if candidate.rank < current.rank
          || (candidate.rank == current.rank && candidate.slope < current.slope)
        {
          best = candidate
        }
      } else {
        best = candidate
      }
    }
    // While no required row is violated (the required level, the strongest rank, has no slope),
    // releasing a required equality costs 1 per unit at that rank either way: it is never a
    // candidate, and most slots of a layout hold one.
    let requiredRank = levels.requiredLevel.map { levels.rank[$0] } ?? -1
    let skipsRequiredEqualities = requiredRank >= 0 && !ranks.contains(requiredRank)
    levels.dualStore.withUnsafeBufferPointer { duals in
      for slot in 0..<variableCount {
        let content = slotContent[slot]
        var penaltyRank = Int.max
        var penaltyUp = 0.0
        if content >= 0 {
          let rank = levels.rank[Int(rowLevel[Int(content)])]
          if rank <= cutoff {
            penaltyRank = rank
            penaltyUp = rowKind[Int(content)] == .equal ? 1 : 0
            if skipsRequiredEqualities, rank == requiredRank, penaltyUp == 1 { continue }
          }
        }
        // Above the penalty's rank: the first dual beyond the tolerance decides both ways.
        var index = 0
        var decided = false
        while index < rankCount, ranks[index] < penaltyRank {
          let dual = duals[offsets[index] + slot]
          if dual != 0, abs(dual) > tolerance * (1 + abs(dual)) {
            let sign: Double = dual < 0 ? 1 : -1
            consider(
              Candidate(slot: slot, sign: sign, rank: ranks[index], slope: -abs(dual)),
              content: content)
            decided = true
            break
          }
          index += 1
        }
        guard !decided, penaltyRank != Int.max else { continue }
        // At the penalty's rank, then below it for a direction still undecided.
        var dual = 0.0
        if index < rankCount, ranks[index] == penaltyRank {
          dual = duals[offsets[index] + slot]
          index += 1
        }
        var limit = tolerance * (1 + abs(dual))
        let up = dual + penaltyUp
        let down = -dual + 1
        var upDecided = abs(up) > limit
        var downDecided = abs(down) > limit
        if upDecided, up < 0 {
          consider(
            Candidate(slot: slot, sign: 1, rank: penaltyRank, slope: up), content: content)
        }
        if downDecided, down < 0 {
          consider(
            Candidate(slot: slot, sign: -1, rank: penaltyRank, slope: down), content: content)
        }
        while !(upDecided && downDecided), index < rankCount {
          dual = duals[offsets[index] + slot]
          limit = tolerance * (1 + abs(dual))
          if dual != 0, abs(dual) > limit {
            if !upDecided, dual < 0 {
              consider(
                Candidate(slot: slot, sign: 1, rank: ranks[index], slope: dual), content: content)
            }
            if !downDecided, -dual < 0 {
              consider(
                Candidate(slot: slot, sign: -1, rank: ranks[index], slope: -dual),
                content: content)
            }
            upDecided = true
            downDecided = true
          }
          index += 1
        }
      }
    }
    return best
  }

  /// What a pivot did.
  enum PivotOutcome {
    /// The released slot took the row found along the direction, after a step of this length.
    case moved(Double)
    /// The direction does not improve the objective (checked only with `slopeFromRows`).
    case notImproving
    /// No breakpoint stopped an improving direction (rounding).
    case unbounded
  }

  /// Releases the candidate's slot, walks the breakpoints along the direction until the slope
  /// stops being negative, and pivots the row found there into the slot.
  ///
  /// The slope at the start of the walk comes from the duals priced, or with `slopeFromRows`
  /// from the rows the direction moves: `g·d` summed over the non-tight rows with a slope, the
  /// same number without the duals (`y·e = (M⁻ᵀg)·e = g·M⁻¹e`). A candidate whose slope so
  /// found is not negative is left as it was.
  ///
  /// - Parameters:
  ///   - candidate: The slot to release and the direction.
  ///   - ranks: The active ranks whose duals are valid (unused with `slopeFromRows`).
  ///   - cutoff: The weakest rank that counts.
  ///   - bland: Whether Bland's rule is on (the walk stops at the first breakpoint).
  ///   - slopeFromRows: Whether to take the slope from the rows instead of the duals.
  /// - Returns: What the pivot did.
  mutating func pivot(
    _ candidate: Candidate, ranks: [Int], cutoff: Int, bland: Bool, slopeFromRows: Bool = false
  ) -> PivotOutcome {
    computeDirection(releasing: candidate.slot, sign: candidate.sign)
    gatherTouchedRows()
    breakpoints.emptyKeepingCapacity()
    walkSlope.emptyKeepingCapacity()
    walkSlope.append(contentsOf: repeatElement(0, count: cutoff + 1))
    walkMagnitude.emptyKeepingCapacity()
    walkMagnitude.append(contentsOf: repeatElement(0, count: cutoff + 1))
    var slope = walkSlope
    var magnitude = walkMagnitude
    walkSlope = []
    walkMagnitude = []
    defer {
      walkSlope = slope
      walkMagnitude = magnitude
    }
    for row in touchedRows {
      let index = Int(row)
      let rank = levels.rank[Int(rowLevel[index])]
      guard rank <= cutoff else { continue }
      let (alpha, norm) = rate(of: index)
      if slopeFromRows {
        let rowSlope = self.slope(of: index)
        if rowSlope != 0 {
          slope[rank] += rowSlope * alpha
          magnitude[rank] += norm
        }
      }
      guard abs(alpha) > Self.tolerance * (1 + norm) else { continue }
      let step: Double
      if rowSide[index] > 0, alpha < 0 {
        step = max(0, rowResidual[index] / -alpha)
      } else if rowSide[index] < 0, alpha > 0 {
        step = max(0, -rowResidual[index] / alpha)
      } else {
        continue
      }
      let delta = (rowKind[index] == .equal ? 2 : 1) * abs(alpha)
      breakpoints.append(Breakpoint(step: step, rank: rank, delta: delta, row: row))
    }
    // The slope vector of the direction, then the walk.
    if !slopeFromRows {
      for rank in ranks {
        slope[rank] = candidate.sign * dual(rank: rank, slot: candidate.slot)
        magnitude[rank] = abs(slope[rank])
      }
    }
    let content = slotContent[candidate.slot]
    if content >= 0 {
      let rank = levels.rank[Int(rowLevel[Int(content)])]
      if rank <= cutoff, candidate.sign < 0 || rowKind[Int(content)] == .equal {
        slope[rank] += 1
        magnitude[rank] += 1
      }
    }
    if slopeFromRows, isLexicographicallyNonNegative(slope, magnitude) { return .notImproving }
    guard !breakpoints.isEmpty else { return .unbounded }
    breakpoints.sort { ($0.step, $0.row) < ($1.step, $1.row) }
    var stop = -1
    for (position, breakpoint) in breakpoints.enumerated() {
      slope[breakpoint.rank] += breakpoint.delta
      magnitude[breakpoint.rank] += breakpoint.delta
      if bland || isLexicographicallyNonNegative(slope, magnitude) {
        stop = position
        break
      }
    }
    guard stop >= 0 else { return .unbounded }

    let entering = Int(breakpoints[stop].row)
    let step = breakpoints[stop].step
    for breakpoint in breakpoints[..<stop] {
      setSide(Int(breakpoint.row), -rowSide[Int(breakpoint.row)])
    }
    let leaving = slotContent[candidate.slot]
    replaceSlot(
      candidate.slot, with: SlotContent(entering), leavingSide: candidate.sign > 0 ? 1 : -1)
    moveAlongDirection(step: step)
    if leaving >= 0 {
      // The released row was tight when the touched rows were gathered.
      computeResidual(Int(leaving))
      refreshSide(Int(leaving))
    }
    refactorIfNeeded()
    return .moved(step)
  }

  /// Whether the first rank with a slope beyond the tolerance has a positive one (or none has).
  @inline(__always)
  func isLexicographicallyNonNegative(_ slope: [Double], _ magnitude: [Double]) -> Bool {
    for rank in slope.indices {
      let limit = Self.tolerance * (1 + magnitude[rank])
      if slope[rank] > limit { return true }
      if slope[rank] < -limit { return false }
    }
    return true
  }
}

/// A point along a direction where a non-tight row's residual crosses zero.
struct Breakpoint {
  var step: Double
  var rank: Int
  var delta: Double
  var row: Int32
}
