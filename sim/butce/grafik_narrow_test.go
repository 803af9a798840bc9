package butce

import (
	"fmt"
	"reflect"
	"testing"

	"coursesite/charts"
)

// narrowOption returns the options a chart merges in when narrow, checking
// the media query that carries them.
func narrowOption(t *testing.T, o map[string]any) map[string]any {
	t.Helper()
	media := arr(t, o, "media")
	if len(media) != 2 {
		t.Fatalf("media: %d items, want the narrow layout and the default", len(media))
	}
	if got := get(t, media[0], "query", "maxWidth"); got != float64(charts.NarrowWidth) {
		t.Fatalf("narrow layout for charts up to %v px, want %d", got, charts.NarrowWidth)
	}
	if _, ok := media[1].(map[string]any)["query"]; ok {
		t.Fatal("the second media item has a query: nothing restores the layout when a chart widens")
	}
	return obj(t, media[0], "option")
}

// TestNarrowLayouts checks every chart's narrow layout: the charts that
// crowd a phone have one; wider charts get back, from the query-less
// default, exactly the values the narrow layout changed; and it changes no
// data, so a phone shows the model's values as a desktop does.
func TestNarrowLayouts(t *testing.T) {
	s := refResults(t)
	for _, name := range grafikAdlari {
		t.Run(name, func(t *testing.T) {
			o := draw(t, s, name)
			if _, ok := o["media"]; !ok {
				if name == "tarama" || name == "arizaPayi" {
					t.Fatal("no narrow layout")
				}
				return
			}
			narrow := narrowOption(t, o)
			restore := obj(t, arr(t, o, "media")[1], "option")
			var walk func(path string, n, base, back any)
			walk = func(path string, n, base, back any) {
				switch n := n.(type) {
				case map[string]any:
					for k, v := range n {
						if k == "data" {
							t.Errorf("%s: the narrow layout replaces data", path)
						}
						b, _ := base.(map[string]any)
						r, _ := back.(map[string]any)
						bv, ok := b[k]
						if !ok {
							t.Errorf("%s.%s: set on a phone only, nothing restores it", path, k)
							continue
						}
						walk(path+"."+k, v, bv, r[k])
					}
				case []any:
					b, _ := base.([]any)
					r, _ := back.([]any)
					if len(r) != len(n) || len(b) < len(n) {
						t.Errorf("%s: %d narrow items, %d restored, %d in the options", path, len(n), len(r), len(b))
						return
					}
					for i, v := range n {
						walk(fmt.Sprintf("%s[%d]", path, i), v, b[i], r[i])
					}
				default:
					if !reflect.DeepEqual(back, base) {
						t.Errorf("%s: restored to %v, the options say %v", path, back, base)
					}
				}
			}
			walk(name, narrow, o, restore)
		})
	}
}
