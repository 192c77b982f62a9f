/// Reads the members of one JSON object of a layout spec, naming the JSON path in every error
/// and refusing keys nobody read.
struct SpecObject {
  let path: String
  private let members: [String: JSONValue]
  private let order: [String]
  private var read: Set<String> = []

  /// Wraps a value that must be an object.
  init(_ value: JSONValue, path: String) throws(LayoutSpecError) {
    guard case .object(let members) = value else {
      throw LayoutSpecError(path: path, message: "must be an object, not \(value.kindDescription)")
    }
    self.path = path
    self.members = Dictionary(members.map { ($0.key, $0.value) }, uniquingKeysWith: { a, _ in a })
    self.order = members.map(\.key)
  }

  /// The path of a member.
  func path(_ key: String) -> String {
    path.isEmpty ? key : "\(path).\(key)"
  }

  /// A member, marked as read; `nil` when absent (an explicit `null` is returned as `.null`).
  mutating func value(_ key: String) -> JSONValue? {
    read.insert(key)
    return members[key]
  }

  /// Throws for the first member nobody read.
  func rejectUnknownKeys(_ known: [String]) throws(LayoutSpecError) {
    for key in order where !read.contains(key) {
      throw LayoutSpecError(
        path: path(key), message: "unknown key (expected one of: \(known.joined(separator: ", ")))")
    }
  }

  /// A number member.
  mutating func number(_ key: String) throws(LayoutSpecError) -> Double? {
    guard let value = value(key), value != .null else { return nil }
    guard case .number(let number) = value else {
      throw LayoutSpecError(
        path: path(key), message: "must be a number, not \(value.kindDescription)")
    }
    return number
  }

  /// A number member that must be at least `minimum`.
  mutating func number(_ key: String, atLeast minimum: Double) throws(LayoutSpecError) -> Double? {
    guard let number = try number(key) else { return nil }
    guard number >= minimum else {
      throw LayoutSpecError(
        path: path(key), message: "must be >= \(GeometryFormat.number(minimum))")
    }
    return number
  }

  /// A whole-number member.
  mutating func integer(_ key: String) throws(LayoutSpecError) -> Int? {
    guard let number = try number(key) else { return nil }
    guard number == number.rounded(), abs(number) < 1e9 else {
      throw LayoutSpecError(path: path(key), message: "must be a whole number")
    }
    return Int(number)
  }

  /// A boolean member.
  mutating func bool(_ key: String) throws(LayoutSpecError) -> Bool? {
    guard let value = value(key), value != .null else { return nil }
    guard case .bool(let flag) = value else {
      throw LayoutSpecError(
        path: path(key), message: "must be true or false, not \(value.kindDescription)")
    }
    return flag
  }

  /// A string member.
  mutating func string(_ key: String) throws(LayoutSpecError) -> String? {
    guard let value = value(key), value != .null else { return nil }
    guard case .string(let text) = value else {
      throw LayoutSpecError(
        path: path(key), message: "must be a string, not \(value.kindDescription)")
    }
    return text
  }

  /// A string member that must be one of `choices`.
  mutating func choice(_ key: String, _ choices: [String]) throws(LayoutSpecError) -> String? {
    guard let text = try string(key) else { return nil }
    guard choices.contains(text) else {
      throw LayoutSpecError(
        path: path(key),
        message:
          "must be one of \(choices.map { "\"\($0)\"" }.joined(separator: ", ")), not \"\(text)\"")
    }
    return text
  }

  /// An array of `count` numbers, each possibly `null` when `nullable`.
  mutating func numbers(
    _ key: String, count: Int, nullable: Bool = false, atLeast minimum: Double? = nil
  ) throws(LayoutSpecError) -> [Double?]? {
    guard let value = value(key), value != .null else { return nil }
    guard case .array(let items) = value, items.count == count else {
      let shape = nullable ? "numbers or nulls" : "numbers"
      throw LayoutSpecError(path: path(key), message: "must be an array of \(count) \(shape)")
    }
    var result: [Double?] = []
    for (index, item) in items.enumerated() {
      switch item {
      case .number(let number):
        if let minimum, number < minimum {
          throw LayoutSpecError(
            path: "\(path(key))[\(index)]", message: "must be >= \(GeometryFormat.number(minimum))")
        }
        result.append(number)
      case .null where nullable:
        result.append(nil)
      default:
        throw LayoutSpecError(
          path: "\(path(key))[\(index)]", message: "must be a number, not \(item.kindDescription)")
      }
    }
    return result
  }

  /// Insets written `[top, left, bottom, right]`.
  mutating func insets(_ key: String) throws(LayoutSpecError) -> EdgeInsets? {
    guard let values = try numbers(key, count: 4) else { return nil }
    return EdgeInsets(
      top: values[0] ?? 0, left: values[1] ?? 0, bottom: values[2] ?? 0, right: values[3] ?? 0)
  }
}
