public import TrellisSolver

/// Builds the children of a node declaratively, with `if`, `if let`, `for` and `switch`.
///
/// ```swift
/// let screen = Node("screen") {
///   Node("title", intrinsicSize: IntrinsicSize(width: 120, height: 40))
///     .constraints { make in make.top.leading.equalToSuperview().inset(16) }
///   if showsSubtitle {
///     Node("subtitle")
///   }
///   for index in 0..<3 {
///     Node("row\(index)")
///   }
/// }
/// ```
@resultBuilder
public enum NodeBuilder {
  /// One node.
  ///
  /// - Parameter node: The node.
  /// - Returns: The node as a list.
  public static func buildExpression(_ node: Node) -> [Node] {
    [node]
  }

  /// Several nodes.
  ///
  /// - Parameter nodes: The nodes.
  /// - Returns: The same list.
  public static func buildExpression(_ nodes: [Node]) -> [Node] {
    nodes
  }

  /// The statements of a block, in order.
  ///
  /// - Parameter parts: Each statement's nodes.
  /// - Returns: All nodes.
  public static func buildBlock(_ parts: [Node]...) -> [Node] {
    parts.flatMap { $0 }
  }

  /// An `if` without `else`.
  ///
  /// - Parameter part: The nodes when the condition held.
  /// - Returns: Those nodes, or none.
  public static func buildOptional(_ part: [Node]?) -> [Node] {
    part ?? []
  }

  /// The first branch of an `if`/`else` or `switch`.
  ///
  /// - Parameter first: The branch's nodes.
  /// - Returns: The same nodes.
  public static func buildEither(first: [Node]) -> [Node] {
    first
  }

  /// The second branch of an `if`/`else` or `switch`.
  ///
  /// - Parameter second: The branch's nodes.
  /// - Returns: The same nodes.
  public static func buildEither(second: [Node]) -> [Node] {
    second
  }

  /// A `for` loop.
  ///
  /// - Parameter parts: Each iteration's nodes.
  /// - Returns: All nodes, in order.
  public static func buildArray(_ parts: [[Node]]) -> [Node] {
    parts.flatMap { $0 }
  }

  /// An `if #available` block.
  ///
  /// - Parameter part: The block's nodes.
  /// - Returns: The same nodes.
  public static func buildLimitedAvailability(_ part: [Node]) -> [Node] {
    part
  }
}

extension Node {
  /// Creates a node with children written by a ``NodeBuilder``.
  ///
  /// A child that cannot be added (a node that already has a parent) is left out and reported
  /// as a diagnostic at the tree's first layout.
  ///
  /// - Parameters:
  ///   - name: The node's name.
  ///   - intrinsicSize: The size its content wants, if any.
  ///   - children: The children.
  public convenience init(
    _ name: String, intrinsicSize: IntrinsicSize = .none, @NodeBuilder children: () -> [Node]
  ) {
    self.init(name, intrinsicSize: intrinsicSize)
    for child in children() {
      do {
        try addChild(child)
      } catch {
        pendingBuildErrors.append(error)
      }
    }
  }

  /// Adds constraints as soon as every node they name is in the node's tree.
  ///
  /// The block runs now if it can (it names only the node itself, say); otherwise after each
  /// ``addChild(_:)`` that brings the node into a bigger tree, until it succeeds; at the
  /// tree's first layout a block that still fails is reported as a
  /// ``LayoutDiagnostic/Kind/invalidConstraint`` diagnostic. A block may therefore run more
  /// than once before it succeeds: keep it free of side effects other than `make`.
  ///
  /// - Parameter block: Writes the constraints with the maker.
  /// - Returns: The node.
  @discardableResult
  public func constraints(_ block: @escaping (ConstraintMaker) -> Void) -> Node {
    do {
      try makeConstraints(block)
    } catch {
      pendingConstraintBlocks.append(PendingConstraintBlock(body: block))
      existingEngine?.structureDirty = true
    }
    return self
  }

  /// Sets the intrinsic content size.
  ///
  /// - Parameters:
  ///   - width: The intrinsic width, or `nil`.
  ///   - height: The intrinsic height, or `nil`.
  /// - Returns: The node.
  @discardableResult
  public func intrinsicSize(width: Double? = nil, height: Double? = nil) -> Node {
    intrinsicContentSize = IntrinsicSize(width: width, height: height)
    return self
  }

  /// Hides or shows the node.
  ///
  /// - Parameter hidden: Whether the node is hidden.
  /// - Returns: The node.
  @discardableResult
  public func hidden(_ hidden: Bool = true) -> Node {
    isHidden = hidden
    return self
  }

  /// Sets the layout margins.
  ///
  /// - Parameter margins: The margins.
  /// - Returns: The node.
  @discardableResult
  public func margins(_ margins: EdgeInsets) -> Node {
    layoutMargins = margins
    return self
  }

  /// Sets the layout direction.
  ///
  /// - Parameter direction: The direction, or `nil` to inherit.
  /// - Returns: The node.
  @discardableResult
  public func direction(_ direction: LayoutDirection?) -> Node {
    layoutDirection = direction
    return self
  }

  /// Sets the hugging and compression-resistance priorities on an axis.
  ///
  /// - Parameters:
  ///   - hugging: The hugging priority, or `nil` to keep it.
  ///   - compressionResistance: The compression-resistance priority, or `nil` to keep it.
  ///   - axis: The axis.
  /// - Returns: The node.
  @discardableResult
  public func priorities(
    hugging: Priority? = nil, compressionResistance: Priority? = nil, for axis: Axis
  ) -> Node {
    if let hugging { setContentHuggingPriority(hugging, for: axis) }
    if let compressionResistance {
      setContentCompressionResistancePriority(compressionResistance, for: axis)
    }
    return self
  }

  /// Sets the sort key containers use.
  ///
  /// - Parameter order: The key.
  /// - Returns: The node.
  @discardableResult
  public func order(_ order: Double) -> Node {
    self.order = order
    return self
  }
}
