import TrellisSolver

// Checking a constraint when it is made, and turning its parts into solver constraints.

extension LayoutConstraint {
  /// Checks the constraint and pairs each first attribute with what it relates to.
  ///
  /// - Throws: The ``LayoutError`` naming the node and the call site: a missing superview,
  ///   items in different trees, a non-finite number, an ignored multiplier or offset,
  ///   incompatible attributes or mixed directions.
  func resolve() throws(LayoutError) {
    // The first item is only read (its tree holds it while the block runs): not retained.
    guard let first = unretainedFirstItem else { return }
    guard target.isFinite, modifier.isFinite, multiplier.isFinite else {
      throw .nonFiniteNumber(node: firstName, location: location)
    }
    if target.isConstant {
      guard !multiplierWasSet else {
        throw .ignoredMultiplier(node: firstName, location: location)
      }
      guard !modifierWasSet else { throw .ignoredOffset(node: firstName, location: location) }
    }
    // The attributes are read by index, in place: iterating a copy of the list retains it.
    let count = attributes.count
    var resolved: [ConstraintPart] = []
    resolved.reserveCapacity(count)
    switch target {
    case .item(let weak, let targetAttributes):
      // The trees compared by their roots' addresses, without retaining the second item (one
      // that is gone has none), and the target's own reference kept in each part.
      guard let root = first._withUnsafeGuaranteedRef({ $0.treeRootAddress }),
        weak.treeRootAddress == root
      else {
        throw .differentTrees(first: firstName, second: weak.name, location: location)
      }
      // The last part takes the target's reference over (no retain and release of it).
      var target: WeakItem? = weak
      for index in 0..<count {
        let attribute = attributes[index]
        let secondAttribute = try counterpart(
          of: attribute, at: index, among: targetAttributes ?? attributes)
        try check(attribute, secondAttribute)
        resolved.append(
          ConstraintPart(
            firstAttribute: attribute, secondItem: index == count - 1 ? target.take() : target,
            secondAttribute: secondAttribute))
      }
    case .superview, .point, .insets, .directionalInsets:
      if case .point = target, attributes.contains(where: \.isSize) {
        throw .incompatibleAttributes(node: firstName, location: location)
      }
      // The last part takes the parent's reference over (no retain and release of it).
      var parent: WeakItem? = try superview(of: first)
      for index in 0..<count {
        let attribute = attributes[index]
        resolved.append(
          ConstraintPart(
            firstAttribute: attribute, secondItem: index == count - 1 ? parent.take() : parent,
            secondAttribute: attribute))
      }
    case .number:
      for index in 0..<count {
        let attribute = attributes[index]
        if attribute.isSize {
          resolved.append(
            ConstraintPart(firstAttribute: attribute, secondItem: nil, secondAttribute: nil))
        } else {
          resolved.append(
            ConstraintPart(
              firstAttribute: attribute, secondItem: try superview(of: first),
              secondAttribute: attribute))
        }
      }
    case .size:
      guard attributes.allSatisfy(\.isSize) else {
        throw .incompatibleAttributes(node: firstName, location: location)
      }
      for index in 0..<count {
        let attribute = attributes[index]
        resolved.append(
          ConstraintPart(firstAttribute: attribute, secondItem: nil, secondAttribute: nil))
      }
    }
    // Only an item's attributes can mismatch (checked above): every other part relates an
    // attribute to the same one of the superview, or to a number.
    parts = resolved
  }

  /// The first item's frame parent as a part's second item: its anchor and name, read without
  /// retaining the parent.
  private func superview(of item: Unmanaged<LayoutItem>) throws(LayoutError) -> WeakItem {
    guard let parent = item._withUnsafeGuaranteedRef({ $0.unretainedFrameParent }) else {
      throw .missingSuperview(node: firstName, location: location)
    }
    return parent._withUnsafeGuaranteedRef { WeakItem($0) }
  }

  /// The target attribute that attribute `index` of ``attributes`` (`attribute`) relates to.
  ///
  /// One target attribute serves all; otherwise each takes the target attribute on the same
  /// edge (`top` ↔ `topMargin`), falling back to position when the lists have the same length.
  private func counterpart(
    of attribute: LayoutAttribute, at index: Int, among targets: [LayoutAttribute]
  ) throws(LayoutError) -> LayoutAttribute {
    if targets.count == 1 { return targets[0] }
    if let match = targets.first(where: { $0.edge == attribute.edge }) { return match }
    if targets.count == attributes.count { return targets[index] }
    throw .unmatchedAttribute(node: firstName, attribute: "\(attribute)", location: location)
  }

  private func check(_ first: LayoutAttribute, _ second: LayoutAttribute) throws(LayoutError) {
    if first.isSize != second.isSize {
      throw .incompatibleAttributes(node: firstName, location: location)
    }
    if !first.isSize, first.axis != second.axis {
      throw .incompatibleAttributes(node: firstName, location: location)
    }
    if first.axis == .horizontal, !first.isSize, first.isDirectional != second.isDirectional {
      throw .mixedDirections(node: firstName, location: location)
    }
  }

  /// The constant of part `index` for a layout direction: from the part's own constant source
  /// if it has one (a part updated on its own), else from the target or the modifier.
  func constant(ofPartAt index: Int, direction: LayoutDirection) -> Double {
    // A part without a source of its own (the common case) passes none: passing the part's
    // optional costs a copy of its payload's references (retains and releases) either way.
    guard let source = parts[index].constantSource else {
      // A target that is an item or the superview (the common case) gives no number: only the
      // modifier counts, and the target is not copied (a copy of an item target retains the
      // item's anchor, its name and its list of attributes).
      if !target.isConstant {
        return Self.constant(
          of: modifier,
          attribute: parts[index].secondAttribute ?? parts[index].firstAttribute,
          direction: direction)
      }
      return constant(
        attribute: parts[index].firstAttribute, secondAttribute: parts[index].secondAttribute,
        source: nil, direction: direction)
    }
    return constant(
      attribute: parts[index].firstAttribute, secondAttribute: parts[index].secondAttribute,
      source: source, direction: direction)
  }

  /// The constant of a part given by its attributes and its own constant source, if any (the
  /// constraint's target and modifier otherwise).
  private func constant(
    attribute firstAttribute: LayoutAttribute, secondAttribute: LayoutAttribute?,
    source: (target: ConstraintTarget, modifier: ConstantModifier)?, direction: LayoutDirection
  ) -> Double {
    let attribute = secondAttribute ?? firstAttribute
    let target = source?.target ?? self.target
    let modifier = source?.modifier ?? self.modifier
    switch target {
    case .number(let value): return value
    case .size(let size): return firstAttribute == .width ? size.width : size.height
    case .point(let point): return firstAttribute.axis == .horizontal ? point.x : point.y
    case .insets(let insets): return insets.constant(for: attribute, direction: direction)
    case .directionalInsets(let insets):
      return insets.resolved(for: direction).constant(for: attribute, direction: direction)
    case .item, .superview:
      return Self.constant(of: modifier, attribute: attribute, direction: direction)
    }
  }

  /// The constant a modifier gives an attribute whose target is an item or the superview.
  private static func constant(
    of modifier: ConstantModifier, attribute: LayoutAttribute, direction: LayoutDirection
  ) -> Double {
    switch modifier {
    case .none: 0
    case .offset(let value): value
    case .insets(let insets): insets.constant(for: attribute, direction: direction)
    case .directionalInsets(let insets):
      insets.resolved(for: direction).constant(for: attribute, direction: direction)
    }
  }

  /// The direction the constraint's leading and trailing follow: its first item's.
  var direction: LayoutDirection {
    firstItem?.direction ?? .leftToRight
  }

  /// The solver constraint of part `index`:
  /// `first.attribute − second.attribute × m  relation  c` (the constant moved to the right
  /// side with the second attribute's own), or `nil` once the first item is gone.
  func solverConstraint(forPartAt index: Int) -> Constraint? {
    guard let first = firstItem else { return nil }
    return solverConstraint(forPartAt: index, of: first, direction: first.direction)
  }

  /// The solver constraint of part `index`, with the first item and its direction found by the
  /// caller (once for every part, as activation does); the part is read in place.
  ///
  /// Both items' terms are written into one expression, the left side (which keeps the first
  /// attribute's constant); the right side is a number, the second attribute's constant times
  /// the multiplier plus the part's constant. The solver reads `lhs − rhs` term for term and
  /// constant for constant as it would from `first.attribute` and `second.attribute × m + c`,
  /// with one list of terms made instead of two.
  ///
  /// - Parameters:
  ///   - index: The part's index in ``parts``.
  ///   - first: The first item (alive: the caller holds it).
  ///   - direction: The first item's layout direction.
  /// - Returns: `lhs relation rhs` at the constraint's priority, with its label.
  func solverConstraint(
    forPartAt index: Int, of first: LayoutItem, direction: LayoutDirection
  ) -> Constraint {
    // Made without a list of terms to merge in (`Expression()` takes one and releases it).
    var lhs = Expression(constant: 0)
    // The second item is only read (its tree holds it while it is activated): not retained.
    let second = parts[index].unretainedSecond
    let secondAttribute = parts[index].secondAttribute
    // Room for both items' terms (an attribute has one or two) in one allocation.
    lhs.reserveTerms(second == nil ? 2 : 4)
    lhs.addConstant(
      first.addTerms(
        of: parts[index].firstAttribute, direction: direction, scaledBy: 1, to: &lhs))
    var rhsConstant = constant(ofPartAt: index, direction: direction)
    if let second, let secondAttribute {
      let multiplier = self.multiplier
      let secondConstant = second._withUnsafeGuaranteedRef {
        $0.addTerms(of: secondAttribute, direction: direction, scaledBy: -multiplier, to: &lhs)
      }
      // As `second.attribute × m + c` reads its constant.
      rhsConstant = secondConstant * multiplier + rhsConstant
    }
    lhs.dropZeroTerms()
    return Constraint(
      lhs, relation, Expression(constant: rhsConstant), priority: priority, label: label)
  }

  /// A part in the printed form of diagnostics:
  /// `card.top == screen.top + 20 @required (label, Cards.swift:42)`.
  func describePart(_ index: Int) -> String {
    let part = parts[index]
    var text = "\(firstName).\(part.firstAttribute) \(relation) "
    var hasTerm = false
    if let second = part.secondItem, let attribute = part.secondAttribute {
      text += "\(second.name).\(attribute)"
      if multiplier != 1 { text += " * \(GeometryFormat.number(multiplier))" }
      hasTerm = true
    }
    let constant = self.constant(ofPartAt: index, direction: direction)
    if !hasTerm {
      text += GeometryFormat.number(constant)
    } else if constant != 0 {
      text +=
        constant < 0
        ? " - \(GeometryFormat.number(-constant))" : " + \(GeometryFormat.number(constant))"
    }
    text += " @\(priority)"
    let place = label.map { "\($0), \(location)" } ?? "\(location)"
    return text + " (\(place))"
  }
}
