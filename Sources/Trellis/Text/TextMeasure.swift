import TrellisSolver

/// A deterministic headless text model: every character advances by the same width, lines have a
/// fixed height, and text wraps at spaces (a word longer than a line breaks between characters).
///
/// Demos and tests use it to lay out wrapping labels without a font engine.
///
/// ```swift
/// let text = TextMeasure("Hello wrapping world", characterWidth: 8, lineHeight: 16)
/// text.size(forWidth: 80)  // 72 × 32: "Hello" / "wrapping" / … fits two lines of 9 characters
/// ```
public struct TextMeasure: Hashable, Sendable {
  /// The text.
  public var text: String
  /// The advance of every character.
  public var characterWidth: Double
  /// The height of a line.
  public var lineHeight: Double

  /// Creates a text model.
  ///
  /// - Parameters:
  ///   - text: The text.
  ///   - characterWidth: The advance of every character (8 by default).
  ///   - lineHeight: The height of a line (16 by default).
  public init(_ text: String, characterWidth: Double = 8, lineHeight: Double = 16) {
    self.text = text
    self.characterWidth = characterWidth
    self.lineHeight = lineHeight
  }

  /// The lines the text wraps into at a width.
  ///
  /// - Parameter width: The available width; `.infinity` gives one line per paragraph.
  /// - Returns: The lines, without trailing spaces; at least one.
  /// - Complexity: O(characters).
  public func lines(forWidth width: Double) -> [String] {
    let perLine = Self.charactersPerLine(forWidth: width, characterWidth: characterWidth)
    var lines: [String] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      var line = ""
      for word in paragraph.split(separator: " ") {
        var word = Substring(word)
        let needed = line.isEmpty ? word.count : line.count + 1 + word.count
        if needed <= perLine {
          line += line.isEmpty ? String(word) : " " + word
          continue
        }
        if !line.isEmpty {
          lines.append(line)
          line = ""
        }
        while word.count > perLine {
          lines.append(String(word.prefix(perLine)))
          word = word.dropFirst(perLine)
        }
        line = String(word)
      }
      lines.append(line)
    }
    return lines
  }

  /// The size of the text wrapped at a width: the longest line by the number of lines.
  ///
  /// - Parameter width: The available width.
  /// - Returns: The size.
  /// - Complexity: O(characters).
  public func size(forWidth width: Double) -> Size {
    size(forWidth: width, words: wordLengths())
  }

  /// The length in characters of every word, with a 0 between paragraphs (a word is never
  /// empty).
  ///
  /// What wrapping reads, so a label measured again and again splits its text once; one flat
  /// array, so a measure reads one buffer however many paragraphs the text has.
  ///
  /// - Complexity: O(characters).
  func wordLengths() -> [Int] {
    // A native string's bytes are read in place, in one pass (a byte at a time through the
    // string's view costs several times more); a bridged one's through the view.
    let counted = text.utf8.withContiguousStorageIfAvailable { Self.asciiWordLengths(of: $0) }
    switch counted {
    case .some(.some(let lengths)): return lengths
    case .some(.none): return characterWordLengths()
    case .none: return Self.asciiWordLengths(of: text.utf8) ?? characterWordLengths()
    }
  }

  /// The word lengths of ASCII text, or `nil` for any other text.
  ///
  /// In ASCII without carriage returns (which would pair with a line feed into one character)
  /// every byte is one character: counting bytes gives the same lengths as
  /// ``characterWordLengths()`` without breaking the text into characters.
  ///
  /// - Complexity: O(bytes).
  static func asciiWordLengths(of bytes: some Collection<UInt8>) -> [Int]? {
    var lengths: [Int] = []
    // Room for words of five letters and a space without growing (one allocation a label).
    lengths.reserveCapacity(bytes.count / 6 + 1)
    var word = 0
    for byte in bytes {
      switch byte {
      case 0x0A, 0x20:
        if word > 0 { lengths.append(word) }
        word = 0
        if byte == 0x0A { lengths.append(0) }
      case 0x0D, 0x80...:
        return nil
      default:
        word += 1
      }
    }
    if word > 0 { lengths.append(word) }
    return lengths
  }

  /// ``wordLengths()`` for any text: paragraphs split at line feeds, words at spaces (empty
  /// words dropped), lengths counted in characters.
  ///
  /// - Complexity: O(characters).
  func characterWordLengths() -> [Int] {
    var lengths: [Int] = []
    for (index, paragraph) in text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      if index > 0 { lengths.append(0) }
      lengths += paragraph.split(separator: " ").map(\.count)
    }
    return lengths
  }

  /// The size of the text wrapped at a width, from its ``wordLengths()``.
  ///
  /// - Parameters:
  ///   - width: The available width.
  ///   - words: The text's word lengths, 0 between paragraphs.
  /// - Returns: The size.
  /// - Complexity: O(words).
  func size(forWidth width: Double, words: [Int]) -> Size {
    Self.wrappedSize(
      of: words,
      perLine: Self.charactersPerLine(forWidth: width, characterWidth: characterWidth),
      characterWidth: characterWidth, lineHeight: lineHeight)
  }

  /// How many characters fit on a line of a width: at least one; unbounded for an infinite
  /// (or not a number) width, or for characters that take no width.
  ///
  /// - Parameters:
  ///   - width: The available width.
  ///   - characterWidth: The width of one character.
  /// - Returns: The count.
  static func charactersPerLine(forWidth width: Double, characterWidth: Double) -> Int {
    guard width.isFinite, characterWidth > 0 else { return Int.max }
    let columns = width / characterWidth + 1e-9
    // Truncating rounds down every count of at least one; a count past `Int` is unbounded.
    guard columns < 0x1p62 else { return Int.max }
    return columns < 1 ? 1 : Int(columns)
  }

  /// The size of words wrapped greedily into lines of `perLine` characters, as
  /// ``lines(forWidth:)`` wraps them, counting instead of building strings.
  ///
  /// - Parameters:
  ///   - words: The word lengths, 0 between paragraphs.
  ///   - perLine: The characters a line holds.
  ///   - characterWidth: The width of one character.
  ///   - lineHeight: The height of a line.
  /// - Returns: The longest line's width by the lines' height.
  /// - Complexity: O(words).
  static func wrappedSize<Words: Sequence<Int>>(
    of words: Words, perLine: Int, characterWidth: Double, lineHeight: Double
  ) -> Size {
    var lineCount = 0
    var longest = 0
    var line = 0
    for wordLength in words {
      guard wordLength > 0 else {
        // The end of a paragraph: its last line.
        longest = max(longest, line)
        lineCount += 1
        line = 0
        continue
      }
      var length = wordLength
      let needed = line == 0 ? length : line + 1 + length
      if needed <= perLine {
        line = needed
        continue
      }
      if line > 0 {
        longest = max(longest, line)
        lineCount += 1
      }
      while length > perLine {
        longest = max(longest, perLine)
        lineCount += 1
        length -= perLine
      }
      line = length
    }
    // The last paragraph's last line.
    longest = max(longest, line)
    lineCount += 1
    return Size(width: Double(longest) * characterWidth, height: Double(lineCount) * lineHeight)
  }

}

extension Node {
  /// A node whose content is text that wraps: its measure function is the text model's.
  ///
  /// Its horizontal compression resistance is 749, one below the default: when a row is too
  /// narrow, the label wraps rather than squeezing a neighbour of default priority (an icon,
  /// a value), which at an equal priority would be an even trade and so an ambiguous layout.
  ///
  /// - Parameters:
  ///   - name: The node's name.
  ///   - text: The text and its metrics.
  /// - Returns: The node.
  public static func label(_ name: String, text: TextMeasure) -> Node {
    let node = Node(name)
    // The text is split into words once; every measure only counts. The metrics and the word
    // lengths live in one allocation, the closure's only capture (its context), so a measure
    // pass reaches each label's words with one load.
    let words = WrappedWords.make(text)
    node.measure = { width in WrappedWords.size(of: words, forWidth: width) }
    // Set after the function (setting a function forgets the words).
    node.labelWords = words
    node.firstBaselineOffset = text.lineHeight * 0.75
    node.setContentCompressionResistancePriority(Priority(749), for: .horizontal)
    return node
  }
}

/// A label's text as its measure function reads it: the metrics in the header, the word
/// lengths (0 between paragraphs) after it, in one allocation.
enum WrappedWords {
  /// The metrics of the text.
  struct Metrics {
    var characterWidth: Double
    var lineHeight: Double
    var count: Int
  }

  /// The storage of one label's words.
  typealias Storage = ManagedBuffer<Metrics, Int32>

  /// Splits a text into its words, once.
  ///
  /// - Parameter text: The text and its metrics.
  /// - Returns: The storage.
  /// - Complexity: O(characters).
  static func make(_ text: TextMeasure) -> Storage {
    let lengths = text.wordLengths()
    let storage = Storage.create(minimumCapacity: lengths.count) { _ in
      Metrics(
        characterWidth: text.characterWidth, lineHeight: text.lineHeight, count: lengths.count)
    }
    storage.withUnsafeMutablePointerToElements { elements in
      for (index, length) in lengths.enumerated() {
        // A word of more than `Int32.max` characters (gigabytes of text) counts as that many.
        (elements + index).initialize(to: Int32(clamping: length))
      }
    }
    return storage
  }

  /// The size of the text wrapped at a width, as ``TextMeasure/size(forWidth:)`` gives it.
  ///
  /// - Parameters:
  ///   - storage: The label's words.
  ///   - width: The available width.
  /// - Returns: The size.
  /// - Complexity: O(words).
  static func size(of storage: Storage, forWidth width: Double) -> Size {
    storage.withUnsafeMutablePointers { metrics, elements in
      size(
        of: UnsafeBufferPointer(start: elements, count: metrics.pointee.count),
        metrics: metrics.pointee, forWidth: width)
    }
  }

  /// The size of words wrapped at a width, wherever their lengths are kept (a label's own
  /// storage, or the measure pass's copy of every label's words).
  ///
  /// - Parameters:
  ///   - words: The word lengths, `metrics.count` of them.
  ///   - metrics: The text's metrics.
  ///   - width: The available width.
  /// - Returns: The size.
  /// - Complexity: O(words).
  static func size(
    of words: UnsafeBufferPointer<Int32>, metrics: Metrics, forWidth width: Double
  ) -> Size {
    TextMeasure.wrappedSize(
      of: words.lazy.map { Int($0) },
      perLine: TextMeasure.charactersPerLine(
        forWidth: width, characterWidth: metrics.characterWidth),
      characterWidth: metrics.characterWidth, lineHeight: metrics.lineHeight)
  }
}
