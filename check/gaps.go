package check

import (
	"strings"

	"coursesite/turkce"
)

// A gapKind is what stands between two tokens.
type gapKind int

const (
	gapSpace    gapKind = iota // white space, or nothing
	gapClause                  // a comma, a dash, a bracket
	gapStrong                  // a semicolon, a colon
	gapSentence                // a full stop, a question or exclamation mark
)

// gap returns what stands between tokens k-1 and k.
func (c *textContext) gap(k int) gapKind {
	if k <= 0 || k >= len(c.toks) {
		return gapSpace
	}
	g := string(c.t.b[c.toks[k-1].End:c.toks[k].Start])
	switch {
	case strings.ContainsAny(g, ".!?…"):
		return gapSentence
	case strings.ContainsAny(g, ";:"):
		return gapStrong
	case strings.ContainsAny(g, ",—–()[]\x00"):
		return gapClause
	}
	return gapSpace
}

// isNumber reports whether token k is a number: part of a typed number,
// or an action that writes a figure.
func (c *textContext) isNumber(k int) bool {
	return c.owner[k] >= 0 || c.toks[k].Kind == turkce.TokenPlaceholder && len(c.names[k]) > 0
}

// numberID names the number token k is part of: its typed number's index,
// or for an action -2 minus its token; -1 for none.
func (c *textContext) numberID(k int) int {
	switch {
	case c.owner[k] >= 0:
		return c.owner[k]
	case c.isNumber(k):
		return -2 - k
	}
	return -1
}

// nearestNumber returns the number of its sentence a word token k stands
// nearer to, by tokens, each comma or colon between counting as one more
// (a tie goes to the number before it: a Turkish verb and the noun it
// counts follow a number); -1 for none.
func (c *textContext) nearestNumber(k int) int {
	dist := func(dir int) (int, int) {
		d := 0
		for j := k + dir; j >= 0 && j < len(c.toks); j += dir {
			g := c.gap(j)
			if dir < 0 {
				g = c.gap(j + 1)
			}
			if g == gapSentence {
				break
			}
			d++
			if g != gapSpace {
				d++
			}
			if c.isNumber(j) {
				return c.numberID(j), d
			}
		}
		return -1, 1 << 30
	}
	l, dl := dist(-1)
	r, dr := dist(1)
	if l != -1 && dl <= dr {
		return l
	}
	return r
}

// gapText returns what stands between tokens k-1 and k.
func (c *textContext) gapText(k int) string {
	if k <= 0 || k >= len(c.toks) {
		return ""
	}
	return string(c.t.b[c.toks[k-1].End:c.toks[k].Start])
}

// skipAside returns the token after the aside in brackets that opens
// between token k-dir and token k, walking in direction dir; k if none
// opens there. What stands in brackets is an aside: the sentence goes on
// after it (Kola kalan pay (… eşik eksi … payı) 180 ms’dir), though its
// words may say what the number is (sağlam adım (ölçü) kırk iki kez).
func (c *textContext) skipAside(k, dir int) int {
	open, close := "(", ")"
	between := func(j int) string { return c.gapText(j) }
	if dir < 0 {
		open, close = ")", "("
		between = func(j int) string { return c.gapText(j + 1) }
	}
	g := between(k)
	depth := strings.Count(g, open) - strings.Count(g, close)
	if depth <= 0 {
		return k
	}
	for j := k + dir; j >= 0 && j < len(c.toks); j += dir {
		g := between(j)
		if strings.ContainsAny(g, ".!?…") {
			break
		}
		depth += strings.Count(g, open) - strings.Count(g, close)
		if depth <= 0 {
			return j
		}
	}
	return k // never closed: no aside
}
