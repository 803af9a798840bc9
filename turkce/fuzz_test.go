package turkce

import (
	"fmt"
	"math"
	"math/big"
	"strings"
	"testing"
	"unicode/utf8"
)

// seedValues are the fuzz seeds: every kind of last word, decimals,
// negatives, ties, and the edges of the range.
var seedValues = []struct {
	x        float64
	decimals int
}{
	{0, 0}, {1, 0}, {4, 0}, {10, 0}, {48, 0}, {100, 0}, {1000, 0}, {5540, 0},
	{11120, 0}, {1e6, 0}, {1001000, 0}, {1e9, 0}, {1e12, 0}, {1e15, 0}, {1e18, 0},
	{42.553, 1}, {20.07, 2}, {4.17, 2}, {122.25, 1}, {1.005, 2}, {-5, 0},
	{-0.04, 1}, {0.1, 20}, {0.1, 30}, {1e-7, 100}, {math.Nextafter(1e21, 0), 3},
	{1e21, 0}, {math.Inf(1), 1}, {math.NaN(), 2}, {-math.MaxFloat64, 0},
	{math.SmallestNonzeroFloat64, 100},
}

// decimalsIn maps any int into [0, MaxDecimals], the range Digits accepts.
func decimalsIn(d int) int {
	return int(uint(d) % (MaxDecimals + 1))
}

// FuzzWords checks, for any value and decimals in range: Digits, Words and Suffix
// do not panic; Words reads what Digits writes (Aloud(Digits) == Words), in
// known words separated by single spaces, and those words parse back to
// the digits of Digits; and a suffix is the same after the digits and the words.
func FuzzWords(f *testing.F) {
	for _, s := range seedValues {
		f.Add(s.x, s.decimals)
	}
	f.Fuzz(func(t *testing.T, x float64, d int) {
		d = decimalsIn(d)
		r := Digits(x, d)
		y := Words(x, d)
		ye, err := WordsE(x, d)
		if err != nil {
			if y != r {
				t.Fatalf("Words(%v, %d) = %q after error %v; want what Digits writes, %q", x, d, y, err, r)
			}
			if _, err := Aloud(r); err == nil {
				t.Fatalf("Aloud(%q) read what WordsE(%v, %d) rejected: %v", r, x, d, err)
			}
			return
		}
		if y != ye {
			t.Fatalf("Words(%v, %d) = %q, WordsE = %q", x, d, y, ye)
		}
		if strings.Join(strings.Fields(y), " ") != y {
			t.Fatalf("Words(%v, %d) = %q: not single-spaced", x, d, y)
		}
		for _, w := range strings.Fields(y) {
			if !readingWords[w] {
				t.Fatalf("Words(%v, %d) = %q: %q is not a number word", x, d, y, w)
			}
		}
		back, err := parseReading(y)
		if err != nil || back != r {
			t.Fatalf("Words(%v, %d) = %q reads back as %q, %v; want %q", x, d, y, back, err, r)
		}
		if o, err := Aloud(r); err != nil || o != y {
			t.Fatalf("Aloud(%q) = %q, %v; want what Words writes, %q", r, o, err, y)
		}
		for _, pattern := range patterns {
			er, err := Suffix(r, pattern)
			if err != nil || !strings.HasPrefix(er, r+Apostrophe) {
				t.Fatalf("Suffix(%q, %q) = %q, %v; want it after an apostrophe", r, pattern, er, err)
			}
			ey, err := Suffix(y, pattern)
			if err != nil || !strings.HasSuffix(ey, strings.TrimPrefix(er, r+Apostrophe)) {
				t.Fatalf("Suffix(%q, %q) = %q, %v; want the suffix of %q", y, pattern, ey, err, er)
			}
		}
	})
}

// FuzzSuffix checks that Suffix never panics, and that what it returns is v, or v
// with dört softened, followed by lower-case letters (after an apostrophe
// for digits).
func FuzzSuffix(f *testing.F) {
	for _, row := range lastWordCases {
		f.Add(row.word, patterns[len(row.word)%len(patterns)])
		f.Add(row.digits, patterns[len(row.digits)%len(patterns)])
	}
	for _, s := range []string{"%42,6", "K01", "", " ", "’", "(", "(y", "km", "Işık", "5540’tan", "dört", "DÖRT", "dörtlük", "5’lik", "(ş)Ar", "lIk(s)I"} {
		f.Add(s, "(s)I(n)I")
		f.Add("beş", s)
	}
	f.Fuzz(func(t *testing.T, v, pattern string) {
		got, err := Suffix(v, pattern)
		if err != nil {
			if got != "" {
				t.Fatalf("Suffix(%q, %q) = %q with error %v", v, pattern, got, err)
			}
			return
		}
		stem := v
		if !strings.HasPrefix(got, v) {
			// Only dört's t and the k of -lIk may change, before a vowel.
			stem = v[:len(v)-1]
			if last := Lower(lastField(v)); last != "dört" && !endsInLIk(last) || !strings.HasPrefix(got, stem) {
				t.Fatalf("Suffix(%q, %q) = %q changed v", v, pattern, got)
			}
		}
		suffix := strings.TrimPrefix(got[len(stem):], Apostrophe)
		if len(stem) < len(v) {
			_, size := utf8.DecodeRuneInString(suffix)
			suffix = suffix[size:] // the softened d or ğ
		}
		for _, r := range suffix {
			if !isTurkishLower(r) {
				t.Fatalf("Suffix(%q, %q) = %q: suffix %q has %q", v, pattern, got, suffix, r)
			}
		}
		if last, _ := utf8.DecodeLastRuneInString(v); last >= '0' && last <= '9' && got != v && !strings.HasPrefix(got, v+Apostrophe) {
			t.Fatalf("Suffix(%q, %q) = %q: no apostrophe after digits", v, pattern, got)
		}
	})
}

// FuzzAloud checks that Aloud never panics and that what it returns is
// a reading: known words, single-spaced, read as itself.
func FuzzAloud(f *testing.F) {
	for _, s := range []string{"5540", "%42,6", "-3", "kırk sekiz", "yüzde 42,6", "-%5", "05", "5,", "abc", "", "1e+21", "0,000", "999999999999999999999"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, v string) {
		got, err := Aloud(v)
		if err != nil {
			return
		}
		for _, w := range strings.Fields(got) {
			if !readingWords[Lower(w)] {
				t.Fatalf("Aloud(%q) = %q: %q is not a number word", v, got, w)
			}
		}
		if again, err := Aloud(got); err != nil || again != got {
			t.Fatalf("Aloud(%q) = %q, %v; want it unchanged", got, again, err)
		}
	})
}

func lastField(v string) string {
	f := strings.Fields(v)
	return f[len(f)-1]
}

// parseReading turns a reading back into digits as Digits writes them,
// independently of the code under test, and rejects non-canonical
// readings such as "bir yüz" and "bir bin".
func parseReading(s string) (string, error) {
	words := strings.Fields(s)
	var prefix string
	for len(words) > 0 && (words[0] == minusWord || words[0] == percentWord) {
		if words[0] == minusWord {
			prefix += "-"
		} else {
			prefix += "%"
		}
		words = words[1:]
	}
	whole, frac, hasFrac := words, []string(nil), false
	for i, w := range words {
		if w == commaWord {
			whole, frac, hasFrac = words[:i], words[i+1:], true
			break
		}
	}
	n, err := parseInteger(whole)
	if err != nil {
		return "", err
	}
	out := prefix + n
	if !hasFrac {
		return out, nil
	}
	zeros := 0
	for zeros < len(frac) && frac[zeros] == zeroWord {
		zeros++
	}
	out += "," + strings.Repeat("0", zeros)
	if zeros == len(frac) {
		if zeros == 0 {
			return "", fmt.Errorf("nothing after virgül")
		}
		return out, nil
	}
	rest, err := parseInteger(frac[zeros:])
	if err != nil || rest == "0" {
		return "", fmt.Errorf("decimals %q: %v", frac, err)
	}
	return out + rest, nil
}

// parseInteger parses the canonical words of a non-negative integer.
func parseInteger(words []string) (string, error) {
	if len(words) == 1 && words[0] == zeroWord {
		return "0", nil
	}
	if len(words) == 0 {
		return "", fmt.Errorf("no words")
	}
	value := func(list []string, w string) int {
		for i, x := range list {
			if i > 0 && x == w {
				return i
			}
		}
		return 0
	}
	total := new(big.Int)
	group, lastScale := 0, len(groupWords)
	var hundreds, tens, ones bool
	for _, w := range words {
		switch {
		case value(unitWords[:], w) > 0:
			if ones {
				return "", fmt.Errorf("two ones in %q", words)
			}
			group += value(unitWords[:], w)
			ones = true
		case value(tenWords[:], w) > 0:
			if tens || ones {
				return "", fmt.Errorf("tens after a smaller word in %q", words)
			}
			group += 10 * value(tenWords[:], w)
			tens = true
		case w == hundredWord:
			if hundreds || tens || (ones && group == 1) {
				return "", fmt.Errorf("misplaced yüz in %q", words)
			}
			group = max(group, 1) * 100
			hundreds, ones = true, false
		case value(groupWords[:], w) > 0:
			k := value(groupWords[:], w)
			if k >= lastScale || (group == 0 && k != 1) || (k == 1 && group == 1 && ones) {
				return "", fmt.Errorf("misplaced %s in %q", w, words)
			}
			g := max(group, 1)
			total.Add(total, new(big.Int).Mul(big.NewInt(int64(g)), new(big.Int).Exp(big.NewInt(1000), big.NewInt(int64(k)), nil)))
			group, lastScale = 0, k
			hundreds, tens, ones = false, false, false
		default:
			return "", fmt.Errorf("unknown word %q", w)
		}
	}
	return total.Add(total, big.NewInt(int64(group))).String(), nil
}

// TestParseReadingRejects keeps the fuzz oracle honest: it must reject
// the mistakes it is there to catch.
func TestParseReadingRejects(t *testing.T) {
	for _, s := range []string{"bir yüz", "bir bin", "bin bin", "milyon", "iki bir", "on yirmi", "yüz yüz", "bir milyon bir milyon", "elma", "bir virgül", "bir virgül sıfır sıfır bir bin bir bin"} {
		if got, err := parseReading(s); err == nil {
			t.Errorf("parseReading(%q) = %q, want an error", s, got)
		}
	}
	for s, want := range map[string]string{"bin": "1000", "yüz bir bin": "101000", "eksi yüzde iki virgül sıfır": "-%2,0", "bir milyon bin": "1001000"} {
		if got, err := parseReading(s); err != nil || got != want {
			t.Errorf("parseReading(%q) = %q, %v; want %q", s, got, err, want)
		}
	}
}
