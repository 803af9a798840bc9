// trace.js — where a page's main thread spent its time, from the traces
// TestMoves writes (E2E_MOVES_TRACE=DIR bash bench/moves.sh): per kind of
// work (a layout, a style recalculation, a paint, a script's function) the
// time spent in it and not in the work nested inside, the largest first,
// then the longest tasks, each with what took most of it, then where the
// JavaScript of the long tasks (over 50 ms) spent its time, from V8's
// samples: per function, its own time and the time with what it called
// (a build with MinifyIdentifiers off names ECharts' functions).
// Milliseconds.
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
  sampled(events, main, tasks.filter((t) => t.dur > 50000), ms);
}

// sampled prints, from the V8 samples of the trace (its ProfileChunk
// events) that fall inside the tasks long, each function's own time and
// its time with its callees, the largest first.
function sampled(events, main, long, ms) {
  const nodes = new Map();
  const own = new Map();
  const total = new Map();
  for (const e of events) {
    if (e.name !== 'ProfileChunk' || !main || e.pid !== main.pid) continue;
    const d = e.args.data;
    for (const n of (d.cpuProfile && d.cpuProfile.nodes) || []) nodes.set(n.id, n);
  }
  const name = (n) => {
    const f = n.callFrame;
    const url = (f.url || '').replace(/^.*\//, '');
    return (f.functionName || '(anonymous)') + (url ? ' ' + url + ':' + f.lineNumber + ':' + f.columnNumber : '');
  };
  const inLong = (ts) => long.some((t) => ts >= t.ts && ts < t.ts + t.dur);
  for (const e of events) {
    if (e.name !== 'Profile' || !main || e.pid !== main.pid) continue;
    let ts = e.args.data.startTime;
    for (const c of events) {
      if (c.name !== 'ProfileChunk' || c.id !== e.id || c.pid !== e.pid) continue;
      const d = c.args.data;
      const samples = (d.cpuProfile && d.cpuProfile.samples) || [];
      for (let i = 0; i < samples.length; i++) {
        const dt = d.timeDeltas[i];
        ts += dt;
        const next = d.timeDeltas[i + 1] || 0;
        if (!inLong(ts) || next <= 0) continue;
        let n = nodes.get(samples[i]);
        if (!n) continue;
        const k = name(n);
        own.set(k, (own.get(k) || 0) + next);
        const seen = new Set();
        for (; n; n = nodes.get(n.parent)) {
          const key = name(n);
          if (seen.has(key)) continue;
          seen.add(key);
          total.set(key, (total.get(key) || 0) + next);
        }
      }
    }
  }
  if (own.size === 0) return;
  console.log('## JavaScript in the long tasks: own time');
  for (const [k, t] of [...own].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(ms(t) + '  ' + k);
  console.log('## with what it called');
  for (const [k, t] of [...total].sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log(ms(t) + '  ' + k);
}
