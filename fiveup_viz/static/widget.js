
// The anywidget front end: the frames live in the model's `data`; `index` and `face_up` are
// synced with Python when a kernel is there, and stepping works from saved state without one.
function fiveupSave(model) {
  try {
    model.save_changes();
    return true;
  } catch (error) {
    return false;  // no kernel: a saved notebook opened later
  }
}

export default {
  render({ model, el }) {
    const box = document.createElement("div");
    el.appendChild(box);
    const stepper = fiveupStepper(box, {
      faceUp: model.get("face_up"),
      onIndex(i) {
        model.set("index", i);
        return fiveupSave(model);
      },
      onFaceUp(value) {
        model.set("face_up", value);
        fiveupSave(model);
      },
    });
    let packed = null;
    const load = () => {
      const data = model.get("data");
      if (!data || data === packed) return;
      packed = data;
      fiveupUnpack(data).then((frames) => {
        if (packed === data) stepper.setData(frames, model.get("index"));
      });
    };
    const follow = () => stepper.show(model.get("index"), true);
    const face = () => stepper.setFaceUp(model.get("face_up"));
    load();
    model.on("change:data", load);
    model.on("change:index", follow);
    model.on("change:face_up", face);
    return () => {
      model.off("change:data", load);
      model.off("change:index", follow);
      model.off("change:face_up", face);
    };
  },
};
