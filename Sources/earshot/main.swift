import Foundation

// earshot: says what VoiceOver would say.
MemoryTuning.apply()
ProcessLifetime.endsWithCommand = true
let code = CommandLineTool(arguments: Array(CommandLine.arguments.dropFirst())).run()
exit(code)
