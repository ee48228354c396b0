import Testing

@testable import EarshotSpeech

/// What eSpeak NG is handed for Arabic numbers (its Arabic voice read decimals differently from
/// one process to the next; SpeechDeterminismTests checks the WAVs).
@Suite("Arabic numbers for eSpeak")
struct ArabicNumberReadingTests {
    @Test(
        "A decimal point between digits is the word فاصلة, the part after it a whole number, its leading zeros صفر",
        arguments: [
            ("السعر 1999.99 ريال", "السعر 1999 فاصلة 99 ريال"),
            ("0.001", "0 فاصلة صفر صفر 1"),
            ("1.000.000", "1 فاصلة صفر صفر صفر فاصلة صفر صفر صفر"),
            ("٢.٥", "٢ فاصلة ٥"),
        ])
    func decimals(text: String, spoken: String) {
        #expect(ArabicNumberReading.speakable(text) == spoken)
    }

    @Test(
        "Text without a decimal point between digits is handed over as it is",
        arguments: ["١٢٣٤٥ و 678", "٢٫٤ كم", "نهاية.", ".5", "5.", "a.b"])
    func unchanged(text: String) {
        #expect(ArabicNumberReading.speakable(text) == text)
    }

    @Test("Only Arabic segments are rewritten, and never when spelled out letter by letter")
    func onlyArabic() {
        var trace = VoicingTrace()
        let arabic = VoicingScript.Segment(text: "2.25", language: "ar")
        let english = VoicingScript.Segment(text: "2.25", language: "en")
        let spelled = VoicingScript.Segment(text: "2.25", language: "ar", spellsOutCharacters: true)
        #expect(Voicer.speakable(arabic, trace: &trace) == "2 فاصلة 25")
        #expect(Voicer.speakable(english, trace: &trace) == "2.25")
        #expect(Voicer.speakable(spelled, trace: &trace) == "2.25")
    }
}
