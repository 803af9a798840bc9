package plainjson

import (
	"strconv"
	"unicode/utf16"
	"unicode/utf8"

	"coursesite/internal/msg"
)

// Kind is a JSON value's kind.
type Kind string

// The kinds of JSON value.
const (
	Object  Kind = "object"
	Array   Kind = "array"
	Number  Kind = "number"
	String  Kind = "string"
	Boolean Kind = "boolean"
	Null    Kind = "null"
)

// A Value is one JSON value with where it stands in the text, so that an
// error can point at the very number that is wrong.
type Value struct {
	Start, End int    // byte offsets of the value's text
	Kind       Kind   //
	Num        string // a number as written
	Str        string // a string's value
	Bool       bool   // a boolean's value
	Members    []Member
	Items      []*Value
}

// A Member is one "key": value pair of an object.
type Member struct {
	Key      string
	KeyStart int
	Value    *Value
}

// Member returns the value of v's member key (the last, if the key is
// given twice), or nil.
func (v *Value) Member(key string) *Value {
	if v == nil {
		return nil
	}
	for i := len(v.Members) - 1; i >= 0; i-- {
		if v.Members[i].Key == key {
			return v.Members[i].Value
		}
	}
	return nil
}

// Plain returns v as encoding/json's Unmarshal into an any gives it:
// map[string]any, []any, float64 (±Inf beyond float64's range), string,
// bool or nil.
func (v *Value) Plain() any {
	switch v.Kind {
	case Object:
		m := make(map[string]any, len(v.Members))
		for _, mb := range v.Members {
			m[mb.Key] = mb.Value.Plain()
		}
		return m
	case Array:
		l := make([]any, len(v.Items))
		for i, item := range v.Items {
			l[i] = item.Plain()
		}
		return l
	case Number:
		f, _ := strconv.ParseFloat(v.Num, 64)
		return f
	case String:
		return v.Str
	case Boolean:
		return v.Bool
	}
	return nil
}

// Float returns a number's value (strconv.ParseFloat's, which a JSON
// number always satisfies but for a magnitude beyond float64, an error).
func (v *Value) Float() (float64, error) {
	if v == nil || v.Kind != Number {
		return 0, msg.Errorf("plainjson: not a number")
	}
	return strconv.ParseFloat(v.Num, 64)
}

// A SyntaxError is text that is not JSON, at byte Offset: the offending
// byte, or the end of the text. Its message is encoding/json's for the
// same mistake.
type SyntaxError struct {
	Offset int
	Msg    string
}

func (e *SyntaxError) Error() string { return e.Msg }

// Parse reads data as one JSON value (RFC 8259, as encoding/json reads
// it), nested at most maxDepth levels: the tree is built recursively, and
// a file deeper than its schema is a mistake.
func Parse(data []byte, maxDepth int) (*Value, error) {
	p := parser{data: data, maxDepth: maxDepth}
	p.space()
	v, err := p.value(0)
	if err != nil {
		return nil, err
	}
	p.space()
	if p.i < len(p.data) {
		return nil, p.invalid("after top-level value")
	}
	return v, nil
}

type parser struct {
	data     []byte
	i        int
	maxDepth int
}

func (p *parser) space() {
	for p.i < len(p.data) {
		switch p.data[p.i] {
		case ' ', '\t', '\r', '\n':
			p.i++
		default:
			return
		}
	}
}

// invalid is the error at the byte at p.i, or at the end of the text.
func (p *parser) invalid(context string) error {
	if p.i >= len(p.data) {
		return &SyntaxError{len(p.data), "unexpected end of JSON input"}
	}
	return &SyntaxError{p.i, "invalid character " + quoteChar(p.data[p.i]) + " " + context}
}

// quoteChar writes a byte as encoding/json's messages do.
func quoteChar(c byte) string {
	if c == '\'' {
		return `'\''`
	}
	if c == '"' {
		return `'"'`
	}
	s := strconv.Quote(string(rune(c)))
	return "'" + s[1:len(s)-1] + "'"
}

func (p *parser) value(depth int) (*Value, error) {
	if depth > p.maxDepth {
		return nil, &SyntaxError{p.i, msg.Sprintf("nested deeper than %d levels", p.maxDepth)}
	}
	if p.i >= len(p.data) {
		return nil, p.invalid("")
	}
	v := &Value{Start: p.i}
	switch c := p.data[p.i]; {
	case c == '{':
		v.Kind = Object
		p.i++
		p.space()
		if p.i < len(p.data) && p.data[p.i] == '}' {
			p.i++
			break
		}
		for {
			if p.i >= len(p.data) || p.data[p.i] != '"' {
				return nil, p.invalid("looking for beginning of object key string")
			}
			keyStart := p.i
			key, err := p.string()
			if err != nil {
				return nil, err
			}
			p.space()
			if p.i >= len(p.data) || p.data[p.i] != ':' {
				return nil, p.invalid("after object key")
			}
			p.i++
			p.space()
			item, err := p.value(depth + 1)
			if err != nil {
				return nil, err
			}
			v.Members = append(v.Members, Member{key, keyStart, item})
			p.space()
			if p.i < len(p.data) && p.data[p.i] == ',' {
				p.i++
				p.space()
				continue
			}
			if p.i < len(p.data) && p.data[p.i] == '}' {
				p.i++
				break
			}
			return nil, p.invalid("after object key:value pair")
		}
	case c == '[':
		v.Kind = Array
		p.i++
		p.space()
		if p.i < len(p.data) && p.data[p.i] == ']' {
			p.i++
			break
		}
		for {
			item, err := p.value(depth + 1)
			if err != nil {
				return nil, err
			}
			v.Items = append(v.Items, item)
			p.space()
			if p.i < len(p.data) && p.data[p.i] == ',' {
				p.i++
				p.space()
				continue
			}
			if p.i < len(p.data) && p.data[p.i] == ']' {
				p.i++
				break
			}
			return nil, p.invalid("after array element")
		}
	case c == '"':
		s, err := p.string()
		if err != nil {
			return nil, err
		}
		v.Kind, v.Str = String, s
	case c == '-' || '0' <= c && c <= '9':
		if err := p.number(); err != nil {
			return nil, err
		}
		v.Kind, v.Num = Number, string(p.data[v.Start:p.i])
	case c == 't':
		v.Kind, v.Bool = Boolean, true
		if err := p.literal("true"); err != nil {
			return nil, err
		}
	case c == 'f':
		v.Kind = Boolean
		if err := p.literal("false"); err != nil {
			return nil, err
		}
	case c == 'n':
		v.Kind = Null
		if err := p.literal("null"); err != nil {
			return nil, err
		}
	default:
		return nil, p.invalid("looking for beginning of value")
	}
	v.End = p.i
	return v, nil
}

// invalidInToken is the error at p.i inside a number or a literal: at the
// end of the text, encoding/json's scanner reads one more space first,
// and says so.
func (p *parser) invalidInToken(context string) error {
	if p.i >= len(p.data) {
		return &SyntaxError{len(p.data) - 1, "invalid character ' ' " + context} // at the last byte, as encoding/json counts
	}
	return p.invalid(context)
}

func (p *parser) literal(word string) error {
	for k := 1; k < len(word); k++ {
		p.i++
		if p.i >= len(p.data) || p.data[p.i] != word[k] {
			return p.invalidInToken(msg.Sprintf("in literal %s (expecting %s)", word, quoteChar(word[k])))
		}
	}
	p.i++
	return nil
}

func (p *parser) digits() int {
	n := 0
	for p.i < len(p.data) && '0' <= p.data[p.i] && p.data[p.i] <= '9' {
		p.i++
		n++
	}
	return n
}

func (p *parser) number() error {
	if p.data[p.i] == '-' {
		p.i++
		if p.i >= len(p.data) || p.data[p.i] < '0' || p.data[p.i] > '9' {
			return p.invalidInToken("in numeric literal")
		}
	}
	if p.data[p.i] == '0' {
		p.i++
	} else {
		p.digits()
	}
	if p.i < len(p.data) && p.data[p.i] == '.' {
		p.i++
		if p.digits() == 0 {
			return p.invalidInToken("after decimal point in numeric literal")
		}
	}
	if p.i < len(p.data) && (p.data[p.i] == 'e' || p.data[p.i] == 'E') {
		p.i++
		if p.i < len(p.data) && (p.data[p.i] == '+' || p.data[p.i] == '-') {
			p.i++
		}
		if p.digits() == 0 {
			return p.invalidInToken("in exponent of numeric literal")
		}
	}
	return nil
}

// string reads the string at p.i, its opening quote.
func (p *parser) string() (string, error) {
	p.i++
	start := p.i
	// Most strings have no escape: their bytes are the value.
	for p.i < len(p.data) {
		c := p.data[p.i]
		if c == '"' {
			s := string(p.data[start:p.i])
			p.i++
			if !utf8.ValidString(s) {
				return string([]rune(s)), nil // invalid UTF-8 reads as U+FFFD, as encoding/json reads it
			}
			return s, nil
		}
		if c == '\\' {
			break
		}
		if c < ' ' {
			return "", p.invalid("in string literal")
		}
		p.i++
	}
	b := []byte(string(p.data[start:p.i]))
	for p.i < len(p.data) {
		c := p.data[p.i]
		switch {
		case c == '"':
			p.i++
			return string([]rune(string(b))), nil
		case c < ' ':
			return "", p.invalid("in string literal")
		case c != '\\':
			b = append(b, c)
			p.i++
			continue
		}
		p.i++
		if p.i >= len(p.data) {
			return "", p.invalidInToken("in string escape code")
		}
		switch e := p.data[p.i]; e {
		case '"', '\\', '/':
			b = append(b, e)
		case 'b':
			b = append(b, '\b')
		case 'f':
			b = append(b, '\f')
		case 'n':
			b = append(b, '\n')
		case 'r':
			b = append(b, '\r')
		case 't':
			b = append(b, '\t')
		case 'u':
			r, bad := hex4(p.data, p.i+1)
			if bad >= 0 {
				p.i = bad
				return "", p.invalidInToken("in \\u hexadecimal character escape")
			}
			p.i += 4
			if utf16.IsSurrogate(r) {
				// A pair written as two escapes is one rune; a lone
				// half is U+FFFD.
				pair := utf8.RuneError
				if p.i+2 < len(p.data) && p.data[p.i+1] == '\\' && p.data[p.i+2] == 'u' {
					if r2, bad := hex4(p.data, p.i+3); bad < 0 {
						if d := utf16.DecodeRune(r, r2); d != utf8.RuneError {
							p.i += 6
							pair = d
						}
					}
				}
				r = pair
			}
			b = utf8.AppendRune(b, r)
		default:
			return "", p.invalid("in string escape code")
		}
		p.i++
	}
	return "", p.invalid("")
}

// hex4 reads the four hexadecimal digits at data[i:]: their value and
// -1, or the offset of the first byte that is none (the end of data, if
// it ends before).
func hex4(data []byte, i int) (rune, int) {
	var r rune
	for k := i; k < i+4; k++ {
		if k >= len(data) {
			return 0, len(data)
		}
		if !isHex(data[k]) {
			return 0, k
		}
		r = r<<4 | rune(unhex(data[k]))
	}
	return r, -1
}

func isHex(c byte) bool { return '0' <= c && c <= '9' || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F' }

func unhex(c byte) byte {
	switch {
	case c <= '9':
		return c - '0'
	case c >= 'a':
		return c - 'a' + 10
	}
	return c - 'A' + 10
}
