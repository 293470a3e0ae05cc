/// The grid both pages draw, the participant's and the dashboard's live view: one
/// script that builds the cells, scales them to the window and draws frame messages,
/// each glyph at the column tabsim gave it, one or two columns wide; texts are set
/// with `textContent` only; box-drawing and block characters are drawn as shapes across
/// the cell (`CellShapeTable`), their text kept but transparent. It defines
/// `tabsimGrid(element)` for the page's own script.
enum GridScript {
    static let source = #"""
        "use strict";
        const SHAPES = \#(CellShapeTable.json);
        function tabsimGrid(grid) {
          const CELL_ASPECT = 2;       // a terminal cell is twice as tall as it is wide
          const LINE = 0.08;           // a light line's thickness, of the cell's height
          let cols = 0, rows = 0, cells = [];

          function build(newCols, newRows) {
            cols = newCols;
            rows = newRows;
            grid.textContent = "";
            cells = [];
            for (let y = 0; y < rows; y++) {
              for (let x = 0; x < cols; x++) {
                const span = document.createElement("span");
                span.style.gridRow = String(y + 1);
                span.style.gridColumn = String(x + 1);
                grid.appendChild(span);
                cells.push(span);
              }
            }
            scale();
          }

          function scale() {
            if (!cols) return;
            const box = grid.parentElement.getBoundingClientRect();
            const width = box.width || window.innerWidth, height = Math.max(1, window.innerHeight - box.top);
            const cellWidth = Math.min(width / cols, height / (rows * CELL_ASPECT));
            const cellHeight = cellWidth * CELL_ASPECT;
            grid.style.gridTemplateColumns = `repeat(${cols}, ${cellWidth}px)`;
            grid.style.gridTemplateRows = `repeat(${rows}, ${cellHeight}px)`;
            grid.style.fontSize = `${cellHeight * 0.78}px`;
            grid.style.lineHeight = `${cellHeight}px`;
          }

          function draw(frame) {
            if (frame.cols !== cols || frame.rows !== rows) build(frame.cols, frame.rows);
            for (const run of frame.runs) {
              const style = frame.styles[run.s];
              const scalars = Array.from(run.t);
              const wide = new Set(run.w || []);
              const count = run.g ? run.g.length : scalars.length;
              let x = run.x, at = 0;
              for (let glyph = 0; glyph < count; glyph++) {
                const take = run.g ? run.g[glyph] : 1;
                const width = wide.has(glyph) ? 2 : 1;
                put(x, run.y, scalars.slice(at, at + take).join(""), width, style);
                at += take;
                x += width;
              }
            }
          }

          function put(x, y, text, width, style) {
            if (x < 0 || y < 0 || x >= cols || y >= rows) return;
            const span = cells[y * cols + x];
            span.textContent = text;
            span.classList.remove("hidden");
            span.style.gridColumn = width === 2 ? `${x + 1} / span 2` : String(x + 1);
            span.style.color = style.fg;
            span.style.background = style.bg || "";
            const shape = SHAPES[text];
            if (shape) drawShape(span, shape, style.fg);
            span.style.fontWeight = style.bold ? "bold" : "";
            span.style.fontStyle = style.italic ? "italic" : "";
            span.style.textDecoration = style.underline ? "underline" : "";
            span.style.opacity = style.dim ? "0.6" : "";
            if (width === 2 && x + 1 < cols) {
              const right = cells[y * cols + x + 1];
              right.textContent = "";
              right.classList.add("hidden");
            }
          }

          // Rectangles of the cell (fractions: left, top, right, bottom) as background layers
          // of the text's colour, the text itself made transparent.
          function drawShape(span, shape, colour) {
            const boxes = [];
            if (shape.r) boxes.push(shape.r);
            if (shape.a) {
              const [left, right, up, down] = shape.a;
              const weight = Math.max(left, right, up, down);
              const th = LINE * weight, tw = th * CELL_ASPECT;
              if (left) boxes.push([0, 0.5 - th / 2, 0.5 + tw / 2, 0.5 + th / 2]);
              if (right) boxes.push([0.5 - tw / 2, 0.5 - th / 2, 1, 0.5 + th / 2]);
              if (up) boxes.push([0.5 - tw / 2, 0, 0.5 + tw / 2, 0.5 + th / 2]);
              if (down) boxes.push([0.5 - tw / 2, 0.5 - th / 2, 0.5 + tw / 2, 1]);
            }
            const at = (start, size) => size >= 1 ? 0 : start / (1 - size) * 100;
            span.style.color = "transparent";
            span.style.backgroundImage = boxes.map(() => `linear-gradient(${colour}, ${colour})`).join(", ");
            span.style.backgroundSize = boxes.map(([l, t, r, b]) => `${(r - l) * 100}% ${(b - t) * 100}%`).join(", ");
            span.style.backgroundPosition = boxes.map(([l, t, r, b]) => `${at(l, r - l)}% ${at(t, b - t)}%`).join(", ");
            span.style.backgroundRepeat = "no-repeat";
          }

          window.addEventListener("resize", scale);
          return { draw, get cols() { return cols; }, get rows() { return rows; } };
        }
        """#

    /// The grid's own styles, under `#grid`.
    static let style = """
        #grid { display: grid; touch-action: none; user-select: none; -webkit-user-select: none; cursor: default;
          font-family: "DejaVu Sans Mono", Menlo, Consolas, "Noto Sans Mono", monospace; }
        #grid span { display: block; overflow: hidden; white-space: pre; text-align: center; }
        #grid span.hidden { display: none; }
        """
}
