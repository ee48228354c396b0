/// A `DatePicker`'s date: the calendar day and wall-clock time an ISO 8601 text names, read by
/// hand so that Linux and macOS agree (no `Locale`, no `DateFormatter`).
///
/// ```swift
/// PickerDate(iso8601: "2026-12-07T09:41")  // 7 December 2026, 9:41
/// PickerDate(iso8601: "2026-02-30")        // nil: February 2026 has 28 days
/// ```
///
/// A time zone offset (`Z`, `+01:00`) is checked and dropped: the picker shows the time as
/// written, since Earshot has no time zone to convert it to.
public struct PickerDate: Sendable, Equatable, Hashable {
    /// The year, 1 to 9999.
    public var year: Int
    /// The month, 1 (January) to 12.
    public var month: Int
    /// The day of the month, from 1 to the month's length.
    public var day: Int
    /// The hour, 0 to 23.
    public var hour: Int
    /// The minute, 0 to 59.
    public var minute: Int

    /// A date that exists: the day within its month (29 February only in a leap year).
    public init?(year: Int, month: Int, day: Int, hour: Int = 0, minute: Int = 0) {
        guard (1...9999).contains(year), (1...12).contains(month), (1...Self.days(inMonth: month, of: year)).contains(day),
            (0...23).contains(hour), (0...59).contains(minute)
        else { return nil }
        (self.year, self.month, self.day, self.hour, self.minute) = (year, month, day, hour, minute)
    }

    /// The date a picker without one shows: 1 January 2001, 00:00 (Foundation's reference date).
    static let reference = PickerDate(unchecked: 2001, 1, 1)

    /// A date known to exist.
    private init(unchecked year: Int, _ month: Int, _ day: Int) {
        (self.year, self.month, self.day, self.hour, self.minute) = (year, month, day, 0, 0)
    }

    /// Reads `YYYY-MM-DD`, optionally followed by `THH:MM`, `:SS` (and a fraction) and `Z` or
    /// `±HH:MM`; nil for any other text or for a day or time that does not exist.
    public init?(iso8601 text: String) {
        var scanner = Scanner(Array(text.utf8))
        guard let year = scanner.digits(4), scanner.take("-"), let month = scanner.digits(2), scanner.take("-"),
            let day = scanner.digits(2)
        else { return nil }
        var (hour, minute) = (0, 0)
        if scanner.take("T") {
            guard let h = scanner.digits(2), scanner.take(":"), let m = scanner.digits(2) else { return nil }
            (hour, minute) = (h, m)
            if scanner.take(":") {
                guard let second = scanner.digits(2), second <= 59 else { return nil }
                if scanner.take("."), !scanner.skipDigits() { return nil }
            }
            if !scanner.take("Z"), scanner.take("+") || scanner.take("-") {
                guard let offsetHours = scanner.digits(2), offsetHours <= 23, scanner.take(":"),
                    let offsetMinutes = scanner.digits(2), offsetMinutes <= 59
                else { return nil }
            }
        }
        guard scanner.atEnd else { return nil }
        self.init(year: year, month: month, day: day, hour: hour, minute: minute)
    }

    /// The days in `month` (1-12) of `year`, by the Gregorian leap year rule.
    public static func days(inMonth month: Int, of year: Int) -> Int {
        switch month {
        case 2: return year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// This date with `day` moved into `month` of `year` (31 January to February is its last day,
    /// as a wheel that turns to a shorter month shows).
    func clampingDay() -> PickerDate {
        var date = self
        date.day = min(day, Self.days(inMonth: month, of: year))
        return date
    }

    /// A reader over the text's bytes.
    private struct Scanner {
        let bytes: [UInt8]
        var index = 0

        init(_ bytes: [UInt8]) { self.bytes = bytes }

        var atEnd: Bool { index == bytes.count }

        /// Exactly `count` ASCII digits, as a number.
        mutating func digits(_ count: Int) -> Int? {
            guard index + count <= bytes.count else { return nil }
            var value = 0
            for byte in bytes[index..<index + count] {
                guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            index += count
            return value
        }

        /// One or more digits, skipped; false when there is none.
        mutating func skipDigits() -> Bool {
            let start = index
            while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
            return index > start
        }

        /// The character `ascii` next, consumed.
        mutating func take(_ ascii: Unicode.Scalar) -> Bool {
            guard index < bytes.count, bytes[index] == UInt8(ascii: ascii) else { return false }
            index += 1
            return true
        }
    }
}

/// What a `DatePicker` shows (SwiftUI `DatePickerComponents`).
public enum DatePickerComponent: String, Sendable, CaseIterable {
    /// The calendar day.
    case date
    /// The hour and minute.
    case hourAndMinute
}

/// How a `DatePicker` is drawn (SwiftUI `.datePickerStyle`, UIKit `preferredDatePickerStyle`).
public enum DatePickerStyle: String, Sendable, CaseIterable {
    /// A button showing the date (the default).
    case compact
    /// One spinning wheel per component.
    case wheel
    /// A calendar: the month, then its days.
    case graphical
}
