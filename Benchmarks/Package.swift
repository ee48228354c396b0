// swift-tools-version:6.0
//
// Earshot's benchmarks, a package of their own so that building Earshot never builds them:
// `earshot-bench` (speed and memory of `earshot` on large screens) and `earshot-voice-bench`
// (speed of voicing with eSpeak NG). They use Earshot (the package one folder up) through its
// public API only, as any client does. README.md says how to run them; figures/ holds what they
// measured, commit by commit.
//
//     swift run -c release --package-path Benchmarks earshot-bench

import Foundation
import PackageDescription

/// Earshot's package as SwiftPM names a dependency by path: by its folder's name (`earshot` in a
/// clone named so).
let earshot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().lastPathComponent.lowercased()

let package = Package(
    name: "EarshotBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [.package(path: "..")],
    targets: [
        // What both benchmarks share: a small JSON value and a lock (Earshot's are the package's own).
        .target(name: "BenchSupport"),
        .executableTarget(
            name: "earshot-bench",
            dependencies: [
                "BenchSupport", .product(name: "Earshot", package: earshot), .product(name: "EarshotImporting", package: earshot),
            ]),
        .executableTarget(
            name: "earshot-voice-bench",
            dependencies: ["BenchSupport", .product(name: "Earshot", package: earshot), .product(name: "EarshotSpeech", package: earshot)]),
    ]
)
