import Testing

@testable import Earshot

@Suite("Element list dump")
struct ElementListDumpTests {
    @Test("The dump draws containers as branches and elements with their properties")
    func drawsTheTree() throws {
        let json = #"""
            {"earshot": 1, "root": {"VStack": [
              {"Text": "Edit note", "accessibilityAddTraits": ["isHeader"]},
              {"HStack": [{"Text": "birds", "accessibilityActions": ["Remove"]}, {"Text": "morning"}],
               "accessibilityElement": "contain", "accessibilityLabel": "Tags"},
              {"TextField": "Title", "text": "Heron", "id": "title"},
              {"TabBar": [{"Tab": "Home", "selected": true}, {"Tab": "Me"}]}
            ]}}
            """#
        let screen = try DocumentLoader.load(bytes: Array(json.utf8), name: "dump.screen.json").scenario.screen
        #expect(
            try ScenarioRunner.dump(screen) == [
                "├─ Edit note  [isHeader, isStaticText]",
                "├─ Tags  (container)",
                "│  ├─ birds  [isStaticText]  actions: Remove",
                "│  └─ morning  [isStaticText]",
                "├─ Title  = Heron  [textField]  #title",
                "└─ Tab bar  (container)",
                "   ├─ Home  [isSelected, tab]  1 of 2",
                "   └─ Me  [tab]  2 of 2",
            ])
    }
}
