// Package relation reads what a lesson's sentences state about their
// figures — “Ağırlıklı dağıtım ortancayı 200’den 93 ms’ye indirir”: the
// second median is below the first — and makes each a claim, so that the
// build, the check and the page's controls hold the prose to the model as
// they hold an iddia its author wrote.
//
// # Read once, at build
//
// The reader works on a page's source as the build parsed it (Read): its
// actions (prose.Action) say which figure each number is and how it is
// written — its case from its ek chain (DAn, (y)A, (n)In, (s)I …) or from
// the noun typed after it (93 ms’ye, 48 isteğin) — and which conditions
// (eger … yoksa … son) each word stands under; the prose between them is
// tokenised as the check's reader does (package turkce). A sentence under
// conditions is read every way they may go, and a relation read under some
// of them is a claim under those alone. Compile adds each relation to the
// page's text as a claim read from the prose (prose.ReadClaim), where its
// words end: the run checks it there, records it among the page's claims
// and calls, and prints its marker (<span class="claim" data-expr>), which
// the page's engine checks again for a reader's settings as it checks any
// claim — the engine reads no Turkish and gets nothing but expressions.
// The check explores it at every setting a reader can reach (package
// explore).
//
// # The constructions
//
// The table (table.go) holds each construction once, as data: a pattern
// of words and suffixes around bound figures, the relation it states, and
// its claim expression. Changes (200’den 93’e iner, 4’e çıkar, iki katına
// çıkar), halves and multiples (yarısından azdır, olağanın 10 katı),
// comparatives (180’den kısadır), later and earlier (-DAn sonra … -DA),
// bounds (8’i geçmez, altında kalır), ranges (X ile Y arasında), sums and
// differences written out (200 ms eksi 20 ms = 180 ms; eşiğinden payı
// çıkınca kalır; geri kalan), shares (yanıtın yüzde 8,3’ü), parts of a
// whole (48 isteğin 46’sı, 48’de 2, tamamı), none (hiç, hiçbir with a
// negative verb, in the phrasing for none of a condition on one figure),
// equality (aynı, eşiğin kendisi), near-equality within a tolerance
// (neredeyse aynı: Options.Tolerance, DefaultTolerance unless the lesson's
// front matter says tolerans) and superlatives over figures listed
// together (en çok). A negative verb or değil states the opposite.
//
// # The author stays in charge
//
// An iddia of the sentence's paragraph that reads every figure a relation
// reads states it: the reader leaves it to the author (Relation.Covered).
// A kabul standing alone after a sentence accepts the page's mark for the
// relations read from it, as for an iddia. A sentence shaped like a
// relation (a construction's core words and two figures, or a figure and
// a number) that no construction reads is a hint (Hint), unless an iddia
// of its paragraph speaks of its figures; ordinary sentences — a quantity,
// a definition, a list — say nothing to the reader.
package relation
