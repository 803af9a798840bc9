//go:build !js

package charts

import "fmt"

// NarrowWidth is the chart width, in CSS pixels, up to which a figure takes
// its narrow layout: a phone's, either way up, or a small tablet's held
// upright. The sweep's seven legend entries need about 650 pixels in one
// row; a desktop's chart is wider.
const NarrowWidth = 720

// WithNarrow gives o a second layout for narrow charts, as ECharts media
// queries: a chart at most NarrowWidth wide merges narrow into its options;
// a wider one merges back the values o has at the places narrow sets (the
// query-less default), so a chart that widens, a phone turned sideways,
// gets its own layout back. ECharts asks the chart's width, not the
// window's. Lists in narrow change the items of o's lists by index, as
// ECharts merges them (an empty object leaves an item as it is). Every
// value narrow sets must be set in o too, or there is nothing to restore:
// that is an error, and o is left as it was.
//
// Both are plain data: objects are map[string]any and lists []any where
// narrow sets something (o's series data, which narrow must not touch,
// may be anything).
func WithNarrow(o, narrow map[string]any) error {
	restore, err := valuesAt(o, narrow, "")
	if err != nil {
		return fmt.Errorf("plot: narrow layout: %w", err)
	}
	o["media"] = []any{
		map[string]any{"query": map[string]any{"maxWidth": NarrowWidth}, "option": narrow},
		map[string]any{"option": restore},
	}
	return nil
}

// valuesAt returns, shaped as like, the values base holds at the places
// like sets; path names the place for errors ("legend.itemGap").
func valuesAt(base, like any, path string) (any, error) {
	switch l := like.(type) {
	case map[string]any:
		b, ok := base.(map[string]any)
		if !ok {
			return nil, fmt.Errorf("%s: the options hold %v, not an object", pathName(path), base)
		}
		out := make(map[string]any, len(l))
		for k, v := range l {
			bv, ok := b[k]
			if !ok {
				return nil, fmt.Errorf("%s is set for narrow charts only: set it in the options too", pathName(joinPath(path, k)))
			}
			r, err := valuesAt(bv, v, joinPath(path, k))
			if err != nil {
				return nil, err
			}
			out[k] = r
		}
		return out, nil
	case []any:
		b, ok := base.([]any)
		if !ok || len(b) < len(l) {
			return nil, fmt.Errorf("%s: the options hold %v, not a list of at least %d", pathName(path), base, len(l))
		}
		out := make([]any, len(l))
		for i, v := range l {
			r, err := valuesAt(b[i], v, fmt.Sprintf("%s[%d]", path, i))
			if err != nil {
				return nil, err
			}
			out[i] = r
		}
		return out, nil
	}
	return base, nil
}

func joinPath(path, key string) string {
	if path == "" {
		return key
	}
	return path + "." + key
}

func pathName(path string) string {
	if path == "" {
		return "the options"
	}
	return path
}
