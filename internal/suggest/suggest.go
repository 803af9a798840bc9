// Package suggest finds, among the names a thing has, those a name that
// is none of them was most likely meant to be: the "did you mean" of an
// error that names a figure, a chart's datum or a word the model or the
// lesson does not have.
package suggest

import "strings"

// Nearest returns up to k of names closest to name by edit distance,
// closest first, among those near enough to be a plausible typo (or that
// start with name).
func Nearest(name string, names []string, k int) []string {
	type cand struct {
		name string
		d    int
	}
	var cs []cand
	for _, n := range names {
		d := EditDistance(strings.ToLower(name), strings.ToLower(n))
		if strings.HasPrefix(n, name) || d <= max(3, len(name)/3) {
			cs = append(cs, cand{n, d})
		}
	}
	// Closest first, as close in the order of names: an insertion sort,
	// for a few candidates, where slices.SortStableFunc would link 8 KB
	// of generic code into the engine.
	for i := 1; i < len(cs); i++ {
		for j := i; j > 0 && cs[j].d < cs[j-1].d; j-- {
			cs[j], cs[j-1] = cs[j-1], cs[j]
		}
	}
	var out []string
	for _, c := range cs[:min(k, len(cs))] {
		out = append(out, c.name)
	}
	return out
}

// EditDistance is the Levenshtein distance between a and b, in runes.
func EditDistance(a, b string) int {
	ra, rb := []rune(a), []rune(b)
	prev := make([]int, len(rb)+1)
	cur := make([]int, len(rb)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(ra); i++ {
		cur[0] = i
		for j := 1; j <= len(rb); j++ {
			cost := 1
			if ra[i-1] == rb[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev, cur = cur, prev
	}
	return prev[len(rb)]
}
