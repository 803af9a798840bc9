// page.js — the page's interactive charts. The page shows each chart as
// the build drew it (SVG, charts.Render) in its box,
//   <div class="chart-canvas" id="chart_NAME">…drawings…</div>
// and names the file of its charts' options (charts.OptionsFile). The
// page's loader (live/loader.js) fetches this runtime only when a reader
// reaches for a chart (a pointer over it, the keyboard's focus on it, a
// control of the panel), with the options, and asks it to draw that chart
// (window.drawChart): the interactive chart, in Turkish, with its
// tooltips, takes the drawing's place and keeps the size of its box. The Go build bundles this file with esbuild
// (charts.Bundle): only the ECharts parts shared.js imports end up in it.

import { init } from 'echarts/core';
import { LOCALE, prepare } from './shared.js';

// charts holds every interactive chart by its element id, on a
// read-only window property: the browser tests (e2e/) ask a chart which
// series it holds, and so can a reader in the console.
const charts = new Map();
Object.defineProperty(window, 'charts', { value: charts });

const reducedMotion = typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

// chartOptions takes options as the page carries them (charts.Options'
// JSON, as text or parsed) and makes them ready for setOption, as at the
// first drawing: the page's in-browser model (live/loader.js) redraws a
// chart for a reader's scenario with it.
// The tooltip carries a class: a dark page recolours it (charts.CSS).
Object.defineProperty(window, 'chartOptions', {
  value: (text) => {
    const o = prepare(text, reducedMotion);
    for (const t of [].concat(o.tooltip || [])) t.className = 'chart-tooltip';
    return o;
  },
});

// lacks reports whether options b lack a part a has (data apart, which
// merging replaces whole), or hold lists of another length.
const lacks = (a, b) => {
  if (Array.isArray(a)) return !Array.isArray(b) || a.length !== b.length || a.some((x, i) => lacks(x, b[i]));
  if (a === null || typeof a !== 'object') return false;
  if (b === null || typeof b !== 'object') return true;
  for (const k of Object.keys(a)) if (!(k in b) || (k !== 'data' && lacks(a[k], b[k]))) return true;
  return false;
};

// last holds the options (as the page carries them) each chart was last
// given.
const last = new Map();

// The keys that move the tooltip along a focused chart's first series.
const keys = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

// drawChart draws the chart of box (its chart_NAME element) with
// options o (charts.Options' JSON, parsed) and returns it: the first time
// in place of the build's drawings, later over what it shows (a reader's
// new scenario, without animation: a drag redraws it again and again).
function draw(box, o) {
  let chart = charts.get(box.id);
  if (chart) {
    if (o === last.get(box.id)) return chart;
    const s = window.chartOptions(JSON.parse(JSON.stringify(o)));
    s.animation = false;
    // Merging into the chart redraws it in a fraction of the time
    // rebuilding it takes (notMerge), and gives the same chart unless the
    // new options lack something the old ones set.
    chart.setOption(s, { notMerge: lacks(last.get(box.id), o) });
    last.set(box.id, o);
    return chart;
  }
  let s;
  try {
    s = window.chartOptions(JSON.parse(JSON.stringify(o)));
  } catch (e) {
    console.error('grafik: ' + box.id + ': bozuk seçenekler', e);
    return null;
  }
  // The build's drawings go: the chart draws its own, of its box's size.
  for (const d of box.querySelectorAll('svg.chart-drawing')) d.remove();
  chart = init(box, null, { locale: LOCALE, renderer: 'svg' });
  chart.setOption(s);
  charts.set(box.id, chart);
  last.set(box.id, o);
  box.setAttribute('data-drawn', '');
  if (typeof ResizeObserver === 'function') {
    new ResizeObserver(() => chart.resize()).observe(box);
  } else {
    window.addEventListener('resize', () => chart.resize());
  }
  // The keyboard reads the chart as a pointer does: the arrows move the
  // tooltip from point to point of the first series, Escape hides it.
  let at = -1;
  box.addEventListener('keydown', (e) => {
    const n = ((chart.getOption().series || [])[0] || {}).data;
    if (e.key === 'Escape') { chart.dispatchAction({ type: 'hideTip' }); at = -1; return; }
    if (!(e.key in keys) || !n || n.length === 0) return;
    e.preventDefault();
    at = Math.max(0, Math.min(n.length - 1, at + keys[e.key]));
    chart.dispatchAction({ type: 'showTip', seriesIndex: 0, dataIndex: at });
  });
  box.addEventListener('focusout', () => chart.dispatchAction({ type: 'hideTip' }));
  return chart;
}
Object.defineProperty(window, 'drawChart', { value: draw });
