package check

import (
	"strings"
	"testing"
)

// The relations a sentence states (package relation) are claims the check
// explores: a relation false at a reader's setting, or at the lesson's
// own, is a finding at its words, named; a kabul after its sentence
// accepts the page's mark, an iddia of its paragraph states it instead; a
// sentence shaped like a relation the reader cannot read, and a kabul that
// accepts nothing, are findings too.
func TestRelations(t *testing.T) {
	const less = `{{ eger "kisaIs > 0" }}Kısa iş {{ sayi "kisaIs" }}, gelen {{ sayi "n" | ek "DAn" }} azdır.{{ yoksa }}Kısa iş yok.{{ son }}`
	runMutations(t, []mutation{
		{name: "a relation a reader's setting makes false",
			new: less,
			want: []found{{`sayi "kisaIs"`, `relation "Kısa iş …, gelen …’dan azdır" (less than, read from its sentence) does not hold at ?carpan=0.5: (kisaIs < n) || !(kisaIs > 0), where kisaIs = 6, n = 6; ` +
				`write the sentence under a condition, narrow the control, or accept the page's mark there with {{ kabul "neden" }} after the sentence, or state the claim it makes yourself with {{ iddia … }} (and at 32 more of the 258 settings explored)`}}},
		{name: "a relation false at the lesson's settings",
			new: `İşler {{ sayi "toplam" | ek "DAn" }} {{ sayi "ortalama" | ek "(y)A" }} çıkar.`,
			want: []found{{`sayi "toplam"`, `relation "İşler …’den …’ye çıkar" (a rise, read from its sentence) does not hold at the lesson's settings: ortalama > toplam, where ortalama = 20, toplam = 120; ` +
				`write the sentence as the model has it, under a condition, or state the claim it makes yourself with {{ iddia … }}`}}},
		{name: "a relation accepted after its sentence",
			new: strings.Replace(less, "azdır.", `azdır.{{ kabul "okur süreleri kısaltınca her iş kısa olur" }}`, 1)},
		{name: "a relation an iddia of its paragraph states",
			new: strings.Replace(less, "azdır.", `azdır.{{ iddia "kısa iş gelenlerden çok değildir" "kisaIs <= n" }}`, 1)},
		{name: "a sentence shaped like a relation the check cannot read",
			new:  `Bekleme {{ sayi "enUzun" | ek "DAn" }} azdır ve {{ sayi "n" }} iş gelir.`,
			want: []found{{`sayi "enUzun"`, `the sentence reads like less than ("Bekleme …’dan azdır"), which the check cannot read: it names no figure for the rest of it; state the claim it makes with {{- iddia "…" "… < enUzun" }}`}}},
		{name: "a kabul that accepts nothing",
			new:  `Toplam {{ sayi "toplam" }} ms sürer.{{ kabul "neden" }}`,
			want: []found{{`kabul`, `kabul accepts no relation: the check reads none in the sentence before it; remove it, or accept a claim of your own with {{ iddia "…" "…" | kabul "neden" }}`}}},
	})
}

// check -v lists each relation read, with its expression and where it
// does not hold; check -fix -explicit=FILE:LINE writes it as an iddia
// after its paragraph, which the reader then leaves to its author.
func TestRelationsListedAndWritten(t *testing.T) {
	sentence := `İşçi {{ sayi "sure1.ms" | ek "DAn" }} {{ sayi "sure3.ms" | ek "(y)A" }} çıkar.`
	typed := replace(t, lessonFile, firstSentence, firstSentence+" "+sentence)
	dir := writeProject(t, map[string]string{lessonFile: typed})
	code, out, _ := run("-v")
	want := lessonFile + `:10:112: relation "İşçi …’dan …’a çıkar" (a rise): sure3.ms > sure1.ms: holds at the lesson's settings; it holds wherever the settings explored show it` + "\n"
	if code != ExitClean || !strings.Contains(out, want) {
		t.Fatalf("exit %d, stdout:\n%s\nwant it to list\n%s", code, out, want)
	}
	code, _, errOut := run("-fix", "-explicit="+lessonFile+":10")
	if code != ExitClean || !strings.Contains(errOut, "check -fix: bound 0 numbers and stated 1 relation in 1 file") {
		t.Fatalf("-fix -explicit: exit %d, stderr %s", code, errOut)
	}
	fixed := readFile(t, dir, lessonFile)
	if want := sentence + "\n{{- iddia \"İşçi …’dan …’a çıkar\" \"sure3.ms > sure1.ms\" }}\n"; !strings.Contains(fixed, want) {
		t.Errorf("the lesson reads\n%s\nwant it to hold\n%s", fixed, want)
	}
	if code, out, errOut := run("-v"); code != ExitClean || !strings.Contains(out, `relation "İşçi …’dan …’a çıkar" (a rise): sure3.ms > sure1.ms; an iddia of its paragraph states it`) {
		t.Errorf("after -explicit: exit %d, stdout:\n%s\n%s", code, out, errOut)
	}
}
