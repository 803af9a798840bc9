package site

import (
	"fmt"

	"coursesite/numeral"
	"coursesite/turkce"
)

// Numeral is a figure the model wrote into the prose (see package numeral).
type Numeral = numeral.Numeral

// numberArgs reads the arguments of sayi and yazi: [decimals] X, where X
// is a model figure's name or a number. Without decimals, X is written in
// its shortest exact form, as JavaScript's String(x) writes it (28.2 stays
// 28,2 and 5540 stays 5540).
func (p *pageRun) numberArgs(fn string, args []any) (value float64, name string, decimals int, err error) {
	decimals = numeral.Shortest
	switch len(args) {
	case 1:
	case 2:
		d, ok := toInt(args[0])
		if !ok || d < 0 || d > turkce.MaxOndalik {
			return 0, "", 0, fmt.Errorf("%s: decimals must be a whole number from 0 to %d, got %v", fn, turkce.MaxOndalik, args[0])
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

// write implements sayi and yazi.
func (p *pageRun) write(kind string, args []any) (Numeral, error) {
	v, name, d, err := p.numberArgs(kind, args)
	if err != nil {
		return Numeral{}, err
	}
	return numeral.New(numeral.Spec{Kind: kind, Decimals: d}, name, v)
}

// sayi writes X in digits: {{ sayi 1 "sonTarih.yanitYuzde" }} → 8,3.
func (p *pageRun) sayi(args ...any) (Numeral, error) { return p.write(numeral.Sayi, args) }

// yazi writes X in words: {{ yazi "n" }} → kırk sekiz.
func (p *pageRun) yazi(args ...any) (Numeral, error) { return p.write(numeral.Yazi, args) }

// mertebe writes the order of magnitude of a figure as a Turkish quantity
// word: {{ mertebe "tarifeYavaslama" }} katına → onlarca katına.
func (p *pageRun) mertebe(name string) (Numeral, error) {
	v, err := p.figure(name)
	if err != nil {
		return Numeral{}, err
	}
	if p.unknown[name] { // reported once; digits take a suffix as words do
		return numeral.New(numeral.Spec{Kind: numeral.Sayi}, name, v)
	}
	n, err := numeral.New(numeral.Spec{Kind: numeral.Mertebe}, name, v)
	if err != nil {
		return Numeral{}, fmt.Errorf("mertebe %q: %v", name, err)
	}
	return n, nil
}

// ek appends a suffix, written in archiphonemes, to what sayi or yazi
// wrote: {{ sayi "x" | ek "DAn" }} → 5540’tan.
func ek(suffix string, v any) (any, error) {
	switch v := v.(type) {
	case Numeral:
		return v.WithSuffix(suffix)
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
		return v.Capitalized(), nil
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
