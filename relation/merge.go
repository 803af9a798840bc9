package relation

import "slices"

// merge joins the relations read on the paths of one sentence: the same
// relation with its mark at the same place, read under conditions that
// differ in one condition's phrasing only, holds whichever way that
// condition goes; and one read under fewer conditions than another says
// what the other says.
func merge(found []Relation) []Relation {
	var out []Relation
	for i, r := range found {
		if slices.ContainsFunc(found[:i], func(o Relation) bool { return o.Rel == r.Rel && o.End == r.End }) {
			continue
		}
		var sets [][]guardExpr
		for _, o := range found[i:] {
			if o.Rel == r.Rel && o.End == r.End && !slices.ContainsFunc(sets, func(s []guardExpr) bool { return sameGuards(s, o.guards) }) {
				sets = append(sets, o.guards)
			}
		}
		for _, s := range reduce(sets) {
			// The same relation said twice under the same conditions (hiç
			// dolmaz: hiçbir olay tutmaz) is one claim, at its first words.
			if slices.ContainsFunc(out, func(o Relation) bool { return o.Rel == r.Rel && sameGuards(o.guards, s) }) {
				continue
			}
			q := r
			q.guards = s
			out = append(out, q)
		}
	}
	return out
}

// reduce joins sets of guards that differ in one condition's phrasing,
// and drops a set that holds more than another: until none does.
func reduce(sets [][]guardExpr) [][]guardExpr {
	for changed := true; changed; {
		changed = false
	outer:
		for i := range sets {
			for j := range sets {
				if i == j {
					continue
				}
				if within(sets[i], sets[j]) {
					sets = slices.Delete(sets, j, j+1)
					changed = true
					break outer
				}
				if k, ok := differInOne(sets[i], sets[j]); ok {
					sets[i] = slices.Delete(slices.Clone(sets[i]), k, k+1)
					sets = slices.Delete(sets, j, j+1)
					changed = true
					break outer
				}
			}
		}
	}
	return sets
}

// sameGuards reports whether two sets of guards are the same.
func sameGuards(a, b []guardExpr) bool { return within(a, b) && within(b, a) }

// within reports whether every guard of a is one of b's.
func within(a, b []guardExpr) bool {
	for _, g := range a {
		if !slices.Contains(b, g) {
			return false
		}
	}
	return true
}

// differInOne returns the index in a of the one guard a and b take the
// other way, when that is all they differ in.
func differInOne(a, b []guardExpr) (int, bool) {
	if len(a) != len(b) {
		return 0, false
	}
	at := -1
	for i := range a {
		if a[i].cond != b[i].cond {
			return 0, false
		}
		if a[i].yes != b[i].yes {
			if at >= 0 {
				return 0, false
			}
			at = i
		}
	}
	return at, at >= 0
}
