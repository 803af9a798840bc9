package e2e

import (
	"fmt"
	"maps"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"coursesite/charts"
	"coursesite/live/livetest"
	"coursesite/site"
)

// chartState is what the page says about one chart: the series its options
// ask for, the series its ECharts instance holds, and how much of its
// picture each series painted.
type chartState struct {
	ID          string        `json:"id"`
	Drawn       bool          `json:"drawn"`    // the runtime marked it data-drawn
	Instance    bool          `json:"instance"` // window.charts holds it
	Want        []seriesState `json:"want"`     // from the page's options file
	Got         []seriesState `json:"got"`      // from the instance's getOption()
	Pictures    int           `json:"pictures"` // the instance's SVG pictures
	Width       float64       `json:"width"`
	Height      float64       `json:"height"`
	Inked       float64       `json:"inked"`       // share of the picture's pixels unlike the background
	SeriesInked []int         `json:"seriesInked"` // pixels of each series' colour
}

type seriesState struct {
	Name  string `json:"name"`
	Type  string `json:"type"`
	Data  int    `json:"data"`
	Marks bool   `json:"marks"` // it carries mark lines or points
	Color string `json:"color"`
}

// chartsJS reads every chart box of the page, given the options the page
// draws each with (options: its box's id → charts.Options' JSON). The
// interactive chart is an SVG: it is painted into a canvas, as the screen
// shows it, and a series' pixels are those within a small distance of a
// colour ECharts gave it or its data items (getVisual), so that a chart
// whose axes are drawn but whose series are not (or are clipped away)
// counts as blank.
const chartsJS = `async (options) => {
  const rgb = (c) => {
    const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(c || '');
    if (m) return [parseInt(m[1], 16), parseInt(m[2], 16), parseInt(m[3], 16)];
    const n = /^rgba?\((\d+),\s*(\d+),\s*(\d+)/.exec(c || '');
    return n ? [+n[1], +n[2], +n[3]] : null;
  };
  const series = (list) => (list || []).map((s) => ({
    name: s.name == null ? '' : String(s.name), type: s.type || '', data: ArrayBuffer.isView(s.data) ? s.data.length / 2 : (s.data || []).length,
    marks: !!((s.markLine && (s.markLine.data || []).length) || (s.markPoint && (s.markPoint.data || []).length)), color: '',
  }));
  const paint = (svg) => new Promise((done) => {
    const r = svg.getBoundingClientRect();
    const img = new Image();
    img.onload = () => {
      const c = document.createElement('canvas');
      c.width = Math.round(r.width); c.height = Math.round(r.height);
      const cx = c.getContext('2d', { willReadFrequently: true });
      cx.drawImage(img, 0, 0, c.width, c.height);
      done(cx.getImageData(0, 0, c.width, c.height).data);
    };
    img.onerror = () => done(null);
    const xml = new XMLSerializer().serializeToString(svg);
    img.src = 'data:image/svg+xml;charset=utf-8,' + encodeURIComponent(xml);
  });
  const out = [];
  for (const box of document.querySelectorAll('main .chart-canvas[id^="chart_"]')) {
    const id = box.id;
    const inst = window.charts && window.charts.get(id);
    const o = options[id];
    const st = {
      id, drawn: box.hasAttribute('data-drawn'), instance: !!inst,
      want: series(o ? JSON.parse(o).series : []), got: null,
      pictures: 0, width: 0, height: 0, inked: 0, seriesInked: [],
    };
    const r = box.getBoundingClientRect();
    st.width = r.width; st.height = r.height;
    out.push(st);
    if (!inst) continue;
    st.got = series(inst.getOption().series);
    // A series' colours: its own, and those its data items set.
    const colors = st.got.map((s, i) => {
      const seen = new Set([inst.getVisual({ seriesIndex: i }, 'color')]);
      for (let j = 0; j < s.data; j++) seen.add(inst.getVisual({ seriesIndex: i, dataIndex: j }, 'color'));
      const list = [...seen].filter((c) => typeof c === 'string');
      st.got[i].color = list.join(' ');
      return list.map(rgb).filter(Boolean);
    });
    st.seriesInked = colors.map(() => 0);
    const pictures = [...box.querySelectorAll('svg')].filter((s) => !s.classList.contains('chart-drawing'));
    st.pictures = pictures.length;
    let inked = 0, total = 0;
    for (const svg of pictures) {
      const px = await paint(svg);
      if (!px) continue;
      for (let i = 0; i < px.length; i += 4) {
        const r = px[i], g = px[i + 1], b = px[i + 2], a = px[i + 3];
        total++;
        if (a !== 0) inked++;
        if (a < 128) continue; // un-premultiplied: a translucent mark keeps its colour
        for (let k = 0; k < colors.length; k++) {
          const cs = colors[k];
          for (let j = 0; j < cs.length; j++) {
            const c = cs[j];
            if (Math.abs(r - c[0]) + Math.abs(g - c[1]) + Math.abs(b - c[2]) <= 24) { st.seriesInked[k]++; break; }
          }
        }
      }
    }
    st.inked = total ? inked / total : 0;
  }
  return out;
}`

// minSeriesPixels is how many pixels of its colour a series must paint to
// count as drawn: a few dozen is a short line; a bar or a curve has
// hundreds.
const minSeriesPixels = 30

// chartOptions returns the options of the charts of the built page at URL
// path p, by their boxes' ids, from the file the page names.
func chartOptions(t *testing.T, p string) map[string]string {
	t.Helper()
	shown, err := livetest.ReadSite(built.Files, p)
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]string{}
	for name, o := range shown.Charts {
		out[charts.ID(name)] = o
	}
	return out
}

// chartBox is a chart's box in a built page.
var chartBox = regexp.MustCompile(`<div class="chart-canvas[^"]*" id="chart_`)

// reachCharts reaches for every chart of the page, as a reader's keyboard
// does (its focus on each in turn), so that each becomes interactive.
func reachCharts(tb *tab) {
	tb.t.Helper()
	eval[bool](tb, `(() => { for (const b of document.querySelectorAll('main .chart-canvas')) b.focus(); document.activeElement.blur(); return true; })()`)
}

// TestChartsDraw loads each lesson and checks every chart the build put on
// its page, once a reader reached for each: the runtime drew it, it is
// one of the lesson's model's charts, its ECharts instance holds the
// series the page's options ask for (names, types, data lengths, in
// order), and its picture shows each series.
func TestChartsDraw(t *testing.T) {
	t.Parallel()
	tb := openTab(t)
	tb.desktop()
	total := 0
	for _, p := range lessonPages(t) {
		lesson := p.URL
		known := modelCharts(p)
		options := chartOptions(t, lesson)
		want := len(chartBox.FindAllString(string(built.Files[lesson+"index.html"]), -1))
		if want != len(options) {
			t.Errorf("%s: %d chart boxes in the built page, %d charts' options", lesson, want, len(options))
		}
		tb.navigate(siteURL + lesson)
		reachCharts(tb)
		states := readCharts(tb, options)
		if len(states) != want {
			t.Errorf("%s: %d charts on the page, the build wrote %d", lesson, len(states), want)
		}
		total += len(states)
		for _, st := range states {
			for _, p := range chartProblems(st, known) {
				t.Errorf("%s #%s: %s", lesson, st.ID, p)
			}
			t.Logf("%s #%s: %d series %s, %.1f%% of the picture drawn, series pixels %v", lesson, st.ID, len(st.Got), seriesNames(st.Got), 100*st.Inked, st.SeriesInked)
		}
	}
	if total == 0 {
		t.Log("no lesson has a chart: nothing to check")
	}
	tb.checkConsoleClean()
}

// modelCharts returns the ids of the charts the model of lesson page p
// draws (none for a page without a model).
func modelCharts(p *site.Page) map[string]bool {
	known := map[string]bool{}
	if p.State != nil {
		for _, name := range p.State.Result.Charts() {
			known[charts.ID(name)] = true
		}
	}
	return known
}

// readCharts reads the page's charts (chartsJS, with their options) once
// every series has painted (they animate in), or as they are after 10
// seconds.
func readCharts(tb *tab, options map[string]string) []chartState {
	tb.t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for {
		states := call[[]chartState](tb, chartsJS, options)
		if allPainted(states) || time.Now().After(deadline) {
			return states
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// allPainted reports whether every chart's every series has painted.
func allPainted(states []chartState) bool {
	for _, st := range states {
		if !st.Instance {
			return false
		}
		for i, n := range st.SeriesInked {
			if n < minSeriesPixels && !(i < len(st.Got) && st.Got[i].Data == 0 && !st.Got[i].Marks) {
				return false
			}
		}
	}
	return true
}

// chartProblems lists what is wrong with a chart: an id none of the
// lesson's model's charts has (known), not drawn, no room, series other
// than its options', a blank picture or a series that painted nothing.
func chartProblems(st chartState, known map[string]bool) []string {
	var ps []string
	if !known[st.ID] {
		ps = append(ps, fmt.Sprintf("not a chart of the lesson's model (%v)", slices.Sorted(maps.Keys(known))))
	}
	if !st.Drawn || !st.Instance {
		return append(ps, fmt.Sprintf("not drawn (data-drawn %v, in window.charts %v)", st.Drawn, st.Instance))
	}
	if st.Width < 100 || st.Height < 100 {
		ps = append(ps, fmt.Sprintf("box is %.0f×%.0f px", st.Width, st.Height))
	}
	if len(st.Want) == 0 {
		ps = append(ps, "the page's options hold no series")
	}
	strip := func(ss []seriesState) []seriesState {
		out := slices.Clone(ss)
		for i := range out {
			out[i].Color = ""
		}
		return out
	}
	if !slices.Equal(strip(st.Got), strip(st.Want)) {
		ps = append(ps, fmt.Sprintf("the instance holds series\n%v\nthe page's options ask for\n%v", st.Got, st.Want))
	}
	if st.Pictures == 0 {
		return append(ps, "no picture")
	}
	if st.Inked < 0.01 {
		ps = append(ps, fmt.Sprintf("picture is blank (%.2f%% of its pixels drawn)", 100*st.Inked))
	}
	for i, n := range st.SeriesInked {
		// A series of no data and no marks is one its model hides at these
		// settings (model.ChartData.Hide): it keeps its place, empty.
		if hidden := i < len(st.Got) && st.Got[i].Data == 0 && !st.Got[i].Marks; n < minSeriesPixels && !hidden {
			s := st.Got[i]
			ps = append(ps, fmt.Sprintf("series %d %q (%s, colour %s) painted %d pixels, want at least %d", i, s.Name, s.Type, s.Color, n, minSeriesPixels))
		}
	}
	return ps
}

func seriesNames(ss []seriesState) string {
	names := make([]string, len(ss))
	for i, s := range ss {
		names[i] = s.Name
	}
	return strings.Join(names, ", ")
}
