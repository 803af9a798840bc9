package rendercache

import (
	"bytes"
	"reflect"
	"testing"

	"coursesite/internal/cache"
	"coursesite/markdown"
)

// FuzzEntry: whatever an entry's record holds — bytes another program or
// a person put there, behind a header and a checksum that hold (package
// cache sees to the rest) — taking it never panics, and an entry taken is
// whole: written again, it is taken back the same.
func FuzzEntry(f *testing.F) {
	e := Entry{ParamData: []byte(`{"n": 1}`), LabelsData: []byte{}, Blocks: []string{"grafik"},
		Listings: []Listing{{File: "kod/a.mjs", Data: []byte("kod")}, {File: "kod/bos.mjs", Data: []byte{}}},
		HTML:     "<p>gövde</p>", TOC: []markdown.Heading{{ID: "a", Text: "A", Level: 2}}, ChartOptions: []byte("{}")}
	parts, err := e.record(Kept{BodySum: "toplam"})
	if err != nil {
		f.Fatal(err)
	}
	f.Add(bytes.Join(parts, nil))
	f.Add([]byte{})
	f.Add([]byte{0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x01})
	dir := f.TempDir()
	entries, files := cache.Open(dir, pagesNamespace), cache.Open(dir, filesNamespace)
	key, again := cache.NewKey("fuzz"), cache.NewKey("fuzz", "again")
	f.Fuzz(func(t *testing.T, data []byte) {
		if err := entries.Put(key, data); err != nil {
			t.Fatal(err)
		}
		got, k, ok := load(entries, files, key)
		if !ok {
			return
		}
		parts, err := got.record(k)
		if err != nil {
			t.Fatal(err)
		}
		if err := entries.Put(again, parts...); err != nil {
			t.Fatal(err)
		}
		back, k2, ok := load(entries, files, again)
		if !ok || !reflect.DeepEqual(back, got) || !reflect.DeepEqual(k2, k) {
			t.Errorf("an entry taken, written again, is taken back as\n%+v %v\nnot\n%+v", back, ok, got)
		}
	})
}

// TestEntryRoundTrip: an entry written with none of its files kept apart
// is taken back as it was, an empty file apart from a missing one.
func TestEntryRoundTrip(t *testing.T) {
	e := Entry{ParamData: []byte(`{"n": 1}`), LabelsData: []byte{}, Blocks: []string{"tablo", "grafik"},
		Listings: []Listing{{File: "kod/a.mjs", Data: []byte("kod")}, {File: "kod/bos.mjs", Data: []byte{}}},
		HTML:     "<p>gövde</p>", TOC: []markdown.Heading{{ID: "a", Text: "A", Level: 2}}, ChartOptions: []byte("{}")}
	dir := t.TempDir()
	entries, files := cache.Open(dir, pagesNamespace), cache.Open(dir, filesNamespace)
	parts, err := e.record(Kept{BodySum: "toplam"})
	if err != nil {
		t.Fatal(err)
	}
	key := cache.NewKey("test")
	if err := entries.Put(key, parts...); err != nil {
		t.Fatal(err)
	}
	got, k, ok := load(entries, files, key)
	if !ok {
		t.Fatal("the entry written is not taken")
	}
	if !reflect.DeepEqual(got, e) || k.BodySum != "toplam" {
		t.Errorf("taken back as\n%#v\nnot\n%#v", got, e)
	}
	if got.LabelsData == nil || got.Sweeps != nil {
		t.Errorf("an empty labels file taken back as %v, no answers ahead as %v", got.LabelsData, got.Sweeps)
	}
}
