package turkce

import (
	"strings"
	"unicode/utf8"

	"coursesite/internal/msg"
)

// The number words. unitWords and tenWords are indexed by the digit;
// groupWords by the group of three digits, counted from the right, that it
// names.
var (
	unitWords  = [10]string{"", "bir", "iki", "üç", "dört", "beş", "altı", "yedi", "sekiz", "dokuz"}
	tenWords   = [10]string{"", "on", "yirmi", "otuz", "kırk", "elli", "altmış", "yetmiş", "seksen", "doksan"}
	groupWords = [...]string{"", "bin", "milyon", "milyar", "trilyon", "katrilyon", "kentilyon"}
)

// Words that are read around the digits themselves.
const (
	zeroWord    = "sıfır"
	hundredWord = "yüz"
	minusWord   = "eksi"
	commaWord   = "virgül"
	percentWord = "yüzde"
)

// maxIntDigits is the most digits an integer can have and still be named.
const maxIntDigits = 3 * len(groupWords)

// errTooManyDigits is returned for digits beyond the largest named group.
var errTooManyDigits = msg.Errorf("more than %d significant digits; the largest named group is %s", maxIntDigits, groupWords[len(groupWords)-1])

// readingWords is every word a reading may contain, for Aloud to accept a
// number already written in words.
var readingWords = func() map[string]bool {
	m := map[string]bool{zeroWord: true, hundredWord: true, minusWord: true, commaWord: true, percentWord: true}
	for _, list := range [][]string{unitWords[1:], tenWords[1:], groupWords[1:]} {
		for _, w := range list {
			m[w] = true
		}
	}
	return m
}()

// Words writes x in Turkish words, reading aloud what Digits(x, decimals)
// writes: Words(48, 0) is "kırk sekiz", Words(20.07, 2) "yirmi virgül sıfır
// yedi", Words(-5, 0) "eksi beş", Words(11120, 0) "on bir bin yüz yirmi".
// Words are separated by single spaces; 1000 is "bin" and 100 "yüz"
// (never "bir bin", "bir yüz"), 10^6 is "bir milyon".
//
// Words cannot fail: a value WordsE rejects is written in digits instead,
// exactly as Digits writes it (decimals outside [0, MaxDecimals] included),
// and it never panics. Use WordsE to report such values.
func Words(x float64, decimals int) string {
	s, err := WordsE(x, decimals)
	if err != nil {
		return Digits(x, decimals)
	}
	return s
}

// WordsE is Words with errors: it fails where DigitsE fails, and for a decimal
// part with more significant digits than can be named (past kentilyon).
func WordsE(x float64, decimals int) (string, error) {
	if err := writable(x, decimals); err != nil {
		return "", msg.Errorf("yazi: %w", err)
	}
	words, err := appendNumber(nil, Digits(x, decimals))
	if err != nil {
		return "", msg.Errorf("yazi: %v to %d decimals: %w", x, decimals, err)
	}
	return strings.Join(words, " "), nil
}

// Aloud says how a written value is read aloud, in words: "5540" is "beş
// bin beş yüz kırk", "%42,6" "yüzde kırk iki virgül altı", "-3" "eksi üç".
// Numbers are written as Digits writes them, optionally after '%'; number
// words ("kırk sekiz", "yüzde") are kept as written, and a value may mix
// the two ("yüzde 42,6"). Fields are joined by single spaces. Anything
// else is an error.
func Aloud(v string) (string, error) {
	fields := strings.Fields(v)
	if len(fields) == 0 {
		return "", msg.Errorf("okunus %q: empty; want a number", v)
	}
	var words []string
	for _, f := range fields {
		if c := f[0]; c == '-' || c == '%' || c == ',' || isDigit(c) {
			var err error
			if words, err = appendNumber(words, f); err != nil {
				if f != v {
					err = msg.Errorf("%q: %w", f, err)
				}
				return "", msg.Errorf("okunus %q: %w", v, err)
			}
			continue
		}
		if !readingWords[Lower(f)] {
			return "", msg.Errorf("okunus %q: %q is neither digits nor a number word", v, f)
		}
		words = append(words, f)
	}
	return strings.Join(words, " "), nil
}

// appendNumber appends the reading of s, a number as Digits writes it
// optionally preceded by '%' (before or after the sign): sign and percent
// are read in the order they are written.
func appendNumber(words []string, s string) ([]string, error) {
	i := 0
	var sign, percent bool
	for ; i < len(s) && (s[i] == '-' || s[i] == '%'); i++ {
		switch {
		case s[i] == '-' && !sign:
			sign = true
			words = append(words, minusWord)
		case s[i] == '%' && !percent:
			percent = true
			words = append(words, percentWord)
		default:
			return nil, msg.Errorf("repeated %q at byte %d", s[i], i)
		}
	}
	intStart := i
	for i < len(s) && isDigit(s[i]) {
		i++
	}
	whole := s[intStart:i]
	switch {
	case whole == "":
		return nil, msg.Errorf("want a digit at byte %d", intStart)
	case len(whole) > 1 && whole[0] == '0':
		return nil, msg.Errorf("leading zero at byte %d", intStart)
	}
	words, err := appendInteger(words, whole)
	if err != nil {
		return nil, err
	}
	if i == len(s) {
		return words, nil
	}
	if s[i] != ',' {
		return nil, msg.Errorf("unexpected %q at byte %d; want digits with a decimal comma", runeAt(s, i), i)
	}
	fracStart := i + 1
	for i = fracStart; i < len(s) && isDigit(s[i]); i++ {
	}
	switch {
	case i == fracStart:
		return nil, msg.Errorf("want a digit after the decimal comma at byte %d", fracStart)
	case i < len(s):
		return nil, msg.Errorf("unexpected %q at byte %d; want digits", runeAt(s, i), i)
	}
	frac := s[fracStart:]
	words = append(words, commaWord)
	// Decimals are read as an integer after their leading zeros, which are
	// read one by one: 20,07 is "yirmi virgül sıfır yedi".
	sig := strings.TrimLeft(frac, "0")
	for range len(frac) - len(sig) {
		words = append(words, zeroWord)
	}
	if sig == "" {
		return words, nil
	}
	if words, err = appendInteger(words, sig); err != nil {
		return nil, msg.Errorf("decimals: %w", err)
	}
	return words, nil
}

// appendInteger appends the words of the non-negative integer written in
// the decimal digits ds; leading zeros do not change its value.
func appendInteger(words []string, ds string) ([]string, error) {
	ds = strings.TrimLeft(ds, "0")
	if ds == "" {
		return append(words, zeroWord), nil
	}
	if len(ds) > maxIntDigits {
		return nil, errTooManyDigits
	}
	// Split into groups of three from the right; the first may be shorter.
	groups := (len(ds) + 2) / 3
	end := len(ds) - 3*(groups-1)
	start := 0
	for g := groups - 1; g >= 0; g-- {
		n := 0
		for _, c := range []byte(ds[start:end]) {
			n = 10*n + int(c-'0')
		}
		start, end = end, end+3
		if n == 0 {
			continue
		}
		// One thousand is "bin", but one million is "bir milyon".
		if g != 1 || n != 1 {
			words = appendHundreds(words, n)
		}
		if g > 0 {
			words = append(words, groupWords[g])
		}
	}
	return words, nil
}

// appendHundreds appends the words of n in [1, 999]; one hundred is "yüz".
func appendHundreds(words []string, n int) []string {
	h, t, o := n/100, n/10%10, n%10
	if h > 1 {
		words = append(words, unitWords[h])
	}
	if h > 0 {
		words = append(words, hundredWord)
	}
	if t > 0 {
		words = append(words, tenWords[t])
	}
	if o > 0 {
		words = append(words, unitWords[o])
	}
	return words
}

func isDigit(c byte) bool { return '0' <= c && c <= '9' }

// runeAt is the character at byte i of s, for error messages.
func runeAt(s string, i int) rune {
	r, _ := utf8.DecodeRuneInString(s[i:])
	return r
}
