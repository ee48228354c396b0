import Foundation

// earshot: says what VoiceOver would say.
if StandardStreams.takeClosedDescriptors() {
    FileHandle.standardError.write(Data(StandardStreams.closedOutputMessage.utf8))
    exit(CommandLineTool.Exit.outputFailed)
}
MemoryTuning.apply()
ProcessLifetime.endsWithCommand = true
let code = CommandLineTool(arguments: Array(CommandLine.arguments.dropFirst())).run()
exit(code)
