package turkce

import (
	"strings"
	"testing"
	"unicode/utf8"
)

// patterns are the suffix patterns of the table below, in column order.
var patterns = []string{"(y)A", "DA", "DAn", "(y)I", "(s)I", "(n)In", "(s)I(n)I", "(s)I(n)A", "lIk", "DIr", "(s)IDIr", "(y)lA", "(I)ncI", "lAr", "(I)m",
	"(ş)Ar", "lI", "lIk(s)I", "lIk(y)A", "lIkDAn"}

// lastWordCases is every kind of last word a reading can have, written in
// digits, and the word with each suffix of patterns, as correct Turkish.
var lastWordCases = []struct {
	word, digits string
	forms        string // one per suffix of patterns
}{
	{"sıfır", "0", "sıfıra sıfırda sıfırdan sıfırı sıfırı sıfırın sıfırını sıfırına sıfırlık sıfırdır sıfırıdır sıfırla sıfırıncı sıfırlar sıfırım sıfırar sıfırlı sıfırlığı sıfırlığa sıfırlıktan"},
	{"bir", "1", "bire birde birden biri biri birin birini birine birlik birdir biridir birle birinci birler birim birer birli birliği birliğe birlikten"},
	{"iki", "2", "ikiye ikide ikiden ikiyi ikisi ikinin ikisini ikisine ikilik ikidir ikisidir ikiyle ikinci ikiler ikim ikişer ikili ikiliği ikiliğe ikilikten"},
	{"üç", "3", "üçe üçte üçten üçü üçü üçün üçünü üçüne üçlük üçtür üçüdür üçle üçüncü üçler üçüm üçer üçlü üçlüğü üçlüğe üçlükten"},
	{"dört", "4", "dörde dörtte dörtten dördü dördü dördün dördünü dördüne dörtlük dörttür dördüdür dörtle dördüncü dörtler dördüm dörder dörtlü dörtlüğü dörtlüğe dörtlükten"},
	{"beş", "5", "beşe beşte beşten beşi beşi beşin beşini beşine beşlik beştir beşidir beşle beşinci beşler beşim beşer beşli beşliği beşliğe beşlikten"},
	{"altı", "6", "altıya altıda altıdan altıyı altısı altının altısını altısına altılık altıdır altısıdır altıyla altıncı altılar altım altışar altılı altılığı altılığa altılıktan"},
	{"yedi", "7", "yediye yedide yediden yediyi yedisi yedinin yedisini yedisine yedilik yedidir yedisidir yediyle yedinci yediler yedim yedişer yedili yediliği yediliğe yedilikten"},
	{"sekiz", "8", "sekize sekizde sekizden sekizi sekizi sekizin sekizini sekizine sekizlik sekizdir sekizidir sekizle sekizinci sekizler sekizim sekizer sekizli sekizliği sekizliğe sekizlikten"},
	{"dokuz", "9", "dokuza dokuzda dokuzdan dokuzu dokuzu dokuzun dokuzunu dokuzuna dokuzluk dokuzdur dokuzudur dokuzla dokuzuncu dokuzlar dokuzum dokuzar dokuzlu dokuzluğu dokuzluğa dokuzluktan"},
	{"on", "10", "ona onda ondan onu onu onun onunu onuna onluk ondur onudur onla onuncu onlar onum onar onlu onluğu onluğa onluktan"},
	{"yirmi", "20", "yirmiye yirmide yirmiden yirmiyi yirmisi yirminin yirmisini yirmisine yirmilik yirmidir yirmisidir yirmiyle yirminci yirmiler yirmim yirmişer yirmili yirmiliği yirmiliğe yirmilikten"},
	{"otuz", "30", "otuza otuzda otuzdan otuzu otuzu otuzun otuzunu otuzuna otuzluk otuzdur otuzudur otuzla otuzuncu otuzlar otuzum otuzar otuzlu otuzluğu otuzluğa otuzluktan"},
	{"kırk", "40", "kırka kırkta kırktan kırkı kırkı kırkın kırkını kırkına kırklık kırktır kırkıdır kırkla kırkıncı kırklar kırkım kırkar kırklı kırklığı kırklığa kırklıktan"},
	{"elli", "50", "elliye ellide elliden elliyi ellisi ellinin ellisini ellisine ellilik ellidir ellisidir elliyle ellinci elliler ellim ellişer ellili elliliği elliliğe ellilikten"},
	{"altmış", "60", "altmışa altmışta altmıştan altmışı altmışı altmışın altmışını altmışına altmışlık altmıştır altmışıdır altmışla altmışıncı altmışlar altmışım altmışar altmışlı altmışlığı altmışlığa altmışlıktan"},
	{"yetmiş", "70", "yetmişe yetmişte yetmişten yetmişi yetmişi yetmişin yetmişini yetmişine yetmişlik yetmiştir yetmişidir yetmişle yetmişinci yetmişler yetmişim yetmişer yetmişli yetmişliği yetmişliğe yetmişlikten"},
	{"seksen", "80", "seksene seksende seksenden sekseni sekseni seksenin seksenini seksenine seksenlik seksendir seksenidir seksenle sekseninci seksenler seksenim seksener seksenli seksenliği seksenliğe seksenlikten"},
	{"doksan", "90", "doksana doksanda doksandan doksanı doksanı doksanın doksanını doksanına doksanlık doksandır doksanıdır doksanla doksanıncı doksanlar doksanım doksanar doksanlı doksanlığı doksanlığa doksanlıktan"},
	{"yüz", "100", "yüze yüzde yüzden yüzü yüzü yüzün yüzünü yüzüne yüzlük yüzdür yüzüdür yüzle yüzüncü yüzler yüzüm yüzer yüzlü yüzlüğü yüzlüğe yüzlükten"},
	{"bin", "1000", "bine binde binden bini bini binin binini binine binlik bindir binidir binle bininci binler binim biner binli binliği binliğe binlikten"},
	{"milyon", "1000000", "milyona milyonda milyondan milyonu milyonu milyonun milyonunu milyonuna milyonluk milyondur milyonudur milyonla milyonuncu milyonlar milyonum milyonar milyonlu milyonluğu milyonluğa milyonluktan"},
	{"milyar", "1000000000", "milyara milyarda milyardan milyarı milyarı milyarın milyarını milyarına milyarlık milyardır milyarıdır milyarla milyarıncı milyarlar milyarım milyarar milyarlı milyarlığı milyarlığa milyarlıktan"},
	{"trilyon", "1000000000000", "trilyona trilyonda trilyondan trilyonu trilyonu trilyonun trilyonunu trilyonuna trilyonluk trilyondur trilyonudur trilyonla trilyonuncu trilyonlar trilyonum trilyonar trilyonlu trilyonluğu trilyonluğa trilyonluktan"},
	{"katrilyon", "1000000000000000", "katrilyona katrilyonda katrilyondan katrilyonu katrilyonu katrilyonun katrilyonunu katrilyonuna katrilyonluk katrilyondur katrilyonudur katrilyonla katrilyonuncu katrilyonlar katrilyonum katrilyonar katrilyonlu katrilyonluğu katrilyonluğa katrilyonluktan"},
	{"kentilyon", "1000000000000000000", "kentilyona kentilyonda kentilyondan kentilyonu kentilyonu kentilyonun kentilyonunu kentilyonuna kentilyonluk kentilyondur kentilyonudur kentilyonla kentilyonuncu kentilyonlar kentilyonum kentilyonar kentilyonlu kentilyonluğu kentilyonluğa kentilyonluktan"},
}

// suffixOf is what a suffix added to word, given the suffixed form: the
// form minus the word, whose last letter may have softened (dört → dörd).
func suffixOf(t *testing.T, form, word string) string {
	t.Helper()
	_, size := utf8.DecodeLastRuneInString(word)
	stem := word[:len(word)-size]
	if !strings.HasPrefix(form, stem) || len(form) < len(word) {
		t.Fatalf("table error: %q is not a form of %q", form, word)
	}
	return form[len(word):]
}

// TestSuffixLastWords checks every suffix pattern after every kind of last
// word, in words and in digits: the digits take the suffix of the word they
// are read as, after an apostrophe and without softening.
func TestSuffixLastWords(t *testing.T) {
	for _, row := range lastWordCases {
		forms := strings.Fields(row.forms)
		if len(forms) != len(patterns) {
			t.Fatalf("table error: %q has %d forms for %d suffixes", row.word, len(forms), len(patterns))
		}
		if got, err := Aloud(row.digits); err != nil || !strings.HasSuffix(got, row.word) {
			t.Fatalf("table error: %q is read %q, %v; want it to end in %q", row.digits, got, err, row.word)
		}
		for i, pattern := range patterns {
			if got, err := Suffix(row.word, pattern); err != nil || got != forms[i] {
				t.Errorf("Suffix(%q, %q) = %q, %v; want %q", row.word, pattern, got, err, forms[i])
			}
			want := row.digits + Apostrophe + suffixOf(t, forms[i], row.word)
			if got, err := Suffix(row.digits, pattern); err != nil || got != want {
				t.Errorf("Suffix(%q, %q) = %q, %v; want %q", row.digits, pattern, got, err, want)
			}
		}
	}
}

// TestSuffixFollowsReading checks that only the last word of the reading
// decides, whatever comes before it, for the output of Digits and Words alike.
func TestSuffixFollowsReading(t *testing.T) {
	forms := map[string][]string{}
	for _, row := range lastWordCases {
		forms[row.word] = strings.Fields(row.forms)
	}
	values := []struct {
		x        float64
		decimals int
	}{
		{48, 0}, {5540, 0}, {11120, 0}, {100000, 0}, {1001000, 0}, {2e9, 0},
		{3e12 + 14, 0}, {999, 0}, {42.553, 1}, {20.07, 2}, {4.17, 2}, {4.1, 2},
		{0, 2}, {-5, 0}, {-40.2, 1}, {130.5, 1}, {136.7, 1}, {82.4, 1}, {1.5, 4},
	}
	for _, v := range values {
		r, y := Digits(v.x, v.decimals), Words(v.x, v.decimals)
		words := strings.Fields(y)
		last := words[len(words)-1]
		for i, pattern := range patterns {
			suffix := suffixOf(t, forms[last][i], last)
			if got, err := Suffix(r, pattern); err != nil || got != r+Apostrophe+suffix {
				t.Errorf("Suffix(%q, %q) = %q, %v; want %q", r, pattern, got, err, r+Apostrophe+suffix)
			}
			want := strings.Join(words[:len(words)-1], " ") + " " + forms[last][i]
			want = strings.TrimPrefix(want, " ")
			if got, err := Suffix(y, pattern); err != nil || got != want {
				t.Errorf("Suffix(%q, %q) = %q, %v; want %q", y, pattern, got, err, want)
			}
		}
	}
}

func TestSuffix(t *testing.T) {
	tests := []struct{ v, pattern, want string }{
		// From the issue and the lesson.
		{"5540", "DAn", "5540’tan"},
		{"kırk sekiz", "(s)I(n)I", "kırk sekizini"},
		{"%42,6", "(s)I", "%42,6’sı"},
		{"%42,6", "(s)I(n)I", "%42,6’sını"},
		{"yüzde 42,6", "(s)I(n)I", "yüzde 42,6’sını"},
		{"4", "(y)A", "4’e"},
		{"4", "(I)ncI", "4’üncü"},
		{"%8,3", "(s)I", "%8,3’ü"},
		{"%8,3", "(s)IDIr", "%8,3’üdür"},
		{"82,4", "DAn", "82,4’ten"},
		{"82,4", "(y)A", "82,4’e"},
		{"40,2", "(y)A", "40,2’ye"},
		{"85,1", "(y)A", "85,1’e"},
		{"130,5", "(y)A", "130,5’e"},
		{"136,7", "DIr", "136,7’dir"},
		{"48", "DA", "48’de"},
		{"10", "(n)In", "10’un"},
		{"K01", "(n)In", "K01’in"},
		{"on altı", "DA", "on altıda"},
		{"iki", "(y)A", "ikiye"},
		{"bir", "(y)A", "bire"},
		{"iki", "DIr", "ikidir"},
		{"beş", "(y)A", "beşe"},
		{"dört", "(y)A", "dörde"},
		{"dört", "(I)ncI", "dördüncü"},
		{"kırk", "(y)A", "kırka"},
		{"üç", "(y)I", "üçü"},
		{"90", "DA", "90’da"},
		{"100", "(y)A", "100’e"},
		{"1000", "DAn", "1000’den"},
		{"1000000", "DA", "1000000’da"},
		{"0", "DAn", "0’dan"},
		{"6", "(s)I", "6’sı"},
		{"3", "(I)ncI", "3’üncü"},
		{"2", "(I)ncI", "2’nci"},
		{"6", "(I)ncI", "6’ncı"},
		{"9", "(I)ncI", "9’uncu"},
		{"%4,17", "DIr", "%4,17’dir"},
		// Decimals, percentages, negatives: the decimals' reading decides.
		{"20,07", "(y)A", "20,07’ye"},
		{"4,10", "DA", "4,10’da"},
		{"0,00", "DAn", "0,00’dan"},
		{"3,1000", "DAn", "3,1000’den"},
		{"-3", "(y)A", "-3’e"},
		{"-%5", "DAn", "-%5’ten"},
		{"-0,0", "DA", "-0,0’da"},
		{"%100", "DAn", "%100’den"},
		{"eksi beş", "DAn", "eksi beşten"},
		{"yirmi virgül sıfır yedi", "(y)A", "yirmi virgül sıfır yediye"},
		{"yüzde kırk iki virgül altı", "(s)I(n)I", "yüzde kırk iki virgül altısını"},
		// Capitals: harmony reads Turkish lower case (I is ı, İ is i).
		{"Dört", "(y)A", "Dörde"},
		{"DÖRT", "(I)ncI", "DÖRDüncü"},
		{"İki", "(y)A", "İkiye"},
		{"Işık", "DA", "Işıkta"},
		{"KIRK", "(y)I", "KIRKı"},
		// Chains: each vowel follows the one before it, literal ones too.
		{"on", "lArDAn", "onlardan"},
		{"beş", "lArDAn", "beşlerden"},
		{"altı", "(s)I(n)DAn", "altısından"},
		{"on", "lIklArI", "onlukları"},
		{"on", "DAki", "ondaki"},
		{"on", "DAkilAr", "ondakiler"},
		{"on", "DAki(n)I", "ondakini"},
		{"5540", "DAkilAr", "5540’takiler"},
		{"beş", "(y)ken", "beşken"},
		{"iki", "(y)ken", "ikiyken"},
		// Other words: regular harmony, written form kept.
		{"altısı", "(n)A", "altısına"},
		{"isteği", "(n)I", "isteğini"},
		{"yol", "DA", "yolda"},
		{"kuyruk", "DA", "kuyrukta"},
		{"göz", "(y)A", "göze"},
		{"gün", "DAn", "günden"},
		{"bekleme", "(s)I", "beklemesi"},
		{"istek", "lAr", "istekler"},
		{"saniye", "(y)lA", "saniyeyle"},
		{"5540’tan", "DIr", "5540’tandır"},
		// A buffer with nothing to buffer leaves v as it is.
		{"beş", "(y)", "beş"},
		// The distributive: (ş) only after a vowel, dört softened; after
		// digits, as they are read.
		{"beş", "(ş)Ar", "beşer"},
		{"iki", "(ş)Ar", "ikişer"},
		{"dört", "(ş)Ar", "dörder"},
		{"on yedi", "(ş)Ar", "on yedişer"},
		{"5", "(ş)Ar", "5’er"},
		{"6", "(ş)Ar", "6’şar"},
		{"10", "(ş)Ar", "10’ar"},
		{"40", "(ş)Ar", "40’ar"},
		{"100", "(ş)Ar", "100’er"},
		{"%42,6", "(ş)Ar", "%42,6’şar"},
		{"İki", "(ş)Ar", "İkişer"},
		// The k of -lIk softens before a vowel, in one ek or across two,
		// after any word; not before a consonant, and never dört's t
		// before the l.
		{"5", "lIk(y)A", "5’liğe"},
		{"5’lik", "(y)A", "5’liğe"},
		{"5’lik", "DAn", "5’likten"},
		{"dörtlük", "(s)I", "dörtlüğü"},
		{"dört", "lIk(s)I", "dörtlüğü"},
		{"dört", "lIklAr", "dörtlükler"},
		{"iki", "lIk(s)I(n)I", "ikiliğini"},
		{"birlik", "DA", "birlikte"},
		{"birlik", "(y)lA", "birlikle"},
		{"DÖRTLÜK", "(y)A", "DÖRTLÜĞe"},
		{"kırk", "(y)A", "kırka"},
		{"kuyruk", "(y)A", "kuyruka"}, // lexical softening is not known here
		{"on", "DAki(n)I", "ondakini"},
		{"iki", "(y)ken", "ikiyken"},
	}
	for _, tt := range tests {
		if got, err := Suffix(tt.v, tt.pattern); err != nil || got != tt.want {
			t.Errorf("Suffix(%q, %q) = %q, %v; want %q", tt.v, tt.pattern, got, err, tt.want)
		}
	}
}

func TestSuffixErrors(t *testing.T) {
	tests := []struct{ v, pattern, want string }{
		{"beş", "", `ek "": empty; want a suffix such as (y)A or DAn`},
		{"beş", "X", `ek "X": unknown archiphoneme 'X' at byte 0; want A, I, D, a buffer (y), (n), (s), (ş), (I) or lower-case Turkish letters`},
		{"beş", "DAC", `ek "DAC": unknown archiphoneme 'C' at byte 2`},
		{"beş", "(x)A", `ek "(x)A": unknown buffer "(x)" at byte 0; want (y), (n), (s), (ş) or (I)`},
		{"beş", "(A)", `ek "(A)": unknown buffer "(A)" at byte 0`},
		{"beş", "(ğ)Ar", `ek "(ğ)Ar": unknown buffer "(ğ)" at byte 0; want (y), (n), (s), (ş) or (I)`},
		{"beş", "()", `ek "()": unknown buffer "()" at byte 0`},
		{"beş", "D(yA", `ek "D(yA": unclosed "(" at byte 1`},
		{"beş", "A)", `ek "A)": unknown archiphoneme ')' at byte 1`},
		{"beş", "D A", `ek "D A": unknown archiphoneme ' ' at byte 1`},
		{"beş", "’DA", `ek "’DA": unknown archiphoneme '’' at byte 0`},
		{"beş", "qA", `ek "qA": unknown archiphoneme 'q' at byte 0`},
		{"", "DA", `ek "DA" after "": empty value; want a number or a word`},
		{"beş ", "DA", `ek "DA" after "beş ": value ends in a space`},
		{"5540)", "DA", `ek "DA" after "5540)": value ends in ')'; want a letter or digit at the end`},
		{"%", "DA", `ek "DA" after "%": value ends in '%'`},
		{"beş.", "DA", `ek "DA" after "beş.": value ends in '.'`},
		{"km", "DA", `ek "DA" after "km": no vowel in "km" to harmonise with`},
		{"HTTP", "(y)A", `ek "(y)A" after "HTTP": no vowel in "http" to harmonise with`},
		{strings.Repeat("9", 22), "DA", `reading "9999999999999999999999" aloud: more than 21 significant digits`},
	}
	for _, tt := range tests {
		got, err := Suffix(tt.v, tt.pattern)
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("Suffix(%q, %q) = %q, %v; want error containing %q", tt.v, tt.pattern, got, err, tt.want)
		}
	}
}
