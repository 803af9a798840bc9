package charts

import (
	"html"
	"math"
	"slices"
	"strings"

	"coursesite/internal/msg"
	"coursesite/plainjson"
	"coursesite/plot"
	"coursesite/turkce"
)

// DataTables returns the numbers chart name draws as HTML tables, built
// from its options (Options' JSON): a reader without the drawing (a
// screen reader, a reader of the page without JavaScript who wants the
// values, a search engine) has every number of it, in Turkish (Num: a
// decimal comma, at most one decimal, as the tooltips write them), with
// the words the chart shows — its series' names for the columns, its axes'
// names for the first column and the caption, a grid's title.
//
// Each grid gets one table per kind of x: a category axis gives a row per
// category and a column per series; series of [x, y] points sharing their
// x values give a row per x; series of a few points, and the lines and
// points marked on the grid (markLine, markPoint), go in one more table of
// a row per point. Each table stands in its own scroll box, focusable and
// named, as the lesson's tables do. Its rows are thousands of cells in a
// long series: they carry no class or scope (the header cells do, and CSS
// aligns the numbers, charts.CSS), which would be a tenth of the page.
func DataTables(name string, option []byte) (string, error) {
	v, err := plainjson.Parse(option, maxOptionDepth)
	if err != nil {
		return "", msg.Errorf("charts: chart %q: reading its options for its table: %v", name, err)
	}
	o, ok := v.Plain().(map[string]any)
	if !ok {
		return "", msg.Errorf("charts: chart %q: its options are no object", name)
	}
	return DataTablesOf(name, o), nil
}

// maxOptionDepth bounds how deeply a chart's options nest, as read back.
const maxOptionDepth = 64

// DataTablesOf is DataTables of the options as a model made them
// (model.Chart's Option, plain data): the page's WebAssembly writes a
// chart's tables from them, with no JSON in between.
func DataTablesOf(name string, option map[string]any) string {
	o := readOption(option)
	grids := max(o.grids, 1)
	titles := []string{}
	if len(o.titles) == grids {
		titles = o.titles
	}
	// An axis without a name shares another's of its direction: the lower
	// of two stacked grids names the x axis both share.
	named := func(axes []axis) string {
		for _, a := range axes {
			if a.Name != "" {
				return a.Name
			}
		}
		return ""
	}
	xName, yName := named(o.xAxes), named(o.yAxes)
	axisAt := func(axes []axis, i int) axis {
		if i >= 0 && i < len(axes) {
			return axes[i]
		}
		return axis{}
	}
	var b strings.Builder
	n := 0 // tables written
	for g := range grids {
		var gs []series
		for _, s := range o.series {
			if axisAt(o.xAxes, s.XAxisIndex).GridIndex == g {
				gs = append(gs, s)
			}
		}
		if len(gs) == 0 {
			continue
		}
		title := ""
		if g < len(titles) {
			title = titles[g]
		}
		x, y := axisAt(o.xAxes, gs[0].XAxisIndex), axisAt(o.yAxes, gs[0].YAxisIndex)
		xn, yn := or(x.Name, xName), or(y.Name, yName)
		caption := func(extra string) string { return joinCaption(title, extra) }
		var few []series // series of a few points, and every mark
		switch {
		case x.Type == "category" || y.Type == "category":
			cat, value := x, yn
			if x.Type != "category" {
				cat, value = y, xn
			}
			var cols []series
			for _, s := range gs {
				if len(s.Data) > 0 {
					cols = append(cols, s)
				}
			}
			if len(cols) > 0 {
				rows := make([]row, len(cat.Data))
				for i, c := range cat.Data {
					rows[i] = row{head: c}
					for _, s := range cols {
						v := math.NaN()
						if i < len(s.Data) {
							v = s.Data[i].value(x.Type != "category")
						}
						rows[i].cells = append(rows[i].cells, v)
					}
				}
				n++
				writeTable(&b, name, n, caption(value), or(cat.Name, ""), names(cols), rows)
			}
			few = gs
		default:
			// Series sharing their x values, in the order they come, by
			// index in gs.
			var groups [][]int
			for j, s := range gs {
				if len(s.Data) == 0 {
					continue
				}
				i := slices.IndexFunc(groups, func(gr []int) bool { return sameX(gs[gr[0]], s) })
				if i < 0 {
					groups = append(groups, []int{j})
				} else {
					groups[i] = append(groups[i], j)
				}
			}
			// Beside a grid's long series, one of a few points of its own
			// (a labelled dot) is listed point by point with the marks.
			long := slices.ContainsFunc(groups, func(gr []int) bool { return len(gs[gr[0]].Data) > fewPoints })
			listed := map[int]bool{}
			for _, gr := range groups {
				if long && len(gr) == 1 && len(gs[gr[0]].Data) <= fewPoints {
					listed[gr[0]] = true
				}
			}
			tables := len(groups) - len(listed)
			for _, gr := range groups {
				if listed[gr[0]] {
					continue
				}
				first := gs[gr[0]]
				rows := make([]row, len(first.Data))
				cols := make([]series, len(gr))
				for k, j := range gr {
					cols[k] = gs[j]
				}
				// A grid of several tables (series that do not share their
				// x values) names each table's series, not only the axis
				// they all read.
				what := yn
				if tables > 1 {
					axis := yn
					if turkce.Lower(axis) == turkce.Lower(title) {
						axis = "" // the title says it
					}
					what = strings.Join(nonEmpty(strings.Join(names(cols), ", "), axis), ": ")
				}
				for i, p := range first.Data {
					rows[i] = row{head: plot.Num(p.x())}
					for _, s := range cols {
						rows[i].cells = append(rows[i].cells, s.Data[i].value(false))
					}
				}
				n++
				writeTable(&b, name, n, caption(what), or(xn, "x"), names(cols), rows)
			}
			// Then the points of those listed, and every mark, in the
			// series' order.
			for j, s := range gs {
				if listed[j] {
					few = append(few, s)
				} else {
					few = append(few, series{Name: s.Name, MarkLine: s.MarkLine, MarkPoint: s.MarkPoint, drawn: len(s.Data) > 0})
				}
			}
		}
		if rows := pointRows(few, x.Type == "category" || y.Type == "category", cats(x), cats(y)); len(rows) > 0 {
			n++
			// A header says what its column holds: an axis without a name
			// is the x or the y. A column no mark has a value in (the
			// height of a horizontal line) is left out.
			heads := []string{or(xn, "x"), or(yn, "y")}
			for k := len(heads) - 1; k >= 0; k-- {
				if !slices.ContainsFunc(rows, func(r row) bool { return r.texts[k] != "" }) {
					heads = slices.Delete(heads, k, k+1)
					for i := range rows {
						rows[i].texts = slices.Delete(slices.Clone(rows[i].texts), k, k+1)
					}
				}
			}
			writeTable(&b, name, n, caption(""), "", heads, rows)
		}
	}
	return b.String()
}

// fewPoints is how many points a series of [x, y] points has at most to be
// listed point by point, with the chart's marks, rather than in a table of
// its own.
const fewPoints = 4

type axis struct {
	Type      string
	Name      string
	Data      []string
	GridIndex int
}

func cats(a axis) []string {
	if a.Type == "category" {
		return a.Data
	}
	return nil
}

type series struct {
	Name       string
	Type       string
	XAxisIndex int
	YAxisIndex int
	Data       []point
	MarkLine   *marks
	MarkPoint  *marks

	drawn bool // its points are in a table of their own: list its marks only
}

type marks struct {
	Data []mark
}

type mark struct {
	Name  string
	XAxis *float64
	YAxis *float64
	Coord []float64
}

// x is the point's x value.
func (p point) x() float64 {
	if len(p.V) == 0 {
		return math.NaN()
	}
	return p.V[0]
}

// value is the point's value: its last number, or on a horizontal bar
// chart (horizontal: the value is x) its first.
func (p point) value(horizontal bool) float64 {
	if len(p.V) == 0 {
		return math.NaN()
	}
	if horizontal {
		return p.V[0]
	}
	return p.V[len(p.V)-1]
}

// sameX reports whether two series of points have the same x values.
func sameX(a, b series) bool {
	if len(a.Data) != len(b.Data) {
		return false
	}
	for i := range a.Data {
		if x, y := a.Data[i].x(), b.Data[i].x(); x != y && !(math.IsNaN(x) && math.IsNaN(y)) {
			return false
		}
	}
	return true
}

func names(ss []series) []string {
	out := make([]string, len(ss))
	for i, s := range ss {
		out[i] = s.Name
	}
	return out
}

// row is a table row: its header and its cells (NaN: no value).
type row struct {
	head  string
	cells []float64
	texts []string // cells as text, when not numbers (a category)
}

// pointRows lists the points of a few-point series and every mark of the
// series ss, a row each, with x and y; a category chart's marks give only
// their value (xcat, ycat: the axes' categories, for a mark's coord).
func pointRows(ss []series, category bool, xcat, ycat []string) []row {
	var rows []row
	at := func(v float64, cat []string) string {
		if math.IsNaN(v) {
			return ""
		}
		if cat != nil {
			if i := int(v); float64(i) == v && i >= 0 && i < len(cat) {
				return cat[i]
			}
		}
		return plot.Num(v)
	}
	add := func(head string, x, y float64) {
		rows = append(rows, row{head: head, texts: []string{at(x, xcat), at(y, ycat)}})
	}
	for _, s := range ss {
		if !category && !s.drawn {
			for _, p := range s.Data {
				head := s.Name
				if p.Name != "" && p.Name != s.Name {
					head += ", " + p.Name
				}
				x, y := math.NaN(), math.NaN()
				if len(p.V) >= 2 {
					x, y = p.V[0], p.V[1]
				}
				add(head, x, y)
			}
		}
		label := func(m mark) string {
			if (len(s.Data) == 0 && !s.drawn) || m.Name == "" {
				return or(m.Name, s.Name)
			}
			return s.Name + ", " + m.Name
		}
		if s.MarkLine != nil {
			for _, m := range s.MarkLine.Data {
				x, y := math.NaN(), math.NaN()
				if m.XAxis != nil {
					x = *m.XAxis
				}
				if m.YAxis != nil {
					y = *m.YAxis
				}
				add(label(m), x, y)
			}
		}
		if s.MarkPoint != nil {
			for _, m := range s.MarkPoint.Data {
				if len(m.Coord) == 2 {
					add(label(m), m.Coord[0], m.Coord[1])
				}
			}
		}
	}
	return rows
}

// writeTable writes one table of chart name's numbers, the n-th, in its
// scroll box: caption (may be ""), the header of the first column (may be
// ""), the other columns' and the rows.
func writeTable(b *strings.Builder, name string, n int, caption, first string, cols []string, rows []row) {
	id := msg.Sprintf("chart-data-%s-%d", name, n)
	label := caption
	if label == "" {
		label = strings.Join(nonEmpty(first, strings.Join(cols, ", ")), "; ")
	}
	msg.Fprintf(b, `<div class="table-scroll" tabindex="0" role="region" aria-label="%s"><table id="%s">`, Attr(label), id)
	if caption != "" {
		msg.Fprintf(b, `<caption>%s</caption>`, html.EscapeString(oneLine(caption)))
	}
	b.WriteString(`<thead><tr>`)
	if first == "" {
		b.WriteString(`<td></td>`)
	} else {
		msg.Fprintf(b, `<th scope="col">%s</th>`, html.EscapeString(oneLine(first)))
	}
	for _, c := range cols {
		msg.Fprintf(b, `<th scope="col" class="number">%s</th>`, html.EscapeString(oneLine(c)))
	}
	b.WriteString(`</tr></thead><tbody>`)
	// Thousands of rows in a long series: each cell is written in place.
	var cell []byte
	for _, r := range rows {
		b.WriteString(`<tr><th>`)
		b.WriteString(html.EscapeString(oneLine(r.head)))
		b.WriteString(`</th>`)
		for _, v := range r.cells {
			cell = append(cell[:0], `<td>`...)
			if !math.IsNaN(v) && !math.IsInf(v, 0) {
				cell = plot.AppendNum(cell, v)
			}
			b.Write(append(cell, `</td>`...))
		}
		for _, t := range r.texts {
			b.WriteString(`<td>`)
			b.WriteString(html.EscapeString(oneLine(t)))
			b.WriteString(`</td>`)
		}
		b.WriteString(`</tr>`)
	}
	b.WriteString(`</tbody></table></div>`)
}

// joinCaption joins a grid's title and what a table of it holds, once
// when they say the same ("Meşgul yuva" and "meşgul yuva" is "Meşgul
// yuva"; with "düşen istek (48 istekte)", "Düşen istek (48 istekte)").
func joinCaption(title, extra string) string {
	if title != "" && extra != "" && strings.HasPrefix(turkce.Lower(extra), turkce.Lower(title)) {
		// The same words, in the title's case, then what extra adds.
		n := len(string([]rune(extra)[:min(len([]rune(title)), len([]rune(extra)))]))
		return title + extra[n:]
	}
	return strings.Join(nonEmpty(title, extra), ": ")
}

func or(a, b string) string {
	if a != "" {
		return a
	}
	return b
}

func nonEmpty(ss ...string) []string {
	var out []string
	for _, s := range ss {
		if s != "" {
			out = append(out, s)
		}
	}
	return out
}
