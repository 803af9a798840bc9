// drawings.js — the chart runtime in a worker (charts/runtime/drawer.js),
// which draws the page's charts as a reader's moves change them, so that
// the page's own thread only puts each drawing in place.

import { asking } from './worker.js';

// startDrawer starts the chart runtime at url in a worker and returns
// ask (asking), which sends it a request. The worker loads the runtime
// with importScripts, which, unlike a worker's own URL, may come from
// another origin (a site whose assets a CDN serves).
export function startDrawer(url) {
  const source = 'importScripts(' + JSON.stringify(url) + ')';
  return asking(new Worker(URL.createObjectURL(new Blob([source], { type: 'text/javascript' }))));
}
