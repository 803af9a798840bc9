// Package tables writes a lesson's tables as HTML: a model gives a table's
// numbers and structure (model.Table), the lesson gives its words (its
// caption and headers, HTML written by package prose), and Render puts
// them together — numbers in Turkish format, rounded as the model says,
// right-aligned, a row's header as its first cell. Nothing in a table is
// typed by hand, and nothing here knows a lesson.
package tables

import (
	"html"
	"math"
	"strings"

	"coursesite/internal/msg"
	"coursesite/model"
	"coursesite/numeral"
	"coursesite/turkce"
)

// Words are a table's words, as HTML: its caption, one header per column,
// and one per row that has a key ("" for a row its first cell heads).
// They are package prose's output, every string of the lesson in them
// escaped (its text, and what its actions print); Render escapes every
// number it writes. So a table holds no markup a lesson wrote, in the
// build's page as in the one the WebAssembly renders for a reader.
type Words struct {
	// Label is what the caption starts with, the table's number within
	// its lesson ("Tablo 3.", package numbering); "" for none (the page's
	// engine, which keeps the page's own).
	Label   string
	Caption string
	Columns []string
	Rows    []string
}

// Labeled returns caption, HTML, with label (plain text) before it in a
// span of its own, which the page's engine keeps when it writes the
// caption again after a reader's move: its number is the page's, not the
// model's.
func Labeled(label, caption string) string {
	if label == "" {
		return caption
	}
	return `<span class="figure-label">` + html.EscapeString(label) + `</span> ` + caption
}

// Render returns table t, called name, as one HTML <figure>:
//
//	<figure class="table" id="table-NAME"><div class="table-scroll" tabindex="0" role="region"
//	aria-labelledby="table-NAME-caption"><table><caption id="table-NAME-caption">…
//
// The box scrolls a table wider than the page: the keyboard reaches it,
// and a screen reader names it by its caption.
func Render(name string, t *model.Table, w Words) (string, error) {
	if err := check(name, t, w); err != nil {
		return "", err
	}
	var b strings.Builder
	msg.Fprintf(&b, `<figure class="table" id="table-%s"><div class="table-scroll" tabindex="0" role="region" aria-labelledby="table-%s-caption"><table>`, name, name)
	msg.Fprintf(&b, `<caption id="table-%s-caption">%s</caption><thead><tr>`, name, Labeled(w.Label, oneLine(w.Caption)))
	for i, h := range w.Columns {
		cls := ""
		if i > 0 {
			cls = ` class="number"`
		}
		msg.Fprintf(&b, `<th scope="col"%s>%s</th>`, cls, oneLine(h))
	}
	b.WriteString("</tr></thead><tbody>")
	for i, r := range t.Rows {
		cells := r.Cells
		if r.Key != "" {
			msg.Fprintf(&b, `<tr><th scope="row">%s</th>`, oneLine(w.Rows[i]))
		} else {
			msg.Fprintf(&b, `<tr><th scope="row" class="number">%s</th>`, html.EscapeString(Cell(cells[0])))
			cells = cells[1:]
		}
		for _, c := range cells {
			msg.Fprintf(&b, `<td class="number">%s</td>`, html.EscapeString(Cell(c)))
		}
		b.WriteString("</tr>")
	}
	b.WriteString("</tbody></table></div></figure>")
	return b.String(), nil
}

// check reports a table whose words do not fit it, or whose rows do not
// fit its columns: a model's mistake, said before any HTML is written.
func check(name string, t *model.Table, w Words) error {
	if len(t.Columns) == 0 {
		return msg.Errorf("table %q has no columns", name)
	}
	if len(w.Columns) != len(t.Columns) || len(w.Rows) != len(t.Rows) {
		return msg.Errorf("table %q: %d column and %d row headers for %d columns and %d rows", name, len(w.Columns), len(w.Rows), len(t.Columns), len(t.Rows))
	}
	for i, r := range t.Rows {
		want := len(t.Columns)
		if r.Key != "" {
			want--
		}
		if len(r.Cells) != want {
			return msg.Errorf("table %q: row %d has %d cells, want %d", name, i+1, len(r.Cells), want)
		}
	}
	return nil
}

// Cell writes a cell's number in Turkish: rounded to its decimals as
// JavaScript's toFixed rounds, trailing zeros kept when it is Fixed,
// between its prefix and suffix. A number the settings leave undefined
// reads as a dash.
func Cell(c model.Cell) string {
	if math.IsNaN(c.Value) || math.IsInf(c.Value, 0) {
		return numeral.Dash
	}
	s := turkce.Digits(c.Value, min(max(c.Decimals, 0), turkce.MaxDecimals))
	if !c.Fixed && strings.Contains(s, ",") {
		s = strings.TrimRight(strings.TrimRight(s, "0"), ",")
	}
	if s == "-0" {
		s = "0"
	}
	return c.Prefix + s + c.Suffix
}

// oneLine folds HTML's whitespace to single spaces: a newline, let alone a
// blank line, would end Markdown's raw HTML block.
func oneLine(h string) string { return strings.Join(strings.Fields(h), " ") }
