import Foundation

/// VoiceOver-like sounds, synthesized (no sound files) and deterministic: pure functions of the
/// earcon and the sample rate, with a fixed-seed generator for the noise.
enum EarconSynth {
    static let peak = 0.35 * 32767

    static func samples(for earcon: VoicingScript.Earcon, sampleRate sr: Int) -> [Int16] {
        let s = Double(sr)
        func n(_ seconds: Double) -> Int { Int((seconds * s).rounded()) }
        var out: [Double]
        switch earcon {
        case .boundary:  // a low "bonk": falling 190 -> 120 Hz, fast decay, ~120 ms
            out = tone(n(0.12), sr) { t in
                190 - 70 * min(1, t / 0.12)
            } envelope: { t in
                exp(-t * 28)
            }
        case .screenChanged:  // a rising two-tone chime, ~400 ms
            out = mix(
                tone(n(0.22), sr, { _ in 659.25 }, envelope: { t in exp(-t * 12) }, harmonic: 0.25),
                tone(n(0.25), sr, { _ in 987.77 }, envelope: { t in exp(-t * 10) }, harmonic: 0.25), at: n(0.15))
        case .pageTurn:  // a short filtered-noise swish with a soft click, ~200 ms
            out = swish(n(0.2), sr)
        case .noElement:  // a dull thud, ~70 ms
            out = tone(n(0.07), sr) { _ in
                300
            } envelope: { t in
                exp(-t * 60)
            }
        case .actionPerformed:  // a bright click, ~45 ms
            out = tone(n(0.045), sr, { _ in 1400 }, envelope: { t in exp(-t * 110) }, harmonic: 0.3)
        case .rotor:  // a tick, ~30 ms
            out = tone(n(0.03), sr) { _ in
                2200
            } envelope: { t in
                exp(-t * 160)
            }
        case .alert:  // a three-note chime, ~500 ms
            let a = tone(n(0.2), sr, { _ in 880 }, envelope: { t in exp(-t * 11) }, harmonic: 0.2)
            let b = tone(n(0.2), sr, { _ in 1108.73 }, envelope: { t in exp(-t * 11) }, harmonic: 0.2)
            let c = tone(n(0.3), sr, { _ in 1318.51 }, envelope: { t in exp(-t * 8) }, harmonic: 0.2)
            out = mix(mix(a, b, at: n(0.1)), c, at: n(0.2))
        }
        return out.map { Int16(clamping: Int(($0 * peak).rounded())) }
    }

    /// A sine (plus an optional 2nd harmonic) with a 3 ms attack, a frequency curve and an envelope.
    private static func tone(
        _ count: Int, _ sr: Int, _ frequency: (Double) -> Double,
        envelope: (Double) -> Double, harmonic: Double = 0
    ) -> [Double] {
        var phase = 0.0
        let s = Double(sr)
        let attack = 0.003 * s
        return (0..<count).map { i in
            let t = Double(i) / s
            phase += 2 * Double.pi * frequency(t) / s
            let fadeOut = min(1, Double(count - i) / (0.005 * s))
            let a = min(1, Double(i) / attack) * envelope(t) * fadeOut
            return a * (sin(phase) + harmonic * sin(2 * phase)) / (1 + harmonic)
        }
    }

    private static func swish(_ count: Int, _ sr: Int) -> [Double] {
        var state: UInt32 = 0x2545_F491
        var low = 0.0
        var lower = 0.0
        return (0..<count).map { i in
            state = state &* 1_664_525 &+ 1_013_904_223
            let white = Double(Int32(bitPattern: state)) / Double(Int32.max)
            low += 0.35 * (white - low)
            lower += 0.08 * (low - lower)
            let band = (low - lower) * 2.2
            let x = Double(i) / Double(count)
            let env = sin(Double.pi * x) * sin(Double.pi * x)
            return max(-1, min(1, band * env))
        }
    }

    private static func mix(_ a: [Double], _ b: [Double], at offset: Int) -> [Double] {
        var out = a + [Double](repeating: 0, count: max(0, offset + b.count - a.count))
        for (i, v) in b.enumerated() { out[offset + i] += v }
        return out.map { max(-1, min(1, $0)) }
    }
}
