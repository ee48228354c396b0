import Foundation
import Testing

@testable import Earshot
@testable import EarshotAudit

/// The audit's text tests read ASCII byte by byte and everything else by Unicode's rules; the
/// two must agree wherever both apply, or a finding would depend on which path a label took.
@Suite("Audit text fast paths")
struct AuditTextFastPathTests {
    /// Labels that exercise every kind of ASCII byte: letters of both cases, digits,
    /// punctuation, controls, a CR LF pair (one Character), and text that is not ASCII.
    static let samples: [String] = {
        var samples = [
            "", " ", "Play", "PLAY button", "Message 4 from Maya Lin, Re: the field notes for Tuesday, 4:00", "ic_camera",
            "welcome-background", "IMG_2041", "a\r\nb", "\tTab\t", "  padded  ", "Wi-Fi: off", "x@y.z", "[Edit]", "100%",
            "Café au lait", "naïve ÉCOLE", "設定", "Ölstand 3", "e\u{301}", "Zürich-Nord", "\u{00A0}nbsp\u{00A0}",
        ]
        // Every ASCII byte between two letters and on its own.
        for byte in UInt8(0)...UInt8(0x7F) {
            let character = String(decoding: [byte], as: UTF8.self)
            samples.append("Ab" + character + "9z")
            samples.append(character)
        }
        return samples
    }()

    @Test("auditWords splits ASCII as Unicode's letters and numbers do")
    func wordsAgree() {
        for sample in Self.samples {
            #expect(sample.auditWords == sample.auditWordsByCharacter, "\(sample.debugDescription)")
        }
        #expect("Re: the FIELD notes, 4:00".auditWords == ["re", "the", "field", "notes", "4", "00"])
        #expect("Café au lait".auditWords == ["café", "au", "lait"])
    }

    @Test("trimmedForAudit trims as Foundation trims whitespace")
    func trimmingAgrees() {
        for sample in Self.samples {
            #expect(sample.trimmedForAudit == sample.trimmingCharacters(in: .whitespaces), "\(sample.debugDescription)")
        }
    }

    @Test("holds finds text as Foundation's contains does")
    func containsAgrees() {
        let parts = ["double tap", " tap to ", "double-tap", "a", "Ab", "9z", "é", "e", "", "\r", "\n", "fe"]
        var texts = Self.samples
        texts += ["double tap to open", "Double-tap", "swipe up to delete", "café", "cafe\u{301}"]
        for text in texts {
            for part in parts {
                #expect(AuditText.holds(text, part) == text.contains(part), "\(text.debugDescription) holds \(part.debugDescription)")
            }
        }
    }

    @Test("isShouted reads ASCII as it reads any text")
    func shoutedAgrees() {
        #expect(AuditText.isShouted("SIGN IN"))
        #expect(AuditText.isShouted("CONTINUE"))
        #expect(AuditText.isShouted("ÉCOUTER MAINTENANT") == false)
        #expect(!AuditText.isShouted("Sign in"))
        #expect(!AuditText.isShouted("NASA"))
        #expect(!AuditText.isShouted("OK TV"))
        #expect(!AuditText.isShouted("SIGN iN"))
    }
}
