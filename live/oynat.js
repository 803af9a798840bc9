// oynat.js — a lesson page's loader (package live), the one script of its
// first view. The page names, on this script's element, the exact files it
// was built with (their names carry a hash of their content, so a page and
// a script of two deploys never meet): data-cizici, the chart runtime
// (charts.Bundle), data-grafikler, the page's chart options
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
// fetches the WebAssembly and the lesson's parameter and labels files, and
// from then on every change recomputes the page: each numeral the model
// wrote (<data data-ad>), each phrasing a condition chooses (span.kosul),
// each table, each chart with the tables of its numbers, and marks the
// claims that stop holding; a screen reader hears what changed in the
// prose. The model runs in a worker, so that the page's own thread only
// puts its answers on the page. Without JavaScript or WebAssembly the
// panel stays hidden and the page is the published lesson.
(() => {
  const me = document.currentScript.dataset;
  const asset = (name) => String(new URL(name, document.baseURI));

  // --- Charts --------------------------------------------------------
  const kutular = [...document.querySelectorAll('main .grafik-tuval[id^="grafik_"]')];
  const ad = (kutu) => kutu.id.slice('grafik_'.length); // a chart's name
  // guncel holds, by chart name, the options a reader's settings gave it
  // (the model's answers), which the chart is drawn with rather than the
  // page's when a reader reaches for it afterwards.
  const guncel = new Map();
  let cizici; // the runtime and the page's options, once asked for
  const yukle = () => cizici || (cizici = Promise.all([
    new Promise((ok, fail) => {
      const s = document.createElement('script');
      s.src = asset(me.cizici);
      s.onload = ok;
      s.onerror = () => fail(new Error(me.cizici + ': yüklenemedi'));
      document.head.append(s);
    }),
    fetch(asset(me.grafikler)).then((r) => {
      if (!r.ok) throw new Error(me.grafikler + ': ' + r.status);
      return r.json();
    }),
  ]).then(([, secenekler]) => secenekler));
  // canlandir draws chart kutu interactive, with options o or the latest
  // it has; it resolves when drawn.
  const canlandir = (kutu, o) => {
    if (o) guncel.set(ad(kutu), o);
    return yukle().then((secenekler) => {
      const s = guncel.get(ad(kutu)) || secenekler[ad(kutu)];
      if (s) window.grafikCiz(kutu, s);
    });
  };
  // The tables of a chart's numbers come as text (a <noscript>, which
  // costs the page nothing to read): they become tables when a reader
  // opens them.
  const tablolar = (f, html) => {
    const yer = f.querySelector('.grafik-veri-tablolar');
    if (!yer) return;
    const n = yer.querySelector('noscript');
    if (html !== undefined && n && !yer.closest('details').open) {
      n.textContent = html; // made into tables when opened
      return;
    }
    const t = document.createElement('template');
    t.innerHTML = html !== undefined ? html : n ? n.textContent : '';
    if (html !== undefined || n) yer.replaceChildren(t.content);
  };
  for (const d of document.querySelectorAll('main details.grafik-veri')) {
    d.addEventListener('toggle', () => { if (d.open && d.querySelector('noscript')) tablolar(d.closest('figure')); });
  }
  if (me.cizici && me.grafikler) {
    for (const kutu of kutular) {
      const uzan = () => canlandir(kutu).catch((e) => console.warn('grafik:', e));
      for (const ev of ['pointerenter', 'focus', 'touchstart']) kutu.addEventListener(ev, uzan, { once: true, passive: true });
    }
  }

  // --- Controls ------------------------------------------------------
  const panel = document.querySelector('section.oynat[data-model][data-parametreler]');
  if (!panel || typeof WebAssembly !== 'object' || !me.wasm || !me.wasmExec) return;
  const form = panel.querySelector('form');
  const durum = panel.querySelector('.oynat-durum');
  const inputs = [...form.querySelectorAll('input[name]')];
  const byKey = Object.fromEntries(inputs.map((e) => [e.name, e]));
  // What a screen reader hears after a change: what changed in the prose.
  const ozet = document.createElement('p');
  ozet.className = 'oynat-ozet';
  ozet.setAttribute('aria-live', 'polite');
  panel.append(ozet);
  // Charts take the longest to draw: they are redrawn one at a time, those
  // in view while the reader drags, the others when they come into view or
  // the reader pauses. bayat holds those drawn for other settings than the
  // panel's; cizim, when each was last drawn (a count of redraws).
  const gorunur = new Set();
  const bayat = new Set();
  const cizim = new Map();
  // What a reader's browser and the tests can read: each update's time on
  // the page's thread (ms: reading the model's answer and putting it on the
  // page), the model's time in the worker, whether it was a chart's redraw
  // (else the prose and tables), how many were applied, how many charts
  // wait or are being redrawn, and whether the page has done all it can for
  // the panel's settings (hazir: nothing asked or waiting; settings the
  // model cannot compute leave the page as it was, saying so).
  let yolda = 0; // chart redraws asked of the worker and not yet drawn
  const olcum = {
    sureler: [], model: [], grafikli: [], sayi: 0,
    get bayat() { return bayat.size + yolda; },
    get hazir() { return !busy && !queued && !tutulan && bayat.size + yolda === 0 && settings() === metin; },
  };
  Object.defineProperty(window, 'oynat', { value: olcum });

  // A control's value: the markup's own text while untouched, so that the
  // lesson's settings reach the model to the last bit. While the URL's
  // settings wait for the model (tutulan), they are the value: the panel
  // goes on showing the lesson's, as the page does, until the model's
  // answer puts both on the page together.
  const start = Object.fromEntries(inputs.map((e) => [e.name, e.value]));
  let tutulan = null; // the URL's settings, by key, until the page shows them
  const own = (e) => (e.type === 'checkbox' ? (e.checked ? 1 : 0) : Number(e.value === start[e.name] ? e.defaultValue : e.value));
  const value = (e) => (tutulan && e.name in tutulan ? Number(tutulan[e.name]) : own(e));
  const lesson = (e) => (e.type === 'checkbox' ? e.checked === e.defaultChecked : e.value === start[e.name]);
  // A control whose maximum is another's value (data-en-cok) follows it.
  const keepMax = () => {
    for (const e of inputs) {
      const top = byKey[e.dataset.enCok];
      if (top) e.max = top.value;
    }
  };
  // hold reads the URL's settings as the panel would take them (a slider
  // keeps a value in its range and steps), without moving the panel.
  const hold = (q) => {
    const held = {};
    const first = (e) => (e.dataset.enCok ? 1 : 0); // a maximum's control first
    for (const e of [...inputs].sort((a, b) => first(a) - first(b))) {
      if (!q.has(e.name)) continue;
      const v = q.get(e.name);
      if (e.type === 'checkbox') {
        held[e.name] = v === '1' ? 1 : 0;
      } else if (v.trim() !== '' && Number.isFinite(Number(v))) {
        const c = e.cloneNode();
        const top = byKey[e.dataset.enCok];
        if (top) c.max = top.name in held ? String(held[top.name]) : top.value;
        c.value = v;
        held[e.name] = Number(c.value);
      }
    }
    return Object.keys(held).length ? held : null;
  };
  // release puts held settings on the panel.
  const release = () => {
    if (!tutulan) return;
    for (const e of inputs) {
      if (!(e.name in tutulan)) continue;
      if (e.type === 'checkbox') e.checked = tutulan[e.name] === 1;
      else e.value = String(tutulan[e.name]);
      keepMax();
    }
    tutulan = null;
  };

  // The page's parts the model computes. A table or a chart comes whole,
  // its words with it: the numerals and phrasings in one are not the
  // prose's.
  const page = () => {
    const main = document.querySelector('main');
    const prose = (e) => !e.closest('figure.tablo, figure.grafik');
    const kosullar = [...main.querySelectorAll('span.kosul[data-ifade]')].filter(prose);
    return {
      sayilar: [...main.querySelectorAll('data[data-ad]')].filter(prose),
      iddialar: [...main.querySelectorAll('.iddia[data-ifade]')],
      kosullar,
      ifadeler: [...new Set(kosullar.map((k) => k.dataset.ifade))],
      tablolar: [...main.querySelectorAll('figure.tablo[id^="tablo-"]')],
    };
  };
  let parts;

  // isci is the worker's source: it loads the WebAssembly, sets the model
  // up (dersModeli.kur) and answers each request with the model's JSON
  // text and the time it took.
  const isci = () => {
    let hazir;
    self.onmessage = async ({ data: d }) => {
      if (d.tur === 'kur') {
        hazir = (async () => {
          importScripts(d.exec);
          const go = new Go();
          let w;
          try {
            w = await WebAssembly.instantiateStreaming(fetch(d.wasm), go.importObject);
          } catch (e) { // a host that does not send application/wasm
            w = await WebAssembly.instantiate(await (await fetch(d.wasm)).arrayBuffer(), go.importObject);
          }
          go.run(w.instance);
          return self.dersModeli.kur(d.ad, d.model, d.metinler, d.refs);
        })();
        try {
          self.postMessage({ id: d.id, metin: await hazir });
        } catch (e) {
          self.postMessage({ id: d.id, hata: String(e) });
        }
        return;
      }
      try {
        await hazir;
        const t0 = performance.now();
        const m = self.dersModeli;
        const metin = d.tur === 'grafik' ? m.grafik(d.ayar, d.ad) : m.guncelle(d.ayar);
        if (typeof metin !== 'string') throw new Error('the model gave no answer: the Go program stopped');
        self.postMessage({ id: d.id, metin, sure: performance.now() - t0 });
      } catch (e) { // the Go program stopped: every later request fails too
        self.postMessage({ id: d.id, hata: String(e) });
      }
    };
  };
  // iste sends the worker a request and resolves to its answer.
  const bekleyen = new Map();
  let sira = 0;
  let isciler;
  const iste = (istek) => new Promise((ok, fail) => {
    const id = ++sira;
    bekleyen.set(id, { ok, fail });
    isciler.postMessage({ ...istek, id });
  });
  // say puts a status on the panel: a neutral word while loading, a
  // marked one (hata) when something failed.
  const say = (text, hata, title) => {
    durum.textContent = text;
    durum.classList.toggle('hata', !!hata);
    durum.title = title || '';
  };
  let model;
  const load = () => model || (model = (async () => {
    say(tutulan ? 'Bağlantıdaki senaryo hesaplanıyor…' : 'Model yükleniyor…');
    const get = async (file) => {
      const r = await fetch(new URL(file, location.href));
      if (!r.ok) throw new Error(file + ': ' + r.status);
      return r.text();
    };
    const [params, metinler] = await Promise.all([
      get(panel.dataset.parametreler),
      panel.dataset.metinler ? get(panel.dataset.metinler) : Promise.resolve(null),
    ]);
    parts = page();
    isciler = new Worker(URL.createObjectURL(new Blob(['(' + isci + ')()'], { type: 'text/javascript' })));
    isciler.onmessage = ({ data: d }) => {
      const b = bekleyen.get(d.id);
      if (!b) return; // failed already, with the worker (onerror)
      bekleyen.delete(d.id);
      if (d.hata !== undefined) b.fail(new Error(d.hata)); else b.ok(d);
    };
    isciler.onerror = (e) => {
      for (const b of bekleyen.values()) b.fail(new Error(e.message || 'worker'));
      bekleyen.clear();
    };
    const r = await iste({
      tur: 'kur',
      exec: asset(me.wasmExec),
      wasm: asset(me.wasm),
      ad: panel.dataset.model,
      model: params,
      metinler,
      refs: JSON.stringify({
        sayilar: parts.sayilar.map((d) => ({ ad: d.dataset.ad, bicim: d.dataset.bicim, ek: d.dataset.ek || '', buyuk: d.hasAttribute('data-buyuk') })),
        iddialar: parts.iddialar.map((s) => ({ metin: s.dataset.metin, ifade: s.dataset.ifade })),
        kosullar: parts.ifadeler,
        tablolar: parts.tablolar.map((f) => f.id.slice('tablo-'.length)),
        grafikler: kutular.map(ad),
      }),
    });
    if (r.metin) throw new Error(r.metin);
    if (!tutulan) say('');
    const io = new IntersectionObserver((entries) => {
      for (const e of entries) {
        const name = e.target.dataset.grafikAdi;
        if (e.isIntersecting) gorunur.add(name); else gorunur.delete(name);
        if (e.isIntersecting && bayat.has(name)) update();
      }
    });
    for (const kutu of kutular) {
      const f = kutu.closest('figure') || kutu;
      f.dataset.grafikAdi = ad(kutu);
      io.observe(f);
    }
  })().catch((e) => {
    tutulan = null; // the page and the panel stay the lesson's
    say('Model yüklenemedi.', true, String(e));
    throw e;
  }));

  // What changed in the prose since the last summary: the blocks (a
  // paragraph, a list item) whose numerals or phrasings changed, in page
  // order, and the claims that stopped holding.
  const degisen = new Set();
  const tutmayan = new Set();
  let tablolarDegisti = false;
  const blok = (e) => e.closest('p, li, h2, h3, td, th, figcaption') || e.parentElement;
  // cumle returns the sentence of block b that holds e, as a reader reads
  // it (hidden phrasings and claim markers left out).
  const cumle = (b, e) => {
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
  const anons = () => {
    const said = [];
    const blocks = [...degisen].filter((b) => b.isConnected);
    blocks.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
    for (const b of blocks.slice(0, 2)) {
      const d = [...b.querySelectorAll('data[data-ad], span.kosul:not([hidden])')].find((x) => x.dataset.degisti);
      const s = d ? cumle(b, d) : b.textContent.replace(/\s+/g, ' ').trim();
      if (s && !said.includes(s)) said.push(s);
    }
    for (const b of blocks) b.querySelectorAll('[data-degisti]').forEach((x) => delete x.dataset.degisti);
    let text = said.length ? 'Metinde değişen: ' + said.join(' ') : '';
    if (blocks.length > said.length) text += ' Başka cümleler de değişti.';
    if (tablolarDegisti) text += ' Tablolar da değişti.';
    for (const m of tutmayan) text += ' Bu ayarlarla tutmayan iddia: ' + m + '.';
    degisen.clear();
    tutmayan.clear();
    tablolarDegisti = false;
    if (text.trim()) ozet.textContent = text.trim();
  };

  // apply puts the prose and tables of a result (live.Result's JSON) on the
  // page; charts come apart (redraw).
  const apply = (r) => {
    r.metinler.forEach((t, i) => {
      const d = parts.sayilar[i];
      if (d.textContent !== t) {
        d.dataset.degisti = '1';
        degisen.add(blok(d));
      }
      d.textContent = t; d.value = r.degerler[i];
      d.classList.toggle('eksik', r.eksik.includes(i));
    });
    for (const f of parts.tablolar) {
      const h = r.tablolar[f.id.slice('tablo-'.length)];
      if (h === undefined) continue;
      const t = document.createElement('template');
      t.innerHTML = h;
      f.querySelector('table').replaceWith(t.content.querySelector('table'));
      tablolarDegisti = true;
    }
    const paragraphs = new Set();
    r.iddialar.forEach((holds, i) => {
      const s = parts.iddialar[i];
      const p = s.closest('p, li') || s.parentElement;
      paragraphs.add(p);
      if (holds) {
        if (s.uyari) s.uyari.remove();
        s.uyari = null;
      } else if (!s.uyari) {
        s.uyari = document.createElement('span');
        s.uyari.className = 'iddia-uyari';
        s.uyari.textContent = '⚠';
        s.uyari.setAttribute('role', 'img');
        s.uyari.title = 'Bu ayarlarla tutmayan iddia: ' + s.dataset.metin;
        s.uyari.setAttribute('aria-label', s.uyari.title);
        s.after(s.uyari);
        tutmayan.add(s.dataset.metin);
      }
    });
    for (const p of paragraphs) p.classList.toggle('iddia-tutmuyor', !!p.querySelector('.iddia-uyari'));
    // Each phrasing shows while its condition holds (data-dal evet) or
    // does not (hayir).
    const holds = new Map(parts.ifadeler.map((x, i) => [x, r.kosullar[i]]));
    for (const k of parts.kosullar) {
      const hidden = holds.get(k.dataset.ifade) !== (k.dataset.dal === 'evet');
      if (k.hidden !== hidden && !hidden) {
        k.dataset.degisti = '1';
        degisen.add(blok(k));
      }
      k.hidden = hidden;
    }
    for (const [k, l] of Object.entries(r.etiketler)) {
      const o = panel.querySelector('output[data-etiket="' + k + '"]');
      if (o) o.textContent = l.metin;
      if (byKey[k] && byKey[k].type === 'range') byKey[k].setAttribute('aria-valuetext', l.okunus);
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
  let metin = ''; // the settings the prose and tables show
  let sonuGrafik = false; // the last request was a chart's
  const settings = () => JSON.stringify(Object.fromEntries(inputs.map((e) => [e.name, value(e)])));
  const waiting = () => kutular.map(ad).filter((a) => gorunur.has(a) && bayat.has(a));
  const update = () => {
    if (queued || busy) return; // a request's answer calls update again
    queued = true;
    load().then(tick, () => { queued = false; });
  };
  const tick = async () => {
    queued = false;
    clearTimeout(idle);
    const ayar = settings();
    if (ayar !== read) for (const k of kutular) bayat.add(ad(k));
    read = ayar;
    // The chart in view drawn longest ago, so that charts in view take
    // turns too.
    const due = waiting().sort((a, b) => (cizim.get(a) || 0) - (cizim.get(b) || 0));
    const grafik = due.length > 0 && (ayar === metin || !sonuGrafik);
    if (!grafik && ayar === metin) return settle();
    busy = true;
    try {
      if (grafik) await redraw(ayar, due[0]);
      else await run(ayar);
    } catch (e) {
      return stopped(e);
    } finally {
      busy = false;
    }
    sonuGrafik = grafik;
    next();
  };
  // stopped says that the model stopped answering; the page stays as it is.
  const stopped = (e) => say('Model durdu; sayfayı yeniden yükleyin.', true, String(e));
  // next asks the model for the next thing while the page is behind the
  // panel, and settles once it has caught up.
  const next = () => {
    if (settings() !== metin || waiting().length) update();
    else settle();
  };
  let anonsBekle = 0;
  const settle = () => {
    adres();
    // Said once the reader pauses, not at every answer of a drag.
    clearTimeout(anonsBekle);
    anonsBekle = setTimeout(anons, 700);
    clearTimeout(idle);
    if (bayat.size) idle = setTimeout(catchUp, 200);
  };
  // When the reader pauses, the charts out of view catch up, one at a time.
  const catchUp = async () => {
    const a = bayat.values().next().value;
    if (a === undefined || busy || queued) return;
    busy = true;
    try {
      await redraw(read, a);
    } catch (e) {
      return stopped(e);
    } finally {
      busy = false;
    }
    if (settings() !== metin || waiting().length) update();
    else if (bayat.size) idle = setTimeout(catchUp, 30);
  };
  // olc records an update whose answer the page began to put in place at
  // t0, and that the model took sure ms to compute.
  const olc = (t0, sure, grafikli) => {
    olcum.sureler.push(performance.now() - t0);
    olcum.model.push(sure);
    olcum.grafikli.push(grafikli);
    olcum.sayi++;
  };
  // hata says that the settings cannot be computed; false when they can.
  const hata = (r) => {
    if (r.hata) say('Bu ayarlar hesaplanamıyor.', true, r.hata);
    else if (durum.classList.contains('hata') || tutulan) say('');
    return !!r.hata;
  };
  // run computes the prose and tables for the settings ayar (JSON) and
  // puts them on the page; held settings the answer is for go on the
  // panel with it.
  const run = async (ayar) => {
    const c = await iste({ tur: 'guncelle', ayar });
    const t0 = performance.now();
    metin = ayar;
    const r = JSON.parse(c.metin);
    hatali = hata(r);
    if (tutulan && ayar === settings()) release();
    if (hatali) return;
    apply(r);
    olc(t0, c.sure, false);
  };
  // adres puts the settings the page shows in its URL, once the page has
  // caught up with the reader: the browser takes milliseconds to replace
  // an address, too long for every answer of a drag. Settings the model
  // cannot compute stay out of it.
  let hatali = false;
  const adres = () => {
    if (hatali || tutulan) return;
    const q = new URLSearchParams();
    for (const e of inputs) if (!lesson(e)) q.set(e.name, e.type === 'checkbox' ? (e.checked ? '1' : '0') : e.value);
    const s = q.toString() ? '?' + q.toString() : '';
    if (s !== location.search) history.replaceState(history.state, '', (s || location.pathname) + location.hash);
  };
  // redraw redraws the chart called name for the settings ayar, with its
  // words and the tables of its numbers.
  const redraw = async (ayar, name) => {
    bayat.delete(name);
    yolda++;
    try {
      const c = await iste({ tur: 'grafik', ayar, ad: name });
      const t0 = performance.now();
      const r = JSON.parse(c.metin);
      if (hata(r)) return;
      const kutu = kutular.find((k) => ad(k) === name);
      if (r.grafik && kutu) {
        const f = kutu.closest('figure');
        const cap = f && f.querySelector('figcaption');
        const desc = f && f.querySelector('.grafik-aciklama');
        if (cap) cap.innerHTML = r.grafik.baslik;
        if (desc) desc.innerHTML = r.grafik.aciklama;
        if (f) tablolar(f, r.grafik.tablolar);
        // The build's drawing is of the lesson's settings: the
        // interactive chart takes its place.
        await canlandir(kutu, r.grafik.secenek).catch((e) => say('Grafik çizilemedi.', true, String(e)));
      }
      cizim.set(name, olcum.sayi);
      olc(t0, c.sure, true);
    } finally {
      yolda--;
    }
  };

  form.addEventListener('input', (ev) => {
    if (tutulan) delete tutulan[ev.target.name]; // the reader's value stands
    release();
    keepMax();
    update();
  });
  // A reader who reaches for a control while the URL's settings wait for
  // the model takes them over.
  for (const ev of ['pointerdown', 'keydown']) form.addEventListener(ev, release);
  for (const ev of ['focusin', 'pointerdown']) form.addEventListener(ev, () => load().catch(() => {}), { once: true });
  panel.querySelector('button.oynat-sifirla').addEventListener('click', () => {
    tutulan = null;
    for (const e of inputs) { if (e.type === 'checkbox') e.checked = e.defaultChecked; else e.value = e.defaultValue; }
    keepMax();
    if (model) update();
  });

  // A maximum that is another control's value holds from the start.
  keepMax();
  // Settings in the URL: computed at once, and shown with the page's
  // numbers when the model answers.
  tutulan = hold(new URLSearchParams(location.search));
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
  if (tutulan) update();
})();
