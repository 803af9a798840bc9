package site

import (
	"errors"
	"io/fs"
	"path"

	"coursesite/internal/lessonfs"
	"coursesite/labels"
	"coursesite/lesson"
)

// open opens a page's lesson — the pipeline's second stage: it reads the
// model its front matter names, its parameter file and its words
// (labels.File) from its folder, and computes it at its own settings. A
// page without a model opens to nothing.
func (s *Site) open(f *File) (Opened, error) {
	if f.Meta.Model == "" {
		return Opened{}, nil
	}
	file, data, err := lessonfs.ReadText(s.fsys, f.Dir(), f.Meta.Params)
	if err != nil {
		if hasPlace(err) {
			return Opened{}, err
		}
		return Opened{}, f.fieldError("parametreler", "parametreler: %v", err)
	}
	labelsFile := path.Join(f.Dir(), labels.File)
	var words []byte
	if _, err := lessonfs.Stat(s.fsys, f.Dir(), labels.File); err == nil || !errors.Is(err, fs.ErrNotExist) {
		if _, words, err = lessonfs.ReadText(s.fsys, f.Dir(), labels.File); err != nil {
			if hasPlace(err) {
				return Opened{}, err
			}
			return Opened{}, f.fieldError("model", "%s: %v", labelsFile, err)
		}
	}
	l, err := lesson.Open(f.Meta.Model, file, data, labelsFile, words)
	if err != nil {
		if hasPlace(err) {
			return Opened{}, err
		}
		return Opened{}, f.fieldError("model", "model: %v", err)
	}
	st, err := l.Compute(nil)
	if err != nil {
		return Opened{}, f.fieldError("model", "%s: %v", file, err)
	}
	return Opened{Lesson: l, State: st, ParamData: data, LabelsData: words}, nil
}

// ReadPages reads the site's page files, the first stage alone: the
// index, then the lessons in order.
func (s *Site) ReadPages() ([]*Page, error) { return s.readPages(nil) }

// Open opens p's lesson, the second stage, as a build does: for the
// report command, which needs its model's report and nothing after it.
func (s *Site) Open(p *Page) (err error) {
	p.Opened, err = s.open(&p.File)
	return err
}
