// sweeps.js — the answers ahead's file, read (livebuild.Sweeps writes it;
// sweepscodec.go says how its columns are written): for one control, what
// each of its values gives every numeral, claim, condition and the panel's
// words, where they differ from the lesson's.

// nudge moves x by k ulps, up for k > 0: its bits as an integer move by
// k, away from zero for a positive x and towards it for a negative one
// (the 64 bits as two 32-bit words, which every browser has).
const bits = new DataView(new ArrayBuffer(8));
const nudge = (x, k) => {
  if (!k) return x;
  bits.setFloat64(0, x);
  const low = bits.getUint32(4) + (x < 0 ? -k : k);
  const carry = Math.floor(low / 2 ** 32);
  bits.setUint32(4, low - carry * 2 ** 32);
  bits.setUint32(0, bits.getUint32(0) + carry);
  return bits.getFloat64(0);
};

// numbers reads a number column's tokens: a literal, P/Q or ~LITERAL
// (plus the value before) or = (ref's value at the same step), then ulp
// marks (+ up, - down), then *N for N values.
const token = /^([~=]?)(.*?)([+-]*)(?:\*(\d+))?$/;
const numbers = (tokens, ref) => {
  const out = [];
  let prev = NaN;
  for (const t of tokens) {
    const [, op, lit, marks, times] = token.exec(t);
    const [p, q] = lit.split('/');
    const x = q === undefined ? Number(p) : Number(p) / Number(q);
    const k = marks[0] === '-' ? -marks.length : marks.length;
    for (let n = Number(times || 1); n > 0; n--) {
      prev = nudge(op === '~' ? prev + x : op === '=' ? ref[out.length] : x, k);
      out.push(prev);
    }
  }
  return out;
};

// strings reads a text column: each string, then how many values it gives
// when more than one.
const strings = (column) => {
  const out = [];
  for (const x of column) {
    if (typeof x !== 'number') out.push(x);
    else for (let n = 1; n < x; n++) out.push(out[out.length - 1]);
  }
  return out;
};

// flags reads a bit column: the first value, then the lengths of the runs.
const flags = ([first, ...runs]) => runs.flatMap((n, i) => Array(n).fill((first + i) % 2 === 1));

// digitsKey writes x in digits with at most d decimals, as the prose does
// (toFixed, a decimal comma, trailing zeros dropped): the key a text
// follows.
const digitsKey = (x, d) => {
  let s = x.toFixed(d).replace('.', ',');
  if (s.includes(',')) s = s.replace(/0+$/, '').replace(/,$/, '');
  return s === '-0' ? '0' : s;
};

// readSweeps returns, for the file f, at(key): the answers for control
// key (read once), or null if the file has none; at(null), the lesson's.
// An answer's index(value) is the step of a value (String of it), or
// undefined; result(j) is what step j shows, the lesson's where nothing
// differs, as live.Result's JSON has it but for the file's numerals,
// claims and conditions (missing: a flag for each numeral).
export function readSweeps(f) {
  const none = { values: '', figures: {}, texts: {}, missing: {}, claims: {}, conditions: {}, labels: {} };
  const read = new Map();
  const at = (key) => {
    const c = key === null ? none : f.controls[key];
    if (!c) return null;
    if (!read.has(key)) read.set(key, answers(f, c));
    return read.get(key);
  };
  return at;
}

// answers reads control c's columns of the file f (see readSweeps).
function answers(f, c) {
  const values = c.values ? numbers(c.values.split(' ')) : [];
  const columns = { '@': values };
  const column = (name) => {
    if (!(name in columns)) {
      const [head, ...rest] = c.figures[name.slice(1)].split(' ');
      columns[name] = head[0] === '@' ? numbers(rest, column(head)) : numbers([head, ...rest]);
    }
    return columns[name];
  };
  const each = (cols, read) => Object.fromEntries(Object.entries(cols).map(([i, x]) => [i, read(x)]));
  const texts = each(c.texts, strings);
  const labels = each(c.labels, ([t, s]) => [strings(t), strings(s)]);
  const missing = each(c.missing, flags);
  const claims = each(c.claims, flags);
  const conditions = each(c.conditions, flags);
  // A text token: "=TEXT", or what follows the key in the text (the
  // whole text of the words table for "").
  const text = (tok, key, table) => {
    if (tok[0] === '=') return tok.slice(1);
    return table ? table[1][Number(key) - table[0]] : key + tok;
  };
  const steps = new Map(values.map((v, j) => [String(v), j]));
  const result = (j) => {
    const r = { texts: [], values: [], missing: [], labels: {} };
    f.numerals.forEach((n, i) => {
      const gone = missing[i] ? missing[i][j] : !!f.base.missing[i];
      const value = gone ? NaN : c.figures[n.name] ? column('@' + n.name)[j] : Number(f.base.figures[n.name]);
      r.texts.push(texts[i] ? text(texts[i][j], digitsKey(value, n.digits), f.words[n.words]) : f.base.texts[i]);
      r.values.push(value);
      r.missing.push(gone);
    });
    r.claims = f.base.claims.map((x, i) => (claims[i] ? claims[i][j] : x));
    r.conditions = f.base.conditions.map((x, i) => (conditions[i] ? conditions[i][j] : x));
    for (const [k, [t, s]] of Object.entries(f.base.labels)) {
      const [shown, spoken] = labels[k] ? labels[k].map((col) => text(col[j], digitsKey(values[j], c.digits))) : [t, s];
      r.labels[k] = { text: shown, spoken };
    }
    return r;
  };
  return { index: (value) => steps.get(value), result };
}
