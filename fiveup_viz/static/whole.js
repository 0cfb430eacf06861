// fiveup_viz whole events: at a projector table, the box of the bots' lines in "what happened"
// (shown from its end, the newest line whole below it) is made as tall as the whole events that
// fit in it, so that its first visible line begins an event rather than a sentence's middle
// (issue 31, table52: "haaraan B." alone at the box's top). The box still scrolls to the older
// events. This view draws nothing: it looks after the table it is drawn in.
// It also keeps the table's top in the window where the class looks (issue 31, teach23 frictions
// 1 and 2): when a hand's count appears (in the picture's place) and, enlarged, for a moment after
// the class's move or a new deal is clicked (the bots' turns follow it), never otherwise, so a
// teacher who scrolls down to read "what happened" is left there.

export default {
  render({ el }) {
    let root = null;
    let frame = 0;
    let tries = 0;
    // enlarged, the picture takes the window's height less the turn's row, however many lines
    // the turn and the scores take (teach25, teach26: a turn over two lines pushed the class's
    // tiles under the window's edge); the table's style holds the one fallback, until this runs
    const measureTop = () => {
      if (!root.classList.contains("fiveup-board-large")) return;
      const row = [".fiveup-table-status", ".fiveup-table-enlarge"]
        .map((s) => root.querySelector(s)).filter(Boolean)
        .map((e) => e.getBoundingClientRect().height);
      const top = `${Math.ceil(Math.max(0, ...row))}px`;
      if (root.style.getPropertyValue("--fiveup-top") !== top) root.style.setProperty("--fiveup-top", top);
    };
    // the bots' lines box as tall as the whole events that fit in it, shown from its end
    const fitLines = () => {
      for (const box of root.querySelectorAll(".fiveup-table-messages div.lines")) {
        box.style.maxHeight = "";
        const room = box.clientHeight;
        if (box.scrollHeight <= room + 1) continue;
        const events = box.querySelectorAll("div.message");
        // the span from an event's top to the box's content end, margins between events
        // included (table52: counting heights alone left 3-7 px of the event above at the top)
        const end = box.firstElementChild.getBoundingClientRect().bottom;
        let used = 0;
        for (let i = events.length - 1; i >= 0; i--) {
          const span = end - events[i].getBoundingClientRect().top;
          if (span > room + 0.5) break;
          used = span;
        }
        if (used > 0) {
          box.style.maxHeight = `${Math.ceil(used)}px`;
          box.scrollTop = box.scrollHeight;
        } else if (events.length) {
          // not one whole event fits: the newest event's first lines, from its start
          const line = parseFloat(getComputedStyle(events[0]).lineHeight) || 20;
          box.style.maxHeight = `${Math.floor(room / line) * line}px`;
          const last = events[events.length - 1];
          box.scrollTop += last.getBoundingClientRect().top - box.getBoundingClientRect().top;
        }
      }
    };
    const fit = () => {
      frame = 0;
      measureTop();
      align();
      fitLines();
    };
    let count = null;
    let until = 0;
    const align = () => {
      const shown = root.querySelector(".fiveup-table-end .fiveup-hand-end");
      const fresh = shown && shown !== count;
      count = shown;
      const clicked = Date.now() < until && root.classList.contains("fiveup-board-large");
      if (!fresh && !clicked) return;
      const top = root.getBoundingClientRect().top;
      const scroller = root.closest(".jp-WindowedPanel-outer, .jp-Notebook") || document.scrollingElement;
      const edge = scroller.getBoundingClientRect ? Math.max(0, scroller.getBoundingClientRect().top) : 0;
      if (Math.abs(top - edge) > 2) root.scrollIntoView({ block: "start" });
    };
    const clicked = (event) => {
      const hit = event.target.closest && event.target.closest(
        ".fiveup-table-moves button, .fiveup-picker-layout, .fiveup-table-deal");
      if (hit) until = Date.now() + 3000;
    };
    const later = () => {
      if (!frame) frame = requestAnimationFrame(fit);
    };
    const resized = new ResizeObserver(later);
    const changed = new MutationObserver(later);
    const start = () => {
      root = el.closest(".fiveup-projector");
      if (!root) {
        if (tries++ < 100) setTimeout(start, 100);
        return;
      }
      resized.observe(root);
      for (const side of root.querySelectorAll(".fiveup-table-side")) resized.observe(side);
      changed.observe(root, { childList: true, subtree: true, characterData: true });
      window.addEventListener("resize", later);
      root.addEventListener("click", clicked, true);
      later();
    };
    start();
    return () => {
      resized.disconnect();
      changed.disconnect();
      window.removeEventListener("resize", later);
      if (root) root.removeEventListener("click", clicked, true);
      if (frame) cancelAnimationFrame(frame);
    };
  },
};
