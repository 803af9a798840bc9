package butce

import (
	"fmt"
	"reflect"
	"strings"
	"testing"
)

// narrowOption returns the options a figure merges in on a narrow chart,
// checking the media query that carries them.
func narrowOption(t *testing.T, o map[string]any) map[string]any {
	t.Helper()
	media := arr(t, o, "media")
	if len(media) != 2 {
		t.Fatalf("media: %d items, want the narrow layout and the default", len(media))
	}
	if got := at(t, media[0], "query", "maxWidth"); got != float64(narrowWidth) {
		t.Fatalf("narrow layout for charts up to %v px, want %d", got, narrowWidth)
	}
	if _, ok := media[1].(map[string]any)["query"]; ok {
		t.Fatal("the second media item has a query: nothing restores the layout when a chart widens")
	}
	return obj(t, media[0], "option")
}

// TestNarrowLayouts checks every figure's narrow layout: the figures that
// crowd a phone have one; wider charts get back, from the query-less
// default, exactly the values the narrow layout changed; and it changes no
// data, so a phone shows the model's values as a desktop does.
func TestNarrowLayouts(t *testing.T) {
	s := lessonResults(t)
	for _, name := range Names() {
		t.Run(name, func(t *testing.T) {
			o := render(t, s, name).option
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

func TestWithNarrowErrors(t *testing.T) {
	for _, tc := range []struct {
		base, narrow option
		want         string
	}{
		{option{"legend": map[string]any{"top": 0}}, option{"legend": map[string]any{"itemGap": 8}}, "legend.itemGap is set for narrow charts only"},
		{option{"grid": []any{map[string]any{"top": 1}}}, option{"grid": []any{map[string]any{}, map[string]any{"top": 2}}}, "grid: the options hold"},
		{option{"grid": 3}, option{"grid": map[string]any{"top": 2}}, "grid: the options hold 3, not an object"},
	} {
		_, err := withNarrow(tc.base, tc.narrow)
		if err == nil || !strings.Contains(err.Error(), tc.want) || !strings.HasPrefix(err.Error(), "charts: narrow layout: ") {
			t.Errorf("withNarrow(%v, %v): %v, want an error saying %q", tc.base, tc.narrow, err, tc.want)
		}
	}
	o, err := withNarrow(option{"grid": []any{map[string]any{"top": "68", "left": 8}, map[string]any{"top": "57%"}}},
		option{"grid": []any{map[string]any{"top": 92}, map[string]any{}}})
	if err != nil {
		t.Fatal(err)
	}
	want := []any{map[string]any{"top": "68"}, map[string]any{}}
	if got := o["media"].([]any)[1].(map[string]any)["option"].(map[string]any)["grid"]; !reflect.DeepEqual(got, want) {
		t.Errorf("restored %v, want %v", got, want)
	}
}
