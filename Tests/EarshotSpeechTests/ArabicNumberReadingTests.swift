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
        #expect(ArabicNumberReading.decimals(text) == spoken)
    }

    @Test(
        "A whole number of more than one nonzero digit is its parts, the units before the tens, as eSpeak NG reads them",
        arguments: [
            ("٤٤٪", "٤ و٤٠٪"),
            ("44", "4 و40"),
            ("14 يومًا", "4 عشر يومًا"),
            ("11 و 12", "11 و 12"),
            ("144", "100 و4 و40"),
            ("1044", "1000 و4 و40"),
            ("4400", "4000 و400"),
            ("12345", "12 أَلْف و300 و5 و40"),
            ("٤٤٠٠٠", "٤ و٤٠ أَلْف"),
            ("2500000", "2000000 و500000"),
            ("0044", "0 0 4 4"),
            ("1234567890", "1 2 3 4 5 6 7 8 9 0"),
            ("السعر 1999.99 ريال", "السعر 1000 و900 و9 و90 فاصلة 9 و90 ريال"),
        ])
    func wholeNumbers(text: String, spoken: String) {
        #expect(ArabicNumberReading.speakable(text) == spoken)
    }

    @Test(
        "A number of one nonzero digit is handed over as it is",
        arguments: ["٤", "40", "٤٠٠", "4000", "9000000", "0", "10"])
    func singleDigitNumbers(text: String) {
        #expect(ArabicNumberReading.speakable(text) == text)
    }

    @Test(
        "Text without a decimal point between digits is handed over as it is",
        arguments: ["١٢٣٤٥ و 678", "٢٫٤ كم", "نهاية.", ".5", "5.", "a.b"])
    func unchanged(text: String) {
        #expect(ArabicNumberReading.decimals(text) == text)
    }

    @Test("Only Arabic segments are rewritten, and never when spelled out letter by letter")
    func onlyArabic() {
        var trace = VoicingTrace()
        let arabic = VoicingScript.Segment(text: "2.25", language: "ar")
        let english = VoicingScript.Segment(text: "2.25", language: "en")
        let spelled = VoicingScript.Segment(text: "2.25", language: "ar", spellsOutCharacters: true)
        #expect(Voicer.speakable(arabic, trace: &trace) == "2 فاصلة 5 و20")
        #expect(Voicer.speakable(english, trace: &trace) == "2.25")
        #expect(Voicer.speakable(spelled, trace: &trace) == "2.25")
    }
}
