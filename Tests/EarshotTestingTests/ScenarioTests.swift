import EarshotTesting
import Testing

/// Every scenario file the project keeps, one test each, through the testing library that
/// users get: a broken scenario fails alone, with a diff that names the step.
///
/// Golden transcripts sit beside their scenarios; the first run records missing ones (and
/// fails, so they get checked); CI never records. `EARSHOT_RECORD=failed swift test` accepts
/// changed ones after review.
@Suite("Scenarios")
struct ScenarioTests {
    /// `Scenarios/` at the root of the repository.
    @Test("Repository scenario", arguments: try scenarios(in: "../../Scenarios"))
    func repository(_ scenario: ScenarioCase) {
        assertScenario(scenario)
    }

    /// The shared examples beside the repository (`../shared/examples`), when this checkout
    /// has them. They are read-only: never recorded.
    @Test("Shared example", arguments: try scenarios(in: "../../../shared/examples", required: false))
    func sharedExample(_ scenario: ScenarioCase) {
        assertScenario(scenario, record: .never)
    }
}
