import Earshot

extension InputError.Remedy {
    /// A file given as an audit baseline is none: write one from an audit's findings.
    public static let writeBaseline = Self("write-baseline")
}
