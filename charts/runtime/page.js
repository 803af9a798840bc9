// page.js — the page's interactive charts. The page shows each chart as
// the build drew it (SVG, charts.Render) in its box,
//   <div class="chart-canvas" id="chart_NAME">…drawings…</div>
// and names the file of its charts' options and bindings
// (charts.OptionsFile). The page's loader (live/livebuild/client/charts.js) fetches this
// runtime only when a reader reaches for a chart (a pointer over it, the
// keyboard's focus on it, a control of the panel), with the options, and
// asks it to draw that chart (window.updateChart): the interactive chart,
// in Turkish, with its tooltips, takes the drawing's place and keeps the
// size of its box; after a reader's move, the data that changed go where
// the chart's bindings say. The Go build bundles this file with esbuild
// (charts.Bundle): only the ECharts parts shared.js imports end up in it.

import { init } from 'echarts/core';
import { LOCALE, plainData, prepare } from './shared.js';

// charts holds every interactive chart by its element id, on a
// read-only window property: the browser tests (e2e/) ask a chart which
// series it holds, and so can a reader in the console.
const charts = new Map();
Object.defineProperty(window, 'charts', { value: charts });

const reducedMotion = typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

// ready makes options o (parsed, the page's own copy) ready for setOption:
// numbers in Turkish, and a class on the tooltip, which a dark page
// recolours (charts.CSS).
const ready = (o) => {
  prepare(o, reducedMotion);
  for (const t of [].concat(o.tooltip || [])) t.className = 'chart-tooltip';
  return o;
};

// packed gives ECharts each series of o whose points are [x, y] pairs
// (null for a gap) as one flat Float64Array, x0, y0, x1, y1…, NaN for a
// gap: ECharts copies and reads a typed array whole, where it copies a
// list of pairs pair by pair and reads each again — most of a redraw's
// time on a phone (bench/moves.sh). The chart's own option, which the
// bindings change, keeps the pairs.
function packed(o) {
  for (const s of [].concat(o.series || [])) {
    const d = s && s.data;
    if (!Array.isArray(d) || !d.every((p) => Array.isArray(p) && p.length === 2)) continue;
    const flat = new Float64Array(d.length * 2);
    d.forEach(([x, y], i) => {
      flat[2 * i] = x === null ? NaN : x;
      flat[2 * i + 1] = y === null ? NaN : y;
    });
    s.data = flat;
    s.dimensions = ['x', 'y']; // a typed array's points say no more of themselves
  }
  return o;
}

// points is how many points a series' data holds, pairs or packed.
const points = (d) => (ArrayBuffer.isView(d) ? d.length / 2 : (d || []).length);

// The keys that move the tooltip along a focused chart's first series.
const keys = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

// draw draws the chart of box (its chart_NAME element) with options o
// (charts.Options' JSON, parsed), in place of the build's drawings, and
// returns it.
function draw(box, o) {
  let chart = charts.get(box.id);
  if (chart) return chart;
  let s;
  try {
    s = packed(ready(JSON.parse(JSON.stringify(o))));
  } catch (e) {
    console.error('grafik: ' + box.id + ': bozuk seçenekler', e);
    return null;
  }
  // The build's drawings go: the chart draws its own, of its box's size.
  for (const d of box.querySelectorAll('svg.chart-drawing')) d.remove();
  chart = init(box, null, { locale: LOCALE, renderer: 'svg' });
  chart.setOption(s);
  charts.set(box.id, chart);
  box.setAttribute('data-drawn', '');
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
// --- Declared charts -------------------------------------------------
// A declared chart (charts.Declare) comes in the options file as the
// option the build drew and its bindings: the places where the model's
// data and the lesson's words go (charts.Binding), with the texts and
// words the build put in. After a reader's move the page's engine sends
// only the data and words that changed; they go where the bindings say,
// as the Go side's charts.Apply puts them, and the chart is given only the
// values they changed — a series' points, an axis' end, a word — once a frame, with
// no animation.

// declared holds each declared chart's state by its element id: the
// option as it now stands, its bindings, every text datum and word.
const declared = new Map();

const wordKey = (p) => (p.scope ? p.scope + ':' + p.word : p.word);
const isData = (path) => path.length === 3 && path[0] === 'series' && path[2] === 'data';
// merged cuts a binding's path where ECharts stops merging what it is
// given: the component (its key, and its place in a list), then the keys
// inside it down to the first list (a mark line's data, a series' points),
// which ECharts replaces whole. ["series", 3, "markLine", "data", 0,
// "yAxis"] gives ["series", 3, "markLine", "data"].
const merged = (path) => {
  let end = typeof path[1] === 'number' ? 2 : 1;
  while (end < path.length && typeof path[end] !== 'number') end++;
  return path.slice(0, end);
};

// setAt sets the value at path in o, and reports whether it changed.
function setAt(o, path, value) {
  let at = o;
  for (let i = 0; i < path.length - 1; i++) {
    at = at[path[i]];
    if (at === null || typeof at !== 'object') return false;
  }
  const key = path[path.length - 1];
  if (at[key] === value) return false;
  at[key] = value;
  return true;
}

// dirty notes that the option changed at path.
const dirty = (st, path) => {
  const m = merged(path);
  st.dirty.set(m.join('\u0000'), m);
};

// apply puts values (the engine's answer: {data, words}) into st's option
// and notes which parts changed.
function apply(st, values) {
  const data = values.data || {};
  const words = values.words || {};
  Object.assign(st.data, data);
  Object.assign(st.words, words);
  let legend = false;
  for (const b of st.bindings) {
    let value;
    if (b.datum !== undefined) {
      if (!(b.datum in data)) continue;
      value = st.data[b.datum];
      if (b.item >= 0) {
        if (!Array.isArray(value) || b.item >= value.length) continue;
        value = value[b.item];
      } else if (isData(b.path)) {
        if (value === null) value = []; // hidden: the series keeps its place, empty
        legend = true;
      }
    } else {
      if (!b.parts.some((p) => (p.word !== undefined ? wordKey(p) in words : p.datum !== undefined && p.datum in data))) continue;
      value = b.parts.map((p) => {
        if (p.word !== undefined) return st.words[wordKey(p)] || '';
        if (p.datum === undefined) return p.text;
        const d = p.item >= 0 ? (st.data[p.datum] || [])[p.item] : st.data[p.datum];
        return typeof d === 'string' ? d : '';
      }).join('');
    }
    if (setAt(st.option, b.path, value)) dirty(st, b.path);
  }
  if (legend && st.option.legend && !Array.isArray(st.option.legend)) {
    // The legend lists the series that are not hidden, each name once.
    const names = [];
    (st.option.series || []).forEach((s, i) => {
      const bound = st.bindings.some((b) => b.datum !== undefined && b.item < 0 && isData(b.path) && b.path[1] === i);
      if (!s.name || names.includes(s.name) || (bound && (s.data || []).length === 0)) return;
      names.push(s.name);
    });
    // Only when it changed: a new legend lays the whole chart out again.
    if (names.join('\n') !== (st.option.legend.data || []).join('\n')) {
      st.option.legend.data = names;
      dirty(st, ['legend', 'data']);
    }
  }
}

// copy copies o for ECharts, which may change what it is given, but not
// the series' points (lists of plain values): those are the engine's
// answer's own, which nothing changes, and the bulk of a chart.
const copy = (o, key) => {
  if (Array.isArray(o)) return key === 'data' && plainData(o) ? o : o.map((x) => copy(x));
  if (o === null || typeof o !== 'object') return o;
  const out = {};
  for (const k of Object.keys(o)) out[k] = copy(o[k], k);
  return out;
};

// patch returns what of st's option changed, as ECharts merges it: each
// changed part alone, under its component's id (the build gives every
// part of a list one), so that ECharts neither rebuilds what did not
// change (an axis' labels, a series' styles) nor reads again a formatter
// made anew. A component of a list without an id goes whole, the list
// with it.
function patch(st) {
  const out = {};
  for (const path of st.dirty.values()) {
    const [key, i] = path;
    const listed = typeof i === 'number';
    const whole = listed ? st.option[key][i] : st.option[key];
    let at;
    if (!listed) {
      at = out[key] = out[key] || {};
    } else if (whole.id === undefined) {
      out[key] = copy(st.option[key]);
      continue;
    } else if (Array.isArray(out[key]) || out[key] === undefined) {
      const list = (out[key] = out[key] || []);
      at = list.find((x) => x.id === whole.id);
      if (!at) list.push((at = { id: whole.id }));
    } else {
      continue; // the whole list goes already
    }
    const inner = path.slice(listed ? 2 : 1);
    if (inner.length === 0) {
      Object.assign(at, copy(whole));
      continue;
    }
    let from = whole;
    for (const k of inner.slice(0, -1)) {
      from = from[k];
      at = at[k] = at[k] || {};
    }
    const last = inner[inner.length - 1];
    at[last] = copy(from[last], last);
  }
  st.dirty.clear();
  return out;
}

// flush gives chart what of st's option changed (patch). Its time goes on
// the page's performance timeline as "chart redraw" (the chart's element
// id in its detail), where DevTools and the tests (bench/moves.sh) tell a
// chart's redraw from the page's other work; only the last redraw is
// kept, so the timeline does not grow with a reader's moves.
function flush(st, chart) {
  cancelAnimationFrame(st.frame);
  clearTimeout(st.timer);
  clearTimeout(st.late);
  st.frame = 0;
  const start = performance.now();
  const s = packed(ready(patch(st)));
  s.animation = false;
  chart.setOption(s, { lazyUpdate: false, silent: true });
  try {
    performance.clearMeasures(redrawMeasure);
    performance.measure(redrawMeasure, { start, end: performance.now(), detail: st.id });
  } catch {
    // A browser before User Timing level 3 measures no chart: it draws it.
  }
  for (const ok of st.waiting.splice(0)) ok(chart);
}

// redrawMeasure names a chart's redraw on the performance timeline.
const redrawMeasure = 'chart redraw';

// updateChart puts values (or none: the chart as built) into the chart of
// box, whose entry in the options file is spec, and draws it: the first
// time whole, in place of the build's drawings; then only what changed, at
// the next frame. It resolves to the chart once it shows the values.
function updateChart(box, spec, values) {
  let st = declared.get(box.id);
  if (!st) {
    st = {
      id: box.id,
      option: JSON.parse(JSON.stringify(spec.option)),
      bindings: spec.bindings,
      data: { ...spec.texts },
      words: { ...spec.words },
      dirty: new Map(), // what changed since the last flush, by merged path
      frame: 0,
      timer: 0,
      late: 0,
      waiting: [], // who waits for the next flush
    };
    declared.set(box.id, st);
  }
  if (values) apply(st, values);
  const chart = charts.get(box.id);
  if (!chart) {
    st.dirty.clear();
    return Promise.resolve(draw(box, st.option));
  }
  if (st.dirty.size === 0 && !st.frame) return Promise.resolve(chart);
  if (!st.frame) {
    // Once the next frame is drawn, in a task of its own: the frame
    // carries the page's changes made meanwhile (the prose, the caption),
    // and the chart's drawing goes to the frame after, so that neither
    // task holds the page's thread for both (on a phone, each takes tens
    // of milliseconds). A page the browser paints no frame for (a tab in
    // the background) is brought up to date all the same.
    st.frame = requestAnimationFrame(() => { st.timer = setTimeout(() => flush(st, chart), 0); });
    st.late = setTimeout(() => flush(st, chart), 250);
  }
  return new Promise((ok) => st.waiting.push(ok));
}
Object.defineProperty(window, 'updateChart', { value: updateChart });
