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

// The verdict on an answer, as Question.check gives it: {right, say} or {error}.
// Choices as the learner's answer: each quoted, joined as the language lists them.
function fiveupQuoted(d, choices) {
  const items = choices.map((c) => d.quote.join(c.label));
  if (items.length < 2) return items.join("");
  return d.listAnd[0] + items.slice(0, -1).join(", ") + d.listAnd[1] + items[items.length - 1]
    + d.listAnd[2];
}

// picked: the indexes of the chosen choices; typed: the text of a number answer.
function fiveupVerdict(d, picked, typed) {
  if (d.form === "number") {
    const n = fiveupWhole(typed);
    if (n === null) return {error: d.badInt};
    if (n === d.solution) return {right: true, say: d.right};
    return {right: false, say: d.wrong.join(n) + " " + d.why};
  }
  if (d.form === "one") {
    if (picked.length !== 1) return {error: d.badChoice};
    const c = d.choices[picked[0]];
    return {right: c.right, say: c.say};
  }
  const chosen = d.choices.filter((c, i) => picked.includes(i));
  const missed = d.choices.filter((c, i) => c.right && !picked.includes(i));
  const wrong = chosen.filter((c) => !c.right);
  if (!missed.length && !wrong.length) return {right: true, say: d.right};
  const parts = [chosen.length ? d.wrong.join(fiveupQuoted(d, chosen)) : d.wrongNone];
  if (missed.length) parts.push(d.missed.join(fiveupQuoted(d, missed)));
  for (const c of wrong) if (c.reason) parts.push(c.reason);
  parts.push(d.why);
  return {right: false, say: parts.join(" ")};
}

const FIVEUP_RIGHT = "#2e7d32", FIVEUP_WRONG = "#8a1f11";
const FIVEUP_BUTTON = "font: inherit; padding: 3px 12px; margin: 2px 6px 2px 0; cursor: pointer;";

// Turns one exercise box (its question, pictures and <details> choices) into buttons, a
// Check, a Try again and a Show the answer. done(right), if given, is called when the learner
// answers rightly (true) or asks to see the answer (false): a quiz then shows the count.
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
    input.addEventListener("keydown", (event) => {
      if (event.key === "Enter") { event.preventDefault(); check(); }
    });
  } else {
    const group = el("div", "fiveup-choices", ui);
    group.setAttribute("role", "group");
    if (question) group.setAttribute("aria-labelledby", question.id);
    d.choices.forEach((c, i) => {
      const b = button(c.label, "fiveup-pick", group);
      b.setAttribute("aria-pressed", "false");
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

  function pressed(b, on) {
    b.setAttribute("aria-pressed", on ? "true" : "false");
    b.style.background = on ? "#dbe7fb" : "";
    b.style.outline = on ? "2px solid #4a7bd0" : "";
  }
  function pick(i) {
    const on = picks[i].getAttribute("aria-pressed") !== "true";
    if (d.form === "one") picks.forEach((b) => pressed(b, false));
    pressed(picks[i], on);
  }
  function say(cls, colour, parts) {
    said.className = "fiveup-said " + cls;
    said.style.color = colour;
    said.textContent = "";
    for (const [text, bold] of parts) el(bold ? "b" : "span", "", said, text);
  }
  function lock(on) {
    for (const b of picks) b.disabled = on;
    if (input) input.disabled = on;
    checkButton.disabled = on;
    again.hidden = !on;
  }
  function check() {
    const picked = [];
    picks.forEach((b, i) => { if (b.getAttribute("aria-pressed") === "true") picked.push(i); });
    const verdict = fiveupVerdict(d, picked, input ? input.value : "");
    if (verdict.error) {
      say("error", FIVEUP_WRONG, [[verdict.error]]);
      return;
    }
    say(verdict.right ? "feedback right" : "feedback wrong",
        verdict.right ? FIVEUP_RIGHT : FIVEUP_WRONG, [[verdict.say]]);
    box.dataset.answered = verdict.right ? "right" : "wrong";
    lock(true);
    again.focus();
    if (verdict.right && done) done(true);
  }
  function tryAgain() {
    picks.forEach((b) => pressed(b, false));
    if (input) input.value = "";
    say("", "", []);
    delete box.dataset.answered;
    lock(false);
    (input || picks[0] || checkButton).focus();
  }
  checkButton.addEventListener("click", check);
  again.addEventListener("click", tryAgain);
  reveal.addEventListener("click", () => {
    say("reveal", "", [[L.answerIs, true], [" " + d.why]]);
    if (done) done(false);
  });
}
