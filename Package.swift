// swift-tools-version:6.0
//
// Earshot depends on no outside Swift package: everything it needs comes with the Swift
// toolchain (Foundation, Testing, XCTest). The one system dependency is eSpeak NG, used only by
// `EarshotSpeech` through the `CEspeakNG` C target, which opens its library when voicing first
// needs it (dlopen): nothing links it, building needs none of its files, and a binary that does
// not voice runs without it. liblouis, for braille, is opened the same way by the `CLouis` C target
// for `EarshotBraille` only. The core library `Earshot` has no C in it and never imports either.
//
// `Earshot` and `EarshotTesting` build for macOS 13 and iOS 16 (an app's test target in Xcode)
// as well as Linux: no `Synchronization`, and Linux-only modules only behind `#if canImport`
// (PortabilityTests checks both).

import PackageDescription

let package = Package(
    name: "Earshot",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        .library(name: "Earshot", targets: ["Earshot"]),
        .library(name: "EarshotSpeech", targets: ["EarshotSpeech"]),
        .library(name: "EarshotTesting", targets: ["EarshotTesting"]),
        .library(name: "EarshotAudit", targets: ["EarshotAudit"]),
        .library(name: "EarshotCompare", targets: ["EarshotCompare"]),
        .library(name: "EarshotReport", targets: ["EarshotReport"]),
        .library(name: "EarshotBraille", targets: ["EarshotBraille"]),
        .library(name: "EarshotImporting", targets: ["EarshotImporting"]),
        .library(name: "EarshotUIKit", targets: ["EarshotUIKit"]),
        .executable(name: "earshot", targets: ["earshot"]),
    ],
    dependencies: [],
    targets: [
        // What knows no VoiceOver rule: the JSON library, locks, the deep stack, text scans,
        // files replaced whole. Package-only: no product, no public API; every target may import it.
        .target(name: "EarshotBase"),
        // The model, VoiceOver's rules, the navigator and the speech clock. Pure Swift.
        // Its phrasebooks, every `Voices/*.json`, are compiled in (the EmbedFiles plugin below).
        .target(name: "Earshot", dependencies: ["EarshotBase"], plugins: ["EmbedFiles"]),

        // eSpeak NG's API, opened at run time (library.c), and the processes that give each
        // utterance a fresh engine (zygote.c, speaker.c), behind one small header
        // (include/CEspeakNG.h) that nothing but EarshotSpeech imports.
        .target(name: "CEspeakNG"),
        // KAKASI (Debian's libkakasi2), for the kana reading of kanji that eSpeak NG's Japanese
        // voice cannot read. Loaded at run time (kakasi.c), never linked: the package builds without it.
        .target(name: "CKakasi"),
        .target(name: "EarshotSpeech", dependencies: ["Earshot", "EarshotBase", "CEspeakNG", "CKakasi"]),

        // liblouis (Debian's liblouis20 and liblouis-data), the braille translator, opened at run
        // time (dlopen) behind one small C target that nothing but EarshotBraille imports: the
        // package builds without it, and only `--braille` needs it.
        .target(name: "CLouis", linkerSettings: [.linkedLibrary("dl", .when(platforms: [.linux]))]),
        // What VoiceOver's braille display shows through a run, built on the core, which never imports it.
        .target(name: "EarshotBraille", dependencies: ["Earshot", "EarshotBase", "CLouis"]),

        // Captured trees (XCUITest, Appium / WebDriverAgent, idb, AccessibilitySnapshot) made into
        // screens, built on the core, which never imports it.
        .target(name: "EarshotImporting", dependencies: ["Earshot", "EarshotBase"]),

        // The audit: rules over a run's element list and transcript, each finding with its fix,
        // and the baselines that hold a team's known findings. Built on the core, which never imports it.
        .target(name: "EarshotAudit", dependencies: ["Earshot", "EarshotBase"]),
        // A recorded walk of real VoiceOver lined up with Earshot's own (`earshot compare`), built on
        // the core, which never imports it.
        .target(name: "EarshotCompare", dependencies: ["Earshot", "EarshotBase"]),

        // `earshot report`'s page (wireframe, transcript, time line, findings), built on the core,
        // which never imports it.
        .target(name: "EarshotReport", dependencies: ["Earshot", "EarshotBase", "EarshotAudit"]),

        // Assertions for Swift Testing and XCTest; the command line never links it. Its braille
        // assertions need liblouis only when they run (EarshotBraille opens it then).
        .target(name: "EarshotTesting", dependencies: ["Earshot", "EarshotBase", "EarshotBraille", "EarshotCompare"]),

        // An app's own views heard in its unit tests: UIKit's live accessibility tree read as
        // `AccessibilityTreeReader` (EarshotImporting) reads any, SwiftUI views hosted at a device
        // size, and a UI test's snapshot. Apple platforms only: on Linux it compiles to nothing.
        .target(name: "EarshotUIKit", dependencies: ["Earshot", "EarshotImporting", "EarshotTesting"]),

        // glibc's mallopt for the command line's own process (Sources/earshot/MemoryTuning.swift).
        .target(name: "CAllocator"),
        // The demo screen `earshot listen` plays is compiled in too: the binary alone is enough.
        .executableTarget(
            name: "earshot",
            dependencies: [
                "Earshot", "EarshotBase", "EarshotAudit", "EarshotCompare", "EarshotImporting", "EarshotSpeech", "EarshotReport",
                "EarshotBraille", "CAllocator",
            ],
            plugins: ["EmbedFiles"]),

        // Turns data files into a Swift source at build time (Plugins/EmbedFiles): `Voices/*.json`
        // into `Earshot`, the demo screen into `earshot`. In the package, fetches nothing.
        .executableTarget(name: "earshot-embed"),
        .plugin(name: "EmbedFiles", capability: .buildTool(), dependencies: ["earshot-embed"]),

        // What the test targets share: the folder they write in, removed when their process ends,
        // golden files reported to Swift Testing, and the documentation's marked samples.
        .target(name: "EarshotTestSupport", dependencies: ["Earshot"], path: "Tests/Support"),
        // A test target mirrors a source target: `<Target>Tests` tests `<Target>` and depends only
        // on it, what it may import, and EarshotTestSupport (ARCHITECTURE.md, the table of test
        // targets; ArchitectureTests checks it).
        // Tests/EarshotTests/Fuzz holds inputs the fuzzer found (FuzzRegressionTests reads them).
        // Tests/EarshotTests/Captures holds captured trees with their golden transcripts
        // (EarshotImportingTests' CaptureImportTests, and the command tests that import them).
        .testTarget(name: "EarshotBaseTests", dependencies: ["EarshotBase", "EarshotTestSupport"]),
        .testTarget(name: "EarshotTests", dependencies: ["Earshot", "EarshotBase", "EarshotTestSupport"], exclude: ["Fuzz", "Captures"]),
        .testTarget(name: "EarshotImportingTests", dependencies: ["EarshotImporting", "Earshot", "EarshotBase", "EarshotTestSupport"]),
        .testTarget(name: "EarshotAuditTests", dependencies: ["EarshotAudit", "Earshot", "EarshotBase", "EarshotTestSupport"]),
        .testTarget(name: "EarshotCompareTests", dependencies: ["EarshotCompare", "Earshot", "EarshotTestSupport"]),
        .testTarget(name: "EarshotReportTests", dependencies: ["EarshotReport", "EarshotAudit", "Earshot", "EarshotTestSupport"]),
        // Scenario files, golden transcripts and the report's reference screenshot are test data,
        // not sources or resources.
        .testTarget(
            name: "EarshotTestingTests",
            dependencies: ["EarshotTesting", "Earshot", "EarshotBase", "EarshotBraille", "EarshotTestSupport"],
            exclude: ["Scenarios", "__Transcripts__", "__Screenshots__"]),
        // Braille lines checked against liblouis's own lou_translate; skipped, saying why, without liblouis.
        .testTarget(name: "EarshotBrailleTests", dependencies: ["EarshotBraille", "Earshot", "EarshotTestSupport"]),
        .testTarget(name: "EarshotSpeechTests", dependencies: ["EarshotSpeech", "Earshot", "EarshotTestSupport"]),
        // The command line: its option table and help in process, the built `earshot` run as a user
        // runs it (import, braille, kana readings, output failures, the installed and standalone
        // binary), and what meets only there (the audit of a captured tree).
        .testTarget(
            name: "EarshotCommandLineTests",
            dependencies: ["earshot", "Earshot", "EarshotBase", "EarshotAudit", "EarshotCompare", "EarshotImporting", "EarshotTestSupport"]),

        // The benchmarks are a package of their own (Benchmarks/Package.swift, Benchmarks/README.md),
        // which this one never builds. The fuzzer (Sources/EarshotFuzz) is no target: Scripts/fuzz
        // builds it with swiftc.
    ]
)
