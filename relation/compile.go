package relation

import (
	"coursesite/model"
	"coursesite/prose"
)

// Compile reads the relations a page's text states (Read: the text x
// parsed from the page's source src, figs its lesson's figures) and adds
// each that no iddia of its paragraph states to the text as a claim read
// from the prose (prose.ReadClaim), for the run to check and the page's
// engine to check again: the build's whole part in it. It returns what
// was read.
func Compile(x *prose.Text, src []byte, figs *model.Figures, opt Options) *Reading {
	rd := Read(src, x.Actions(), figs, opt)
	Add(x, rd)
	return rd
}

// Add adds to the text x each relation of rd, what Read read in it, that
// no iddia of its paragraph states, as a claim read from the prose: the
// second half of Compile, for a build that read the same page's words
// before (a Reading holds the places of its relations in the page's
// source, not its file).
func Add(x *prose.Text, rd *Reading) {
	var claims []prose.ReadClaim
	for _, r := range rd.Relations {
		if r.Covered {
			continue
		}
		claims = append(claims, prose.ReadClaim{At: r.At, Off: r.End, Text: r.Words, Expr: r.Expr, Derived: r.Name, Accepted: r.Accepted})
	}
	x.AddReadClaims(claims)
}
