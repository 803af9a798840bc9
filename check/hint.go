package check

import (
	"fmt"
	"strings"

	"coursesite/jsnum"
	"coursesite/model"
	"coursesite/rank"
	"coursesite/turkce"
)

// maxOthers is how many further figures a hint names when several equal a
// typed number.
const maxOthers = 4

// typedMessage says that a number was typed by hand and what to write
// instead: the model figures equal to it, ranked by the words around it
// (rt.ranks), or that none is.
func typedMessage(rt rankedTyped, as string) string {
	head := fmt.Sprintf("%q typed by hand; ", as)
	switch {
	case rt.Name:
		return head + "a name with a number in it is declared under verilen with its reason"
	case rt.Magnitude != "":
		return head + "write {{ mertebe \"…\" }} with the figure whose order of magnitude it names"
	}
	var exprs, notes []string
	for i, p := range rt.Parts {
		rk := rt.ranks[i]
		if len(rk) == 0 {
			if len(rt.Parts) == 1 {
				return head + "no model figure equals it"
			}
			return head + "no model figure equals " + strings.Replace(p.Digits, ".", ",", 1)
		}
		if len(rt.Parts) == 1 {
			if rt.whole {
				// The words around a whole are its part's: no figure is
				// likelier for them.
				return head + hintFor(rk.Untold(), writer(p))
			}
			return head + hintFor(rk, writer(p))
		}
		exprs = append(exprs, expression(p, rk[0].Figure))
		if k := rk.Tied(); k > 1 {
			notes = append(notes, fmt.Sprintf("for %s the words around it do not tell apart %s", strings.Replace(p.Digits, ".", ",", 1), nameList(names(figuresOf(rk[:k])))))
		}
	}
	msg := head + "write " + strings.Join(exprs, " ")
	for _, n := range notes {
		msg += "; " + n
	}
	return msg
}

// hintFor says what to write for a number that the figures of rk equal,
// ranked, each written by expr: the first, and the others less likely;
// or, when the words around the number do not tell the first ones apart,
// those, with their descriptions.
func hintFor(rk rank.Ranking, expr func(model.Figure) string) string {
	k := rk.Tied()
	var s string
	switch {
	case len(rk) == 1:
		s = "write " + expr(rk[0].Figure)
		if rk[0].Score <= 0 {
			s += " if it is " + describedFigure(rk[0].Figure) + ": nothing around it says so"
		}
		return s
	case k == 1:
		return "write " + expr(rk[0].Figure) + "; also equal to it, less likely here: " + nameList(names(figuresOf(rk[1:])))
	case rk.Alike():
		s = fmt.Sprintf("the words around it do not tell %s from %s, equal for every reader's setting (though the parameter file may set them apart): write %s",
			describedFigure(rk[0].Figure), nameList(names(figuresOf(rk[1:k]))), expr(rk[0].Figure))
		for _, c := range rk[1:k] {
			s += " or " + expr(c.Figure)
		}
	case k == 2:
		s = fmt.Sprintf("the words around it do not tell %s from %s: write %s or %s",
			describedFigure(rk[0].Figure), describedFigure(rk[1].Figure), expr(rk[0].Figure), expr(rk[1].Figure))
	default:
		var ds []string
		for _, c := range rk[:min(k, maxOthers)] {
			ds = append(ds, describedFigure(c.Figure))
		}
		list := strings.Join(ds, ", ")
		if k > maxOthers {
			list += fmt.Sprintf(" and %d more", k-maxOthers)
		}
		s = fmt.Sprintf("the words around it do not tell apart %s: write %s with the right name", list, expr(rk[0].Figure))
	}
	if len(rk) > k {
		s += "; less likely: " + nameList(names(figuresOf(rk[k:])))
	}
	return s
}

// describedFigure names a figure with its description: n (iş sayısı).
func describedFigure(f model.Figure) string {
	if f.Desc == "" {
		return f.Name
	}
	return f.Name + " (" + f.Desc + ")"
}

// figuresOf returns the ranking's figures, in its order.
func figuresOf(rk rank.Ranking) []model.Figure {
	out := make([]model.Figure, len(rk))
	for i, c := range rk {
		out[i] = c.Figure
	}
	return out
}

// plainMessage says that a number was typed by hand into the front
// matter's baslik or ozet, which are plain text, not a template: no action
// can write a figure there, so the author rephrases or declares it.
func plainMessage(rt rankedTyped, as string) string {
	head := fmt.Sprintf("%q typed by hand; baslik and ozet are plain text, which no action writes: ", as)
	switch {
	case rt.Name:
		return head + "declare it under verilen with its reason"
	case rt.Magnitude != "":
		return head + "rephrase without it"
	}
	var equal []string
	for _, rk := range rt.ranks {
		if len(rk) == 0 {
			return head + "rephrase without it (no model figure equals it)"
		}
		equal = append(equal, rk[0].Name)
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

// expression is the action that writes part p of a typed number from
// figure f, as typed: in digits or words, with its decimals, suffix and
// capital.
func expression(p turkce.Part, f model.Figure) string {
	fn := "sayi"
	if p.Words {
		fn = "yazi"
	}
	var b strings.Builder
	b.WriteString(p.Prefix)
	b.WriteString("{{ " + fn + " " + figureArg(f, p.Digits, p.Decimals) + " ")
	if p.Suffix != "" {
		fmt.Fprintf(&b, "| ek %q ", p.Suffix)
	}
	if p.Capital {
		b.WriteString("| buyuk ")
	}
	b.WriteString("}}")
	b.WriteString(p.Tail)
	if p.TypedSuffix != "" {
		fmt.Fprintf(&b, " with its suffix (%s) through ek", p.TypedSuffix)
	}
	return b.String()
}

// writer returns expression for part p.
func writer(p turkce.Part) func(model.Figure) string {
	return func(f model.Figure) string { return expression(p, f) }
}

// figureArg is how sayi and yazi name f to write it as digits: by name
// alone when sayi writes it so at the figure's precision, else with the
// number of decimals first.
func figureArg(f model.Figure, digits string, decimals int) string {
	if rank.AutoDigits(f) == digits {
		return fmt.Sprintf("%q", f.Name)
	}
	return fmt.Sprintf("%d %q", decimals, f.Name)
}

// literalValue is the value of a number typed into an action as the
// figures are matched against it: its digits, with the decimals it is
// written with (its decimals argument, or as many as it has).
func literalValue(l literal) (digits string, decimals int) {
	d := l.decimals
	if d < 0 {
		d = 0
		if _, frac, ok := strings.Cut(jsnum.String(l.value), "."); ok {
			d = len(frac)
		}
	}
	return jsnum.ToFixed(l.value, d), d
}

// literalAction is the action a that holds literal l, rewritten to write
// figure f in its place.
func literalAction(l literal, a action, src []byte, f model.Figure) string {
	act := string(src[a.start:a.end])
	digits, d := literalValue(l)
	arg := fmt.Sprintf("%q", f.Name)
	if l.decimals < 0 && rank.AutoDigits(f) != digits {
		arg = figureArg(f, digits, d)
	}
	if l.fn == "" {
		arg = "sayi " + arg
		if strings.Trim(act, "{}- \t\n") != l.text {
			arg = "(" + arg + ")" // an argument of another function
		}
	}
	at := l.pos - a.start
	return act[:at] + arg + act[at+len(l.text):]
}

// literalMessage says that a number was typed into an action, and shows the
// action with the figure's name in its place; rk are the figures equal to
// it, ranked by the words around the action.
func literalMessage(l literal, a action, src []byte, rk rank.Ranking) string {
	act := string(src[a.start:a.end])
	head := fmt.Sprintf("%q typed by hand in %s; ", l.text, act)
	if !l.isFloat {
		return head + "write a model figure's name in its place"
	}
	if len(rk) == 0 {
		return head + "no model figure equals it"
	}
	return head + hintFor(rk, func(f model.Figure) string { return literalAction(l, a, src, f) })
}
