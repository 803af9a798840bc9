// loader.js — a lesson page's loader (package live), the one script of its
// first view. The page names, on this script's element, the exact files it
// was built with (their names carry a hash of their content, so a page and
// a script of two deploys never meet): data-chart-runtime, the chart runtime
// (charts.Bundle), data-chart-options, the page's chart options
// (charts.OptionsFile), data-wasm and data-wasm-exec, the course's models
// compiled to WebAssembly with Go's wasm_exec.js.
//
// Charts. The page shows each chart as the build drew it (SVG); when a
// reader reaches for one (a pointer over it, the keyboard's focus, a touch)
// the loader fetches the chart runtime and the options and puts the
// interactive chart in its place.
//
// Controls. On a reader's first touch of a control (or at once when the
// URL carries settings, ?KEY=VALUE for each control the lesson has) it
// fetches the WebAssembly, the lesson's parameter file and its labels (as
// the build compiled them: labels.Compiled), and
// from then on every change recomputes the page (a first move one control
// away from the lesson's settings is answered in the prose at once, from
// the answers the build computed ahead: live.Sweeps): each numeral the model
// wrote (<data data-name>), each phrasing a condition chooses (span.condition),
// each table, each chart with the tables of its numbers, and marks the
// claims that stop holding; a screen reader hears what changed in the
// prose. The model runs in a worker, so that the page's own thread only
// puts its answers on the page. Without JavaScript or WebAssembly the
// panel stays hidden and the page is the published lesson.
(() => {
  const me = document.currentScript.dataset;
  const asset = (name) => String(new URL(name, document.baseURI));
  // fromBuild makes nodes of HTML the build itself writes — a table the
  // WebAssembly renders (package tables), the tables of a chart's numbers
  // (charts.DataTables), a chart's caption and description with the
  // engine's numerals and conditions (package prose) — parsed in an inert
  // template. It is never markup a lesson wrote: every string a lesson
  // gives is escaped where the Go code writes it (prose escapes a word's
  // text and every string its actions print; tables and charts escape
  // every cell and header). As a second guard, what the engine never
  // writes there goes before the nodes reach the page: any element but
  // text's, tables' and the numerals', every event attribute, every URL.
  // Text the page puts in by itself (a status, a summary, a mark's words)
  // goes in as textContent.
  const builtElements = /^(data|span|figure|figcaption|table|caption|colgroup|col|thead|tbody|tfoot|tr|th|td|div|p|br|b|strong|i|em|sub|sup|abbr|code|kbd)$/;
  const fromBuild = (html) => {
    const t = document.createElement('template');
    t.innerHTML = html;
    for (const el of [...t.content.querySelectorAll('*')]) {
      if (!builtElements.test(el.localName)) {
        el.remove();
        continue;
      }
      for (const a of [...el.attributes]) {
        if (/^on/i.test(a.name) || /^(href|src|action|formaction|xlink:href|style)$/i.test(a.name)) el.removeAttribute(a.name);
      }
    }
    return t.content;
  };

  // --- Charts --------------------------------------------------------
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

  // --- Controls ------------------------------------------------------
  const panel = document.querySelector('section.controls[data-model][data-params]');
  if (!panel || typeof WebAssembly !== 'object' || !me.wasm || !me.wasmExec) return;
  const form = panel.querySelector('form');
  const statusLine = panel.querySelector('.controls-status');
  const inputs = [...form.querySelectorAll('input[name]')];
  const byKey = Object.fromEntries(inputs.map((e) => [e.name, e]));
  // What a screen reader hears after a change: what changed in the prose.
  const summary = document.createElement('p');
  summary.className = 'controls-summary';
  summary.setAttribute('aria-live', 'polite');
  panel.append(summary);
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
    get ready() { return !busy && !queued && !pending && stale.size + inFlight === 0 && settings() === shown; },
    // What the reader sees is done: the prose, the tables and the charts in
    // view show the panel's settings (those out of view catch up when the
    // reader pauses, or come into view).
    get inView() { return !busy && !queued && !pending && inFlight === 0 && waiting().length === 0 && settings() === shown; },
  };
  Object.defineProperty(window, 'livePage', { value: measures });

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

  // The page's parts the model computes. A table or a chart comes whole,
  // its words with it: the numerals and phrasings in one are not the
  // prose's.
  const page = () => {
    const main = document.querySelector('main');
    const prose = (e) => !e.closest('figure.table, figure.chart');
    const conditions = [...main.querySelectorAll('span.condition[data-expr]')].filter(prose);
    return {
      numerals: [...main.querySelectorAll('data[data-name]')].filter(prose),
      claims: [...main.querySelectorAll('.claim[data-expr]')],
      conditions,
      exprs: [...new Set(conditions.map((k) => k.dataset.expr))],
      tables: [...main.querySelectorAll('figure.table[id^="table-"]')],
    };
  };
  let parts;

  // workerSource is the worker's source: it loads the engine (load: Go's
  // wasm_exec.js and the WebAssembly, compiled as it arrives) while the
  // page fetches the lesson's files, sets the model up with them (open:
  // liveModel.open) and answers each request with the model's JSON text and
  // the time it took.
  const workerSource = () => {
    let loaded;
    let opened;
    // The page's chart options, given to the engine (liveModel.charts)
    // when a chart is first asked for: a declared chart's answer is its
    // data, which the engine puts where the build's bindings say.
    let chartsGiven;
    const giveCharts = (url) => chartsGiven || (chartsGiven = fetch(url).then((r) => {
      if (!r.ok) throw new Error(url + ': ' + r.status);
      return r.text();
    }).then((text) => {
      const e = self.liveModel.charts(text);
      if (e) throw new Error(e);
    }));
    self.onmessage = async ({ data: d }) => {
      if (d.kind === 'load') {
        loaded = (async () => {
          const wasm = fetch(d.wasm); // on its way while wasm_exec.js loads
          importScripts(d.exec);
          const go = new Go();
          // An update allocates a few megabytes and a page makes a few
          // updates a second while a reader drags: the engine collects
          // when its heap reaches a limit, not as it doubles, which would
          // cost a collection every few updates. Set here, read by Go's
          // runtime as it starts: runtime/debug's setters would link fmt,
          // os and time into the engine.
          go.env = { GOGC: 'off', GOMEMLIMIT: '96MiB' };
          let w;
          try {
            w = await WebAssembly.instantiateStreaming(wasm, go.importObject);
          } catch (e) { // a host that does not send application/wasm
            w = await WebAssembly.instantiate(await (await fetch(d.wasm)).arrayBuffer(), go.importObject);
          }
          go.run(w.instance);
        })();
        loaded.catch(() => {}); // answered at open
        return;
      }
      if (d.kind === 'open') {
        opened = (async () => {
          await loaded;
          return self.liveModel.open(d.name, d.model, d.labels, d.refs);
        })();
        try {
          self.postMessage({ id: d.id, text: await opened });
        } catch (e) {
          self.postMessage({ id: d.id, error: String(e) });
        }
        return;
      }
      try {
        await opened;
        if (d.kind === 'chart' && d.options) await giveCharts(d.options);
        const t0 = performance.now();
        const m = self.liveModel;
        const text = d.kind === 'chart' ? m.chart(d.settings, d.name) : m.update(d.settings);
        if (typeof text !== 'string') throw new Error('the model gave no answer: the Go program stopped');
        self.postMessage({ id: d.id, text, time: performance.now() - t0 });
      } catch (e) { // the Go program stopped: every later request fails too
        self.postMessage({ id: d.id, error: String(e) });
      }
    };
  };
  // ask sends the worker a request and resolves to its answer.
  const replies = new Map();
  let lastID = 0;
  let worker;
  const ask = (request) => new Promise((ok, fail) => {
    const id = ++lastID;
    replies.set(id, { ok, fail });
    worker.postMessage({ ...request, id });
  });
  // showStatus puts a status on the panel: a neutral word while loading, a
  // marked one (failed) when something failed.
  const showStatus = (text, failed, title) => {
    statusLine.textContent = text;
    statusLine.classList.toggle('error', !!failed);
    statusLine.title = title || '';
  };
  // --- Answers ahead --------------------------------------------------
  // A reader's first move is nearly always one control away from the
  // lesson's settings: the build computed the prose there for every step
  // of every control (live.Sweeps, the panel's data-sweeps), and the page
  // shows it while the engine loads — the numerals, the phrasings, the
  // claims and the panel's words; the tables and the charts wait for the
  // engine, which then answers as always. The file names each numeral,
  // claim and condition by what it is: unless it has every one the page
  // shows, it is left unused.
  let sweeps; // the file's promise
  let ahead = null; // the file, matched to the page: where each of the page's parts stands in it
  let opened = false; // the engine answers: no more answers ahead
  const loadSweeps = () => sweeps || (sweeps = !panel.dataset.sweeps ? Promise.resolve() : fetch(new URL(panel.dataset.sweeps, location.href))
    .then((r) => (r.ok ? r.json() : null))
    .then((f) => {
      if (!f || opened) return;
      parts = parts || page();
      const at = (list, key) => {
        const m = new Map(list.map((x, i) => [key(x), i]));
        return (x) => (m.has(key(x)) ? m.get(key(x)) : -1);
      };
      const numeral = at(f.numerals, (n) => JSON.stringify([n.name, n.form, n.suffixes, n.upper]));
      const claim = at(f.claims, (c) => JSON.stringify([c.text, c.expr]));
      const condition = at(f.conditions, (x) => x);
      const m = {
        f,
        numerals: parts.numerals.map((d) => numeral({ name: d.dataset.name, form: d.dataset.format, suffixes: d.dataset.suffixes || '', upper: d.hasAttribute('data-upper') })),
        claims: parts.claims.map((s) => claim({ text: s.dataset.text, expr: s.dataset.expr })),
        conditions: parts.exprs.map(condition),
        values: Object.fromEntries(Object.entries(f.controls).map(([k, c]) => [k, new Map(c.values.map((v, j) => [v, j]))])),
      };
      if (![m.numerals, m.claims, m.conditions].some((l) => l.includes(-1))) ahead = m;
      answerAhead();
    })
    .catch(() => {})); // the engine answers instead
  // answerAhead shows the prose for the panel's settings from the answers
  // ahead, when the engine has not answered yet and they have them: every
  // control at the lesson's value but one at most.
  const lessonValue = (e) => (e.type === 'checkbox' ? (e.defaultChecked ? 1 : 0) : Number(e.defaultValue));
  const answerAhead = () => {
    if (!ahead || opened) return;
    const { f } = ahead;
    const off = inputs.filter((e) => value(e) !== lessonValue(e));
    const c = off.length === 1 ? f.controls[off[0].name] : null;
    const j = c ? ahead.values[off[0].name].get(String(value(off[0]))) : -1;
    if (off.length > 1 || (off.length === 1 && (!c || j === undefined))) {
      // The prose shows an answer ahead for other settings: the engine
      // answers these.
      if (measures.ahead && !statusLine.classList.contains('error')) showStatus('Model yükleniyor…');
      return;
    }
    const col = (cols, i, base) => (c && cols[i] ? cols[i][j] : base);
    const texts = [];
    const values = [];
    const missing = [];
    ahead.numerals.forEach((i, k) => {
      const gone = !!col(c && c.missing, i, f.base.missing[i]);
      const name = f.numerals[i].name;
      texts.push(col(c && c.texts, i, f.base.texts[i]));
      values.push(gone ? 'NaN' : col(c && c.figures, name, f.base.figures[name]));
      if (gone) missing.push(k);
    });
    const labels = {};
    for (const [k, l] of Object.entries(f.base.labels)) {
      const [text, spoken] = col(c && c.labels, k, l);
      labels[k] = { text, spoken };
    }
    if (pending) release();
    apply({
      texts, values, missing, tables: {}, labels,
      claims: ahead.claims.map((i) => !!col(c && c.claims, i, f.base.claims[i])),
      conditions: ahead.conditions.map((i) => !!col(c && c.conditions, i, f.base.conditions[i])),
    });
    measures.ahead++;
    clearTimeout(announceTimer);
    announceTimer = setTimeout(announce, 700);
    if (!statusLine.classList.contains('error')) showStatus('Tablolar ve grafikler hesaplanıyor…');
  };

  let model;
  const load = () => model || (model = (async () => {
    showStatus(pending ? 'Bağlantıdaki senaryo hesaplanıyor…' : 'Model yükleniyor…');
    loadSweeps();
    // The engine loads in the worker while the page fetches the lesson's
    // files: the three downloads at once.
    worker = new Worker(URL.createObjectURL(new Blob(['(' + workerSource + ')()'], { type: 'text/javascript' })));
    worker.postMessage({ kind: 'load', exec: asset(me.wasmExec), wasm: asset(me.wasm) });
    const get = async (file) => {
      const r = await fetch(new URL(file, location.href));
      if (!r.ok) throw new Error(file + ': ' + r.status);
      return r.text();
    };
    const [params, labels] = await Promise.all([
      get(panel.dataset.params),
      panel.dataset.labels ? get(panel.dataset.labels) : Promise.resolve(null),
    ]);
    parts = parts || page();
    worker.onmessage = ({ data: d }) => {
      const b = replies.get(d.id);
      if (!b) return; // failed already, with the worker (onerror)
      replies.delete(d.id);
      if (d.error !== undefined) b.fail(new Error(d.error)); else b.ok(d);
    };
    worker.onerror = (e) => {
      for (const b of replies.values()) b.fail(new Error(e.message || 'worker'));
      replies.clear();
    };
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
    if (!pending) showStatus('');
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
    pending = null; // the page and the panel stay the lesson's
    showStatus('Model yüklenemedi.', true, String(e));
    throw e;
  }));

  // What changed in the prose since the last summary: the blocks (a
  // paragraph, a list item) whose numerals or phrasings changed, in page
  // order, and the claims that stopped holding.
  const changed = new Set();
  const failing = new Set();
  let tablesChanged = false;
  const blockOf = (e) => e.closest('p, li, h2, h3, td, th, figcaption') || e.parentElement;
  // sentenceOf returns the sentence of block b that holds e, as a reader reads
  // it (hidden phrasings and claim markers left out).
  const sentenceOf = (b, e) => {
    const r = document.createRange();
    r.selectNodeContents(b);
    r.setEnd(e, 0);
    const before = r.toString().length;
    const text = b.textContent;
    // A sentence ends at . ! ? … before a capital, a digit, a quote or the
    // end: an ordinal's dot ("2000. milisaniyesinde") ends none.
    const ends = /[.!?…](?=\s+[\p{Lu}\p{N}“"(]|\s*$)/gu;
    let from = 0;
    let to = text.length;
    for (let m; (m = ends.exec(text)) !== null;) {
      if (m.index < before) from = m.index + 1;
      else { to = m.index + 1; break; }
    }
    return text.slice(from, to).replace(/\s+/g, ' ').trim();
  };
  const announce = () => {
    const said = [];
    const blocks = [...changed].filter((b) => b.isConnected);
    blocks.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
    for (const b of blocks.slice(0, 2)) {
      const d = [...b.querySelectorAll('data[data-name], span.condition:not([hidden])')].find((x) => x.dataset.changed);
      const s = d ? sentenceOf(b, d) : b.textContent.replace(/\s+/g, ' ').trim();
      if (s && !said.includes(s)) said.push(s);
    }
    for (const b of blocks) b.querySelectorAll('[data-changed]').forEach((x) => delete x.dataset.changed);
    let text = said.length ? 'Metinde değişen: ' + said.join(' ') : '';
    if (blocks.length > said.length) text += ' Başka cümleler de değişti.';
    if (tablesChanged) text += ' Tablolar da değişti.';
    for (const m of failing) text += ' Bu ayarlarla tutmayan iddia: ' + m + '.';
    changed.clear();
    failing.clear();
    tablesChanged = false;
    if (text.trim()) summary.textContent = text.trim();
  };

  // putHTML puts the build's html (fromBuild) in element e, unless it
  // holds that already.
  const putHTMLs = new WeakMap();
  const putHTML = (e, html) => {
    if (putHTMLs.get(e) === html) return;
    putHTMLs.set(e, html);
    e.replaceChildren(fromBuild(html));
  };
  // patchTable makes the page's table old read as fresh (the same table
  // for other settings): the cells that differ are replaced, the rest are
  // left alone; a table of another shape is replaced whole.
  const shell = (e) => e.cloneNode(false).outerHTML; // an element's own tag and attributes
  const patchTable = (old, fresh) => {
    const a = old.rows;
    const b = fresh.rows;
    const same = a.length === b.length && shell(old) === shell(fresh) &&
      [...a].every((row, i) => row.cells.length === b[i].cells.length && shell(row) === shell(b[i]));
    if (!same || old.caption?.outerHTML !== fresh.caption?.outerHTML) {
      old.replaceWith(fresh);
      return;
    }
    for (let i = 0; i < a.length; i++) {
      const cells = [...b[i].cells];
      [...a[i].cells].forEach((c, j) => { if (c.outerHTML !== cells[j].outerHTML) c.replaceWith(cells[j]); });
    }
  };

  // apply puts the prose and tables of a result (live.Result's JSON) on the
  // page; charts come apart (redraw).
  const apply = (r) => {
    // Only what changed is written: a text or an attribute written again,
    // even as it was, makes the browser lay the page out and paint it
    // anew, tens of milliseconds on a phone at every move of a drag.
    r.texts.forEach((t, i) => {
      const d = parts.numerals[i];
      if (d.textContent !== t) {
        d.dataset.changed = '1';
        changed.add(blockOf(d));
        d.textContent = t;
      }
      if (d.value !== String(r.values[i])) d.value = r.values[i];
      d.classList.toggle('missing', r.missing.includes(i));
    });
    for (const f of parts.tables) {
      const h = r.tables[f.id.slice('table-'.length)];
      if (h === undefined) continue;
      const table = fromBuild(h).querySelector('table');
      if (table) patchTable(f.querySelector('table'), table);
      tablesChanged = true;
    }
    const paragraphs = new Set();
    r.claims.forEach((holds, i) => {
      const s = parts.claims[i];
      const p = s.closest('p, li') || s.parentElement;
      paragraphs.add(p);
      if (holds) {
        if (s.mark) s.mark.remove();
        s.mark = null;
      } else if (!s.mark) {
        s.mark = document.createElement('span');
        s.mark.className = 'claim-warning';
        s.mark.textContent = '⚠';
        s.mark.setAttribute('role', 'img');
        s.mark.title = 'Bu ayarlarla tutmayan iddia: ' + s.dataset.text;
        s.mark.setAttribute('aria-label', s.mark.title);
        s.after(s.mark);
        failing.add(s.dataset.text);
      }
    });
    for (const p of paragraphs) p.classList.toggle('claim-failing', !!p.querySelector('.claim-warning'));
    // Each phrasing shows while its condition holds (data-branch "yes") or
    // does not ("no").
    const holds = new Map(parts.exprs.map((x, i) => [x, r.conditions[i]]));
    for (const k of parts.conditions) {
      const hidden = holds.get(k.dataset.expr) !== (k.dataset.branch === 'yes');
      if (k.hidden === hidden) continue;
      if (!hidden) {
        k.dataset.changed = '1';
        changed.add(blockOf(k));
      }
      k.hidden = hidden;
    }
    for (const [k, l] of Object.entries(r.labels)) {
      const o = panel.querySelector('output[data-label="' + k + '"]');
      if (o && o.textContent !== l.text) o.textContent = l.text;
      if (byKey[k] && byKey[k].type === 'range' && byKey[k].getAttribute('aria-valuetext') !== l.spoken) byKey[k].setAttribute('aria-valuetext', l.spoken);
    }
  };

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
  const settings = () => JSON.stringify(Object.fromEntries(inputs.map((e) => [e.name, value(e)])));
  const waiting = () => boxes.map(chartOf).filter((a) => visible.has(a) && stale.has(a));
  const update = () => {
    if (queued || busy) return; // a request's answer calls update again
    queued = true;
    load().then(tick, () => { queued = false; });
  };
  const tick = async () => {
    queued = false;
    clearTimeout(idle);
    const wanted = settings();
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
  const stopped = (e) => showStatus('Model durdu; sayfayı yeniden yükleyin.', true, String(e));
  // next asks the model for the next thing while the page is behind the
  // panel, and settles once it has caught up.
  const next = () => {
    if (settings() !== shown || waiting().length) update();
    else settle();
  };
  let announceTimer = 0;
  const settle = () => {
    updateURL();
    // Said once the reader pauses, not at every answer of a drag.
    clearTimeout(announceTimer);
    announceTimer = setTimeout(announce, 700);
    clearTimeout(idle);
    if (stale.size) idle = setTimeout(catchUp, pause);
  };
  // When the reader pauses, the charts out of view catch up, one at a time:
  // a pause is a second without a move. Sooner, the charts a reader does
  // not see would be drawn between the steps of a drag, each a long task
  // on a phone's thread.
  const pause = 1000;
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
    if (settings() !== shown || waiting().length) update();
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
    if (r.error) showStatus('Bu ayarlar hesaplanamıyor.', true, r.error);
    else if (statusLine.classList.contains('error') || pending) showStatus('');
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
    refused = failed(r);
    if (pending && wanted === settings()) release();
    if (refused) return;
    apply(r);
    measure(t0, c.time, false);
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
        if (f) showTables(f, r.chart.tables);
        // The build's drawing is of the lesson's settings: the
        // interactive chart takes its place.
        await interactive(box, r.chart).catch((e) => showStatus('Grafik çizilemedi.', true, String(e)));
      }
      drawnAt.set(name, measures.updates);
      measure(t0, c.time, true);
    } finally {
      inFlight--;
    }
  };

  form.addEventListener('input', (ev) => {
    if (pending) delete pending[ev.target.name]; // the reader's value stands
    release();
    keepMax();
    answerAhead();
    update();
  });
  // A reader who reaches for a control while the URL's settings wait for
  // the model takes them over.
  for (const ev of ['pointerdown', 'keydown']) form.addEventListener(ev, release);
  for (const ev of ['focusin', 'pointerdown']) form.addEventListener(ev, () => load().catch(() => {}), { once: true });
  // The engine loads when the reader shows the intent to move a control —
  // a pointer over the panel or a chart, the focus entering either, the
  // panel opened on a phone (its summary pressed: a toggle event also
  // comes when the page opens it) — so that the first move finds it ready;
  // never at load, and under Save-Data only at the touch itself.
  if (!(navigator.connection && navigator.connection.saveData)) {
    const intent = () => load().catch(() => {});
    const once = { once: true, passive: true };
    for (const ev of ['pointerenter', 'focusin']) panel.addEventListener(ev, intent, once);
    panel.querySelector('summary').addEventListener('click', intent, once);
    for (const box of boxes) for (const ev of ['pointerenter', 'focus', 'touchstart']) box.addEventListener(ev, intent, once);
  }
  panel.querySelector('button.controls-reset').addEventListener('click', () => {
    pending = null;
    for (const e of inputs) { if (e.type === 'checkbox') e.checked = e.defaultChecked; else e.value = e.defaultValue; }
    keepMax();
    answerAhead();
    if (model) update();
  });

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
  if (pending) update();
})();
