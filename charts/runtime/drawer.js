// drawer.js — the page's charts drawn in a worker. While a reader moves
// the controls, the page's own thread only puts drawings in place: this
// worker holds each chart as it stands (state.js), puts each move's data
// where its bindings say, and draws it with ECharts' server-side renderer
// as the build does (server.js) — the same SVG, which prints as it shows
// and takes the page's colours in the dark (charts.CSS) — at the size of
// its box. ECharts' work for a move (merging the option, laying the chart
// out, drawing it), tens of milliseconds on a phone, is off the page's
// thread. The interactive chart the page draws when a reader reaches for
// one (page.js) is given its option from here too, whole the first time,
// then what changed since it last showed.
//
// The loader (live/livebuild/client/drawings.js) starts the chart runtime
// in a worker; in a worker the runtime serves these requests, each
// answered with the request's id:
//
//	{kind: 'draw', chart, options, values, width, height} → {svg}
//	    values (the engine's {data, words}, or null) put in the chart of
//	    box id chart and the chart drawn at width × height CSS pixels; svg
//	    is null when nothing changed since its last drawing at that size.
//	{kind: 'option', chart, options, whole} → {option, whole}
//	    the option for the page's interactive chart: whole when asked
//	    (the page holds no chart yet), else what changed since.
//
// options is the URL of the page's chart options (charts.OptionsFile),
// fetched once.

import { init } from 'echarts/core';
import { LOCALE, packed, prepare } from './shared.js';
import { apply, declare, patch, whole } from './state.js';

// The readers of a chart's state: the worker's drawing, the page's
// interactive chart.
const drawing = 'drawing';
const live = 'live';

// serveDrawings answers the page's requests in scope, the worker's global.
export function serveDrawings(scope) {
  let file; // the options file, once asked for
  const charts = new Map(); // by box id: {st, chart, width, height}
  const chartOf = async (id, url) => {
    let c = charts.get(id);
    if (c) return c;
    file = file || fetch(url).then((r) => {
      if (!r.ok) throw new Error(url + ': ' + r.status);
      return r.json();
    });
    const spec = (await file)[id.slice('chart_'.length)];
    if (!spec) throw new Error(url + ': no chart ' + id);
    c = charts.get(id); // another request made it meanwhile
    if (!c) charts.set(id, (c = { id, st: declare(spec, [drawing, live]), chart: null, width: 0, height: 0 }));
    return c;
  };
  scope.onmessage = async ({ data: d }) => {
    try {
      const c = await chartOf(d.chart, d.options);
      if (d.kind === 'draw') {
        scope.postMessage({ id: d.id, svg: draw(c, d.values, Math.round(d.width), Math.round(d.height)) });
      } else {
        const all = !!d.whole;
        scope.postMessage({ id: d.id, option: all ? whole(c.st, live) : patch(c.st, live) || {}, whole: all });
      }
    } catch (e) {
      scope.postMessage({ id: d.id, error: String((e && e.stack) || e) });
    }
  };
}

// draw puts values into chart c and returns its drawing at width ×
// height, or null when it shows the last one already.
function draw(c, values, width, height) {
  if (values) apply(c.st, values);
  if (!(width > 0 && height > 0)) throw new Error(c.id + ': no room to draw in (' + width + '×' + height + ')');
  if (c.chart && c.width === width && c.height === height) {
    const p = patch(c.st, drawing);
    if (!p) return null;
    p.animation = false;
    c.chart.setOption(packed(prepare(p, true)), { silent: true });
  } else {
    // A new size is a new chart: its narrow layout (media) is chosen as
    // it starts.
    if (c.chart) c.chart.dispose();
    c.chart = init(null, null, { renderer: 'svg', ssr: true, width, height, locale: LOCALE });
    c.width = width;
    c.height = height;
    c.chart.setOption(packed(prepare(whole(c.st, drawing), true)));
  }
  return placed(c.chart.renderToSVGString(), c.id + '-live');
}

// placed makes ECharts' drawing one of the page's, as the build's
// (charts.Place after cleanSVG): no hover styles, classes or hydration
// marks, its ids prefixed with prefix (ids are the document's: two
// drawings' would clip each other's lines), hidden from screen readers
// (the chart's box names it, its figure holds its numbers), its size
// the box's (the viewBox keeps its proportions).
function placed(svg, prefix) {
  const open = /^<svg [^>]*viewBox="0 0 ([0-9.]+) ([0-9.]+)"[^>]*>/.exec(svg);
  if (!open) throw new Error('not an SVG drawing: ' + svg.slice(0, 80));
  const ids = new Map();
  const body = svg.slice(open[0].length)
    .replace(/<style[^>]*>[\s\S]*?<\/style>\s*/g, '')
    .replace(/ class="zr[0-9]+-cls-[0-9]+"| pointer-events="[a-z]+"| ecmeta_[a-z_]+="[^"]*"/g, '')
    .replace(/(id="|url\(#|href="#)(zr[0-9]+-[A-Za-z0-9]+)/g, (_, at, id) => {
      if (!ids.has(id)) ids.set(id, prefix + '-k' + ids.size);
      return at + ids.get(id);
    })
    .trim()
    .replace(/>\s+</g, '><');
  return '<svg class="chart-drawing chart-live" aria-hidden="true" focusable="false" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ' +
    open[1] + ' ' + open[2] + '">' + body;
}
