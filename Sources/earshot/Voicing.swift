import Earshot
import Foundation

/// `--wav`: voices a transcript (filled in by the voicing change).
enum Voicing {
    static func write(_ transcript: Transcript, settings: Settings, to path: String) throws {
        throw OutputError(description: "\(path): error: voicing is not available in this build")
    }
}
