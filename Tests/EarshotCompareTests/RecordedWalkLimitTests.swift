import Testing

@testable import Earshot
@testable import EarshotCompare

/// The limit of `earshot compare`'s recorded walk: the input works, or it is refused with an
/// error that names the limit and the file (Scripts/LIMITS.md; the core's limits: `LimitTests`).
@Suite("Recorded walk limits")
struct RecordedWalkLimitTests {
    @Test("A walk of 100,000 steps is read; one more is refused, naming the limit and the file")
    func walkSteps() throws {
        let most = Array(String(repeating: "A Button\n", count: RecordedWalk.maximumSteps).utf8)
        #expect(try RecordedWalk.read(bytes: most, name: "long.walk.txt").steps.count == RecordedWalk.maximumSteps)
        let tooMany = most + Array("B Button\n".utf8)
        #expect {
            _ = try RecordedWalk.read(bytes: tooMany, name: "long.walk.txt")
        } throws: { error in
            (error as? InputError)?.description
                == "long.walk.txt: error: the walk has 100001 steps; earshot compare reads up to 100000 steps in one walk (Earshot's limit) (compare it in parts)"
        }
    }
}
