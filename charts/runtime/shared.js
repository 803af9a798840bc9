// shared.js — what the page's chart runtime (page.js) and the build's
// drawing of each chart as SVG (server.js, under node) share, so that a
// chart drawn when the site is built is the chart a reader's browser
// draws: the parts of ECharts the figures use, ECharts' words in Turkish
// and the Turkish numbers of the options' "{value}" formatters.

import { use, registerLocale } from 'echarts/core';
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
import { SVGRenderer } from 'echarts/renderers';

// LabelLayout: series' "labelLayout" (labels that move aside for each
// other) does nothing without it. Both the page and the build draw SVG:
// the same drawing, which prints as it shows and takes the page's colours
// in the dark (charts.CSS).
use([
  BarChart, LineChart, ScatterChart,
  AriaComponent, GridComponent, LegendComponent, MarkLineComponent, MarkPointComponent,
  TitleComponent, TooltipComponent,
  LabelLayout,
  SVGRenderer,
]);

// The locale's name for init's options.
export const LOCALE = 'TR';

// ECharts' own words in Turkish: the text its aria module writes when a
// chart has no description of its own, the legend's selector buttons, chart
// type names and dates. What is left out (the toolbox's words) falls back to
// English, and no chart here has a toolbox.
registerLocale(LOCALE, {
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
const numbers = new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 1, useGrouping: false });

// formatter turns a template such as "{value} ms" into a formatter. ECharts
// hands formatters a number (axis labels, value formatters), a category
// name, an [x, y] pair, or a parameter object holding one of those.
function formatter(template) {
  return (v) => {
    if (v !== null && typeof v === 'object' && !Array.isArray(v)) v = v.value;
    if (Array.isArray(v)) v = v[v.length - 1];
    const text = typeof v === 'number' ? numbers.format(v) : String(v);
    return template.split('{value}').join(text);
  };
}

// plainData reports whether v is a list of plain values (numbers, [x, y]
// pairs, null), which holds no formatter.
export const plainData = (v) => Array.isArray(v) && v.every((x) => x === null || typeof x !== 'object' || Array.isArray(x));

// localize replaces, anywhere in the options, every "formatter" or
// "valueFormatter" string holding "{value}" with a Turkish formatter.
// Other strings keep ECharts' own meaning ("{b}": the item's name).
function localize(o) {
  if (Array.isArray(o)) {
    o.forEach(localize);
  } else if (o !== null && typeof o === 'object') {
    for (const k of Object.keys(o)) {
      const v = o[k];
      if ((k === 'formatter' || k === 'valueFormatter') && typeof v === 'string' && v.includes('{value}')) {
        o[k] = formatter(v);
      } else if (!(k === 'data' && plainData(v))) {
        localize(v); // a series' points hold no formatter: not walked, a thousand at a time
      }
    }
  }
}

// prepare takes options as the page carries them (charts.Options' JSON, as
// text or parsed) and makes them ready for setOption: numbers in Turkish,
// and no animation when still (a drawing of the build, a reader who
// asks for reduced motion).
export function prepare(text, still) {
  const o = typeof text === 'string' ? JSON.parse(text) : text;
  localize(o);
  if (still) o.animation = false;
  return o;
}

// packed gives ECharts each series of o whose points are [x, y] pairs
// (null for a gap) as one flat Float64Array, x0, y0, x1, y1…, NaN for a
// gap: ECharts copies and reads a typed array whole, where it copies a
// list of pairs pair by pair and reads each again — most of a redraw's
// time (bench/moves.sh). The chart's own option keeps the pairs.
export function packed(o) {
  for (const s of [].concat(o.series || [])) {
    const d = s && s.data;
    if (!Array.isArray(d) || !d.every((p) => Array.isArray(p) && p.length === 2)) continue;
    const flat = new Float64Array(d.length * 2);
    d.forEach(([x, y], i) => {
      flat[2 * i] = x === null ? NaN : x;
      flat[2 * i + 1] = y === null ? NaN : y;
    });
    s.data = flat;
    s.dimensions = ['x', 'y']; // a typed array's points say no more of themselves
  }
  return o;
}
