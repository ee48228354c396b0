import EarshotBase
import Foundation

/// The golden files that stand beside a screen or scenario besides its transcript: what
/// `earshot dump --reach`, `--keyboard`, `--switch-control`, `earshot listen --show-focus` and
/// `earshot explain` give for it (Documentation/REACH.md). `earshot test` checks each one a folder holds, as it
/// checks transcripts, so a CI job gates them all.
public enum CompanionGolden {
    /// The kinds, by the golden file's extension.
    public enum Kind: String, Sendable, CaseIterable {
        /// Swipe cost, rotor routes, unreachable elements and focus traps (`dump --reach`).
        case reach
        /// Full Keyboard Access: Tab stops and focus groups (`dump --keyboard`).
        case keyboard
        /// Switch Control's item scanning (`dump --switch-control`).
        case switchControl = "switch-control"
        /// Where focus is after each app step (`listen --show-focus`); beside a scenario only.
        case focus
        /// The transcript with what the braille display shows under each line (`listen
        /// --braille`, EarshotBraille).
        case braille
        /// Why each line is heard as it is, rule by rule (`earshot explain`).
        case explain

        /// The screen or scenario files a golden file of this kind may stand beside.
        var sources: [String] {
            self == .focus ? [ScenarioSuite.scenarioSuffix] : [".screen.json", ScenarioSuite.scenarioSuffix]
        }

        /// What the golden file shows, in a sentence's words.
        public var what: String {
            switch self {
            case .reach: "the reach"
            case .keyboard: "the keyboard focus order"
            case .switchControl: "the Switch Control scan"
            case .focus: "where focus lands"
            case .braille: "the braille display"
            case .explain: "the explanation"
            }
        }
    }

    /// One golden file and the screen or scenario it is of.
    public struct Pair: Sendable, Equatable {
        /// The golden file.
        public var golden: URL
        /// The screen or scenario beside it, of the same name.
        public var source: URL
        /// What the golden file holds.
        public var kind: Kind
    }

    /// The golden files of these kinds under `paths` (folders walked as ``FolderWalk`` walks
    /// them; a file given by name brings the goldens beside it), each with the screen or
    /// scenario of the same name; one with neither beside it is not listed. Only golden files
    /// that exist: which kinds a screen is checked for is the files its folder holds.
    public static func pairs(under paths: [URL]) -> [Pair] {
        var pairs: [Pair] = []
        let manager = FileManager.default
        func add(golden: URL) {
            guard let kind = Kind.allCases.first(where: { golden.pathExtension == $0.rawValue }) else { return }
            let stem = golden.deletingPathExtension()
            for suffix in kind.sources {
                let source = URL(fileURLWithPath: stem.path + suffix)
                if manager.fileExists(atPath: source.path) {
                    pairs.append(
                        Pair(
                            golden: CurrentFolder.relative(golden), source: CurrentFolder.relative(source),
                            kind: kind))
                    return
                }
            }
        }
        for path in paths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path.path, isDirectory: &isDirectory) else { continue }
            if isDirectory.boolValue {
                let suffixes = Kind.allCases.map { "." + $0.rawValue }
                for name in FolderWalk.files(under: path, endingWith: suffixes) { add(golden: path.appendingPathComponent(name)) }
            } else {
                let name = path.lastPathComponent
                guard let suffix = FolderWalk.documentSuffixes.first(where: name.hasSuffix) else { continue }
                let stem = path.deletingLastPathComponent().appendingPathComponent(String(name.dropLast(suffix.count))).path
                for kind in Kind.allCases where kind.sources.contains(suffix) {
                    let golden = URL(fileURLWithPath: stem + "." + kind.rawValue)
                    if manager.fileExists(atPath: golden.path) { add(golden: golden) }
                }
            }
        }
        var seen = Set<String>()
        return pairs.filter { seen.insert($0.golden.standardizedFileURL.path).inserted }.sorted {
            $0.golden.relativePath < $1.golden.relativePath
        }
    }
}
