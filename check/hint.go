package check

import (
	"fmt"
	"strings"

	"coursesite/jsnum"
	"coursesite/model"
)

// maxOthers is how many further figures a hint names when several equal a
// typed number.
const maxOthers = 4

// typedMessage says that a number was typed by hand and what to write
// instead: the model figures equal to it, or that none is.
func typedMessage(tn typed, as string, figs []model.Figure) string {
	head := fmt.Sprintf("%q typed by hand; ", as)
	switch {
	case tn.name:
		return head + "a name with a number in it is declared under verilen with its reason"
	case tn.quantity != "":
		return head + "write {{ mertebe \"…\" }} with the figure whose order of magnitude it names"
	}
	var exprs, others []string
	for i, p := range tn.parts {
		ms := matching(p.digits, p.decimals, figs)
		if len(ms) == 0 {
			if len(tn.parts) == 1 {
				return head + "no model figure equals it"
			}
			return head + "no model figure equals " + strings.Replace(p.digits, ".", ",", 1)
		}
		exprs = append(exprs, p.expression(ms[0]))
		if i == 0 && len(tn.parts) == 1 {
			others = names(ms[1:])
		}
	}
	msg := head + "write " + strings.Join(exprs, " ")
	if len(others) > 0 {
		msg += "; also equal to it: " + nameList(others)
	}
	return msg
}

// plainMessage says that a number was typed by hand into the front
// matter's baslik or ozet, which are plain text, not a template: no action
// can write a figure there, so the author rephrases or declares it.
func plainMessage(tn typed, as string, figs []model.Figure) string {
	head := fmt.Sprintf("%q typed by hand; baslik and ozet are plain text, which no action writes: ", as)
	switch {
	case tn.name:
		return head + "declare it under verilen with its reason"
	case tn.quantity != "":
		return head + "rephrase without it"
	}
	var equal []string
	for _, p := range tn.parts {
		ms := matching(p.digits, p.decimals, figs)
		if len(ms) == 0 {
			return head + "rephrase without it (no model figure equals it)"
		}
		equal = append(equal, ms[0].Name)
	}
	return head + "rephrase without it (it equals " + strings.Join(equal, " and ") + ")"
}

// names returns the figures' names.
func names(figs []model.Figure) []string {
	out := make([]string, len(figs))
	for i, f := range figs {
		out[i] = f.Name
	}
	return out
}

// nameList joins names, naming at most maxOthers of them.
func nameList(names []string) string {
	if len(names) <= maxOthers {
		return strings.Join(names, ", ")
	}
	return fmt.Sprintf("%s and %d more", strings.Join(names[:maxOthers], ", "), len(names)-maxOthers)
}

// matching returns the figures that read as digits when rounded to
// decimals as the site rounds (JavaScript toFixed): a typed 42,6 equals a
// figure 42.63. Figures that sayi writes as exactly the typed number, at
// their own precision, come first, in the model's order.
func matching(digits string, decimals int, figs []model.Figure) []model.Figure {
	var exact, rounded []model.Figure
	for _, f := range figs {
		switch {
		case autoDigits(f) == digits:
			exact = append(exact, f)
		case jsnum.ToFixed(f.Value, decimals) == digits:
			rounded = append(rounded, f)
		}
	}
	return append(exact, rounded...)
}

// expression is the action that writes part from figure f, as typed: in
// digits or words, with its decimals, suffix and capital.
func (p part) expression(f model.Figure) string {
	fn := "sayi"
	if p.words {
		fn = "yazi"
	}
	var b strings.Builder
	b.WriteString(p.prefix)
	b.WriteString("{{ " + fn + " " + figureArg(f, p.digits, p.decimals) + " ")
	if p.suffix != "" {
		fmt.Fprintf(&b, "| ek %q ", p.suffix)
	}
	if p.upper {
		b.WriteString("| buyuk ")
	}
	b.WriteString("}}")
	b.WriteString(p.tail)
	if p.typedEk != "" {
		fmt.Fprintf(&b, " with its suffix (%s) through ek", p.typedEk)
	}
	return b.String()
}

// figureArg is how sayi and yazi name f to write it as digits: by name
// alone when sayi writes it so at the figure's precision, else with the
// number of decimals first.
func figureArg(f model.Figure, digits string, decimals int) string {
	if autoDigits(f) == digits {
		return fmt.Sprintf("%q", f.Name)
	}
	return fmt.Sprintf("%d %q", decimals, f.Name)
}

// literalMessage says that a number was typed into an action, and shows the
// action with the figure's name in its place.
func literalMessage(l literal, a action, src []byte, figs []model.Figure) string {
	act := string(src[a.start:a.end])
	head := fmt.Sprintf("%q typed by hand in %s; ", l.text, act)
	if !l.isFloat {
		return head + "write a model figure's name in its place"
	}
	d := l.decimals
	if d < 0 {
		d = 0
		if _, frac, ok := strings.Cut(jsnum.String(l.value), "."); ok {
			d = len(frac)
		}
	}
	digits := jsnum.ToFixed(l.value, d)
	ms := matching(digits, d, figs)
	if len(ms) == 0 {
		return head + "no model figure equals it"
	}
	arg := fmt.Sprintf("%q", ms[0].Name)
	if l.decimals < 0 && autoDigits(ms[0]) != digits {
		arg = figureArg(ms[0], digits, d)
	}
	if l.fn == "" {
		arg = "sayi " + arg
		if strings.Trim(act, "{}- \t\n") != l.text {
			arg = "(" + arg + ")" // an argument of another function
		}
	}
	at := l.pos - a.start
	msg := head + "write " + act[:at] + arg + act[at+len(l.text):]
	if len(ms) > 1 {
		msg += "; also equal to it: " + nameList(names(ms[1:]))
	}
	return msg
}

// autoDigits is figure f as sayi writes it without decimals, at its
// precision, in JavaScript's notation (a decimal point): 73.3, 180.
func autoDigits(f model.Figure) string {
	s := jsnum.ToFixed(f.Value, min(max(f.Decimals, 0), 100))
	if strings.Contains(s, ".") {
		s = strings.TrimRight(strings.TrimRight(s, "0"), ".")
	}
	if s == "-0" {
		s = "0"
	}
	return s
}
