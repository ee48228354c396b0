// earshot-embed: turns data files into a Swift source file, so the built library and the
// `earshot` binary carry them and need no source tree at run time.
//
//   earshot-embed TYPE OUTPUT.swift PATH...
//
// writes `enum TYPE { static let files: [String: String] }`: the text of each file PATH, and of
// every `*.json` file in each folder PATH (read now, so a file added since the build was planned
// is in), by its name without `.json` (`en`, `field-notes.screen`), as a
// string literal in which every character outside printable ASCII is an escape: the output is
// ASCII, the same bytes for the same input, and the text comes back byte for byte
// (`Array(text.utf8)`). The build-tool plugin `EmbedFiles` (Plugins/EmbedFiles) runs it; so
// does Scripts/fuzz, which compiles the library with swiftc. A file that is not UTF-8 is an
// error: voice files and screens are UTF-8 JSON.
import Foundation

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("earshot-embed: error: \(message)\n".utf8))
    exit(1)
}

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count >= 2 else {
    fail("usage: earshot-embed TYPE OUTPUT.swift PATH...")
}
let typeName = arguments[0]
let output = arguments[1]

/// A Swift string literal holding exactly `text`.
func literal(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\\": out += "\\\\"
        case "\"": out += "\\\""
        case "\n": out += "\\n"
        case "\t": out += "\\t"
        case " "..."~": out.unicodeScalars.append(scalar)
        default: out += "\\u{\(String(scalar.value, radix: 16))}"
        }
    }
    return out + "\""
}

var files: [String] = []
for path in arguments.dropFirst(2) {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { fail("no such file or folder: \(path)") }
    guard isFolder.boolValue else {
        files.append(path)
        continue
    }
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else { fail("cannot list \(path)") }
    files += names.filter { $0.hasSuffix(".json") && !$0.hasPrefix(".") }.sorted().map { "\(path)/\($0)" }
}

var entries: [(name: String, text: String)] = []
for path in files {
    var name = URL(fileURLWithPath: path).lastPathComponent
    if name.hasSuffix(".json") { name.removeLast(".json".count) }
    guard let data = FileManager.default.contents(atPath: path) else { fail("cannot read \(path)") }
    guard let text = String(bytes: data, encoding: .utf8), Array(text.utf8) == [UInt8](data) else {
        fail("\(path) is not UTF-8 text")
    }
    entries.append((name, text))
}
entries.sort { $0.name < $1.name }
if let duplicate = zip(entries, entries.dropFirst()).first(where: { $0.0.name == $0.1.name }) {
    fail("two files are named \(duplicate.0.name)")
}

var source = """
    // Generated at build time by earshot-embed (Sources/earshot-embed) from \(entries.count) file(s);
    // edit those files, never this one.

    enum \(typeName) {
        /// Each file's text by name, exactly as it was when Earshot was built.
        static let files: [String: String] = [

    """
for entry in entries {
    source += "        \(literal(entry.name)): \(literal(entry.text)),\n"
}
source += entries.isEmpty ? "        :\n    ]\n}\n" : "    ]\n}\n"

let url = URL(fileURLWithPath: output)
// Unchanged output is left alone, so the build does not recompile what depends on it.
if FileManager.default.contents(atPath: output) == Data(source.utf8) { exit(0) }
do {
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(source.utf8).write(to: url, options: .atomic)
} catch {
    fail("cannot write \(output): \(error.localizedDescription)")
}
