package plainjson

import (
	"bytes"
	"encoding/json"
	"errors"
	"math"
	"math/rand/v2"
	"strings"
	"testing"
)

// tricky are strings and numbers encoding/json writes in its own ways.
var (
	trickyStrings = []string{"", "a", "çağrı başına", "<script>&</script>", "\"\\/", "\b\f\n\r\t\x00\x1f\x7f", "\u2028\u2029",
		"\xff\xfe", "a\xc3", "😀", "\u00a0", "'", "{value} ms"}
	trickyFloats = []float64{0, math.Copysign(0, -1), 1, -1, 0.1, 1e-6, 9.99e-7, 1e-7, 1e20, 1e21, 1.5e21, -1e-9, 123456789.125,
		math.MaxFloat64, math.SmallestNonzeroFloat64, 1.0 / 3, 5540, 0.3333333333333333, 2.5e-5, 1e100}
)

// randomTree makes a plain-data tree of every type Marshal writes.
func randomTree(r *rand.Rand, depth int) any {
	n := r.IntN(14)
	if depth > 4 {
		n = r.IntN(6)
	}
	switch n {
	case 0:
		return nil
	case 1:
		return r.IntN(2) == 0
	case 2:
		return trickyStrings[r.IntN(len(trickyStrings))]
	case 3:
		return trickyFloats[r.IntN(len(trickyFloats))]
	case 4:
		return r.NormFloat64() * math.Pow(10, float64(r.IntN(30)-15))
	case 5:
		return r.IntN(2000) - 1000
	case 6:
		m := map[string]any{}
		for range r.IntN(5) {
			m[trickyStrings[r.IntN(len(trickyStrings))]+string(rune('a'+r.IntN(26)))] = randomTree(r, depth+1)
		}
		return m
	case 7:
		l := make([]any, r.IntN(5))
		for i := range l {
			l[i] = randomTree(r, depth+1)
		}
		return l
	case 8:
		return []float64{r.Float64(), -r.Float64() * 1e22}
	case 9:
		return [][]float64{{1, 2.5}, {r.Float64(), 1e-8}}
	case 10:
		return []string{trickyStrings[r.IntN(len(trickyStrings))], "b"}
	case 11:
		return map[string]string{"k": trickyStrings[r.IntN(len(trickyStrings))], "<": ">"}
	case 12:
		return []map[string]any{{"value": r.Float64()}, nil}
	default:
		return float32(r.Float64() * 1e-5)
	}
}

// TestMarshalAsEncodingJSON: for every tree of plain data, Marshal writes
// the bytes encoding/json writes.
func TestMarshalAsEncodingJSON(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	check := func(v any) {
		t.Helper()
		want, err := json.Marshal(v)
		if err != nil {
			t.Fatal(err)
		}
		got, err := Marshal(v)
		if err != nil || !bytes.Equal(got, want) {
			t.Fatalf("Marshal(%#v) = %s, %v\nencoding/json writes %s", v, got, err, want)
		}
	}
	for _, s := range trickyStrings {
		check(s)
	}
	for _, f := range trickyFloats {
		check(f)
		check(-f)
		if math.Abs(f) <= math.MaxFloat32 {
			check(float32(f))
		}
	}
	for range 20000 {
		check(randomTree(r, 0))
	}
	check([]any(nil))
	check(map[string]any(nil))
	// Every byte and a rune of each length, alone and among others.
	for c := range 256 {
		check(string([]byte{byte(c)}))
		check("x" + string([]byte{byte(c)}) + "ş")
	}
}

// TestMarshalRefuses: what JSON cannot hold, or what is no plain data, is
// an error naming its place in the tree.
func TestMarshalRefuses(t *testing.T) {
	for _, c := range []struct {
		v    any
		want string
	}{
		{math.NaN(), "the value: NaN has no JSON number"},
		{map[string]any{"series": []any{map[string]any{"data": []any{1.0, math.Inf(1)}}}}, "series[0].data[1]: +Inf has no JSON number"},
		{map[string]any{"a": [][]float64{{1, math.NaN()}}}, "a[0][1]: NaN"},
		{[]any{struct{}{}}, "[0]: cannot write a struct {}"},
		{map[string]any{"x": map[string]int{}}, "x: cannot write a map[string]int"},
	} {
		_, err := Marshal(c.v)
		var u *UnsupportedError
		if !errors.As(err, &u) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("Marshal(%v) = %v, want an UnsupportedError saying %q", c.v, err, c.want)
		}
	}
	// A map holding itself ends.
	m := map[string]any{}
	m["m"] = m
	if _, err := Marshal(m); err == nil {
		t.Error("a map holding itself was written")
	}
}

// BenchmarkMarshal: a chart's option, a line of 1,200 points in each of
// three series, by this package and by encoding/json side by side.
func BenchmarkMarshal(b *testing.B) {
	series := []any{}
	for s := range 3 {
		data := make([]any, 1200)
		for i := range data {
			data[i] = []any{float64(i) * 12.5, math.Sin(float64(i+s)) * 40}
		}
		series = append(series, map[string]any{"type": "line", "name": "seri", "data": data, "lineStyle": map[string]any{"width": 2}})
	}
	option := map[string]any{"series": series, "xAxis": []any{map[string]any{"type": "value", "name": "zaman (ms)"}}}
	b.Run("plainjson", func(b *testing.B) {
		for b.Loop() {
			if _, err := Marshal(option); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("encoding-json", func(b *testing.B) {
		for b.Loop() {
			if _, err := json.Marshal(option); err != nil {
				b.Fatal(err)
			}
		}
	})
}
