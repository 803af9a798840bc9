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
// a stem (see sameStem), remembered.
func (m *Meaning) match(a, w string) bool {
	k := a + "\x00" + w
	v, ok := m.matches[k]
	if !ok {
		part, isPart := strings.CutPrefix(w, namePart)
		v = sameStem(a, part, !isPart)
		m.matches[k] = v
	}
	return v
}

// sameStem reports whether two folded words share a stem: one starts the
// other (kol, kola; okuma, okuması), its last consonant maybe softened
// (eşik, eşiği; istek, isteği), or they agree in their first five letters
// (yavaş, yavaşken), or in all but the last of four or more (düşen,
// düşer), or, with stems, they are the same stem once their endings are
// taken off (düşen, düşürüyor; okur, okuma: see stem). Words of two letters match
// only themselves and short forms of themselves (iş, işi); a word with a
// digit (duyarlilik2) only itself.
func sameStem(a, b string, stems bool) bool {
	if a == b {
		return true
	}
	if strings.ContainsAny(a, "0123456789") || strings.ContainsAny(b, "0123456789") {
		return false
	}
	if len(a) > len(b) {
		a, b = b, a
	}
	n := len(a)
	if n < 2 {
		return false
	}
	cp := 0
	for cp < n && a[cp] == b[cp] {
		cp++
	}
	if n == 2 {
		return cp == 2 && len(b) <= 4
	}
	if cp == n-1 && n >= 3 && softens(a[n-1], b[n-1]) {
		cp = n
	}
	if cp == n || cp >= 5 || cp == 4 && n >= 5 && cp >= n-1 {
		return true
	}
	if !stems {
		return false
	}
	sa, sb := stem(a), stem(b)
	return len(sa) >= 3 && sa == sb
}

// softens reports a consonant that softens before a vowel, as folded
// letters: k → ğ (g), p → b, t → d, ç → c.
func softens(hard, soft byte) bool {
	switch hard {
	case 'k':
		return soft == 'g'
	case 'p':
		return soft == 'b'
	case 't':
		return soft == 'd'
	}
	return false
}

// endings are the folded endings stem takes off a word, longest first:
// of verbs (the continuous, the aorist, the participles, the causative
// and passive), of nouns (cases, the possessive) and of the verbal noun.
var endings = []string{
	"iyor", "uyor", "ecek", "acak", "arak", "erek", "mesi", "masi", "yor", "mis", "mus", "dik", "duk", "tik", "tuk",
	"nin", "nun", "den", "dan", "ten", "tan", "ken", "mek", "mak",
	"ir", "ur", "ar", "er", "en", "an", "ul", "il", "un", "in", "di", "du", "ti", "tu", "de", "da", "te", "ta",
	"ye", "ya", "yi", "yu", "si", "su", "me", "ma", "ip", "up",
	"r", "i", "u", "e", "a",
}

// stem takes up to three endings off a folded word, keeping at least three
// letters: düşürüyor → düşür → düş; düşen → düş; okuma → oku; okur → oku.
func stem(w string) string {
	for range 3 {
		cut := false
		for _, e := range endings {
			if len(w)-len(e) >= 3 && strings.HasSuffix(w, e) {
				w = w[:len(w)-len(e)]
				cut = true
				break
			}
		}
		if !cut {
			break
		}
	}
	return w
}

// foldTR maps Turkish letters to their ASCII base, as figure names are
// written: ölçü → olcu.
var foldTR = strings.NewReplacer("ç", "c", "ğ", "g", "ı", "i", "ö", "o", "ş", "s", "ü", "u", "â", "a", "î", "i", "û", "u")

// Fold lower-cases a word the Turkish way and writes it in ASCII letters.
func Fold(w string) string { return foldTR.Replace(turkce.Lower(w)) }

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
		if f := Fold(w); !stopWords[f] {
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
			if w := Fold(string(cur)); !stopWords[w] {
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
		f := Fold(p)
		out = append(out, f)
		out = append(out, unitSpoken[f]...)
	}
	return out
}

// IsStopWord reports a folded word that says nothing of what a number is
// (ve, bir, bu…): no context word.
func IsStopWord(w string) bool { return stopWords[w] }
