package tables

import (
	"math"
	"strings"
	"testing"

	"coursesite/model"
)

func TestRender(t *testing.T) {
	tb := &model.Table{Columns: []string{"ad", "sure", "oran"}, Rows: []model.Row{
		{Key: "a", Cells: []model.Cell{{Value: 180, Decimals: 1, Fixed: true}, {Value: 8.333, Decimals: 1, Fixed: true, Prefix: "%"}}},
		{Key: "b", Cells: []model.Cell{{Value: 220.0 / 3, Decimals: 1}, {Value: math.NaN(), Decimals: 1}}},
	}}
	got, err := Render("paylar", tb, Words{Caption: "Başlık <data>200</data> ms", Columns: []string{"Ad", "Süre (ms)", "Oran"}, Rows: []string{"açgözlü", "eşit &amp; <i>x</i>"}})
	if err != nil {
		t.Fatal(err)
	}
	want := `<figure class="table" id="table-paylar"><div class="table-scroll" tabindex="0" role="region" aria-labelledby="table-paylar-caption">` +
		`<table><caption id="table-paylar-caption">Başlık <data>200</data> ms</caption>` +
		`<thead><tr><th scope="col">Ad</th><th scope="col" class="number">Süre (ms)</th><th scope="col" class="number">Oran</th></tr></thead>` +
		`<tbody><tr><th scope="row">açgözlü</th><td class="number">180,0</td><td class="number">%8,3</td></tr>` +
		`<tr><th scope="row">eşit &amp; <i>x</i></th><td class="number">73,3</td><td class="number">—</td></tr></tbody></table></div></figure>`
	if got != want {
		t.Errorf("got:\n%s\nwant:\n%s", got, want)
	}
}

// TestRowHeadedByNumber: a row without a key is headed by its first cell.
func TestRowHeadedByNumber(t *testing.T) {
	tb := &model.Table{Columns: []string{"dk", "yuzde"}, Rows: []model.Row{{Cells: []model.Cell{{Value: 12}, {Value: 42.553, Decimals: 1, Fixed: true, Prefix: "%"}}}}}
	got, err := Render("d", tb, Words{Caption: "c", Columns: []string{"Süre", "Yüzde"}, Rows: []string{""}})
	if err != nil || !strings.Contains(got, `<tr><th scope="row" class="number">12</th><td class="number">%42,6</td></tr>`) {
		t.Errorf("%s, %v", got, err)
	}
}

func TestRenderRejects(t *testing.T) {
	tb := &model.Table{Columns: []string{"a", "b"}, Rows: []model.Row{{Key: "x", Cells: []model.Cell{{}, {}}}}}
	if _, err := Render("t", tb, Words{Columns: []string{"A", "B"}, Rows: []string{"X"}}); err == nil || !strings.Contains(err.Error(), "row 1 has 2 cells, want 1") {
		t.Errorf("a row too long: %v", err)
	}
	if _, err := Render("t", tb, Words{Columns: []string{"A"}, Rows: []string{"X"}}); err == nil {
		t.Error("too few headers: no error")
	}
}

func TestCell(t *testing.T) {
	for c, want := range map[model.Cell]string{
		{Value: 20555.6, Decimals: 2, Fixed: true, Suffix: " B/s"}: "20555,60 B/s",
		{Value: 10479.999999999998, Decimals: 1}:                   "10480",
		{Value: -0.01, Decimals: 1}:                                "0",
		{Value: 2, Suffix: "/48"}:                                  "2/48",
		{Value: 0.125, Decimals: 2, Fixed: true}:                   "0,13", // toFixed's tie, away from zero
	} {
		if got := Cell(c); got != want {
			t.Errorf("Cell(%+v) = %q, want %q", c, got, want)
		}
	}
}
