// fiveup_viz game stepper: shows frames that Python computed (fiveup_viz.pages.frames).
// No network, no eval: the frames arrive as base64 of zlib-compressed JSON and every piece of
// HTML in them was escaped in Python. Used by the GameViewer/HandEndViewer front end
// (anywidget), by their static HTML fallback and by the game page (fiveup-viz html).
// A stop with questions (a quiz, fiveup_viz.pages.quiz) shows its `quiz` panels, without the count,
// until every question is answered rightly or its answer shown (fiveupExercise, exercise.js);
// one step on (Next, →) waits for that, a jump (Start, End, Home, End, a link, the kernel) goes
// where asked and leaves the questions on the way unanswered, but never past a hand's count
// question into the count it asks about (issue 31, teacher trial 13, friction 2). The questions stand beside the drawing, the
// record's own (a teacher's) in a box of their own; a page fits the drawing to the window.

function fiveupUnpack(b64) {
  const bin = atob(b64);
  const bytes = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("deflate"));
  return new Response(stream).text().then(JSON.parse);
}

// opts: faceUp (bool), fragment (bool: keep the position in the URL fragment, and fit the
// drawing and the questions in the window, as a projector shows them), projector (bool: large
// text for the back row, the page's --projector; a link's `&projector=1` or `=0` turns it on
// or off, and stepping keeps it), onIndex(i) -> bool (a kernel was told; false when none), onFaceUp(bool).
function fiveupStepper(root, opts) {
  opts = opts || {};
  let data = null;
  let local = 0;
  let faceUp = opts.faceUp !== false;
  let pending = null;
  let opening = 0;  // the stop the page opened at: shown when a link names none
  const el = (tag, cls, parent) => {
    const node = document.createElement(tag);
    if (cls) node.className = cls;
    if (parent) parent.appendChild(node);
    return node;
  };
  root.classList.add("fiveup-stepper");
  let projector = !!opts.projector;
  let boardButton = null;  // "Layout only" (a page at a projector), once made
  let answerButton = null;  // "Answer only", likewise
  const setProjector = (on) => {
    projector = on;
    root.classList.toggle("fiveup-projector", on);
    if (boardButton) {
      boardButton.style.display = on && opts.fragment ? "" : "none";
      if (!on) setView("board", false);
      showAnswerButton();
    }
  };
  setProjector(projector);
  root.tabIndex = 0;
  root.style.outline = "none";
  root.style.fontFamily = "'DejaVu Sans', Verdana, sans-serif";
  const header = el("div", "fiveup-header", root);
  const nav = el("div", "fiveup-nav", root);
  // One row at 1024 px in every language (issue 31): the controls never break inside, and the
  // position text takes the room left, breaking inside itself before the row would.
  nav.style.cssText = "display: flex; flex-wrap: wrap; align-items: center; gap: 6px; margin: 6px 0;";
  const buttons = {};
  for (const name of ["start", "back", "next", "end"]) {
    const b = el("button", "fiveup-" + name, nav);
    b.type = "button";
    b.style.cssText = "font: inherit; font-size: 15px; padding: 3px 10px; cursor: pointer; white-space: nowrap;";
    buttons[name] = b;
  }
  const where = el("span", "fiveup-where", nav);
  where.setAttribute("aria-live", "polite");
  where.style.cssText = "margin: 0 8px; font-size: 15px; flex: 1 1 10em; min-width: 0;";
  // A page keeps room for two lines of it, the count's length at 1024 px, so that the drawing
  // does not jump from the hand's last placement to its count (issue 31, proj32 point 1).
  if (opts.fragment) where.style.minHeight = "2lh";
  const faceLabel = el("label", "fiveup-face", nav);
  faceLabel.style.whiteSpace = "nowrap";
  // a switch never shrinks under its label: it goes to the next row, whole (teacher trial 15,
  // F7: at a projector the Finnish «Kysy» stood at the window's right edge, read as cut)
  faceLabel.style.flexShrink = "0";
  const faceBox = el("input", "", faceLabel);
  faceBox.type = "checkbox";
  const faceText = el("span", "", faceLabel);
  faceText.style.marginLeft = "4px";
  // A quiz's own switch: the questions can be turned off (and on) on the page.
  const quizLabel = el("label", "fiveup-quiz-toggle", nav);
  quizLabel.style.whiteSpace = "nowrap";
  quizLabel.style.flexShrink = "0";
  const quizBox = el("input", "", quizLabel);
  quizBox.type = "checkbox";
  quizBox.checked = true;
  let quizChosen = false;  // the learner ticked or cleared the switch: new frames keep it
  const quizText = el("span", "", quizLabel);
  quizText.style.marginLeft = "4px";
  quizLabel.style.display = "none";
  // ... and which positions ask (quiz.ASKS): a teacher can ask fewer questions in class.
  const asksBox = el("select", "fiveup-quiz-asks", nav);
  asksBox.style.cssText = "font: inherit; font-size: 14px;";
  asksBox.style.display = "none";
  const ASKS = ["scoring", "counts", "every"];  // as the choices are listed (quiz.ASKS)
  const asksOrder = (at) => ["counts", "scoring", "every"].indexOf(at);  // each asks at the last's
  asksBox.style.flexShrink = "0";
  // A page at a projector: "Layout only" (and the key B; Escape leaves it) shows the layout
  // alone, as large as the window, and again everything: the class reads the ends and their
  // counted values at a hand's end from the back row, where the layout beside the count was
  // about 230 px wide, its counted values 9 px (issue 31, teacher trial 16, friction 2). It
  // shows the layout the page shows: a question's answer stays hidden, tiles held stay unseen.
  let boardOnly = false;
  boardButton = el("button", "fiveup-board-only", nav);
  boardButton.type = "button";
  boardButton.style.cssText = "font: inherit; font-size: 15px; padding: 3px 10px; cursor: pointer; " +
    "white-space: nowrap; flex-shrink: 0;";
  boardButton.setAttribute("aria-pressed", "false");
  boardButton.style.display = opts.fragment && projector ? "" : "none";
  const boardShown = () => opts.fragment && projector;
  // "Answer only" (and the key A; Escape leaves it), beside it, once a question's answer is
  // shown: the question and its answer across the window in large type, and the tiles still
  // held that the count's explanation names, nothing else: at 1024x768 the explanation of a
  // hand's count (R21-R24) was 1067 px of text in a 439 px box, scrolled, not read whole by
  // the class (issue 31, proj45). Before an answer there is no such button: it gives nothing away.
  let answerOnly = false;
  answerButton = el("button", "fiveup-answer-only", nav);
  answerButton.type = "button";
  answerButton.style.cssText = boardButton.style.cssText;
  answerButton.setAttribute("aria-pressed", "false");
  answerButton.style.display = "none";
  // When the view opens by itself (cutAnswer), one line in it says how to go back: a teacher
  // saw "the board vanish" and did not know the way back (issue 31, teach24 F5).
  // It stands beside the button, in the controls' row, which leaves the view its height.
  const backLine = el("span", "fiveup-answer-back", nav);
  backLine.setAttribute("role", "status");
  backLine.style.cssText = "display: none; padding: 2px 8px; color: #2f5f9e; background: #eef4fc; " +
    "border-left: 3px solid #2f5f9e; white-space: nowrap; flex-shrink: 0; font-size: 15px;";
  // "Layout only" says the way back too, beside its button, while it is on: Answer only's
  // line said "Esc or A", Layout only nothing (issue 31, teach30 F5).
  const boardBackLine = el("span", "fiveup-board-back", nav);
  boardBackLine.setAttribute("role", "status");
  boardBackLine.style.cssText = backLine.style.cssText;
  // an answer stands in the questions' panel: every question of the stop shown is answered
  const answerThere = () => !!data && boardShown() && answered.has(stopKey(local)) &&
    justAnswered(local) && panels.ask.style.display !== "none";
  // One view on or off: "board" ("Layout only") or "answer" ("Answer only", only while an
  // answer is there; byItself: it opened by itself, and its line says how to go back). One
  // view at a time: turning one on turns the other off. Its button shows pressed, its class
  // stands on the root. quiet: the stop is being shown (a step on, the tiles turned), which
  // fits the page itself.
  function setView(name, on, quiet, byItself) {
    const board = name === "board";
    if (!board) {
      on = on && answerThere();
      backLine.style.display = on && byItself && data ? "" : "none";
    }
    if ((board ? boardOnly : answerOnly) === on) return;
    if (board) boardOnly = on; else answerOnly = on;
    if (board) boardBackLine.style.display = on ? "" : "none";
    if (on) setView(board ? "answer" : "board", false);
    root.classList.toggle(board ? "fiveup-board-only" : "fiveup-answer-only", on);
    (board ? boardButton : answerButton).setAttribute("aria-pressed", String(on));
    if (data && !quiet) show(data.offset + local, true);
    else if (!board) answerType();
  }
  // At a projector an answer whose explanation does not fit its box (its last line scrolled
  // in the questions' panel, or under the window's edge) opens "Answer only" by itself once
  // it is shown: three teachers met the count's explanation cut at 1024x768 and 1920x1080
  // (1376 px of text in a 495 px box) and none found the button (issue 31, teach17-19,
  // proj48). The button, Escape or a step on leaves it as before; a wrong answer's feedback
  // is short and opens nothing (it never comes here).
  function cutAnswer() {
    if (!answerThere() || boardOnly) return false;
    const node = panels.ask;
    const edge = Math.min(window.innerHeight, node.getBoundingClientRect().top + node.clientTop + node.clientHeight);
    return Array.from(node.querySelectorAll(".fiveup-said"))
      .some((said) => lineRects(said).some((r) => r.height > 0 && r.bottom > edge + 0.5));
  }
  // the button shows while an answer is there; a step away from it leaves the view
  function showAnswerButton() {
    if (!answerButton) return;
    const there = answerThere();
    answerButton.style.display = there ? "" : "none";
    if (!there && answerOnly) setView("answer", false, true);
  }
  // A link to a position this page does not hold (#hand=0: hands count from 1) says so here.
  const warning = el("div", "fiveup-link-warning", root);
  warning.setAttribute("role", "alert");
  warning.style.cssText = "display: none; margin: 4px 0; padding: 4px 8px; font-size: 14px; " +
    "color: #8a1f11; background: #fdf0ee; border-left: 3px solid #8a1f11;";
  const keys = el("div", "fiveup-keys", root);
  keys.style.cssText = "color: #666; font-size: 13px; margin-bottom: 4px;";
  const body = el("div", "fiveup-body", root);
  body.style.cssText = "display: flex; flex-wrap: wrap; gap: 10px; align-items: flex-start;";
  const table = el("div", "fiveup-table", body);
  table.style.cssText = "flex: 3 1 400px; min-width: 0;";
  const side = el("div", "fiveup-side", body);
  // at least as wide as its widest line (the score table, one line a cell)
  side.style.cssText = "flex: 2 1 300px; min-width: min-content; display: flex; flex-direction: column; gap: 6px;";
  const panels = {};
  const homes = {layout: table, caption: table, ask: side, note: table, review: table, status: side,
                 scores: side, hands: side};
  // review: the coach's marks of a reviewed game (GameViewer's Review), under the note;
  // ask: the questions at the stop shown, at the top of the side column beside the drawing
  const names = ["layout", "caption", "ask", "note", "review", "status", "scores", "hands", "end", "log"];
  for (const name of names) {
    const node = el("div", "fiveup-panel fiveup-" + name + (name === "layout" ? " fiveup-viewer-layout" : ""),
                    homes[name] || root);
    node.style.marginTop = "6px";
    panels[name] = node;
  }
  if (opts.fragment) {  // a page: a long note shows its first lines, and scrolls for the rest
    panels.note.style.maxHeight = "9em";
    panels.note.style.overflowY = "auto";
  }

  const stop = (i) => data.stops[i];
  const handStart = (i) => {
    let j = i;
    while (j > 0 && stop(j - 1)[0] === stop(i)[0]) j--;
    return j;
  };
  const handEnd = (i) => {
    let j = i;
    while (j + 1 < data.stops.length && stop(j + 1)[0] === stop(i)[0]) j++;
    return j;
  };
  const canAsk = (g) => opts.onIndex && g >= 0 && g < data.total;
  // The quiz: stops answered (by their hand, step and count step), and the stop asked now.
  const answered = new Set();
  let asked = null;
  const stopKey = (i) => String(stop(i));
  // A quiz's own question asks when the choice reaches it (`at`, quiz.asked_at: the counts
  // ask at every choice, a placement that scores at `scoring` and `every`, any other at `every`);
  // the record's own (a teacher's) always.
  const chosen = (d) => d.record || !data.quizAsks || asksOrder(d.at) <= asksOrder(asksBox.value);
  const quizAt = (i) => {
    const entry = quizBox.checked && data.quiz && data.quiz[String(i)];
    const both = entry ? entry[faceUp ? "up" : "down"] || null : null;
    if (!both) return null;
    const ask = both.ask.filter(chosen);
    // questions on the next action only (a teacher's `where`): this step's note, mark and
    // count stay shown, only the legal points are hidden (teacher trial 15, F4)
    const next = both.panelsNext && ask.every((d) => d.kind === "legal");
    return ask.length ? {ask: ask, panels: next ? both.panelsNext : both.panels} : null;
  };
  const waiting = (i) => quizAt(i) !== null && !answered.has(stopKey(i));
  const keyOf = (i) => stopKey(i) + (faceUp ? "/up" : "/down") + "/" + asksBox.value;
  const justAnswered = (i) => asked === keyOf(i);  // its questions still shown, answered

  function ask(i) {
    const node = panels.ask;
    const entry = quizAt(i);
    const key = keyOf(i);
    if (!entry || (answered.has(stopKey(i)) && asked !== key)) {
      asked = null;
      node.textContent = "";
      node.style.display = "none";
      return;
    }
    node.style.display = "";
    if (asked === key) return;  // the questions shown stay, with their feedback
    asked = key;
    node.textContent = "";
    node.className = "fiveup-panel fiveup-ask";
    node.style.cssText = "font-size: 15px;";
    const W = data.quizWords;
    // the quiz's own questions and the record's (a teacher's), each in its own box and heading
    const groups = {};
    for (const own of [false, true]) {
      if (!entry.ask.some((d) => !!d.record === own)) continue;
      const group = el("div", own ? "fiveup-ask-record" : "fiveup-ask-quiz", node);
      group.setAttribute("role", "group");
      group.style.cssText = "margin: 0 0 6px; border: 2px solid " + (own ? "#a35a00" : "#4a7bd0") +
        "; border-radius: 6px; padding: 6px 10px; background: " + (own ? "#fff6e8" : "#f3f7ff") + ";";
      const head = el("h2", "fiveup-ask-heading", group);
      head.style.cssText = "font-size: 16px; margin: 0 0 2px;";
      // a record's "where" question names the action it comes before, so it does not read
      // as part of the note on the action just shown (issue 31, teach27 F4)
      const before = own && entry.ask.find((d) => d.record && d.heading);
      head.textContent = before ? before.heading : own ? W.heading_record : W.heading;
      head.id = "fiveup-ask-heading-" + (own ? "record" : "quiz");
      group.setAttribute("aria-labelledby", head.id);
      groups[own] = group;
    }
    const open = new Set(entry.ask.map((d, k) => k));
    entry.ask.forEach((d, k) => {
      const box = document.createElement("div");
      box.className = "fiveup-exercise fiveup-quiz-question";
      box.lang = data.lang;
      const q = document.createElement("p");
      q.className = "question";
      q.style.margin = "4px 0";
      q.textContent = d.text;
      box.appendChild(q);
      groups[!!d.record].appendChild(box);
      fiveupExercise(box, d, () => {
        open.delete(k);
        if (open.size || asked !== key) return;
        answered.add(stopKey(i));
        if (local !== i) return;
        show(data.offset + i, true);
        if (cutAnswer()) setView("answer", true, false, true);
      });
    });
    const wait = document.createElement("div");
    wait.className = "fiveup-quiz-wait";
    wait.style.cssText = "color: #666; font-size: 13px; margin-top: 4px;";
    wait.textContent = W.wait;
    // how a teacher whose lesson runs short jumps on without answering (teacher trial 13)
    const skip = el("div", "fiveup-quiz-skip", wait);
    skip.textContent = W.skip;
    node.appendChild(wait);
  }

  // The stop to show for stop `i`: `i`, or, when a count step of its hand comes after that
  // count's question still waiting, that question: the count would show its answer (R21-R27).
  const guarded = (i) => {
    if (i < 0 || i >= data.stops.length || stop(i)[2] === null) return i;
    for (let j = handStart(i); j < i; j++) {
      if (stop(j)[2] !== null && waiting(j)) return j;
    }
    return i;
  };

  // Where End goes from stop `i`: the hand's end; from a count's question still waiting, past
  // the count it asks about, to the next hand's start (the question stays unanswered), so the
  // line under the question that says "press End" is true there too (teacher trial 15, F2).
  const endOf = (i) => stop(i)[2] !== null && waiting(i) ? handEnd(i) + 1 : handEnd(i);
  const endGoes = (i) => {
    const e = endOf(i);
    if (e >= data.stops.length) return canAsk(data.offset + e);
    return guarded(e) !== i;
  };
  // End's tooltip says where it goes from stop `i` (quiz76: "End of the hand, after its count"
  // was said where End stops at the count's question, or skips it to the next hand)
  const endTip = (i) => {
    const L = data.labels;
    if (buttons.end.disabled) return L.end_tip;
    if (stop(i)[2] !== null && waiting(i)) return L.end_tip_next;
    const e = endOf(i);
    return e < data.stops.length && guarded(e) !== e ? L.end_tip_question : L.end_tip;
  };

  // step: one step on (Next, →), which waits for the answer of a question shown; a jump (Start,
  // End, Home, End) goes where asked, past the questions on the way, which stay unanswered
  // (a teacher whose lesson runs short, teacher trial 13, friction 2; it was trial 9's
  // finding 7 that a jump stopped at the first question on the way).
  function go(target, step) {
    if (!data) return;
    if (step && target > local && waiting(local)) return;  // a question waits for its answer
    target = guarded(target);
    if (target === local) return;
    if (target < 0 || target >= data.stops.length) {
      const g = data.offset + target;  // outside the hands held: ask the kernel, if any
      if (canAsk(g) && opts.onIndex(g)) pending = g;
      return;
    }
    show(data.offset + target, false);
  }

  // Whether the keyboard's focus is on a control of the stepper (not the stepper itself).
  const focusedInside = () => document.activeElement !== root && root.contains(document.activeElement);

  // The drawing scaled to the window's height left below it, caption included (a page only):
  // as large as fits, so the question beside it and the drawing show without scrolling. At a
  // hand's count the end-of-hand panel (the count, the tiles still held) stands in the side
  // column under the questions, scrolling in its own box, so the drawing keeps the size it had
  // at the hand's last placement (issue 31, proj32 point 1); in one column it stands under the
  // caption, and the page scrolls to it.
  const twoColumns = () => side.offsetTop <= table.offsetTop;
  // At a projector, while a count's question waits, the panel stands under the drawing instead,
  // which leaves it room: the tiles the question asks about show beside it without scrolling
  // on a 1024x768 projector (teacher trial 9, finding 2).
  // Once its question is answered, the tiles still held stay there beside the explanation,
  // which talks about them (teacher trial 15, F3), until the next step of the count.
  let keepTiles = false;
  const endUnderDrawing = (count) => count !== null && ((projector && waiting(local)) || keepTiles);
  // A page at a projector: a hand's count stands where the layout was, as at the class's table
  // (table53), the tiles still held drawn large (page.py's PROJECTOR_COUNT_HELD): at the count's
  // question they were 40-56 px tall under a layout that no longer counts, the pips not
  // countable from the back row (issue 31, teach25 F3). "Layout only" still shows the layout.
  const countInPlace = (count) => opts.fragment && projector && count !== null;
  const countView = () => root.classList.contains("fiveup-count-view");
  function placeEnd(count) {
    let home = root, before = panels.log;
    const inPlace = countInPlace(count);
    root.classList.toggle("fiveup-count-view", inPlace);
    if (inPlace) {
      home = table;
      before = panels.layout;
    } else if (opts.fragment && count !== null) {
      home = twoColumns() && !endUnderDrawing(count) ? side : table;
      before = home === side ? panels.ask.nextSibling : null;
    }
    if (panels.end.parentNode !== home || panels.end.nextSibling !== before) {
      home.insertBefore(panels.end, before);
    }
  }

  // In one column (a narrow or zoomed window) the questions stand above the drawing, so that
  // they show without scrolling as they do beside it (teacher trial 7, zoomed to 125%).
  function placeAsk() {
    if (!opts.fragment) return;
    const home = twoColumns() ? side : table;
    if (panels.ask.parentNode !== home) home.insertBefore(panels.ask, home.firstChild);
  }

  // The end-of-hand panel beside the drawing takes the window's height left below its top (a
  // few lines at least) and scrolls, its current step in view: its end when the whole step
  // fits, else its first line (teacher trial 10, friction 2: a step taller than the box was
  // scrolled to its end, and the box began mid-sentence).
  function fitEnd() {
    const end = panels.end;
    end.style.maxHeight = "";
    end.style.overflowY = "";
    const inPlace = end.parentNode === table && countView();
    if (!opts.fragment || (end.parentNode !== side && !inPlace) || end.style.display === "none") return;
    // at a projector, half the window at least: a whole step of the count, for the back row;
    // in the layout's place, the height the panels under it leave
    const least = projector ? Math.round(window.innerHeight / 2) : 120;
    const after = inPlace ? [panels.note, panels.review, panels.status, panels.scores]
      .filter((n) => n.parentNode === table && n.style.display !== "none" && n.offsetHeight)
      .reduce((h, n) => h + n.offsetHeight + 6, 0) : 0;
    const room = Math.max(least, window.innerHeight - end.getBoundingClientRect().top - after - 16);
    end.style.position = "relative";  // the steps' offsets are the panel's
    end.style.maxHeight = room + "px";
    end.style.overflowY = "auto";
    const current = end.querySelector(".end-step.current");
    if (current) {
      const start = current.offsetTop - 4, last = current.offsetTop + current.offsetHeight - end.clientHeight + 8;
      end.scrollTop = Math.max(0, Math.min(start, last));
    }
  }

  // The boxes of the lines of text under `node`, each line of each text node: where a box's
  // edge cuts a line (fitAsk) or an answer runs past it (cutAnswer).
  function lineRects(node) {
    const rects = [];
    const range = document.createRange();
    const walk = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
    for (let t = walk.nextNode(); t; t = walk.nextNode()) {
      range.selectNodeContents(t);
      rects.push(...range.getClientRects());
    }
    return rects;
  }

  // At a projector, once the end-of-hand panel stands beside the drawing (its question
  // answered), the status and the score table stand under the drawing, which leaves them the
  // room the panel had there: both stay on screen (teacher trial 14, friction 3).
  // While a hand's count stands in the layout's place the status stands under it, which leaves
  // its room to the questions and the score table beside it (the table, the side column's
  // widest line, stays there, and the columns keep their widths): at 1024x768 in Finnish a
  // wrong answer's feedback pushed the score table's last row under the window's edge
  // (issue 31, teach25 F3).
  function placeStatus() {
    const both = opts.fragment && projector && panels.end.parentNode === side &&
      panels.end.style.display !== "none" && twoColumns();
    const status = both || (opts.fragment && projector && countView() && twoColumns());
    for (const node of [panels.status, panels.scores]) {
      const under = node === panels.status ? status : both;
      if (under && node.parentNode !== table) table.appendChild(node);
      else if (!under && node.parentNode !== side) {  // the status above the scores, as made
        side.insertBefore(node, node === panels.status && panels.scores.parentNode === side ? panels.scores : panels.hands);
      }
    }
  }

  // At a projector, beside the drawing, the status (e.g. "Hand over: … went out (R21)") and the
  // score table stay on screen under the questions: the questions' panel takes the height they
  // leave and scrolls in itself, never shorter than down to its last button (its choices,
  // Check), and an answer's feedback is scrolled into its view (teacher trial 14, friction 3:
  // at 1024x768 the hand's count question pushed both below the window).
  function fitAsk() {
    const node = panels.ask;
    node.style.maxHeight = "";
    node.style.overflowY = "";
    node.classList.remove("fiveup-more-below", "fiveup-ask-scrolls");
    if (!opts.fragment || !projector || node.parentNode !== side || node.style.display === "none") return;
    const after = [panels.status, panels.scores].filter((n) => n.parentNode === side && n.offsetHeight);
    if (!after.length) return;
    const top = node.getBoundingClientRect().top;
    const bottom = after[after.length - 1].getBoundingClientRect().bottom;
    // the gap and margin above them (no margin at a projector: page.py)
    const above = 6 + (parseFloat(getComputedStyle(after[0]).marginTop) || 0);
    const under = bottom - after[0].getBoundingClientRect().top + above;
    // the "▼" column (moreBelow) is there before the lines are measured, where the box may
    // scroll: its text wraps narrower in it
    node.classList.toggle("fiveup-ask-scrolls", node.scrollHeight > window.innerHeight - top - under - 8);
    const buttons = Array.from(node.querySelectorAll("button")).filter((b) => b.offsetHeight);
    let least = buttons.reduce((h, b) => Math.max(h, b.getBoundingClientRect().bottom - top + 10), 120);
    // a wrong answer's feedback (short) shows with the question and its choices above it, down
    // to its end, where the window has the room: the class rereads the question while it
    // retries; scrolled to the feedback, the question and its first choices stood under the
    // heading at 1920x1080 (issue 31, teach24 F4)
    const wrong = node.querySelector(".fiveup-said.wrong");
    if (wrong && wrong.textContent) {
      const need = wrong.getBoundingClientRect().bottom - top + node.scrollTop + 10;  // ("▼" stands beside it)
      if (need <= window.innerHeight - top - 8) least = Math.max(least, need);
    }
    const room = Math.max(least, window.innerHeight - top - under - 8);
    if (node.scrollHeight <= room) {
      node.classList.remove("fiveup-ask-scrolls");
      return;
    }
    node.style.maxHeight = room + "px";
    node.style.overflowY = "auto";
    node.classList.add("fiveup-ask-scrolls");
    const said = node.querySelector(".fiveup-said");
    if (said && said.textContent) {
      // under the question's heading, which stays in view (sticky, teacher trial 16, friction 1)
      const group = said.closest(".fiveup-ask-quiz, .fiveup-ask-record");
      const head = group && group.querySelector(".fiveup-ask-heading");
      const held = head ? head.offsetHeight + 2 : 8;
      const at = said.getBoundingClientRect().top - top + node.scrollTop - held;
      // the question's start too, when it and the whole feedback fit (a wrong answer's is
      // short): at 1920x1080 the box scrolled to the feedback hid the question and its first
      // choices under the heading while the class retried (issue 31, teach24 F4); and the
      // whole box, its border and heading included, where it fits: scrolled to the question's
      // start, the box's top border went under the controls' row at 1024x768 (teach35 F5)
      const box = said.closest(".fiveup-quiz-question");
      const from = box ? Math.max(0, box.getBoundingClientRect().top - top + node.scrollTop - held) : at;
      const to = said.getBoundingClientRect().bottom - top + node.scrollTop;
      const whole = group ? group.getBoundingClientRect().top - top + node.scrollTop : from;
      const fits = (start) => to - start <= node.clientHeight - 2;
      const start = fits(whole) ? Math.max(0, whole - node.clientTop) : fits(from) ? from : at;
      node.scrollTop = Math.min(start, node.scrollHeight - node.clientHeight);
    }
    // the box ends above a line its edge would cut (in English and Italian the lines under the
    // count's question, "Answer the question ... / To skip ahead ...", showed half a line):
    // the lines that show are whole, the rest scroll (teacher trial 16, friction 1)
    const edge = node.getBoundingClientRect().top + node.clientTop + node.clientHeight;
    let cut = edge;
    for (const r of lineRects(node)) {
      if (r.top < edge - 0.5 && r.bottom > edge + 0.5) cut = Math.min(cut, r.top);
    }
    if (cut < edge) node.style.maxHeight = Math.floor(room - (edge - cut)) + "px";
    moreBelow();
  }

  // A questions' box whose text goes on under its edge says so: a shaded edge and "▼" at its
  // foot, and a scroll bar (teach23 F5: after "Answer only" the answer stood cut mid-sentence
  // at 1920x1080, with no sign that it scrolls).
  function moreBelow() {
    const node = panels.ask;
    const more = node.style.overflowY === "auto" && node.scrollTop + node.clientHeight < node.scrollHeight - 2;
    node.classList.toggle("fiveup-more-below", more);
  }

  // The drawing takes the height left below its top once the caption, the note (its first
  // lines) and the review under it have theirs; the end-of-hand panel takes none of it.
  function fit() {
    placeAsk();
    if (data) placeEnd(stop(local)[2]);
    placeStatus();
    fitAsk();
    sizeLayout();
    fitEnd();
    answerType();
  }
  function sizeLayout() {
    const svg = panels.layout.querySelector("svg");
    if (!opts.fragment || !svg || !root.getClientRects().length) return;  // none, or not shown yet
    const top = svg.getBoundingClientRect().top + window.scrollY;
    const below = (node) => node.parentNode === table && node.style.display !== "none" && node.offsetHeight
      ? node.offsetHeight + 6 : 0;
    const under = [panels.caption, panels.note, panels.review, panels.end, panels.status, panels.scores]
      .reduce((h, n) => h + below(n), 0);
    const room = Math.max(120, window.innerHeight - top - under - 16);
    svg.style.width = "100%";
    svg.style.maxHeight = room + "px";
    centreLayout(svg);
    fitEnd();
  }
  // "Layout only" centres what is drawn in the window: the drawing's frame is set round its
  // first tile, not round the tiles, and at 1024x768 they stood at x 425-865 of 1024
  // (issue 31, teach29 friction 5). Its size stays; the page's own view keeps its frame.
  function centreLayout(svg) {
    const frame = svg.dataset.fiveupFrame || svg.getAttribute("viewBox");
    if (!frame) return;
    svg.dataset.fiveupFrame = frame;
    if (!boardOnly) { svg.setAttribute("viewBox", frame); return; }
    const [, , w, h] = frame.split(/[\s,]+/).map(Number);
    let left = Infinity, right = -Infinity, top = Infinity, bottom = -Infinity;
    for (const node of svg.children) {
      if (typeof node.getBBox !== "function" || node.classList.contains("background")) continue;
      const r = node.getBBox();
      if (!r.width && !r.height) continue;
      left = Math.min(left, r.x); right = Math.max(right, r.x + r.width);
      top = Math.min(top, r.y); bottom = Math.max(bottom, r.y + r.height);
    }
    if (left > right) return;
    const cx = (left + right) / 2, cy = (top + bottom) / 2;
    svg.setAttribute("viewBox", [cx - w / 2, cy - h / 2, w, h].join(","));
  }

  // "Answer only": the question and its answer in type that grows with the window, as large
  // as lets them and the tiles held fit it, never smaller than the page's own (teach20 F3:
  // at 1920x1080 a placement's answer was two lines of page-sized text on a white screen).
  // The largest tried is 2.8% of the window's width, at most 5% of its height (54 px at
  // 1920x1080, 28 px at 1024x768); the answer's rules and numbers are as before (R21-R24).
  function answerType() {
    const plain = () => { root.classList.remove("fiveup-answer-type"); root.style.removeProperty("--fiveup-answer-text"); };
    plain();
    if (!answerOnly || !root.getClientRects().length) return;
    const said = panels.ask.querySelector(".fiveup-said");
    if (!said) return;
    // no line under the window's edge, and the window scrolls no more than the page's own size did
    const scrolled = Math.max(window.innerHeight, document.documentElement.scrollHeight) + 1;
    const fits = (px) => {
      root.style.setProperty("--fiveup-answer-text", px + "px");
      root.classList.add("fiveup-answer-type");
      return root.getBoundingClientRect().bottom <= window.innerHeight + 1 &&
        document.documentElement.scrollHeight <= scrolled;
    };
    let low = Math.ceil(parseFloat(getComputedStyle(said).fontSize));
    let high = Math.floor(Math.min(window.innerWidth * 0.028, window.innerHeight * 0.05));
    if (high <= low || !fits(low)) { plain(); return; }
    while (high > low) {  // the largest size that fits: low fits, above high does not
      const mid = Math.ceil((low + high) / 2);
      if (fits(mid)) low = mid; else high = mid - 1;
    }
    fits(low);
  }

  function show(g, quiet, warned) {
    if (!data) return;
    let i = g - data.offset;
    if (i < 0 || i >= data.stops.length) { pending = g; return; }
    // a link or the kernel naming a count step past its waiting question shows the question,
    // and a kernel is told where the front end stands
    const asked = i;
    i = guarded(i);
    if (i !== asked) { g = data.offset + i; quiet = false; }
    const hadFocus = focusedInside();
    // a step or a jump onto a question that waits for its answer leaves "Layout only", which
    // would hide it: the class saw no question (issue 31, teach24 F1)
    if (boardOnly && i !== local && waiting(i)) {
      boardOnly = false;
      boardBackLine.style.display = "none";
      root.classList.remove("fiveup-board-only");
      boardButton.setAttribute("aria-pressed", "false");
    }
    pending = null;
    if (!warned) warning.style.display = "none";
    local = i;
    const quiz = waiting(i) ? quizAt(i) : null;
    const lists = quiz ? quiz.panels : (faceUp ? data.up[i] : data.down[i]);
    // a count's question just answered, its explanation shown: the tiles held stay (F3)
    const told = !quiz && stop(i)[2] !== null && justAnswered(i) ? quizAt(i) : null;
    keepTiles = !!told;
    data.panels.forEach((name, k) => {
      const ids = told && name === "end" ? told.panels[k] : lists[k];
      const html = ids.map((p) => data.pieces[p]).join("");
      const node = panels[name];
      if (node && node.dataset.shown !== String(ids)) {
        node.innerHTML = html;
        node.dataset.shown = String(ids);
      }
      if (node) node.style.display = html ? "" : "none";
    });
    const [hand, step, count] = stop(i);
    const L = data.labels;
    // "n of m" as the language writes it, as the status does (ui-where: the Finnish "1/4",
    // which the toolbar wrote "1 / 4", teach17 friction 5)
    const of = (n, m) => L.of_n.replace("{n}", String(n)).replace("{m}", String(m));
    // a game that goes on (a live table) has no number of hands yet: "Hand 1", not "Hand 1 of 1"
    const parts = [data.goingOn ? `${L.hand} ${hand + 1}` : `${L.hand} ${of(hand + 1, data.totalHands)}`];
    if (data.faceChoice !== false || count === null) {
      parts.push(`${L.action} ${of(step, data.handSteps[hand - data.firstHand])}`);
    }
    if (count !== null) {
      let n = 0;
      for (const s of data.stops) if (s[0] === hand && s[2] !== null) n++;
      // a hand that ends the game at exactly 305 has no end-of-hand count (R3, D6)
      const won = (data.won || []).includes(hand);
      parts.push(`${won ? L.won : L.count} ${of(count + 1, n)}`);
    }
    // each part whole on its line: the text breaks after a comma only
    where.textContent = "";
    parts.forEach((part, k) => {
      if (k) where.appendChild(document.createTextNode(", "));
      el("span", "", where).textContent = part;
      where.lastChild.style.whiteSpace = "nowrap";
    });
    root.dataset.index = String(g);
    root.dataset.hand = String(hand + 1);
    root.dataset.step = String(step);
    root.dataset.count = count === null ? "" : String(count + 1);
    placeEnd(count);
    const firstHeld = data.offset === 0, lastHeld = data.offset + data.stops.length === data.total;
    buttons.back.disabled = i === 0 && (firstHeld || !opts.onIndex);
    buttons.start.disabled = i === 0;
    buttons.next.disabled = (i === data.stops.length - 1 && (lastHeld || !opts.onIndex)) || !!quiz;
    buttons.end.disabled = !endGoes(i);
    buttons.end.title = endTip(i);
    ask(i);
    const wait = panels.ask.querySelector(".fiveup-quiz-wait");
    if (wait) wait.style.display = quiz ? "" : "none";
    // where End goes nowhere (a game's last count), the line says what does go on (F2)
    const skip = panels.ask.querySelector(".fiveup-quiz-skip");
    if (skip) skip.textContent = buttons.end.disabled ? data.quizWords.skip_count : data.quizWords.skip;
    showAnswerButton();
    fit();
    // a control that went away or off (a question answered, Next at a question) hands the
    // focus back to the stepper, so the arrow keys keep stepping
    const focused = document.activeElement;
    if (hadFocus && (!root.contains(focused) || focused.disabled)) root.focus({preventScroll: true});
    if (opts.fragment) {
      const told = projector !== !!opts.projector ? `&projector=${projector ? 1 : 0}` : "";
      const frag = (count === null ? `#hand=${hand + 1}&step=${step}` : `#hand=${hand + 1}&count=${count + 1}`) + told;
      if (location.hash !== frag) history.replaceState(null, "", frag);
    }
    if (!quiet && opts.onIndex) opts.onIndex(g);
  }

  // The stop the URL fragment names; null when it names none (no fragment, or one this page
  // does not hold: `linkGiven` tells which).
  function fromFragment() {
    const m = /^#hand=(\d+)(?:&(step|count)=(\d+))?$/.exec(position());
    if (!m || !data) return null;
    const hand = Number(m[1]) - 1, n = Number(m[3] || 0);
    for (let i = 0; i < data.stops.length; i++) {
      const [h, s, c] = stop(i);
      if (h !== hand) continue;
      if (!m[2] || (m[2] === "step" && s === n && c === null) || (m[2] === "count" && c === n - 1)) {
        return data.offset + i;
      }
    }
    return null;
  }

  // The fragment's projector switch (`projector=1` or `=0`), applied if it has one.
  function followSwitch() {
    const m = /(?:^#|&)projector=([01])(?=&|$)/.exec(location.hash);
    if (m && projector !== (m[1] === "1")) setProjector(m[1] === "1");
  }

  // The fragment without its projector switch.
  function position() {
    const parts = location.hash.slice(1).split("&").filter((p) => !/^projector=/.test(p));
    return ("#" + parts.join("&")).replace(/^#$/, "");
  }

  const linkGiven = () => position().length > 1;

  // Show the stop the fragment names, else (a fragment naming none) stop `g` and a warning
  // that says what was asked, which hands the page holds (counted from 1) and what it shows.
  function showAsked(g) {
    followSwitch();
    const want = fromFragment();
    if (want !== null || !linkGiven()) { show(want !== null ? want : g, true); return; }
    let given = position();
    try { given = decodeURIComponent(given); } catch (e) { /* kept as typed */ }
    given = given.length > 60 ? given.slice(0, 59) + "…" : given;
    const slots = {asked: given, first: String(data.firstHand + 1),
                   last: String(data.firstHand + data.hands)};
    warning.textContent = data.labels.no_position.replace(/\{(asked|first|last)\}/g, (_, k) => slots[k]);
    warning.style.display = "";
    show(g, true, true);
  }

  // Face down, the header names no tile (Python masked headerDown).
  // A quiz that asks only once ticked (`asking: false`) has a header of its own while it asks.
  const showHeader = () => {
    const asking = data.asking === false && quizBox.checked;
    const up = asking ? data.headerAsking : data.header;
    const down = asking ? data.headerAskingDown : data.headerDown;
    header.innerHTML = (faceUp ? up : down || up) || "";
  };

  // The keys' line says what the keys do: with a quiz's questions on, End stops at a hand's
  // count question and skips from a question to the next hand, which the usual line ("again:
  // to the end of the game") did not say (issue 31, teach32 friction 2).
  const showKeys = () => {
    const L = data.labels;
    keys.textContent = (data.quiz && quizBox.checked ? L.keys_quiz : L.keys) +
      (data.window ? " " + data.window : "");
  };

  function setData(d, g) {
    data = d;
    if (!quizChosen) quizBox.checked = d.asking !== false;
    // New frames (an annotation, a review): a panel showing the same pieces' numbers may now
    // hold other pieces, so each is drawn again.
    for (const name of names) delete panels[name].dataset.shown;
    const L = d.labels;
    showHeader();
    for (const name of ["start", "back", "next", "end"]) {
      buttons[name].textContent = L[name];
      buttons[name].title = L[name + "_tip"];
    }
    faceText.textContent = L.face_up;
    boardButton.textContent = L.board_only;
    boardButton.title = L.board_only_tip;
    backLine.textContent = L.answer_only_back;
    boardBackLine.textContent = L.board_only_back;
    answerButton.textContent = L.answer_only;
    answerButton.title = L.answer_only_tip;
    if (d.quiz) quizText.textContent = d.quizWords.toggle;
    quizLabel.style.display = d.quiz ? "" : "none";
    if (d.quizAsks && !asksBox.options.length) {
      for (const at of ASKS) {
        const option = el("option", "", asksBox);
        option.value = at;
        option.textContent = d.quizWords["asks_" + at];
      }
      asksBox.value = d.quizAsks;
      asksBox.title = d.quizWords.asks;
      asksBox.setAttribute("aria-label", d.quizWords.asks);
    }
    asksBox.style.display = d.quizAsks ? "" : "none";
    asksBox.disabled = !quizBox.checked;
    faceLabel.style.display = d.faceChoice === false ? "none" : "";
    faceBox.checked = faceUp;
    showKeys();
    root.setAttribute("aria-label", L.viewer);
    opening = pending !== null ? pending : g;
    if (opts.fragment) showAsked(opening);
    else show(opening, true);
  }

  function setFaceUp(value) {
    faceUp = value;
    faceBox.checked = value;
    if (data) {
      showHeader();
      show(data.offset + local, true);
    }
  }

  buttons.next.addEventListener("click", () => go(local + 1, true));
  buttons.back.addEventListener("click", () => go(local - 1, true));
  buttons.start.addEventListener("click", () => go(handStart(local)));
  buttons.end.addEventListener("click", () => go(endOf(local)));
  boardButton.addEventListener("click", () => setView("board", !boardOnly));
  answerButton.addEventListener("click", () => setView("answer", !answerOnly));
  asksBox.addEventListener("change", () => {
    if (data) show(data.offset + local, true);
  });
  quizBox.addEventListener("change", () => {
    quizChosen = true;
    asksBox.disabled = !quizBox.checked;
    if (data) {
      showHeader();
      showKeys();
      show(data.offset + local, true);
    }
  });
  faceBox.addEventListener("change", () => {
    setFaceUp(faceBox.checked);
    if (opts.onFaceUp) opts.onFaceUp(faceUp);
  });
  // A page listens on the document: a view's change or an answer removes or hides the focused
  // control, the focus falls to the page's body, and the keys went nowhere ("Layout only"
  // stuck on, issue 31, teach24 F1); in a notebook the keys belong to JupyterLab elsewhere.
  (opts.fragment ? document : root).addEventListener("keydown", (event) => {
    if (!data || event.altKey || event.ctrlKey || event.metaKey || event.defaultPrevented) return;
    const target = event.target;
    // keys typed into an answer box stay there; a checkbox or a button lets them step
    if (target && ((target.tagName === "INPUT" && target.type === "text") || target.tagName === "TEXTAREA")) return;
    // Escape leaves either view, whichever is on
    if (event.key === "Escape" && (boardOnly || answerOnly)) {
      event.preventDefault();
      event.stopPropagation();
      setView("board", false);
      setView("answer", false);
      return;
    }
    if (boardShown() && (event.key === "b" || event.key === "B")) {
      event.preventDefault();
      event.stopPropagation();
      setView("board", event.key === "Escape" ? false : !boardOnly);
      return;
    }
    if (answerThere() && (event.key === "a" || event.key === "A" || (event.key === "Escape" && answerOnly))) {
      event.preventDefault();
      event.stopPropagation();
      setView("answer", event.key === "Escape" ? false : !answerOnly);
      return;
    }
    let to = null;
    if (event.key === "ArrowRight") to = local + 1;
    else if (event.key === "ArrowLeft") to = local - 1;
    else if (event.key === "Home") to = handStart(local) === local ? 0 : handStart(local);
    else if (event.key === "End") to = endOf(local) === local ? data.stops.length - 1 : endOf(local);
    if (to === null) return;
    const step = event.key === "ArrowRight" || event.key === "ArrowLeft";  // else a jump
    event.preventDefault();
    event.stopPropagation();
    go(to, step);
  });
  if (opts.fragment) {
    window.addEventListener("resize", fit);
    // an answer's feedback lengthens the questions above the end-of-hand panel
    if (typeof ResizeObserver !== "undefined") new ResizeObserver(fitEnd).observe(panels.ask);
    panels.ask.addEventListener("scroll", moreBelow, {passive: true});
    // ... and at a projector, where the panel's height is bounded, its feedback is scrolled to
    if (typeof MutationObserver !== "undefined") {
      new MutationObserver(() => { fitAsk(); fitEnd(); }).observe(panels.ask, {childList: true, subtree: true});
    }
    window.addEventListener("hashchange", () => {
      if (!data) return;
      followSwitch();
      const g = fromFragment();
      if (g === null) showAsked(opening);
      else show(g, true);
    });
  }
  return {setData, show, setFaceUp, fit, root};
}
