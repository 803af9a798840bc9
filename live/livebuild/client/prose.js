// prose.js — the model's answer on the page: each numeral the model
// wrote (<data data-name>), each phrasing a condition chooses
// (span.condition), each table, the claims that stop holding, the panel's
// words; and what a screen reader hears of it once the reader pauses.

import { fromBuild, keepLabel, readerPause } from './dom.js';

// createProse returns what puts the model's answers in the prose: apply
// (an answer, live.Result's JSON parsed), announceSoon (the summary, once
// the reader pauses), parts (the page's parts the model computes) and
// waitingTables (how many tables out of view wait for the reader's pause).
// panel is the controls' section, byKey its inputs by name.
export function createProse(panel, byKey) {
  // What a screen reader hears after a change: what changed in the prose.
  const summary = document.createElement('p');
  summary.className = 'controls-summary';
  summary.setAttribute('aria-live', 'polite');
  panel.append(summary);
  let parts; // page(), once asked for
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

  const shell = (e) => e.cloneNode(false).outerHTML; // an element's own tag and attributes
  const patchTable = (old, fresh) => {
    if (fresh.caption) keepLabel(fresh.caption, old.caption?.querySelector(':scope > .figure-label'));
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

  // A table out of view waits while the reader drags: it is put on the page
  // when it comes near the screen, or once the reader pauses (readerPause),
  // one table a task. Tables are most of what a move changes on the page:
  // parsed, compared cell by cell and laid out again, every table of a
  // lesson made the longest of a drag's tasks on a phone (bench/moves.sh).
  // waiting holds each waiting table's figure and its newest HTML; near,
  // the figures within half a screen of the view.
  const waiting = new Map();
  const near = new Set();
  let lateTables = 0;
  const putTable = (f, html) => {
    waiting.delete(f);
    const table = fromBuild(html).querySelector('table');
    if (table) patchTable(f.querySelector('table'), table);
  };
  let watching = null;
  const watch = (tables) => {
    if (watching || typeof IntersectionObserver !== 'function') return;
    watching = new IntersectionObserver((entries) => {
      for (const e of entries) {
        if (!e.isIntersecting) {
          near.delete(e.target);
          continue;
        }
        near.add(e.target);
        if (waiting.has(e.target)) putTable(e.target, waiting.get(e.target));
      }
    }, { rootMargin: '50% 0px' });
    for (const f of tables) watching.observe(f);
  };
  const catchUp = () => {
    const next = waiting.entries().next();
    if (next.done) return;
    putTable(...next.value);
    if (waiting.size) lateTables = setTimeout(catchUp, 30);
  };

  // apply puts the prose and tables of a result (live.Result's JSON) on the
  // page; charts come apart (redraw).
  const apply = (r) => {
    parts = parts || page();
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
    watch(parts.tables);
    for (const f of parts.tables) {
      const h = r.tables[f.id.slice('table-'.length)];
      if (h === undefined) continue;
      tablesChanged = true;
      if (!watching || near.has(f)) putTable(f, h);
      else waiting.set(f, h);
    }
    clearTimeout(lateTables);
    if (waiting.size) lateTables = setTimeout(catchUp, readerPause);
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
  // announceSoon says what changed once the reader pauses, not at every
  // answer of a drag.
  let announceTimer = 0;
  const announceSoon = () => {
    clearTimeout(announceTimer);
    announceTimer = setTimeout(announce, 700);
  };
  return {
    apply,
    announceSoon,
    get parts() { return parts || (parts = page()); },
    get waitingTables() { return waiting.size; },
  };
}
