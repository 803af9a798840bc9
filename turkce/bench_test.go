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

func BenchmarkRakam(b *testing.B) {
	for b.Loop() {
		Rakam(5540.25, 1)
	}
}

func BenchmarkYazi(b *testing.B) {
	for b.Loop() {
		Yazi(5540.25, 1)
	}
}

func BenchmarkOkunusWords(b *testing.B) {
	for b.Loop() {
		if _, err := Okunus("beş bin beş yüz kırk virgül üç"); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkEkDigits(b *testing.B) {
	for b.Loop() {
		if _, err := Ek("5540,3", "(s)I(n)DAn"); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkEkWords(b *testing.B) {
	for b.Loop() {
		if _, err := Ek("kırk sekiz", "(s)I(n)I"); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkBasHarf(b *testing.B) {
	for b.Loop() {
		BasHarf("iki isteği")
	}
}
