import Foundation
import Testing

@testable import EarshotBase

/// The speech channel's queues are taken from the front in O(1), and deep-stack runs reuse
/// their threads: costs that once grew with the square of the work, or a thread pair a scenario.
@Suite("Queue and stack cost")
struct QueueAndStackCostTests {
    @Test("A front queue keeps its order through removals, front insertions and filtering")
    func frontQueueOrder() {
        var queue = FrontQueue<Int>()
        for value in 0..<200 { queue.append(value) }
        for expected in 0..<150 { #expect(queue.removeFirst() == expected) }
        queue.insert(-1, at: 0)
        queue.insert(-2, at: 1)
        #expect(queue.first == -1)
        #expect(queue.count == 52)
        #expect(queue.firstIndex { $0 == 150 } == 2)
        queue.removeAll { $0 % 2 != 0 }
        #expect(queue.filter { _ in true } == [-2] + Array(stride(from: 150, to: 200, by: 2)))
        queue.insert(contentsOf: [7, 8], at: 1)
        var drained: [Int] = []
        while !queue.isEmpty { drained.append(queue.removeFirst()) }
        #expect(drained == [-2, 7, 8] + Array(stride(from: 150, to: 200, by: 2)))
    }

    @Test("Deep-stack runs one after another reuse their threads; a run inside a run starts none")
    func deepStackReusesThreads() {
        // Each thread a run lands on gets a token the first time: 50 runs on fresh threads
        // would give 50 tokens; other tests running at once may hold a few threads of their own.
        let tokens = Locked(0)
        var seen: Set<Int> = []
        for _ in 0..<50 {
            let token = DeepStack.run { () -> Int in
                let dictionary = Thread.current.threadDictionary
                if let token = dictionary["earshot.test.token"] as? Int { return token }
                let token = tokens.withLock { count in
                    count += 1
                    return count
                }
                dictionary["earshot.test.token"] = token
                return token
            }
            seen.insert(token)
        }
        #expect(seen.count < 25)
        let nested = DeepStack.run { () -> Bool in
            Thread.current.threadDictionary["earshot.test.outer"] = true
            return DeepStack.run { Thread.current.threadDictionary["earshot.test.outer"] as? Bool ?? false }
        }
        #expect(nested)
    }
}
