import Foundation

// earshot: says what VoiceOver would say.
MemoryTuning.apply()
let code = CommandLineTool(arguments: Array(CommandLine.arguments.dropFirst())).run()
exit(code)
