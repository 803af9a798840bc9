// panel.js — the reader's controls: their values (the URL's settings
// while they wait for the model), their bounds, the panel's status line,
// and the settings in the page's URL.

// createControls reads the controls of panel (section.controls) and
// returns what the rest of the loader asks of them.
export function createControls(panel) {
  const form = panel.querySelector('form');
  const statusLine = panel.querySelector('.controls-status');
  const inputs = [...form.querySelectorAll('input[name]')];
  const byKey = Object.fromEntries(inputs.map((e) => [e.name, e]));
  // A control's value: the markup's own text while untouched, so that the
  // lesson's settings reach the model to the last bit. While the URL's
  // settings wait for the model (pending), they are the value: the panel
  // goes on showing the lesson's, as the page does, until the model's
  // answer puts both on the page together.
  const start = Object.fromEntries(inputs.map((e) => [e.name, e.value]));
  let pending = null; // the URL's settings, by key, until the page shows them
  const own = (e) => (e.type === 'checkbox' ? (e.checked ? 1 : 0) : Number(e.value === start[e.name] ? e.defaultValue : e.value));
  const value = (e) => (pending && e.name in pending ? Number(pending[e.name]) : own(e));
  const lesson = (e) => (e.type === 'checkbox' ? e.checked === e.defaultChecked : e.value === start[e.name]);
  // A control bounded by another's value (data-max-from) follows it, within
  // its own maximum: the model computes, and the check explores, no more.
  const ownMax = Object.fromEntries(inputs.map((e) => [e.name, e.max]));
  const maxWithin = (e, top) => String(Math.min(Number(ownMax[e.name]), Number(top)));
  const keepMax = () => {
    for (const e of inputs) {
      const top = byKey[e.dataset.maxFrom];
      if (top) e.max = maxWithin(e, top.value);
    }
  };
  // hold reads the URL's settings as the panel would take them (a slider
  // keeps a value in its range and steps), without moving the panel.
  const hold = (q) => {
    const held = {};
    const first = (e) => (e.dataset.maxFrom ? 1 : 0); // a maximum's control first
    for (const e of [...inputs].sort((a, b) => first(a) - first(b))) {
      const top = byKey[e.dataset.maxFrom];
      // A URL that lowers a maximum's control brings the controls it bounds
      // down with it, as a move of that control on the panel does.
      const v = q.has(e.name) ? q.get(e.name) : top && top.name in held ? e.value : null;
      if (v === null) continue;
      if (e.type === 'checkbox') {
        held[e.name] = v === '1' ? 1 : 0;
      } else if (v.trim() !== '' && Number.isFinite(Number(v))) {
        const c = e.cloneNode();
        if (top) c.max = maxWithin(e, top.name in held ? held[top.name] : top.value);
        c.value = v;
        held[e.name] = Number(c.value);
        if (!q.has(e.name) && c.value === e.value) delete held[e.name]; // within it already
      }
    }
    return Object.keys(held).length ? held : null;
  };
  // release puts held settings on the panel.
  const release = () => {
    if (!pending) return;
    for (const e of inputs) {
      if (!(e.name in pending)) continue;
      if (e.type === 'checkbox') e.checked = pending[e.name] === 1;
      else e.value = String(pending[e.name]);
      keepMax();
    }
    pending = null;
  };

  // showStatus puts a status on the panel: a neutral word while loading, a
  // marked one (failed) when something failed.
  const showStatus = (text, failed, title) => {
    statusLine.textContent = text;
    statusLine.classList.toggle('error', !!failed);
    statusLine.title = title || '';
  };
  // updateURL puts the settings the page shows in its URL, once the page has
  // caught up with the reader: the browser takes milliseconds to replace
  // an address, too long for every answer of a drag. Settings the model
  // cannot compute stay out of it.
  let refused = false;
  const updateURL = () => {
    if (refused || pending) return;
    const q = new URLSearchParams();
    for (const e of inputs) if (!lesson(e)) q.set(e.name, e.type === 'checkbox' ? (e.checked ? '1' : '0') : e.value);
    const s = q.toString() ? '?' + q.toString() : '';
    if (s !== location.search) history.replaceState(history.state, '', (s || location.pathname) + location.hash);
  };
  // settings is the panel's settings as the model takes them (JSON).
  const settings = () => JSON.stringify(Object.fromEntries(inputs.map((e) => [e.name, value(e)])));
  // reset brings every control back to the lesson's value.
  const reset = () => {
    pending = null;
    for (const e of inputs) { if (e.type === 'checkbox') e.checked = e.defaultChecked; else e.value = e.defaultValue; }
    keepMax();
  };
  // show shows the panel, its controls within their bounds and the URL's
  // settings held (pending).
  const show = () => {
    // A maximum that is another control's value holds from the start.
    keepMax();
    // Settings in the URL: computed at once, and shown with the page's
    // numbers when the model answers.
    pending = hold(new URLSearchParams(location.search));
    // On a phone, or a window shorter than a large desktop's, the open
    // panel would hide much of the lesson: it starts closed, its summary at
    // the foot of the window.
    if (typeof matchMedia === 'function' && matchMedia('(max-width: 40rem), (max-height: 56rem)').matches) panel.querySelector('details').open = false;
    panel.hidden = false;
    // The panel stays at the foot of the window: what the keyboard's focus
    // moves to is scrolled clear of it.
    const root = document.documentElement;
    // (Measured when the browser lays the panel out, not at once, which
    // would make it lay out the whole page inside this script.)
    if (typeof ResizeObserver === 'function') {
      new ResizeObserver(([e]) => root.style.setProperty('scroll-padding-bottom', Math.ceil(e.borderBoxSize ? e.borderBoxSize[0].blockSize : e.contentRect.height) + 16 + 'px')).observe(panel);
    }
  };
  return {
    form, inputs, byKey, statusLine, showStatus, value, settings, release, keepMax, reset, show, updateURL,
    // The URL's settings, by key, until the page shows them (null then).
    get pending() { return pending; },
    // drop forgets the URL's settings: the page and the panel stay the
    // lesson's, or the reader's value for key stands.
    drop(key) { if (key === undefined) pending = null; else if (pending) delete pending[key]; },
    // refused: the settings on the page cannot be computed; they stay out
    // of the URL.
    set refused(r) { refused = r; },
  };
}
