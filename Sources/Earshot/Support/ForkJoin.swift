import Foundation

/// How many threads work on one long list at the same time: as many as there are processors,
/// up to 4, unless a task says otherwise.
package enum Parallelism {
    /// The number of threads, in this task (`$threads.withValue(3) { ... }`): tests run every
    /// path that works in pieces with several threads on a one-processor machine, and with one
    /// on a machine of many. `DeepStack.run` carries it to the thread it runs the work on.
    @TaskLocal package static var threads = min(max(1, ProcessInfo.processInfo.activeProcessorCount), 4)

    /// What `body` makes of each of up to `threads` consecutive ranges of `0..<count`, each at
    /// least `minimum` long, in order, the ranges after the first on helper threads
    /// (`ForkJoin.run`). One range, here, with one thread or when there is too little to share.
    ///
    /// `body` follows `ForkJoin`'s rule: it reads only what nobody writes until it returns.
    static func inPieces<Result>(_ count: Int, minimum: Int, _ body: (Range<Int>) -> Result) -> [Result] {
        let pieces = min(threads, count / max(1, minimum))
        guard pieces > 1 else { return [body(0..<count)] }
        let bounds = (0...pieces).map { count * $0 / pieces }
        var ranges = (1..<pieces).map { bounds[$0]..<bounds[$0 + 1] }
        let (first, others) = ForkJoin.run(&ranges, helper: { body($0) }, here: { body(bounds[0]..<bounds[1]) })
        return [first] + others
    }
}

/// Work shared between this thread and helper threads, all of it done before any of it is read:
/// the one way Earshot works on something at the same time.
///
/// Each input is handed to a helper thread of its own (`DeepStack.start`), which runs `helper`
/// on it while this thread runs `here`; `run` returns once every helper has returned, with what
/// each made. The rule that keeps it safe, which the compiler cannot check (so the one unchecked
/// hand-over between threads is here):
/// - a helper writes only its own input and what it returns;
/// - it reads only what nobody writes until `run` returns (the caller's values, memory the
///   caller points it at);
/// - `here` touches no input.
///
///     var halves = [10..<20]
///     let (first, others) = ForkJoin.run(&halves, helper: { $0.reduce(0, +) }, here: { (0..<10).reduce(0, +) })
///     // first == 45, others == [145]
package enum ForkJoin {
    /// Runs `helper` on each of `inputs`, each on a helper thread, while `here` runs on this
    /// thread, and returns once all have returned: what `here` returned and what `helper`
    /// returned for each input, in order. The inputs are left as the helpers changed them.
    /// Without inputs, `here` alone.
    ///
    /// - Throws: what `here` threw, once every helper has returned.
    @discardableResult
    package static func run<Input, Output, Here, Failure: Error>(
        _ inputs: inout [Input], helper: (inout Input) -> Output, here: () throws(Failure) -> Here
    ) throws(Failure) -> (here: Here, helpers: [Output]) {
        guard !inputs.isEmpty else { return (try here(), []) }
        var outputs = [Output?](repeating: nil, count: inputs.count)
        var mine: Result<Here, Failure>?
        withoutActuallyEscaping(helper) { helper in
            inputs.withUnsafeMutableBufferPointer { inputs in
                outputs.withUnsafeMutableBufferPointer { outputs in
                    let work = HandedOver(inputs: inputs, outputs: outputs, helper: helper)
                    let started = inputs.indices.map { index in DeepStack.start { work.run(index) } }
                    do throws(Failure) { mine = .success(try here()) } catch { mine = .failure(error) }
                    for helper in started { helper.wait() }
                }
            }
        }
        guard let mine else { preconditionFailure("ForkJoin finished without a result") }
        return (try mine.get(), outputs.map { $0! })
    }

    /// What the helpers are handed: each its own input and output slot, and the work. Sendable
    /// by `ForkJoin`'s rule: no two threads touch the same slot, and the caller reads the slots
    /// only after every helper has returned.
    private struct HandedOver<Input, Output>: @unchecked Sendable {
        let inputs: UnsafeMutableBufferPointer<Input>
        let outputs: UnsafeMutableBufferPointer<Output?>
        let helper: (inout Input) -> Output

        func run(_ index: Int) {
            outputs[index] = helper(&inputs[index])
        }
    }
}
