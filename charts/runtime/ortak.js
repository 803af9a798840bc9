// ortak.js — what the page's chart runtime (grafik.js) and the build's
// drawing of each chart as SVG (sunucu.js, under node) share, so that a
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

// secenek takes options as the page carries them (charts.Options' JSON, as
// text or parsed) and makes them ready for setOption: numbers in Turkish,
// and no animation when hareketsiz (a drawing of the build, a reader who
// asks for reduced motion).
export function secenek(metin, hareketsiz) {
  const o = typeof metin === 'string' ? JSON.parse(metin) : metin;
  bicimle(o);
  if (hareketsiz) o.animation = false;
  return o;
}
