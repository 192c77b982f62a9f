import TrellisSolver

/// A constraint chain that takes a relation and a target: the chain
/// ``ConstraintMakerExtendable`` is, under the name of this part of it.
public typealias ConstraintMakerRelatable = ConstraintMakerExtendable

extension ConstraintMakerExtendable {
  /// Gives the constraint its relation and target, at the call site.
  ///
  /// The chain is handed on (consumed), not copied: no retain and release of the constraint;
  /// the same for every relation below.
  consuming func relate(
    _ relation: Relation, _ target: ConstraintTarget, file: String, line: Int
  ) -> ConstraintMakerEditable {
    constraint.relate(relation, target, location: CallSite(fileID: file, line: line))
    return ConstraintMakerEditable(constraint)
  }

  /// Relates the attributes, equal to the same attributes of another item (a node or a guide).
  ///
  /// - Parameters:
  ///   - item: The target.
  ///   - file: The call site (filled in).
  ///   - line: The call site (filled in).
  /// - Returns: The constraint, to edit its offset, multiplier, priority or label.
  @discardableResult
  public consuming func equalTo(_ item: LayoutItem, file: String = #fileID, line: Int = #line)
    -> ConstraintMakerEditable
  {
    relate(.equal, .item(WeakItem(item), nil), file: file, line: line)
  }

  /// Relates the attributes, equal to another item's attributes (`title.bottom`, `card.edges`).
  ///
  /// - Parameters:
  ///   - attribute: The target.
  ///   - file: The call site (filled in).
  ///   - line: The call site (filled in).
  /// - Returns: The constraint, to edit its offset, multiplier, priority or label.
  @discardableResult
  public consuming func equalTo(
    _ attribute: ItemAttribute, file: String = #fileID, line: Int = #line
  )
    -> ConstraintMakerEditable
  {
    relate(.equal, attribute.target, file: file, line: line)
  }

  /// Relates the attributes, equal to a number: the size itself for `width`/`height`, an offset from the superview's same attribute for a position.
  ///
  /// - Parameters:
  ///   - value: The target.
  ///   - file: The call site (filled in).
  ///   - line: The call site (filled in).
  /// - Returns: The constraint, to edit its offset, multiplier, priority or label.
  @discardableResult
  public consuming func equalTo(_ value: Double, file: String = #fileID, line: Int = #line)
    -> ConstraintMakerEditable
  {
    relate(.equal, .number(value), file: file, line: line)
  }

  /// Relates the attributes, equal to a size for `width` and `height`.
  ///
  /// - Parameters:
  ///   - size: The target.
  ///   - file: The call site (filled in).
  ///   - line: The call site (filled in).
  /// - Returns: The constraint, to edit its offset, multiplier, priority or label.
  @discardableResult
  public consuming func equalTo(_ size: Size, file: String = #fileID, line: Int = #line)
    -> ConstraintMakerEditable
  {
    relate(.equal, .size(size), file: file, line: line)
  }

  /// Relates the attributes, equal to offsets from the superview's same attributes, per axis.
  ///
  /// - Parameters:
  ///   - point: The target.
  ///   - file: The call site (filled in).
  ///   - line: The call site (filled in).
  /// - Returns: The constraint, to edit its offset, multiplier, priority or label.
  @discardableResult
  public consuming func equalTo(_ point: Point, file: String = #fileID, line: Int = #line)
    -> ConstraintMakerEditable
  {
    relate(.equal, .point(point), file: file, line: line)
  }

  /// Relates the attributes, equal to insets from the superview's edges.
  ///
  /// - Parameters:
  ///   - insets: The target.
  ///   - file: The call site (filled in).
  ///   - line: The call site (filled in).
  /// - Returns: The constraint, to edit its offset, multiplier, priority or label.
  @discardableResult
  public consuming func equalTo(_ insets: EdgeInsets, file: String = #fileID, line: Int = #line)
    -> ConstraintMakerEditable
  {
    relate(.equal, .insets(insets), file: file, line: line)
  }

  /// Relates the attributes, equal to insets from the superview's edges that follow the layout direction.
  ///
  /// - Parameters:
  ///   - insets: The target.
  ///   - file: The call site (filled in).
  ///   - line: The call site (filled in).
  /// - Returns: The constraint, to edit its offset, multiplier, priority or label.
  @discardableResult
  public consuming func equalTo(
    _ insets: DirectionalEdgeInsets, file: String = #fileID, line: Int = #line
  )
    -> ConstraintMakerEditable
  {
    relate(.equal, .directionalInsets(insets), file: file, line: line)
  }

  /// Relates the attributes, equal to the same attributes of the superview.
  ///
  /// - Parameters:
  ///   - file: The call site (filled in).
  ///   - line: The call site (filled in).
  /// - Returns: The constraint, to edit its offset, multiplier, priority or label.
  @discardableResult
  public consuming func equalToSuperview(file: String = #fileID, line: Int = #line)
    -> ConstraintMakerEditable
  {
    relate(.equal, .superview, file: file, line: line)
  }

  /// Relates the attributes, less than or equal to the same attributes of another item (a node or a guide).
  ///
  /// - Parameters:
  ///   - item: The target.
  ///   - file: The call site (filled in).
  ///   - line: The call site (filled in).
  /// - Returns: The constraint, to edit its offset, multiplier, priority or label.
  @discardableResult
  public consuming func lessThanOrEqualTo(
    _ item: LayoutItem, file: String = #fileID, line: Int = #line
  )
    -> ConstraintMakerEditable
  {
    relate(.lessThanOrEqual, .item(WeakItem(item), nil), file: file, line: line)
  }

  /// Relates the attributes, less than or equal to another item's attributes (`title.bottom`, `card.edges`).
  ///
  /// - Parameters:
  ///   - attribute: The target.
  ///   - file: The call site (filled in).
  ///   - line: The call site (filled in).
  /// - Returns: The constraint, to edit its offset, multiplier, priority or label.
  @discardableResult
  public consuming func lessThanOrEqualTo(
    _ attribute: ItemAttribute, file: String = #fileID, line: Int = #line
  )
    -> ConstraintMakerEditable
  {
    relate(.lessThanOrEqual, attribute.target, file: file, line: line)
  }

  /// Relates the attributes, less than or equal to a number: the size itself for `width`/`height`, an offset from the superview's same attribute for a position.
  ///
  /// - Parameters:
  ///   - value: The target.
  ///   - file: The call site (filled in).
  ///   - line: The call site (filled in).
  /// - Returns: The constraint, to edit its offset, multiplier, priority or label.
  @discardableResult
  public consuming func lessThanOrEqualTo(
    _ value: Double, file: String = #fileID, line: Int = #line
  )
    -> ConstraintMakerEditable
  {
    relate(.lessThanOrEqual, .number(value), file: file, line: line)
  }

  /// Relates the attributes, less than or equal to a size for `width` and `height`.
  ///
  /// - Parameters:
  ///   - size: The target.
  ///   - file: The call site (filled in).
  ///   - line: The call site (filled in).
  /// - Returns: The constraint, to edit its offset, multiplier, priority or label.
  @discardableResult
  public consuming func lessThanOrEqualTo(_ size: Size, file: String = #fileID, line: Int = #line)
    -> ConstraintMakerEditable
  {
    relate(.lessThanOrEqual, .size(size), file: file, line: line)
  }

  /// Relates the attributes, less than or equal to offsets from the superview's same attributes, per axis.
  ///
  /// - Parameters:
  ///   - point: The target.
  ///   - file: The call site (filled in).
  ///   - line: The call site (filled in).
  /// - Returns: The constraint, to edit its offset, multiplier, priority or label.
  @discardableResult
  public consuming func lessThanOrEqualTo(_ point: Point, file: String = #fileID, line: Int = #line)
    -> ConstraintMakerEditable
  {
    relate(.lessThanOrEqual, .point(point), file: file, line: line)
  }

  /// Relates the attributes, less than or equal to insets from the superview's edges.
  ///
  /// - Parameters:
  ///   - insets: The target.
  ///   - file: The call site (filled in).
  ///   - line: The call site (filled in).
  /// - Returns: The constraint, to edit its offset, multiplier, priority or label.
  @discardableResult
  public consuming func lessThanOrEqualTo(
    _ insets: EdgeInsets, file: String = #fileID, line: Int = #line
  )
    -> ConstraintMakerEditable
  {
    relate(.lessThanOrEqual, .insets(insets), file: file, line: line)
  }

  /// Relates the attributes, less than or equal to insets from the superview's edges that follow the layout direction.
  ///
  /// - Parameters:
  ///   - insets: The target.
  ///   - file: The call site (filled in).
  ///   - line: The call site (filled in).
  /// - Returns: The constraint, to edit its offset, multiplier, priority or label.
  @discardableResult
  public consuming func lessThanOrEqualTo(
    _ insets: DirectionalEdgeInsets, file: String = #fileID, line: Int = #line
  )
    -> ConstraintMakerEditable
  {
    relate(.lessThanOrEqual, .directionalInsets(insets), file: file, line: line)
  }

  /// Relates the attributes, less than or equal to the same attributes of the superview.
  ///
  /// - Parameters:
  ///   - file: The call site (filled in).
  ///   - line: The call site (filled in).
  /// - Returns: The constraint, to edit its offset, multiplier, priority or label.
  @discardableResult
  public consuming func lessThanOrEqualToSuperview(file: String = #fileID, line: Int = #line)
    -> ConstraintMakerEditable
  {
    relate(.lessThanOrEqual, .superview, file: file, line: line)
  }

  /// Relates the attributes, greater than or equal to the same attributes of another item (a node or a guide).
  ///
  /// - Parameters:
  ///   - item: The target.
  ///   - file: The call site (filled in).
  ///   - line: The call site (filled in).
  /// - Returns: The constraint, to edit its offset, multiplier, priority or label.
  @discardableResult
  public consuming func greaterThanOrEqualTo(
    _ item: LayoutItem, file: String = #fileID, line: Int = #line
  )
    -> ConstraintMakerEditable
  {
    relate(.greaterThanOrEqual, .item(WeakItem(item), nil), file: file, line: line)
  }

  /// Relates the attributes, greater than or equal to another item's attributes (`title.bottom`, `card.edges`).
  ///
  /// - Parameters:
  ///   - attribute: The target.
  ///   - file: The call site (filled in).
  ///   - line: The call site (filled in).
  /// - Returns: The constraint, to edit its offset, multiplier, priority or label.
  @discardableResult
  public consuming func greaterThanOrEqualTo(
    _ attribute: ItemAttribute, file: String = #fileID, line: Int = #line
  )
    -> ConstraintMakerEditable
  {
    relate(.greaterThanOrEqual, attribute.target, file: file, line: line)
  }

  /// Relates the attributes, greater than or equal to a number: the size itself for `width`/`height`, an offset from the superview's same attribute for a position.
  ///
  /// - Parameters:
  ///   - value: The target.
  ///   - file: The call site (filled in).
  ///   - line: The call site (filled in).
  /// - Returns: The constraint, to edit its offset, multiplier, priority or label.
  @discardableResult
  public consuming func greaterThanOrEqualTo(
    _ value: Double, file: String = #fileID, line: Int = #line
  )
    -> ConstraintMakerEditable
  {
    relate(.greaterThanOrEqual, .number(value), file: file, line: line)
  }

  /// Relates the attributes, greater than or equal to a size for `width` and `height`.
  ///
  /// - Parameters:
  ///   - size: The target.
  ///   - file: The call site (filled in).
  ///   - line: The call site (filled in).
  /// - Returns: The constraint, to edit its offset, multiplier, priority or label.
  @discardableResult
  public consuming func greaterThanOrEqualTo(
    _ size: Size, file: String = #fileID, line: Int = #line
  )
    -> ConstraintMakerEditable
  {
    relate(.greaterThanOrEqual, .size(size), file: file, line: line)
  }

  /// Relates the attributes, greater than or equal to offsets from the superview's same attributes, per axis.
  ///
  /// - Parameters:
  ///   - point: The target.
  ///   - file: The call site (filled in).
  ///   - line: The call site (filled in).
  /// - Returns: The constraint, to edit its offset, multiplier, priority or label.
  @discardableResult
  public consuming func greaterThanOrEqualTo(
    _ point: Point, file: String = #fileID, line: Int = #line
  )
    -> ConstraintMakerEditable
  {
    relate(.greaterThanOrEqual, .point(point), file: file, line: line)
  }

  /// Relates the attributes, greater than or equal to insets from the superview's edges.
  ///
  /// - Parameters:
  ///   - insets: The target.
  ///   - file: The call site (filled in).
  ///   - line: The call site (filled in).
  /// - Returns: The constraint, to edit its offset, multiplier, priority or label.
  @discardableResult
  public consuming func greaterThanOrEqualTo(
    _ insets: EdgeInsets, file: String = #fileID, line: Int = #line
  )
    -> ConstraintMakerEditable
  {
    relate(.greaterThanOrEqual, .insets(insets), file: file, line: line)
  }

  /// Relates the attributes, greater than or equal to insets from the superview's edges that follow the layout direction.
  ///
  /// - Parameters:
  ///   - insets: The target.
  ///   - file: The call site (filled in).
  ///   - line: The call site (filled in).
  /// - Returns: The constraint, to edit its offset, multiplier, priority or label.
  @discardableResult
  public consuming func greaterThanOrEqualTo(
    _ insets: DirectionalEdgeInsets, file: String = #fileID, line: Int = #line
  )
    -> ConstraintMakerEditable
  {
    relate(.greaterThanOrEqual, .directionalInsets(insets), file: file, line: line)
  }

  /// Relates the attributes, greater than or equal to the same attributes of the superview.
  ///
  /// - Parameters:
  ///   - file: The call site (filled in).
  ///   - line: The call site (filled in).
  /// - Returns: The constraint, to edit its offset, multiplier, priority or label.
  @discardableResult
  public consuming func greaterThanOrEqualToSuperview(file: String = #fileID, line: Int = #line)
    -> ConstraintMakerEditable
  {
    relate(.greaterThanOrEqual, .superview, file: file, line: line)
  }
}

extension ItemAttribute {
  var target: ConstraintTarget {
    guard let item else { return .item(WeakItem(name: itemName), attributes) }
    return .item(WeakItem(item), attributes)
  }
}
