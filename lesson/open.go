//go:build !js

package lesson

import "coursesite/labels"

// Reading a labels file from its source is the build's (labels.Read): the
// page's engine is given it compiled (OpenWith).

// Open parses a lesson's parameter file with the model called name and
// reads its labels file; labelsData nil means the lesson has none.
func Open(name, paramFile string, params []byte, labelsFile string, labelsData []byte) (*Lesson, error) {
	l, err := OpenWith(name, paramFile, params, labels.Empty(labelsFile))
	if err != nil || labelsData == nil {
		return l, err
	}
	if l.Labels, err = labels.Read(labelsFile, labelsData); err != nil {
		return nil, err
	}
	return l, nil
}
