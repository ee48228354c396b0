import Earshot
import EarshotBase

/// The findings a team has accepted for now, so that an audit in CI fails only on new ones
/// (`earshot audit --baseline FILE`, written by `--write-baseline FILE`).
///
/// A finding is matched by what it is, not where it is: its rule, its file, its element (the
/// view's `id`, else its JSON path) and the lines heard. A line number is not part of it, so a
/// view moved down the file by an edit above it is still the same finding; and when its JSON
/// path changed too (a view inserted above it in the same stack), rule, file and heard lines
/// still match it. A label changed is a new finding (what the user hears changed). Findings
/// count: a baseline of one finding accepts one, and a second one like it is new.
///
/// ```json
/// {
///   "earshot-audit-baseline": 1,
///   "findings": [
///     {"rule": "unlabeled-button", "file": "Scenarios/card.screen.json", "element": "root.VStack[1]", "heard": ["ic_trash, Button"]}
///   ]
/// }
/// ```
public struct AuditBaseline: Sendable, Equatable {
    /// What identifies one accepted finding.
    public struct Entry: Sendable, Hashable, Comparable {
        /// The rule's id.
        public var rule: String
        /// The file as the audit named it ("" for a screen built in Swift).
        public var file: String
        /// The view's `id`, else its JSON path ("" when the finding has neither).
        public var element: String
        /// The transcript lines that expose it.
        public var heard: [String]

        /// An entry from its parts.
        public init(rule: String, file: String, element: String, heard: [String]) {
            self.rule = rule
            self.file = file
            self.element = element
            self.heard = heard
        }

        /// The entry a finding matches.
        public init(_ finding: AuditFinding) {
            self.init(rule: finding.rule, file: finding.file ?? "", element: finding.elementID ?? finding.path ?? "", heard: finding.heard)
        }

        /// The entry as a baseline file (and the audit's JSON report) writes it.
        var json: JSONValue {
            .object([
                "rule": .string(rule), "file": .string(file), "element": .string(element), "heard": .array(heard.map(JSONValue.string)),
            ])
        }

        /// The baseline file's order: by file, rule, element, then heard lines.
        public static func < (a: Entry, b: Entry) -> Bool {
            (a.file, a.rule, a.element, a.heard.joined(separator: "\n")) < (b.file, b.rule, b.element, b.heard.joined(separator: "\n"))
        }
    }

    /// The accepted findings, sorted (so a baseline written twice is the same bytes).
    public var entries: [Entry]

    /// The key at the top of a baseline file, with the format's version.
    public static let formatKey = "earshot-audit-baseline"

    /// A baseline of these entries.
    public init(entries: [Entry]) {
        self.entries = entries.sorted()
    }

    /// The baseline that accepts every finding of `results` (suppressed ones need none).
    public init(results: [AuditResult]) {
        self.init(entries: results.flatMap(\.findings).map(Entry.init))
    }

    /// What a baseline leaves of an audit.
    public struct Split: Sendable {
        /// The results with only the findings the baseline does not hold.
        public var results: [AuditResult]
        /// The findings the baseline holds, in the order the audit found them.
        public var known: [AuditFinding]
        /// The baseline's entries no finding matched: fixed since, or changed.
        public var gone: [Entry]
    }

    /// Splits `results` into new findings and those the baseline accepts.
    public func split(_ results: [AuditResult]) -> Split {
        let (held, gone) = match(results)
        var known: [AuditFinding] = []
        var kept = results
        var index = 0
        for resultIndex in kept.indices {
            kept[resultIndex].findings = kept[resultIndex].findings.filter { finding in
                defer { index += 1 }
                if held[index] { known.append(finding) }
                return !held[index]
            }
        }
        return Split(results: kept, known: known, gone: gone)
    }

    /// Whether each finding of `results` (in order, suppressed ones left out) is one the
    /// baseline holds, matched as ``split(_:)`` matches them.
    public func holds(_ results: [AuditResult]) -> [Bool] {
        match(results).held
    }

    /// Matches findings to entries in two passes: first by all four parts; then what is left by
    /// rule, file and heard lines alone, so a view that moved (its JSON path changed by a view
    /// inserted above it) is still the finding the team accepted.
    private func match(_ results: [AuditResult]) -> (held: [Bool], gone: [Entry]) {
        struct Loose: Hashable {
            var rule: String, file: String, heard: [String]
            init(_ entry: Entry) { (rule, file, heard) = (entry.rule, entry.file, entry.heard) }
        }
        let findings = results.flatMap(\.findings).map(Entry.init)
        var exact: [Entry: Int] = [:]
        for entry in entries { exact[entry, default: 0] += 1 }
        var held = findings.map { entry -> Bool in
            guard let count = exact[entry], count > 0 else { return false }
            exact[entry] = count - 1
            return true
        }
        var loose: [Loose: [Entry]] = [:]
        for entry in entries where (exact[entry] ?? 0) > 0 {
            exact[entry, default: 0] -= 1
            loose[Loose(entry), default: []].append(entry)
        }
        for index in findings.indices where !held[index] {
            let key = Loose(findings[index])
            guard var candidates = loose[key], !candidates.isEmpty else { continue }
            candidates.removeFirst()
            loose[key] = candidates
            held[index] = true
        }
        return (held, loose.values.flatMap { $0 }.sorted())
    }

    /// The baseline file's text: pretty JSON, entries sorted, a line feed at the end.
    public var text: String {
        let top: JSONObject = [Self.formatKey: .number(1), "findings": .array(entries.map(\.json))]
        return JSONSerializer.serialize(.object(top), pretty: true) + "\n"
    }

    /// Reads a baseline file's bytes; `name` is the file as the user named it, for errors.
    /// - Throws: `InputError` with the JSON path of what is wrong.
    public static func read(_ bytes: [UInt8], name: String) throws(InputError) -> AuditBaseline {
        let value: JSONValue
        do { value = try JSONParser.parse(bytes) } catch {
            throw InputError(file: name, message: error.message, line: error.line, column: error.column)
        }
        let json = JSONReader(file: name)
        // The fix is to write the file anew from an audit's findings; a tool says how.
        func notABaseline(_ path: JSONPath, _ message: String) -> InputError {
            var error = json.error(path, message, suggestion: "write one from an audit's findings")
            error.remedy = .writeBaseline
            return error
        }
        let top = try json.object(value, at: .top, expected: "an audit baseline (an object with \"\(formatKey)\": 1)")
        guard let version = top[formatKey] else {
            throw notABaseline(.top, "is not an audit baseline: it has no \"\(formatKey)\" key")
        }
        _ = try json.integer(version, at: .top.appending(formatKey), in: 1...1)
        for key in top.keys.sorted() where key != formatKey && key != "findings" {
            throw json.error(.top.appending(key), "unknown key \"\(key)\"; a baseline has \"\(formatKey)\" and \"findings\"")
        }
        let path = JSONPath.top.appending("findings")
        let items = try json.array(top["findings"] ?? .array([]), at: path)
        var entries: [Entry] = []
        entries.reserveCapacity(items.count)
        for (index, item) in items.enumerated() {
            let at = path.appending(index)
            let object = try json.object(item, at: at, expected: "a finding: an object with \"rule\", \"file\", \"element\" and \"heard\"")
            func field(_ key: String) throws(InputError) -> JSONValue {
                guard let value = object[key] else { throw notABaseline(at, "the finding has no \"\(key)\"") }
                return value
            }
            for key in object.keys.sorted() where !["rule", "file", "element", "heard"].contains(key) {
                throw json.error(at.appending(key), "unknown key \"\(key)\"; a finding has \"rule\", \"file\", \"element\" and \"heard\"")
            }
            entries.append(
                Entry(
                    rule: try json.string(try field("rule"), at: at.appending("rule")),
                    file: try json.string(try field("file"), at: at.appending("file")),
                    element: try json.string(try field("element"), at: at.appending("element")),
                    heard: try json.strings(try field("heard"), at: at.appending("heard"))))
        }
        return AuditBaseline(entries: entries)
    }
}
