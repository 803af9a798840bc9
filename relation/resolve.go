package relation

import (
	"slices"

	"coursesite/turkce"
)

// What a pattern leaves to the sentence around it: the figure a pronoun
// stands for, the figure a change starts from, the figures listed
// together before “neredeyse aynı” or around “en çok”.

// pronouns stand for the figure before them: bunların, bunun in any case;
// bu only as a subject set off by a comma (bu, … yarısından azdır), for
// bu sürede is a determiner.
var pronouns = map[string]bool{"bunlarin": true, "bunun": true, "bunlar": true, "bunlardan": true, "bundan": true, "bunu": true}

// withPronouns returns the path's units with each pronoun standing for
// the figure before it in the sentence, or before the sentence (prev, the
// figures of the sentence before it in its paragraph) when it starts the
// sentence: Bu, API’nin yanıtının yüzde 8,3’üdür.
func withPronouns(us []unit, prev []unit) []unit {
	out := us
	copied := false
	for i, u := range us {
		if u.kind != wordUnit || !(pronouns[u.folded] || u.folded == "bu" && i+1 < len(us) && us[i+1].brk == breakComma) {
			continue
		}
		var ante *unit
		for j := i - 1; j >= 0; j-- {
			if us[j].kind == figureUnit && !us[j].magnitude {
				ante = &us[j]
				break
			}
		}
		if ante == nil {
			for j := len(prev) - 1; j >= 0; j-- {
				if prev[j].kind == figureUnit && !prev[j].magnitude && subset(prev[j].guards, u.guards) {
					ante = &prev[j]
					break
				}
			}
		}
		if ante == nil {
			continue
		}
		if !copied {
			out, copied = slices.Clone(us), true
		}
		p := &out[i]
		p.kind, p.pronoun = figureUnit, true
		p.fig, p.decimals, p.unitName = ante.fig, ante.decimals, ante.unitName
		p.guards = union(p.guards, ante.guards)
		p.cas, p.poss = turkce.WordCase(u.text)
	}
	return out
}

// subset reports whether every guard of a is one of b's.
func subset(a, b []guard) bool {
	for _, g := range a {
		if !slices.Contains(b, g) {
			return false
		}
	}
	return true
}

// union returns a's guards and b's that a lacks.
func union(a, b []guard) []guard {
	out := slices.Clone(a)
	for _, g := range b {
		if !slices.Contains(out, g) {
			out = append(out, g)
		}
	}
	return out
}

// fromFigure returns the figure a change to the figure at us[b] starts
// from: the nearest one before it in its sentence of the same unit, else
// the last of the sentence before (prev) whose words around share a stem
// with the words before the change (pay … yüzde 42,6’sını harcar; … pay
// yüzde 85,1’e çıkar). ok is false when none is named.
func fromFigure(us []unit, b int, prev []unit) (unit, bool) {
	to := us[b]
	for j := b - 1; j >= 0; j-- {
		if u := us[j]; u.kind == figureUnit && !u.magnitude && !u.pronoun && u.unitName == to.unitName && u.fig != to.fig {
			return u, true
		}
	}
	for j := len(prev) - 1; j >= 0; j-- {
		u := prev[j]
		if u.kind != figureUnit || u.magnitude || u.unitName != to.unitName || u.fig == to.fig || !subset(u.guards, to.guards) {
			continue
		}
		if sharesStem(us[max(0, b-3):b], prev[max(0, j-3):min(len(prev), j+2)]) {
			return u, true
		}
		break
	}
	return unit{}, false
}

// sharesStem reports whether a word of a and a word of b share a stem.
func sharesStem(a, b []unit) bool {
	for _, x := range a {
		for _, y := range b {
			if x.kind == wordUnit && y.kind == wordUnit && len(x.folded) >= 3 && len(y.folded) >= 3 && turkce.SameStem(x.folded, y.folded, true) {
				return true
			}
		}
	}
	return false
}

// listBefore returns the figures of one unit listed before unit at in its
// sentence, nearest last: back to a clause of its own (a semicolon, a
// dash) or a figure of another unit.
func listBefore(us []unit, at int) []int {
	var out []int
	for j := at - 1; j >= 0; j-- {
		u := us[j]
		if u.kind == figureUnit && !u.magnitude {
			if len(out) > 0 && us[out[0]].unitName != u.unitName {
				break
			}
			if !slices.ContainsFunc(out, func(k int) bool { return us[k].fig == u.fig }) {
				out = append([]int{j}, out...)
			}
		}
		if u.brk == breakStrong {
			break
		}
	}
	return out
}

// listed returns the figures listed together with the figure at us[i]:
// of its unit, each from the next parted only by a comma, ve, ile, veya
// or ya da, a noun after each and a word naming each (açgözlüde 82,4,
// eşitte 52,5 ve ağırlıklıda 40,2 yuva).
func listed(us []unit, i int) []int {
	out := []int{i}
	step := func(from, dir int) {
		for k := from; ; {
			j, ok := nextInList(us, k, dir)
			if !ok || us[j].unitName != us[i].unitName {
				return
			}
			if dir > 0 {
				out = append(out, j)
			} else {
				out = append([]int{j}, out...)
			}
			k = j
		}
	}
	step(i, -1)
	step(i, 1)
	return out
}

// nextInList returns the figure after (dir 1) or before (-1) the one at
// us[k] in a list with it.
func nextInList(us []unit, k, dir int) (int, bool) {
	joined, words := false, 0
	for j := k + dir; j >= 0 && j < len(us); j += dir {
		b := us[j].brk // what parts us[j] from the unit walked from
		if dir < 0 {
			b = us[j+1].brk
		}
		switch b {
		case breakComma:
			joined = true
		case breakStrong, breakColon:
			return 0, false
		}
		u := us[j]
		if u.kind == figureUnit && !u.magnitude {
			return j, joined
		}
		if u.kind != wordUnit {
			return 0, false
		}
		switch u.folded {
		case "ve", "ile", "veya", "ya", "da":
			joined = true
			continue
		}
		if words++; words > 2 {
			return 0, false
		}
	}
	return 0, false
}

// superlativeTarget returns which figure of a list “en çok” at us[at]
// names: the one right after it, or the one whose word (the word before
// it in the list) the words after it repeat.
func superlativeTarget(us []unit, at int) (target int, list []int, ok bool) {
	for j := at + 1; j < len(us) && j <= at+3; j++ {
		if us[j].kind == figureUnit && !us[j].magnitude {
			l := listed(us, j)
			return j, l, len(l) >= 2
		}
		if j > at+1 && us[j].brk != breakNone {
			break
		}
	}
	for j := at + 1; j < len(us) && j <= at+3; j++ {
		w := us[j]
		if w.kind != wordUnit {
			continue
		}
		for k := range us {
			if us[k].kind != figureUnit || k == 0 || us[k-1].kind != wordUnit {
				continue
			}
			if l := listed(us, k); len(l) >= 2 && turkce.SameStem(us[k-1].folded, w.folded, true) {
				return k, l, true
			}
		}
	}
	return 0, nil, false
}
