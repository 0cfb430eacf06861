// fiveup_viz private panel: HTML that Python escaped. The model's `value` is the public view
// (what a saved widget state keeps); a custom message may put a private view over it, which
// lives in this page only. A view asks for the private view when it is drawn.

export default {
  render({ model, el }) {
    let shown = null;
    const draw = () => {
      el.innerHTML = shown === null ? model.get("value") : shown;
      for (const button of el.querySelectorAll("button[data-move]")) {
        button.addEventListener("click", () => model.send({ kind: "move", move: button.dataset.move }));
      }
    };
    const onMessage = (msg) => {
      if (msg && msg.kind === "private") {
        shown = msg.state && typeof msg.state.value === "string" ? msg.state.value : null;
        draw();
      }
    };
    model.on("msg:custom", onMessage);
    model.on("change:value", draw);
    draw();
    model.send({ kind: "private?" });
    return () => {
      model.off("msg:custom", onMessage);
      model.off("change:value", draw);
    };
  },
};
