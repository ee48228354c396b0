import Earshot
import EarshotBase

/// Renders audit results: compiler-style text that editors and CI annotate, JSON for tools,
/// and SARIF 2.1.0, which GitHub code scanning reads.
public enum AuditReport {
    /// `file:line:column: warning: [rule-id] message`, then the heard line(s) and the fix;
    /// suppressed findings last, as notes; a summary line at the end. `ignoringName` is how a
    /// suppression by the run's `ignoring:` list is named (a tool names its own option).
    public static func text(_ results: [AuditResult], ignoringName: String = "ignoring") -> String {
        var out = ""
        for result in results {
            for finding in result.findings { write(finding, to: &out) }
        }
        let suppressed = results.flatMap(\.suppressed)
        for item in suppressed {
            out += "\(place(item.finding)): note: [\(item.finding.rule)] suppressed by \(name(item.reason, ignoringName))".oneLine + "\n"
        }
        out += summary(results) + "\n"
        return out
    }

    /// One finding as the text report writes it: its place, rule and message, what was heard,
    /// and the fixes.
    private static func write(_ finding: AuditFinding, to out: inout String) {
        out += "\(place(finding)): \(finding.severity.rawValue): [\(finding.rule)] \(finding.message)".oneLine + "\n"
        for line in finding.heard { out += "    heard: \(line)".oneLine + "\n" }
        out += "    fix (SwiftUI): \(finding.fix.swiftUI)".oneLine + "\n"
        out += "    fix (UIKit): \(finding.fix.uiKit)".oneLine + "\n"
    }

    /// What a baseline left out of the text report, after its summary: how many findings it
    /// holds, and the entries nothing matched any more (fixed, or changed) with how to update it:
    /// `rewriting` in the tool's own words, else "write it anew from today's findings".
    public static func baselineText(_ split: AuditBaseline.Split, file: String, rewriting: String? = nil) -> String {
        let known = split.known.count
        var out = "baseline \(file): \(known) known finding\(known == 1 ? "" : "s") not shown".oneLine + "\n"
        for entry in split.gone {
            let place = entry.element.isEmpty ? entry.file : "\(entry.file) \(entry.element)"
            out += "baseline \(file): gone: [\(entry.rule)] \(place)".oneLine + "\n"
        }
        if !split.gone.isEmpty {
            out +=
                "baseline \(file): \(split.gone.count) accepted finding\(split.gone.count == 1 ? " is" : "s are") no longer found; "
                + (rewriting ?? "write it anew from today's findings").oneLine + "\n"
        }
        return out
    }

    /// "2 errors, 1 warning, 1 suppressed" or "no findings".
    public static func summary(_ results: [AuditResult]) -> String {
        let findings = results.flatMap(\.findings)
        let errors = findings.filter { $0.severity == .error }.count
        let warnings = findings.count - errors
        let suppressed = results.flatMap(\.suppressed).count
        var parts: [String] = []
        if errors > 0 { parts.append("\(errors) error\(errors == 1 ? "" : "s")") }
        if warnings > 0 { parts.append("\(warnings) warning\(warnings == 1 ? "" : "s")") }
        if parts.isEmpty { parts.append("no findings") }
        if suppressed > 0 { parts.append("\(suppressed) suppressed") }
        return parts.joined(separator: ", ")
    }

    /// Who silenced a finding, as a report says it.
    static func name(_ reason: AuditSuppression.Reason, _ ignoringName: String) -> String {
        reason == .ignoring ? ignoringName : reason.rawValue
    }

    static func place(_ finding: AuditFinding) -> String {
        "\(finding.file ?? "<screen>"):\(finding.line):\(finding.column)"
    }

    /// `{"earshot": 1, "findings": [{"rule", "severity", "file", "element": {"id", "path"},
    /// "heard", "message", "fix"}], "suppressed": [...]}`; `heard` is the transcript lines
    /// joined by line breaks, `fix` has `swiftUI` and `uiKit`; `by` names who silenced a
    /// suppressed one (`ignoringName` for the run's `ignoring:` list).
    ///
    /// With a `baseline`, `findings` holds the new ones only and `baseline` says what it left
    /// out: `{"file", "known": [findings], "gone": [{"rule", "file", "element", "heard"}]}`.
    public static func json(
        _ results: [AuditResult], ignoringName: String = "ignoring", baseline: (file: String, split: AuditBaseline.Split)? = nil
    ) -> String {
        let findings = results.flatMap(\.findings).map { object($0) }
        let suppressed = results.flatMap(\.suppressed).map { item -> JSONValue in
            guard case .object(var entry) = object(item.finding) else { return .null }
            entry["by"] = .string(name(item.reason, ignoringName))
            return .object(entry)
        }
        var top: JSONObject = ["earshot": .number(1), "findings": .array(findings), "suppressed": .array(suppressed)]
        if let baseline {
            top["baseline"] = .object([
                "file": .string(baseline.file), "known": .array(baseline.split.known.map { object($0) }),
                "gone": .array(baseline.split.gone.map(\.json)),
            ])
        }
        return JSONSerializer.serialize(.object(top), pretty: true) + "\n"
    }

    static func object(_ finding: AuditFinding) -> JSONValue {
        let element: JSONObject = [
            "id": finding.elementID.map(JSONValue.string) ?? .null,
            "path": finding.path.map(JSONValue.string) ?? .null,
        ]
        let fix: JSONObject = ["swiftUI": .string(finding.fix.swiftUI), "uiKit": .string(finding.fix.uiKit)]
        let entries: JSONObject = [
            "rule": .string(finding.rule),
            "severity": .string(finding.severity.rawValue),
            "file": finding.file.map(JSONValue.string) ?? .null,
            "line": .number(Double(finding.line)),
            "column": .number(Double(finding.column)),
            "element": .object(element),
            "heard": .string(finding.heard.joined(separator: "\n")),
            "message": .string(finding.message),
            "fix": .object(fix),
        ]
        return .object(entries)
    }

    /// SARIF 2.1.0: one run of the `earshot` tool, every rule described, one result a finding
    /// (suppressed ones with a `suppressions` entry, as the format provides; `ignoringName` as
    /// in ``text(_:ignoringName:)``).
    ///
    /// Files named by a relative path are given relative to `%SRCROOT%` (`uriBaseId`), as
    /// GitHub code scanning resolves them against the repository's root. With a `baseline`, each
    /// finding has a `baselineState`: `unchanged` when the baseline holds it, else `new`.
    public static func sarif(
        _ results: [AuditResult], rules: [AuditRule] = AuditRule.all, version: String, ignoringName: String = "ignoring",
        baseline: AuditBaseline? = nil
    ) -> String {
        let held = baseline?.holds(results)
        var findingIndex = 0
        let ruleIndex = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1.id, $0) })
        let descriptors: [JSONValue] = rules.map { rule in
            .object([
                "id": .string(rule.id),
                "name": .string(rule.id),
                "shortDescription": .object(["text": .string(rule.summary)]),
                "fullDescription": .object(["text": .string(rule.summary + " Source: " + rule.source)]),
                "defaultConfiguration": .object(["level": .string(rule.severity.rawValue)]),
                "properties": .object(["source": .string(rule.source)]),
            ])
        }
        var sarifResults: [JSONValue] = []
        let all = results.flatMap { result in
            result.findings.map { ($0, AuditSuppression.Reason?.none) } + result.suppressed.map { ($0.finding, Optional($0.reason)) }
        }
        for (finding, reason) in all {
            var text = finding.message
            for line in finding.heard { text += "\nHeard: " + line }
            text += "\nFix (SwiftUI): " + finding.fix.swiftUI + "\nFix (UIKit): " + finding.fix.uiKit
            var location: JSONObject = [
                "physicalLocation": .object([
                    "artifactLocation": .object(artifactLocation(finding.file ?? "screen")),
                    "region": .object(["startLine": .number(Double(finding.line)), "startColumn": .number(Double(finding.column))]),
                ])
            ]
            if let path = finding.path {
                location["logicalLocations"] = .array([.object(["fullyQualifiedName": .string(path), "kind": .string("element")])])
            }
            var result: JSONObject = [
                "ruleId": .string(finding.rule),
                "level": .string(finding.severity.rawValue),
                "message": .object(["text": .string(text)]),
                "locations": .array([.object(location)]),
            ]
            if let index = ruleIndex[finding.rule] { result["ruleIndex"] = .number(Double(index)) }
            if reason == nil, let held {
                result["baselineState"] = .string(findingIndex < held.count && held[findingIndex] ? "unchanged" : "new")
                findingIndex += 1
            }
            if let reason {
                let kind = reason == .earshotIgnore ? "inSource" : "external"
                result["suppressions"] = .array([
                    .object(["kind": .string(kind), "justification": .string("suppressed by \(name(reason, ignoringName))")])
                ])
            }
            sarifResults.append(.object(result))
        }
        let driver: JSONObject = [
            "name": .string("earshot"),
            "version": .string(version),
            "rules": .array(descriptors),
        ]
        let top: JSONObject = [
            "version": .string("2.1.0"),
            "$schema": .string("https://json.schemastore.org/sarif-2.1.0.json"),
            "runs": .array([.object(["tool": .object(["driver": .object(driver)]), "results": .array(sarifResults)])]),
        ]
        return JSONSerializer.serialize(.object(top), pretty: true) + "\n"
    }

    /// Where a file is, for SARIF: a relative path against `%SRCROOT%`, an absolute one as a
    /// `file://` URI, standard input as its name.
    static func artifactLocation(_ path: String) -> JSONObject {
        if path.hasPrefix("/") { return ["uri": .string("file://" + uri(path))] }
        if path.hasPrefix("<") { return ["uri": .string(uri(path))] }
        var relative = Substring(path)
        while relative.hasPrefix("./") { relative = relative.dropFirst(2) }
        return ["uri": .string(uri(String(relative))), "uriBaseId": .string("%SRCROOT%")]
    }

    /// A relative path as a URI reference: forward slashes, spaces and other unsafe bytes escaped.
    static func uri(_ path: String) -> String {
        var out = ""
        for byte in path.utf8 {
            let scalar = Unicode.Scalar(byte)
            if byte < 0x80,
                scalar.properties.isAlphabetic || ("0"..."9").contains(Character(scalar)) || "-._~/:".unicodeScalars.contains(scalar)
            {
                out.unicodeScalars.append(scalar)
            } else {
                out += "%" + String(byte, radix: 16, uppercase: true).leftPadded
            }
        }
        return out
    }
}

extension String {
    fileprivate var leftPadded: String { count == 1 ? "0" + self : self }
}
