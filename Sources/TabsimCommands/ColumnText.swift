extension String {
    /// The text cut or filled out with spaces to `length` UTF-16 code units, as
    /// Foundation's `padding(toLength:withPad:startingAt:)` made a column of a listing.
    func padded(to length: Int) -> String {
        let units = utf16.count
        return units >= length ? String(decoding: utf16.prefix(length), as: UTF16.self) : self + String(repeating: " ", count: length - units)
    }
}
