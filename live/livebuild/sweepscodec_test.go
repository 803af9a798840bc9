//go:build !js

package livebuild_test

import (
	"encoding/json"
	"maps"
	"math"
	"math/rand/v2"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"

	"golang.org/x/tools/txtar"

	"coursesite/internal/golden"
	"coursesite/jsnum"
	"coursesite/live"
	"coursesite/live/livebuild"
	"coursesite/numeral"
	"coursesite/plainjson"
)

// wordsTable is a table of texts by the integer they write, [FROM,
// [TEXT…]].
type wordsTable struct {
	From  int
	Texts []*string
}

func (w *wordsTable) UnmarshalJSON(data []byte) error {
	return json.Unmarshal(data, &[]any{&w.From, &w.Texts})
}

// readNumbers reads a number column's tokens (see livebuild's
// numberColumn), ref the column its "=" tokens name.
func readNumbers(t *testing.T, tokens []string, ref []float64) []float64 {
	t.Helper()
	var out []float64
	prev := math.NaN()
	for _, tok := range tokens {
		body, times, _ := strings.Cut(tok, "*")
		n := 1
		if times != "" {
			var err error
			if n, err = strconv.Atoi(times); err != nil || n < 2 {
				t.Fatalf("token %q: bad count", tok)
			}
		}
		lit := strings.TrimRight(body, "+-")
		marks := body[len(lit):]
		ulps := strings.Count(marks, "+") - strings.Count(marks, "-")
		if ulps != 0 && strings.Count(marks, "+") != 0 && strings.Count(marks, "-") != 0 {
			t.Fatalf("token %q mixes marks", tok)
		}
		op := ""
		if strings.HasPrefix(lit, "~") || strings.HasPrefix(lit, "=") {
			op, lit = lit[:1], lit[1:]
		}
		num := func(s string) float64 {
			x, err := strconv.ParseFloat(s, 64)
			if err != nil {
				t.Fatalf("token %q: %v", tok, err)
			}
			return x
		}
		var x float64
		if p, q, ok := strings.Cut(lit, "/"); ok {
			x = num(p) / num(q)
		} else if op != "=" {
			x = num(lit)
		}
		for range n {
			v := x
			switch op {
			case "~":
				v = prev + x
			case "=":
				if len(out) >= len(ref) {
					t.Fatalf("token %q: no reference value at step %d", tok, len(out))
				}
				v = ref[len(out)]
			}
			if ulps != 0 {
				k := int64(ulps)
				if v < 0 {
					k = -k
				}
				v = math.Float64frombits(uint64(int64(math.Float64bits(v)) + k))
			}
			out = append(out, v)
			prev = v
		}
	}
	return out
}

// readStrings reads a text column: each string, then how many values it
// gives when more than one.
func readStrings(t *testing.T, col []any) []string {
	t.Helper()
	var out []string
	for _, x := range col {
		switch x := x.(type) {
		case string:
			out = append(out, x)
		case float64:
			if len(out) == 0 || x < 2 {
				t.Fatalf("text column %v: a count %v after nothing or below 2", col, x)
			}
			for range int(x) - 1 {
				out = append(out, out[len(out)-1])
			}
		default:
			t.Fatalf("text column %v holds %v", col, x)
		}
	}
	return out
}

// readFlags reads a bit column: the first value, then the lengths of the
// runs.
func readFlags(col []int) []bool {
	var out []bool
	for i, n := range col[1:] {
		for range n {
			out = append(out, (col[0]+i)%2 == 1)
		}
	}
	return out
}

// text returns what a text token gives: "=TEXT" the text, else what
// follows key (the whole text table gives for it, if any).
func text(t *testing.T, tok, key string, table *wordsTable) string {
	t.Helper()
	if strings.HasPrefix(tok, "=") {
		return tok[1:]
	}
	if table == nil {
		return key + tok
	}
	n, err := strconv.Atoi(key)
	if err != nil || n < table.From || n-table.From >= len(table.Texts) || table.Texts[n-table.From] == nil || tok != "" {
		t.Fatalf("words table from %d: no text for key %q (token %q)", table.From, key, tok)
	}
	return *table.Texts[n-table.From]
}

// digitsKey writes x as the loader does: toFixed, a decimal comma,
// trailing zeros dropped, "-0" as "0".
func digitsKey(x float64, digits *int) string {
	d := 0
	if digits != nil {
		d = *digits
	}
	s := strings.Replace(jsnum.ToFixed(x, d), ".", ",", 1)
	if strings.Contains(s, ",") {
		s = strings.TrimRight(strings.TrimRight(s, "0"), ",")
	}
	if s == "-0" {
		return "0"
	}
	return s
}

// column returns f of each of xs.
func column[X, T any](xs []X, f func(X) T) []T {
	out := make([]T, len(xs))
	for i, x := range xs {
		out[i] = f(x)
	}
	return out
}

// numberCase is a column of numbers to write, and the most it may take of
// the values' plain form (0: any).
type numberCase struct {
	name     string
	xs, ref  []float64
	shrinkTo float64
}

// numberCases returns columns of every kind: steps, thirds, sums carrying
// float error, values an ulp or two off a short decimal, plateaus, values
// near a reference column's, random bits, NaN, infinities, zeros,
// subnormals.
func numberCases() []numberCase {
	r := rand.New(rand.NewPCG(38, 1))
	series := func(n int, f func(k int) float64) []float64 {
		xs := make([]float64, n)
		for k := range xs {
			xs[k] = f(k)
		}
		return xs
	}
	sum := 0.0
	sums := series(450, func(int) float64 { sum += 0.41667; return sum })
	ref := series(300, func(int) float64 { return r.NormFloat64() * 100 })
	carries := series(60, func(k int) float64 {
		low := []uint64{0xffffffff, 0, 0xfffffffe, 1}[k%4]
		x := math.Float64frombits(math.Float64bits(r.NormFloat64()*1e6)&^0xffffffff | low)
		if k%3 == 0 {
			return -x
		}
		return x
	})
	return []numberCase{
		{"steps", series(450, func(k int) float64 { return float64(150 + k) }), nil, 0.05},
		{"thirds", series(450, func(k int) float64 { return float64(130+k) / 3 }), nil, 0.5},
		{"sums", sums, nil, 0.5},
		{"tenths", series(200, func(k int) float64 { return 0.25 + 0.05*float64(k) }), nil, 0.5},
		{"ulps off short decimals", series(300, func(int) float64 {
			x := math.Round(r.Float64()*1e7) / 1e4
			return math.Float64frombits(math.Float64bits(x) + uint64(r.IntN(5)) - 2)
		}), nil, 0.8},
		{"plateaus", series(479, func(k int) float64 { return float64(k/17) * 1.5 }), nil, 0.2},
		{"near a reference", series(300, func(k int) float64 {
			return math.Float64frombits(math.Float64bits(ref[k]) + uint64(r.IntN(3)) - 1)
		}), ref, 0.3},
		{"a reference with NaNs", series(300, func(k int) float64 {
			if k%7 == 0 {
				return math.NaN()
			}
			return ref[k]
		}), series(300, func(k int) float64 {
			if k%5 == 0 {
				return math.NaN()
			}
			return ref[k]
		}), 0},
		// Ulps that carry into the high 32 bits, or borrow from them.
		{"across a word", series(60, func(k int) float64 {
			return math.Float64frombits(math.Float64bits(carries[k]) + uint64(k%5) - 2)
		}), carries, 0},
		{"random bits", series(500, func(int) float64 { return math.Float64frombits(r.Uint64()) }), nil, 0},
		{"random walk", series(500, func(int) float64 { sum += r.NormFloat64(); return sum }), nil, 0},
		{"specials", []float64{0, math.Copysign(0, -1), math.NaN(), math.Inf(1), math.Inf(-1), 1e21, 1e-7, 5e-324,
			-5e-324, math.MaxFloat64, -math.MaxFloat64, 1 << 53, 1<<53 + 2, -1.5, -1.5, 0.1, 0.2, 0.30000000000000004,
			math.NaN(), math.NaN(), 1, math.Inf(1), 2.2250738585072014e-308, 2.225073858507201e-308}, nil, 0},
	}
}

// TestNumberColumnsReadBack: a number column reads back, as this test
// reads it (as the page's loader does), as the very values it was written
// from (numberCases), and the values that move as a slider does take a
// fraction of their plain form.
func TestNumberColumnsReadBack(t *testing.T) {
	cases := numberCases()
	for _, c := range cases {
		col := livebuild.NumberColumn(c.xs, c.ref)
		got := readNumbers(t, strings.Split(col, " "), c.ref)
		if len(got) != len(c.xs) {
			t.Errorf("%s: %d values read back from %d", c.name, len(got), len(c.xs))
			continue
		}
		for i, x := range c.xs {
			if g := got[i]; g != x && !(math.IsNaN(g) && math.IsNaN(x)) {
				t.Errorf("%s: value %d reads back as %v (%x), written from %v (%x): %.200s", c.name, i, g, math.Float64bits(g), x, math.Float64bits(x), col)
				break
			}
		}
		plain := len(strings.Join(column(c.xs, jsnum.String), " "))
		if c.shrinkTo > 0 && float64(len(col)) > c.shrinkTo*float64(plain) {
			t.Errorf("%s: the column takes %d bytes, %.2f of the values' plain %d: %.200s", c.name, len(col), float64(len(col))/float64(plain), plain, col)
		}
		t.Logf("%s: %d of %d bytes: %.80s", c.name, len(col), plain, col)
	}
	if col := livebuild.NumberColumn(cases[0].xs, nil); col != "150 ~1*449" {
		t.Errorf("150, 151, …, 599 is written %.100q, want \"150 ~1*449\"", col)
	}
}

// textCase is a column of a numeral's texts to write, with its values,
// its missing marks, the decimals its key is written with, its words
// table, and the most it may take of the texts' JSON (0: any).
type textCase struct {
	name    string
	texts   []string
	values  []float64
	missing []bool
	digits  int
	table   *livebuild.WordsTable
	most    float64
}

// textCases returns columns of texts that follow the numeral's value in
// digits, in words (two sharing a table), and texts that must be written
// whole: a missing numeral's, one whose tail would read as a whole text,
// one a table has another text for, keys too far apart for a table.
func textCases(t *testing.T) []textCase {
	r := rand.New(rand.NewPCG(38, 2))
	write := func(spec numeral.Spec, v float64, precision int) string {
		s, err := spec.Write(v, precision)
		if err != nil {
			t.Fatal(err)
		}
		return s
	}
	values := make([]float64, 400)
	for j := range values {
		values[j] = math.Round(r.Float64()*3000) / 7
	}
	whole := make([]float64, 400)
	for j := range whole {
		whole[j] = float64(j/3 - 20)
	}
	digits := numeral.Spec{Kind: numeral.Digits, Decimals: 1, Suffixes: []string{"(y)A"}}
	words := numeral.Spec{Kind: numeral.Words, Decimals: 0, Suffixes: []string{"(s)I"}, Upper: true}
	var cases []textCase
	add := func(name string, values []float64, digits int, table *livebuild.WordsTable, most float64, text func(j int, v float64) string, gone func(j int) bool) {
		c := textCase{name: name, values: values, digits: digits, table: table, most: most, missing: make([]bool, len(values))}
		for j, v := range values {
			c.missing[j] = gone(j)
			c.texts = append(c.texts, text(j, v))
		}
		cases = append(cases, c)
	}
	never := func(int) bool { return false }
	add("digits with a suffix", values, 1, nil, 0.5, func(_ int, v float64) string { return write(digits, v, 1) }, never)
	add("digits, some missing", values, 1, nil, 0, func(j int, v float64) string {
		if j%9 == 0 {
			return "—"
		}
		return write(digits, v, 1)
	}, func(j int) bool { return j%9 == 0 })
	digits0 := numeral.Spec{Kind: numeral.Digits, Decimals: 0, Suffixes: []string{"(y)A"}}
	add("tails that read as whole texts", values, 0, nil, 0, func(j int, v float64) string {
		if j%2 == 0 {
			return strings.Replace(write(digits0, v, 0), "’", "=", 1)
		}
		return "=" + write(digits0, v, 0)
	}, never)
	table := &livebuild.WordsTable{}
	add("words", whole, 0, table, 0.01, func(_ int, v float64) string { return write(words, v, 0) }, never)
	add("words again, and another text for a key", whole, 0, table, 0, func(j int, v float64) string {
		if j%50 == 0 {
			return "başka"
		}
		return write(words, v, 0)
	}, never)
	add("words of keys too far apart", []float64{0, 1, 1e9, 2, -1e9, 3.5}, 0, &livebuild.WordsTable{}, 0, func(_ int, v float64) string {
		return write(numeral.Spec{Kind: numeral.Words, Decimals: 1}, v, 1)
	}, never)
	add("digits of values about zero", []float64{-0.3, -0.04, 0.04, -1.2, 0, math.Copysign(0, -1), -0.5, 0.5}, 0, nil, 0,
		func(_ int, v float64) string { return write(digits0, v, 0) }, never)
	add("no digits", values, -1, nil, 0, func(_ int, v float64) string { return write(digits, v, 1) }, never)
	return cases
}

// TestTextColumnsReadBack: a text column reads back, as this test reads it
// (as the page's loader does), as the texts it was written from
// (textCases): those that follow the numeral's value as the tails after
// it or from its table, in a few bytes.
func TestTextColumnsReadBack(t *testing.T) {
	for _, c := range textCases(t) {
		col := livebuild.TextColumn(c.texts, c.values, c.missing, c.digits, c.table)
		var w *wordsTable
		if c.table != nil {
			w = &wordsTable{}
			data, err := json.Marshal(c.table.List())
			if err != nil {
				t.Fatal(err)
			}
			if err := w.UnmarshalJSON(data); err != nil {
				t.Fatalf("%s: the table %s: %v", c.name, data, err)
			}
		}
		data, err := json.Marshal(col)
		if err != nil {
			t.Fatal(err)
		}
		var read []any
		if err := json.Unmarshal(data, &read); err != nil {
			t.Fatal(err)
		}
		tokens := readStrings(t, read)
		if len(tokens) != len(c.texts) {
			t.Errorf("%s: %d texts read back from %d", c.name, len(tokens), len(c.texts))
			continue
		}
		digits := &c.digits
		for j, want := range c.texts {
			if got := text(t, tokens[j], digitsKey(c.values[j], digits), w); got != want {
				t.Errorf("%s: text %d reads back as %q, written from %q (token %q)", c.name, j, got, want, tokens[j])
				break
			}
		}
		plain, err := json.Marshal(c.texts)
		if err != nil {
			t.Fatal(err)
		}
		if c.most > 0 && float64(len(data)) > c.most*float64(len(plain)) {
			t.Errorf("%s: the column takes %d bytes, %.2f of the texts' %d: %.200s", c.name, len(data), float64(len(data))/float64(len(plain)), len(plain), data)
		}
		t.Logf("%s: %d of %d bytes: %.80s", c.name, len(data), len(plain), data)
	}
}

// TestBitColumnsReadBack: a bit column reads back as the booleans it was
// written from.
func TestBitColumnsReadBack(t *testing.T) {
	r := rand.New(rand.NewPCG(38, 3))
	for _, n := range []int{1, 2, 7, 450} {
		for range 20 {
			bs := make([]bool, n)
			p := r.Float64()
			for i := range bs {
				bs[i] = r.Float64() < p
			}
			if got := readFlags(livebuild.BitColumn(bs)); !slices.Equal(got, bs) {
				t.Fatalf("%v reads back as %v", bs, got)
			}
		}
	}
}

// TestColumnsGolden: testdata/columns.txt holds a sweeps file made of the
// first values of numberCases and textCases (sweeps.json), each column a
// control's figure, or a numeral's texts, of its own, and what each
// control's numeral reads at each of its steps (want.json: its value as
// String writes it, its text). The file reads as that here, as the page's
// loader reads it; e2e's TestLoaderReadsSweeps runs the loader itself on
// it. Run with -update after a change of the columns.
func TestColumnsGolden(t *testing.T) {
	const n = 30 // values a column
	cut := func(xs []float64) []float64 { return xs[:min(n, len(xs))] }
	var refs live.Refs
	numerals, words := []any{}, []any{}
	baseFigures, baseTexts, baseMissing := map[string]any{}, []string{}, []int{}
	controls := map[string]any{}
	type step struct{ value, text string }
	want := map[string][]step{}
	// control adds a control of len(xs) steps (its values 0, 1, …) whose
	// figure is xs (written as column), shown by one numeral.
	control := func(xs []float64, column string, figures map[string]any, numeral map[string]any, texts []string, textColumn []any, missing []bool) {
		key := "c" + strconv.Itoa(len(controls))
		name := key + ".v"
		figures[name] = column
		numeral["name"], numeral["form"], numeral["suffixes"], numeral["upper"] = name, "sayi", "", false
		refs.Numerals = append(refs.Numerals, live.NumeralRef{Name: name, Form: "sayi"})
		i := strconv.Itoa(len(numerals))
		numerals = append(numerals, numeral)
		baseFigures[name], baseTexts, baseMissing = "0", append(baseTexts, "0"), append(baseMissing, 0)
		cols := map[string]any{"figures": figures, "texts": map[string]any{}, "missing": map[string]any{}, "claims": map[string]any{}, "conditions": map[string]any{}, "labels": map[string]any{}}
		if textColumn != nil {
			cols["texts"] = map[string]any{i: textColumn}
		}
		if slices.Contains(missing, true) {
			cols["missing"] = map[string]any{i: livebuild.BitColumn(missing)}
		}
		values := make([]float64, len(xs))
		for j, x := range xs {
			values[j] = float64(j)
			text := "0"
			if texts != nil {
				text = texts[j]
			}
			want[key] = append(want[key], step{jsnum.String(x), text})
		}
		cols["values"] = livebuild.NumberColumn(values, nil)
		controls[key] = cols
	}
	for _, c := range numberCases() {
		xs, figures := cut(c.xs), map[string]any{}
		col := livebuild.NumberColumn(xs, nil)
		if c.ref != nil {
			figures["ref"] = livebuild.NumberColumn(cut(c.ref), nil)
			col = "@ref " + livebuild.NumberColumn(xs, cut(c.ref))
		}
		control(xs, col, figures, map[string]any{}, nil, nil, nil)
	}
	tables := map[*livebuild.WordsTable]int{}
	for _, c := range textCases(t) {
		texts, values, missing := c.texts[:min(n, len(c.texts))], cut(c.values), c.missing[:min(n, len(c.missing))]
		xs := slices.Clone(values)
		for j := range xs {
			if missing[j] {
				xs[j] = math.NaN()
			}
		}
		numeral := map[string]any{}
		if c.digits >= 0 {
			numeral["digits"] = c.digits
		}
		if c.table != nil {
			if _, ok := tables[c.table]; !ok {
				tables[c.table] = len(tables)
			}
			numeral["words"] = tables[c.table]
		}
		control(xs, livebuild.NumberColumn(xs, nil), map[string]any{}, numeral, texts, livebuild.TextColumn(texts, values, missing, c.digits, c.table), missing)
	}
	words = make([]any, len(tables))
	for w, i := range tables {
		words[i] = w.List()
	}
	file, err := plainjson.Marshal(map[string]any{"numerals": numerals, "claims": []any{}, "conditions": []any{}, "words": words,
		"base":     map[string]any{"figures": baseFigures, "texts": baseTexts, "missing": baseMissing, "claims": []bool{}, "conditions": []bool{}, "labels": map[string]any{}},
		"controls": controls})
	if err != nil {
		t.Fatal(err)
	}
	// want.json: {KEY: [[VALUE, TEXT], …]}, a control a line.
	var lines []string
	for _, key := range slices.Sorted(maps.Keys(want)) {
		pairs := column(want[key], func(s step) []string { return []string{s.value, s.text} })
		line, err := json.Marshal(pairs)
		if err != nil {
			t.Fatal(err)
		}
		lines = append(lines, strconv.Quote(key)+": "+string(line))
	}
	wantJSON := []byte("{\n" + strings.Join(lines, ",\n") + "\n}")

	// The file reads as it should.
	var f sweepsFile
	if err := json.Unmarshal(file, &f); err != nil {
		t.Fatal(err)
	}
	for key, steps := range want {
		i, _ := strconv.Atoi(key[1:])
		for j, w := range steps {
			r := f.answer(t, refs, key, j)
			if got := jsnum.String(r.Values[i]); got != w.value || r.Texts[i] != w.text {
				t.Errorf("control %s at step %d reads %s, %q; want %s, %q", key, j, got, r.Texts[i], w.value, w.text)
			}
		}
	}

	const path = "testdata/columns.txt"
	ar := &txtar.Archive{Comment: []byte("A sweeps file of columns of every kind (livebuild's TestColumnsGolden writes it; go test -update),\nand what each control's numeral reads at each step: e2e's TestLoaderReadsSweeps reads it with the page's loader.\n")}
	golden.SetSection(ar, "sweeps.json", append(file, '\n'))
	golden.SetSection(ar, "want.json", append(wantJSON, '\n'))
	data := txtar.Format(ar)
	if *golden.Update {
		if err := os.WriteFile(path, data, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	old, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (go test -update writes it)", err)
	}
	if string(old) != string(data) {
		t.Errorf("%s is not what the columns write now (go test -update rewrites it): %s", path, golden.Diff(string(data), string(old)))
	}
}
