// trace.js — where a page's main thread spent its time, from the traces
// TestMoves writes (E2E_MOVES_TRACE=DIR bash bench/moves.sh): per kind of
// work (a layout, a style recalculation, a paint, a script's function) the
// time spent in it and not in the work nested inside, the largest first,
// then the longest tasks, each with what took most of it. Milliseconds.
//
//   node bench/trace.js DIR/*.json [TOP]
'use strict';
const fs = require('fs');

const args = process.argv.slice(2);
const top = /^\d+$/.test(args[args.length - 1] || '') ? Number(args.pop()) : 20;

// label names an event: a script's call by its function and file.
const label = (e) => {
  const d = (e.args && e.args.data) || {};
  if (e.name === 'FunctionCall' || e.name === 'EvaluateScript') {
    const url = (d.url || '').replace(/^.*\//, '');
    return e.name + ' ' + (d.functionName || '') + (url ? ' ' + url + ':' + d.lineNumber : '');
  }
  if (e.name === 'EventDispatch' || e.name === 'TimerFire') return e.name + ' ' + (d.type || d.timerId || '');
  return e.name;
};

for (const file of args) {
  const events = JSON.parse(fs.readFileSync(file, 'utf8')).traceEvents;
  // The renderer's main thread: where the page's tasks run.
  const main = events.find((e) => e.name === 'thread_name' && e.args && e.args.name === 'CrRendererMain');
  const mine = events
    .filter((e) => e.ph === 'X' && main && e.pid === main.pid && e.tid === main.tid && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  // Self time: an event's duration less its children's (nested X events).
  const self = new Map();
  const tasks = [];
  const stack = [];
  for (const e of mine) {
    while (stack.length && stack[stack.length - 1].ts + stack[stack.length - 1].dur <= e.ts) stack.pop();
    const parent = stack[stack.length - 1];
    e.own = e.dur;
    e.parts = new Map();
    if (parent) {
      parent.own -= e.dur;
    } else if (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') {
      tasks.push(e);
    }
    e.task = parent ? parent.task : e;
    stack.push(e);
  }
  for (const e of mine) {
    const k = label(e);
    self.set(k, (self.get(k) || 0) + e.own);
    if (e.task !== e) e.task.parts.set(k, (e.task.parts.get(k) || 0) + e.own);
  }
  const ms = (t) => (t / 1000).toFixed(1).padStart(8);
  const sum = tasks.reduce((s, t) => s + t.dur, 0);
  console.log('# ' + file + ': ' + tasks.length + ' tasks, ' + ms(sum).trim() + ' ms');
  for (const [k, t] of [...self].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(ms(t) + '  ' + k);
  console.log('## the longest tasks');
  for (const t of [...tasks].sort((a, b) => b.dur - a.dur).slice(0, Math.min(top, 8))) {
    const parts = [...t.parts].sort((a, b) => b[1] - a[1]).slice(0, 4).map(([k, v]) => k + ' ' + (v / 1000).toFixed(1));
    console.log(ms(t.dur) + '  ' + parts.join(', '));
  }
}
