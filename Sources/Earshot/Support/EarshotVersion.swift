/// Earshot's release, the one place it is written: `earshot --version` prints it, and a test
/// checks it is the newest release in `CHANGELOG.md` and the version the testing guide depends on.
public enum EarshotVersion {
    /// The version, as Semantic Versioning spells it (`.package(url:from:)` takes it).
    public static let current = "0.3.0"
}
