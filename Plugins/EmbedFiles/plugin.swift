// EmbedFiles: a build-tool plugin that carries data files inside what is built, so neither the
// library nor the `earshot` binary reads the source tree at run time.
//
// - `Earshot`: every `Voices/*.json` (the phrasebooks; `Voices/` stays the one place they are
//   edited; a new file there is picked up at the next build) becomes `EmbeddedVoices`.
// - `earshot`: the demo screen `Scenarios/Demo/field-notes.screen.json` becomes `EmbeddedDemo`
//   (`files["field-notes.screen"]`).
//
// The work is done by the `earshot-embed` tool of this package; nothing is fetched.
import Foundation
import PackagePlugin

@main
struct EmbedFiles: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let root = context.package.directoryURL
        let typeName: String
        // What the tool reads. A folder is read whole when the command runs; it is an input too,
        // so adding or removing a file in it (which changes the folder) runs the command again
        // even when SwiftPM does not plan the build anew.
        var inputs: [URL] = []
        switch target.name {
        case "Earshot":
            typeName = "EmbeddedVoices"
            let folder = root.appendingPathComponent("Voices")
            inputs.append(folder)
            for name in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() where name.hasSuffix(".json") {
                inputs.append(folder.appendingPathComponent(name))
            }
        case "earshot":
            typeName = "EmbeddedDemo"
            inputs.append(root.appendingPathComponent("Scenarios/Demo/field-notes.screen.json"))
        default:
            return []
        }
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("\(typeName).swift")
        return [
            .buildCommand(
                displayName: "Embedding \(typeName) in \(target.name)",
                executable: try context.tool(named: "earshot-embed").url,
                arguments: [typeName, output.path, inputs[0].path],
                inputFiles: inputs,
                outputFiles: [output])
        ]
    }
}
