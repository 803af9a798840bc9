package site

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"text/template"

	"coursesite/jsnum"
	"coursesite/sim"
)

func jsString(x float64) string { return jsnum.String(x) }

// lessonRun is a pageRun over the lesson's real model.
func lessonRun(t *testing.T) *pageRun {
	t.Helper()
	m, err := sim.Parse("model.json", mustRead(t, filepath.Join(projectRoot, "content/zaman-asimi-butceleri/model.json")))
	if err != nil {
		t.Fatal(err)
	}
	s := sim.Hesapla(m)
	p := &Page{Src: "ders.md", URL: "ders/", Sonuc: s, Figures: s.Degerler()}
	return &pageRun{site: New(os.DirFS(projectRoot), nil), page: p}
}

// TestNumberFunctions runs the authoring vocabulary on the lesson's model:
// the text each action writes inside its <data> element.
func TestNumberFunctions(t *testing.T) {
	run := lessonRun(t)
	for _, tc := range []struct{ in, want string }{
		{`{{ sayi "tarifeYavas.acgozlu.bosaIs" | ek "DAn" }}`, "5540’tan"},
		{`{{ sayi "tarifeYavas.agirlikli.bosaIs" | ek "(y)A" }}`, "11120’ye"},
		{`{{ yazi "n" | ek "(s)I(n)I" }}`, "kırk sekizini"},
		{`{{ yazi "arizasiz.esit.yanit" | ek "(s)I(n)I" }}`, "kırk altısını"},
		{`{{ yazi "cagri" | ek "(y)A" }}`, "beşe"},
		{`{{ yazi "yapi.oncekiCagri" | ek "(y)A" }}`, "dörde"},
		{`{{ yazi "yapi.oncekiCagri" | ek "(I)ncI" }}`, "dördüncü"},
		{`{{ yazi "tarifeYavas.acgozlu.sucTarife" }}`, "otuz altı"},
		{`{{ yazi "dongu.arizasiz.tarife.uzunluk" | ek "DA" }}`, "on yedide"},
		{`{{ sayi 1 "sonTarih.yanitYuzde" | ek "(s)IDIr" }}`, "8,3’üdür"},
		{`{{ sayi 1 "duyarlilik1.yuzde" | ek "(s)I(n)I" }}`, "42,6’sını"},
		{`{{ sayi 1 "duyarlilik2.yuzde" | ek "(y)A" }}`, "85,1’e"},
		{`{{ sayi 1 "yuva.acgozlu.toplamIptalli" | ek "(y)A" }}`, "82,4’e"},
		{`{{ sayi 1 "tarifeYavas.acgozlu.yuva" | ek "DAn" }}`, "82,4’ten"},
		{`{{ sayi 1 "tarifeYavas.agirlikli.yuva" | ek "(y)A" }}`, "40,2’ye"},
		{`{{ sayi 1 "yuva.agirlikli.toplamIptalsiz" | ek "DIr" }}`, "136,7’dir"},
		{`{{ sayi 1 "yuva.acgozlu.toplamIptalsiz" | ek "(y)A" }}`, "130,5’e"},
		{`{{ sayi "n" | ek "DA" }}`, "48’de"},
		{`{{ sayi "arizaPayiDk" }}`, "28,2"},
		{`{{ sayi "tepeOkuma" }}`, "416,67"},
		{`{{ sayi 2 "sonTarih.kibSaniye" }}`, "20,07"},
		{`{{ yazi 2 "sonTarih.kibSaniye" }}`, "yirmi virgül sıfır yedi"},
		{`{{ sayi 0 "bosaIsOrani" }}`, "2"},
		{`{{ yazi 0 "bosaIsOrani" }}`, "iki"},
		{`{{ yazi "yapi.politika" | ek "(s)I" | buyuk }}`, "Üçü"},
		{`{{ yazi "yapi.ucretOkuma" | buyuk }}`, "İki"},
		{`{{ yazi "agirlik.tarife" | ek "(y)A" }}`, "bire"},
		{`{{ yazi "agirlik.olcu" | ek "DIr" }}`, "ikidir"},
		{`{{ mertebe "tarifeYavaslama" }}`, "onlarca"},
		{`{{ yazi "tarifeYavas.agirlikli.sucOlcu" }}`, "sıfır"},
		{`{{ sayi 5540 | ek "DAn" }}`, "5540’tan"},
		{`{{ yazi 1000000 }}`, "bir milyon"},
		{`{{ yazi -5 }}`, "eksi beş"},
		{`{{ ek "(s)I" "%42,6" }}`, "%42,6’sı"},
	} {
		got, err := execute(run, tc.in)
		if err != nil {
			t.Errorf("%s: %v", tc.in, err)
			continue
		}
		if text := dataText(got); text != tc.want {
			t.Errorf("%s = %q, want %q (html %s)", tc.in, text, tc.want, got)
		}
	}
}

// TestNumeralMarkup: a numeral says which figure it is and how it was
// written, so the check and the page can tell model text from typed text.
func TestNumeralMarkup(t *testing.T) {
	run := lessonRun(t)
	for in, want := range map[string]string{
		`{{ sayi "tarifeYavas.acgozlu.bosaIs" | ek "DAn" }}`: `<data value="5540" data-ad="tarifeYavas.acgozlu.bosaIs" data-bicim="sayi" data-ek="DAn">5540’tan</data>`,
		`{{ sayi 1 "tarifeYavas.acgozlu.yuva" }}`:            `<data value="82.43121500000001" data-ad="tarifeYavas.acgozlu.yuva" data-bicim="sayi:1">82,4</data>`,
		`{{ yazi "yapi.politika" | ek "(s)I" | buyuk }}`:     `<data value="3" data-ad="yapi.politika" data-bicim="yazi" data-ek="(s)I" data-buyuk="">Üçü</data>`,
		`{{ sayi 48 }}`: `<data value="48" data-bicim="sayi">48</data>`,
		`{{ yazi "n" | ek "(s)I" | ek "(n)DAn" }}`: `<data value="48" data-ad="n" data-bicim="yazi" data-ek="(s)I+(n)DAn">kırk sekizinden</data>`,
	} {
		got, err := execute(run, in)
		if err != nil {
			t.Errorf("%s: %v", in, err)
		} else if got != want {
			t.Errorf("%s\n got %s\nwant %s", in, got, want)
		}
	}
}

func TestNumberFunctionErrors(t *testing.T) {
	run := lessonRun(t)
	for in, want := range map[string]string{
		`{{ sayi "tarifeYavas.acgozlu.bosais" }}`: `unknown model figure "tarifeYavas.acgozlu.bosais"; nearest: tarifeYavas.acgozlu.bosaIs`,
		`{{ sayi 1.5 "n" }}`:                      `sayi: decimals must be a whole number from 0 to 100, got 1.5`,
		`{{ sayi 1 2 3 }}`:                        `sayi: want [decimals] value, got 3 arguments`,
		`{{ yazi true }}`:                         `yazi: want a model figure's name or a number, got bool`,
		`{{ sayi "n" | ek "X" }}`:                 `ek`,
		`{{ iddia "x" "n >" }}`:                   `iddia "x": cannot parse "n >"`,
		`{{ iddia "x" "n + 1" }}`:                 `is a number, want a comparison`,
		`{{ iddia "x" "n > 100" }}`:               `claim "x" does not hold: n > 100, where n = 48`,
		`{{ iddia "x" "foo(n) > 1" }}`:            `unknown function "foo"`,
		`{{ mertebe "agirlik.tarife" }}`:          `mertebe "agirlik.tarife": 1 is below 2`,
		`{{ tablo "yok" }}`:                       `unknown table "yok"`,
	} {
		_, err := execute(run, in)
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: error %v, want it to contain %q", in, err, want)
		}
	}
}

func execute(run *pageRun, src string) (string, error) {
	tm, err := template.New("t").Funcs(run.funcs()).Parse(src)
	if err != nil {
		return "", err
	}
	run.problems, run.unknown = nil, nil
	var b strings.Builder
	err = tm.Execute(&b, nil)
	if err == nil {
		err = errors.Join(run.problems...)
	}
	return b.String(), err
}

// dataText returns the text inside a <data> element, or s itself.
func dataText(s string) string {
	if i := strings.Index(s, ">"); strings.HasPrefix(s, "<data") && i >= 0 {
		return strings.TrimSuffix(s[i+1:], "</data>")
	}
	return s
}
