import Foundation
import TabsimCore

/// The box-drawing and block characters the grid draws as shapes across the whole cell
/// rather than as a font's glyphs, which stop short of the cell and leave a capsule's
/// edges dashed: for each, its lines' arms or its block's rectangle, as the core defines
/// them for pictures. Rounded corners are drawn square here.
enum CellShapeTable {
    /// `{"─":{"a":[1,1,0,0]},"▐":{"r":[0.5,0,1,1]},…}`: arms left, right, up, down (1
    /// light, 2 heavy); a rectangle's left, top, right and bottom as fractions of the cell.
    static let json: String = {
        var table: [String: [String: [Double]]] = [:]
        for value in UInt32(0x2500)...0x259F {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let text = String(Character(scalar))
            if let arms = BoxDrawing.arms(of: text) ?? corners[text] {
                table[text] = ["a": [arms.left, arms.right, arms.up, arms.down].map(Double.init)]
            } else if let block = BlockElements.rectangle(of: text) {
                table[text] = ["r": [block.left, block.top, block.right, block.bottom]]
            }
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return String(decoding: (try? encoder.encode(table)) ?? Data("{}".utf8), as: UTF8.self)
    }()

    /// The rounded corners' arms.
    private static let corners: [String: BoxDrawing.Arms] = [
        "╭": BoxDrawing.Arms(right: 1, down: 1), "╮": BoxDrawing.Arms(left: 1, down: 1),
        "╰": BoxDrawing.Arms(right: 1, up: 1), "╯": BoxDrawing.Arms(left: 1, up: 1),
    ]
}
