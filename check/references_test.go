package check

import (
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"
)

// TestTypedOrdinalOfATable: an ordinal typed in a link to a table or a
// figure that is not its number on the page is a finding at the link,
// with the action that numbers it as the page does; one that is right —
// "son" for the last included — is none.
func TestTypedOrdinalOfATable(t *testing.T) {
	fsys := project(t)
	// The fixture shows tables ozet and sureler, then the chart cizgi.
	at := edit(t, fsys, lessonFile, `{{ tablo "ozet" }}`, `[Birinci tablo](#table-sureler) süreleri, [ikinci tablo](#table-sureler) yine, [son tablo](#table-sureler) de, [ikinci şekil](#figure-cizgi) çizgiyi gösterir.

{{ tablo "ozet" }}`)
	r := runCheck(t, fsys)
	var got []string
	for _, f := range r.Findings {
		if strings.Contains(f.Msg, "links to") {
			got = append(got, f.String())
		}
	}
	data := fsys[lessonFile].Data
	line := 1 + strings.Count(string(data[:at]), "\n")
	// The column of the link's text, in characters, as the check counts.
	col := 2 + utf8.RuneCountInString(string(data[at:at+strings.Index(string(data[at:]), "[ikinci şekil")]))
	want := []string{
		lessonFile + ":" + strconv.Itoa(line) + `:2: «Birinci tablo» links to tablo "sureler", which the page numbers Tablo 2 (ikinci tablo): write {{ atif "tablo" "sureler" | buyuk }} in place of the link, which numbers it as the page does`,
		lessonFile + ":" + strconv.Itoa(line) + ":" + strconv.Itoa(col) + `: «ikinci şekil» links to grafik "cizgi", which the page numbers Şekil 1 (birinci şekil): write {{ atif "grafik" "cizgi" }} in place of the link, which numbers it as the page does`,
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("findings\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}
