package site

import (
	"context"
	"reflect"
	"testing"
	"unsafe"
)

// TestSharedSameAsAlone: in a course of copied lessons, each lesson's
// reading and rendering, made with the values the build's pages share
// (charts, drawings, bodies, compiled labels), are those it makes alone —
// its actions, calls and blocks at its own files' places, its body and
// files byte for byte.
func TestSharedSameAsAlone(t *testing.T) {
	fsys, a := copiedCourse(t, 3), newLinkAssets()
	s := New(fsys, a)
	ctx := context.Background()
	pages, err := s.readPages(nil)
	if err != nil {
		t.Fatal(err)
	}
	lessons := byFolder(pages)
	sh := newShared()
	for _, p := range pages[1:] {
		if err := s.stages(ctx, p, lessons, sh); err != nil {
			t.Fatal(err)
		}
	}
	for _, p := range pages[1:] {
		alone := &Page{File: p.File}
		if err := s.stages(ctx, alone, lessons, nil); err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(p.Rendering, alone.Rendering) {
			t.Errorf("%s: its rendering with the others' differs from its own", p.URL)
		}
		for _, field := range []struct {
			what      string
			got, want any
		}{
			{"actions", p.Actions, alone.Actions},
			{"calls", p.Calls, alone.Calls},
			{"claims", p.Claims, alone.Claims},
			{"blocks", p.Blocks, alone.Blocks},
			{"markdown", p.Markdown, alone.Markdown},
			{"controls", p.Controls, alone.Controls},
		} {
			if !reflect.DeepEqual(field.got, field.want) {
				t.Errorf("%s: its %s with the others' differ from its own", p.URL, field.what)
			}
		}
		compiled, err := sh.compiledLabels(p.LabelsData, p.Lesson.Labels.Compiled)
		if err != nil {
			t.Fatal(err)
		}
		own, err := alone.Lesson.Labels.Compiled()
		if err != nil || string(compiled) != string(own) {
			t.Errorf("%s: its compiled labels with the others' differ from its own: %v", p.URL, err)
		}
	}
	first := pages[1].charts
	for _, p := range pages[2:] {
		if len(p.charts) == 0 || len(p.charts) != len(first) || unsafe.SliceData(p.charts[0].entry) != unsafe.SliceData(first[0].entry) {
			t.Errorf("%s: its chart entry is not the first lesson's: the course's charts were not shared", p.URL)
		}
	}
}
