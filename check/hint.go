package check

import (
	"fmt"
	"strings"

	"coursesite/jsnum"
	"coursesite/sim"
)

// maxOthers is how many further figures a hint names when several equal a
// typed number.
const maxOthers = 4

// typedMessage says that a number was typed by hand and what to write
// instead: the model figures equal to it, or that none is.
func typedMessage(tn typed, as string, figs []sim.Deger) string {
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

// names returns the figures' names.
func names(figs []sim.Deger) []string {
	out := make([]string, len(figs))
	for i, f := range figs {
		out[i] = f.Ad
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
// figure 42.63. Figures whose shortest form is exactly the typed number
// come first, in the model's order.
func matching(digits string, decimals int, figs []sim.Deger) []sim.Deger {
	var exact, rounded []sim.Deger
	for _, f := range figs {
		switch {
		case jsnum.String(f.Deger) == digits:
			exact = append(exact, f)
		case jsnum.ToFixed(f.Deger, decimals) == digits:
			rounded = append(rounded, f)
		}
	}
	return append(exact, rounded...)
}

// expression is the action that writes part from figure f, as typed: in
// digits or words, with its decimals, suffix and capital.
func (p part) expression(f sim.Deger) string {
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
// alone when the figure's shortest form is those digits, else with the
// number of decimals first.
func figureArg(f sim.Deger, digits string, decimals int) string {
	if jsnum.String(f.Deger) == digits {
		return fmt.Sprintf("%q", f.Ad)
	}
	return fmt.Sprintf("%d %q", decimals, f.Ad)
}

// literalMessage says that a number was typed into an action, and shows the
// action with the figure's name in its place.
func literalMessage(l literal, a action, src []byte, figs []sim.Deger) string {
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
	arg := fmt.Sprintf("%q", ms[0].Ad)
	if l.decimals < 0 && jsnum.String(ms[0].Deger) != digits {
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
