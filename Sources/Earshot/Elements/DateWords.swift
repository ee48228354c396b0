/// A `DatePicker`'s date and time in VoiceOver's language, from the voice's `date`, `time` and
/// month phrases: "7 December 2026", "9:41 AM" in English. Written by hand, never by `Locale` or
/// `DateFormatter`, which differ between macOS and Linux; the voices other than English write
/// the ISO-like "2026-12-07" and "09:41" until their date words are known (VOICEOVER.md §1).
struct DateWords {
    /// The voice whose words and digits are used.
    let phrases: Phrasebook

    /// The placeholders the date and time phrases fill.
    func arguments(_ date: PickerDate) -> [String: String] {
        let hour = date.hour % 12 == 0 ? 12 : date.hour % 12
        return [
            "day": phrases.number(date.day), "day2": padded(date.day), "month": month(date.month), "month2": padded(date.month),
            "year": phrases.number(date.year), "hour": phrases.number(hour), "hour24": padded(date.hour),
            "minute": padded(date.minute), "period": period(date.hour),
        ]
    }

    /// The calendar day: "7 December 2026".
    func day(_ date: PickerDate) -> String { phrases.phrase(.date, arguments(date)) }

    /// The time: "9:41 AM".
    func time(_ date: PickerDate) -> String { phrases.phrase(.time, arguments(date)) }

    /// What the picker shows of `date`: its day, its time, or both ("7 December 2026, 9:41 AM").
    func shown(_ date: PickerDate, _ components: [DatePickerComponent]) -> String {
        var parts: [String] = []
        if components.contains(.date) { parts.append(day(date)) }
        if components.contains(.hourAndMinute) { parts.append(time(date)) }
        return parts.joined(separator: phrases.separator)
    }

    /// The month's name, 1 being January.
    func month(_ month: Int) -> String { phrases.phrase(Phrase.months[month - 1]) }

    /// "AM" or "PM" for an hour from 0 to 23.
    func period(_ hour: Int) -> String { phrases.phrase(hour < 12 ? .timeAM : .timePM) }

    /// Two digits, in the voice's digits: "07".
    func padded(_ value: Int) -> String { (value < 10 ? phrases.number(0) : "") + phrases.number(value) }
}

/// One wheel of a wheel `DatePicker`: month, day and year for the date, then hour, minute and
/// AM/PM for the time, each an adjustable picker item (Apple, `UIDatePicker`: "2 o'clock. Picker
/// item. Adjustable."; MagentaA11y: "February, picker item, adjustable").
enum DateWheel: CaseIterable {
    case month, day, year, hour, minute, period

    /// The wheels a picker showing `components` has, in order.
    static func wheels(_ components: [DatePickerComponent]) -> [DateWheel] {
        (components.contains(.date) ? [.month, .day, .year] : []) + (components.contains(.hourAndMinute) ? [.hour, .minute, .period] : [])
    }

    /// The years a year wheel offers around `date`: a century each side, within 1-9999.
    static func years(around date: PickerDate) -> ClosedRange<Int> { max(1, date.year - 100)...min(9999, date.year + 100) }

    /// The rows of this wheel for `date`, in order.
    func options(_ date: PickerDate, _ words: DateWords) -> [String] {
        switch self {
        case .month: (1...12).map(words.month)
        case .day: (1...PickerDate.days(inMonth: date.month, of: date.year)).map(words.phrases.number)
        case .year: Self.years(around: date).map(words.phrases.number)
        case .hour: (1...12).map { words.phrases.phrase(.timeHour, ["hour": words.phrases.number($0)]) }
        case .minute: (0...59).map(words.padded)
        case .period: [words.period(0), words.period(12)]
        }
    }

    /// The row `date` is on.
    func index(of date: PickerDate) -> Int {
        switch self {
        case .month: date.month - 1
        case .day: date.day - 1
        case .year: date.year - Self.years(around: date).lowerBound
        case .hour: (date.hour % 12 == 0 ? 12 : date.hour % 12) - 1
        case .minute: date.minute
        case .period: date.hour < 12 ? 0 : 1
        }
    }

    /// `date` with this wheel turned to row `index`; a day past the new month's end becomes its last.
    func setting(_ index: Int, in date: PickerDate) -> PickerDate {
        var date = date
        switch self {
        case .month: date.month = index + 1
        case .day: date.day = index + 1
        case .year: date.year = Self.years(around: date).lowerBound + index
        case .hour: date.hour = (index + 1) % 12 + (date.hour < 12 ? 0 : 12)
        case .minute: date.minute = index
        case .period: date.hour = date.hour % 12 + (index == 0 ? 0 : 12)
        }
        return date.clampingDay()
    }
}
