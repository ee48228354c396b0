import Earshot
import EarshotSpeech
import Foundation

/// `--wav`: voices what was heard through eSpeak NG into a 16-bit mono WAV file.
enum Voicing {
    static func write(_ transcript: Transcript, settings: Settings, to path: String) throws {
        guard let voices = VoiceLibrary.shared.directory else {
            throw OutputError(description: "\(path): error: cannot find Earshot's Voices folder; set EARSHOT_VOICES")
        }
        let url = URL(fileURLWithPath: path)
        if FileManager.default.fileExists(atPath: url.path), !url.pathExtension.lowercased().hasPrefix("wav") {
            throw OutputError(description: "\(path): error: exists and is not a .wav file; Earshot will not overwrite it")
        }
        let script = VoicingScript(transcript: transcript, rate: settings.rate)
        let voicer = Voicer(voicesDirectory: voices, cacheDirectory: Voicer.defaultCacheDirectory())
        do {
            let audio = try voicer.render(script)
            try audio.write(to: url)
        } catch let error as VoicingError {
            throw OutputError(description: "\(path): error: \(error)")
        }
    }
}
