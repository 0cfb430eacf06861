// fiveup_viz click-to-play: the layout picture with its legal points (counted ends and hollow
// dots) and the learner's hand made clickable. Python decides everything: a click is sent as a
// message, the new picture comes back. Every point is a focusable button with a name.

function fiveupMarks(svg, items, selector) {
  const out = [];
  for (const item of items) {
    const marks = svg.querySelectorAll(selector);
    for (const mark of marks) {
      if (mark.getAttribute("data-tile") === item.tile &&
          (item.socket === undefined || mark.getAttribute("data-socket") === item.socket)) {
        out.push([mark, item]);
        break;
      }
    }
  }
  return out;
}

export default {
  render({ model, el }) {
    const root = document.createElement("div");
    root.className = "fiveup-picker";
    root.style.fontFamily = "'DejaVu Sans', Verdana, sans-serif";
    const picture = document.createElement("div");
    picture.className = "fiveup-picker-layout";
    const hint = document.createElement("div");
    hint.className = "fiveup-picker-hint";
    hint.setAttribute("aria-live", "polite");
    hint.style.cssText = "min-height: 1.5em; margin: 4px 0; font-size: 15px; color: #333;";
    const message = document.createElement("div");
    message.className = "fiveup-picker-message";
    message.setAttribute("role", "status");
    message.style.cssText = "font-size: 15px; margin: 4px 0;";
    const hand = document.createElement("div");
    hand.className = "fiveup-picker-hand";
    root.append(picture, hint, message, hand);
    el.appendChild(root);
    // The class's table at a projector, once shown, scrolls to the top of the window: the
    // notebook's how-to line and folded code leave it the whole 1024x768 screen (teacher
    // trial 10, friction 1). Once per view, as it is first attached; nothing else scrolls.
    let tries = 0;
    const toTop = () => {
      const table = el.isConnected ? el.closest(".fiveup-projector") : null;
      if (table && table.getClientRects().length) table.scrollIntoView({ block: "start" });
      else if (tries++ < 40) requestAnimationFrame(toTop);
    };
    requestAnimationFrame(toTop);
    let clickedAt = null;
    const latencies = [];
    // A hot-seat player's shown hand comes as a custom message, over the model's face-down
    // traits: it lives in this page only, so no saved widget state keeps it.
    let shown = null;
    const get = (name) => (shown !== null && name in shown ? shown[name] : model.get(name));

    const send = (content) => {
      clickedAt = performance.now();
      model.send(content);
    };
    const arm = (mark, item, content) => {
      mark.setAttribute("tabindex", "0");
      mark.setAttribute("role", "button");
      mark.setAttribute("aria-label", item.label);
      mark.style.cursor = "pointer";
      mark.classList.add("fiveup-clickable");
      if (item.selected) mark.classList.add("fiveup-selected");
      const title = document.createElementNS("http://www.w3.org/2000/svg", "title");
      title.textContent = item.label;
      mark.prepend(title);
      const say = () => { hint.textContent = item.label; };
      mark.addEventListener("mouseenter", say);
      mark.addEventListener("focus", say);
      mark.addEventListener("click", (event) => { event.stopPropagation(); send(content); });
      mark.addEventListener("keydown", (event) => {
        if (event.key === "Enter" || event.key === " ") {
          event.preventDefault();
          event.stopPropagation();
          send(content);
        }
      });
    };
    const draw = () => {
      const focused = document.activeElement && root.contains(document.activeElement)
        ? document.activeElement.getAttribute("aria-label") : null;
      picture.innerHTML = get("svg");
      hand.innerHTML = get("hand");
      message.textContent = get("message");
      hint.textContent = "";
      const svg = picture.querySelector("svg");
      if (svg) {
        for (const [mark, item] of fiveupMarks(svg, get("points"), ".counted[data-socket], .legal[data-socket]")) {
          arm(mark, item, {kind: "point", tile: item.tile, socket: item.socket});
        }
      }
      for (const [mark, item] of fiveupMarks(hand, get("tiles"), "g.tile[data-tile]")) {
        arm(mark, item, {kind: "tile", tile: item.tile});
        if (item.selected) {
          const rect = mark.querySelector("rect");
          if (rect) { rect.setAttribute("stroke", "#1f5fbf"); rect.setAttribute("stroke-width", "4"); }
        }
      }
      if (focused) {
        const again = [...root.querySelectorAll(".fiveup-clickable")].find(
          (m) => m.getAttribute("aria-label") === focused);
        if (again) again.focus();
      }
      if (clickedAt !== null) {
        const started = clickedAt;
        clickedAt = null;
        requestAnimationFrame(() => {
          latencies.push(performance.now() - started);
          root.dataset.latencies = latencies.map((x) => x.toFixed(1)).join(",");
        });
      }
      root.dataset.version = String(Number(root.dataset.version || 0) + 1);
    };
    const onMessage = (msg) => {
      if (msg && msg.kind === "private") {
        shown = msg.state || null;
        draw();
      }
    };
    draw();
    model.on("change:version", draw);
    model.on("msg:custom", onMessage);
    model.send({ kind: "private?" });
    return () => {
      model.off("change:version", draw);
      model.off("msg:custom", onMessage);
    };
  },
};
