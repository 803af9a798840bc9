package site

import (
	"fmt"
	"html"
	"math"
	"strconv"
	"strings"

	"coursesite/jsnum"
	"coursesite/turkce"
)

// A Numeral is a number the model wrote into the prose: its text (digits or
// words, with any suffix) and where it came from. It prints as a <data>
// element, so the published page, the check and the in-page model all know
// which text the model wrote:
//
//	<data value="5540" data-ad="tarifeYavas.acgozlu.bosaIs" data-bicim="sayi:0" data-ek="DAn">5540’tan</data>
type Numeral struct {
	Text   string  // as printed: "5540’tan", "kırk sekizini"
	Value  float64 // the number itself
	Name   string  // the model figure's name; "" for a literal
	Format string  // "sayi:D" or "yazi:D", D decimals
	Suffix string  // the suffixes applied, in order, joined by "+"
	Upper  bool    // first letter capitalised (sentence start)
}

// String renders the numeral as HTML; text/template prints it this way.
func (n Numeral) String() string {
	var b strings.Builder
	b.WriteString(`<data value="`)
	b.WriteString(jsnum.String(n.Value))
	b.WriteString(`"`)
	attr := func(k, v string) {
		if v != "" {
			fmt.Fprintf(&b, ` %s="%s"`, k, html.EscapeString(v))
		}
	}
	attr("data-ad", n.Name)
	attr("data-bicim", n.Format)
	attr("data-ek", n.Suffix)
	if n.Upper {
		b.WriteString(` data-buyuk=""`)
	}
	b.WriteString(">")
	b.WriteString(html.EscapeString(n.Text))
	b.WriteString("</data>")
	return b.String()
}

// numberArgs reads the arguments of sayi and yazi: [decimals] X, where X
// is a model figure's name or a number. Without decimals, X is written in
// its shortest exact form, as JavaScript's String(x) writes it (28.2 stays
// 28,2 and 5540 stays 5540).
func (p *pageRun) numberArgs(fn string, args []any) (value float64, name string, decimals int, err error) {
	defer func() {
		if err == nil && len(args) == 1 {
			decimals = shortestDecimals(value)
		}
	}()
	switch len(args) {
	case 1:
	case 2:
		d, ok := toInt(args[0])
		if !ok {
			return 0, "", 0, fmt.Errorf("%s: decimals must be a whole number, got %v", fn, args[0])
		}
		decimals = d
	default:
		return 0, "", 0, fmt.Errorf("%s: want [decimals] value, got %d arguments", fn, len(args))
	}
	x := args[len(args)-1]
	if s, ok := x.(string); ok {
		v, err := p.figure(s)
		return v, s, decimals, err
	}
	v, ok := toFloat(x)
	if !ok {
		return 0, "", 0, fmt.Errorf("%s: want a model figure's name or a number, got %T", fn, x)
	}
	return v, "", decimals, nil
}

// sayi writes X in digits: {{ sayi 1 "sonTarih.yanitYuzde" }} → 8,3.
func (p *pageRun) sayi(args ...any) (Numeral, error) {
	v, name, d, err := p.numberArgs("sayi", args)
	if err != nil {
		return Numeral{}, err
	}
	text, err := turkce.RakamE(v, d)
	if err != nil {
		return Numeral{}, err
	}
	return Numeral{Text: text, Value: v, Name: name, Format: format("sayi", args, d)}, nil
}

// yazi writes X in words: {{ yazi "n" }} → kırk sekiz.
func (p *pageRun) yazi(args ...any) (Numeral, error) {
	v, name, d, err := p.numberArgs("yazi", args)
	if err != nil {
		return Numeral{}, err
	}
	text, err := turkce.YaziE(v, d)
	if err != nil {
		return Numeral{}, err
	}
	return Numeral{Text: text, Value: v, Name: name, Format: format("yazi", args, d)}, nil
}

// ek appends a suffix, written in archiphonemes, to what sayi or yazi
// wrote: {{ sayi "x" | ek "DAn" }} → 5540’tan.
func ek(suffix string, v any) (any, error) {
	switch v := v.(type) {
	case Numeral:
		text, err := turkce.Ek(v.Text, suffix)
		if err != nil {
			return nil, err
		}
		v.Text = text
		if v.Suffix != "" {
			v.Suffix += "+"
		}
		v.Suffix += suffix
		return v, nil
	case string:
		return turkce.Ek(v, suffix)
	}
	return nil, fmt.Errorf("ek: want what sayi or yazi wrote, or text, got %T", v)
}

// buyuk capitalises the first letter the Turkish way, for a number word that
// starts a sentence: {{ yazi "yapi.politika" | ek "(s)I" | buyuk }} → Üçü.
func buyuk(v any) (any, error) {
	switch v := v.(type) {
	case Numeral:
		v.Text = turkce.BasHarf(v.Text)
		v.Upper = true
		return v, nil
	case string:
		return turkce.BasHarf(v), nil
	}
	return nil, fmt.Errorf("buyuk: want what sayi or yazi wrote, or text, got %T", v)
}

func toInt(x any) (int, bool) {
	switch x := x.(type) {
	case int:
		return x, true
	case int64:
		return int(x), true
	case float64:
		if x == float64(int(x)) {
			return int(x), true
		}
	}
	return 0, false
}

func toFloat(x any) (float64, bool) {
	switch x := x.(type) {
	case int:
		return float64(x), true
	case int64:
		return float64(x), true
	case float64:
		return x, true
	}
	return 0, false
}

// shortestDecimals returns how many decimals String(x) writes.
func shortestDecimals(x float64) int {
	s := turkce.Kisa(x)
	if strings.ContainsAny(s, "eN") {
		return 0
	}
	if _, frac, ok := strings.Cut(s, ","); ok {
		return len(frac)
	}
	return 0
}

// mertebe writes the order of magnitude of X as a Turkish quantity word:
// “onlarca” for 10 to 99, “yüzlerce”, “binlerce”, “milyonlarca”; “birkaç”
// below 10. {{ mertebe "tarifeYavaslama" }} katına → onlarca katına.
func (p *pageRun) mertebe(name string) (Numeral, error) {
	v, err := p.figure(name)
	if err != nil {
		return Numeral{}, err
	}
	words := []struct {
		from float64
		word string
	}{{1e6, "milyonlarca"}, {1e3, "binlerce"}, {100, "yüzlerce"}, {10, "onlarca"}, {2, "birkaç"}}
	for _, w := range words {
		if math.Abs(v) >= w.from {
			return Numeral{Text: w.word, Value: v, Name: name, Format: "mertebe"}, nil
		}
	}
	return Numeral{}, fmt.Errorf("mertebe %q: %v is below 2; no quantity word says it", name, v)
}

// format records how a numeral was written, for data-bicim: "sayi" for the
// shortest form, "sayi:1" for one decimal.
func format(fn string, args []any, decimals int) string {
	if len(args) == 1 {
		return fn
	}
	return fn + ":" + strconv.Itoa(decimals)
}
