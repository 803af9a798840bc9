// state.js — a declared chart (charts.Declare) as it stands after a
// reader's moves. The options file gives each chart the option the build
// drew and its bindings: the places where the model's data and the
// lesson's words go (charts.Binding), with the texts and words the build
// put in. After a move the page's engine sends only the data and words
// that changed; apply puts them where the bindings say, as the Go side's
// charts.Apply does, and notes what changed for each of the chart's
// readers (the drawing in the worker, the interactive chart on the
// page), so that each is given only the values it has not seen — a
// series' points, an axis' end, a word.

import { plainData } from './shared.js';

// declare returns the state of a chart whose options-file entry is spec,
// read by the readers named.
export function declare(spec, readers) {
  return {
    option: JSON.parse(JSON.stringify(spec.option)),
    bindings: spec.bindings || [],
    data: { ...spec.texts },
    words: { ...spec.words },
    // What changed since each reader last read, by merged path.
    dirty: Object.fromEntries(readers.map((r) => [r, new Map()])),
  };
}

const wordKey = (p) => (p.scope ? p.scope + ':' + p.word : p.word);
const isData = (path) => path.length === 3 && path[0] === 'series' && path[2] === 'data';
// merged cuts a binding's path where ECharts stops merging what it is
// given: the component (its key, and its place in a list), then the keys
// inside it down to the first list (a mark line's data, a series' points),
// which ECharts replaces whole. ["series", 3, "markLine", "data", 0,
// "yAxis"] gives ["series", 3, "markLine", "data"].
const merged = (path) => {
  let end = typeof path[1] === 'number' ? 2 : 1;
  while (end < path.length && typeof path[end] !== 'number') end++;
  return path.slice(0, end);
};

// setAt sets the value at path in o, and reports whether it changed.
function setAt(o, path, value) {
  let at = o;
  for (let i = 0; i < path.length - 1; i++) {
    at = at[path[i]];
    if (at === null || typeof at !== 'object') return false;
  }
  const key = path[path.length - 1];
  if (at[key] === value) return false;
  at[key] = value;
  return true;
}

// dirty notes, for every reader, that the option changed at path.
const dirty = (st, path) => {
  const m = merged(path);
  for (const d of Object.values(st.dirty)) d.set(m.join('\u0000'), m);
};

// apply puts values (the engine's answer: {data, words}) into st's option
// and notes which parts changed.
export function apply(st, values) {
  const data = values.data || {};
  const words = values.words || {};
  Object.assign(st.data, data);
  Object.assign(st.words, words);
  let legend = false;
  for (const b of st.bindings) {
    let value;
    if (b.datum !== undefined) {
      if (!(b.datum in data)) continue;
      value = st.data[b.datum];
      if (b.item >= 0) {
        if (!Array.isArray(value) || b.item >= value.length) continue;
        value = value[b.item];
      } else if (isData(b.path)) {
        if (value === null) value = []; // hidden: the series keeps its place, empty
        legend = true;
      }
    } else {
      if (!b.parts.some((p) => (p.word !== undefined ? wordKey(p) in words : p.datum !== undefined && p.datum in data))) continue;
      value = b.parts.map((p) => {
        if (p.word !== undefined) return st.words[wordKey(p)] || '';
        if (p.datum === undefined) return p.text;
        const d = p.item >= 0 ? (st.data[p.datum] || [])[p.item] : st.data[p.datum];
        return typeof d === 'string' ? d : '';
      }).join('');
    }
    if (setAt(st.option, b.path, value)) dirty(st, b.path);
  }
  if (legend && st.option.legend && !Array.isArray(st.option.legend)) {
    // The legend lists the series that are not hidden, each name once.
    const names = [];
    (st.option.series || []).forEach((s, i) => {
      const bound = st.bindings.some((b) => b.datum !== undefined && b.item < 0 && isData(b.path) && b.path[1] === i);
      if (!s.name || names.includes(s.name) || (bound && (s.data || []).length === 0)) return;
      names.push(s.name);
    });
    // Only when it changed: a new legend lays the whole chart out again.
    if (names.join('\n') !== (st.option.legend.data || []).join('\n')) {
      st.option.legend.data = names;
      dirty(st, ['legend', 'data']);
    }
  }
}

// copy copies o for ECharts, which may change what it is given, but not
// the series' points (lists of plain values): nothing changes those, and
// they are the bulk of a chart.
const copy = (o, key) => {
  if (Array.isArray(o)) return key === 'data' && plainData(o) ? o : o.map((x) => copy(x));
  if (o === null || typeof o !== 'object') return o;
  const out = {};
  for (const k of Object.keys(o)) out[k] = copy(o[k], k);
  return out;
};

// whole returns st's option whole, for a reader that starts anew; what
// it had not read is read with it.
export function whole(st, reader) {
  st.dirty[reader].clear();
  return copy(st.option);
}

// patch returns what of st's option changed since reader last read, as
// ECharts merges it: each changed part alone, under its component's id
// (the build gives every part of a list one), so that ECharts neither
// rebuilds what did not change (an axis' labels, a series' styles) nor
// reads again a formatter made anew. A component of a list without an id
// goes whole, the list with it. Nothing changed gives null.
export function patch(st, reader) {
  const changed = st.dirty[reader];
  if (changed.size === 0) return null;
  const out = {};
  for (const path of changed.values()) {
    const [key, i] = path;
    const listed = typeof i === 'number';
    const all = listed ? st.option[key][i] : st.option[key];
    let at;
    if (!listed) {
      at = out[key] = out[key] || {};
    } else if (all.id === undefined) {
      out[key] = copy(st.option[key]);
      continue;
    } else if (Array.isArray(out[key]) || out[key] === undefined) {
      const list = (out[key] = out[key] || []);
      at = list.find((x) => x.id === all.id);
      if (!at) list.push((at = { id: all.id }));
    } else {
      continue; // the whole list goes already
    }
    const inner = path.slice(listed ? 2 : 1);
    if (inner.length === 0) {
      Object.assign(at, copy(all));
      continue;
    }
    let from = all;
    for (const k of inner.slice(0, -1)) {
      from = from[k];
      at = at[k] = at[k] || {};
    }
    const last = inner[inner.length - 1];
    at[last] = copy(from[last], last);
  }
  changed.clear();
  return out;
}
