// charts.js — the page's charts before and beside the model. The page
// shows each chart as the build drew it (SVG); when a reader reaches for
// one (a pointer over it, the keyboard's focus, a touch) the chart
// runtime and the page's options are fetched and the interactive chart
// takes the drawing's place. The tables of a chart's numbers come as text
// and become tables when a reader opens them.

import { asset, fromBuild } from './dom.js';

// setupCharts makes the page's charts reachable; me is the loader
// element's dataset (data-chart-runtime, data-chart-options).
export function setupCharts(me) {
  const boxes = [...document.querySelectorAll('main .chart-canvas[id^="chart_"]')];
  const chartOf = (box) => box.id.slice('chart_'.length); // a chart's name
  let runtime; // the runtime and the page's options, once asked for
  const loadRuntime = () => runtime || (runtime = Promise.all([
    new Promise((ok, fail) => {
      const s = document.createElement('script');
      s.src = asset(me.chartRuntime);
      s.onload = ok;
      s.onerror = () => fail(new Error(me.chartRuntime + ': yüklenemedi'));
      document.head.append(s);
    }),
    fetch(asset(me.chartOptions)).then((r) => {
      if (!r.ok) throw new Error(me.chartOptions + ': ' + r.status);
      return r.json();
    }),
  ]).then(([, options]) => options));
  // interactive draws chart box interactive, with the model's answer a
  // (the data and words that changed: the runtime puts them where the
  // chart's bindings say), or as it stands; it resolves when drawn.
  // Answers reach a chart in the order they came.
  const interactive = (box, a) => loadRuntime().then((options) => {
    const entry = options[chartOf(box)];
    return entry && window.updateChart(box, entry, a || null);
  });
  // The tables of a chart's numbers come as text (a <noscript>, which
  // costs the page nothing to read): they become tables when a reader
  // opens them.
  const showTables = (f, html) => {
    const place = f.querySelector('.chart-data-tables');
    if (!place) return;
    const n = place.querySelector('noscript');
    if (html !== undefined && n && !place.closest('details').open) {
      n.textContent = html; // made into tables when opened
      return;
    }
    // The <noscript>'s text is the build's HTML of the tables, as html is.
    if (html !== undefined || n) place.replaceChildren(fromBuild(html !== undefined ? html : n.textContent));
  };
  for (const d of document.querySelectorAll('main details.chart-data')) {
    d.addEventListener('toggle', () => { if (d.open && d.querySelector('noscript')) showTables(d.closest('figure')); });
  }
  if (me.chartRuntime && me.chartOptions) {
    for (const box of boxes) {
      const reach = () => interactive(box).catch((e) => console.warn('grafik:', e));
      for (const ev of ['pointerenter', 'focus', 'touchstart']) box.addEventListener(ev, reach, { once: true, passive: true });
    }
  }
  return { boxes, chartOf, interactive, showTables };
}
