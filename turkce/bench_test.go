package turkce

import (
	"testing"

	"coursesite/jsnum"
)

// The benchmarks are read as ratios against BenchmarkToFixed, the
// rounding every other function starts from.

func BenchmarkToFixed(b *testing.B) {
	for b.Loop() {
		jsnum.ToFixed(5540.25, 1)
	}
}

func BenchmarkDigits(b *testing.B) {
	for b.Loop() {
		Digits(5540.25, 1)
	}
}

func BenchmarkWords(b *testing.B) {
	for b.Loop() {
		Words(5540.25, 1)
	}
}

func BenchmarkAloud(b *testing.B) {
	for b.Loop() {
		if _, err := Aloud("beş bin beş yüz kırk virgül üç"); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkSuffixDigits(b *testing.B) {
	for b.Loop() {
		if _, err := Suffix("5540,3", "(s)I(n)DAn"); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkSuffixWords(b *testing.B) {
	for b.Loop() {
		if _, err := Suffix("kırk sekiz", "(s)I(n)I"); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkCapitalize(b *testing.B) {
	for b.Loop() {
		Capitalize("iki isteği")
	}
}
