package turkce

import (
	"math"
	"strings"
	"testing"
)

func TestWords(t *testing.T) {
	tests := []struct {
		x        float64
		decimals int
		want     string
	}{
		// Every kind of last word.
		{0, 0, "sıfır"},
		{1, 0, "bir"},
		{2, 0, "iki"},
		{3, 0, "üç"},
		{4, 0, "dört"},
		{5, 0, "beş"},
		{6, 0, "altı"},
		{7, 0, "yedi"},
		{8, 0, "sekiz"},
		{9, 0, "dokuz"},
		{10, 0, "on"},
		{20, 0, "yirmi"},
		{30, 0, "otuz"},
		{40, 0, "kırk"},
		{50, 0, "elli"},
		{60, 0, "altmış"},
		{70, 0, "yetmiş"},
		{80, 0, "seksen"},
		{90, 0, "doksan"},
		{100, 0, "yüz"},
		{1000, 0, "bin"},
		{1e6, 0, "bir milyon"},
		{1e9, 0, "bir milyar"},
		{1e12, 0, "bir trilyon"},
		{1e15, 0, "bir katrilyon"},
		{1e18, 0, "bir kentilyon"},
		// Compounds: words written separately; one hundred and one thousand
		// without "bir", one million with it.
		{11, 0, "on bir"},
		{48, 0, "kırk sekiz"},
		{99, 0, "doksan dokuz"},
		{101, 0, "yüz bir"},
		{110, 0, "yüz on"},
		{200, 0, "iki yüz"},
		{999, 0, "dokuz yüz doksan dokuz"},
		{1001, 0, "bin bir"},
		{1100, 0, "bin yüz"},
		{2000, 0, "iki bin"},
		{5540, 0, "beş bin beş yüz kırk"},
		{11120, 0, "on bir bin yüz yirmi"},
		{21000, 0, "yirmi bir bin"},
		{100000, 0, "yüz bin"},
		{101000, 0, "yüz bir bin"},
		{1000001, 0, "bir milyon bir"},
		{1001000, 0, "bir milyon bin"},
		{2000000, 0, "iki milyon"},
		{1e12 + 1, 0, "bir trilyon bir"},
		{999999999999, 0, "dokuz yüz doksan dokuz milyar dokuz yüz doksan dokuz milyon dokuz yüz doksan dokuz bin dokuz yüz doksan dokuz"},
		{4e12 + 3e9 + 2e6 + 1e3, 0, "dört trilyon üç milyar iki milyon bin"},
		// Decimals: leading zeros one by one, the rest as an integer.
		{42.553, 1, "kırk iki virgül altı"},
		{20.07, 2, "yirmi virgül sıfır yedi"},
		{4.17, 2, "dört virgül on yedi"},
		{4.1, 2, "dört virgül on"},
		{0.5, 1, "sıfır virgül beş"},
		{0.005, 3, "sıfır virgül sıfır sıfır beş"},
		{0, 2, "sıfır virgül sıfır sıfır"},
		{3.1, 3, "üç virgül yüz"},
		{2.25, 2, "iki virgül yirmi beş"},
		{1.5, 4, "bir virgül beş bin"},
		// Rounding exactly as the tables round.
		{122.25, 1, "yüz yirmi iki virgül üç"},
		{1.005, 2, "bir virgül sıfır sıfır"},
		{2.5, 0, "üç"},
		// Negatives.
		{-5, 0, "eksi beş"},
		{-0.5, 0, "eksi bir"},
		{-42.553, 1, "eksi kırk iki virgül altı"},
		{-0.04, 1, "eksi sıfır virgül sıfır"},
		// Outside the range Words falls back to what Digits writes.
		{1e21, 0, "1e+21"},
		{math.NaN(), 0, "NaN"},
		{0.1, 30, "0,100000000000000005551115123126"},
	}
	for _, tt := range tests {
		if got := Words(tt.x, tt.decimals); got != tt.want {
			t.Errorf("Words(%v, %d) = %q, want %q", tt.x, tt.decimals, got, tt.want)
		}
	}
}

func TestWordsEErrors(t *testing.T) {
	tests := []struct {
		x        float64
		decimals int
		want     string
	}{
		{1, -1, "yazi: -1 decimals out of range; want 0 to 100"},
		{1, 101, "yazi: 101 decimals out of range"},
		{math.NaN(), 0, "yazi: NaN cannot be written in digits"},
		{math.Inf(1), 2, "yazi: +Inf cannot be written in digits"},
		{1e21, 0, "yazi: 1e+21 cannot be written in digits"},
		{0.1, 30, "yazi: 0.1 to 30 decimals: decimals: more than 21 significant digits"},
	}
	for _, tt := range tests {
		got, err := WordsE(tt.x, tt.decimals)
		if err == nil || !strings.HasPrefix(err.Error(), tt.want) {
			t.Errorf("WordsE(%v, %d) = %q, %v; want error starting %q", tt.x, tt.decimals, got, err, tt.want)
		}
	}
	// The largest value below 1e21 is still named.
	if _, err := WordsE(math.Nextafter(1e21, 0), 0); err != nil {
		t.Errorf("WordsE(largest below 1e21) failed: %v", err)
	}
}

func TestAloud(t *testing.T) {
	tests := []struct{ v, want string }{
		{"5540", "beş bin beş yüz kırk"},
		{"%42,6", "yüzde kırk iki virgül altı"},
		{"42,6", "kırk iki virgül altı"},
		{"-3", "eksi üç"},
		{"0", "sıfır"},
		{"0,05", "sıfır virgül sıfır beş"},
		{"-%5", "eksi yüzde beş"},
		{"%-5", "yüzde eksi beş"},
		{"1000000000000", "bir trilyon"},
		{"999999999999999999999", "dokuz yüz doksan dokuz kentilyon dokuz yüz doksan dokuz katrilyon dokuz yüz doksan dokuz trilyon dokuz yüz doksan dokuz milyar dokuz yüz doksan dokuz milyon dokuz yüz doksan dokuz bin dokuz yüz doksan dokuz"},
		// Words are already a reading and stay as written.
		{"kırk sekiz", "kırk sekiz"},
		{"Kırk sekiz", "Kırk sekiz"},
		{"yirmi virgül sıfır yedi", "yirmi virgül sıfır yedi"},
		{"YÜZDE İKİ", "YÜZDE İKİ"},
		// Mixed, as the lesson writes percentages, and spacing normalised.
		{"yüzde 42,6", "yüzde kırk iki virgül altı"},
		{"  beş   bin ", "beş bin"},
	}
	for _, tt := range tests {
		got, err := Aloud(tt.v)
		if err != nil || got != tt.want {
			t.Errorf("Aloud(%q) = %q, %v; want %q", tt.v, got, err, tt.want)
		}
	}
}

func TestAloudErrors(t *testing.T) {
	tests := []struct{ v, want string }{
		{"", `okunus "": empty; want a number`},
		{"   ", `okunus "   ": empty; want a number`},
		{"abc", `okunus "abc": "abc" is neither digits nor a number word`},
		{"kırk elma", `okunus "kırk elma": "elma" is neither digits nor a number word`},
		{"NaN", `okunus "NaN": "NaN" is neither digits nor a number word`},
		{"42.6", `okunus "42.6": unexpected '.' at byte 2; want digits with a decimal comma`},
		{"1e+21", `okunus "1e+21": unexpected 'e' at byte 1; want digits with a decimal comma`},
		{"05", `okunus "05": leading zero at byte 0`},
		{"--5", `okunus "--5": repeated '-' at byte 1`},
		{"%%5", `okunus "%%5": repeated '%' at byte 1`},
		{"-", `okunus "-": want a digit at byte 1`},
		{"%", `okunus "%": want a digit at byte 1`},
		{",5", `okunus ",5": want a digit at byte 0`},
		{"5,", `okunus "5,": want a digit after the decimal comma at byte 2`},
		{"5,5,5", `okunus "5,5,5": unexpected ',' at byte 3; want digits`},
		{"5540’tan", `okunus "5540’tan": unexpected '’' at byte 4`},
		{"yüzde 4x", `okunus "yüzde 4x": "4x": unexpected 'x' at byte 1`},
		{"1" + strings.Repeat("0", 21), `more than 21 significant digits; the largest named group is kentilyon`},
		{"0,1" + strings.Repeat("0", 21), `decimals: more than 21 significant digits`},
	}
	for _, tt := range tests {
		got, err := Aloud(tt.v)
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("Aloud(%q) = %q, %v; want error containing %q", tt.v, got, err, tt.want)
		}
	}
}
