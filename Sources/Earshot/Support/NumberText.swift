/// A number as people write it: `3`, not `3.0`.
func format(_ number: Double) -> String {
    if number == number.rounded(), abs(number) < 1e15 { return String(Int(number)) }
    return String(number)
}
