// charts.js — the page's charts before and beside the model. The page
// shows each chart as the build drew it (SVG). After a reader's move, a
// chart is drawn again off the page's thread, in a worker running the
// chart runtime (drawings.js): the page only puts the new drawing in its
// box. When a reader reaches for a chart (a pointer over it, the
// keyboard's focus, a touch) the chart runtime is loaded on the page too
// and the interactive chart, with its tooltips, takes the drawing's
// place, brought up to date by the worker; a later move puts a drawing
// back, and the next reach brings the interactive chart up to date again.
// The tables of a chart's numbers come as text and become tables when a
// reader opens them.

import { asset, fromBuild } from './dom.js';
import { startDrawer } from './drawings.js';

// setupCharts makes the page's charts reachable; me is the loader
// element's dataset (data-chart-runtime, data-chart-options).
export function setupCharts(me) {
  const boxes = [...document.querySelectorAll('main .chart-canvas[id^="chart_"]')];
  const chartOf = (box) => box.id.slice('chart_'.length); // a chart's name
  const usable = !!(me.chartRuntime && me.chartOptions);
  let runtime; // the runtime on the page, once asked for
  const loadRuntime = () => runtime || (runtime = new Promise((ok, fail) => {
    const s = document.createElement('script');
    s.src = asset(me.chartRuntime);
    s.onload = ok;
    s.onerror = () => fail(new Error(me.chartRuntime + ': yüklenemedi'));
    document.head.append(s);
  }));
  let drawer; // the runtime in a worker, once asked for
  const ask = (request) => {
    drawer = drawer || startDrawer(asset(me.chartRuntime));
    return drawer({ ...request, options: asset(me.chartOptions) });
  };
  // A box's size, as the page last laid it out (ResizeObserver), so that
  // asking for a drawing does not make the page lay itself out at once.
  const sizes = new Map();
  const sizeOf = (box) => {
    if (!sizes.has(box)) sizes.set(box, { width: box.clientWidth, height: box.clientHeight });
    return sizes.get(box);
  };
  // Moves asked for each box's drawing: a reach answered after a move was
  // asked for must not show the chart as it stood before it.
  const moves = new Map();
  const awake = (box) => box.hasAttribute('data-drawn');
  const waking = new Map();
  // wake puts the interactive chart of box in place of its drawing, as
  // the worker's state of it stands; it resolves when it shows.
  const wake = (box) => {
    if (awake(box) || !usable) return Promise.resolve();
    if (!waking.has(box)) {
      const at = moves.get(box) || 0;
      const whole = !(window.charts && window.charts.has(box.id));
      waking.set(box, Promise.all([loadRuntime(), ask({ kind: 'option', chart: box.id, whole })]).then(([, a]) => {
        window.updateChart(box, a.option, a.whole);
        // Moved meanwhile: the drawing shows the move, the chart asks
        // again for what it lacks, hidden until it has it.
        if ((moves.get(box) || 0) !== at) return true;
        for (const d of box.querySelectorAll('svg.chart-drawing')) d.remove();
        box.setAttribute('data-drawn', '');
        return false;
      }).finally(() => waking.delete(box)).then((again) => again && wake(box)));
    }
    return waking.get(box);
  };
  // redraw puts values (the engine's answer for box's chart: the data and
  // words that changed), or none, into the worker's chart, and its new
  // drawing, at the box's size, in the box; it resolves once it is there.
  // Answers reach a chart in the order they came.
  const redraw = async (box, values) => {
    if (!usable) return;
    moves.set(box, (moves.get(box) || 0) + 1);
    const { svg } = await ask({ kind: 'draw', chart: box.id, values, ...sizeOf(box) });
    if (svg === null) return; // it shows these values already
    const start = performance.now();
    const t = document.createElement('template');
    t.innerHTML = svg; // the chart runtime's own drawing: ECharts escapes every text in it
    const old = box.querySelectorAll('svg.chart-drawing');
    box.append(t.content);
    for (const d of old) d.remove();
    // The interactive chart, out of date, hides behind it (charts.CSS).
    box.removeAttribute('data-drawn');
    try {
      performance.clearMeasures('chart redraw');
      performance.measure('chart redraw', { start, end: performance.now(), detail: box.id });
    } catch {
      // A browser before User Timing level 3 measures nothing.
    }
  };
  // A box drawn anew at another size is drawn again at its new size once
  // it stops changing (a phone turned, a window resized).
  const resized = new Map();
  const ro = typeof ResizeObserver === 'function' && new ResizeObserver((entries) => {
    for (const e of entries) {
      const box = e.target;
      const size = { width: e.contentRect.width, height: e.contentRect.height };
      const was = sizes.get(box);
      sizes.set(box, size);
      if (!was || !box.querySelector('svg.chart-live') || (Math.abs(was.width - size.width) < 1 && Math.abs(was.height - size.height) < 1)) continue;
      clearTimeout(resized.get(box));
      resized.set(box, setTimeout(() => redraw(box, null).catch((err) => console.warn('grafik:', err)), 300));
    }
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
  if (usable) {
    for (const box of boxes) {
      if (ro) ro.observe(box);
      const reach = () => { if (!awake(box)) wake(box).catch((e) => console.warn('grafik:', e)); };
      // pointermove: a pointer resting on a chart a move drew anew.
      for (const ev of ['pointerenter', 'pointermove', 'focus', 'touchstart']) box.addEventListener(ev, reach, { passive: true });
    }
  }
  return { boxes, chartOf, redraw, wake, showTables };
}
