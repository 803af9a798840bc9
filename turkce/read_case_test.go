package turkce

import "testing"

func TestChainCase(t *testing.T) {
	for chain, want := range map[string]struct {
		c          Case
		poss, open bool
	}{
		"":          {Nominative, false, false},
		"DAn":       {Ablative, false, false},
		"(y)A":      {Dative, false, false},
		"DA":        {Locative, false, false},
		"(n)In":     {Genitive, false, false},
		"(y)I":      {Accusative, false, false},
		"DIr":       {Nominative, false, false},
		"(s)I":      {Nominative, true, false},
		"(s)I(n)I":  {Accusative, true, false},
		"(s)I(n)DA": {Locative, true, false},
		"(s)IDIr":   {Nominative, true, false},
		"lIk":       {Nominative, false, true},
		"lIk(s)I":   {Nominative, true, false},
	} {
		c, poss, open := ChainCase(chain)
		if c != want.c || poss != want.poss || open != want.open {
			t.Errorf("ChainCase(%q) = %v, %v, %v; want %v, %v, %v", chain, c, poss, open, want.c, want.poss, want.open)
		}
	}
}

func TestWordCase(t *testing.T) {
	for w, want := range map[string]struct {
		c    Case
		poss bool
	}{
		// The nouns a lesson writes after a number, in each case.
		"milisaniyeye": {Dative, false}, "olaya": {Dative, false}, "ms’ye": {Dative, false}, "KiB’ye": {Dative, false},
		"katına": {Dative, true}, "yarısına": {Dative, true},
		"milisaniyeden": {Ablative, false}, "ms’den": {Ablative, false}, "eşiğinden": {Ablative, true}, "okumalardan": {Ablative, false},
		"milisaniyede": {Locative, false}, "ms’de": {Locative, false}, "olayda": {Locative, false},
		"isteğin": {Genitive, false}, "olayın": {Genitive, false}, "kuyruğun": {Genitive, false}, "olayının": {Genitive, true},
		"payının": {Genitive, true}, "K01’in": {Genitive, false},
		"isteği": {Accusative, false}, "olayı": {Accusative, false}, "ortancayı": {Accusative, false}, "sayısını": {Accusative, true},
		"yarısı": {Nominative, true}, "ortancası": {Nominative, true},
		// Nominatives that end as an inflected form does, and verbs.
		"milisaniye": {Nominative, false}, "gönderi": {Nominative, false}, "okuma": {Nominative, false}, "boyunca": {Nominative, false},
		"uzun": {Nominative, false}, "çıkar": {Nominative, false}, "indirir": {Nominative, false}, "azdır": {Nominative, false},
		"milisaniyelik": {Nominative, false}, "kez": {Nominative, false}, "olay": {Nominative, false},
	} {
		c, poss := WordCase(w)
		if c != want.c || poss != want.poss {
			t.Errorf("WordCase(%q) = %v, %v; want %v, %v", w, c, poss, want.c, want.poss)
		}
	}
}

func TestIsNegative(t *testing.T) {
	for w, want := range map[string]bool{
		"düşmez": true, "kurtarmıyor": true, "kurtaramıyor": true, "görünmez": true, "olmadı": true, "değildir": true,
		"yok": true, "kaybetmez": true, "dönmüyor": true, "geçmez": true,
		"düşer": false, "çıkar": false, "yokken": false, "mezun": false, "olmaz": true, "gelir": false, "kalır": false,
	} {
		if IsNegative(w) != want {
			t.Errorf("IsNegative(%q) = %v, want %v", w, !want, want)
		}
	}
}
