// grafik.js — the page's interactive charts. The page shows each chart as
// the build drew it (SVG, charts.Render) in its box,
//   <div class="grafik-tuval" id="grafik_NAME">…drawings…</div>
// and names the file of its charts' options (charts.OptionsFile). The
// page's loader (live/oynat.js) fetches this runtime only when a reader
// reaches for a chart (a pointer over it, the keyboard's focus on it, a
// control of the panel), with the options, and asks it to draw that chart
// (window.grafikCiz): the interactive chart, in Turkish, with its
// tooltips, takes the drawing's place and keeps the size of its box. The Go build bundles this file with esbuild
// (charts.Bundle): only the ECharts parts ortak.js imports end up in it.

import { init } from 'echarts/core';
import { LOCALE, secenek } from './ortak.js';

// grafikler holds every interactive chart by its element id, on a
// read-only window property: the browser tests (e2e/) ask a chart which
// series it holds, and so can a reader in the console.
const grafikler = new Map();
Object.defineProperty(window, 'grafikler', { value: grafikler });

const azHareket = typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

// grafikSecenek takes options as the page carries them (charts.Options'
// JSON, as text or parsed) and makes them ready for setOption, as at the
// first drawing: the page's in-browser model (live/oynat.js) redraws a
// chart for a reader's scenario with it.
// The tooltip carries a class: a dark page recolours it (charts.CSS).
Object.defineProperty(window, 'grafikSecenek', {
  value: (metin) => {
    const o = secenek(metin, azHareket);
    for (const t of [].concat(o.tooltip || [])) t.className = 'grafik-ipucu';
    return o;
  },
});

// eksilir reports whether options b lack a part a has (data apart, which
// merging replaces whole), or hold lists of another length.
const eksilir = (a, b) => {
  if (Array.isArray(a)) return !Array.isArray(b) || a.length !== b.length || a.some((x, i) => eksilir(x, b[i]));
  if (a === null || typeof a !== 'object') return false;
  if (b === null || typeof b !== 'object') return true;
  for (const k of Object.keys(a)) if (!(k in b) || (k !== 'data' && eksilir(a[k], b[k]))) return true;
  return false;
};

// son holds the options (as the page carries them) each chart was last
// given.
const son = new Map();

// The keys that move the tooltip along a focused chart's first series.
const tuslar = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

// grafikCiz draws the chart of box kutu (its grafik_NAME element) with
// options o (charts.Options' JSON, parsed) and returns it: the first time
// in place of the build's drawings, later over what it shows (a reader's
// new scenario, without animation: a drag redraws it again and again).
function ciz(kutu, o) {
  let grafik = grafikler.get(kutu.id);
  if (grafik) {
    if (o === son.get(kutu.id)) return grafik;
    const s = window.grafikSecenek(JSON.parse(JSON.stringify(o)));
    s.animation = false;
    // Merging into the chart redraws it in a fraction of the time
    // rebuilding it takes (notMerge), and gives the same chart unless the
    // new options lack something the old ones set.
    grafik.setOption(s, { notMerge: eksilir(son.get(kutu.id), o) });
    son.set(kutu.id, o);
    return grafik;
  }
  let s;
  try {
    s = window.grafikSecenek(JSON.parse(JSON.stringify(o)));
  } catch (e) {
    console.error('grafik: ' + kutu.id + ': bozuk seçenekler', e);
    return null;
  }
  // The build's drawings go: the chart draws its own, of its box's size.
  for (const d of kutu.querySelectorAll('svg.grafik-cizim')) d.remove();
  grafik = init(kutu, null, { locale: LOCALE, renderer: 'svg' });
  grafik.setOption(s);
  grafikler.set(kutu.id, grafik);
  son.set(kutu.id, o);
  kutu.setAttribute('data-cizildi', '');
  if (typeof ResizeObserver === 'function') {
    new ResizeObserver(() => grafik.resize()).observe(kutu);
  } else {
    window.addEventListener('resize', () => grafik.resize());
  }
  // The keyboard reads the chart as a pointer does: the arrows move the
  // tooltip from point to point of the first series, Escape hides it.
  let sira = -1;
  kutu.addEventListener('keydown', (e) => {
    const n = ((grafik.getOption().series || [])[0] || {}).data;
    if (e.key === 'Escape') { grafik.dispatchAction({ type: 'hideTip' }); sira = -1; return; }
    if (!(e.key in tuslar) || !n || n.length === 0) return;
    e.preventDefault();
    sira = Math.max(0, Math.min(n.length - 1, sira + tuslar[e.key]));
    grafik.dispatchAction({ type: 'showTip', seriesIndex: 0, dataIndex: sira });
  });
  kutu.addEventListener('focusout', () => grafik.dispatchAction({ type: 'hideTip' }));
  return grafik;
}
Object.defineProperty(window, 'grafikCiz', { value: ciz });
