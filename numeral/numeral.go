// Package numeral writes the model's figures into Turkish prose: in digits
// or words, with suffixes that follow how the number is read, and marks each
// as a <data> element that records the figure and how it was written.
//
// The markup is the contract between the build, the check and the page's
// in-browser model: the check knows which text the model wrote, and the
// page can rewrite every numeral for other parameters with the same Spec.
//
//	<data value="5540" data-name="toplam" data-format="sayi" data-suffixes="DAn">5540’tan</data>
package numeral

import (
	"html"
	"math"
	"strconv"
	"strings"

	"coursesite/internal/msg"
	"coursesite/jsnum"
	"coursesite/turkce"
)

// Kinds of numeral, each named as the author calls it (a template function).
const (
	Digits    = "sayi"    // digits: 5540, 82,4
	Words     = "yazi"    // words: kırk sekiz
	Magnitude = "mertebe" // order of magnitude: onlarca
)

// Spec says how a figure is written: its kind, decimals (at most this
// many, trailing zeros dropped; Auto: at most the figure's precision),
// suffixes and whether it starts a sentence.
type Spec struct {
	Kind     string
	Decimals int
	Suffixes []string
	Upper    bool
}

// Auto is the Decimals of a numeral written at its figure's precision:
// rounded to the figure's decimals (model.Figure.Decimals), trailing zeros
// dropped, so 180 stays 180 and 73,333… reads 73,3.
const Auto = -1

// Format is the spec's kind and decimals as data-format records them: "sayi",
// "sayi:1", "yazi", "mertebe".
func (s Spec) Format() string {
	if s.Decimals == Auto || s.Kind == Magnitude {
		return s.Kind
	}
	return s.Kind + ":" + strconv.Itoa(s.Decimals)
}

// ParseSpec reads a spec back from a numeral's data-format, data-suffixes and
// data-upper attributes.
func ParseSpec(format, suffixes string, upper bool) (Spec, error) {
	kind, dec, hasDec := strings.Cut(format, ":")
	s := Spec{Kind: kind, Decimals: Auto, Upper: upper}
	switch kind {
	case Digits, Words, Magnitude:
	default:
		return s, msg.Errorf("numeral: unknown kind %q in %q", kind, format)
	}
	if hasDec {
		d, err := strconv.Atoi(dec)
		if err != nil || d < 0 || d > turkce.MaxDecimals {
			return s, msg.Errorf("numeral: bad decimals in %q", format)
		}
		s.Decimals = d
	}
	if suffixes != "" {
		s.Suffixes = strings.Split(suffixes, "+")
	}
	return s, nil
}

// Write writes v, a figure of the given precision (its decimals), as the
// spec says.
func (s Spec) Write(v float64, precision int) (string, error) {
	var text string
	var err error
	if math.IsNaN(v) || math.IsInf(v, 0) {
		return "", msg.Errorf("%s is no number to write", jsnum.String(v))
	}
	// Prose writes a number with at most its decimals: "yüzde 5,00" is
	// noise, and 73,30 reads 73,3 (tables keep their fixed decimals).
	d := s.Decimals
	if d == Auto {
		d = min(max(precision, 0), turkce.MaxDecimals)
	}
	switch s.Kind {
	case Digits:
		text, err = turkce.DigitsE(v, d)
		text = trimZeros(text)
	case Words:
		d = decimalsOf(trimZeros(turkce.Digits(v, d)))
		text, err = turkce.WordsE(v, d)
	case Magnitude:
		text, err = magnitude(v)
	default:
		err = msg.Errorf("numeral: unknown kind %q", s.Kind)
	}
	if err != nil {
		return "", err
	}
	for _, suffix := range s.Suffixes {
		if text, err = turkce.Suffix(text, suffix); err != nil {
			return "", err
		}
	}
	if s.Upper {
		text = turkce.Capitalize(text)
	}
	return text, nil
}

// trimZeros drops the trailing zeros of a number's decimals, and the comma
// when none is left: "73,30" → "73,3", "180,0" → "180"; "-0" is "0".
func trimZeros(s string) string {
	if strings.Contains(s, ",") {
		s = strings.TrimRight(strings.TrimRight(s, "0"), ",")
	}
	if s == "-0" {
		return "0"
	}
	return s
}

// decimalsOf returns how many decimals a number in Turkish digits has.
func decimalsOf(s string) int {
	if _, frac, ok := strings.Cut(s, ","); ok {
		return len(frac)
	}
	return 0
}

// Precision returns the decimals a literal number is shown with: as many
// as its shortest exact form has, at most six.
func Precision(v float64) int {
	s := jsnum.String(v)
	if strings.ContainsAny(s, "eN") {
		return 6
	}
	if _, frac, ok := strings.Cut(s, "."); ok {
		return min(len(frac), 6)
	}
	return 0
}

// magnitudes are the quantity words magnitude chooses from.
var magnitudes = []struct {
	from float64
	word string
}{{1e6, "milyonlarca"}, {1e3, "binlerce"}, {100, "yüzlerce"}, {10, "onlarca"}, {2, "birkaç"}}

// magnitude writes the order of magnitude of v as a Turkish quantity word.
func magnitude(v float64) (string, error) {
	for _, m := range magnitudes {
		if math.Abs(v) >= m.from {
			return m.word, nil
		}
	}
	return "", msg.Errorf("%s is below 2; no quantity word says it", jsnum.String(v))
}

// A Numeral is a figure written into the prose.
type Numeral struct {
	Spec
	Name      string  // the model figure's name; "" for a literal
	Value     float64 // the figure
	Precision int     // the figure's decimals
	Text      string  // as written: "5540’tan", "kırk sekizini"
}

// New writes figure name, of value v and the given precision, as spec
// says.
func New(spec Spec, name string, v float64, precision int) (Numeral, error) {
	text, err := spec.Write(v, precision)
	if err != nil {
		return Numeral{}, err
	}
	return Numeral{Spec: spec, Name: name, Value: v, Precision: precision, Text: text}, nil
}

// Missing returns the numeral of figure name, of value v, that has no
// text: a figure the settings leave undefined, in a sentence the page
// hides (see package prose). It reads as a dash.
func Missing(spec Spec, name string, v float64) Numeral {
	return Numeral{Spec: spec, Name: name, Value: v, Text: Dash}
}

// Dash is what a numeral reads that has no value.
const Dash = "—"

// WithSuffix returns n followed by one more suffix.
func (n Numeral) WithSuffix(suffix string) (Numeral, error) {
	spec := n.Spec
	spec.Suffixes = append(spec.Suffixes[:len(spec.Suffixes):len(spec.Suffixes)], suffix)
	if n.Text == Dash {
		return Missing(spec, n.Name, n.Value), nil
	}
	return New(spec, n.Name, n.Value, n.Precision)
}

// Capitalized returns n with its first letter capitalised the Turkish way.
func (n Numeral) Capitalized() Numeral {
	n.Upper = true
	n.Text = turkce.Capitalize(n.Text)
	return n
}

// String renders the numeral as its <data> element; text/template prints
// it this way.
func (n Numeral) String() string {
	var b strings.Builder
	b.WriteString(`<data value="`)
	b.WriteString(jsnum.String(n.Value))
	b.WriteString(`"`)
	attr := func(k, v string) {
		if v != "" {
			msg.Fprintf(&b, ` %s="%s"`, k, html.EscapeString(v))
		}
	}
	attr("data-name", n.Name)
	attr("data-format", n.Format())
	attr("data-suffixes", strings.Join(n.Suffixes, "+"))
	if n.Upper {
		b.WriteString(` data-upper=""`)
	}
	if n.Text == Dash {
		b.WriteString(` class="missing"`)
	}
	b.WriteString(">")
	b.WriteString(html.EscapeString(n.Text))
	b.WriteString("</data>")
	return b.String()
}
