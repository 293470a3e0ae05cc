import Testing
@testable import TabsimCore

/// Where Cancel goes, as UIKit places it: on the leading side of an alert's two buttons,
/// at the bottom of an alert's stacked three or more, apart at the bottom of an action
/// sheet — wherever the prototype lists it.
@Suite("Cancel's place in a dialog")
struct AlertOrderTests {
    @Test("An alert's Cancel is first of two, last of three or more; an action sheet's is last")
    func cancelPlacedAsUIKitDoes() {
        #expect(Dialog(style: .alert, title: "T", buttons: ["Reset", "Cancel"]).drawnOrder(on: .ios17) == [1, 0])
        #expect(Dialog(style: .alert, title: "T", buttons: ["Cancel", "Leave", "Report"]).drawnOrder(on: .ios17) == [1, 2, 0])
        #expect(Dialog(style: .actionSheet, title: "T", buttons: ["Cancel", "Copy", "Mail"]).drawnOrder(on: .ios17) == [1, 2, 0])
        #expect(Dialog(style: .alert, title: "T", buttons: ["A", "B", "C"]).drawnOrder(on: .ios17) == [0, 1, 2])
    }
}
