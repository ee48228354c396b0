import Earshot

extension InputError.Remedy {
    /// A recorded walk's file holds several captures: name the one to compare.
    public static let nameWalkCapture = Self("name-walk-capture")
}
