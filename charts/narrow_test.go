//go:build !js

package charts

import (
	"reflect"
	"strings"
	"testing"
)

// TestWithNarrow: a narrow chart merges the narrow layout in; a wider one
// merges back, from the query-less default, the values the option has at
// the places the narrow layout sets — in lists by index — and nothing else.
func TestWithNarrow(t *testing.T) {
	o := map[string]any{
		"legend": map[string]any{"type": "plain", "itemGap": 10, "itemWidth": 25},
		"title":  []any{map[string]any{"text": "üst", "top": "30"}, map[string]any{"text": "alt", "top": "49%"}},
		"series": []any{map[string]any{"type": "bar", "barWidth": "50%", "data": []any{1.0, 2.0}}},
	}
	narrow := map[string]any{
		"legend": map[string]any{"itemGap": 8},
		"title":  []any{map[string]any{"top": 54}},
		"series": []any{map[string]any{"barWidth": 28}},
	}
	if err := WithNarrow(o, narrow); err != nil {
		t.Fatal(err)
	}
	want := []any{
		map[string]any{"query": map[string]any{"maxWidth": NarrowWidth}, "option": narrow},
		map[string]any{"option": map[string]any{
			"legend": map[string]any{"itemGap": 10},
			"title":  []any{map[string]any{"top": "30"}},
			"series": []any{map[string]any{"barWidth": "50%"}},
		}},
	}
	if !reflect.DeepEqual(o["media"], want) {
		t.Errorf("media = %v\nwant %v", o["media"], want)
	}
}

// TestWithNarrowErrors: a narrow value the option does not hold has
// nothing to restore it, and the option is left as it was.
func TestWithNarrowErrors(t *testing.T) {
	for _, c := range []struct {
		narrow map[string]any
		want   string
	}{
		{map[string]any{"legend": map[string]any{"itemGap": 8}}, "legend.itemGap is set for narrow charts only"},
		{map[string]any{"grid": []any{map[string]any{}, map[string]any{"top": 92}}}, "grid: the options hold"},
		{map[string]any{"title": map[string]any{"top": 54}}, "title: the options hold"},
		{map[string]any{"dataZoom": []any{}}, "dataZoom is set for narrow charts only"},
	} {
		o := map[string]any{"legend": map[string]any{}, "grid": []any{map[string]any{"top": "68"}}, "title": []any{}}
		err := WithNarrow(o, c.narrow)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("WithNarrow(%v): %v, want an error saying %q", c.narrow, err, c.want)
		}
		if _, ok := o["media"]; ok {
			t.Errorf("WithNarrow(%v) failed but wrote media", c.narrow)
		}
	}
}
