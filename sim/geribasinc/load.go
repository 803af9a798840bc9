package geribasinc

import "coursesite/model/paramfile"

// Bounds of the parameters: each keeps a build within a second and every
// figure finite.
const (
	maxOlay   = 20000 // events a run sends
	maxDongu  = 1000  // durations in a cycle
	maxGon    = 1000  // shipments
	maxKuyruk = 100000
)

var (
	aralikRange = paramfile.Range{Min: 0.1, Max: 1000}  // ms; the rate divides by it
	zamanRange  = paramfile.Range{Min: 0, Max: 1e7}     // a moment or a length of time (ms)
	baytRange   = paramfile.Range{Min: 0, Max: 1 << 20} // an event's size
	cycleRange  = paramfile.Range{Min: 0.001, Max: 1e5} // a service time a mean divides by
)

// Parse decodes and validates a parameter file; name is used in errors.
// Every field is required and no other is allowed; a bad file yields
// place.Errors naming every problem with its line, column and field path.
//
//	{
//	  "uretim": {"aralik": 10, "gonderi": 8, "olaySayisi": 1000, "olayBayt": 512},
//	  "tuketim": {"olagan": [4, 5, 4, 6], "yavas": [40, 60, 50, 70]},
//	  "yavaslama": {"baslangic": 2000, "sure": 3000},
//	  "kuyruk": 64
//	}
func Parse(name string, data []byte) (*Model, error) {
	root, c, err := paramfile.Read(name, data)
	if err != nil {
		return nil, err
	}
	f := c.Object(root, "", "uretim", "tuketim", "yavaslama", "kuyruk")
	if f == nil {
		return nil, c.Err()
	}
	var m Model
	if u := c.Object(f["uretim"], "uretim", "aralik", "gonderi", "olaySayisi", "olayBayt"); u != nil {
		c.Number(u["aralik"], "uretim.aralik", aralikRange, &m.Aralik)
		c.Whole(u["gonderi"], "uretim.gonderi", 1, maxGon, &m.Gonderi)
		c.Whole(u["olaySayisi"], "uretim.olaySayisi", 1, maxOlay, &m.OlaySayisi)
		c.Number(u["olayBayt"], "uretim.olayBayt", baytRange, &m.OlayBayt)
	}
	if t := c.Object(f["tuketim"], "tuketim", "olagan", "yavas"); t != nil {
		c.Numbers(t["olagan"], "tuketim.olagan", maxDongu, cycleRange, &m.Olagan)
		c.Numbers(t["yavas"], "tuketim.yavas", maxDongu, cycleRange, &m.Yavas)
	}
	if y := c.Object(f["yavaslama"], "yavaslama", "baslangic", "sure"); y != nil {
		c.Number(y["baslangic"], "yavaslama.baslangic", zamanRange, &m.Yavaslama.Baslangic)
		c.Number(y["sure"], "yavaslama.sure", zamanRange, &m.Yavaslama.Sure)
	}
	c.Whole(f["kuyruk"], "kuyruk", 1, maxKuyruk, &m.Kuyruk)
	if !c.OK() {
		return nil, c.Err()
	}
	m.dosyaAraligi, m.siddet = m.Aralik, 1
	return &m, nil
}
