import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Whether liblouis's library opens here, as `earshot` opens it (the tests that run it do not
/// link EarshotBraille): its braille output needs it.
public let liblouisOpens: Bool = {
    if let chosen = ProcessInfo.processInfo.environment["EARSHOT_LIBLOUIS"], !chosen.isEmpty { return dlopen(chosen, RTLD_NOW) != nil }
    let names: [String] = ["liblouis.so.20", "liblouis.20.dylib", "/opt/homebrew/lib/liblouis.20.dylib"]
    return names.contains { name in dlopen(name, RTLD_NOW) != nil }
}()
