package relation

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"coursesite/claim"
	"coursesite/model"
	"coursesite/prose"
	"coursesite/rank"
	"coursesite/turkce"
)

// A page's prose is read as units: the words a reader reads and the
// numbers the model writes among them, each with the conditions it stands
// under, grouped in sentences and paragraphs (blocks). The actions are
// known from the build's parse (prose.Action); the prose between them is
// tokenised as the check's reader does (turkce.Read).

// unitKind is what a unit is.
type unitKind int

const (
	wordUnit    unitKind = iota
	figureUnit           // a figure an action writes (or a pronoun standing for one)
	literalUnit          // a number typed by hand (iki, 2)
)

// breakKind is what parts a unit from the one before it in its sentence.
type breakKind int

const (
	breakNone   breakKind = iota
	breakComma            // a comma, a bracket
	breakColon            // a colon: what follows says what went before
	breakStrong           // a semicolon, a dash: another clause
)

// A guard is a condition a unit stands under: cond indexes the page's
// conditions, yes says in which phrasing.
type guard struct {
	cond int
	yes  bool
}

// A unit is a word or a number of the prose.
type unit struct {
	kind       unitKind
	start, end int    // its bytes in the file
	text       string // as typed; "" for a figure
	folded     string // turkce.Fold(text)
	upper      bool   // starts with a capital (a figure: | buyuk)

	fig       string  // a figure's name
	decimals  int     // … as the page writes it
	unitName  string  // … its unit
	magnitude bool    // … written with mertebe
	inWords   bool    // … written with yazi
	chain     string  // its ek chain
	value     float64 // a typed number's value

	cas     turkce.Case // its noun phrase's case
	poss    bool        // … a possessive
	caseSet bool        // the chain said the case
	np      int         // the words after a figure its noun phrase takes its case from (48 isteğin: 1)
	neg     bool        // a negative form
	named   string      // a word in the genitive that names a figure shown before it
	pronoun bool        // bu, bunların: stands for the figure before it

	brk    breakKind // what stands between it and the unit before
	gap    string    // the prose between it and the unit before
	guards []guard
	block  int
}

// A condition is an eger of the page.
type condition struct {
	at    int
	expr  string
	names []string // the figures it reads
}

// A stated claim is an iddia the author wrote, with the figures it reads.
type stated struct {
	at, block int
	names     []string
}

// A kabul standing alone accepts the relations read from its sentence.
type kabul struct {
	at, end, block int
	reason         string
}

// A page is a page's prose, read.
type page struct {
	src    []byte
	units  []unit
	conds  []condition
	claims []stated
	kabuls []kabul
	layout layout
}

// readPage reads the prose of a page's source src, whose actions the
// build parsed, against the figures of its lesson.
func readPage(src []byte, actions []prose.Action, figs *model.Figures) *page {
	p := &page{src: src, layout: readLayout(src), units: make([]unit, 0, len(src)/8)}
	var stack []guard
	var open []guard // stack as the units share it, copied when it changes
	var gap strings.Builder
	var shown []string // the figures shown so far, for a word that names one
	parts := map[string][]string{}
	add := func(u unit) {
		if p.layout.skipped(u.start) {
			gap.Reset()
			return
		}
		u.gap = gap.String()
		gap.Reset()
		u.guards = open
		u.block = p.layout.block(u.start)
		u.brk = breakOf(u.gap)
		if u.kind == wordUnit {
			u.folded = turkce.Fold(u.text)
			u.neg = turkce.IsNegative(u.text)
			u.cas, u.poss = turkce.WordCase(u.text)
			if u.cas == turkce.Genitive {
				u.named = nameOf(u.folded, shown, parts, figs)
			}
		}
		if u.kind == figureUnit {
			shown = append(shown, u.fig)
		}
		p.units = append(p.units, u)
	}
	prev := 0
	for _, a := range actions {
		p.readProse(prev, a.Start, add, &gap)
		prev = max(prev, a.End)
		if len(a.Cmds) == 0 {
			continue
		}
		c := a.Cmds[0]
		switch c.Func {
		case "eger":
			expr := stringArg(c, 0)
			names, _ := claim.Names(expr)
			p.conds = append(p.conds, condition{at: a.Start, expr: expr, names: names})
			stack = append(stack, guard{cond: len(p.conds) - 1, yes: true})
			open = slices.Clone(stack)
		case "yoksa":
			if n := len(stack); n > 0 {
				stack[n-1].yes = false
				open = slices.Clone(stack)
			}
		case "son":
			if n := len(stack); n > 0 {
				stack = stack[:n-1]
				open = slices.Clone(stack)
			}
		}
		switch c.Func {
		case "iddia":
			names, _ := claim.Names(stringArg(c, 1))
			p.claims = append(p.claims, stated{at: a.Start, block: p.layout.block(a.Start), names: names})
		case "kabul":
			if len(c.Args) == 1 {
				p.kabuls = append(p.kabuls, kabul{at: c.At.Off, end: a.End, block: p.layout.block(a.Start), reason: stringArg(c, 0)})
			}
		case "sayi", "yazi", "mertebe":
			if u, ok := numeralUnit(a, figs); ok {
				if g := gap.String(); strings.HasSuffix(strings.TrimRight(g, " "), "%") {
					// %{{ sayi … }}: the sign reads yüzde.
					k := strings.LastIndexByte(g, '%')
					gap.Reset()
					gap.WriteString(g[:k])
					at := a.Start - (len(g) - k)
					add(unit{kind: wordUnit, start: at, end: at + 1, text: "yüzde"})
				}
				add(u)
			}
		}
	}
	p.readProse(prev, len(src), add, &gap)
	p.caseAfter()
	return p
}

// stringArg returns argument i of a call when it is a string, else "".
func stringArg(c prose.Cmd, i int) string {
	if i < len(c.Args) && c.Args[i].Kind == prose.StringArg {
		return c.Args[i].Text
	}
	return ""
}

// numeralUnit reads the unit of a sayi, yazi or mertebe action: the
// figure it writes, as the page writes it.
func numeralUnit(a prose.Action, figs *model.Figures) (unit, bool) {
	c := a.Cmds[0]
	if len(c.Args) == 0 {
		return unit{}, false
	}
	// It stands where its call does, as the build places a numeral.
	u := unit{kind: figureUnit, start: c.At.Off, end: a.End, decimals: -1, magnitude: c.Func == "mertebe", inWords: c.Func == "yazi"}
	last := c.Args[len(c.Args)-1]
	if len(c.Args) == 2 && c.Args[0].Kind == prose.NumberArg {
		u.decimals = int(c.Args[0].Num)
	}
	switch last.Kind {
	case prose.StringArg:
		f, ok := figs.Get(last.Text)
		if !ok {
			return unit{}, false
		}
		u.fig, u.unitName = f.Name, f.Unit
		if u.decimals < 0 {
			u.decimals = f.Decimals
		}
	case prose.NumberArg:
		u.kind, u.value = literalUnit, last.Num
	default:
		return unit{}, false
	}
	for _, c := range a.Cmds[1:] {
		switch c.Func {
		case "ek":
			u.chain += stringArg(c, 0)
		case "buyuk":
			u.upper = true
		}
	}
	var open bool
	u.cas, u.poss, open = turkce.ChainCase(u.chain)
	u.caseSet = u.chain != "" && !open
	return u, true
}

// readProse reads the prose src[from:to] between two actions into units.
func (p *page) readProse(from, to int, add func(unit), gap *strings.Builder) {
	if from >= to {
		return
	}
	piece := p.layout.masked[from:to]
	r := turkce.Read(piece, 0)
	inNumber := make([]int, len(r.Tokens)) // 1 + the index of the typed number a token is part of
	for i, n := range r.Numbers {
		for k := n.TokenStart; k < n.TokenEnd; k++ {
			inNumber[k] = i + 1
		}
	}
	at := 0
	for k := 0; k < len(r.Tokens); k++ {
		t := r.Tokens[k]
		writeGap(gap, piece[at:t.Start], from+at, add)
		text := string(p.src[from+t.Start : from+t.End])
		if i := inNumber[k] - 1; i >= 0 && len(r.Numbers[i].Parts) == 1 && !r.Numbers[i].Name && r.Numbers[i].Magnitude == "" {
			n := r.Numbers[i]
			v, ok := numberValue(n.Parts[0].Digits)
			end := from + r.Tokens[n.TokenEnd-1].End
			if ok {
				add(unit{kind: literalUnit, start: from + t.Start, end: end, text: string(p.src[from+t.Start : end]), value: v,
					upper: n.Parts[0].Capital, chain: n.Parts[0].Suffix})
				at = r.Tokens[n.TokenEnd-1].End
				k = n.TokenEnd - 1
				continue
			}
		}
		first, _ := utf8.DecodeRuneInString(text)
		add(unit{kind: wordUnit, start: from + t.Start, end: from + t.End, text: text, upper: unicode.IsUpper(first)})
		at = t.End
	}
	writeGap(gap, piece[at:], from+at, add)
}

// writeGap adds the prose between two units to the gap; an = in it is a
// word of its own (a sum written out: 200 − 20 = 180).
func writeGap(gap *strings.Builder, b []byte, off int, add func(unit)) {
	for {
		i := strings.IndexByte(string(b), '=')
		if i < 0 {
			gap.Write(b)
			return
		}
		gap.Write(b[:i])
		add(unit{kind: wordUnit, start: off + i, end: off + i + 1, text: "="})
		b, off = b[i+1:], off+i+1
	}
}

// breakOf reads what parts a unit from the one before it.
func breakOf(gap string) breakKind {
	switch {
	case strings.ContainsAny(gap, ";—–") || strings.Contains(gap, " - "):
		return breakStrong
	case strings.Contains(gap, ":"):
		return breakColon
	case strings.ContainsAny(gap, ",()"):
		return breakComma
	}
	return breakNone
}

// nameOf returns the figure a word in the genitive names (olağanın:
// olagan.ortalama, eşiğin: esik), among the figures shown before it, or
// a figure whose whole name it is; "" unless exactly one.
func nameOf(folded string, shown []string, parts map[string][]string, figs *model.Figures) string {
	// The genitive is -(n)In, after a possessive -(s)I(n)In: try each.
	var stems []string
	for _, e := range []string{"inin", "unun", "nin", "nun", "in", "un"} {
		if s, ok := strings.CutSuffix(folded, e); ok && len(s) >= 3 {
			stems = append(stems, s)
			switch s[len(s)-1] { // a consonant softened before the vowel: eşiğin is eşik's
			case 'g':
				stems = append(stems, s[:len(s)-1]+"k")
			case 'd':
				stems = append(stems, s[:len(s)-1]+"t")
			case 'b':
				stems = append(stems, s[:len(s)-1]+"p")
			}
		}
	}
	if len(stems) == 0 {
		return ""
	}
	found := ""
	for _, name := range shown {
		ps, ok := parts[name] // the parts of its name, read once a page
		if !ok {
			for _, seg := range strings.Split(name, ".") {
				ps = append(ps, rank.NameParts(seg)...)
			}
			parts[name] = ps
		}
		for _, part := range ps {
			if slices.Contains(stems, part) && name != found {
				if found != "" {
					return "" // two figures: the word does not say which
				}
				found = name
			}
		}
	}
	if found != "" {
		return found
	}
	for _, s := range stems {
		if _, ok := figs.Get(s); ok {
			return s
		}
	}
	return ""
}

// caseAfter gives each figure whose ek says no case the case of the noun
// typed after it: 93 ms’ye, 180 milisaniyelik okuma eşiğinden, 48 isteğin.
// Adjectives in -lIk and the first noun of a compound (okuma eşiği) are
// read past; at most three words, none past a break.
func (p *page) caseAfter() {
	for i := range p.units {
		u := &p.units[i]
		if u.kind == wordUnit || u.caseSet || u.poss {
			continue
		}
		for k := i + 1; k < len(p.units) && k <= i+3; k++ {
			w := p.units[k]
			if w.kind != wordUnit || w.brk != breakNone || w.block != u.block {
				break
			}
			if w.cas != turkce.Nominative || w.poss {
				u.cas, u.poss, u.np = w.cas, w.poss, k-i
				break
			}
			if strings.HasSuffix(w.folded, "lik") || strings.HasSuffix(w.folded, "luk") {
				continue
			}
			if k+1 < len(p.units) && p.units[k+1].kind == wordUnit && p.units[k+1].brk == breakNone && p.units[k+1].poss {
				continue
			}
			break
		}
	}
}

// numberValue reads a typed number's value, written with a decimal point.
func numberValue(digits string) (float64, bool) {
	var v float64
	var frac float64
	neg := strings.HasPrefix(digits, "-")
	digits = strings.TrimPrefix(digits, "-")
	for _, c := range digits {
		switch {
		case c == '.':
			if frac != 0 {
				return 0, false
			}
			frac = 1
		case '0' <= c && c <= '9':
			if frac != 0 {
				frac /= 10
				v += float64(c-'0') * frac
			} else {
				v = v*10 + float64(c-'0')
			}
		default:
			return 0, false
		}
	}
	if neg {
		v = -v
	}
	return v, digits != ""
}
