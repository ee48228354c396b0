import EarshotBase

/// What a language's braille display shows in VoiceOver's words: the braille tables VoiceOver
/// offers for the language (liblouis's names for them) and the short forms it writes for trait
/// and state words (`btn` for "Button"), each with how it is known.
///
/// Read from the voice file's optional `"braille"` section:
///
///     "braille": {
///       "tables": {"uncontracted": "en-ueb-g1.ctb", "contracted": "en-ueb-g2.ctb"},
///       "abbreviations": {"trait.button": {"text": "btn", "grade": "guess"}}
///     }
///
/// A phrase with no abbreviation is shown as it is spoken.
package struct BrailleWords: Sendable, Equatable {
    /// The uncontracted table (grade 1), VoiceOver's default.
    package var uncontracted: String
    /// The contracted table (grade 2), when the language has one.
    package var contracted: String?
    /// The braille form of phrases VoiceOver shortens on the display.
    package var abbreviations: [Phrase: String]
    /// How each abbreviation is known.
    package var grades: [Phrase: PhraseGrade]

    /// The braille form of `key`: its abbreviation, else nil.
    package func abbreviation(_ key: Phrase) -> String? { abbreviations[key] }

    static let keys = ["tables", "abbreviations", "_comment"]
    static let tableKeys = ["uncontracted", "contracted", "_comment"]

    /// Reads the `"braille"` section at `path`; every key is checked, every abbreviation graded.
    static func read(_ value: JSONValue, at path: JSONPath, defaultGrade: PhraseGrade?, _ json: JSONReader) throws(InputError)
        -> BrailleWords
    {
        let object = try json.object(value, at: path)
        try json.checkKeys(object, allowed: keys, at: path, what: "the braille section")
        let tablesPath = path.appending("tables")
        guard let tablesValue = object["tables"] else {
            throw json.error(path, "missing \"tables\"", suggestion: "add {\"uncontracted\": \"en-ueb-g1.ctb\"}, liblouis's table names")
        }
        let tables = try json.object(tablesValue, at: tablesPath)
        try json.checkKeys(tables, allowed: tableKeys, at: tablesPath, what: "the braille tables")
        guard let uncontracted = tables["uncontracted"] else {
            throw json.error(tablesPath, "missing \"uncontracted\"", suggestion: "add liblouis's grade 1 table, as \"en-ueb-g1.ctb\"")
        }
        var words = BrailleWords(
            uncontracted: try json.string(uncontracted, at: tablesPath.appending("uncontracted")), contracted: nil,
            abbreviations: [:], grades: [:])
        if let v = tables["contracted"] { words.contracted = try json.string(v, at: tablesPath.appending("contracted")) }
        let abbreviationsPath = path.appending("abbreviations")
        guard let table = object["abbreviations"] else { return words }
        let entries = try json.object(table, at: abbreviationsPath)
        try json.checkKeys(
            entries, allowed: Phrase.allCases.map(\.rawValue) + ["_comment"], at: abbreviationsPath, what: "the abbreviations")
        for key in Phrase.allCases {
            guard var entry = entries[key.rawValue] else { continue }
            var keyPath = abbreviationsPath.appending(key.rawValue)
            var grade = defaultGrade
            if case .object(let graded) = entry {
                try json.checkKeys(graded, allowed: ["text", "grade", "_comment"], at: keyPath, what: "a graded abbreviation")
                if let g = graded["grade"] { grade = try json.choice(g, at: keyPath.appending("grade"), as: PhraseGrade.self) }
                guard let text = graded["text"] else {
                    throw json.error(keyPath, "a graded abbreviation needs \"text\"", suggestion: "write {\"text\": ..., \"grade\": ...}")
                }
                entry = text
                keyPath = keyPath.appending("text")
            }
            guard let grade else {
                throw json.error(
                    keyPath, "abbreviation \"\(key.rawValue)\" says nothing of how it is known",
                    suggestion: "write {\"text\": ..., \"grade\": \"guess\"} (device, library, developer, cldr or guess)")
            }
            let text = try json.string(entry, at: keyPath)
            guard !text.isEmpty else {
                throw json.error(keyPath, "an abbreviation is never empty", suggestion: "remove it to show the phrase")
            }
            words.abbreviations[key] = text
            words.grades[key] = grade
        }
        return words
    }
}
