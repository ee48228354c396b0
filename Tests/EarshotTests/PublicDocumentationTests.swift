import Foundation
import Testing

/// Every public declaration of `Earshot`, `EarshotImporting`, `EarshotTesting` and `EarshotSpeech` carries a doc
/// comment: a `///` line (or a `/** */` block) right above it, attributes aside. What only the
/// command line, the benchmark or the tests need is `package` or internal, so it is not held to
/// this (STYLE.md: "`package` access for what only the benchmark or the tests need").
///
/// The check reads the sources line by line, the way PortabilityTests does: a line declares
/// something public when it says `public` or `open`, when it declares a member of a
/// `public extension` or a `public protocol` without an access modifier of its own, or when it
/// is a `case` of a public enum.
@Suite("Public declarations are documented")
struct PublicDocumentationTests {
    static let libraries = ["Sources/Earshot", "Sources/EarshotImporting", "Sources/EarshotTesting", "Sources/EarshotSpeech"]

    static var repository: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    /// A public declaration found in a source file.
    struct Declaration: Equatable {
        /// 1-based line number.
        var line: Int
        var text: String
        var documented: Bool
    }

    /// What a `{` opens, as far as the check cares.
    enum Scope {
        case publicExtension, publicProtocol, publicEnum, other
    }

    static let accessWords: Set<String> = ["public", "open", "package", "internal", "private", "fileprivate"]
    static let modifierWords: Set<String> = [
        "static", "final", "mutating", "nonmutating", "convenience", "required", "override",
        "nonisolated", "lazy", "indirect", "dynamic", "weak", "unowned", "consuming", "borrowing",
    ]
    static let declarationWords: Set<String> = [
        "func", "var", "let", "init", "subscript", "struct", "enum", "class", "actor", "protocol",
        "typealias", "associatedtype", "case", "extension", "macro",
    ]

    /// The public declarations of one source file, each with whether a doc comment precedes it.
    static func declarations(in source: String) -> [Declaration] {
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var found: [Declaration] = []
        var scopes: [Scope] = []
        var pending: Scope?
        var state = LexState()
        for (index, line) in lines.enumerated() {
            let code = state.code(of: line)
            let (access, keyword) = Self.leadingWords(of: code)
            var opens: Scope?
            var isPublic = false
            let enclosing = scopes.last ?? .other
            if let keyword {
                let explicitlyPublic = access == "public" || access == "open"
                if keyword == "extension" {
                    opens = explicitlyPublic ? .publicExtension : .other
                } else {
                    if explicitlyPublic {
                        isPublic = true
                    } else if access == nil {
                        switch enclosing {
                        case .publicExtension, .publicProtocol: isPublic = keyword != "case"
                        case .publicEnum: isPublic = keyword == "case"
                        case .other: isPublic = false
                        }
                    }
                    if isPublic {
                        opens = keyword == "enum" ? .publicEnum : keyword == "protocol" ? .publicProtocol : .other
                    } else {
                        opens = .other
                    }
                }
            }
            if isPublic {
                found.append(
                    Declaration(
                        line: index + 1, text: line.trimmingCharacters(in: .whitespaces),
                        documented: Self.isDocumented(lines, before: index)))
            }
            if let opens { pending = opens }
            for character in code {
                if character == "{" {
                    scopes.append(pending ?? .other)
                    pending = nil
                } else if character == "}" {
                    _ = scopes.popLast()
                }
            }
        }
        return found
    }

    /// The access modifier and the declaration keyword a line of code opens with, if it opens with one.
    static func leadingWords(of code: String) -> (access: String?, keyword: String?) {
        var rest = Substring(code).drop(while: { $0 == " " || $0 == "\t" })
        var access: String?
        while !rest.isEmpty {
            if rest.first == "@" {
                // An attribute, with its arguments if it has any.
                rest = rest.dropFirst().drop(while: { $0.isLetter || $0.isNumber || $0 == "_" })
                if rest.first == "(" {
                    var depth = 0
                    while let character = rest.first {
                        rest = rest.dropFirst()
                        if character == "(" { depth += 1 }
                        if character == ")" {
                            depth -= 1
                            if depth == 0 { break }
                        }
                    }
                }
                rest = rest.drop(while: { $0 == " " || $0 == "\t" })
                continue
            }
            let word = String(rest.prefix(while: { $0.isLetter || $0.isNumber || $0 == "_" }))
            if word.isEmpty { return (access, nil) }
            rest = rest.dropFirst(word.count)
            if rest.hasPrefix("(set)") { rest = rest.dropFirst(5) }
            rest = rest.drop(while: { $0 == " " || $0 == "\t" })
            if accessWords.contains(word) {
                // `public private(set) var`: the first word is the declaration's access.
                if access == nil { access = word }
            } else if word == "class" {
                // `class func` is a modifier; `class Name` declares.
                let next = String(rest.prefix(while: { $0.isLetter }))
                if !(declarationWords.contains(next) || modifierWords.contains(next)) { return (access, "class") }
            } else if modifierWords.contains(word) {
                continue
            } else if declarationWords.contains(word) {
                return (access, word)
            } else {
                return (access, nil)
            }
        }
        return (access, nil)
    }

    /// Whether the nearest line above `index` that is not an attribute ends a doc comment.
    static func isDocumented(_ lines: [String], before index: Int) -> Bool {
        var above = index - 1
        while above >= 0 {
            let line = lines[above].trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("@") && !line.contains("{") {
                above -= 1
                continue
            }
            return line.hasPrefix("///") || (line.hasSuffix("*/") && Self.opensDocBlock(lines, endingAt: above))
        }
        return false
    }

    /// Whether the `/* */` block that ends on line `index` opens with `/**`.
    static func opensDocBlock(_ lines: [String], endingAt index: Int) -> Bool {
        var line = index
        while line >= 0 {
            if let start = lines[line].range(of: "/*") {
                return lines[line][start.lowerBound...].hasPrefix("/**")
            }
            line -= 1
        }
        return false
    }

    /// Strips comments and string literals from lines of Swift, carrying block comments and
    /// multi-line strings from one line to the next.
    struct LexState {
        var inBlockComment = false
        var inMultilineString = false

        mutating func code(of line: String) -> String {
            var out = ""
            var rest = Substring(line)
            while !rest.isEmpty {
                if inBlockComment {
                    guard let end = rest.range(of: "*/") else { return out }
                    inBlockComment = false
                    rest = rest[end.upperBound...]
                } else if inMultilineString {
                    guard let end = rest.range(of: "\"\"\"") else { return out }
                    inMultilineString = false
                    rest = rest[end.upperBound...]
                } else if rest.hasPrefix("//") {
                    return out
                } else if rest.hasPrefix("/*") {
                    inBlockComment = true
                    rest = rest.dropFirst(2)
                } else if rest.hasPrefix("\"\"\"") {
                    inMultilineString = true
                    rest = rest.dropFirst(3)
                } else if rest.first == "\"" {
                    rest = rest.dropFirst()
                    while let character = rest.first, character != "\"" {
                        rest = rest.dropFirst(character == "\\" ? 2 : 1)
                    }
                    rest = rest.dropFirst()
                } else {
                    out.append(rest.removeFirst())
                }
            }
            return out
        }
    }

    @Test("Every public declaration of the libraries has a doc comment")
    func everyPublicDeclarationIsDocumented() throws {
        var total = 0
        var undocumented: [String] = []
        for library in Self.libraries {
            let folder = Self.repository.appendingPathComponent(library)
            let files =
                FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?
                .compactMap { $0 as? URL }
                .filter { $0.pathExtension == "swift" }
                .sorted { $0.path < $1.path } ?? []
            #expect(!files.isEmpty, "no Swift files under \(library)")
            for file in files {
                let source = try String(contentsOf: file, encoding: .utf8)
                let relative = library + String(file.path.dropFirst(folder.path.count))
                for declaration in Self.declarations(in: source) {
                    total += 1
                    if !declaration.documented {
                        undocumented.append("\(relative):\(declaration.line): \(declaration.text)")
                    }
                }
            }
        }
        #expect(total > 100, "found only \(total) public declarations: is the scan reading the sources?")
        #expect(
            undocumented.isEmpty,
            "\(undocumented.count) of \(total) public declarations have no doc comment (add a `///` summary line, or make what only the package needs `package`):\n\(undocumented.joined(separator: "\n"))"
        )
    }

    @Test("The scan finds public members, members of public extensions and cases of public enums")
    func scanFindsEachKindOfPublicDeclaration() {
        let source = """
            /// Documented.
            public struct A {
                public var undocumented: Int
                /// Documented.
                @discardableResult
                public func documented() -> Int { 0 }
                var internalMember = "public func notADeclaration()"
                public private(set) var readOnly = 0
            }
            public extension A {
                func inExtension() {}
                private func hidden() {}
            }
            /** Documented. */
            public enum E {
                case one, two
                /// Documented.
                case three
                func f() {
                    switch self { case .one: break
                    default: break }
                }
            }
            enum Internal {
                case notPublic
            }
            """
        let found = Self.declarations(in: source)
        #expect(found.map(\.line) == [2, 3, 6, 8, 11, 15, 16, 18])
        #expect(
            found.filter { !$0.documented }.map(\.text) == [
                "public var undocumented: Int",
                "public private(set) var readOnly = 0",
                "func inExtension() {}",
                "case one, two",
            ])
    }
}
