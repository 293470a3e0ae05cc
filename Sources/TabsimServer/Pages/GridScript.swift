/// The grid both pages draw, the participant's and the dashboard's live view: one
/// script that builds the cells, scales them to the window and draws frame messages,
/// each glyph at the column tabsim gave it, one or two columns wide; texts are set
/// with `textContent` only; box-drawing and block characters are drawn as shapes across
/// the cell (`CellShapeTable`), their text kept but transparent, rounded corners as arcs,
/// a line across a cell in one piece so that it shows no seam; an emoji a variation
/// selector asks for shows whole over the next cell. It defines
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
            grid.style.setProperty("--cell-width", `${cellWidth}px`);
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
            span.style.transform = "";
            // An emoji a variation selector asks for (🏘️) is one column as tabsim measures it,
            // but a browser draws it two wide: as in the SVG pictures it starts at its column
            // and shows whole, over the next cell.
            const spills = width === 1 && text.includes("\uFE0F");
            span.style.overflow = spills ? "visible" : "";
            span.style.textAlign = spills ? "left" : "";
            span.style.zIndex = spills ? "1" : "";
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
          // of the text's colour, and a rounded corner's arc as a ring's gradient, the text
          // itself made transparent.
          function drawShape(span, shape, colour) {
            const layers = [];
            if (shape.o) {
              // A quarter of a ring half the cell wide around the arc's centre, in the top three
              // quarters of the cell, its edges softened by a fraction of a pixel, then straight
              // down; a bottom corner is a top one turned upside down.
              const [cx, cy] = shape.o, ring = Math.max(cy, 1 - cy), half = LINE * CELL_ASPECT / 2;
              const radius = (fraction, px) => `calc(var(--cell-width) * ${fraction} ${px < 0 ? "-" : "+"} ${Math.abs(px)}px)`;
              layers.push([`radial-gradient(circle at ${cx * 100}% 100%, transparent ${radius(0.5 - half, -0.3)}, `
                + `${colour} ${radius(0.5 - half, 0.3)}, ${colour} ${radius(0.5 + half, -0.3)}, transparent ${radius(0.5 + half, 0.3)})`,
                [0, 0, 1, ring]]);
              layers.push([null, [0.5 - half, ring, 0.5 + half, 1]]);
              span.style.transform = cy < 0.5 ? "scaleY(-1)" : "";
            }
            if (shape.r) layers.push([null, shape.r]);
            if (shape.a) {
              // Across the cell in one piece, not two arms that meet in its middle: arms
              // meeting at a fraction of a pixel leave a faint seam.
              const [left, right, up, down] = shape.a;
              const weight = Math.max(left, right, up, down);
              const th = LINE * weight, tw = th * CELL_ASPECT;
              if (left || right) layers.push([null, [left ? 0 : 0.5 - tw / 2, 0.5 - th / 2, right ? 1 : 0.5 + tw / 2, 0.5 + th / 2]]);
              if (up || down) layers.push([null, [0.5 - tw / 2, up ? 0 : 0.5 - th / 2, 0.5 + tw / 2, down ? 1 : 0.5 + th / 2]]);
            }
            const at = (start, size) => size >= 1 ? 0 : start / (1 - size) * 100;
            span.style.color = "transparent";
            span.style.backgroundImage = layers.map(([image]) => image || `linear-gradient(${colour}, ${colour})`).join(", ");
            span.style.backgroundSize = layers.map(([, [l, t, r, b]]) => `${(r - l) * 100}% ${(b - t) * 100}%`).join(", ");
            span.style.backgroundPosition = layers.map(([, [l, t, r, b]]) => `${at(l, r - l)}% ${at(t, b - t)}%`).join(", ");
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
