package check

import (
	"bytes"
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"

	"coursesite/turkce"
)

// A span is a stretch of a text.
type span struct{ start, end int }

// A givenMatcher finds a given phrase as written, its words separated by
// any white space, its first letter in either case (a sentence may start
// with it).
type givenMatcher struct {
	phrase string
	re     *regexp.Regexp
	needle []byte // in every match: the first word after its first letter
}

func newGivenMatcher(phrase string) givenMatcher {
	words := strings.Fields(phrase)
	if len(words) == 0 {
		words = []string{phrase} // blank: matches only itself
	}
	first, n := utf8.DecodeRuneInString(words[0])
	needle := []byte(words[0][n:])
	for i, w := range words {
		words[i] = regexp.QuoteMeta(w)
	}
	up, low := turkce.Capitalize(string(first)), turkce.Lower(string(first))
	if up != low {
		words[0] = "(?:" + regexp.QuoteMeta(up) + "|" + regexp.QuoteMeta(low) + ")" + regexp.QuoteMeta(string(needle))
	}
	return givenMatcher{phrase: phrase, re: regexp.MustCompile(strings.Join(words, `\s+`)), needle: needle}
}

// spans returns where the phrase stands in b: it starts a word, and its
// last word may carry a suffix, joined (iki kalemi) or after an apostrophe
// (R2’nin), but does not run on into more digits (R22).
func (g givenMatcher) spans(b []byte) []span {
	if !bytes.Contains(b, g.needle) {
		return nil
	}
	last, _ := utf8.DecodeLastRuneInString(g.phrase)
	var out []span
	for _, m := range g.re.FindAllIndex(b, -1) {
		start, end := m[0], m[1]
		if r, _ := utf8.DecodeLastRune(b[:start]); start > 0 && turkce.IsWordRune(r) {
			continue
		}
		r, n := utf8.DecodeRune(b[end:])
		switch {
		case end == len(b) || !turkce.IsWordRune(r) && !strings.ContainsRune(turkce.Apostrophes, r):
		case strings.ContainsRune(turkce.Apostrophes, r):
			if k := end + n + letters(b[end+n:]); k > end+n {
				end = k
			}
		case unicode.IsLetter(r) && unicode.IsLetter(last):
			end += letters(b[end:])
		default:
			continue
		}
		out = append(out, span{start, end})
	}
	return out
}

// letters returns the length of the run of letters that starts b.
func letters(b []byte) int {
	n := 0
	for n < len(b) {
		r, size := utf8.DecodeRune(b[n:])
		if !unicode.IsLetter(r) {
			break
		}
		n += size
	}
	return n
}

// covered reports whether a span lies inside one of spans.
func covered(s span, spans []span) bool {
	for _, g := range spans {
		if g.start <= s.start && s.end <= g.end {
			return true
		}
	}
	return false
}
