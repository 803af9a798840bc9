package butce

import (
	"maps"
	"slices"

	"coursesite/model"
)

// testWords are the words the charts are drawn with in these tests, in
// place of a lesson's (its metinler.txt): each reads as its key, «key», an
// item of a list as «key:scope», so a test sees which word stands where and
// the model's tests never depend on the lesson's prose.
type testWords struct{}

func (testWords) Text(key string) string        { return "«" + key + "»" }
func (testWords) Item(key, scope string) string { return "«" + key + ":" + scope + "»" }

var _ model.Words = testWords{}

// word is the test word of key.
func word(key string) string { return testWords{}.Text(key) }

// askedWords records the keys a chart asks for.
type askedWords struct {
	testWords
	keys map[string]bool
}

func (a *askedWords) Text(key string) string { a.keys[key] = true; return a.testWords.Text(key) }
func (a *askedWords) Item(key, scope string) string {
	a.keys[key] = true
	return a.testWords.Item(key, scope)
}

// wordsOf returns the keys chart name asks for when built from s through
// its declaration, sorted.
func wordsOf(s *Sonuc, name string) ([]string, error) {
	a := &askedWords{keys: map[string]bool{}}
	if _, err := buildChart(s, name, a); err != nil {
		return nil, err
	}
	return slices.Sorted(maps.Keys(a.keys)), nil
}
