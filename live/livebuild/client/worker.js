// worker.js — the page's engine in a worker of its own, so that the
// page's thread only puts the model's answers on the page.

// workerSource is the worker's source: it loads the engine (load: Go's
// wasm_exec.js and the WebAssembly, compiled as it arrives) while the
// page fetches the lesson's files, sets the model up with them (open:
// liveModel.open) and answers each request with the model's JSON text and
// the time it took.
function workerSource() {
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
}

// startWorker starts the worker, has it load the engine (Go's
// wasm_exec.js at exec, the WebAssembly at wasm) and returns ask (asking).
export function startWorker(exec, wasm) {
  const worker = new Worker(URL.createObjectURL(new Blob(['(' + workerSource + ')()'], { type: 'text/javascript' })));
  worker.postMessage({ kind: 'load', exec, wasm });
  return asking(worker);
}

// asking returns ask, which sends worker a request and resolves to its
// answer (a message with the request's id) or fails with its error
// (error); a worker that stops fails every request it holds.
export function asking(worker) {
  const replies = new Map();
  let lastID = 0;
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
  return (request) => new Promise((ok, fail) => {
    const id = ++lastID;
    replies.set(id, { ok, fail });
    worker.postMessage({ ...request, id });
  });
}
