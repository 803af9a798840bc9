package live

import (
	"coursesite/internal/msg"
	"coursesite/model"
	"coursesite/plainjson"
)

// What the page sends its WebAssembly, read with package plainjson (no
// encoding/json in the page's WebAssembly). Every field the page sends is
// read; anything else is refused, so that a page and an engine of two
// builds never misread each other silently.

// maxWireDepth bounds the nesting of what the page sends.
const maxWireDepth = 8

// ParseRefs reads a page's Refs from their JSON (the loader's refs):
// {"numerals": [{"name", "form", "suffixes", "upper"}], "claims": [{"text",
// "expr"}], "conditions": [...], "tables": [...], "charts": [...]}.
func ParseRefs(data []byte) (Refs, error) {
	var r Refs
	v, err := plainjson.Parse(data, maxWireDepth)
	if err != nil {
		return r, msg.Errorf("refs: %w", err)
	}
	fields, err := object(v, "refs", "numerals", "claims", "conditions", "tables", "charts")
	if err != nil {
		return r, err
	}
	for i, n := range fields["numerals"].Items {
		f, err := object(n, msg.Sprintf("refs.numerals[%d]", i), "name", "form", "suffixes", "upper")
		if err != nil {
			return r, err
		}
		r.Numerals = append(r.Numerals, NumeralRef{Name: f["name"].Str, Form: f["form"].Str, Suffixes: f["suffixes"].Str, Upper: f["upper"].Bool})
	}
	for i, c := range fields["claims"].Items {
		f, err := object(c, msg.Sprintf("refs.claims[%d]", i), "text", "expr")
		if err != nil {
			return r, err
		}
		r.Claims = append(r.Claims, ClaimRef{Text: f["text"].Str, Expr: f["expr"].Str})
	}
	for _, list := range []struct {
		key string
		dst *[]string
	}{{"conditions", &r.Conditions}, {"tables", &r.Tables}, {"charts", &r.Charts}} {
		for i, item := range fields[list.key].Items {
			if item.Kind != plainjson.String {
				return r, msg.Errorf("refs.%s[%d]: want a string, found %s", list.key, i, item.Kind)
			}
			*list.dst = append(*list.dst, item.Str)
		}
	}
	return r, nil
}

// object checks that v is an object of exactly the given fields, each of
// the kind the page sends: a list for numerals, claims, conditions,
// tables and charts, a boolean for upper, else a string.
func object(v *plainjson.Value, path string, fields ...string) (map[string]*plainjson.Value, error) {
	if v.Kind != plainjson.Object {
		return nil, msg.Errorf("%s: want an object, found %s", path, v.Kind)
	}
	got := make(map[string]*plainjson.Value, len(fields))
	for _, m := range v.Members {
		want := plainjson.String
		switch m.Key {
		case "numerals", "claims", "conditions", "tables", "charts":
			want = plainjson.Array
		case "upper":
			want = plainjson.Boolean
		}
		known := false
		for _, f := range fields {
			known = known || f == m.Key
		}
		if !known {
			return nil, msg.Errorf("%s: unknown field %q", path, m.Key)
		}
		if m.Value.Kind != want && !(want == plainjson.Array && m.Value.Kind == plainjson.Null) {
			return nil, msg.Errorf("%s.%s: want a %s, found %s", path, m.Key, want, m.Value.Kind)
		}
		got[m.Key] = m.Value
	}
	for _, f := range fields {
		if got[f] == nil {
			return nil, msg.Errorf("%s: missing field %q", path, f)
		}
	}
	return got, nil
}

// ParseSettings reads a reader's settings from their JSON, an object of
// numbers by control key.
func ParseSettings(data []byte) (model.Settings, error) {
	v, err := plainjson.Parse(data, maxWireDepth)
	if err != nil {
		return nil, msg.Errorf("settings: %w", err)
	}
	if v.Kind != plainjson.Object {
		return nil, msg.Errorf("settings: want an object of numbers, found %s", v.Kind)
	}
	s := make(model.Settings, len(v.Members))
	for _, m := range v.Members {
		x, err := m.Value.Float()
		if err != nil {
			return nil, msg.Errorf("settings: %s: want a number, found %s", m.Key, m.Value.Kind)
		}
		s[m.Key] = x
	}
	return s, nil
}
