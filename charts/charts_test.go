package charts

import (
	"strings"
	"testing"
)

// TestOneLine: text is folded to one line, its spaces single, as
// strings.Fields splits it; text already so is given back as it is.
func TestOneLine(t *testing.T) {
	for _, h := range []string{"", " ", "a", "çağrı başına", " baştan", "sona ", "iki  boşluk", "satır\nsonu", "sekme\tile",
		"ince\u2009boşluk", "bölünmez\u00a0boşluk", "\u3000geniş", "son\u2028satır", "a b c", "ğ ş ı ö ü ç"} {
		want := strings.Join(strings.Fields(h), " ")
		if got := oneLine(h); got != want {
			t.Errorf("oneLine(%q) = %q, want %q", h, got, want)
		}
	}
}
