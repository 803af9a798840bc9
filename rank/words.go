package rank

import (
	"strings"
	"unicode"

	"coursesite/turkce"
)

// namePart marks a figure's word that is a part of its name: an
// identifier, not a Turkish word, which matches a word of the prose by
// its beginning only, never by stem (yapi is not yapar).
const namePart = "\x01"

// match reports whether a word of the prose and a figure's word w share
// a stem (turkce.SameStem), remembered.
func (m *Meaning) match(a, w string) bool {
	k := a + "\x00" + w
	v, ok := m.matches[k]
	if !ok {
		part, isPart := strings.CutPrefix(w, namePart)
		v = turkce.SameStem(a, part, !isPart)
		m.matches[k] = v
	}
	return v
}

// stopWords are folded words that say nothing of what a number is.
var stopWords = map[string]bool{
	"ve": true, "ile": true, "bir": true, "bu": true, "su": true, "o": true, "da": true, "de": true, "ki": true,
	"icin": true, "gibi": true, "kadar": true, "daha": true, "en": true, "ya": true, "ne": true, "her": true,
	"hic": true, "ise": true, "ama": true, "fakat": true, "ancak": true, "sonra": true, "once": true, "yalniz": true,
	"sadece": true, "olan": true, "olarak": true, "olur": true, "olunca": true, "olursa": true, "oldugu": true,
	"olmadigi": true, "olmadan": true, "mi": true, "mu": true, "gore": true, "yani": true, "hem": true,
	"veya": true, "yoksa": true, "kac": true, "cinsinden": true, "iken": true, "oluyor": true,
}

// TextWords returns the folded words of a text, stop words left out.
func TextWords(s string) []string {
	var out []string
	for _, w := range strings.FieldsFunc(s, func(r rune) bool { return !unicode.IsLetter(r) }) {
		if f := turkce.Fold(w); !stopWords[f] {
			out = append(out, f)
		}
	}
	return out
}

// NameParts splits a segment of a figure's name into its words:
// kuyrukDolu → kuyruk, dolu; payaSigan1 → payasigan1, paya, sigan. A
// segment with digits is also a word of its own, which only itself
// matches: it tells the items of a list apart.
func NameParts(seg string) []string {
	var out []string
	var cur []rune
	flush := func() {
		if len(cur) > 0 {
			if w := turkce.Fold(string(cur)); !stopWords[w] {
				out = append(out, w)
			}
			cur = cur[:0]
		}
	}
	if strings.ContainsAny(seg, "0123456789") {
		out = append(out, strings.ToLower(seg)) // duyarlilik2: which of a list
	}
	for _, r := range seg {
		switch {
		case unicode.IsUpper(r):
			flush()
			cur = append(cur, r)
		case unicode.IsLetter(r):
			cur = append(cur, r)
		default:
			flush()
		}
	}
	flush()
	return out
}

// unitSpoken are the words prose writes for a unit's symbol.
var unitSpoken = map[string][]string{
	"ms": {"milisaniye"}, "s": {"saniye"}, "sn": {"saniye"}, "dk": {"dakika"}, "sa": {"saat"},
	"b": {"bayt"}, "kb": {"kilobayt"}, "kib": {"kibibayt"}, "mb": {"megabayt"}, "mib": {"mebibayt"},
}

// UnitTerms returns the words of a unit: its parts (istek/s: istek, s)
// and how prose says each (saniye); % is yüzde.
func UnitTerms(u string) []string {
	var out []string
	if strings.Contains(u, "%") {
		out = append(out, "yuzde")
	}
	for _, p := range strings.FieldsFunc(u, func(r rune) bool { return !unicode.IsLetter(r) }) {
		f := turkce.Fold(p)
		out = append(out, f)
		out = append(out, unitSpoken[f]...)
	}
	return out
}

// IsStopWord reports a folded word that says nothing of what a number is
// (ve, bir, bu…): no context word.
func IsStopWord(w string) bool { return stopWords[w] }
