// ahead.js — answers ahead. A reader's first move is nearly always one
// control away from the lesson's settings: the build computed the prose
// there for every step of every control (livebuild.Sweeps, the panel's
// data-sweeps), and the page shows it while the engine loads — the
// numerals, the phrasings, the claims and the panel's words; the tables
// and the charts wait for the engine, which then answers as always. The
// file names each numeral, claim and condition by what it is: unless it
// has every one the page shows, it is left unused. Its columns are read
// by sweeps.js, a control's when a reader first moves it.

import { readSweeps } from './sweeps.js';

// createAhead returns load (fetch the answers ahead, once) and answer
// (show the prose for the panel's settings from them, when it can).
// engineAnswers says whether the engine has opened the model: then it
// answers, not this.
export function createAhead({ panel, prose, controls, measures, engineAnswers }) {
  let sweeps; // the file's promise
  let ahead = null; // the file, matched to the page: where each of the page's parts stands in it
  const loadSweeps = () => sweeps || (sweeps = !panel.dataset.sweeps ? Promise.resolve() : fetch(new URL(panel.dataset.sweeps, location.href))
    .then((r) => (r.ok ? r.json() : null))
    .then((f) => {
      if (!f || engineAnswers()) return;
      const { parts } = prose;
      const at = (list, key) => {
        const m = new Map(list.map((x, i) => [key(x), i]));
        return (x) => (m.has(key(x)) ? m.get(key(x)) : -1);
      };
      const numeral = at(f.numerals, (n) => JSON.stringify([n.name, n.form, n.suffixes, n.upper]));
      const claim = at(f.claims, (c) => JSON.stringify([c.text, c.expr]));
      const condition = at(f.conditions, (x) => x);
      const m = {
        numerals: parts.numerals.map((d) => numeral({ name: d.dataset.name, form: d.dataset.format, suffixes: d.dataset.suffixes || '', upper: d.hasAttribute('data-upper') })),
        claims: parts.claims.map((s) => claim({ text: s.dataset.text, expr: s.dataset.expr })),
        conditions: parts.exprs.map(condition),
        at: readSweeps(f),
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
    if (!ahead || engineAnswers()) return;
    const off = controls.inputs.filter((e) => controls.value(e) !== lessonValue(e));
    const a = ahead.at(off.length === 1 ? off[0].name : null);
    const j = a && off.length === 1 ? a.index(String(controls.value(off[0]))) : -1;
    if (off.length > 1 || !a || j === undefined) {
      // The prose shows an answer ahead for other settings: the engine
      // answers these.
      if (measures.ahead && !controls.statusLine.classList.contains('error')) controls.showStatus('Model yükleniyor…');
      return;
    }
    const r = a.result(j);
    if (controls.pending) controls.release();
    prose.apply({
      texts: ahead.numerals.map((i) => r.texts[i]),
      values: ahead.numerals.map((i) => r.values[i]),
      missing: ahead.numerals.flatMap((i, k) => (r.missing[i] ? [k] : [])),
      claims: ahead.claims.map((i) => r.claims[i]),
      conditions: ahead.conditions.map((i) => r.conditions[i]),
      labels: r.labels,
      tables: {},
    });
    measures.ahead++;
    prose.announceSoon();
    if (!controls.statusLine.classList.contains('error')) controls.showStatus('Tablolar ve grafikler hesaplanıyor…');
  };
  return { load: loadSweeps, answer: answerAhead };
}
