// Package check implements `go run . check`: it builds the site in memory
// and reports, as file:line:column: message, everything a lesson says that
// its model does not back. CI runs it; it exits 0 when clean, 1 with
// findings, 2 when it could not run.
//
// # What is typed by hand
//
// The model writes numbers only through template actions (sayi, yazi,
// mertebe; see AUTHORING.md). So the check reads a page's template source,
// replaces every action's bytes with filler (same length, newlines kept,
// never a letter, digit or markdown syntax) and parses the result with the
// site's own markdown parser. What is left in paragraphs, headings, list
// items, table cells, link and emphasis text, HTML blocks and the front
// matter's baslik and ozet was typed by the author. Code spans and blocks,
// math, HTML tags, and what tablo, grafik and kod write are not prose.
// Inside actions, a number literal that is written out ({{ sayi 5540 }},
// {{ 5540 }}) and a string literal that is printed ({{ "beş" | ek "(y)A" }})
// are typed by hand too.
//
// # What is a number
//
//   - Digits: 5540, 42,6 (decimal comma), 1.000 (grouping dot), %8,3, 200 ms,
//     200ms, 12’si, 3’üncü. Digits are always a number, ordinals included.
//   - Names with digits: K01, AY10, ES2020 — allowed only as givens.
//   - Number words, alone or in a compound the site would write (kırk iki,
//     iki yüz elli, kırk iki virgül altı, iki buçuk, eksi beş), the last
//     word with a suffix (altı isteği, beşe, dörde, kırk sekizini, ikişer).
//     A form counts only if turkce.Ek makes it from a number word with a
//     common suffix chain, so altında, altına (under), sıfırlamaz, sıfırlanır
//     (to reset) are not numbers. Ordinals (ikinci, üçüncü, birincisi, ilk)
//     number the prose's own parts and are not numbers; nor are yarı (half),
//     tek (single), çift, çeyrek, birkaç.
//   - A number in the locative and a number after it are one fraction: on
//     altıda bir, dörtte üç. After yüzde or binde, a number is a share, even
//     bir: yüzde bir, yüzde kırk.
//   - onlarca, yüzlerce, binlerce, milyonlarca, milyarlarca: orders of
//     magnitude, which mertebe writes.
//
// Homonyms: bir alone, in any form (bir adım, biri, birinden), is the
// indefinite article; it is a number only in a compound (on bir, bir
// milyon, bir buçuk), a fraction or a share. on, yüz and bin with a suffix
// alone are the pronoun o (onu, onda, onlar), a face or a cause (yüzü,
// yüzünden, yüzden) and the verb binmek; bare on, yüz and bin are numbers.
// bare altı and yedi are numbers (six, seven), though they can also mean
// “its underside” and “ate”: declare or rephrase.
//
// # Hints
//
// Each finding on a typed number names the model figures equal to it —
// rounded as the site rounds: a typed 42,6 equals 42.63 — and the action
// to write instead, in digits or words, with its decimals, its suffix as
// an ek chain (5540’tan → | ek "DAn") and | buyuk at a sentence start; or
// it says that no model figure equals it, which is how an author finds a
// sentence the model no longer supports. The front matter's baslik and
// ozet are plain text, where no action can write a figure: there the hint
// is to rephrase, naming the figure the number equals.
//
// # Givens and claims
//
// A phrase listed in the front matter's verilen is exempt where it stands,
// its words separated by any white space, its first letter in either case,
// its last word with or without a suffix (iki kalem covers iki kalemi, K01
// covers K01’in). A given that stands nowhere in the prose is a finding.
// A claim (iddia) that does not hold fails the build; the check reports it
// with its figures' values and the sentence it stands beside. check -v
// lists every given's places and reason, every claim and the model figures.
package check
