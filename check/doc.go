// Package check implements `go run . check`: it builds the site in memory
// once and reports, as file:line:column: message, everything a lesson says
// that its model does not back, judging what the build recorded (Judge;
// the preview judges the output it has just published the same way). CI
// runs it; it exits 0 when clean, 1 with findings, 2 when it could not
// run. Beside its own reading of the prose it calls package rank (which
// figure a typed number stands for), explore (the readers' settings),
// listings (the lessons' programs, in a sandbox, under node; Check, Judge
// and Fix take what runs them, so that the tests of the prose give a
// stand-in) and sanitize (the raw HTML the site's policy removes).
//
// # What is typed by hand
//
// The model writes numbers only through template actions (sayi, yazi,
// mertebe; see AUTHORING.md). The build records every action of a page
// and of its words as its parser read them (prose.Action: where its bytes
// stand, the calls it makes), and the check reads the page's source with
// them: it replaces every action's bytes with filler (same length,
// newlines kept, never a letter, digit or markdown syntax) and parses the
// result with the site's own markdown parser. What is left in paragraphs,
// headings, list items, table cells, link and emphasis text, HTML blocks
// and the front matter's baslik and ozet was typed by the author; so was
// what a reader sees of a tag — the attributes a browser shows or reads
// aloud (title, alt, aria-label, placeholder…) — and a link's title, each
// read as a text of its own. Character references are read as the
// characters they stand for (&#52;&#56; is 48, &nbsp; a no-break space).
// Code spans and blocks, the text of <code>, <kbd>, <samp> and <var>,
// math, HTML tags and what tablo, grafik and kod write are not prose.
//
// Inside actions, what an action prints is followed back to where it comes
// from, through ek and buyuk (the language has no variables and no
// printf):
//
//   - a number literal that is printed ({{ sayi 5540 }}, {{ 5540 }}) and
//     a string literal that is printed ({{ "beş" | ek "(y)A" }}) are typed
//     by hand, as prose is;
//   - deger printed into the prose is a finding: it is for use inside
//     other actions, and prints the bare, unrounded value;
//   - a suffix spelt out in ek (ek "dan": 64’dan, where Turkish writes
//     64’ten) or typed after an action ({{ sayi "n" }}’tan) is a finding
//     naming the archiphonemes to write (DAn): it does not follow the
//     number when the number changes. Letters joined to digits without an
//     apostrophe are a unit ({{ sayi "x" }}ms), not a suffix;
//   - a claim's text (iddia "48 istek düşer" …), which readers see when
//     the claim fails, is read as prose is.
//
// # What is a number
//
// What reads as a number in the prose is package turkce's: its reader
// (turkce.Read) is the reverse of the writer that sayi, yazi and ek call,
// and finds digits, fractions, names with digits (allowed only as
// givens), orders of magnitude (which mertebe writes), number words in
// every form the writer makes — and, by the words around it, tells a
// number word from a word that only looks like one. turkce's package doc
// lists the rules and what they cannot tell apart. Where they cannot:
// write the model's one with yazi anyway where the article reads the
// same (ayda bir kez: the check will not remind you); write a predicate
// that reads as a verb (kalan kuyruğu yedi) as yedidir or through yazi;
// rephrase a verb that reads as a number (bu kadarı yetmiş: yeterli
// oldu), write a name or a term in code (`.bin`), or declare the phrase
// under verilen. Strings printed next to each other or next to typed
// digits (4{{ "8" }}) read as separate numbers, each caught with its own
// value.
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
// # Hints by meaning
//
// Figures equal today part as soon as a reader moves a control, so when
// several equal a typed number the hint ranks them by the words around it
// (context.go reads them, package rank weighs them), against each
// figure's description (its Desc, which the model writes), the parts of
// its name (kuyrukDolu.oransal.enUzunBekleme: kuyruk, dolu, oransal,
// uzun, bekleme; en is a stop word) and its unit,
// compared by stem (okuma, okuması; düşen, düşürüyor; eşik, eşiği):
//
//   - the words of the number's sentence, the nearest weighing most, the
//     word after it most of all (what it counts: 42 kez, iki okuma; after a
//     unit in -lIk, the noun it measures: 180 milisaniyelik payın), and a
//     candidate that counted noun does not name, where it names another,
//     loses as much; a word nearer another number of the sentence weighs
//     less, but for the words before the sentence's first number (its
//     topic: Kuyruk doluyken oransal dağıtımda …), which are every
//     number's; words joined by ve, ile, veya, ya da weigh alike (Eşit ve
//     oransal dağıtım); an aside in brackets adds its words without
//     pushing the rest of the sentence away;
//   - faintly, the two sentences before it and the one after, the
//     section's heading, a metinler.txt word's key, a table cell's row
//     and column header;
//   - the figures that actions near it write: their names but for their
//     last part (what that number counts) say the step, policy or regime,
//     for every candidate but the figure written there; so, more faintly,
//     do the figures singled out for the other typed numbers of the text,
//     on a second reading;
//   - a word counts for as much as it tells: little when most of the
//     page's figures have it, more when few of the candidates do;
//   - a figure loses when the words name another alternative of a part of
//     its name that is a candidate too (eşit where it is oransal, boş
//     where it is kuyrukDolu: names that differ in that part only), when
//     no word names a segment of its name at all (tarama.…), and when it
//     only rounds to the number typed; a fraction's numbers (on yedide
//     bir) match only figures equal to them;
//   - in “48 isteğin 48’ini” and “48’de 2” the second number is a part of
//     the first: the two are not the same figure, the part's words are
//     not the whole's, and the whole's hint names its candidates unranked;
//   - a number within a given (verilen) is ranked by nothing and names
//     nothing to the others.
//
// A figure is singled out when it is ahead of the next by at least a
// margin (rankMargin, or a tenth of its score if more) and some word names
// it; otherwise the hint says that the words around the number do not
// tell the first ones apart, and names each with its description. Figures
// equal for every reader's setting — the check computes the lesson at the
// ends of its controls (explore.Ends) — the hint says so of; they are not
// singled out by that, since the parameter file may set them apart. A
// hint with one candidate that no word names says so too (write … if it
// is …: nothing around it says so). TestFigureFirst measures the ranking
// on the first lesson's model, TestLessonRetyped on that lesson retyped.
//
// # check -fix
//
// Every number that one figure fits — equal in value and singled out by
// the words around it — check -fix replaces with the hint's action, in a
// page's prose and in metinler.txt, and a number typed into an action with
// the figure's name ({{ sayi 5540 }}). It leaves as findings what it
// cannot write in place: the front matter, attributes, link titles,
// claims' texts, strings actions print, a number split by markup or spelt
// in character references, a suffix no ek chain writes, a number the
// action would write otherwise (5 540, ¾; only a typed ' may become ’),
// the whole of a part (48’de 2),
// and every number whose figure the words do not single out, figures
// equal for every reader's setting included. It binds again until nothing
// more is singled out (a bound number's name is the next one's context),
// so a second run changes nothing; builds the site before and after and
// writes nothing if any page would read otherwise (its text and its
// anchors); then rewrites each file atomically and prints a unified diff
// of them, then the findings that remain.
//
// # Readers' settings
//
// A lesson with controls is also computed at the settings a reader can
// reach (package explore), and the page read there as the build recorded
// it (prose.Call): a claim that fails, unless its author accepted the mark
// (kabul); a figure without a value; a zero that no condition on it
// guards and that the lesson's own settings do not make; a count or a
// duration below zero; digits that hide the value; two figures a sentence
// sets against each other that read the same; a condition whose phrasing
// no setting shows. Each finding names the first setting that shows it as
// the page's URL query. check -fix binds numbers without exploring; its
// last run, the findings it prints, explores.
//
// # Relations
//
// The build reads the relations a lesson's sentences state from their
// Turkish (package relation: “200’den 93 ms’ye indirir”, “yarısından
// azdır”, “neredeyse aynı”) and adds each to the page as a claim
// (prose.Claim.Derived), which the exploration explores as any claim and
// names as a relation. The check reports, from the page's source again
// (relations.go): a relation false at the lesson's own settings (the
// build does not fail on one, as on an iddia: its author did not write
// it); a sentence shaped like a relation the reader cannot read, naming
// the iddia it needs, unless an iddia of its paragraph reads its
// figures; a kabul standing alone that accepts none. check -v lists every
// relation read, and check -fix -explicit writes those it names as
// iddia after their paragraphs.
//
// # Givens and claims
//
// A phrase listed in the front matter's verilen is exempt where it stands,
// its words separated by any white space, its first letter in either case,
// its last word with or without a suffix (iki kalem covers iki kalemi, R2
// covers R2’nin). A given that stands nowhere in the prose is a finding.
// A claim (iddia) that does not hold fails the build; the check reports it
// with its figures' values and the sentence it stands beside. check -v
// lists every given's places and reason, every claim and the model figures.
//
// # Terms
//
// The course's terms file (content/terimler.txt, package terms) defines
// each term once and names the forms not to write. In the same texts it
// reads for numbers — a page's prose, its front matter's baslik and ozet,
// what its actions print and its claims say, and its lesson's words — the
// check reports (terms.go): a form not to write, at its place, naming the
// term to write with its suffixes harmonised again (sığasından: write
// kapasitesinden), unless the terms file lets that lesson's page write it
// (izin: its author's own words; the lesson's words file is the course's,
// and held to the terms); a word of several senses a page writes without
// the file saying which sense it means, at its first use in each file;
// and, at their lines of the terms file, a term no page uses, an
// allowance no page needs and a sense given for a page that never writes
// the word. The file's own errors are findings at their places. check
// -fix writes the term where the suffixes say how — not in a heading,
// whose anchor links lead to — before it binds numbers, and holds the
// numbers it binds to the pages as they read with the terms written.
//
// # Sanitized HTML
//
// The raw HTML a lesson's author writes passes the site's policy (package
// sanitize) before it is published; the check reports each thing the
// policy removes from it — an element, an event attribute, a javascript:
// link, markdown's or HTML's — at its place, naming it:
//
//	content/x/index.md:12:5: raw HTML the sanitizer removes: onerror="alert(1)" of <img> (…)
package check
