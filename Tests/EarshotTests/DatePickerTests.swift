import Foundation
import Testing

@testable import Earshot

/// `DatePicker` (FORMAT.md §1.1.1, VOICEOVER.md §1): its dates read by hand, what each style
/// says, how its wheels turn, and what the reader refuses.
@Suite("Date picker: compact, wheel and graphical")
struct DatePickerTests {
    @Test(
        "ISO 8601 dates and date-times are read by hand; the offset is checked and dropped",
        arguments: [
            ("2026-12-07", PickerDate(year: 2026, month: 12, day: 7)),
            ("2026-12-07T09:41", PickerDate(year: 2026, month: 12, day: 7, hour: 9, minute: 41)),
            ("2026-12-07T21:05:30Z", PickerDate(year: 2026, month: 12, day: 7, hour: 21, minute: 5)),
            ("2026-12-07T21:05:30.250+01:00", PickerDate(year: 2026, month: 12, day: 7, hour: 21, minute: 5)),
            ("2024-02-29T00:00-05:30", PickerDate(year: 2024, month: 2, day: 29)),
        ])
    func parses(text: String, date: PickerDate?) {
        #expect(PickerDate(iso8601: text) == date)
        #expect(date != nil)
    }

    @Test(
        "Texts that are not ISO 8601, and days or times that do not exist, are nil",
        arguments: [
            "2026-02-30", "2026-02-29", "1900-02-29", "2026-13-01", "2026-00-10", "2026-04-31", "2026-12-7", "07/12/2026",
            "2026-12-07T24:00", "2026-12-07T09:60", "2026-12-07T09", "2026-12-07T09:41+1", "2026-12-07 09:41", "2026-12-07T09:41:60",
            "", "0000-01-01", "2026-12-07Z",
        ])
    func refuses(text: String) {
        #expect(PickerDate(iso8601: text) == nil)
    }

    @Test("February has 29 days in a leap year: every fourth, not every hundredth, every four hundredth")
    func leapYears() {
        #expect(PickerDate.days(inMonth: 2, of: 2024) == 29)
        #expect(PickerDate.days(inMonth: 2, of: 2026) == 28)
        #expect(PickerDate.days(inMonth: 2, of: 1900) == 28)
        #expect(PickerDate.days(inMonth: 2, of: 2000) == 29)
    }

    @Test("Compact (the default) is one button: its title, then the date, and the time when it shows one")
    func compact() throws {
        #expect(try TestScreens.heard(#"{"DatePicker": "Date", "date": "2026-12-07"}"#) == ["Date, 7 December 2026, Button"])
        #expect(
            try TestScreens.heard(#"{"DatePicker": "Alarm", "date": "2026-12-07T00:05", "displayedComponents": ["hourAndMinute"]}"#) == [
                "Alarm, 12:05 AM, Button"
            ])
    }

    @Test("Wheel: one picker item per wheel; turning the month to a shorter one moves the day to its last")
    func wheels() throws {
        let root = #"{"DatePicker": "Birthday", "date": "2026-01-31", "datePickerStyle": "wheel"}"#
        #expect(
            try TestScreens.heard(root, steps: #"["increment", "next", "increment"]"#) == [
                "Birthday, January, Picker item, Adjustable", "[hint] Swipe up or down with one finger to adjust the value", "February",
                "28, Picker item, Adjustable", "[hint] Swipe up or down with one finger to adjust the value", "[sound] boundary",
            ])
    }

    @Test("A time wheel: the hour as Apple's documentation says it, the minute in two digits, AM or PM")
    func timeWheels() throws {
        let root =
            #"{"DatePicker": "Alarm", "date": "2026-12-07T21:05", "displayedComponents": ["hourAndMinute"], "#
            + #""datePickerStyle": "wheel"}"#
        #expect(
            try TestScreens.heard(root, steps: #"["increment", "next", "next", "decrement"]"#) == [
                "Alarm, 9 o'clock, Picker item, Adjustable", "[hint] Swipe up or down with one finger to adjust the value",
                "10 o'clock", "05, Picker item, Adjustable", "[hint] Swipe up or down with one finger to adjust the value",
                "PM, Picker item, Adjustable", "[hint] Swipe up or down with one finger to adjust the value", "AM",
            ])
    }

    @Test("Graphical: the month's heading, then the selected day")
    func graphical() throws {
        #expect(
            try TestScreens.heard(#"{"DatePicker": "Trip", "date": "2026-12-07", "datePickerStyle": "graphical"}"#, steps: #"["next"]"#)
                == [
                    "Trip, December 2026, Heading", "Selected, 7 December, Button",
                ])
    }

    @Test("A voice without date words says the ISO-like date, in its own digits")
    func otherLanguages() throws {
        let text =
            #"{"earshot": 1, "screen": {"earshot": 1, "language": "fr", "root": {"DatePicker": "Date", "date": "2026-12-07T09:41", "#
            + #""displayedComponents": ["date", "hourAndMinute"]}}}"#
        let scenario = try DocumentLoader.load(bytes: Array(text.utf8), name: "fr.scenario.json").scenario
        #expect(try ScenarioRunner.run(scenario).lines.first?.hasPrefix("Date, 2026-12-07, 09:41") == true)
    }

    @Test(
        "A missing or impossible date, an unknown style, an empty or unknown component are refused with their place",
        arguments: [
            (#"{"DatePicker": "Date"}"#, "root", "needs \"date\""),
            (#"{"DatePicker": "Date", "date": "2026-02-30"}"#, "root.date", "ISO 8601"),
            (#"{"DatePicker": "Date", "date": "7 December 2026"}"#, "root.date", "ISO 8601"),
            (#"{"DatePicker": "Date", "date": 20261207}"#, "root.date", "ISO 8601"),
            (#"{"DatePicker": "Date", "date": "2026-12-07", "datePickerStyle": "inline"}"#, "root.datePickerStyle", "\"graphical\""),
            (#"{"DatePicker": "Date", "date": "2026-12-07", "displayedComponents": []}"#, "root.displayedComponents", "empty list"),
            (
                #"{"DatePicker": "Date", "date": "2026-12-07", "displayedComponents": ["hour"]}"#, "root.displayedComponents[0]",
                "hourAndMinute"
            ),
            (#"{"Slider": "Volume", "date": "2026-12-07"}"#, "root.date", "belongs to DatePicker"),
        ])
    func badDatePickers(root: String, path: String, fragment: String) throws {
        let error = try #require(TestScreens.rootError(root))
        #expect(error.path == path)
        #expect(error.description.contains(fragment), "\(error.description)")
        #expect(error.description.hasPrefix("bad.screen.json:"))
    }

    @Test("The DSL's DatePicker says what its JSON does")
    func dslMatchesJSON() throws {
        let dsl = Screen { DatePicker("Date", date: "2026-12-07", displayedComponents: [.date], style: .wheel) }
        let fromDSL = try ScenarioRunner.run(Scenario(name: "DSL", screen: dsl, steps: nil)).lines
        #expect(fromDSL == (try TestScreens.heard(#"{"DatePicker": "Date", "date": "2026-12-07", "datePickerStyle": "wheel"}"#)))
    }

    @Test("A double tap on a compact picker opens its calendar in a popover, the time too; on a wheel or the calendar it does not")
    func compactOpensItsCalendar() throws {
        let compact = #"{"DatePicker": "Arrival", "date": "2026-12-07T09:41", "displayedComponents": ["date", "hourAndMinute"]}"#
        #expect(
            try TestScreens.heard(compact, steps: #"["activate", "next", "next", "next"]"#) == [
                "Arrival, 7 December 2026, 9:41 AM, Button", "[sound] screen changed", "Activate to dismiss pop-up window, Button",
                "December 2026, Heading", "Selected, 7 December, Button", "9:41 AM, Button",
            ])
        let graphical = #"{"DatePicker": "Trip", "date": "2026-12-07", "datePickerStyle": "graphical"}"#
        #expect(try TestScreens.heard(graphical, steps: #"["next", "activate"]"#).contains("[sound] screen changed") == false)
    }
}
