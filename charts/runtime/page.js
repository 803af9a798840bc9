// page.js — the chart runtime's entry, for the page and for its worker.
// The page shows each chart as the build drew it (SVG, charts.Render) in
// its box,
//   <div class="chart-canvas" id="chart_NAME">…drawings…</div>
// and names the file of its charts' options and bindings
// (charts.OptionsFile). The Go build bundles this file with esbuild
// (charts.Bundle): only the ECharts parts shared.js imports end up in it.
//
// In a worker (drawer.js) the runtime draws the charts as a reader's
// moves change them, off the page's thread, and gives the page each
// chart's option. On the page it draws the interactive chart a reader
// reaches for (a pointer over it, the keyboard's focus on it, a touch):
// the loader (live/livebuild/client/charts.js) loads it then and asks it
// to draw that chart (window.updateChart) with the option the worker gave,
// and later with what changed since: the interactive chart, in Turkish,
// with its tooltips, takes the drawing's place and keeps the size of its
// box.

import { init } from 'echarts/core';
import { serveDrawings } from './drawer.js';
import { LOCALE, packed, prepare } from './shared.js';

if (typeof document === 'undefined') serveDrawings(self);
else startPage();

// startPage makes the interactive charts' runtime the page's.
function startPage() {
  // charts holds every interactive chart by its element id, on a
  // read-only window property: the browser tests (e2e/) ask a chart
  // which series it holds, and so can a reader in the console.
  const charts = new Map();
  Object.defineProperty(window, 'charts', { value: charts });
  const reducedMotion = typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
  Object.defineProperty(window, 'updateChart', { value: (box, option, whole) => updateChart(charts, reducedMotion, box, option, whole) });
}

// ready makes options o (the page's own copy) ready for setOption:
// numbers in Turkish, and a class on the tooltip, which a dark page
// recolours (charts.CSS).
const ready = (o, still) => {
  prepare(o, still);
  for (const t of [].concat(o.tooltip || [])) t.className = 'chart-tooltip';
  return packed(o);
};

// redrawMeasure names the interactive chart's redraw on the page's
// performance timeline (the chart's element id in its detail), where
// DevTools and the tests (bench/moves.sh) tell it from the page's other
// work; only the last is kept, so the timeline does not grow.
const redrawMeasure = 'chart redraw';

// updateChart draws the interactive chart of box with option (the
// worker's: whole, or what changed since the chart last showed) and
// returns it; a chart given a whole option again starts from it.
function updateChart(charts, reducedMotion, box, option, whole) {
  let chart = charts.get(box.id);
  if (!chart) {
    chart = draw(box, ready(option, reducedMotion));
    charts.set(box.id, chart);
    return chart;
  }
  const start = performance.now();
  chart.setOption(ready(option, true), { notMerge: !!whole, lazyUpdate: false, silent: true });
  try {
    performance.clearMeasures(redrawMeasure);
    performance.measure(redrawMeasure, { start, end: performance.now(), detail: box.id });
  } catch {
    // A browser before User Timing level 3 measures no chart: it draws it.
  }
  return chart;
}

// points is how many points a series' data holds, pairs or packed.
const points = (d) => (ArrayBuffer.isView(d) ? d.length / 2 : (d || []).length);

// The keys that move the tooltip along a focused chart's first series.
const keys = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

// draw draws the chart of box (its chart_NAME element) with options s and
// returns it. The loader shows it in place of the drawings (data-drawn,
// charts.CSS) once it is up to date.
function draw(box, s) {
  const chart = init(box, null, { locale: LOCALE, renderer: 'svg' });
  chart.setOption(s);
  new ResizeObserver(() => chart.resize()).observe(box);
  // The keyboard reads the chart as a pointer does: the arrows move the
  // tooltip from point to point of the first series, Escape hides it.
  let at = -1;
  box.addEventListener('keydown', (e) => {
    const n = points(((chart.getOption().series || [])[0] || {}).data);
    if (e.key === 'Escape') { chart.dispatchAction({ type: 'hideTip' }); at = -1; return; }
    if (!(e.key in keys) || n === 0) return;
    e.preventDefault();
    at = Math.max(0, Math.min(n - 1, at + keys[e.key]));
    chart.dispatchAction({ type: 'showTip', seriesIndex: 0, dataIndex: at });
  });
  box.addEventListener('focusout', () => chart.dispatchAction({ type: 'hideTip' }));
  return chart;
}
