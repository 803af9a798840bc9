//go:build !js

package turkce

// Reading number words back is the build's (its checks of a page's text),
// never the engine's: in a file of its own, math/big stays out of the
// engine, and with it math/rand and the GODEBUG machinery it links.

import (
	"math/big"
	"strings"
)

// ParseWords reads number words (their roots, in order) as a decimal number with a
// point, and how many decimals it has: [kırk iki virgül altı] → "42.6", 1.
// ok is false unless the words are exactly how Aloud reads that number
// aloud, so “iki üç” is no number.
func ParseWords(roots []string) (digits string, decimals int, ok bool) {
	if len(roots) == 0 {
		return "", 0, false
	}
	isaret, ws := "", roots
	if ws[0] == WordMinus {
		isaret, ws = "-", ws[1:]
	}
	if n := len(ws); n >= 2 && ws[n-1] == WordAndHalf {
		tam, _, ok := ParseWords(roots[:len(roots)-1])
		if !ok || strings.Contains(tam, ".") {
			return "", 0, false
		}
		return tam + ".5", 1, true
	}
	tamSozcuk, kesirSozcuk, virgullu := kes(ws, WordComma)
	tam, ok := tamOku(tamSozcuk)
	if !ok {
		return "", 0, false
	}
	digits = isaret + tam
	if virgullu {
		sifirlar := 0
		for sifirlar < len(kesirSozcuk) && kesirSozcuk[sifirlar] == sifir {
			sifirlar++
		}
		kesir := strings.Repeat("0", sifirlar)
		if kalan := kesirSozcuk[sifirlar:]; len(kalan) > 0 {
			r, ok := tamOku(kalan)
			if !ok {
				return "", 0, false
			}
			kesir += r
		}
		if kesir == "" {
			return "", 0, false
		}
		digits += "." + kesir
		decimals = len(kesir)
	}
	okunus, err := Aloud(strings.Replace(digits, ".", ",", 1))
	if err != nil || okunus != strings.Join(roots, " ") {
		return "", 0, false
	}
	return digits, decimals, true
}

// tamOku reads whole-number words: [iki yüz elli] → "250". It does not
// check the order of the words; ParseWords does, by reading the result aloud
// again.
func tamOku(kokler []string) (string, bool) {
	if len(kokler) == 0 {
		return "", false
	}
	toplam, grup := new(big.Int), new(big.Int)
	for _, w := range kokler {
		if v, ok := degerler[w]; ok {
			grup.Add(grup, big.NewInt(v))
			continue
		}
		p, ok := usler[w]
		if !ok {
			return "", false
		}
		if grup.Sign() == 0 {
			grup.SetInt64(1)
		}
		grup.Mul(grup, new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(p)), nil))
		if p > 2 {
			toplam.Add(toplam, grup)
			grup = new(big.Int)
		}
	}
	return toplam.Add(toplam, grup).String(), true
}

// kes cuts ws at the first sep.
func kes(ws []string, sep string) (once, sonra []string, var_ bool) {
	for i, w := range ws {
		if w == sep {
			return ws[:i], ws[i+1:], true
		}
	}
	return ws, nil, false
}
