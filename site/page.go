package site

import (
	"fmt"
	"html/template"

	"coursesite/internal/rendercache"
	"coursesite/lesson"
	"coursesite/markdown"
	"coursesite/place"
	"coursesite/prose"
)

// A Page is one page of the site: the values the stages returned for it,
// in their order (see the package doc), and its neighbours. A page the
// build took over from its render cache has only what it publishes: its
// File, its Rendering, and of the stages between them the files beside
// it and what its layout shows (Opened's ParamData and LabelsData;
// Reading's Controls, Listings and each Block's Fn). Site.Reading reads
// such a page again for the check.
type Page struct {
	File      // read: the page file, its front matter and text
	Opened    // opened: its lesson's model, computed at its own settings
	Reading   // read: its text executed on the model
	Rendering // rendered: its body, outline and the files beside it

	Prev, Next *Page // the lessons before and after, in order

	// The names, beside the page, of the files its layout links (see
	// ChartsFile, LabelsFile, SweepsFile), once they are published.
	chartsFile, labelsFile, sweepsFile string
	// kept are its files as the render cache keeps them (RenderCache):
	// taken from it, or kept as the page rendered; none without one.
	kept rendercache.Kept
}

// ChartsFile returns the name, beside the page, of the file of its charts'
// options (charts.OptionsFile), which the page's loader fetches with the
// chart runtime; "" without charts. The name carries a hash of the
// content (publish.HashedName).
func (p *Page) ChartsFile() string { return p.chartsFile }

// LabelsFile returns the name, beside the page, of its labels as the
// page's engine reads them (labels.Compiled: parsed, so that the engine
// carries no template parser); "" without the reader's controls or
// labels. The name carries a hash of the content.
func (p *Page) LabelsFile() string { return p.labelsFile }

// SweepsFile returns the name, beside the page, of its answers to a
// reader's first move, computed at build time (livebuild.Sweeps), which the
// page shows while its engine loads; "" without the reader's controls.
// The name carries a hash of the content.
func (p *Page) SweepsFile() string { return p.sweepsFile }

// A Block is an HTML block a page's template wrote (a table, a figure, a
// listing), kept out of the markdown and put in place after it.
type Block struct {
	Fn   string // the function that wrote it
	Name string // the table's or the chart's name, the listing's file
	HTML string // "" for a chart until it is drawn (Rendering)
	At   place.Pos
	// Calls are the indexes [from, to) in Reading.Calls of what its words
	// showed: a table or a chart shows its figures, conditions and claims
	// whole, not one by one (Reading.Refs).
	Calls [2]int
}

// A Listing is a source file of the lesson's folder that the page lists,
// and where it does.
type Listing struct {
	File string // relative to the lesson's folder
	At   place.Pos
	Data []byte // as the folder holds it, published beside the page
}

// Heading is an entry of the table of contents.
type Heading = markdown.Heading

// HasCharts reports whether the page shows a chart, and so needs the chart
// runtime.
func (p *Page) HasCharts() bool {
	for _, b := range p.Blocks {
		if b.Fn == "grafik" {
			return true
		}
	}
	return false
}

// Live reports whether the page carries the reader's controls.
func (p *Page) Live() bool { return len(p.Controls) > 0 }

// String names the page in messages.
func (p *Page) String() string { return fmt.Sprintf("%s (%s)", p.Meta.Title, p.Src) }

// The stages' values after the File, each returned by one function of the
// pipeline (Site.open, Site.read, Site.render).
type (
	// Opened is a lesson opened, the second stage's value (Site.open):
	// its model with its parameters and words, computed at the lesson's
	// own settings, and the files they were read from, which are
	// published beside the page. A page without a model opens to none.
	Opened struct {
		Lesson     *lesson.Lesson // the lesson's model and words; nil without a model
		State      *lesson.State  // the lesson computed at its own settings
		ParamData  []byte         // the parameter file, published beside the page
		LabelsData []byte         // the labels file, published beside the page (nil: none)
	}

	// Reading is a page's text as the third stage (Site.read) executed it
	// on its lesson's state: the markdown it wrote, and everything the
	// check, the page's controls and the stage after it need to know of
	// it — its actions, what it showed that the model computes, its
	// blocks and listings, its controls.
	Reading struct {
		// Controls are the reader's controls of its model, with their
		// words (none without a model).
		Controls []lesson.Control
		Markdown []byte // the template's output
		// Actions are the page's actions as its text's parser read them, for
		// the check to tell what the model wrote from what the author typed.
		Actions []prose.Action
		// Calls are the numerals, conditions and claims the page shows,
		// with the conditions each stands under (prose.Call), its controls',
		// tables' and charts' words included: what the check judges at a
		// reader's settings, and what the page's controls compute again
		// (Refs).
		Calls []prose.Call
		// text is the index in Calls of the text's first: the calls before
		// it are the controls' words', which the panel shows as plain text.
		text     int
		Claims   []prose.Claim // claims stated on the page, in order
		Blocks   []Block       // HTML blocks (tables, figures, listings) by placeholder
		Listings []Listing     // the source files its listings show

		// printed are the spans of Markdown the template's actions
		// printed: the engine's markup, which the sanitizer leaves alone.
		printed []prose.Span
		charts  []pageChart // its charts, to be drawn (Site.render)
		// namedLessons is set when the page's text named a lesson ({{ ders }}):
		// its rendering depends on which lessons there are.
		namedLessons bool
	}

	// Rendering is what a page shows, the fourth stage's value
	// (Site.render): its body and outline, and the files published
	// beside it that it alone makes.
	Rendering struct {
		HTML         template.HTML // the rendered body
		TOC          []Heading     // the table of contents
		ChartOptions []byte        // its charts' options (charts.OptionsFile); nil without charts
		Sweeps       []byte        // its answers to a reader's first move (livebuild.Sweeps); nil without controls
	}
)
