import CKakasi
import Earshot
import EarshotBase
import Foundation

/// The kana reading of Japanese text, for eSpeak NG's Japanese voice, which reads kana only
/// (a kanji is read "Chinese letter", in English).
///
/// VoiceOver's own Japanese words carry their readings in `Voices/ja.json`; an app's text is
/// read with KAKASI (Debian's `libkakasi2`, installed by `Scripts/install-dependencies`), which
/// turns kanji into hiragana and leaves kana and Latin text as they are. KAKASI is loaded when
/// first needed; without it the text is voiced as it is and ``isAvailable`` is false (earshot
/// says so on standard error).
enum KanaReading {
    private static let kakasi = Locked<(started: Bool, handle: earshot_kakasi)>((false, earshot_kakasi()))

    /// Whether KAKASI is installed (loads it).
    static var isAvailable: Bool {
        kakasi.withLock { state in
            start(&state)
            return state.handle.run != nil
        }
    }

    /// Whether `text` holds a CJK ideograph, which only a reading makes speakable.
    static func needsReading(_ text: String) -> Bool {
        text.unicodeScalars.contains(where: isIdeograph)
    }

    /// `text` with each run of Japanese (kanji with the kana around them) in kana; nil when
    /// KAKASI is missing. Other text (Latin, digits, emoji) is left as it is, unread by KAKASI.
    static func reading(of text: String) -> String? {
        guard needsReading(text) else { return text }
        return kakasi.withLock { state -> String? in
            start(&state)
            guard state.handle.run != nil else { return nil }
            var out = ""
            var run = ""
            func flush() {
                guard !run.isEmpty else { return }
                out += convert(run, &state.handle) ?? run
                run = ""
            }
            for character in text {
                if character.unicodeScalars.allSatisfy(isJapanese) {
                    run.append(character)
                } else {
                    flush()
                    out.append(character)
                }
            }
            flush()
            return out
        }
    }

    /// `EARSHOT_KAKASI=off` runs as if KAKASI were not installed (for tests of that path).
    private static func start(_ state: inout (started: Bool, handle: earshot_kakasi)) {
        guard !state.started else { return }
        state.started = true
        if ProcessInfo.processInfo.environment["EARSHOT_KAKASI"] == "off" { return }
        _ = earshot_kakasi_start(&state.handle)
    }

    private static func convert(_ text: String, _ handle: inout earshot_kakasi) -> String? {
        guard let result = text.withCString({ earshot_kakasi_reading(&handle, $0) }) else { return nil }
        defer { free(result) }
        return String(cString: result)
    }

    static func isIdeograph(_ scalar: Unicode.Scalar) -> Bool {
        (0x4E00...0x9FFF).contains(scalar.value) || (0x3400...0x4DBF).contains(scalar.value) || scalar == "々"
    }

    /// Kanji, kana, the prolonged sound mark: what KAKASI reads together.
    static func isJapanese(_ scalar: Unicode.Scalar) -> Bool {
        isIdeograph(scalar) || (0x3041...0x30FF).contains(scalar.value)
    }
}
