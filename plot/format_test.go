package plot

import (
	"math"
	"strings"
	"testing"

	"coursesite/turkce"
)

// TestNum: a chart's numbers read as the tooltips write them — turkce.Digits
// to one decimal (a decimal comma, a binary tie rounded away from zero as
// JavaScript's toFixed does), without a trailing ",0", never "-0" — and
// appended after a table's text they leave it as it was.
func TestNum(t *testing.T) {
	for _, c := range []struct {
		x    float64
		want string
	}{
		{0, "0"}, {math.Copysign(0, -1), "0"}, {-0.04, "0"}, {5540, "5540"}, {0.25, "0,3"}, {122.25, "122,3"},
		{-122.25, "-122,3"}, {9.96, "10"}, {-9.96, "-10"}, {99.95, "100"}, {416.67, "416,7"}, {1e21, "1e+21"},
		{1.5e21, "1,5e+21"}, {math.NaN(), "NaN"}, {0.05, "0,1"}, {12.0, "12"}, {3.04, "3"},
	} {
		if got := Num(c.x); got != c.want {
			t.Errorf("Num(%v) = %q, want %q", c.x, got, c.want)
		}
		// The same as the rule it follows, word for word.
		rule := strings.TrimSuffix(turkce.Digits(c.x, 1), ",0")
		if rule == "-0" {
			rule = "0"
		}
		if got := Num(c.x); got != rule {
			t.Errorf("Num(%v) = %q; turkce.Digits's rule gives %q", c.x, got, rule)
		}
		// After a cell's text that ends as a number might ("…,"), only the
		// number's own ",0" goes.
		if got := string(AppendNum([]byte("<td>1,"), c.x)); got != "<td>1,"+c.want {
			t.Errorf("AppendNum(\"<td>1,\", %v) = %q, want %q", c.x, got, "<td>1,"+c.want)
		}
	}
}
