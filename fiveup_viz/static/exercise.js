// fiveup_viz exercises without a kernel: checks an answer against what Python computed
// (fiveup_viz.widgets.answers) and says why in the question's language. No network, no eval:
// every text arrives as JSON data and is set with textContent. Where no script runs (an
// untrusted notebook in JupyterLab), the same output keeps its <details> choices instead.

// A whole number as Python's Question.check reads it (ASCII digits, "−" as minus), or null.
function fiveupWhole(raw) {
  const m = /^(-?)([0-9]+)$/.exec(String(raw).trim().replace(/\u2212/g, "-"));
  if (!m) return null;
  const digits = m[2].replace(/^0+(?=[0-9])/, "");
  return (m[1] && digits !== "0" ? "-" : "") + digits;
}

// Choices as the learner's answer: each quoted, joined as the language lists them.
function fiveupQuoted(d, choices) {
  const items = choices.map((c) => d.quote.join(c.label));
  if (items.length < 2) return items.join("");
  return d.listAnd[0] + items.slice(0, -1).join(", ") + d.listAnd[1] + items[items.length - 1]
    + d.listAnd[2];
}

// The verdict on an answer, as Question.withheld gives it: {right, say} or {error}; a wrong
// answer's words keep the right answer back. picked: the indexes of the chosen choices;
// typed: the text of a number answer. Nothing chosen or typed is not an answer: it is not a
// try and says nothing about the answer, not even how many choices are right (issue 31,
// teach28 friction 6: "Check" pressed early counted as wrong and told "2 right answers").
function fiveupVerdict(d, picked, typed) {
  if (d.form === "number") {
    if (!String(typed).trim()) return {error: d.empty};
    const n = fiveupWhole(typed);
    if (n === null) return {error: d.badInt};
    if (n === d.solution) return {right: true, say: d.right};
    return {right: false, say: d.wrong.join(n) + " " + d.rulesAgain};
  }
  if (d.form === "one") {
    if (picked.length !== 1) return {error: d.badChoice};
    const c = d.choices[picked[0]];
    return {right: c.right, say: c.say};
  }
  if (!picked.length && !d.emptyIsAnswer) return {error: d.empty};
  const chosen = d.choices.filter((c, i) => picked.includes(i));
  const missed = d.choices.filter((c, i) => c.right && !picked.includes(i));
  const wrong = chosen.filter((c) => !c.right);
  if (!missed.length && !wrong.length) return {right: true, say: d.right};
  const parts = [chosen.length ? d.wrong.join(fiveupQuoted(d, chosen)) : d.wrongNone];
  if (missed.length) parts.push(d.missedSome[missed.length]);
  for (const c of wrong) if (c.reason) parts.push(c.reason);
  parts.push(d.rulesAgain);
  return {right: false, say: parts.join(" ")};
}

const FIVEUP_RIGHT = "#2e7d32", FIVEUP_WRONG = "#8a1f11";
const FIVEUP_BUTTON = "font: inherit; padding: 3px 12px; margin: 2px 6px 2px 0; cursor: pointer;";
// A choice's look, chosen or not: its own colours, so a checked (disabled) choice keeps them.
const FIVEUP_CHOSEN = {background: "#1f5fbf", color: "#fff", border: "2px solid #1f5fbf", fontWeight: "bold"};
const FIVEUP_UNCHOSEN = {background: "#fff", color: "#222", border: "2px solid #8a94a6", fontWeight: "normal"};

// Turns one exercise box (its question, pictures and <details> choices) into buttons, a
// Check, a Try again and a Show the answer. A wrong answer keeps the right one back (Try
// again, Show the answer); a right one, or Show the answer, gives it and ends the question.
// done(right), if given, is called then: right (true) or shown (false); a quiz shows the count.
function fiveupExercise(box, d, done) {
  if (box.dataset.fiveupReady) return;
  box.dataset.fiveupReady = "1";
  const el = (tag, cls, parent, text) => {
    const node = document.createElement(tag);
    if (cls) node.className = cls;
    if (text !== undefined) node.textContent = text;
    if (parent) parent.appendChild(node);
    return node;
  };
  const button = (text, cls, parent) => {
    const b = el("button", cls, parent, text);
    b.type = "button";
    b.style.cssText = FIVEUP_BUTTON;
    return b;
  };
  const L = d.labels;
  const fallback = box.querySelector(".fiveup-nojs");
  if (fallback) fallback.style.display = "none";
  const ui = el("div", "fiveup-answer");
  box.insertBefore(ui, fallback ? fallback.nextSibling : null);
  el("div", "fiveup-hint", ui, L.hint).style.cssText = "color: #666; margin: 4px 0;";
  const question = box.querySelector(".question");
  window.fiveupExercises = (window.fiveupExercises || 0) + 1;
  if (question && !question.id) question.id = "fiveup-question-" + window.fiveupExercises;
  const picks = [];
  let input = null;
  if (d.form === "number") {
    const label = el("label", "fiveup-typed", ui);
    el("span", "", label, L.answer + " ");
    input = el("input", "", label);
    input.type = "text";
    input.inputMode = "numeric";
    input.autocomplete = "off";
    input.style.cssText = "font: inherit; width: 8em;";
    input.addEventListener("input", retyped);
    input.addEventListener("keydown", (event) => {
      if (event.key === "Enter") { event.preventDefault(); if (!checkButton.disabled) check(); }
    });
  } else {
    const group = el("div", "fiveup-choices", ui);
    group.setAttribute("role", "group");
    if (question) group.setAttribute("aria-labelledby", question.id);
    d.choices.forEach((c, i) => {
      const b = button(c.label, "fiveup-pick", group);
      pressed(b, false);
      b.addEventListener("click", () => pick(i));
      picks.push(b);
    });
  }
  const actions = el("div", "fiveup-actions", ui);
  actions.style.margin = "6px 0";
  const checkButton = button(L.check, "fiveup-check", actions);
  checkButton.style.fontWeight = "bold";
  const again = button(L.again, "fiveup-again", actions);
  again.hidden = true;
  const reveal = button(L.reveal, "fiveup-reveal", actions);
  const said = el("div", "fiveup-said", ui);
  said.setAttribute("role", "status");
  said.tabIndex = -1;
  said.style.outline = "none";
  // a hand's count: a line a step, not one block (the explanation's line breaks kept)
  if (d.steps) said.style.whiteSpace = "pre-line";

  function pressed(b, on) {
    b.setAttribute("aria-pressed", on ? "true" : "false");
    Object.assign(b.style, on ? FIVEUP_CHOSEN : FIVEUP_UNCHOSEN);
  }
  function pick(i) {
    retyped();
    const on = picks[i].getAttribute("aria-pressed") !== "true";
    if (d.form === "one") picks.forEach((b) => pressed(b, false));
    pressed(picks[i], on);
  }
  function say(cls, colour, parts) {
    said.className = "fiveup-said " + cls;
    said.style.color = colour;
    said.textContent = "";
    for (const [text, bold] of parts) cited(el(bold ? "b" : "span", "", said), text);
  }
  // A text into `node`, each rule or decision it cites (R14, D6) with its one line as a
  // tooltip, and a link to it where the page's menu links the rule book and the book has it.
  function cited(node, text) {
    const lines = d.ruleLines || {};
    const book = document.querySelector("a[data-fiveup-rulebook]");
    String(text).split(/\b([RD][0-9]{1,2})\b/).forEach((piece, i) => {
      if (i % 2 === 0 || !(piece in lines)) { if (piece) node.appendChild(document.createTextNode(piece)); return; }
      const link = book && !(d.ruleUnlinked || []).includes(piece);
      const rule = el(link ? "a" : "span", "fiveup-rule", node, piece);
      rule.title = piece + ". " + lines[piece];
      if (link) rule.href = book.getAttribute("href").split("#")[0] + "#" + piece;
      else rule.style.cssText = "text-decoration: underline dotted; cursor: help;";
    });
  }
  // open: answering; wrong: Try again or Show the answer; right, shown: the question is over.
  // After a wrong answer the answer box and the choices stay usable: a new number typed or
  // another choice clicked clears the "Not quite" and is a new try, checked as the first
  // (issue 31, teach18 F3: a pupil who typed again saw nothing happen); Try again stays.
  function settle(state) {
    const closed = state !== "open" && state !== "wrong";
    for (const b of picks) { b.disabled = closed; b.style.cursor = closed ? "default" : "pointer"; }
    if (input) input.disabled = closed;
    checkButton.disabled = closed || state === "wrong";
    again.hidden = state !== "wrong";
    reveal.hidden = state === "right" || state === "shown";
  }
  function over(right) {
    settle(right ? "right" : "shown");
    said.focus({preventScroll: true});
    if (done) done(right);
  }
  // the verdict or the answer brought on screen where it fell below the window's edge (teach37
  // friction 5: a lesson page at 1366x768); a game page's quiz keeps its own panel in view
  function bring() {
    if (!box.closest(".fiveup-ask") && said.scrollIntoView) said.scrollIntoView({ block: "nearest" });
  }
  function check() {
    const picked = [];
    picks.forEach((b, i) => { if (b.getAttribute("aria-pressed") === "true") picked.push(i); });
    const verdict = fiveupVerdict(d, picked, input ? input.value : "");
    if (verdict.error) {
      say("error", FIVEUP_WRONG, [[verdict.error]]);
      bring();
      return;
    }
    say(verdict.right ? "feedback right" : "feedback wrong",
        verdict.right ? FIVEUP_RIGHT : FIVEUP_WRONG, [[verdict.say]]);
    box.dataset.answered = verdict.right ? "right" : "wrong";
    if (verdict.right) { over(true); bring(); return; }
    settle("wrong");
    // a typed answer keeps the keyboard, selected: the next number typed replaces it
    if (input) { input.focus(); input.select(); } else again.focus();
    bring();
  }
  // a change to the answer after a wrong one: the feedback goes, the box is open again
  function retyped() {
    if (box.dataset.answered !== "wrong") return;
    say("", "", []);
    delete box.dataset.answered;
    settle("open");
  }
  // Try again keeps what the learner chose or typed: "you left out one right answer" reads
  // as "add one", not "choose them all again" (issue 31, teach29 friction 3).
  function tryAgain() {
    say("", "", []);
    delete box.dataset.answered;
    settle("open");
    (input || picks[0] || checkButton).focus();
  }
  checkButton.addEventListener("click", check);
  again.addEventListener("click", tryAgain);
  reveal.addEventListener("click", () => {
    say("reveal", "", [[L.answerIs, true], [" " + d.why]]);
    over(false);
    bring();
  });
}
