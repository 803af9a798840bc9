package plot

import (
	"bytes"

	"coursesite/turkce"
)

// Num writes x as the runtime's tooltips do (Intl.NumberFormat("tr-TR")
// with at most one decimal, no grouping): turkce.Digits to one decimal, the
// tables' rounding, without a trailing ",0".
func Num(x float64) string { return string(AppendNum(nil, x)) }

// AppendNum appends Num(x) to dst: a chart's tables write thousands of
// numbers, each without a string of its own.
func AppendNum(dst []byte, x float64) []byte {
	start := len(dst)
	dst = turkce.AppendDigits(dst, x, 1)
	if bytes.HasSuffix(dst[start:], []byte(",0")) {
		dst = dst[:len(dst)-2]
	}
	if string(dst[start:]) == "-0" {
		dst = append(dst[:start], '0')
	}
	return dst
}

// Percent writes a percentage the Turkish way, sign first: "%42,6".
func Percent(x float64) string { return "%" + Num(x) }
