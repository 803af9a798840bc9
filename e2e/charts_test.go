package e2e

import (
	"fmt"
	"maps"
	"slices"
	"strings"
	"testing"
	"time"

	"coursesite/charts"
	"coursesite/site"
)

// chartState is what the page says about one chart: the series its options
// ask for, the series its ECharts instance holds, and how much of its
// canvas each series painted.
type chartState struct {
	ID          string        `json:"id"`
	Drawn       bool          `json:"drawn"`    // the runtime marked it data-cizildi
	Instance    bool          `json:"instance"` // window.grafikler holds it
	Want        []seriesState `json:"want"`     // from the option JSON on the page
	Got         []seriesState `json:"got"`      // from the instance's getOption()
	Canvases    int           `json:"canvases"`
	Width       float64       `json:"width"`
	Height      float64       `json:"height"`
	Inked       float64       `json:"inked"`       // share of canvas pixels unlike the background
	SeriesInked []int         `json:"seriesInked"` // pixels of each series' colour
}

type seriesState struct {
	Name  string `json:"name"`
	Type  string `json:"type"`
	Data  int    `json:"data"`
	Color string `json:"color"`
}

// chartsJS reads every chart of the page. A series' pixels are those within
// a small distance of a colour ECharts gave it or its data items
// (getVisual), so that a
// chart whose axes are drawn but whose series are not counts as blank.
const chartsJS = `(() => {
  const rgb = (c) => {
    const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(c || '');
    if (m) return [parseInt(m[1], 16), parseInt(m[2], 16), parseInt(m[3], 16)];
    const n = /^rgba?\((\d+),\s*(\d+),\s*(\d+)/.exec(c || '');
    return n ? [+n[1], +n[2], +n[3]] : null;
  };
  const series = (list) => (list || []).map((s) => ({
    name: s.name == null ? '' : String(s.name), type: s.type || '', data: (s.data || []).length, color: '',
  }));
  return [...document.querySelectorAll('script[type="application/json"][data-grafik]')].map((script) => {
    const id = script.getAttribute('data-grafik');
    const box = document.getElementById(id);
    const inst = window.grafikler && window.grafikler.get(id);
    const st = {
      id, drawn: !!box && box.hasAttribute('data-cizildi'), instance: !!inst,
      want: series(JSON.parse(script.textContent).series), got: null,
      canvases: 0, width: 0, height: 0, inked: 0, seriesInked: [],
    };
    if (box) {
      const r = box.getBoundingClientRect();
      st.width = r.width; st.height = r.height;
    }
    if (!inst) return st;
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
    const canvases = box.querySelectorAll('canvas');
    st.canvases = canvases.length;
    let inked = 0, total = 0;
    for (const canvas of canvases) {
      if (!canvas.width || !canvas.height) continue;
      // Read a copy: reading the chart's own canvas would make chromium
      // warn in the console about readbacks.
      const copy = document.createElement('canvas');
      copy.width = canvas.width; copy.height = canvas.height;
      const cx = copy.getContext('2d', { willReadFrequently: true });
      cx.drawImage(canvas, 0, 0);
      const px = cx.getImageData(0, 0, copy.width, copy.height).data;
      const bg0 = px[0], bg1 = px[1], bg2 = px[2], bg3 = px[3];
      for (let i = 0; i < px.length; i += 4) {
        const r = px[i], g = px[i + 1], b = px[i + 2], a = px[i + 3];
        total++;
        if (r !== bg0 || g !== bg1 || b !== bg2 || a !== bg3) inked++;
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
    return st;
  });
})()`

// minSeriesPixels is how many pixels of its colour a series must paint to
// count as drawn: a few dozen is a short line; a bar or a curve has
// hundreds.
const minSeriesPixels = 30

// TestChartsDraw loads each lesson and checks every chart the build put on
// its page: the runtime drew it, it is one of the lesson's model's charts,
// its ECharts instance holds the series the page's options ask for (names,
// types, data lengths, in order), and its canvas shows each series.
func TestChartsDraw(t *testing.T) {
	t.Parallel()
	tb := openTab(t)
	tb.desktop()
	total := 0
	for _, p := range lessonPages(t) {
		lesson := p.URL
		known := modelCharts(p)
		want := strings.Count(string(built.Files[lesson+"index.html"]), `<script type="application/json" data-grafik=`)
		tb.navigate(siteURL + lesson)
		states := readCharts(tb)
		if len(states) != want {
			t.Errorf("%s: %d charts on the page, the build wrote %d", lesson, len(states), want)
		}
		total += len(states)
		for _, st := range states {
			for _, p := range chartProblems(st, known) {
				t.Errorf("%s #%s: %s", lesson, st.ID, p)
			}
			t.Logf("%s #%s: %d series %s, %.1f%% of the canvas drawn, series pixels %v", lesson, st.ID, len(st.Got), seriesNames(st.Got), 100*st.Inked, st.SeriesInked)
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

// readCharts reads the page's charts once every series has painted (they
// animate in), or as they are after 10 seconds.
func readCharts(tb *tab) []chartState {
	tb.t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for {
		states := eval[[]chartState](tb, chartsJS)
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
		for _, n := range st.SeriesInked {
			if n < minSeriesPixels {
				return false
			}
		}
	}
	return true
}

// chartProblems lists what is wrong with a chart: an id none of the
// lesson's model's charts has (known), not drawn, no room, series other than its options', a
// blank canvas or a series that painted nothing.
func chartProblems(st chartState, known map[string]bool) []string {
	var ps []string
	if !known[st.ID] {
		ps = append(ps, fmt.Sprintf("not a chart of the lesson's model (%v)", slices.Sorted(maps.Keys(known))))
	}
	if !st.Drawn || !st.Instance {
		return append(ps, fmt.Sprintf("not drawn (data-cizildi %v, in window.grafikler %v)", st.Drawn, st.Instance))
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
	if st.Canvases == 0 {
		return append(ps, "no canvas")
	}
	if st.Inked < 0.01 {
		ps = append(ps, fmt.Sprintf("canvas is blank (%.2f%% of its pixels drawn)", 100*st.Inked))
	}
	for i, n := range st.SeriesInked {
		if n < minSeriesPixels {
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
