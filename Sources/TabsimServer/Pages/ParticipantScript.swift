/// The participant page's script: the WebSocket protocol of `ClientMessage` and
/// `ServerMessage`, frames drawn by `GridScript`'s grid, Pointer Events turned into cells.
enum ParticipantScript {
    static let source = #"""
        "use strict";
        (() => {
          const CELL_ASPECT = 2;       // a terminal cell is twice as tall as it is wide (as tabsimGrid draws it)
          const PHONE_COLUMNS = 40;    // a phone page is as wide as the phone device frame's screen
          const KEY = "tabsim-session:" + location.pathname;
          const $ = (id) => document.getElementById(id);
          const grid = $("grid"), view = tabsimGrid(grid), mirror = $("mirror"), screen = $("screen");
          const PAUSE_LIMIT = 30 * 60 * 1000; // a page paused by a server stop tries again for half an hour
          let socket = null, layoutSent = null, finished = false, retries = 0, pausedAt = null;
          let down = null, lastWheel = 0, pingId = 0, lastRoundTrip = null;
          const pings = new Map();

          const PHONE_ASPECT = 390 / 844; // a phone's page, width to height, for a desktop shown the phone's grid

          // A phone held upright fills its width; where the study shows every page the
          // phone's grid (data-device "phone", "phone-only"), anything else gets a phone-shaped one.
          function pageLayout() {
            const width = window.innerWidth, height = window.innerHeight;
            const touch = window.matchMedia("(pointer: coarse)").matches || navigator.maxTouchPoints > 0;
            const upright = touch && height >= width;
            if (!upright && document.body.dataset.device === "any") return { layout: "frame", cols: null, rows: null };
            const cell = (upright ? width : Math.min(width, height * PHONE_ASPECT)) / PHONE_COLUMNS;
            return { layout: "phone", cols: PHONE_COLUMNS,
                     rows: Math.max(24, Math.min(100, Math.floor(height / (cell * CELL_ASPECT)))) };
          }

          function send(message) {
            if (socket && socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
          }

          function show(id) {
            for (const part of ["consent", "screen", "message"]) $(part).hidden = part !== id;
            document.body.classList.toggle("playing", id === "screen");
          }

          function status(text) {
            $("status").hidden = text === null;
            $("status").textContent = text || "";
          }

          function connect() {
            if (socket || finished) return;
            socket = new WebSocket(location.origin.replace(/^http/, "ws") + location.pathname.replace(/\/$/, "") + "/ws");
            socket.onopen = () => {
              retries = 0;
              status(null);
              const page = pageLayout();
              layoutSent = page.layout;
              send({ kind: "hello", v: 1, layout: page.layout, cols: page.cols, rows: page.rows,
                     css_width: Math.max(1, Math.round(window.innerWidth)), css_height: Math.max(1, Math.round(window.innerHeight)),
                     user_agent: navigator.userAgent.slice(0, 512),
                     appearance: window.matchMedia("(prefers-color-scheme: light)").matches ? "light" : "dark",
                     resume: localStorage.getItem(KEY) });
            };
            socket.onmessage = (event) => receive(JSON.parse(event.data));
            socket.onclose = () => {
              socket = null;
              down = null;
              if (finished) return;
              if (pausedAt !== null) {
                // The server stopped: tried again now and then, under the message saying so.
                if (Date.now() - pausedAt > PAUSE_LIMIT) {
                  end("The study is paused", "Its server has not come back yet. Open this link again later to go on where you left off.", "", true);
                  return;
                }
                setTimeout(connect, Math.min(60000, 5000 * 2 ** retries++));
                return;
              }
              status("Connection lost; reconnecting…");
              setTimeout(connect, Math.min(10000, 1000 * 2 ** retries++));
            };
          }

          function receive(message) {
            switch (message.kind) {
            case "welcome":
              document.title = message.title;
              document.body.style.background = message.background;
              document.body.style.color = message.text;
              if (message.session) {
                localStorage.setItem(KEY, message.session);
                pausedAt = null;
                show("screen");
              } else {
                $("consent-title").textContent = message.title;
                $("consent-text").textContent = message.consent;
                show("consent");
              }
              break;
            case "frame":
              view.draw(message);
              if (message.a11y) mirrorOf(message.a11y);
              placeMirror();
              break;
            case "pong": {
              const sent = pings.get(message.id);
              if (sent !== undefined) lastRoundTrip = Math.round(performance.now() - sent);
              pings.delete(message.id);
              break;
            }
            case "done": end("Thank you!", "You have finished the study. Your completion code is:", message.code); break;
            case "full": end("The study is full", "As many people as it can take are trying it right now. Please come back later.", ""); break;
            case "closed":
              if (message.reason === "elsewhere") {
                end("The study goes on in another tab", "You opened this study again in another tab or window, which goes on from where you were. You may close this one.", "", true);
                break;
              }
              if (message.reason === "server stopped") {
                pause();
                break;
              }
              if (message.reason === "phone-only") {
                end("Please open this link on your phone", "This study takes place on a phone. Open the same link in your phone's browser.", "");
                break;
              }
              if (message.reason === "version") {
                end("Please reload this page", "The study was updated while this page was open. Reload it to go on where you left off.", "", true);
                break;
              }
              if (message.reason === "consent time") {
                end("This page timed out", "It was open a long time without the study starting. Reload it to start.", "");
                break;
              }
              if (message.reason === "not saved") {
                end("Thank you for your time", "The study could not save what you did, so it stops here. This is not your doing. You may close this page.", "");
                break;
              }
              end("This session has ended", message.reason === "idle" ? "Nothing happened for a long while, so the session ended."
                  : message.reason === "unavailable" ? "The study cannot start a session right now. Please come back later." : "The study was closed.", "");
              break;
            }
          }

          // The server stopped: the session goes on when it runs again, and this page
          // with it, reconnecting by itself (or the link opened again later).
          function pause() {
            pausedAt = Date.now();
            retries = 0;
            say("The study is paused", "Its server stopped for a moment. This page goes on where you left off by itself once it is back; "
                + "or close it and open this link again later.", "");
          }

          // The page's last word; `keeps`: the session goes on (in another tab, or when the
          // server runs again), so the link keeps it.
          function end(title, text, code, keeps) {
            finished = true;
            if (!keeps) localStorage.removeItem(KEY);
            say(title, text, code);
            if (socket) socket.close();
          }

          // The message page, in place of the prototype.
          function say(title, text, code) {
            $("message-title").textContent = title;
            $("message-text").textContent = text;
            $("code").textContent = code;
            status(null);
            show("message");
          }

          // The accessible mirror (W6): an element for each thing a screen reader finds,
          // over the cells it names, with its role, name and state; a tab bar's or strip's
          // tabs in a tablist, a dialog's title and buttons in a dialog.
          function mirrorOf(elements) {
            // The element with the focus keeps it across frames, found again by its role and name.
            const focused = mirror.contains(document.activeElement) ? mirrorKey(document.activeElement) : null;
            mirror.textContent = "";
            let list = null, dialog = null;
            for (const element of elements) {
              if (element.role === "alert") {
                dialog = document.createElement("div");
                dialog.setAttribute("role", "dialog");
                dialog.setAttribute("aria-modal", "true");
                dialog.setAttribute("aria-label", element.name);
                mirror.appendChild(dialog);
              }
              if (element.role !== "tab") list = null;
              else if (!list || list.dataset.count !== String(element.count)) {
                list = document.createElement("div");
                list.setAttribute("role", "tablist");
                list.dataset.count = String(element.count);
                (dialog || mirror).appendChild(list);
              }
              const node = mirrorElement(element);
              (list || dialog || mirror).appendChild(node);
              if (focused !== null && mirrorKey(node) === focused) node.focus();
            }
          }

          function mirrorKey(node) { return `${node.getAttribute("role") || node.tagName}|${node.getAttribute("aria-label") || node.textContent}`; }

          // A tablist as the ARIA tabs pattern has it: the selected tab in the Tab order,
          // Left and Right (Home and End) move among its tabs, Enter or Space selects.
          mirror.addEventListener("keydown", (event) => {
            const tab = event.target.closest('[role="tab"]');
            if (!tab) return;
            const tabs = Array.from(tab.parentElement.querySelectorAll('[role="tab"]'));
            const at = tabs.indexOf(tab);
            const to = { ArrowRight: (at + 1) % tabs.length, ArrowLeft: (at + tabs.length - 1) % tabs.length, Home: 0, End: tabs.length - 1 }[event.key];
            if (to !== undefined) tabs[to].focus();
            else if (event.key === "Enter" || event.key === " ") tab.click();
            else return;
            event.preventDefault();
          });

          function mirrorElement(element) {
            const tag = { heading: "h2", text: "p", button: "button", key: "button", "switch": "button", alert: "h2" }[element.role] || "div";
            const node = document.createElement(tag);
            node.textContent = element.name;
            if (tag === "button") node.type = "button";
            if (element.role === "tab") {
              node.setAttribute("role", "tab");
              node.setAttribute("aria-selected", element.selected ? "true" : "false");
              node.setAttribute("aria-posinset", String(element.pos));
              node.setAttribute("aria-setsize", String(element.count));
              node.tabIndex = element.selected ? 0 : -1;
            }
            if (element.role === "switch") {
              node.setAttribute("role", "switch");
              node.setAttribute("aria-checked", element.checked ? "true" : "false");
            }
            if (element.role === "textbox") {
              node.setAttribute("role", "textbox");
              node.setAttribute("aria-label", element.name);
              node.textContent = element.value || "";
              if (element.placeholder) node.setAttribute("aria-placeholder", element.placeholder);
              node.tabIndex = 0;
            }
            if (element.disabled) node.setAttribute("aria-disabled", "true");
            node.dataset.x = String(element.x + Math.floor(element.w / 2));
            node.dataset.y = String(element.y + Math.floor(element.h / 2));
            node.style.left = `${element.x / view.cols * 100}%`;
            node.style.top = `${element.y / view.rows * 100}%`;
            node.style.width = `${element.w / view.cols * 100}%`;
            node.style.height = `${element.h / view.rows * 100}%`;
            return node;
          }

          // The mirror lies over the grid, wherever the grid was placed and scaled.
          function placeMirror() {
            mirror.style.left = `${grid.offsetLeft}px`;
            mirror.style.top = `${grid.offsetTop}px`;
            mirror.style.width = `${grid.offsetWidth}px`;
            mirror.style.height = `${grid.offsetHeight}px`;
          }
          window.addEventListener("resize", placeMirror);

          // A screen reader's activation, or Enter on a focused element, is a click no
          // finger or mouse made (no pointer type, no count of clicks): a tap at the
          // element's middle, as the participant's finger makes it. A finger's own click
          // follows the pointer events that were sent already.
          mirror.addEventListener("click", (event) => {
            if (event.pointerType || event.detail > 0) return;
            const node = event.target.closest("[data-x]");
            if (!node || !view.cols) return;
            const x = Number(node.dataset.x), y = Number(node.dataset.y), now = Date.now();
            send({ kind: "pointer", phase: "down", x, y, client_ms: now, assistive: true });
            send({ kind: "pointer", phase: "up", x, y, client_ms: now, assistive: true });
          });

          // Pointers on the prototype's cells or the mirror over them; none elsewhere.
          function onPrototype(event) { return grid.contains(event.target) || mirror.contains(event.target); }

          function cellAt(event) {
            const box = grid.getBoundingClientRect();
            const x = Math.floor((event.clientX - box.left) / (box.width / view.cols));
            const y = Math.floor((event.clientY - box.top) / (box.height / view.rows));
            return { x: Math.max(0, Math.min(view.cols - 1, x)), y: Math.max(0, Math.min(view.rows - 1, y)) };
          }

          screen.addEventListener("pointerdown", (event) => {
            if (!event.isPrimary || down || !view.cols || !onPrototype(event)) return;
            event.preventDefault();
            screen.setPointerCapture(event.pointerId);
            down = cellAt(event);
            send({ kind: "pointer", phase: "down", x: down.x, y: down.y, client_ms: Date.now() });
          });
          screen.addEventListener("pointermove", (event) => {
            if (!event.isPrimary || !down) return;
            const cell = cellAt(event);
            if (cell.x === down.x && cell.y === down.y) return;
            down = cell;
            send({ kind: "pointer", phase: "move", x: cell.x, y: cell.y, client_ms: Date.now() });
          });
          function lift(event) {
            if (!event.isPrimary || !down) return;
            const cell = event.type === "pointercancel" ? down : cellAt(event);
            down = null;
            send({ kind: "pointer", phase: "up", x: cell.x, y: cell.y, client_ms: Date.now() });
          }
          screen.addEventListener("pointerup", lift);
          screen.addEventListener("pointercancel", lift);
          screen.addEventListener("wheel", (event) => {
            if (!onPrototype(event)) return;
            event.preventDefault();
            const now = performance.now();
            if (event.deltaY === 0 || now - lastWheel < 40 || !view.cols) return;
            lastWheel = now;
            const cell = cellAt(event);
            send({ kind: "wheel", direction: event.deltaY < 0 ? "up" : "down", x: cell.x, y: cell.y, client_ms: Date.now() });
          }, { passive: false });

          // At a desktop: letters type on the simulated keyboard, digits answer, Ctrl-G gives up.
          document.addEventListener("keydown", (event) => {
            if ($("screen").hidden || event.metaKey || event.altKey) return;
            // Enter or space on a focused mirror element activates it (a click), nothing more.
            if (mirror.contains(event.target) && (event.key === "Enter" || event.key === " ")) return;
            let key = null;
            if (event.ctrlKey) key = event.key.toLowerCase() === "g" ? "give_up" : null;
            else if (event.key === "Enter") key = "enter";
            else if (event.key === "Backspace") key = "backspace";
            else if (Array.from(event.key).length === 1) key = event.key;
            if (key === null) return;
            event.preventDefault();
            send({ kind: "key", key, client_ms: Date.now() });
          });

          window.addEventListener("resize", () => {
            const page = pageLayout();
            if (layoutSent === "phone" && page.layout === "phone" && (page.cols !== view.cols || page.rows !== view.rows)) {
              send({ kind: "resize", cols: page.cols, rows: page.rows });
            }
          });
          document.addEventListener("visibilitychange", () => {
            if (document.visibilityState === "visible") connect();
          });
          $("accept").addEventListener("click", () => {
            $("accept").disabled = true;
            send({ kind: "consent", accepted: true, client_ms: Date.now() });
          });
          setInterval(() => {
            if (!socket || socket.readyState !== WebSocket.OPEN) return;
            pingId += 1;
            pings.set(pingId, performance.now());
            send({ kind: "ping", id: pingId, round_trip_ms: lastRoundTrip });
            lastRoundTrip = null;
          }, 5000);

          connect();
        })();
        """#
}
