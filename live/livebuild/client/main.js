// main.js — a lesson page's loader (package live), the one script of its
// first view; esbuild bundles it with the modules it imports (livebuild.Bundle).
// The page names, on this script's element, the exact files it was built
// with (their names carry a hash of their content, so a page and a script
// of two deploys never meet): data-chart-runtime, the chart runtime
// (charts.Bundle), data-chart-options, the page's chart options
// (charts.OptionsFile), data-wasm and data-wasm-exec, the course's models
// compiled to WebAssembly with Go's wasm_exec.js.
//
// Charts (charts.js). The page shows each chart as the build drew it
// (SVG); after a move the chart runtime, in a worker (drawings.js), draws
// it anew off the page's thread; when a reader reaches for one (a pointer
// over it, the keyboard's focus, a touch) the loader fetches the chart
// runtime and puts the interactive chart in its place.
//
// Controls (panel.js). On a reader's first touch of a control (or at once
// when the URL carries settings, ?KEY=VALUE for each control the lesson
// has) it fetches the WebAssembly, the lesson's parameter file and its
// labels (as the build compiled them: labels.Compiled), and from then on
// every change recomputes the page (updates.js; a first move one control
// away from the lesson's settings is answered in the prose at once, from
// the answers the build computed ahead: ahead.js, livebuild.Sweeps): each
// numeral the model wrote, each phrasing a condition chooses, each table,
// each chart with the tables of its numbers, and marks the claims that
// stop holding; a screen reader hears what changed in the prose (prose.js).
// The model runs in a worker (worker.js), so that the page's own thread
// only puts its answers on the page. Without JavaScript or WebAssembly the
// panel stays hidden and the page is the published lesson.

import { createAhead } from './ahead.js';
import { setupCharts } from './charts.js';
import { createControls } from './panel.js';
import { createProse } from './prose.js';
import { createUpdates } from './updates.js';

const me = document.currentScript.dataset;
const charts = setupCharts(me);
const panel = document.querySelector('section.controls[data-model][data-params]');
if (panel && typeof WebAssembly === 'object' && me.wasm && me.wasmExec) {
  const controls = createControls(panel);
  const prose = createProse(panel, controls.byKey);
  let ahead;
  const updates = createUpdates({ me, panel, controls, prose, charts, loadAhead: () => ahead.load() });
  ahead = createAhead({ panel, prose, controls, measures: updates.measures, engineAnswers: () => updates.opened });
  const { form } = controls;
  const load = () => updates.load().catch(() => {});
  form.addEventListener('input', (ev) => {
    controls.drop(ev.target.name); // the reader's value stands
    controls.release();
    controls.keepMax();
    ahead.answer();
    updates.update();
  });
  // A reader who reaches for a control while the URL's settings wait for
  // the model takes them over.
  for (const ev of ['pointerdown', 'keydown']) form.addEventListener(ev, controls.release);
  for (const ev of ['focusin', 'pointerdown']) form.addEventListener(ev, load, { once: true });
  // The engine loads when the reader shows the intent to move a control —
  // a pointer over the panel or a chart, the focus entering either, the
  // panel opened on a phone (its summary pressed: a toggle event also
  // comes when the page opens it) — so that the first move finds it ready;
  // never at load, and under Save-Data only at the touch itself.
  if (!(navigator.connection && navigator.connection.saveData)) {
    const once = { once: true, passive: true };
    for (const ev of ['pointerenter', 'focusin']) panel.addEventListener(ev, load, once);
    panel.querySelector('summary').addEventListener('click', load, once);
    for (const box of charts.boxes) for (const ev of ['pointerenter', 'focus', 'touchstart']) box.addEventListener(ev, load, once);
  }
  panel.querySelector('button.controls-reset').addEventListener('click', () => {
    controls.reset();
    ahead.answer();
    if (updates.started) updates.update();
  });
  controls.show();
  if (controls.pending) updates.update();
}
