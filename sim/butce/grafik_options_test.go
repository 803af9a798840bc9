package butce

import (
	"html"
	"regexp"
	"testing"
)

var optionsInPage = regexp.MustCompile(`<script type="application/json" data-grafik="[^"]+">(.*?)</script>`)

// TestOptionsIsRendered: Options returns, for every figure, exactly the
// JSON Render puts in the page, so the in-browser model redraws a chart
// with what the build would have drawn.
func TestOptionsIsRendered(t *testing.T) {
	s := lessonResults(t)
	for _, name := range Names() {
		h, err := Render(s, name)
		if err != nil {
			t.Fatal(err)
		}
		m := optionsInPage.FindStringSubmatch(string(h))
		if m == nil {
			t.Fatalf("%s: no options in %s", name, h)
		}
		got, err := Options(s, name)
		if err != nil {
			t.Fatal(err)
		}
		// The element's text is the JSON as it is: script text is not
		// escaped, and the JSON holds no markup to escape.
		if string(got) != m[1] || html.UnescapeString(m[1]) != m[1] {
			t.Errorf("%s: Options differs from the page's options", name)
		}
	}
	if _, err := Options(s, "yok"); err == nil {
		t.Error("Options of an unknown figure: no error")
	}
}
