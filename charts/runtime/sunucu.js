// sunucu.js — the build's drawing of each chart as SVG, under node, with
// ECharts' own server-side renderer (charts.Draw runs it). It reads a JSON
// list of {secenek, en, boy} (options as the page carries them, and the
// size to draw them at, in CSS pixels) on stdin and writes the list of SVG
// texts, or {hata, sira} for the first chart ECharts could not draw.

import { init } from 'echarts/core';
import { LOCALE, secenek } from './ortak.js';

let girdi = '';
process.stdin.setEncoding('utf8');
process.stdin.on('data', (d) => { girdi += d; });
process.stdin.on('end', () => {
  const istekler = JSON.parse(girdi);
  const cikti = [];
  for (let i = 0; i < istekler.length; i++) {
    const { secenek: o, en, boy } = istekler[i];
    try {
      const grafik = init(null, null, { renderer: 'svg', ssr: true, width: en, height: boy, locale: LOCALE });
      grafik.setOption(secenek(o, true));
      cikti.push(grafik.renderToSVGString());
      grafik.dispose();
    } catch (e) {
      process.stdout.write(JSON.stringify({ hata: String(e && e.stack || e), sira: i }));
      return;
    }
  }
  process.stdout.write(JSON.stringify(cikti));
});
