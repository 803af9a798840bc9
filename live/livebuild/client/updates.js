// updates.js — the page and the model in step. The page asks the model
// one thing at a time — the prose and tables for the panel's settings, or
// a chart in view — puts the answer on the page as it comes and asks the
// next; charts out of view catch up when the reader pauses. It also loads
// the engine, when the reader shows the intent to move a control.

import { asset, putHTML, readerPause } from './dom.js';
import { startWorker } from './worker.js';

// createUpdates returns load (the engine, once), update (bring the page
// up to the panel's settings), measures (what the page and the tests can
// read, window.livePage), opened (whether the engine answers) and
// started (whether it was asked for). me is
// the loader element's dataset; loadAhead fetches the answers ahead.
export function createUpdates({ me, panel, controls, prose, charts, loadAhead }) {
  const { boxes, chartOf } = charts;
  let ask; // the worker's, once loaded
  let opened = false; // the engine answers: no more answers ahead
  // Charts take the longest to draw: they are redrawn one at a time, those
  // in view while the reader drags, the others when they come into view or
  // the reader pauses. stale holds those drawn for other settings than the
  // panel's; drawnAt, when each was last drawn (a count of redraws).
  const visible = new Set();
  const stale = new Set();
  const drawnAt = new Map();
  // What a reader's browser and the tests can read: each update's time on
  // the page's thread (ms: reading the model's answer and putting it on the
  // page), the model's time in the worker, whether it was a chart's redraw
  // (else the prose and tables), how many were applied, how many of the
  // prose's came from the answers ahead (before the engine), how many charts
  // wait or are being redrawn, and whether the page has done all it can for
  // the panel's settings (ready: nothing asked or waiting; settings the
  // model cannot compute leave the page as it was, saying so) or for what
  // the reader sees (inView).
  let inFlight = 0; // chart redraws asked of the worker and not yet drawn
  const measures = {
    times: [], model: [], withChart: [], updates: 0, ahead: 0,
    get stale() { return stale.size + inFlight; },
    // Tables out of view that wait for the reader's pause (prose.js).
    get waitingTables() { return prose.waitingTables; },
    get ready() { return !busy && !queued && !controls.pending && stale.size + inFlight === 0 && prose.waitingTables === 0 && controls.settings() === shown; },
    // What the reader sees is done: the prose, the tables and the charts in
    // view show the panel's settings (those out of view catch up when the
    // reader pauses, or come into view).
    get inView() { return !busy && !queued && !controls.pending && inFlight === 0 && waiting().length === 0 && controls.settings() === shown; },
    // The interactive chart called name in place of its drawing, as a
    // reader's reach puts it (the tests read its option).
    wakeChart: (name) => charts.wake(boxes.find((b) => chartOf(b) === name)),
  };
  Object.defineProperty(window, 'livePage', { value: measures });

  let model;
  const load = () => model || (model = (async () => {
    controls.showStatus(controls.pending ? 'Bağlantıdaki senaryo hesaplanıyor…' : 'Model yükleniyor…');
    loadAhead();
    // The engine loads in the worker while the page fetches the lesson's
    // files: the three downloads at once.
    ask = startWorker(asset(me.wasmExec), asset(me.wasm));
    const get = async (file) => {
      const r = await fetch(new URL(file, location.href));
      if (!r.ok) throw new Error(file + ': ' + r.status);
      return r.text();
    };
    const [params, labels] = await Promise.all([
      get(panel.dataset.params),
      panel.dataset.labels ? get(panel.dataset.labels) : Promise.resolve(null),
    ]);
    const { parts } = prose;
    const r = await ask({
      kind: 'open',
      name: panel.dataset.model,
      model: params,
      labels,
      refs: JSON.stringify({
        numerals: parts.numerals.map((d) => ({ name: d.dataset.name, form: d.dataset.format, suffixes: d.dataset.suffixes || '', upper: d.hasAttribute('data-upper') })),
        claims: parts.claims.map((s) => ({ text: s.dataset.text, expr: s.dataset.expr })),
        conditions: parts.exprs,
        tables: parts.tables.map((f) => f.id.slice('table-'.length)),
        charts: boxes.map(chartOf),
      }),
    });
    if (r.text) throw new Error(r.text);
    opened = true;
    if (!controls.pending) controls.showStatus('');
    const io = new IntersectionObserver((entries) => {
      for (const e of entries) {
        const name = e.target.dataset.chart;
        if (e.isIntersecting) visible.add(name); else visible.delete(name);
        if (e.isIntersecting && stale.has(name)) update();
      }
    });
    for (const box of boxes) {
      const f = box.closest('figure') || box;
      f.dataset.chart = chartOf(box);
      io.observe(f);
    }
  })().catch((e) => {
    controls.drop(); // the page and the panel stay the lesson's
    controls.showStatus('Model yüklenemedi.', true, String(e));
    throw e;
  }));

  // The page asks the model one thing at a time, the prose and tables for
  // the panel's settings or one chart in view, puts the answer on the page
  // as it comes and asks the next: while the worker computes, the page's
  // thread is free to draw. While the reader drags, the charts take turns
  // with the prose: a chart takes longer to redraw than the rest of the
  // page takes to update, and the numbers in the text follow every other
  // answer however long a chart takes to draw.
  let queued = false;
  let busy = false; // a request is with the worker
  let idle = 0;
  let read = ''; // the settings last read from the panel
  let shown = ''; // the settings the prose and tables show
  // The last request was a chart's: true at first, so that a reader's
  // first move is answered in the prose before any chart is redrawn (a
  // chart's first redraw waits for the chart runtime too).
  let lastWasChart = true;
  const waiting = () => boxes.map(chartOf).filter((a) => visible.has(a) && stale.has(a));
  const update = () => {
    if (queued || busy) return; // a request's answer calls update again
    queued = true;
    load().then(tick, () => { queued = false; });
  };
  const tick = async () => {
    queued = false;
    clearTimeout(idle);
    const wanted = controls.settings();
    if (wanted !== read) for (const k of boxes) stale.add(chartOf(k));
    read = wanted;
    // The chart in view drawn longest ago, so that charts in view take
    // turns too.
    const due = waiting().sort((a, b) => (drawnAt.get(a) || 0) - (drawnAt.get(b) || 0));
    const chartTurn = due.length > 0 && (wanted === shown || !lastWasChart);
    if (!chartTurn && wanted === shown) return settle();
    busy = true;
    try {
      if (chartTurn) await redraw(wanted, due[0]);
      else await run(wanted);
    } catch (e) {
      return stopped(e);
    } finally {
      busy = false;
    }
    lastWasChart = chartTurn;
    next();
  };
  // stopped says that the model stopped answering; the page stays as it is.
  const stopped = (e) => controls.showStatus('Model durdu; sayfayı yeniden yükleyin.', true, String(e));
  // next asks the model for the next thing while the page is behind the
  // panel, and settles once it has caught up.
  // A second chart in view waits a breath after the first: while a reader
  // drags, the charts in view take turns, one a move, each a long task on
  // a phone's thread.
  let breath = 0;
  const next = () => {
    clearTimeout(breath);
    if (controls.settings() !== shown) update();
    else if (waiting().length && lastWasChart) breath = setTimeout(update, 150);
    else if (waiting().length) update();
    else settle();
  };
  const settle = () => {
    controls.updateURL();
    // Said once the reader pauses, not at every answer of a drag.
    prose.announceSoon();
    clearTimeout(idle);
    if (stale.size) idle = setTimeout(catchUp, readerPause);
  };
  // When the reader pauses (readerPause), the charts out of view catch up,
  // one at a time.
  const catchUp = async () => {
    const a = stale.values().next().value;
    if (a === undefined || busy || queued) return;
    busy = true;
    try {
      await redraw(read, a);
    } catch (e) {
      return stopped(e);
    } finally {
      busy = false;
    }
    if (controls.settings() !== shown || waiting().length) update();
    else if (stale.size) idle = setTimeout(catchUp, 30);
  };
  // measure records an update whose answer the page began to put in place at
  // t0, and that the model took modelTime ms to compute.
  const measure = (t0, modelTime, chart) => {
    measures.times.push(performance.now() - t0);
    measures.model.push(modelTime);
    measures.withChart.push(chart);
    measures.updates++;
  };
  // failed says that the settings cannot be computed; false when they can.
  const failed = (r) => {
    if (r.error) controls.showStatus('Bu ayarlar hesaplanamıyor.', true, r.error);
    else if (controls.statusLine.classList.contains('error') || controls.pending) controls.showStatus('');
    return !!r.error;
  };
  // run computes the prose and tables for the settings wanted (JSON) and
  // puts them on the page; held settings the answer is for go on the
  // panel with it.
  const run = async (wanted) => {
    const c = await ask({ kind: 'update', settings: wanted });
    const t0 = performance.now();
    shown = wanted;
    const r = JSON.parse(c.text);
    const refused = failed(r);
    controls.refused = refused;
    if (controls.pending && wanted === controls.settings()) controls.release();
    if (refused) return;
    prose.apply(r);
    measure(t0, c.time, false);
  };
  // redraw redraws the chart called name for the settings wanted, with its
  // words and the tables of its numbers.
  const redraw = async (wanted, name) => {
    stale.delete(name);
    inFlight++;
    try {
      const c = await ask({ kind: 'chart', settings: wanted, name, options: me.chartOptions && asset(me.chartOptions) });
      const t0 = performance.now();
      const r = JSON.parse(c.text);
      if (failed(r)) return;
      const box = boxes.find((k) => chartOf(k) === name);
      if (r.chart && box) {
        const f = box.closest('figure');
        const cap = f && f.querySelector('figcaption');
        const desc = f && f.querySelector('.chart-description');
        // The lesson's words, escaped, with the engine's numerals: nodes,
        // never markup (fromBuild).
        if (cap) putHTML(cap, r.chart.caption);
        if (desc) putHTML(desc, r.chart.description);
        if (f) charts.showTables(f, r.chart.tables);
        // Drawn anew off the page's thread (charts.js).
        await charts.redraw(box, { data: r.chart.data, words: r.chart.words }).catch((e) => controls.showStatus('Grafik çizilemedi.', true, String(e)));
      }
      drawnAt.set(name, measures.updates);
      measure(t0, c.time, true);
    } finally {
      inFlight--;
    }
  };
  return {
    load, update, measures,
    get opened() { return opened; },
    // started: the engine was asked for.
    get started() { return !!model; },
  };
}
