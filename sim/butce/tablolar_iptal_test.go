package butce

import (
	"strings"
	"testing"

	"coursesite/sim"
)

// TestCancellation: a scenario with cancellation says so in the runs'
// captions and shows no wasted work; the lesson's says there is none.
func TestCancellation(t *testing.T) {
	m := lesson(t).Model
	with := sim.HesaplaIle(m, true)
	for _, name := range []string{"arizasiz", "tarifeYavas"} {
		h, err := Render(with, name)
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(h, "iptal sinyaliyle</caption>") {
			t.Errorf("%s with cancellation: caption does not say so: %s", name, h)
		}
		for _, r := range rows(t, with, name) {
			if last := r[len(r)-1]; last != "0" {
				t.Errorf("%s with cancellation: %s wasted %s ms", name, r[0], last)
			}
		}
		if h, _ := Render(lesson(t), name); !strings.Contains(h, "iptal sinyali yok</caption>") {
			t.Errorf("%s without cancellation: caption does not say so: %s", name, h)
		}
	}
}
