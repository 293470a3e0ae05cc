import Foundation
import Testing

/// A phone participant's grid drawn as the SVG pictures draw it (issue 32 item 6): the iOS
/// 26 capsule's corners as arcs and its edge one line without a seam at each cell join;
/// an emoji a variation selector asks for (🏘️) whole, over the band's next cell (Chromium
/// with a phone's viewport at twice its pixels, through Playwright; the pixels read back
/// from a screenshot through a canvas).
@Suite("Rounded corners and emoji in the participant's browser")
struct RoundedCornerBrowserTests {
    /// Colours as [red, green, blue], 0–255.
    struct Corner: Decodable {
        var t: String
        /// Where the square arms would meet, the point of the arc half-way round, and
        /// beyond it, the backdrop outside the capsule.
        var centre: [Int]
        var arc: [Int]
        var backdrop: [Int]
    }

    struct Seen: Decodable {
        var corners: [Corner]
        /// The capsule's top edge along its middle, a device pixel at a time.
        var edge: [[Int]]
        /// The edge's colour, at the middle of a line cell.
        var line: [Int]
        /// Pixels in colour (an emoji's) in the cell before the emoji's, its own, and the next.
        var emoji: [Int]
    }

    static let script = ServedFolderScript.opening + #"""
        import base64
        # The corner and edge cells' boxes, then their pixels from a screenshot drawn on a canvas.
        CELLS = """() => [...document.querySelectorAll('#grid span')].filter((s) => s.textContent && ('╭╮╰╯─'.includes(s.textContent) || s.textContent === '🏘\uFE0F'))
          .map((s) => { const r = s.getBoundingClientRect(); return {t: s.textContent, x: r.x, y: r.y, w: r.width, h: r.height}; })"""
        PIXELS = """async ([png, cells, scale]) => {
          const image = new Image();
          image.src = "data:image/png;base64," + png;
          await image.decode();
          const canvas = document.createElement("canvas");
          canvas.width = image.width;
          canvas.height = image.height;
          const context = canvas.getContext("2d", {willReadFrequently: true});
          context.drawImage(image, 0, 0);
          const pixel = (x, y) => Array.from(context.getImageData(Math.floor(x), Math.floor(y), 1, 1).data.slice(0, 3));
          const at = (cell, fx, fy) => pixel((cell.x + fx * cell.w) * scale, (cell.y + fy * cell.h) * scale);
          const first = cells.find((c) => c.t === "╭");
          const line = at(cells.find((c) => c.t === "─" && c.y === first.y), 0.5, 0.5);
          // Of the pixel at a point and the eight around it, the one nearest the line's colour:
          // a line three pixels wide covers one of them whole.
          const nearest = (cell, fx, fy) => {
            const x = (cell.x + fx * cell.w) * scale, y = (cell.y + fy * cell.h) * scale;
            const around = [-1, 0, 1].flatMap((dx) => [-1, 0, 1].map((dy) => pixel(x + dx, y + dy)));
            const off = (p) => Math.max(...p.map((v, i) => Math.abs(v - line[i])));
            return around.reduce((best, p) => off(p) < off(best) ? p : best);
          };
          // Toward the corner's horizontal arm and toward its vertical one; the arc is a quarter
          // circle half a cell wide (a quarter of its height) whose ends meet the arms.
          const toward = {"╭": [1, 1], "╮": [-1, 1], "╰": [1, -1], "╯": [-1, -1]};
          const corners = cells.filter((c) => c.t in toward).map((c) => {
            const [sx, sy] = toward[c.t];
            return {t: c.t, centre: at(c, 0.5, 0.5), arc: nearest(c, 0.5 + sx * 0.5 * (1 - Math.SQRT1_2), 0.5 + sy * 0.25 * (1 - Math.SQRT1_2)),
                    backdrop: at(c, 0.5 - sx * 0.4, 0.5 - sy * 0.4)};
          });
          const last = cells.find((c) => c.t === "╮" && c.y === first.y);
          const y = Math.floor((first.y + first.h / 2) * scale), edge = [];
          for (let x = Math.ceil((first.x + first.w) * scale); x < Math.floor(last.x * scale); x++) edge.push(pixel(x, y));
          const house = cells.find((c) => c.t === "🏘\uFE0F");
          const emoji = [-1, 0, 1].map((column) => {
            let count = 0;
            for (let y = Math.ceil(house.y * scale); y < Math.floor((house.y + house.h) * scale); y++) {
              for (let x = Math.ceil((house.x + column * house.w) * scale); x < Math.floor((house.x + (column + 1) * house.w) * scale); x++) {
                const [r, g, b] = pixel(x, y);
                if (Math.max(r, g, b) - Math.min(r, g, b) > 60) count++;
              }
            }
            return count;
          });
          return {corners, edge, line, emoji};
        }"""

        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=chromium, args=["--no-sandbox"])
            context = browser.new_context(viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True, device_scale_factor=2)
            page = context.new_page()
            page.goto(links[0])
            page.tap("#accept")
            page.locator("#grid", has_text="Nearby trail 1").wait_for()
            cells = page.evaluate(CELLS)
            png = base64.b64encode(page.screenshot()).decode()
            print(json.dumps(context.new_page().evaluate(PIXELS, [png, cells, 2])))
            browser.close()
        server.send_signal(signal.SIGTERM)
        server.wait(timeout=30)
        """#

    /// The largest difference of one channel between two colours.
    private static func distance(_ a: [Int], _ b: [Int]) -> Int {
        zip(a, b).map { abs($0 - $1) }.max() ?? 0
    }

    @Test("W4: a phone participant sees the iOS 26 capsule's corners as arcs (nothing where square arms would meet, the line half-way round the arc), its top edge as one line with no seam at a cell's join, and the task band's 🏘️ whole over its next cell",
          .enabled(if: StudyReportBrowserTests.chromium != nil, "chromium is missing: Scripts/test installs it (apt-get install chromium)"),
          .enabled(if: ServeBrowserTests.playwright, "Python's playwright is missing: Scripts/test installs it from PyPI into .build-tools/pylib"))
    func roundedCapsule() async throws {
        let dir = try ServedFolderScript.folder("rounded", tasks: "study Corners\ntask Find the 🏘️ homes near you\nexpect section Trips\n",
                                                variant: ["example: trailhead", "platform: ios26", "transition: none"])
        defer { try? FileManager.default.removeItem(at: dir) }
        let seen: Seen = try await ServedFolderScript.run(Self.script, on: dir)
        #expect(seen.corners.map(\.t).sorted() == ["╭", "╮", "╯", "╰"].sorted(), "the capsule's four corners: \(seen.corners.map(\.t))")
        for corner in seen.corners {
            #expect(Self.distance(corner.backdrop, seen.line) > 24, "\(corner.t): the line stands out from the backdrop: \(corner)")
            #expect(Self.distance(corner.centre, corner.backdrop) <= 8, "\(corner.t) is rounded: nothing where square arms meet: \(corner), line \(seen.line)")
            #expect(Self.distance(corner.arc, seen.line) <= 8, "\(corner.t) is rounded: the line passes half-way round the arc: \(corner), line \(seen.line)")
        }
        let seams = seen.edge.enumerated().filter { Self.distance($0.element, seen.line) > 8 }
        #expect(seen.emoji[0] == 0 && seen.emoji[1] > 20 && seen.emoji[2] > 20, "🏘️ drawn from its column over the next, none of it cut: \(seen.emoji) pixels in colour")
        #expect(seen.edge.count > 300 && seams.isEmpty, "the edge is one line: \(seams.count) of \(seen.edge.count) pixels differ from \(seen.line), at \(seams.prefix(8).map(\.offset))")
    }
}
