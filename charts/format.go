package charts

import (
	"bytes"

	"coursesite/plot"
	"coursesite/turkce"
)

// The palette is package plot's (the Okabe–Ito colours, and the gray of
// what is not data), for the models that build their options with
// go-echarts.
const (
	Vermilion     = plot.Vermilion
	Blue          = plot.Blue
	BluishGreen   = plot.BluishGreen
	Orange        = plot.Orange
	SkyBlue       = plot.SkyBlue
	ReddishPurple = plot.ReddishPurple
	Yellow        = plot.Yellow
	Gray          = plot.Gray
	Maroon        = plot.Maroon
	LabelBacking  = plot.LabelBacking
)

// Num writes x as the runtime's tooltips do (Intl.NumberFormat("tr-TR")
// with at most one decimal, no grouping): turkce.Digits to one decimal, the
// tables' rounding, without a trailing ",0".
func Num(x float64) string { return string(appendNum(nil, x)) }

// appendNum appends Num(x) to dst: a chart's tables write thousands of
// numbers, each without a string of its own.
func appendNum(dst []byte, x float64) []byte {
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
