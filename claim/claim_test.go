package claim

import (
	"fmt"
	"math"
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

// TestEvalNonFinite: a division by zero, an overflow, a figure that is NaN
// or infinite and a bad yuvarla are errors naming the part of the claim
// they come from, never a claim that holds (n / 0 is +Inf in floating
// point, so x < n / 0 would hold for every x) nor a panic.
func TestEvalNonFinite(t *testing.T) {
	figures["bos"] = math.NaN()
	figures["sonsuz"] = math.Inf(-1)
	defer delete(figures, "bos")
	defer delete(figures, "sonsuz")
	for expr, want := range map[string]string{
		"n < n / 0":                   `division by zero in "n / 0"`,
		"0 / (n - 48) == 0":           `division by zero in "0 / (n - 48)": "(n - 48)" is 0`,
		"1e308 * 10 > 0":              `"1e308 * 10" is Infinity, not a finite number`,
		"-1e308 - 1e308 < 0":          `"-1e308 - 1e308" is -Infinity, not a finite number`,
		"sonsuz < 0":                  `figure "sonsuz" is -Infinity for these parameters`,
		"yuvarla(n, 200) == n":        `yuvarla's decimals "200" is 200; want a whole number from 0 to 100, in "yuvarla(n, 200)"`,
		"yuvarla(n, 101) == n":        `yuvarla's decimals "101" is 101; want a whole number from 0 to 100`,
		"yuvarla(n, -1) == n":         `yuvarla's decimals "-1" is -1; want a whole number`,
		"yuvarla(n, 0.5) == n":        `yuvarla's decimals "0.5" is 0.5; want a whole number`,
		"yuvarla(n, bosaIsOrani) > 0": `yuvarla's decimals "bosaIsOrani" is 2.0072202166064983; want a whole number`,
		"yuvarla(n / 0, 1) > 0":       `division by zero in "n / 0"`,
		"yuvarla(n, 1e300) > 0":       `yuvarla's decimals "1e300" is 1e+300`,
	} {
		c, err := Eval("t", expr, lookup)
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: holds = %v, error %v; want an error containing %q", expr, c.Holds, err, want)
		}
	}
	for expr, want := range map[string]bool{
		// A figure without a value: what is computed from it has none,
		// and no comparison with it holds.
		"bos == bos":                                 false,
		"bos + 1 > 0 || bos * 2 <= 0":                false,
		"!(bos > 0)":                                 true,
		"min(bos, n) < 100":                          false,
		"yuvarla(n, 100) == 48":                      true,
		"yuvarla(bosaIsOrani, 0) == 2":               true,
		"yuvarla(1e300, 2) == 1e300":                 true,
		"n / 48 == 1 && 1e308 * 1 > 0 && n / -1 < 0": true,
	} {
		c, err := Eval("t", expr, lookup)
		if err != nil || c.Holds != want {
			t.Errorf("%s: holds = %v, %v; want %v", expr, c.Holds, err, want)
		}
	}
}

// TestEvalDepth: an expression nested deeper than MaxDepth, however it
// nests, is an error saying so, not a stack overflow (which no recover
// catches); one as deep as MaxDepth still evaluates.
func TestEvalDepth(t *testing.T) {
	const million = 1000000
	for name, expr := range map[string]string{
		"parentheses":   strings.Repeat("(", million) + "n" + strings.Repeat(")", million) + " > 1",
		"unclosed":      strings.Repeat("(", million),
		"negations":     strings.Repeat("-", million) + "n > 1",
		"nots":          strings.Repeat("!", million) + "true",
		"calls":         strings.Repeat("abs(", million) + "n" + strings.Repeat(")", million) + " > 1",
		"a sum":         "n" + strings.Repeat(" + n", million) + " > 1",
		"a conjunction": "n > 1" + strings.Repeat(" && n > 1", million),
		"right nested":  strings.Repeat("n + (", million) + "n" + strings.Repeat(")", million) + " > 1",
	} {
		_, err := Eval("t", expr, lookup)
		if err == nil || !strings.Contains(err.Error(), fmt.Sprintf("nested deeper than %d levels", MaxDepth)) {
			t.Errorf("%s: %.200v; want an error saying it is nested deeper than %d levels", name, err, MaxDepth)
		}
	}
	// MaxDepth levels: MaxDepth-2 pairs of parentheses around n, the
	// comparison and the name itself.
	deepest := strings.Repeat("(", MaxDepth-2) + "n" + strings.Repeat(")", MaxDepth-2) + " > 1"
	if c, err := Eval("t", deepest, lookup); err != nil || !c.Holds {
		t.Errorf("%d levels: holds = %v, %v; want it to hold", MaxDepth, c.Holds, err)
	}
	deeper := "(" + deepest + ")"
	if _, err := Eval("t", deeper, lookup); err == nil {
		t.Errorf("%d levels: no error", MaxDepth+1)
	}
	sum := "n" + strings.Repeat(" + 0", MaxDepth-2) + " == n"
	if c, err := Eval("t", sum, lookup); err != nil || !c.Holds {
		t.Errorf("a sum %d levels deep: holds = %v, %v; want it to hold", MaxDepth, c.Holds, err)
	}
}
