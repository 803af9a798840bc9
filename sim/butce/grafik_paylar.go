package butce

import "coursesite/model"

// paylarVerisi is the data of "paylar": each policy's tariff and size
// shares of the branch budget (tarifePayi, olcuPayi: one item a policy,
// in the model's order), and each read's usual duration and its tail on a
// fault-free day (tarifeOlagan, tarifeKuyrugu, olcuOlagan, olcuKuyrugu),
// where the chart draws its lines. A share under its read's tail cuts that
// tail: the drops a tight split pays for on a day without faults.
func (s *Sonuc) paylarVerisi() (*model.ChartData, error) {
	m := s.Model
	tarife, olcu := make([]float64, len(PolitikaListesi)), make([]float64, len(PolitikaListesi))
	for i, p := range PolitikaListesi {
		tarife[i], olcu[i] = s.Paylar[p][0], s.Paylar[p][1]
	}
	d := &model.ChartData{}
	d.Numbers("tarifePayi", tarife)
	d.Numbers("olcuPayi", olcu)
	d.Number("tarifeOlagan", m.Ortanca.Tarife)
	d.Number("tarifeKuyrugu", s.DonguOf(Arizasiz, Tarife).Kuyruk)
	d.Number("olcuOlagan", m.Ortanca.Olcu)
	d.Number("olcuKuyrugu", s.DonguOf(Arizasiz, Olcu).Kuyruk)
	return d, nil
}
