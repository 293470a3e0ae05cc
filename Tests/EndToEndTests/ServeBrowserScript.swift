/// The participant of `ServeBrowserTests` in a real browser: Python driving Debian's Chromium
/// through Playwright (launched with the system's Chromium, nothing downloaded) with a
/// phone's viewport and touch. It starts `tabsim serve`, takes part, stops the server, and
/// prints what it saw as JSON.
enum ServeBrowserScript {
    static let source = #"""
        import json, os, signal, subprocess, sys, time
        from datetime import datetime, timezone
        from playwright.sync_api import sync_playwright

        binary, folder, chromium = sys.argv[1:4]
        result = {"steps": []}

        GRID = """() => {
          const rows = [];
          for (const span of document.querySelectorAll('#grid span')) {
            if (span.classList.contains('hidden')) continue;
            const y = parseInt(span.style.gridRow) - 1;
            const column = parseInt(span.style.gridColumn) - 1;
            const wide = span.style.gridColumn.includes('span 2');
            (rows[y] = rows[y] || []).push([column, span.textContent, wide]);
          }
          return rows;
        }"""

        def serve(tasks, example, out):
            server = subprocess.Popen([binary, "serve", tasks, "--example", example, "--out", out, "--port", "0", "--transition", "none"],
                                      cwd=folder, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
            lines = [server.stdout.readline() for _ in range(4)]
            links = [line.strip() for line in lines if line.startswith("http")]
            return server, links

        def stop(server):
            server.send_signal(signal.SIGTERM)
            out, err = server.communicate(timeout=30)
            return server.returncode, err

        def grid(page):
            """The grid's cells by row: (column, text, wide) each, read from the DOM."""
            return page.evaluate(GRID)

        def text_rows(cells):
            return ["".join(text for _, text, _ in row).rstrip() for row in cells]

        def settled(page):
            """The grid once two looks 300 ms apart agree."""
            last = None
            for _ in range(50):
                now = grid(page)
                if now == last and now:
                    return now
                last = now
                time.sleep(0.3)
            raise RuntimeError("the grid never settled")

        def find(cells, label, last=False, row_with=""):
            """The column and row where `label` starts, counting columns as the page placed them,
            in the first (or last) row that holds it and `row_with`."""
            found = None
            for y, row in enumerate(cells):
                text = "".join(t for _, t, _ in row)
                at = text.find(label) if row_with in text else -1
                if at >= 0:
                    # The glyph index where the label starts: texts are one glyph a span.
                    index, length = 0, 0
                    for i, (_, t, _) in enumerate(row):
                        if length == at:
                            index = i
                            break
                        length += len(t)
                    found = (row[index][0], y)
                    if not last:
                        return found
            if found is None:
                raise RuntimeError(f"'{label}' is not on the screen: {text_rows(cells)}")
            return found

        def tap(page, cells, label, last=False, row_with=""):
            x, y = find(cells, label, last, row_with)
            box = page.locator("#grid").bounding_box()
            cols = max(c for row in cells for c, _, _ in row) + 1
            width, height = box["width"] / cols, box["height"] / len(cells)
            page.touchscreen.tap(box["x"] + (x + 0.5) * width, box["y"] + (y + 0.5) * height)
            result["steps"].append(label)

        def button_px(page, cells, label):
            """The width and height in CSS px of the rounded button around `label`, from
            its ╭ to its ╯, as the page lays its grid out."""
            x, y = find(cells, label)
            at = [{column: text for column, text, _ in row} for row in cells]
            left = max(c for c, t in at[y].items() if c <= x and t == "│")
            right = min(c for c, t in at[y].items() if c > x and t == "│")
            if at[y - 1].get(left) != "╭" or at[y + 1].get(right) != "╯":
                raise RuntimeError(f"'{label}' is not in a button: {text_rows(cells)[y - 1:y + 2]}")
            box = page.locator("#grid").bounding_box()
            cols = max(c for row in cells for c, _, _ in row) + 1
            return [(right - left + 1) * box["width"] / cols, 3 * box["height"] / len(cells)]

        def recording(path):
            entries = [json.loads(line) for line in open(path, encoding="utf-8")]
            return entries

        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=chromium, args=["--no-sandbox"])
            context = browser.new_context(viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True, device_scale_factor=2)
            server, links = serve("tasks.txt", "bookshelf", "sessions")
            result["links"] = links
            page = context.new_page()
            page.goto(links[0])
            page.wait_for_selector("#accept", state="visible")
            result["consent"] = page.inner_text("#consent-text")
            page.tap("#accept")
            cells = settled(page)
            result["first"] = text_rows(cells)
            tap(page, cells, "More", last=True)
            cells = settled(page)
            tap(page, cells, "Downloads", last=True)
            cells = settled(page)
            result["seq"] = text_rows(cells)
            result["seq_button"] = button_px(page, cells, "[6]")
            tap(page, cells, "[6]")
            # The comment panel: typed by touch on the simulated keyboard's top row, as it shows
            # (shifted for the first letter).
            cells = settled(page)
            result["comment_panel"] = text_rows(cells)
            for letter in "quiet":
                row = next(text for text in text_rows(cells) if "q   w   e" in text.lower())
                tap(page, cells, letter if letter in row else letter.upper(), row_with=row)
                cells = settled(page)
            # The dashboard's live view, in a second page, draws what the participant sees.
            dashboard = context.new_page()
            dashboard.goto(links[1])
            dashboard.click("text=watch live")
            dashboard.wait_for_selector("#grid span")
            result["watched"] = {"view": text_rows(settled(dashboard)), "page": text_rows(settled(page)),
                                 "state": dashboard.inner_text("#state")}
            dashboard.close()
            tap(page, cells, "done", last=True)
            cells = settled(page)
            tap(page, cells, "Search", last=True)
            # Past the badge bookshelf sends at 10 s, so the replay's time and the page's agree.
            log = os.path.join(folder, "sessions", "p1.jsonl")
            launched = datetime.fromisoformat(recording(log)[0]["at"].replace("Z", "+00:00"))
            time.sleep(max(0, 12 - (datetime.now(timezone.utc) - launched).total_seconds()))
            cells = settled(page)
            shown = text_rows(cells)
            since_launch = int((datetime.now(timezone.utc) - launched).total_seconds() * 1000)
            entries = recording(log)
            size = entries[0]["size"]
            keys, last = [], 0
            for entry in entries:
                if "input" in entry:
                    keys += [f"wait:{entry['t_ms'] - last}", entry["input"]]
                    last = entry["t_ms"]
            keys.append(f"wait:{since_launch - last}")
            render = subprocess.run([binary, "render", "--example", "bookshelf", "--transition", "none", "--input", "touch", "--size", size,
                                     "--keys", ",".join(keys)], capture_output=True, text=True, check=True).stdout.rstrip("\n").split("\n")
            result["search"] = {"grid": shown[len(shown) - len(render):], "render": [line.rstrip() for line in render], "band": shown[:len(shown) - len(render)]}
            tap(page, cells, "Give up")
            cells = settled(page)
            result["gave_up"] = text_rows(cells)
            tap(page, cells, "[2]")
            for statement in range(10):
                cells = settled(page)
                tap(page, cells, "[4]")
            page.wait_for_selector("#code", state="visible")
            result["code"] = page.inner_text("#code")
            result["message"] = page.inner_text("#message-title")
            result["dashboard"] = context.new_page().goto(links[1]).text()
            result["report"] = context.request.get(links[1] + "/report").text()
            result["bookshelf_server"] = stop(server)[0]
            # A Korean prototype: each syllable two columns wide, as tabsim measured it.
            server, links = serve("dongne.txt", "dongne", "dongne-sessions")
            page = context.new_page()
            page.goto(links[0])
            page.wait_for_selector("#accept", state="visible")
            page.tap("#accept")
            cells = settled(page)
            shown = text_rows(cells)
            size = recording(os.path.join(folder, "dongne-sessions", "p1.jsonl"))[0]["size"]
            render = subprocess.run([binary, "render", "--example", "dongne", "--input", "touch", "--size", size],
                                    capture_output=True, text=True, check=True).stdout.rstrip("\n").split("\n")
            widths = page.evaluate("""() => {
              const grid = document.querySelector('#grid');
              const cell = grid.getBoundingClientRect().width / grid.style.gridTemplateColumns.match(/repeat\\((\\d+)/)[1];
              return [...grid.querySelectorAll('span')].filter(s => !s.classList.contains('hidden') && s.textContent.trim())
                .map(s => [s.textContent, s.style.gridColumn.includes('span 2') ? 2 : 1, Math.round(s.getBoundingClientRect().width / cell * 100) / 100]);
            }""")
            result["dongne"] = {"grid": shown[len(shown) - len(render):], "render": [line.rstrip() for line in render],
                                "widths": {text: [columns, measured] for text, columns, measured in widths if text in ("동", "네", "홈", "🏠")}}
            result["dongne_server"] = stop(server)[0]
            print(json.dumps(result, ensure_ascii=False))
            browser.close()
        """#
}
