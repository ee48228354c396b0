/// Finds the likely intended word for a misspelt one, for "did you mean 'accessibilityLabel'?".
package enum Suggestion {
    /// The candidate nearest to `word`, or nil when none is near enough.
    ///
    /// Distance is Damerau-Levenshtein in its optimal-string-alignment form (insert, delete,
    /// substitute, swap two neighbours), ignoring case, over Unicode characters. A candidate
    /// qualifies when its distance is at most `max(2, word.count / 3)` and smaller than the
    /// word's length (so `"ab"` suggests nothing rather than any two-letter name). The
    /// nearest wins; a tie goes to the candidate listed first. An exact match, ignoring
    /// case, is returned as itself (e.g. `button` → `Button`).
    ///
    /// - Complexity: O(c × m × n) for c candidates of length n and a word of length m;
    ///   candidates whose length alone rules them out are skipped.
    package static func closest(to word: String, among candidates: [String]) -> String? {
        let target = Array(word.lowercased())
        guard !target.isEmpty else { return nil }
        let limit = min(max(2, target.count / 3), target.count - 1)
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let other = Array(candidate.lowercased())
            let bound = best.map { min(limit, $0.distance - 1) } ?? limit
            guard bound >= 0, abs(other.count - target.count) <= bound else { continue }
            let d = distance(target, other)
            if d <= bound {
                best = (candidate, d)
                if d == 0 { break }
            }
        }
        return best?.candidate
    }

    /// The optimal-string-alignment distance between two words, case-sensitive.
    ///
    /// - Complexity: O(m × n) time, O(n) memory.
    package static func distance(_ a: String, _ b: String) -> Int {
        distance(Array(a), Array(b))
    }

    static func distance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        let width = b.count + 1
        var previousPrevious = [Int](repeating: 0, count: width)
        var previous = Array(0..<width)
        var current = [Int](repeating: 0, count: width)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                    value = min(value, previousPrevious[j - 2] + 1)
                }
                current[j] = value
            }
            swap(&previousPrevious, &previous)
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
