// grafik.js — the lesson's chart runtime. The Go build bundles it with
// esbuild (charts.Bundle): only the ECharts parts imported here end up in
// the page. It draws every chart the page carries as
//   <div id="grafik_NAME"></div>
//   <script type="application/json" data-grafik="grafik_NAME">{options}</script>
// in Turkish, and keeps each chart the size of its box.

import { init, use, registerLocale } from 'echarts/core';
import { BarChart, LineChart, ScatterChart } from 'echarts/charts';
import {
  AriaComponent,
  GridComponent,
  LegendComponent,
  MarkLineComponent,
  MarkPointComponent,
  TitleComponent,
  TooltipComponent,
} from 'echarts/components';
import { LabelLayout } from 'echarts/features';
import { CanvasRenderer } from 'echarts/renderers';

// LabelLayout: series' "labelLayout" (labels that move aside for each
// other) does nothing without it.
use([
  BarChart, LineChart, ScatterChart,
  AriaComponent, GridComponent, LegendComponent, MarkLineComponent, MarkPointComponent,
  TitleComponent, TooltipComponent,
  LabelLayout,
  CanvasRenderer,
]);

// ECharts' own words in Turkish: the text its aria module writes when a
// chart has no description of its own, the legend's selector buttons, chart
// type names and dates. What is left out (the toolbox's words) falls back to
// English, and no chart here has a toolbox.
registerLocale('TR', {
  time: {
    month: ['Ocak', 'Şubat', 'Mart', 'Nisan', 'Mayıs', 'Haziran',
      'Temmuz', 'Ağustos', 'Eylül', 'Ekim', 'Kasım', 'Aralık'],
    monthAbbr: ['Oca', 'Şub', 'Mar', 'Nis', 'May', 'Haz', 'Tem', 'Ağu', 'Eyl', 'Eki', 'Kas', 'Ara'],
    dayOfWeek: ['Pazar', 'Pazartesi', 'Salı', 'Çarşamba', 'Perşembe', 'Cuma', 'Cumartesi'],
    dayOfWeekAbbr: ['Paz', 'Pzt', 'Sal', 'Çar', 'Per', 'Cum', 'Cmt'],
  },
  legend: { selector: { all: 'Tümü', inverse: 'Tersi' } },
  series: {
    typeNames: {
      bar: 'çubuk grafik',
      line: 'çizgi grafik',
      scatter: 'serpilme grafiği',
      chart: 'grafik',
    },
  },
  aria: {
    general: {
      withTitle: '“{title}” başlıklı bir grafik.',
      withoutTitle: 'Bir grafik.',
    },
    series: {
      single: {
        prefix: '',
        withName: ' {seriesName} adlı bir {seriesType}.',
        withoutName: ' Bir {seriesType}.',
      },
      multiple: {
        prefix: ' {seriesCount} seriden oluşur.',
        withName: ' {seriesName} adlı seri bir {seriesType}.',
        withoutName: ' Bir seri {seriesType}.',
        separator: { middle: '', end: '' },
      },
    },
    data: {
      allData: ' Veriler: ',
      partialData: ' İlk {displayCnt} öğe: ',
      withName: '{name}: {value}',
      withoutName: '{value}',
      separator: { middle: ', ', end: '. ' },
    },
  },
});

// Numbers as the Go side writes them in captions: decimal comma, at most
// one decimal, no grouping ("82,4", "5540").
const sayi = new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 1, useGrouping: false });

// bicimci turns a template such as "{value} ms" into a formatter. ECharts
// hands formatters a number (axis labels, value formatters), a category
// name, an [x, y] pair, or a parameter object holding one of those.
function bicimci(sablon) {
  return (v) => {
    if (v !== null && typeof v === 'object' && !Array.isArray(v)) v = v.value;
    if (Array.isArray(v)) v = v[v.length - 1];
    const metin = typeof v === 'number' ? sayi.format(v) : String(v);
    return sablon.split('{value}').join(metin);
  };
}

// bicimle replaces, anywhere in the options, every "formatter" or
// "valueFormatter" string holding "{value}" with a Turkish formatter.
// Other strings keep ECharts' own meaning ("{b}": the item's name).
function bicimle(o) {
  if (Array.isArray(o)) {
    o.forEach(bicimle);
  } else if (o !== null && typeof o === 'object') {
    for (const k of Object.keys(o)) {
      const v = o[k];
      if ((k === 'formatter' || k === 'valueFormatter') && typeof v === 'string' && v.includes('{value}')) {
        o[k] = bicimci(v);
      } else {
        bicimle(v);
      }
    }
  }
}

// grafikler holds every drawn chart by its element id, on a read-only
// window property: the browser tests (e2e/) ask a chart which series it
// holds, and so can a reader in the console.
const grafikler = new Map();
Object.defineProperty(window, 'grafikler', { value: grafikler });

const azHareket = typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

// grafikSecenek takes options as the page carries them (charts.Options'
// JSON, as text or parsed) and makes them ready for setOption, numbers in
// Turkish as at the first drawing: the page's in-browser model
// (live/oynat.js) redraws a chart for a reader's scenario with it.
Object.defineProperty(window, 'grafikSecenek', {
  value: (metin) => {
    const secenek = typeof metin === 'string' ? JSON.parse(metin) : metin;
    bicimle(secenek);
    if (azHareket) secenek.animation = false;
    return secenek;
  },
});

function kur(betik) {
  const kutu = document.getElementById(betik.getAttribute('data-grafik'));
  if (!kutu || kutu.hasAttribute('data-cizildi')) return;
  let secenek;
  try {
    secenek = JSON.parse(betik.textContent);
  } catch (e) {
    console.error('grafik: ' + betik.getAttribute('data-grafik') + ': bozuk seçenekler', e);
    return;
  }
  bicimle(secenek);
  if (azHareket) secenek.animation = false;
  const grafik = init(kutu, null, { locale: 'TR', renderer: 'canvas' });
  grafik.setOption(secenek);
  grafikler.set(kutu.id, grafik);
  kutu.setAttribute('data-cizildi', '');
  if (typeof ResizeObserver === 'function') {
    new ResizeObserver(() => grafik.resize()).observe(kutu);
  } else {
    window.addEventListener('resize', () => grafik.resize());
  }
}

function hepsiniKur() {
  document.querySelectorAll('script[type="application/json"][data-grafik]').forEach(kur);
}

if (document.readyState === 'loading') {
  document.addEventListener('DOMContentLoaded', hepsiniKur);
} else {
  hepsiniKur();
}
