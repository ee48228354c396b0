import Foundation

// earshot: says what VoiceOver would say.
let code = CommandLineTool(arguments: Array(CommandLine.arguments.dropFirst())).run()
exit(code)
