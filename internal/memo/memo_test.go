package memo

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"sync"
	"sync/atomic"
	"testing"
)

// TestOnceComputesOnce: callers asking for one key at once get the value
// the first computed, which is computed once; a key whose computation
// failed is computed again by the next caller, who gets its own error.
func TestOnceComputesOnce(t *testing.T) {
	var m Once[string, int]
	var calls atomic.Int32
	var wg sync.WaitGroup
	got := make([]int, 8)
	for i := range got {
		wg.Add(1)
		go func() {
			defer wg.Done()
			got[i], _ = m.Get("k", func() (int, error) { return int(calls.Add(1)) * 10, nil })
		}()
	}
	wg.Wait()
	if calls.Load() != 1 {
		t.Errorf("computed %d times, want once", calls.Load())
	}
	for i, v := range got {
		if v != 10 {
			t.Errorf("caller %d got %d, want 10", i, v)
		}
	}
	errA, errB := errors.New("a"), errors.New("b")
	if _, err := m.Get("bad", func() (int, error) { return 0, errA }); err != errA {
		t.Errorf("first failing call: %v, want a", err)
	}
	if v, err := m.Get("bad", func() (int, error) { return 0, errB }); err != errB || v != 0 {
		t.Errorf("a failed key asked again: %d, %v, want its own error b", v, err)
	}
}

// TestKeyParts: two lists of parts that join to the same bytes are two
// keys, and a missing part is not an empty one.
func TestKeyParts(t *testing.T) {
	if Key([]byte("ab"), []byte("c")) == Key([]byte("a"), []byte("bc")) {
		t.Error(`Key("ab", "c") == Key("a", "bc")`)
	}
	if Key(Present(nil)) == Key(Present([]byte{})) {
		t.Error("a missing file keys as an empty one")
	}
}

// TestSums: a slice's hash is its bytes' SHA-256, asked again or on a nil
// Sums; two slices of the same bytes have the same hash.
func TestSums(t *testing.T) {
	var s Sums
	b := []byte("yük")
	h := sha256.Sum256(b)
	want := hex.EncodeToString(h[:])
	if s.Of(b) != want || s.Of(b) != want || s.Of([]byte("yük")) != want || (*Sums)(nil).Of(b) != want {
		t.Errorf("Of = %s, want %s", s.Of(b), want)
	}
}
