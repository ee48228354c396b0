import Testing

@testable import Earshot

/// CLDR 45 cardinal rules, as a voice file would hold them (samples included, as CLDR writes them).
private let cldr: [String: [String: String]] = [
    "en": ["one": "i = 1 and v = 0 @integer 1"],
    "de": ["one": "i = 1 and v = 0 @integer 1"],
    "ja": [:],
    "fr": [
        "one": "i = 0,1 @integer 0, 1 @decimal 0.0~1.5",
        "many": "e = 0 and i != 0 and i % 1000000 = 0 and v = 0 or e != 0..5 @integer 1000000, 1c6, 2c6",
    ],
    "es": [
        "one": "n = 1 @integer 1 @decimal 1.0, 1.00, 1.000, 1.0000",
        "many": "e = 0 and i != 0 and i % 1000000 = 0 and v = 0 or e != 0..5",
    ],
    "ru": [
        "one": "v = 0 and i % 10 = 1 and i % 100 != 11",
        "few": "v = 0 and i % 10 = 2..4 and i % 100 != 12..14",
        "many": "v = 0 and i % 10 = 0 or v = 0 and i % 10 = 5..9 or v = 0 and i % 100 = 11..14",
    ],
    "ar": [
        "zero": "n = 0",
        "one": "n = 1",
        "two": "n = 2",
        "few": "n % 100 = 3..10",
        "many": "n % 100 = 11..99",
    ],
]

private func rules(_ language: String) throws -> PluralRules {
    try PluralRules(rules: cldr[language] ?? [:])
}

/// The numbers every language is checked on.
private let numbers: [Double] = [0, 1, 2, 3, 5, 11, 21, 22, 25, 101, 1.5]

@Suite("Plural rules")
struct PluralRulesTests {
    @Test("picks CLDR categories for en, de, fr, es, ja, ru and ar")
    func languages() throws {
        let expected: [String: [String]] = [
            "en": ["other", "one", "other", "other", "other", "other", "other", "other", "other", "other", "other"],
            "de": ["other", "one", "other", "other", "other", "other", "other", "other", "other", "other", "other"],
            "fr": ["one", "one", "other", "other", "other", "other", "other", "other", "other", "other", "one"],
            "es": ["other", "one", "other", "other", "other", "other", "other", "other", "other", "other", "other"],
            "ja": ["other", "other", "other", "other", "other", "other", "other", "other", "other", "other", "other"],
            "ru": ["many", "one", "few", "few", "many", "many", "one", "few", "many", "one", "other"],
            "ar": ["zero", "one", "two", "few", "few", "many", "many", "many", "many", "other", "other"],
        ]
        for (language, categories) in expected {
            let plural = try rules(language)
            for (number, category) in zip(numbers, categories) {
                #expect(plural.category(for: number) == category, "\(language) \(number)")
                if number == number.rounded() {
                    #expect(plural.category(for: Int(number)) == category, "\(language) \(Int(number))")
                }
            }
        }
    }

    @Test("counts shown fraction digits: \"1.0\" is not singular in English, but is in Spanish")
    func fractionDigits() throws {
        #expect(try rules("en").category(for: 1, fractionDigits: 1) == "other")
        #expect(try rules("es").category(for: 1, fractionDigits: 1) == "one")
        #expect(try rules("ru").category(for: 21, fractionDigits: 2) == "other")
        #expect(try rules("en").category(for: 0.96, fractionDigits: 0) == "one")
        #expect(try rules("ar").category(for: 103) == "few")
        #expect(try rules("fr").category(for: 1_000_000) == "many")
        #expect(try rules("fr").category(for: 2_000_000.5) == "other")
        #expect(try rules("ru").category(for: -21) == "one")
    }

    @Test("works out CLDR operands n i v w f t")
    func operands() throws {
        let a = try #require(PluralOperands(decimal: "1.50"))
        #expect(a == PluralOperands(1.5, fractionDigits: 2))
        #expect((a.n, a.i, a.v, a.w, a.f, a.t) == (1.5, 1, 2, 1, 50, 5))
        let b = PluralOperands(0.000012)
        #expect((b.i, b.v, b.w, b.f, b.t) == (0, 6, 6, 12, 12))
        let c = PluralOperands(1.25, fractionDigits: 1)
        #expect((c.i, c.v, c.f) == (1, 1, 3))
        let d = PluralOperands(9.96, fractionDigits: 1)
        #expect((d.n, d.i, d.v, d.f) == (10, 10, 1, 0))
        let e = PluralOperands(1e20)
        #expect((e.i % 1000, e.v) == (0, 0))
        #expect(PluralOperands(decimal: "1.") == nil)
        #expect(PluralOperands(decimal: "x") == nil)
    }

    @Test("supports is, is not, not in, within, mod and lists of ranges")
    func syntax() throws {
        let plural = try PluralRules(rules: [
            "zero": "n is 0",
            "one": "n within 0..1 and n is not 1",
            "two": "n mod 10 in 2,12..13 and n not in 12",
            "few": "i not within 4..6 and v = 0 and i != 100..1000",
            "many": "i % 7 = 0",
        ])
        #expect(plural.category(for: 0) == "zero")
        #expect(plural.category(for: 0.75) == "one")
        #expect(plural.category(for: 1) == "few")
        #expect(plural.category(for: 2) == "two")
        #expect(plural.category(for: 12) == "few")
        #expect(plural.category(for: 22) == "two")
        #expect(plural.category(for: 5) == "other")
        #expect(plural.category(for: 700) == "many")
        #expect(plural.definedCategories == ["zero", "one", "two", "few", "many", "other"])
    }

    @Test("binds and tighter than or")
    func precedence() throws {
        let plural = try PluralRules(rules: ["one": "n = 1 or n = 2 and v = 1"])
        #expect(plural.category(for: 1) == "one")
        #expect(plural.category(for: 2) == "other")
        #expect(plural.category(for: 2, fractionDigits: 1) == "one")
    }

    @Test("names the category and rule text in syntax errors")
    func errors() {
        let cases: [([String: String], String)] = [
            (
                ["one": "i = 1 nd v = 0"],
                "plural rule \"one\" (\"i = 1 nd v = 0\"): expected 'and', 'or' or the end of the rule, found 'nd'"
            ),
            (["few": "x = 1"], "plural rule \"few\" (\"x = 1\"): expected an operand (n, i, v, w, f, t, e or c), found 'x'"),
            (["one": "n = "], "plural rule \"one\" (\"n = \"): expected a number, found the end of the rule"),
            (["one": "n > 1"], "plural rule \"one\" (\"n > 1\"): unexpected character '>'"),
            (["one": "n = 5..2"], "plural rule \"one\" (\"n = 5..2\"): range 5..2 runs backwards"),
            (["one": "n % 0 = 1"], "plural rule \"one\" (\"n % 0 = 1\"): modulus must be positive, found 0"),
            (["two": "@integer 2"], "plural rule \"two\" (\"@integer 2\"): the rule is empty"),
            (["several": "n = 3"], "unknown plural category \"several\"; expected one of zero, one, two, few, many, other"),
        ]
        for (input, message) in cases {
            #expect(throws: PluralRuleError(message: message)) { try PluralRules(rules: input) }
        }
    }

    @Test("accepts and ignores a rule for other")
    func otherIgnored() throws {
        let plural = try PluralRules(rules: ["one": "n = 1", "other": " @integer 0, 2~16"])
        #expect(plural.category(for: 1) == "one")
        #expect(plural.category(for: 7) == "other")
    }
}
