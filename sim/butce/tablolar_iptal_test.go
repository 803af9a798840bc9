package butce

import (
	"reflect"
	"testing"
)

// TestTablesWithCancellation: a scenario whose runs cancel wastes no work —
// the runs' last column (bosaIs) reads 0 in every row — and changes nothing
// else of any table: the slots table compares both cases either way.
func TestTablesWithCancellation(t *testing.T) {
	m := refModel(t)
	with, without := HesaplaIle(m, true), Hesapla(m)
	for _, name := range tabloAdlari {
		got, want := tableRows(t, with, name), tableRows(t, without, name)
		tb, err := with.Tablo(name)
		if err != nil {
			t.Fatal(err)
		}
		if name == "arizasiz" || name == "tarifeYavas" {
			if last := tb.Columns[len(tb.Columns)-1]; last != "bosaIs" {
				t.Fatalf("%s: the last column is %q, not the wasted work", name, last)
			}
			wasted := false
			for i := range got {
				if c := got[i].Cells[len(got[i].Cells)-1]; c != "0" {
					t.Errorf("%s with cancellation: %s wastes %s ms", name, got[i].Key, c)
				}
				w := want[i].Cells[len(want[i].Cells)-1]
				wasted = wasted || w != "0"
				got[i].Cells, want[i].Cells = got[i].Cells[:len(got[i].Cells)-1], want[i].Cells[:len(want[i].Cells)-1]
			}
			if name == "tarifeYavas" && !wasted {
				t.Errorf("%s without cancellation wastes no work: the test shows nothing", name)
			}
		}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("%s: cancellation changed\n %q\nto %q", name, want, got)
		}
	}
}
