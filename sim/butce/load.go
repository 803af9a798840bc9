package butce

import (
	"coursesite/jsnum"
	"coursesite/model/paramfile"
)

// Bounds of the parameters. Each keeps a build within a second or two and
// a page within a size a reader can load (the latency charts draw every
// request of a run), and every figure finite: divisors are never zero, and
// products of the largest values stay far from float64's range.
const (
	maxN      = 10000 // outer requests per run
	maxCycle  = 1000  // durations in a cycle
	maxMs     = 1e6   // any duration (ms): about a quarter of an hour
	maxRate   = 1e6   // a rate (requests/s)
	maxBytes  = 1e9   // a size (bytes)
	maxCalls  = 1000  // sub-calls per outer request
	monthMins = 31 * 24 * 60
	maxTimes  = 1000 // slowdowns a month
	maxScen   = 20   // sensitivity scenarios
)

var (
	msRange      = paramfile.Range{Min: 0, Max: maxMs}
	rateRange    = paramfile.Range{Min: 0, Max: maxRate}
	usualRange   = paramfile.Range{Min: 0, Max: maxMs}
	tariffRange  = paramfile.Range{Min: 0.001, Max: maxMs} // the slowdown's ratio divides by it
	answerRange  = paramfile.Range{Min: 1, Max: maxBytes}  // the deadline field's share divides by it
	fieldRange   = paramfile.Range{Min: 0, Max: maxBytes}
	callsRange   = paramfile.Range{Min: 0, Max: maxCalls}
	budgetRange  = paramfile.Range{Min: 0.1, Max: monthMins} // each scenario's share divides by it
	minutesRange = paramfile.Range{Min: 0, Max: monthMins}
	timesRange   = paramfile.Range{Min: 0, Max: maxTimes}
)

// The schema's field names, in the order the reference declares them.
var (
	modelFields = []string{"k01", "gecitPayi", "ortanca", "rejim", "n", "cagri", "sonTarihBayt", "arizaPayiDk", "duyarlilik"}
	k01Fields   = []string{"esik", "tepeOkuma", "tepeUc", "yanitBayt"}
	adimFields  = []string{Teslimat.Ad(), Tarife.Ad(), Olcu.Ad()}
	rejimFields = []string{Arizasiz.Ad(), TarifeYavas.Ad()}
)

// Parse decodes and validates a parameter file; name is used in errors.
// Every field is required and no other is allowed; a bad file yields
// place.Errors naming every problem with its line, column and field path.
func Parse(name string, data []byte) (*Model, error) {
	root, c, err := paramfile.Read(name, data)
	if err != nil {
		return nil, err
	}
	f := c.Object(root, "", modelFields...)
	if f == nil {
		return nil, c.Err()
	}
	var m Model
	esikOK := false
	if k := c.Object(f["k01"], "k01", k01Fields...); k != nil {
		esikOK = c.Number(k["esik"], "k01.esik", msRange, &m.K01.Esik)
		c.Number(k["tepeOkuma"], "k01.tepeOkuma", rateRange, &m.K01.TepeOkuma)
		c.Number(k["tepeUc"], "k01.tepeUc", rateRange, &m.K01.TepeUc)
		c.Number(k["yanitBayt"], "k01.yanitBayt", answerRange, &m.K01.YanitBayt)
	}
	// The gateway's share may take the whole threshold but not more: the
	// branch budget kola kalan must not be negative.
	if c.Number(f["gecitPayi"], "gecitPayi", msRange, &m.GecitPayi) && esikOK && m.GecitPayi > m.K01.Esik {
		c.Fail(f["gecitPayi"], "gecitPayi", "at most k01.esik ("+jsnum.String(m.K01.Esik)+")")
	}
	if o := c.Object(f["ortanca"], "ortanca", adimFields...); o != nil {
		c.Number(o[Teslimat.Ad()], "ortanca."+Teslimat.Ad(), usualRange, &m.Ortanca.Teslimat)
		c.Number(o[Tarife.Ad()], "ortanca."+Tarife.Ad(), tariffRange, &m.Ortanca.Tarife)
		c.Number(o[Olcu.Ad()], "ortanca."+Olcu.Ad(), usualRange, &m.Ortanca.Olcu)
	}
	if rs := c.Object(f["rejim"], "rejim", rejimFields...); rs != nil {
		for _, r := range RejimListesi {
			path := paramfile.Key("rejim", r.Ad())
			s := c.Object(rs[r.Ad()], path, adimFields...)
			for _, a := range AdimListesi {
				if s != nil {
					c.Numbers(s[a.Ad()], path+"."+a.Ad(), maxCycle, msRange, m.Rejim.Get(r).Ptr(a))
				}
			}
		}
	}
	c.Whole(f["n"], "n", 1, maxN, &m.N)
	c.Number(f["cagri"], "cagri", callsRange, &m.Cagri)
	c.Number(f["sonTarihBayt"], "sonTarihBayt", fieldRange, &m.SonTarihBayt)
	c.Number(f["arizaPayiDk"], "arizaPayiDk", budgetRange, &m.ArizaPayiDk)
	pairs(c, f["duyarlilik"], "duyarlilik", &m.Duyarlilik)
	if !c.OK() {
		return nil, c.Err()
	}
	return &m, nil
}

// pairs stores v, a list of [minutes, times a month] pairs, in *dst.
func pairs(c *paramfile.Checker, v *paramfile.Value, path string, dst *[][2]float64) {
	if v == nil {
		return
	}
	const expected = "a list of 1 to 20 [minutes, times a month] pairs"
	if v.Kind != paramfile.Array || len(v.Items) == 0 || len(v.Items) > maxScen {
		c.Fail(v, path, expected)
		return
	}
	ps := make([][2]float64, len(v.Items))
	for i, item := range v.Items {
		p := paramfile.Index(path, i)
		if item.Kind != paramfile.Array || len(item.Items) != 2 {
			c.Fail(item, p, "a pair [minutes, times a month]")
			continue
		}
		c.Number(item.Items[0], paramfile.Index(p, 0), minutesRange, &ps[i][0])
		c.Number(item.Items[1], paramfile.Index(p, 1), timesRange, &ps[i][1])
	}
	*dst = ps
}
