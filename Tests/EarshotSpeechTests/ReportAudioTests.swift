import Earshot
import Testing

@testable import EarshotSpeech

/// The audio `earshot report` embeds: resampled to 16 kHz, µ-law for long audio.
@Suite("Report audio")
struct ReportAudioTests {
    @Test("µ-law encodes silence, the loudest and the softest samples as G.711 does")
    func muLaw() {
        #expect(ReportAudioEncoding.muLaw(0) == 0xFF)
        #expect(ReportAudioEncoding.muLaw(.max) == 0x80)
        #expect(ReportAudioEncoding.muLaw(.min) == 0x00)
        #expect(ReportAudioEncoding.muLaw(-1) == 0x7F)
    }

    @Test("A µ-law WAV file says format 7, one byte a sample, and holds every sample")
    func muLawFile() {
        let wav = ReportAudioEncoding.muLawWAV(AudioBuffer(sampleRate: 16_000, samples: [0, 100, -100]))
        #expect(Array(wav[0..<4]) == Array("RIFF".utf8))
        #expect(wav[20] == 7 && wav[21] == 0)  // format tag
        #expect(wav[34] == 8)  // bits a sample
        #expect(wav.count == 58 + 3 + 1)  // header, samples, padding to an even length
        #expect(Int(wav[4]) + 8 == wav.count)  // the RIFF size
    }

    @Test("Resampling 22050 Hz to 16 kHz keeps the length in time and a constant level")
    func resampling() {
        let audio = ReportAudioEncoding.resampled(
            AudioBuffer(sampleRate: 22_050, samples: [Int16](repeating: 1000, count: 22_050)), to: 16_000)
        #expect(audio.sampleRate == 16_000)
        #expect(audio.samples.count == 16_000)
        #expect(audio.samples.allSatisfy { $0 == 1000 })
    }
}
