package model

import (
	"strings"

	"coursesite/internal/msg"
)

// A Result is a lesson computed for some settings: its named figures, and
// its tables and charts by name (Catalog), made only when a page asks for
// them. A model's Compute fills one:
//
//	r := &model.Result{}
//	r.Count("n", n, "istek", "koşumdaki istek")
//	r.Duration("ortalama", ort, 1, "ms", "bir isteğin ortalama süresi")
//	r.AddTable("ozet", s.ozetTablosu)
//	r.AddChart("gecikme", s.gecikmeVerisi) // the chart's data (ChartData)
type Result struct {
	// Figures are every named figure, in a stable order. The names are the
	// same for any settings of one parameter file; a figure that the
	// settings leave undefined (a share of nothing, the third of two) is
	// NaN.
	Figures []Figure
	Catalog
	// Report, when set, prints what the lesson's listed code prints (its
	// console output), line by line, so that the check can run the
	// listing and compare.
	Report func() []ReportLine
}

// Amount adds a figure of kind Amount: a ratio, a share, a parameter.
func (r *Result) Amount(name string, v float64, decimals int, unit, desc string) {
	r.Figures = append(r.Figures, Figure{Name: name, Value: v, Decimals: decimals, Unit: unit, Desc: desc})
}

// Count adds a count of things, written without decimals.
func (r *Result) Count(name string, n int, unit, desc string) {
	r.Figures = append(r.Figures, Figure{Name: name, Value: float64(n), Unit: unit, Desc: desc, Kind: Count})
}

// Duration adds a length of time in unit ("ms").
func (r *Result) Duration(name string, v float64, decimals int, unit, desc string) {
	r.Figures = append(r.Figures, Figure{Name: name, Value: v, Decimals: decimals, Unit: unit, Desc: desc, Kind: Duration})
}

// A ReportLine is one line of a model's report and, when it shows one, the
// table row it prints.
type ReportLine struct {
	Text       string
	Table, Row string // a table's name and a row's key, or ""
}

// A Catalog is a result's tables and charts by name, in the order the
// model adds them. Each is made by a function, called when the page shows
// it: the check computes a lesson at hundreds of settings and reads only
// its figures.
type Catalog struct {
	tables []named[func() (*Table, error)]
	charts []named[func() (*ChartData, error)]
}

type named[F any] struct {
	name  string
	build F
}

// AddTable adds the table called name, made by build.
func (c *Catalog) AddTable(name string, build func() (*Table, error)) {
	c.tables = append(c.tables, named[func() (*Table, error)]{name, build})
}

// AddChart adds the chart called name, whose data data computes: the
// chart itself is declared, with go-echarts, at build time (package
// charts: Declare).
func (c *Catalog) AddChart(name string, data func() (*ChartData, error)) {
	c.charts = append(c.charts, named[func() (*ChartData, error)]{name, data})
}

// Tables names the tables, in the order they were added.
func (c *Catalog) Tables() []string { return names(c.tables) }

// Charts names the charts, in the order they were added.
func (c *Catalog) Charts() []string { return names(c.charts) }

// Table makes the table called name.
func (c *Catalog) Table(name string) (*Table, error) {
	build, err := find(c.tables, "table", name)
	if err != nil {
		return nil, err
	}
	t, err := build()
	if err == nil && t == nil {
		err = msg.Errorf("table %q: the model made no table (a bug of the model)", name)
	}
	return t, err
}

// ChartData computes the data of the chart called name (AddChart).
func (c *Catalog) ChartData(name string) (*ChartData, error) {
	data, err := find(c.charts, "chart", name)
	if err != nil {
		return nil, err
	}
	d, err := data()
	if err == nil && d == nil {
		err = msg.Errorf("chart %q: the model gave no data (a bug of the model)", name)
	}
	if err == nil {
		if err = d.Check(); err != nil {
			err = msg.Errorf("chart %q: %v", name, err)
		}
	}
	return d, err
}

// Dup returns a table's or a chart's name that the model added twice, or
// "".
func (c *Catalog) Dup() string {
	for _, list := range [][]string{c.Tables(), c.Charts()} {
		seen := map[string]bool{}
		for _, n := range list {
			if seen[n] {
				return n
			}
			seen[n] = true
		}
	}
	return ""
}

func names[F any](list []named[F]) []string {
	out := make([]string, len(list))
	for i, n := range list {
		out[i] = n.name
	}
	return out
}

func find[F any](list []named[F], kind, name string) (F, error) {
	for _, n := range list {
		if n.name == name {
			return n.build, nil
		}
	}
	var zero F
	return zero, msg.Errorf("the model has no %s %q (%ss: %s)", kind, name, kind, strings.Join(names(list), ", "))
}
