// The card picker: a modal dialog listing the species (colour and name) and the values 1 to 8.
// Cards already in the game are disabled, and so are species beyond the number the game allows.
// open() resolves to {type: "card", card}, {type: "move"}, {type: "remove"} or null (cancelled).

export function createPicker(dialog, words) {
  const title = dialog.querySelector("[data-picker-title]");
  const note = dialog.querySelector("[data-picker-note]");
  const speciesButtons = [...dialog.querySelectorAll("button[data-species]")];
  const valueButtons = [...dialog.querySelectorAll("button[data-value]")];
  const valueHint = dialog.querySelector("[data-picker-value-hint]");
  const actionButtons = Object.fromEntries(
    [...dialog.querySelectorAll("button[data-action]")].map((button) => [button.dataset.action, button]),
  );
  let session = null;

  const finish = (answer) => {
    if (!session) return;
    const { resolve } = session;
    session = null;
    if (dialog.open) dialog.close();
    resolve(answer);
  };

  const showValues = () => {
    const option = session.options.find((o) => o.species === session.species);
    valueHint.textContent = option ? "" : words.t("picker_species_first");
    for (const button of valueButtons) {
      const value = Number(button.dataset.value);
      const state = option ? option.values.find((v) => v.value === value) : null;
      const disabled = !state || state.disabled;
      button.disabled = disabled;
      button.classList.toggle("taken", Boolean(state && state.disabled));
      const current = session.current && option && session.current.species === option.species
        && session.current.value === value;
      button.setAttribute("aria-pressed", current ? "true" : "false");
      button.setAttribute(
        "aria-label",
        state && state.disabled ? words.t("picker_value_taken", { value }) : String(value),
      );
    }
  };

  const chooseSpecies = (species) => {
    session.species = species;
    for (const button of speciesButtons) {
      button.setAttribute("aria-pressed", button.dataset.species === species ? "true" : "false");
    }
    showValues();
  };

  for (const button of speciesButtons) {
    button.addEventListener("click", () => session && chooseSpecies(button.dataset.species));
  }
  for (const button of valueButtons) {
    button.addEventListener("click", () => {
      if (!session || !session.species) return;
      finish({ type: "card", card: { species: session.species, value: Number(button.dataset.value) } });
    });
  }
  actionButtons.move.addEventListener("click", () => finish({ type: "move" }));
  actionButtons.remove.addEventListener("click", () => finish({ type: "remove" }));
  actionButtons.cancel.addEventListener("click", () => finish(null));
  dialog.addEventListener("cancel", (event) => {
    event.preventDefault();
    finish(null);
  });
  dialog.addEventListener("click", (event) => {
    if (event.target !== dialog) return;
    const box = dialog.getBoundingClientRect();
    const inside = event.clientX >= box.left && event.clientX <= box.right
      && event.clientY >= box.top && event.clientY <= box.bottom;
    if (!inside) finish(null); // a tap on the backdrop, not on the dialog's own margins
  });

  return {
    /** options: {title, options (from pickerOptions), current: card | null, canMove, canRemove, note} */
    open({ title: heading, options, current = null, canMove = false, canRemove = false, note: text = "" }) {
      if (session) finish(null);
      return new Promise((resolve) => {
        session = { resolve, options, current, species: null };
        title.textContent = heading;
        note.textContent = text;
        note.hidden = !text;
        for (const button of speciesButtons) {
          const option = options.find((o) => o.species === button.dataset.species);
          const disabled = !option || option.disabled;
          button.disabled = disabled;
          button.classList.toggle("limited", Boolean(option && option.reason === "limit"));
          const name = words.speciesName(button.dataset.species);
          button.setAttribute(
            "aria-label",
            option && option.reason ? words.t(`picker_species_${option.reason}`, { species: name }) : name,
          );
        }
        actionButtons.move.hidden = !canMove;
        actionButtons.remove.hidden = !canRemove;
        chooseSpecies(current && options.find((o) => o.species === current.species && !o.disabled) ? current.species : null);
        dialog.showModal();
        const first = current
          ? speciesButtons.find((b) => b.dataset.species === current.species && !b.disabled)
          : speciesButtons.find((b) => !b.disabled);
        (first || actionButtons.cancel).focus();
      });
    },
    close: () => finish(null),
  };
}
