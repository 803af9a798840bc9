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
	signPrefix, ws := "", roots
	if ws[0] == WordMinus {
		signPrefix, ws = "-", ws[1:]
	}
	if n := len(ws); n >= 2 && ws[n-1] == WordAndHalf {
		integer, _, ok := ParseWords(roots[:len(roots)-1])
		if !ok || strings.Contains(integer, ".") {
			return "", 0, false
		}
		return integer + ".5", 1, true
	}
	integerWords, fractionWords, hasComma := splitAt(ws, WordComma)
	integer, ok := readInteger(integerWords)
	if !ok {
		return "", 0, false
	}
	digits = signPrefix + integer
	if hasComma {
		zeroCount := 0
		for zeroCount < len(fractionWords) && fractionWords[zeroCount] == zeroWord {
			zeroCount++
		}
		fraction := strings.Repeat("0", zeroCount)
		if remaining := fractionWords[zeroCount:]; len(remaining) > 0 {
			r, ok := readInteger(remaining)
			if !ok {
				return "", 0, false
			}
			fraction += r
		}
		if fraction == "" {
			return "", 0, false
		}
		digits += "." + fraction
		decimals = len(fraction)
	}
	spoken, err := Aloud(strings.Replace(digits, ".", ",", 1))
	if err != nil || spoken != strings.Join(roots, " ") {
		return "", 0, false
	}
	return digits, decimals, true
}

// readInteger reads whole-number words: [iki yüz elli] → "250". It does not
// check the order of the words; ParseWords does, by reading the result aloud
// again.
func readInteger(rootWords []string) (string, bool) {
	if len(rootWords) == 0 {
		return "", false
	}
	sum, groupValue := new(big.Int), new(big.Int)
	for _, w := range rootWords {
		if v, ok := rootValues[w]; ok {
			groupValue.Add(groupValue, big.NewInt(v))
			continue
		}
		p, ok := scalePowers[w]
		if !ok {
			return "", false
		}
		if groupValue.Sign() == 0 {
			groupValue.SetInt64(1)
		}
		groupValue.Mul(groupValue, new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(p)), nil))
		if p > 2 {
			sum.Add(sum, groupValue)
			groupValue = new(big.Int)
		}
	}
	return sum.Add(sum, groupValue).String(), true
}

// kes cuts ws at the first sep.
func splitAt(ws []string, sep string) (ahead, behind []string, hasSep bool) {
	for i, w := range ws {
		if w == sep {
			return ws[:i], ws[i+1:], true
		}
	}
	return ws, nil, false
}
