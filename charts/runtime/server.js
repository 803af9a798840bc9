// server.js — the build's drawing of each chart as SVG, under node, with
// ECharts' own server-side renderer (charts.Draw runs it). It reads a JSON
// list of {option, width, height} (options as the page carries them, and
// the size to draw them at, in CSS pixels) on stdin and writes the list of
// SVG texts, or {error, index} for the first chart ECharts could not draw.

import { init } from 'echarts/core';
import { LOCALE, prepare } from './shared.js';

let input = '';
process.stdin.setEncoding('utf8');
process.stdin.on('data', (d) => { input += d; });
process.stdin.on('end', () => {
  const requests = JSON.parse(input);
  const out = [];
  for (let i = 0; i < requests.length; i++) {
    const { option, width, height } = requests[i];
    try {
      const chart = init(null, null, { renderer: 'svg', ssr: true, width, height, locale: LOCALE });
      chart.setOption(prepare(option, true));
      out.push(chart.renderToSVGString());
      chart.dispose();
    } catch (e) {
      process.stdout.write(JSON.stringify({ error: String(e && e.stack || e), index: i }));
      return;
    }
  }
  process.stdout.write(JSON.stringify(out));
});
