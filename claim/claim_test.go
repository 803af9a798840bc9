package claim

import (
	"fmt"
	"strings"
	"testing"
)

var figures = map[string]float64{"n": 48, "bosaIsOrani": 2.0072202166064983, "yuva.esit.toplamIptalsiz": 136.68512125, "tarifeYavas.agirlikli.yanit": 0}

func lookup(name string) (float64, error) {
	if v, ok := figures[name]; ok {
		return v, nil
	}
	return 0, fmt.Errorf("unknown model figure %q", name)
}

func TestEval(t *testing.T) {
	for expr, want := range map[string]bool{
		"bosaIsOrani >= 2 && bosaIsOrani < 2.01":           true,
		"yuvarla(yuva.esit.toplamIptalsiz, 1) == 136.7":    true,
		"abs(-3) == 3 && min(1, 2) == 1 && max(1, 2) == 2": true,
		"!(n == 48) || false":                              false,
		"tarifeYavas.agirlikli.yanit == 0 && n - 48 == 0":  true,
		"n / 2 * 3 + 1 - 1 == 72 && n != 47":               true,
	} {
		c, err := Eval("t", expr, lookup)
		if err != nil {
			t.Errorf("%s: %v", expr, err)
		} else if c.Holds != want {
			t.Errorf("%s holds = %v, want %v (%v)", expr, c.Holds, want, c.Values)
		}
	}
	c, _ := Eval("t", "n > bosaIsOrani && n > 1", lookup)
	if strings.Join(c.Values, ", ") != "n = 48, bosaIsOrani = 2.0072202166064983" {
		t.Errorf("values read: %q", c.Values)
	}
}

func TestEvalErrors(t *testing.T) {
	for expr, want := range map[string]string{
		"n >":             `cannot parse "n >"`,
		"n + 1":           `is a number, want a comparison`,
		"foo(n) > 1":      `unknown function "foo"`,
		"abs(n, n) > 1":   `abs takes 1 arguments, got 2`,
		"yok > 1":         `unknown model figure "yok"`,
		`n > "a"`:         `unexpected "a"`,
		"(n > 1) + 1 > 0": `want a number, got a truth value`,
	} {
		_, err := Eval("t", expr, lookup)
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: %v, want it to contain %q", expr, err, want)
		}
	}
}

// TestEvalErrorQuotes: an error quotes the part of the expression it is
// about, as written.
func TestEvalErrorQuotes(t *testing.T) {
	for expr, want := range map[string]string{
		"(n > 1) + 1 > 0":             `want a number, got a truth value at "(n > 1)"`,
		"n > 1 && abs(n)":             `want a truth value, got a number at "abs(n)"`,
		"n > 1 && !abs( n -  1 )":     `want a truth value, got a number at "abs( n -  1 )"`,
		"n > 1 && n[0] > 1":           `cannot parse "n > 1 && n[0] > 1": unexpected "[" at column 11`,
		"n > 1 && +n > 1":             `unsupported expression "+n"`,
		"n >= 1 &&":                   `unexpected end of the expression`,
		"n > 'a":                      `unterminated ' at column 5`,
		"n > 1.2.3":                   `bad number 1.2.3 at column 5`,
		"  n > 1 && (n >  2) * 2 > 1": `want a number, got a truth value at "(n >  2)"`,
	} {
		_, err := Eval("t", expr, lookup)
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: %v, want it to contain %q", expr, err, want)
		}
	}
}
