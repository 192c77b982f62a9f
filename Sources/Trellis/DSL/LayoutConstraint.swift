public import TrellisSolver

/// A constraint made with the DSL: the handle `makeConstraints` returns and `.constraint` gives.
///
/// One handle can stand for several solver constraints (`make.edges…` makes four). It holds
/// its items weakly, so keeping a handle never keeps a node alive. Activate and deactivate it,
/// change its offset, inset or priority in place — to and from `.required` too, which UIKit
/// forbids — and inspect the solver constraints it stands for.
///
/// ```swift
/// var top: LayoutConstraint?
/// try card.makeConstraints { make in
///   top = make.top.equalToSuperview().offset(20).constraint
/// }
/// try top?.update(offset: 40)
/// ```
public final class LayoutConstraint: CustomStringConvertible {
  // The mutable stored properties below are `@exclusivity(unchecked)`, on the same grounds as
  // `Node`'s: only the library's own methods write them, and none calls a caller's code while
  // an access to one is open.

  /// The first item; weak.
  var firstItem: LayoutItem? { firstAnchor.item }
  /// The first item without retaining it, for a read that ends while its tree holds it.
  var unretainedFirstItem: Unmanaged<LayoutItem>? { firstAnchor.unretained }
  /// The first item's anchor (a weak reference without a side table).
  private let firstAnchor: ItemAnchor
  /// The first item's name, kept for messages after it is gone.
  let firstName: String
  /// The first item's attributes, one solver constraint each.
  @exclusivity(unchecked) public internal(set) var attributes: [LayoutAttribute]
  /// How the sides compare.
  @exclusivity(unchecked) public internal(set) var relation: Relation = .equal
  /// How far the chain that writes the constraint has come (a chain is written into the
  /// constraint it makes).
  @exclusivity(unchecked) var chain = ChainState.started
  /// What the attributes are related to.
  @exclusivity(unchecked) var target: ConstraintTarget
  /// The factor on the target's attribute.
  @exclusivity(unchecked) public internal(set) var multiplier: Double = 1
  /// Offsets or insets added to the constant.
  @exclusivity(unchecked) var modifier: ConstantModifier = .none
  /// Whether the chain called `multipliedBy`/`dividedBy` (even with 1) or `offset`/`inset`.
  @exclusivity(unchecked) var multiplierWasSet = false
  @exclusivity(unchecked) var modifierWasSet = false
  /// The priority.
  @exclusivity(unchecked) public internal(set) var priority: Priority = .required
  /// An optional name shown in diagnostics and dumps.
  @exclusivity(unchecked) public internal(set) var label: String?
  /// Where the constraint was written.
  @exclusivity(unchecked) public internal(set) var location = CallSite(fileID: "", line: 0)
  /// Each attribute's counterpart, resolved when the constraint was made.
  @exclusivity(unchecked) var parts: [ConstraintPart] = []
  /// The solver constraints while active, one per part.
  @exclusivity(unchecked) var solverParts = InlineFirstList<Constraint>()
  /// The solver constraints while active, one per part.
  ///
  /// Each is written with both items' terms on the left and the numbers on the right:
  /// `a.centerY == b.centerY × 2 + 3` is `a.y + 0.5 a.height − 2 b.y − b.height == 3` (the first
  /// attribute's own constant, a margin or a baseline offset, stays on the left).
  public var solverConstraints: [Constraint] { Array(solverParts) }
  /// The engine the constraint is active in.
  var engine: LayoutEngine? {
    get { engineAnchor?.object }
    set { engineAnchor = newValue?.anchor }
  }
  /// The anchor of the engine the constraint is active in (a weak reference to it).
  @exclusivity(unchecked) private var engineAnchor: Anchor<LayoutEngine>?
  /// When it was last activated, for "the most recently added constraint of a conflict".
  @exclusivity(unchecked) var activationSequence = 0

  /// A constraint a chain starts: `item`'s `attributes`, related to nothing yet.
  init(item: LayoutItem, attributes: consuming [LayoutAttribute]) {
    self.firstAnchor = item.anchor
    self.firstName = item.name
    self.attributes = attributes
    self.target = .number(0)
  }

  /// Gives the constraint its relation and target, written at `location` (nothing once made).
  func relate(_ relation: Relation, _ target: ConstraintTarget, location: CallSite) {
    guard chain != .made else { return }
    self.relation = relation
    self.target = target
    self.location = location
    chain = .related
  }

  /// Where the chain that writes a constraint is.
  enum ChainState {
    /// Started (`make.top`): it takes more attributes, or a relation.
    case started
    /// Related (`.equalTo(…)`): it takes an offset, a multiplier, a priority and a label.
    case related
    /// Made: its block is over, and what is left of its chain (kept past the block) changes
    /// nothing; a handle changes through ``update(offset:)`` and its siblings, which the solver
    /// follows.
    case made
  }

  /// Whether the constraint was active in an engine that is gone (its tree's root was released
  /// while its first item lived on): it is activated again when that item's new tree first lays
  /// it out, if its items are all there (as UIKit keeps a surviving subview's own constraints
  /// and drops those with its released superview).
  var isOrphaned: Bool {
    !isActive && !solverParts.isEmpty
  }

  /// Whether the constraint is active in `engine`, read without retaining either.
  func isActive(in engine: LayoutEngine) -> Bool {
    engineAnchor === engine.anchor
  }

  /// Whether the constraint is in its tree's solver.
  public var isActive: Bool {
    engineAnchor?.isAlive ?? false
  }

  /// Adds the constraint to its tree's layout.
  ///
  /// - Throws: ``LayoutError/differentTrees(first:second:location:)`` when its items are no
  ///   longer in one tree, or ``LayoutError/conflict(_:)`` in strict mode when a required
  ///   constraint conflicts (otherwise the engine reports a diagnostic and leaves it inactive).
  public func activate() throws(LayoutError) {
    guard !isActive else { return }
    guard let item = firstItem, let node = item.treeNode else { return }
    try node.engine.activate(self)
  }

  /// Removes the constraint from its tree's layout; it can be activated again.
  public func deactivate() {
    guard let engine else {
      // Orphaned (``isOrphaned``) or never active: it stays inactive from now on.
      solverParts.removeAll()
      return
    }
    engine.deactivate(self)
  }

  /// Replaces the offset: the constant of every part, or the number of a number target.
  ///
  /// - Parameter offset: The new offset.
  /// - Throws: ``LayoutError/ignoredOffset(node:location:)`` for a size, point or insets
  ///   target, ``LayoutError/nonFiniteNumber(node:location:)``, or a conflict in strict mode.
  public func update(offset: Double) throws(LayoutError) {
    guard offset.isFinite else { throw .nonFiniteNumber(node: firstName, location: location) }
    switch target {
    case .number: try update(target: .number(offset), modifier: modifier)
    case .item, .superview: try update(target: target, modifier: .offset(offset))
    default: throw .ignoredOffset(node: firstName, location: location)
    }
  }

  /// Replaces the inset with the same inset on every side (SnapKit's sign rules).
  ///
  /// - Parameter inset: The new inset.
  /// - Throws: As ``update(offset:)``.
  public func update(inset: Double) throws(LayoutError) {
    try update(insets: EdgeInsets(all: inset))
  }

  /// Replaces the insets (right and bottom negated, sizes shrunk by both sides).
  ///
  /// - Parameter insets: The new insets.
  /// - Throws: As ``update(offset:)``.
  public func update(insets: EdgeInsets) throws(LayoutError) {
    guard insets.isFinite else { throw .nonFiniteNumber(node: firstName, location: location) }
    switch target {
    case .insets: try update(target: .insets(insets), modifier: modifier)
    case .item, .superview: try update(target: target, modifier: .insets(insets))
    default: throw .ignoredOffset(node: firstName, location: location)
    }
  }

  /// Replaces the priority in place, to and from `.required` too.
  ///
  /// - Parameter priority: The new priority.
  /// - Throws: A solver error for an invalid priority, or a conflict in strict mode when the
  ///   constraint becomes required and cannot hold (otherwise a diagnostic, and the constraint
  ///   is deactivated).
  public func update(priority: Priority) throws(LayoutError) {
    guard priority.isValid else { throw .solver(.invalidPriority(priority, describeFallback)) }
    let old = self.priority
    self.priority = priority
    guard let engine else { return }
    do {
      try engine.updatePriority(of: self)
    } catch {
      self.priority = old
      throw error
    }
  }

  private func update(target: ConstraintTarget, modifier: ConstantModifier) throws(LayoutError) {
    let oldTarget = self.target
    let oldModifier = self.modifier
    self.target = target
    self.modifier = modifier
    guard let engine else { return }
    do {
      try engine.updateConstants(of: self)
    } catch {
      self.target = oldTarget
      self.modifier = oldModifier
      throw error
    }
  }

  /// A solver constraint standing for this one in messages about invalid input.
  private var describeFallback: Constraint {
    Constraint(Expression(), .equal, Expression(), label: "\(firstName) (\(location))")
  }

  /// Every part in the printed form of diagnostics, one per line.
  public var description: String {
    parts.indices.map { describePart($0) }.joined(separator: "\n")
  }
}

/// One attribute of a ``LayoutConstraint`` and what it is related to.
struct ConstraintPart {
  var firstAttribute: LayoutAttribute
  /// The second item, or `nil` for a constant (`width == 120`).
  var secondItem: WeakItem?
  var secondAttribute: LayoutAttribute?
  /// Where this part's constant comes from when `updateConstraints` changed only this part of
  /// a composite; `nil` uses the constraint's own target and modifier.
  var constantSource: (target: ConstraintTarget, modifier: ConstantModifier)?

  /// The second item without retaining it, or `nil` for a constant or once it is gone: for a
  /// read that ends while its tree holds it (read where the part is kept: no copy of it).
  var unretainedSecond: Unmanaged<LayoutItem>? {
    secondItem?.unretainedItem
  }
}
