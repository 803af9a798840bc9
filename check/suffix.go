package check

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"unicode/utf8"

	"coursesite/prose"
	"coursesite/turkce"
)

// checkEk reports a suffix whose letters are spelt out where they follow
// the number: ek "dan" writes 64’dan, and stays dan when the number
// changes. Consonants that never change (l, r, n, k…) and the invariant
// ki and ken are fine literally.
func (pt *pageTemplate) checkEk(sn prose.Arg) {
	if !spelledOut(sn.Text) {
		return
	}
	want := archiphonemes(sn.Text)
	msg := fmt.Sprintf("ek %q spells its suffix out, the same after every number", sn.Text)
	if ex := wrongAfter(sn.Text, want); ex != "" {
		msg += " (" + ex + ")"
	}
	msg += fmt.Sprintf("; write it in archiphonemes: ek %q", want)
	pt.issues = append(pt.issues, issue{pos: sn.At.Off, kind: issueLiteralEk, msg: msg})
}

// typedSuffixes reports a suffix typed by hand right after an action that
// writes a model numeral ({{ sayi "n" }}’tan, {{ yazi "n" }}e): it does
// not follow the number when the number changes. Letters joined to digits
// without an apostrophe are a unit ({{ sayi "x" }}ms), not a suffix.
func (pt *pageTemplate) typedSuffixes(rawEnds []int, numerals map[int]string) {
	for ai, a := range pt.actions {
		fn := numerals[ai]
		if fn == "" {
			continue
		}
		at := rawEnds[ai]
		rest := pt.src[at:]
		r, n := utf8.DecodeRune(rest)
		skip := 0
		if strings.ContainsRune(turkce.Apostrophes, r) {
			skip = n
		}
		letters := letters(rest[skip:])
		if letters == 0 || skip == 0 && (fn == "sayi" || !isLowerLetter(rest)) {
			continue
		}
		typedSuffix := string(rest[skip : skip+letters])
		want := archiphonemes(typedSuffix)
		act := string(pt.src[a.start:a.end])
		fix := act
		if k := strings.LastIndex(act, "}}"); k >= 0 {
			head := strings.TrimRight(act[:k], " -")
			fix = head + fmt.Sprintf(" | ek %q", want) + act[len(head):]
		}
		pt.issues = append(pt.issues, issue{pos: at, kind: issueTypedSuffix, msg: fmt.Sprintf(
			"%q typed by hand after %s: a suffix must follow the number when it changes; write %s", string(rest[:skip+letters]), act, fix)})
	}
}

// isLowerLetter reports whether b starts with a lower-case letter: a
// suffix joined to an action's words (ikiye), not a word after it.
func isLowerLetter(b []byte) bool {
	r, _ := utf8.DecodeRune(b)
	return strings.ContainsRune("abcçdefgğhıijklmnoöprsştuüvyz", r)
}

// bufferPattern matches a buffer in a suffix pattern: (y), (I).
var bufferPattern = regexp.MustCompile(`\([^)]*\)`)

// spelledOut reports a suffix pattern with a letter spelt out that vowel
// harmony or voicing would vary: a vowel or d/t outside the invariant ki
// and ken.
func spelledOut(ek string) bool {
	// Letters inside a buffer, (y), are archiphonemes already.
	s := bufferPattern.ReplaceAllString(ek, "")
	s = strings.NewReplacer("ken", "", "ki", "").Replace(s)
	return strings.ContainsAny(s, "aeıioöuüdt")
}

// archiphonemes writes a suffix spelt out in letters as the chain that
// makes it (dan → DAn, ye → (y)A, şer → (ş)Ar, üncü → (I)ncI): the first
// chain the check knows that spells it after some number word, else its
// letters mapped one by one (a, e → A; ı, i, u, ü → I; d, t → D).
func archiphonemes(lit string) string {
	if !strings.ContainsAny(lit, "()AID") {
		for _, c := range append(slices.Clone(turkce.DigitSuffixes()), "(y)ken", "DAki") {
			for _, w := range turkce.NumberRoots() {
				form, err := turkce.Suffix(w, c)
				if err != nil {
					continue
				}
				if suffixOfForm(form, w) == lit {
					return c
				}
			}
		}
	}
	var b strings.Builder
	rs := []rune(lit)
	for i := 0; i < len(rs); i++ {
		switch r := rs[i]; {
		case r == '(':
			j := i
			for j < len(rs) && rs[j] != ')' {
				j++
			}
			b.WriteString(string(rs[i:min(j+1, len(rs))]))
			i = j
		case strings.HasPrefix(string(rs[i:]), "ken"):
			b.WriteString("ken")
			i += 2
		case strings.HasPrefix(string(rs[i:]), "ki"):
			b.WriteString("ki")
			i++
		case r == 'a' || r == 'e':
			b.WriteByte('A')
		case strings.ContainsRune("ıiuü", r):
			b.WriteByte('I')
		case r == 'd' || r == 't':
			b.WriteByte('D')
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}

// suffixOfForm is what a suffix added to word in form, whose last letter
// may have softened (dört → dörd).
func suffixOfForm(form, word string) string {
	if strings.HasPrefix(form, word) {
		return form[len(word):]
	}
	_, size := utf8.DecodeLastRuneInString(word)
	if len(form) >= len(word) && strings.HasPrefix(form, word[:len(word)-size]) {
		return form[len(word):]
	}
	return ""
}

// wrongAfter gives an example of a number after which the literal suffix
// lit is wrong Turkish and want is right: “64’dan; Turkish writes 64’ten”.
func wrongAfter(lit, want string) string {
	for _, v := range []string{"64", "5540", "48", "3", "10", "90", "2", "6", "100", "4", "40", "1000"} {
		right, err := turkce.Suffix(v, want)
		wrong, err2 := turkce.Suffix(v, lit)
		if err != nil || err2 != nil || right == wrong {
			continue
		}
		return fmt.Sprintf("%s; Turkish writes %s", wrong, right)
	}
	return ""
}
