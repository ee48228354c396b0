import Foundation

/// Finds the mistakes a blind user would hit on a screen or in a scenario, each explained by
/// the transcript line that exposes it (FORMAT.md §4, `earshot audit`).
///
///     let result = try Audit.run(scenario)
///     for finding in result.findings { print(finding.rule, finding.heard, finding.message) }
///
/// A screen is audited as VoiceOver first presents it; a scenario with steps is also run, and
/// what its transcript shows (a dropped announcement) is audited too.
public enum Audit {
    /// Audits `scenario` with `rules`; findings of a rule in `ignoring`, or named in the
    /// `earshotIgnore` of the view (or of a view around it), are returned as suppressed.
    public static func run(
        _ scenario: Scenario, rules: [AuditRule] = AuditRule.all, ignoring: Set<String> = [], voices: VoiceLibrary = .shared
    ) throws(ScenarioError) -> AuditResult {
        // A screen is audited as it appears; a scenario with steps is run to its end.
        let hasSteps = !(scenario.steps?.isEmpty ?? true)
        let run = try ScenarioRunner.perform(
            scenario, voices: voices, marksSteps: false, keepingViews: true, extent: hasSteps ? .whole : .appearing)
        return try self.run(run, rules: rules, ignoring: ignoring, voices: voices)
    }

    /// Audits a run that kept its views (``ScenarioRunner/perform(_:voices:marksSteps:keepingViews:extent:)``
    /// with `keepingViews: true`): its element list, and for a scenario with steps of its own
    /// (run whole) its transcript. The scenario is not run again.
    /// - Throws: ``ScenarioError`` for a run without its views, or when VoiceOver's language
    ///   has no phrasebook.
    public static func run(
        _ run: Run, rules: [AuditRule] = AuditRule.all, ignoring: Set<String> = [], voices: VoiceLibrary = .shared
    ) throws(ScenarioError) -> AuditResult {
        let scenario = run.scenario
        guard run.keptViews else {
            throw ScenarioError(scenario: scenario, step: nil, message: "the audit needs the run's views: run it keeping them")
        }
        let language = scenario.settings.language ?? scenario.screen.language
        let phrases: Phrasebook
        do throws(VoiceError) { phrases = try voices.phrasebook(for: language) } catch {
            throw ScenarioError(scenario: scenario, step: nil, message: error.message)
        }
        let hasSteps = !(scenario.steps?.isEmpty ?? true)
        let transcript: Transcript? = hasSteps && run.extent == .whole ? run.transcript : nil
        return DeepStack.run { () -> AuditResult in
            // The views come numbered as the run numbered them: findings name views by serial,
            // and the run's elements by the same serials.
            let context = AuditContext(scenario: scenario, phrases: phrases, list: run.elements, transcript: transcript)
            var result = AuditResult()
            for rule in rules {
                // One finding per view: a view that makes several elements (segments, a stack's
                // modifiers on each child) is reported once.
                var seen: Set<AuditFinding.Place> = []
                for draft in rule.check(context) {
                    if case .node = draft.place {
                        guard seen.insert(draft.place).inserted else { continue }
                    }
                    let finding = self.finding(draft, rule: rule, in: context)
                    if let reason = suppression(of: rule.id, at: draft.place, in: context, ignoring: ignoring) {
                        result.suppressed.append(AuditSuppression(finding: finding, reason: reason))
                    } else {
                        result.findings.append(finding)
                    }
                }
            }
            return result
        }
    }

    static func finding(_ draft: AuditFinding.Draft, rule: AuditRule, in context: AuditContext) -> AuditFinding {
        var finding = AuditFinding(
            rule: rule.id, severity: rule.severity, heard: draft.heard, message: draft.message, fix: draft.fix)
        finding.place = draft.place
        if case .node(let serial) = draft.place {
            finding.elementID = context.nodes[serial]?.node.id
            let path = context.path(of: serial)
            finding.path = path.map(JSONPath.describe)
            finding.components = path
        }
        return finding
    }

    static func suppression(
        of rule: String, at place: AuditFinding.Place, in context: AuditContext, ignoring: Set<String>
    ) -> AuditSuppression.Reason? {
        if case .node(let serial) = place {
            for candidate in [serial] + context.ancestors(of: serial)
            where context.nodes[candidate]?.node.accessibility.auditIgnore?.contains(rule) == true {
                return .earshotIgnore
            }
        }
        return ignoring.contains(rule) ? .ignoring : nil
    }
}

extension Audit {
    /// Audits a screen or scenario file, placing each finding at its line and column in the
    /// file that holds the view: the scenario, or the screen file it names.
    ///
    /// - Parameters:
    ///   - url: the screen or scenario file.
    ///   - displayName: the file's name in findings and errors; default: `url`'s relative path.
    ///   - loaded: the document, when the caller has read it already.
    ///   - rules: the rules to apply; default: all of them.
    ///   - ignoring: ids of rules suppressed for this run (`--ignore`), listed as suppressed.
    ///   - voices: the phrasebooks the heard lines are spoken from.
    /// - Throws: `InputError` for a file that cannot be read, `ScenarioError` for a scenario
    ///   that cannot run.
    public static func file(
        _ url: URL, displayName: String? = nil, document loaded: Document? = nil, rules: [AuditRule] = AuditRule.all,
        ignoring: Set<String> = [], voices: VoiceLibrary = .shared
    ) throws -> AuditResult {
        let name = displayName ?? url.relativePath
        let document = try loaded ?? DocumentLoader.load(url, displayName: name)
        let sources = try AuditSources(url: url, name: name, document: document)
        return try placed(document, sources: sources, rules: rules, ignoring: ignoring, voices: voices)
    }

    /// Audits a screen or scenario given as its bytes (standard input, named `name`), placed as
    /// ``file(_:displayName:document:rules:ignoring:voices:)`` places them; a screen file a
    /// scenario names is read from the current folder.
    public static func bytes(
        _ bytes: [UInt8], name: String, document: Document, rules: [AuditRule] = AuditRule.all, ignoring: Set<String> = [],
        voices: VoiceLibrary = .shared
    ) throws -> AuditResult {
        let here = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true).appendingPathComponent(name)
        let sources = try AuditSources(bytes: bytes, url: here, name: name, document: document)
        return try placed(document, sources: sources, rules: rules, ignoring: ignoring, voices: voices)
    }

    private static func placed(
        _ document: Document, sources: AuditSources, rules: [AuditRule], ignoring: Set<String>, voices: VoiceLibrary
    ) throws -> AuditResult {
        var result = try run(document.scenario, rules: rules, ignoring: ignoring, voices: voices)
        let nodePaths = (result.findings + result.suppressed.map(\.finding)).compactMap { $0.components.map(sources.inScreenFile) }
        let positions = JSONSourceMap.positions(of: nodePaths, in: sources.screenFile.bytes)
        for index in result.findings.indices { sources.place(&result.findings[index], positions: positions) }
        for index in result.suppressed.indices { sources.place(&result.suppressed[index].finding, positions: positions) }
        return result
    }
}

/// The files an audited document is written in, to turn a finding's place into a file, a
/// JSON path and a line and column.
///
/// The JSON reader keeps no positions, so the path is looked up again in the file's text
/// (`JSONSourceMap`): only for files with findings, once per finding.
struct AuditSources {
    /// The file the screen's views are written in, its bytes, and where its root node is.
    var screenFile: (name: String, bytes: [UInt8], root: [JSONPath.Component])
    /// Every file of the document, with its parsed JSON, for finding app steps.
    var files: [(name: String, bytes: [UInt8], json: JSONValue)]

    init(url: URL, name: String, document: Document) throws {
        try self.init(bytes: try Self.bytes(url, name: name), url: url, name: name, document: document)
    }

    /// The file's bytes already read; `url` places the screen file a scenario names.
    init(bytes: [UInt8], url: URL, name: String, document: Document) throws {
        let json = JSONValue.object(try DocumentLoader.parseObject(bytes, name: name))
        files = [(name, bytes, json)]
        screenFile = (name, bytes, [.key("root")])
        guard case .scenario = document, case .object(let object) = json, let screen = object["screen"] else { return }
        if case .string(let relative) = screen {
            let screenURL = URL(fileURLWithPath: relative, relativeTo: url.deletingLastPathComponent())
            let shown = (name as NSString).deletingLastPathComponent
            let screenName = shown.isEmpty ? relative : (shown as NSString).appendingPathComponent(relative)
            let screenBytes = try Self.bytes(screenURL, name: screenName)
            let screenJSON = JSONValue.object(try DocumentLoader.parseObject(screenBytes, name: screenName))
            screenFile = (screenName, screenBytes, [.key("root")])
            files.append((screenName, screenBytes, screenJSON))
        } else {
            screenFile.root = [.key("screen"), .key("root")]
        }
    }

    /// A file's bytes, after the reader's checks (a regular file within the size limit).
    static func bytes(_ url: URL, name: String) throws(InputError) -> [UInt8] {
        try DocumentLoader.check(url, name: name)
        guard let data = try? Data(contentsOf: url, options: .alwaysMapped) else {
            throw InputError(file: name, message: "cannot be read")
        }
        return [UInt8](data)
    }

    /// A path from the screen's root (`root.VStack[1]`) as a path in the screen's file.
    func inScreenFile(_ components: [JSONPath.Component]) -> [JSONPath.Component] {
        screenFile.root + components.dropFirst()
    }

    /// Fills in the finding's file, path, line and column; `positions` are those of the views
    /// in the screen's file.
    func place(_ finding: inout AuditFinding, positions: [[JSONPath.Component]: (line: Int, column: Int)]) {
        switch finding.place {
        case .node?:
            guard let relative = finding.components else {
                finding.file = screenFile.name
                return
            }
            let components = inScreenFile(relative)
            finding.file = screenFile.name
            finding.path = JSONPath.describe(components)
            if let position = positions[components] { (finding.line, finding.column) = position }
        case .announcement(let text, let step)?:
            // The announce step inside the scenario step that posted it, when it is written
            // there; else the first that says it (in a view's onActivate, say).
            if let step, let scenarioFile = files.first, case .object(let object) = scenarioFile.json,
                case .array(let steps)? = object["steps"], steps.indices.contains(step),
                let components = Self.announceStep(text, in: steps[step], at: [.key("steps"), .index(step)])
            {
                finding.file = scenarioFile.name
                finding.path = JSONPath.describe(components)
                if let position = JSONSourceMap.position(of: components, in: scenarioFile.bytes) {
                    (finding.line, finding.column) = position
                }
                return
            }
            for file in files {
                guard let components = Self.announceStep(text, in: file.json, at: []) else { continue }
                finding.file = file.name
                finding.path = JSONPath.describe(components)
                if let position = JSONSourceMap.position(of: components, in: file.bytes) { (finding.line, finding.column) = position }
                return
            }
            finding.file = files.first?.name
        case nil:
            finding.file = files.first?.name
        }
    }

    /// The path of the first `{"announce": text}` step in `value`.
    static func announceStep(_ text: String, in value: JSONValue, at path: [JSONPath.Component]) -> [JSONPath.Component]? {
        switch value {
        case .object(let object):
            if object["announce"] == .string(text) { return path }
            for (key, member) in object.entries {
                if let found = announceStep(text, in: member, at: path + [.key(key)]) { return found }
            }
        case .array(let items):
            for (index, item) in items.enumerated() {
                if let found = announceStep(text, in: item, at: path + [.index(index)]) { return found }
            }
        default: break
        }
        return nil
    }
}
