// oynat.js — a lesson page's controls (package live). The page carries this
// small file only; on a reader's first touch of a control (or at once when
// the URL carries settings, ?KEY=VALUE for each control the lesson has) it
// fetches the course's models compiled to WebAssembly (ders.wasm, with
// Go's wasm_exec.js, by the names the page gives them: data-wasm and
// data-wasm-exec on this script's element) and the lesson's parameter and
// labels files, and from then on every change recomputes the page: each
// numeral the model wrote (<data data-ad>), each phrasing a condition
// chooses (span.kosul), each table, each chart, and marks the claims that
// stop holding. The model runs in a worker, so that the page's own thread
// only puts its answers on the page. Without JavaScript or WebAssembly the
// panel stays hidden and the page is the published lesson.
(() => {
  const panel = document.querySelector('section.oynat[data-model][data-parametreler]');
  if (!panel || typeof WebAssembly !== 'object') return;
  // The page names the exact files it was built with (their names carry a
  // hash of their content): a page and a model of two deploys never meet.
  const me = document.currentScript.dataset;
  const asset = (name) => String(new URL(name, document.baseURI));
  const form = panel.querySelector('form');
  const durum = panel.querySelector('.oynat-durum');
  const inputs = [...form.querySelectorAll('input[name]')];
  const byKey = Object.fromEntries(inputs.map((e) => [e.name, e]));
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
    get hazir() { return !busy && !queued && bayat.size + yolda === 0 && settings() === metin; },
  };
  Object.defineProperty(window, 'oynat', { value: olcum });

  // A control's value: the markup's own text while untouched, so that the
  // lesson's settings reach the model to the last bit.
  const start = Object.fromEntries(inputs.map((e) => [e.name, e.value]));
  const value = (e) => (e.type === 'checkbox' ? (e.checked ? 1 : 0) : Number(e.value === start[e.name] ? e.defaultValue : e.value));
  const lesson = (e) => (e.type === 'checkbox' ? e.checked === e.defaultChecked : e.value === start[e.name]);
  const set = (e, v) => {
    if (e.type === 'checkbox') e.checked = v === '1';
    else if (v.trim() !== '' && Number.isFinite(Number(v))) e.value = v; // the slider keeps it in range
  };
  // A control whose maximum is another's value (data-en-cok) follows it.
  const keepMax = () => {
    for (const e of inputs) {
      const top = byKey[e.dataset.enCok];
      if (top) e.max = top.value;
    }
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
      grafikler: [...main.querySelectorAll('script[data-grafik]')],
    };
  };
  let parts;
  const ad = (s) => s.dataset.grafik.slice('grafik_'.length); // a chart's name

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
  let model;
  const load = () => model || (model = (async () => {
    durum.textContent = 'Model yükleniyor…';
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
        grafikler: parts.grafikler.map(ad),
      }),
    });
    if (r.metin) throw new Error(r.metin);
    durum.textContent = '';
    const io = new IntersectionObserver((entries) => {
      for (const e of entries) {
        const ad = e.target.dataset.grafikAdi;
        if (e.isIntersecting) gorunur.add(ad); else gorunur.delete(ad);
        if (e.isIntersecting && bayat.has(ad)) update();
      }
    });
    for (const s of parts.grafikler) {
      const f = s.closest('figure') || s;
      f.dataset.grafikAdi = ad(s);
      io.observe(f);
    }
  })().catch((e) => { durum.textContent = 'Model yüklenemedi.'; durum.title = String(e); throw e; }));

  // son holds the options each chart was last given.
  const son = new Map();
  // eksilir reports whether options b lack a part a has (data apart, which
  // merging replaces whole), or hold lists of another length.
  const eksilir = (a, b) => {
    if (Array.isArray(a)) return !Array.isArray(b) || a.length !== b.length || a.some((x, i) => eksilir(x, b[i]));
    if (a === null || typeof a !== 'object') return false;
    if (b === null || typeof b !== 'object') return true;
    for (const k of Object.keys(a)) if (!(k in b) || (k !== 'data' && eksilir(a[k], b[k]))) return true;
    return false;
  };

  // draw redraws the chart of script element s with options o
  // (charts.Options' JSON), or leaves them for its first drawing.
  const draw = (s, o) => {
    const g = window.grafikler && window.grafikler.get(s.dataset.grafik);
    if (!g || !window.grafikSecenek) {
      s.textContent = JSON.stringify(o); // drawn later, as it is now
      return;
    }
    const secenek = window.grafikSecenek(o);
    secenek.animation = false; // a drag redraws it again and again
    // Merging into the chart redraws it in a fraction of the time
    // rebuilding it takes (notMerge), and gives the same chart unless the
    // new options lack something the old ones set.
    const eski = son.get(s) || JSON.parse(s.textContent);
    g.setOption(secenek, { notMerge: eksilir(eski, secenek) });
    son.set(s, secenek);
  };

  // apply puts the prose and tables of a result (live.Result's JSON) on the
  // page; charts come apart (redraw).
  const apply = (r) => {
    r.metinler.forEach((t, i) => {
      const d = parts.sayilar[i];
      d.textContent = t; d.value = r.degerler[i];
      d.classList.toggle('eksik', r.eksik.includes(i));
    });
    for (const f of parts.tablolar) {
      const h = r.tablolar[f.id.slice('tablo-'.length)];
      if (h === undefined) continue;
      const t = document.createElement('template');
      t.innerHTML = h;
      f.querySelector('table').replaceWith(t.content.querySelector('table'));
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
      }
    });
    for (const p of paragraphs) p.classList.toggle('iddia-tutmuyor', !!p.querySelector('.iddia-uyari'));
    // Each phrasing shows while its condition holds (data-dal evet) or
    // does not (hayir).
    const holds = new Map(parts.ifadeler.map((x, i) => [x, r.kosullar[i]]));
    for (const k of parts.kosullar) k.hidden = holds.get(k.dataset.ifade) !== (k.dataset.dal === 'evet');
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
  const waiting = () => parts.grafikler.map(ad).filter((a) => gorunur.has(a) && bayat.has(a));
  const update = () => {
    if (queued || busy) return; // a request's answer calls update again
    queued = true;
    load().then(tick, () => { queued = false; });
  };
  const tick = async () => {
    queued = false;
    clearTimeout(idle);
    const ayar = settings();
    if (ayar !== read) for (const s of parts.grafikler) bayat.add(ad(s));
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
  const stopped = (e) => {
    durum.textContent = 'Model durdu; sayfayı yeniden yükleyin.';
    durum.title = String(e);
  };
  // next asks the model for the next thing while the page is behind the
  // panel, and settles once it has caught up.
  const next = () => {
    if (settings() !== metin || waiting().length) update();
    else settle();
  };
  const settle = () => {
    adres();
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
    durum.textContent = r.hata ? 'Bu ayarlar hesaplanamıyor.' : '';
    durum.title = r.hata || '';
    return !!r.hata;
  };
  // run computes the prose and tables for the settings ayar (JSON) and
  // puts them on the page.
  const run = async (ayar) => {
    const c = await iste({ tur: 'guncelle', ayar });
    const t0 = performance.now();
    metin = ayar;
    const r = JSON.parse(c.metin);
    hatali = hata(r);
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
    if (hatali) return;
    const q = new URLSearchParams();
    for (const e of inputs) if (!lesson(e)) q.set(e.name, e.type === 'checkbox' ? (e.checked ? '1' : '0') : e.value);
    const s = q.toString() ? '?' + q.toString() : '';
    if (s !== location.search) history.replaceState(history.state, '', (s || location.pathname) + location.hash);
  };
  // redraw redraws the chart called name for the settings ayar.
  const redraw = async (ayar, name) => {
    bayat.delete(name);
    yolda++;
    try {
      const c = await iste({ tur: 'grafik', ayar, ad: name });
      const t0 = performance.now();
      const r = JSON.parse(c.metin);
      if (hata(r)) return;
      const s = parts.grafikler.find((e) => ad(e) === name);
      if (r.grafik && s) {
        draw(s, r.grafik.secenek);
        const f = s.closest('figure');
        const cap = f && f.querySelector('figcaption');
        const desc = f && f.querySelector('.grafik-aciklama');
        if (cap) cap.innerHTML = r.grafik.baslik;
        if (desc) desc.innerHTML = r.grafik.aciklama;
      }
      cizim.set(name, olcum.sayi);
      olc(t0, c.sure, true);
    } finally {
      yolda--;
    }
  };

  form.addEventListener('input', () => { keepMax(); update(); });
  for (const ev of ['focusin', 'pointerdown']) form.addEventListener(ev, () => load().catch(() => {}), { once: true });
  panel.querySelector('button.oynat-sifirla').addEventListener('click', () => {
    for (const e of inputs) { if (e.type === 'checkbox') e.checked = e.defaultChecked; else e.value = e.defaultValue; }
    keepMax();
    if (model) update();
  });

  // Settings in the URL: applied at once.
  const q = new URLSearchParams(location.search);
  let given = false;
  // Those a maximum follows first, so a value above it comes down to it.
  const first = (e) => (e.dataset.enCok ? 1 : 0);
  for (const e of [...inputs].sort((a, b) => first(a) - first(b))) {
    if (q.has(e.name)) { set(e, q.get(e.name)); given = true; }
    keepMax();
  }
  // On a phone the open panel would hide half the lesson: it starts closed.
  if (typeof matchMedia === 'function' && matchMedia('(max-width: 40rem)').matches) panel.querySelector('details').open = false;
  panel.hidden = false;
  if (given) update();
})();
