package butce

import (
	"testing"
)

// benchN is the number of outer requests of one benchmarked run, the same
// workload testdata/bench.mjs runs on the reference.
const benchN = 1_000_000

// BenchmarkKos runs 10^6 outer requests per regime and policy on the
// reference's parameters, into buffers reused from run to run: no allocation.
// req/s is comparable with `node sim/butce/testdata/bench.mjs`.
func BenchmarkKos(b *testing.B) {
	m := refModel(b)
	m.N = benchN
	for _, r := range RejimListesi {
		for _, p := range PolitikaListesi {
			b.Run(r.Ad()+"/"+p.Ad(), func(b *testing.B) {
				uctanUca, scratch := make([]float64, m.N), make([]float64, m.N)
				tarifePayi, olcuPayi := m.Paylar(p, m.KolaKalan())
				b.ReportAllocs()
				for b.Loop() {
					k := Kosum{Rejim: r, Politika: p, N: m.N, UctanUca: uctanUca}
					m.kos(&k, tarifePayi, olcuPayi, scratch)
				}
				b.ReportMetric(float64(m.N)*float64(b.N)/b.Elapsed().Seconds()/1e6, "Mreq/s")
			})
		}
	}
}
