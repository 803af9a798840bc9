package charts

import (
	"regexp"
	"strings"
	"testing"
)

// rowsOf reads a data table's HTML back as rows of cell texts, a table a
// block, with each table's caption first.
func rowsOf(h string) [][]string {
	var out [][]string
	cell := regexp.MustCompile(`<(?:caption|th|td)[^>]*>([^<]*)</(?:caption|th|td)>`)
	row := regexp.MustCompile(`<caption>[^<]*</caption>|<tr>.*?</tr>`)
	for _, r := range row.FindAllString(h, -1) {
		var cells []string
		for _, c := range cell.FindAllStringSubmatch(r, -1) {
			cells = append(cells, c[1])
		}
		out = append(out, cells)
	}
	return out
}

func tableRows(t *testing.T, option string) [][]string {
	t.Helper()
	h, err := DataTables("g", []byte(option))
	if err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(h, `<div class="table-scroll" tabindex="0" role="region" aria-label="`); n != strings.Count(h, "<table") || n == 0 {
		t.Errorf("%d tables, %d in focusable named boxes:\n%s", strings.Count(h, "<table"), n, h)
	}
	return rowsOf(h)
}

func equalRows(t *testing.T, got, want [][]string) {
	t.Helper()
	if len(got) != len(want) {
		t.Fatalf("rows:\n%q\nwant\n%q", got, want)
	}
	for i := range want {
		if strings.Join(got[i], "|") != strings.Join(want[i], "|") {
			t.Errorf("row %d: %q, want %q", i, got[i], want[i])
		}
	}
}

// TestDataTablesCategories: a bar chart gives a row per category and a
// column per series, its value axis's name as the caption, and its marked
// lines in a table of their own (without a column no line has a value
// in), in Turkish numbers.
func TestDataTablesCategories(t *testing.T) {
	got := tableRows(t, `{"xAxis":{"type":"category","name":"politika","data":["açgözlü","eşit"]},
	 "yAxis":{"type":"value","name":"süre (ms)"},
	 "series":[{"type":"bar","name":"tarife payı","data":[{"value":180},{"value":90.25}],
	   "markLine":{"data":[{"name":"tarife olağan 6 ms","yAxis":6}]}},
	  {"type":"bar","name":"ölçü payı","data":[0,"-"]}]}`)
	equalRows(t, got, [][]string{
		{"süre (ms)"},
		{"politika", "tarife payı", "ölçü payı"},
		{"açgözlü", "180", "0"},
		{"eşit", "90,3", ""},
		// A horizontal line has no x: its table has no column for one.
		{"", "süre (ms)"},
		{"tarife payı, tarife olağan 6 ms", "6"},
	})
}

// TestDataTablesHorizontal: bars along x take their categories from y.
func TestDataTablesHorizontal(t *testing.T) {
	got := tableRows(t, `{"xAxis":{"type":"value","name":"dakika"},"yAxis":{"type":"category","data":["a","b"]},
	 "series":[{"type":"bar","name":"harcanan","data":[12,24]},{"type":"bar","name":"kalan","data":[16.2,4.2]}]}`)
	equalRows(t, got, [][]string{
		{"dakika"},
		{"", "harcanan", "kalan"},
		{"a", "12", "16,2"},
		{"b", "24", "4,2"},
	})
}

// TestDataTablesPoints: series of [x, y] points sharing their x values
// share a table, a row per x; a series of other x values has its own;
// series of a few points beside them (labelled dots) are listed point by
// point, with the marks, in the series' order. Two stacked grids get a table each, captioned with their
// titles, the upper one's x axis named as the lower one's.
func TestDataTablesPoints(t *testing.T) {
	got := tableRows(t, `{"title":[{"text":"Arızasız"},{"text":"Yavaş"}],"grid":[{},{}],
	 "xAxis":[{"type":"value"},{"type":"value","name":"istek","gridIndex":1}],
	 "yAxis":[{"type":"value","name":"süre (ms)"},{"type":"value","name":"süre (ms)","gridIndex":1}],
	 "series":[
	  {"type":"line","name":"açgözlü","data":[{"value":[1,38]},{"value":[2,40]},{"value":[3,41]},{"value":[4,39]},{"value":[5,38.04]}]},
	  {"type":"line","name":"eşit","data":[[1,30],[2,31],[3,32],[4,33],[5,34]]},
	  {"type":"line","name":"eşik","data":[],"markLine":{"data":[{"name":"eşik","yAxis":200}]}},
	  {"type":"line","name":"açgözlü","xAxisIndex":1,"yAxisIndex":1,"data":[[1,182],[2,200],[3,200],[4,200],[5,199],[6,150]],
	   "markPoint":{"data":[{"name":"ortanca","coord":[3,200]}]}},
	  {"type":"scatter","name":"eşit","xAxisIndex":1,"yAxisIndex":1,"data":[{"name":"eşit","value":[90,2]}]}
	 ]}`)
	equalRows(t, got, [][]string{
		{"Arızasız: süre (ms)"},
		{"istek", "açgözlü", "eşit"},
		{"1", "38", "30"}, {"2", "40", "31"}, {"3", "41", "32"}, {"4", "39", "33"}, {"5", "38", "34"},
		{"Arızasız"},
		{"", "süre (ms)"},
		{"eşik", "200"},
		{"Yavaş: süre (ms)"},
		{"istek", "açgözlü"},
		{"1", "182"}, {"2", "200"}, {"3", "200"}, {"4", "200"}, {"5", "199"}, {"6", "150"},
		{"Yavaş"},
		{"", "istek", "süre (ms)"},
		{"açgözlü, ortanca", "3", "200"},
		{"eşit", "90", "2"},
	})
}

// TestDataTablesSeriesCaptions: series of a grid that do not share their
// x values each get a table captioned with their name, not only the axis
// they all read; a grid's title said again by its axis is said once.
func TestDataTablesSeriesCaptions(t *testing.T) {
	got := tableRows(t, `{"title":[{"text":"Bekleyen olay"}],"xAxis":{"type":"value","name":"zaman (ms)"},"yAxis":{"type":"value","name":"bekleyen olay"},
	 "series":[{"type":"line","name":"sınırsız kuyruk","data":[[0,0],[1,2],[3,1],[4,0],[6,0]]},
	  {"type":"line","name":"düşüren kuyruk","data":[[0,0],[2,1],[5,0],[7,0],[8,0]]}]}`)
	equalRows(t, got, [][]string{
		{"Bekleyen olay: sınırsız kuyruk"},
		{"zaman (ms)", "sınırsız kuyruk"},
		{"0", "0"}, {"1", "2"}, {"3", "1"}, {"4", "0"}, {"6", "0"},
		{"Bekleyen olay: düşüren kuyruk"},
		{"zaman (ms)", "düşüren kuyruk"},
		{"0", "0"}, {"2", "1"}, {"5", "0"}, {"7", "0"}, {"8", "0"},
	})
	for _, tc := range []struct{ title, extra, want string }{
		{"Meşgul yuva", "meşgul yuva", "Meşgul yuva"},
		{"Düşen istek", "düşen istek (48 istekte)", "Düşen istek (48 istekte)"},
		{"İptal", "iptal sinyali", "İptal sinyali"},
		{"Arızasız gün", "uçtan uca süre (ms)", "Arızasız gün: uçtan uca süre (ms)"},
		{"", "süre (ms)", "süre (ms)"},
	} {
		if got := joinCaption(tc.title, tc.extra); got != tc.want {
			t.Errorf("joinCaption(%q, %q) = %q, want %q", tc.title, tc.extra, got, tc.want)
		}
	}
}

// TestDataTablesEscape: a chart's words stay text in its tables.
func TestDataTablesEscape(t *testing.T) {
	h, err := DataTables("g", []byte(`{"xAxis":{"type":"category","data":["<b>x</b>"]},"yAxis":{"type":"value","name":"</noscript></table><script>"},
	 "series":[{"type":"bar","name":"a & \"b\"","data":[1]}]}`))
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(h, "<b>") || strings.Contains(h, "<script") || !strings.Contains(h, "&lt;/noscript&gt;&lt;/table&gt;&lt;script&gt;") || strings.Contains(h, "</noscript") || !strings.Contains(h, "a &amp; &#34;b&#34;") {
		t.Errorf("words not escaped: %s", h)
	}
	if _, err := DataTables("g", []byte(`{"series":`)); err == nil {
		t.Error("options that are not JSON gave tables")
	}
}
