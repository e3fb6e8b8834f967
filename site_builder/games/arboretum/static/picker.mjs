// The card picker: a modal dialog listing the species (colour and name) and the values 1 to 8.
// Cards already in the game are disabled, and so are species beyond the number the game allows.
// open() resolves to {type: "card", card}, {type: "move"}, {type: "remove"} or null (cancelled).

function findParts(dialog) {
  return {
    dialog,
    title: dialog.querySelector("[data-picker-title]"),
    note: dialog.querySelector("[data-picker-note]"),
    speciesButtons: [...dialog.querySelectorAll("button[data-species]")],
    valueButtons: [...dialog.querySelectorAll("button[data-value]")],
    valueHint: dialog.querySelector("[data-picker-value-hint]"),
    actionButtons: Object.fromEntries(
      [...dialog.querySelectorAll("button[data-action]")].map((button) => [button.dataset.action, button]),
    ),
  };
}

// `picker` is one picker's own state: {parts, words, session}; session is the open question or null.

function showValues({ parts, words, session }) {
  const option = session.options.find((o) => o.species === session.species);
  parts.valueHint.textContent = option ? "" : words.t("picker_species_first");
  for (const button of parts.valueButtons) {
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
}

function chooseSpecies(picker, species) {
  picker.session.species = species;
  for (const button of picker.parts.speciesButtons) {
    button.setAttribute("aria-pressed", button.dataset.species === species ? "true" : "false");
  }
  showValues(picker);
}

function showSpecies({ parts, words }, options) {
  for (const button of parts.speciesButtons) {
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
}

function wire(picker, finish) {
  const { dialog, speciesButtons, valueButtons, actionButtons } = picker.parts;
  for (const button of speciesButtons) {
    button.addEventListener("click", () => picker.session && chooseSpecies(picker, button.dataset.species));
  }
  for (const button of valueButtons) {
    button.addEventListener("click", () => {
      if (!picker.session || !picker.session.species) return;
      finish({ type: "card", card: { species: picker.session.species, value: Number(button.dataset.value) } });
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
}

function start(picker, { heading, options, current, canMove, canRemove, text }, resolve) {
  const { dialog, title, note, speciesButtons, actionButtons } = picker.parts;
  picker.session = { resolve, options, current, species: null };
  title.textContent = heading;
  note.textContent = text;
  note.hidden = !text;
  showSpecies(picker, options);
  actionButtons.move.hidden = !canMove;
  actionButtons.remove.hidden = !canRemove;
  chooseSpecies(picker, current && options.find((o) => o.species === current.species && !o.disabled) ? current.species : null);
  dialog.showModal();
  const first = current
    ? speciesButtons.find((b) => b.dataset.species === current.species && !b.disabled)
    : speciesButtons.find((b) => !b.disabled);
  (first || actionButtons.cancel).focus();
}

export function createPicker(dialog, words) {
  const picker = { parts: findParts(dialog), words, session: null };

  const finish = (answer) => {
    if (!picker.session) return;
    const { resolve } = picker.session;
    picker.session = null;
    if (dialog.open) dialog.close();
    resolve(answer);
  };
  wire(picker, finish);

  return {
    /** options: {title, options (from pickerOptions), current: card | null, canMove, canRemove, note} */
    open({ title: heading, options, current = null, canMove = false, canRemove = false, note: text = "" }) {
      if (picker.session) finish(null);
      const request = { heading, options, current, canMove, canRemove, text };
      return new Promise((resolve) => start(picker, request, resolve));
    },
    close: () => finish(null),
  };
}
