package charts

import (
	"encoding/json"
	"fmt"
	"math"
	"testing"
)

// pointsCases are series' data as models write them, and as they might.
var pointsCases = []string{
	`[]`,
	` [ 1 , 2.5, -3e2 ,0 ] `,
	`[[1,2],[3,4],[5,-6.25]]`,
	`[null,"-",3,true,false]`,
	`[[1,null],[2,"-"],[]]`,
	`[{"value":3},{"name":"tepe","value":[1,2]},{"value":4,"name":"b"}]`,
	`[{"name":"etiketli","value":[10,20],"symbolSize":8,"label":"sağ"}]`,
	`[{"name":"değersiz"},{}]`,
	`[{"value":[1,2],"itemStyle":{"color":"#000"}}]`,
	`[{"name":"x","label":{"show":true,"formatter":"{b} \"q\" ]"},"value":[1,2]}]`,
	`[{"value":1,"extra":[[1,{"a":[]}],"]"]}]`,
	`[{"name":"ka\"çış","value":1}]`,
	`[{"name":"\u00e7","value":[1,[2]]}]`,
	`[1e400]`,
	`[{"value":1,"value":2}]`,
}

// TestPointsScanner: the scanner a long series is read with gives the
// points that decoding the data as JSON's own values gives, for data it
// takes and data it passes on (the points a chart's tables list).
func TestPointsScanner(t *testing.T) {
	scanned := 0
	for _, c := range pointsCases {
		var got points
		gotErr := json.Unmarshal([]byte(c), &got)
		want, wantErr := decodePoints([]byte(c))
		if (gotErr != nil) != (wantErr != nil) || !samePoints(got, want) {
			t.Errorf("%s: read as %v (%v), decoded as %v (%v)", c, got, gotErr, want, wantErr)
		}
		if _, ok := scanPoints([]byte(c)); ok {
			scanned++
		}
	}
	// Most of the cases are what the scanner is for.
	if scanned < 8 {
		t.Errorf("the scanner read %d of %d cases itself", scanned, len(pointsCases))
	}
}

// FuzzPoints: for any valid JSON, the scanner gives what decoding gives,
// or leaves it to decoding.
func FuzzPoints(f *testing.F) {
	for _, c := range pointsCases {
		f.Add(c)
	}
	f.Fuzz(func(t *testing.T, c string) {
		if !json.Valid([]byte(c)) {
			return
		}
		got, ok := scanPoints([]byte(c))
		if !ok {
			return
		}
		want, err := decodePoints([]byte(c))
		if err != nil || !samePoints(got, want) {
			t.Errorf("%s: scanned as %v, decoded as %v (%v)", c, got, want, err)
		}
	})
}

func samePoints(a, b points) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i].Name != b[i].Name || len(a[i].V) != len(b[i].V) {
			return false
		}
		for j, v := range a[i].V {
			if w := b[i].V[j]; v != w && !(math.IsNaN(v) && math.IsNaN(w)) {
				return false
			}
		}
	}
	return true
}

// BenchmarkPoints reads a long series of [x, y] points, as the latency
// charts draw them, by the scanner and, side by side, by decoding it as
// JSON's own values (the reference): the ratio is what the scanner saves
// a chart's tables.
func BenchmarkPoints(b *testing.B) {
	var data []byte
	data = append(data, '[')
	for i := range 4000 {
		if i > 0 {
			data = append(data, ',')
		}
		data = fmt.Appendf(data, "[%d,%g]", i, 80+float64(i%977)/7)
	}
	data = append(data, ']')
	b.Run("scan", func(b *testing.B) {
		b.SetBytes(int64(len(data)))
		for b.Loop() {
			if _, ok := scanPoints(data); !ok {
				b.Fatal("not scanned")
			}
		}
	})
	b.Run("decode", func(b *testing.B) {
		b.SetBytes(int64(len(data)))
		for b.Loop() {
			if _, err := decodePoints(data); err != nil {
				b.Fatal(err)
			}
		}
	})
}
