package charts

// CSS returns the styles the figures need. ECharts draws into its box and
// needs the box to have a height: a chart's box is as wide as the text and
// of a fixed height that suits a phone and a desktop; figures with two
// stacked grids (class grafik-tuval-iki) get a taller one. Without
// JavaScript there is nothing to draw, so the empty box is not shown and the
// caption (and the lesson's table beside it) carries the figure.
func CSS() string {
	return `.grafik{margin:1.5rem 0}
.grafik-tuval{width:100%;height:clamp(18rem,60vw,24rem)}
.grafik-tuval-iki{height:clamp(32rem,110vw,38rem)}
.grafik figcaption{margin-top:.5rem;font-size:.92em;line-height:1.45;color:#444}
@media (scripting:none){.grafik-tuval{display:none}}
`
}
