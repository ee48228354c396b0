/// A language's CLDR plural rules, parsed once from their text and evaluated fast.
///
/// Rules come from data (`"plurals"` in `Voices/<lang>.json`), keyed by category:
/// `zero`, `one`, `two`, `few`, `many`; `other` is implicit and always last. The syntax is
/// CLDR's (UTS #35, Language Plural Rules): operands `n i v w f t e c`, `mod`/`%`,
/// relations `=`, `!=`, `is`, `is not`, `in`, `not in`, `within`, `not within`, ranges
/// `a..b`, lists `a,b..c`, with `and` binding tighter than `or`. Samples after `@` are ignored.
///
/// ```swift
/// let ru = try PluralRules(rules: ["one": "v = 0 and i % 10 = 1 and i % 100 != 11"])
/// ru.category(for: 21)   // "one"
/// ```
package struct PluralRules: Sendable {
    /// The categories CLDR defines, in the order rules are tried.
    package static let categories = ["zero", "one", "two", "few", "many", "other"]

    private let conditions: [(category: String, condition: PluralCondition)]

    /// Parses `rules`, a rule text per category; an `other` entry is accepted and ignored.
    ///
    /// - Throws: ``PluralRuleError`` naming the category and rule text on an unknown
    ///   category or bad syntax.
    package init(rules: [String: String]) throws(PluralRuleError) {
        for category in rules.keys where !Self.categories.contains(category) {
            throw PluralRuleError(message: "unknown plural category \"\(category)\"; expected one of zero, one, two, few, many, other")
        }
        var conditions: [(category: String, condition: PluralCondition)] = []
        for category in Self.categories.dropLast() {
            guard let text = rules[category] else { continue }
            var parser = PluralRuleParser(text: text, category: category)
            conditions.append((category, try parser.parse()))
        }
        self.conditions = conditions
    }

    /// The categories that have rules, in evaluation order, followed by `other`.
    package var definedCategories: [String] { conditions.map(\.category) + ["other"] }

    /// The category for a number shown with `fractionDigits` decimals.
    ///
    /// With nil, as many decimals as the shortest exact form needs, so `1.0` counts as `1`.
    ///
    /// - Complexity: O(size of the rules); integral values skip all string work.
    package func category(for number: Double, fractionDigits: Int? = nil) -> String {
        category(for: PluralOperands(number, fractionDigits: fractionDigits))
    }

    /// The category for an integer.
    ///
    /// - Complexity: O(size of the rules).
    package func category(for integer: Int) -> String {
        category(for: PluralOperands(integer: integer))
    }

    /// The category for operands already worked out.
    package func category(for operands: PluralOperands) -> String {
        for (category, condition) in conditions where condition.matches(operands) {
            return category
        }
        return "other"
    }
}

/// A plural rule that could not be read: which category, which text, what is wrong.
package struct PluralRuleError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The full message, e.g. `plural rule "one" ("i = 1 nd v = 0"): expected ...`.
    package var message: String

    /// Creates an error with a message.
    package init(message: String) { self.message = message }

    package var description: String { message }
}

/// The CLDR plural operands of one number.
///
/// `n` absolute value, `i` integer digits, `v` visible fraction digit count, `w` the same
/// without trailing zeros, `f` visible fraction digits as an integer, `t` the same without
/// trailing zeros, `e` (and `c`) the compact decimal exponent, always 0 here. Integer
/// digits beyond 18 are dropped from `i` (only its remainders matter to rules).
package struct PluralOperands: Sendable, Equatable {
    /// The absolute value.
    package var n: Double
    /// The integer digits (the last 18 of them).
    package var i: Int
    /// How many fraction digits are shown, trailing zeros included.
    package var v: Int
    /// How many fraction digits are shown, trailing zeros left out.
    package var w: Int
    /// The shown fraction digits as an integer, trailing zeros included.
    package var f: Int
    /// The shown fraction digits as an integer, trailing zeros left out.
    package var t: Int
    /// The compact decimal exponent (`e` and `c`); always 0 for plain numbers.
    package var e: Int

    /// Operands of an integer.
    package init(integer: Int) {
        let magnitude = integer.magnitude > UInt(Int.max) ? UInt(Int.max) : integer.magnitude
        n = Double(magnitude)
        i = Int(magnitude)
        v = 0
        w = 0
        f = 0
        t = 0
        e = 0
    }

    /// Operands of a number shown with `fractionDigits` decimals (nil: its shortest exact form).
    package init(_ number: Double, fractionDigits: Int? = nil) {
        let x = abs(number)
        if x.isNaN || x.isInfinite {
            self.init(integer: 0)
            n = x
            return
        }
        if (fractionDigits ?? 0) == 0 && x == x.rounded(.towardZero) && x < 9e15 {
            self.init(integer: Int(x))
            return
        }
        var digits = DecimalDigits(x)
        let fraction = digits.rounded(toFractionDigits: fractionDigits)
        self.init(integerDigits: digits.integer, fractionDigits: fraction)
    }

    /// Operands of a decimal written out, like `"1.50"` (v = 2) or `"-3"`; nil if not a plain decimal.
    package init?(decimal text: String) {
        var body = Substring(text)
        if body.first == "-" || body.first == "+" { body = body.dropFirst() }
        let parts = body.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let integer = Array(parts[0].utf8).map { $0 &- 0x30 }
        let fraction = parts.count > 1 ? Array(parts[1].utf8).map { $0 &- 0x30 } : []
        guard !integer.isEmpty, (integer + fraction).allSatisfy({ $0 < 10 }),
            parts.count == 1 || !fraction.isEmpty
        else { return nil }
        self.init(integerDigits: integer, fractionDigits: fraction)
    }

    private init(integerDigits: [UInt8], fractionDigits: [UInt8]) {
        i = Self.integer(integerDigits.suffix(18))
        v = fractionDigits.count
        var trimmed = fractionDigits[...]
        while trimmed.last == 0 { trimmed = trimmed.dropLast() }
        w = trimmed.count
        f = Self.integer(fractionDigits.prefix(18))
        t = Self.integer(trimmed.prefix(18))
        e = 0
        var value = 0.0
        for d in integerDigits { value = value * 10 + Double(d) }
        var scale = 1.0
        for d in fractionDigits {
            scale /= 10
            value += Double(d) * scale
        }
        n = value
    }

    private static func integer(_ digits: some Collection<UInt8>) -> Int {
        digits.reduce(0) { $0 * 10 + Int($1) }
    }

    /// The value of an operand by its letter.
    func value(of operand: PluralOperand) -> Double {
        switch operand {
        case .n: return n
        case .i: return Double(i)
        case .v: return Double(v)
        case .w: return Double(w)
        case .f: return Double(f)
        case .t: return Double(t)
        case .e: return Double(e)
        }
    }
}

/// The decimal digits of a finite, non-negative Double, from its shortest round-trip form.
private struct DecimalDigits {
    var integer: [UInt8]
    var fraction: [UInt8]

    init(_ x: Double) {
        let text = "\(x)"  // "1.5", "1e-05", "1.2345e+20"
        var mantissa = Substring(text)
        var exponent = 0
        if let eIndex = text.firstIndex(where: { $0 == "e" || $0 == "E" }) {
            mantissa = text[..<eIndex]
            exponent = Int(text[text.index(after: eIndex)...]) ?? 0
        }
        var digits: [UInt8] = []
        var point = -1
        for byte in mantissa.utf8 {
            if byte == UInt8(ascii: ".") {
                point = digits.count
            } else {
                digits.append(byte &- 0x30)
            }
        }
        if point < 0 { point = digits.count }
        point += exponent
        if point <= 0 {
            integer = [0]
            fraction = Array(repeating: 0, count: -point) + digits
        } else if point >= digits.count {
            integer = digits + Array(repeating: 0, count: point - digits.count)
            fraction = []
        } else {
            integer = Array(digits[..<point])
            fraction = Array(digits[point...])
        }
        while fraction.last == 0 { fraction.removeLast() }
        while integer.count > 1 && integer.first == 0 { integer.removeFirst() }
    }

    /// The fraction digits rounded half-up (or zero-padded) to `count`; nil keeps them as they are.
    mutating func rounded(toFractionDigits count: Int?) -> [UInt8] {
        guard let count = count.map({ max(0, $0) }) else { return fraction }
        if fraction.count <= count {
            return fraction + Array(repeating: 0, count: count - fraction.count)
        }
        let roundUp = fraction[count] >= 5
        var kept = Array(fraction[..<count])
        if roundUp {
            var k = kept.count - 1
            var carry = true
            while carry && k >= 0 {
                if kept[k] == 9 {
                    kept[k] = 0
                    k -= 1
                } else {
                    kept[k] += 1
                    carry = false
                }
            }
            k = integer.count - 1
            while carry && k >= 0 {
                if integer[k] == 9 {
                    integer[k] = 0
                    k -= 1
                } else {
                    integer[k] += 1
                    carry = false
                }
            }
            if carry { integer.insert(1, at: 0) }
        }
        return kept
    }
}

// MARK: - Syntax tree

/// A plural operand letter (`c` reads as `e`).
enum PluralOperand: Sendable {
    case n, i, v, w, f, t, e
}

/// One relation: `operand (mod m)? (not)? in|within ranges`.
struct PluralRelation: Sendable {
    var operand: PluralOperand
    var modulus: Double?
    /// `within` accepts any value in the ranges; `in`, `=` and `is` only integers.
    var within: Bool
    var negated: Bool
    var ranges: [(low: Double, high: Double)]

    func matches(_ operands: PluralOperands) -> Bool {
        var x = operands.value(of: operand)
        if let modulus { x = x.truncatingRemainder(dividingBy: modulus) }
        var found = false
        if within || x == x.rounded(.towardZero) {
            for range in ranges where x >= range.low && x <= range.high {
                found = true
                break
            }
        }
        return found != negated
    }
}

/// A rule: relations joined by `and`, those groups joined by `or`.
struct PluralCondition: Sendable {
    var alternatives: [[PluralRelation]]

    func matches(_ operands: PluralOperands) -> Bool {
        alternatives.contains { group in group.allSatisfy { $0.matches(operands) } }
    }
}

// MARK: - Parser

/// Reads one rule's text into a ``PluralCondition``.
private struct PluralRuleParser {
    enum Token: Equatable {
        case word(String)
        case number(Int)
        case range, comma, equals, notEquals, percent, end
    }

    let text: String
    let category: String
    var tokens: [Token] = []
    var index = 0

    init(text: String, category: String) {
        self.text = text
        self.category = category
    }

    mutating func parse() throws(PluralRuleError) -> PluralCondition {
        tokens = try tokenize()
        if tokens == [.end] { throw failure("the rule is empty") }
        var alternatives: [[PluralRelation]] = []
        repeat {
            var group: [PluralRelation] = []
            repeat {
                group.append(try relation())
            } while accept(word: "and")
            alternatives.append(group)
        } while accept(word: "or")
        guard peek == .end else {
            throw failure("expected 'and', 'or' or the end of the rule, found \(describe(peek))")
        }
        return PluralCondition(alternatives: alternatives)
    }

    var peek: Token { tokens[index] }

    mutating func next() -> Token {
        let token = tokens[index]
        if index < tokens.count - 1 { index += 1 }
        return token
    }

    mutating func accept(word: String) -> Bool {
        accept(.word(word))
    }

    mutating func accept(_ token: Token) -> Bool {
        if peek == token {
            index += 1
            return true
        }
        return false
    }

    mutating func relation() throws(PluralRuleError) -> PluralRelation {
        let operand: PluralOperand
        switch next() {
        case .word("n"): operand = .n
        case .word("i"): operand = .i
        case .word("v"): operand = .v
        case .word("w"): operand = .w
        case .word("f"): operand = .f
        case .word("t"): operand = .t
        case .word("e"), .word("c"): operand = .e
        case let other:
            throw failure("expected an operand (n, i, v, w, f, t, e or c), found \(describe(other))")
        }
        var modulus: Double?
        if accept(word: "mod") || accept(.percent) {
            let m = try number()
            guard m > 0 else { throw failure("modulus must be positive, found 0") }
            modulus = Double(m)
        }
        var negated = false
        var within = false
        switch next() {
        case .equals:
            break
        case .notEquals:
            negated = true
        case .word("is"):
            negated = accept(word: "not")
            let value = Double(try number())
            return PluralRelation(
                operand: operand, modulus: modulus, within: false, negated: negated,
                ranges: [(value, value)])
        case .word("not"):
            negated = true
            switch next() {
            case .word("in"): break
            case .word("within"): within = true
            case let other: throw failure("expected 'in' or 'within' after 'not', found \(describe(other))")
            }
        case .word("in"):
            break
        case .word("within"):
            within = true
        case let other:
            throw failure("expected '=', '!=', 'is', 'in', 'not in' or 'within', found \(describe(other))")
        }
        return PluralRelation(
            operand: operand, modulus: modulus, within: within, negated: negated,
            ranges: try rangeList())
    }

    mutating func rangeList() throws(PluralRuleError) -> [(low: Double, high: Double)] {
        var ranges: [(low: Double, high: Double)] = []
        repeat {
            let low = try number()
            var high = low
            if accept(.range) {
                high = try number()
                guard high >= low else { throw failure("range \(low)..\(high) runs backwards") }
            }
            ranges.append((Double(low), Double(high)))
        } while accept(.comma)
        return ranges
    }

    mutating func number() throws(PluralRuleError) -> Int {
        let token = next()
        guard case .number(let value) = token else {
            throw failure("expected a number, found \(describe(token))")
        }
        return value
    }

    func tokenize() throws(PluralRuleError) -> [Token] {
        var tokens: [Token] = []
        let scalars = Array(text.unicodeScalars)
        var k = 0
        scan: while k < scalars.count {
            let c = scalars[k]
            switch c {
            case " ", "\t", "\n", "\r":
                k += 1
            case "@":
                break scan
            case "0"..."9":
                var value = 0
                while k < scalars.count, scalars[k].value >= 0x30, scalars[k].value <= 0x39 {
                    guard value < 100_000_000_000 else { throw failure("number too large") }
                    value = value * 10 + Int(scalars[k].value - 0x30)
                    k += 1
                }
                tokens.append(.number(value))
            case "a"..."z", "A"..."Z":
                var word = ""
                while k < scalars.count, ("a"..."z").contains(scalars[k]) || ("A"..."Z").contains(scalars[k]) {
                    word.unicodeScalars.append(scalars[k])
                    k += 1
                }
                tokens.append(.word(word))
            case ".":
                guard k + 1 < scalars.count, scalars[k + 1] == "." else { throw failure("expected '..', found a single '.'") }
                tokens.append(.range)
                k += 2
            case "…":
                tokens.append(.range)
                k += 1
            case ",":
                tokens.append(.comma)
                k += 1
            case "=":
                tokens.append(.equals)
                k += 1
            case "!":
                guard k + 1 < scalars.count, scalars[k + 1] == "=" else { throw failure("expected '!=', found a single '!'") }
                tokens.append(.notEquals)
                k += 2
            case "%":
                tokens.append(.percent)
                k += 1
            default:
                throw failure("unexpected character '\(c)'")
            }
        }
        tokens.append(.end)
        return tokens
    }

    func describe(_ token: Token) -> String {
        switch token {
        case .word(let w): return "'\(w)'"
        case .number(let n): return "'\(n)'"
        case .range: return "'..'"
        case .comma: return "','"
        case .equals: return "'='"
        case .notEquals: return "'!='"
        case .percent: return "'%'"
        case .end: return "the end of the rule"
        }
    }

    func failure(_ problem: String) -> PluralRuleError {
        PluralRuleError(message: "plural rule \"\(category)\" (\"\(text)\"): \(problem)")
    }
}
