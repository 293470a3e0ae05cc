import Foundation
import TabsimCore

/// The box-drawing and block characters the grid draws as shapes across the whole cell
/// rather than as a font's glyphs, which stop short of the cell and leave a capsule's
/// edges dashed: for each, its lines' arms, its block's rectangle, or its rounded corner's
/// arc, as the core defines them for pictures.
enum CellShapeTable {
    /// One character's shape: arms left, right, up, down (1 light, 2 heavy); a
    /// rectangle's left, top, right and bottom as fractions of the cell; a rounded
    /// corner's arc by its centre, as fractions of the cell.
    private struct Shape: Encodable {
        var a: [Int]?
        var r: [Double]?
        var o: [Double]?
    }

    /// `{"─":{"a":[1,1,0,0]},"▐":{"r":[0.5,0,1,1]},"╭":{"o":[1,0.75]},…}`.
    static let json: String = {
        var table: [String: Shape] = [:]
        for value in UInt32(0x2500)...0x259F {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let text = String(Character(scalar))
            if let arms = BoxDrawing.arms(of: text) {
                table[text] = Shape(a: [arms.left, arms.right, arms.up, arms.down])
            } else if let centre = arcCentres[text] {
                table[text] = Shape(o: centre)
            } else if let block = BlockElements.rectangle(of: text) {
                table[text] = Shape(r: [block.left, block.top, block.right, block.bottom])
            }
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return String(decoding: (try? encoder.encode(table)) ?? Data("{}".utf8), as: UTF8.self)
    }()

    /// The rounded corners as the SVG pictures draw them (`SVGCellShapes`): a quarter
    /// circle half the cell wide from the middle of its side edge, its centre half a
    /// width (a quarter of the cell's height) from the cell's middle, straight on to
    /// the top or bottom edge.
    private static let arcCentres: [String: [Double]] = ["╭": [1, 0.75], "╮": [0, 0.75], "╰": [1, 0.25], "╯": [0, 0.25]]
}
