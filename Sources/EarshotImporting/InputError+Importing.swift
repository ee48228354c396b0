import Earshot

extension InputError.Remedy {
    /// The capture's format was not recognised: name it (a ``CaptureFormat``).
    public static let nameCaptureFormat = Self("name-capture-format")

    /// A capture read as a format it does not have looks like `format` (a ``CaptureFormat``
    /// raw value): read it as that one, or let it be detected.
    public static func readCaptureAs(_ format: String) -> Self { Self("read-capture-as", argument: format) }
}
