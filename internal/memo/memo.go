// Package memo computes a build's values once per distinct input: a value
// for each key, computed by the first caller while the others that ask for
// it wait (Once); the key of a value's inputs (Key); and the SHA-256 of
// bytes several pages publish, hashed once however many publish them
// (Sums). A build's memos go with it.
package memo

import (
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"sync"
	"unsafe"
)

// A Once is a value for each key, computed once: a caller that asks for a
// key being computed waits for it; a key whose computation failed is
// computed again by each caller (the error is its own, and may name its
// caller's files). The zero Once is ready to use.
type Once[K comparable, V any] struct {
	mu sync.Mutex
	m  map[K]*onceEntry[V]
}

type onceEntry[V any] struct {
	done chan struct{}
	v    V
	ok   bool
}

// Get returns the value of k, computing it with f unless it is known.
func (m *Once[K, V]) Get(k K, f func() (V, error)) (V, error) {
	m.mu.Lock()
	if m.m == nil {
		m.m = map[K]*onceEntry[V]{}
	}
	e, known := m.m[k]
	if !known {
		e = &onceEntry[V]{done: make(chan struct{})}
		m.m[k] = e
	}
	m.mu.Unlock()
	if known {
		<-e.done
		if e.ok {
			return e.v, nil
		}
		return f()
	}
	v, err := f()
	e.v, e.ok = v, err == nil
	close(e.done)
	return v, err
}

// Key returns the key of a value's inputs, parts: each part with its
// length, so that two lists of parts that join to the same bytes are two
// keys.
func Key(parts ...[]byte) [sha256.Size]byte {
	h := sha256.New()
	for _, p := range parts {
		h.Write(binary.AppendUvarint(nil, uint64(len(p))))
		h.Write(p)
	}
	return [sha256.Size]byte(h.Sum(nil))
}

// Present is a part of a Key that says whether b is there at all: a
// lesson without a file and one with an empty file are two inputs.
func Present(b []byte) []byte {
	if b == nil {
		return []byte{0}
	}
	return []byte{1}
}

// Bytes returns the bytes of s, for a Key: only read, not copied.
func Bytes(s string) []byte { return unsafe.Slice(unsafe.StringData(s), len(s)) }

// Hex returns the SHA-256 of data, in hex.
func Hex(data []byte) string {
	h := sha256.Sum256(data)
	return hex.EncodeToString(h[:])
}

// Sums are the SHA-256 of the byte slices a build publishes, each hashed
// once: bytes several pages publish are most often the same slice (the
// answers ahead of lessons with the same model, parameters and text; a
// shared rendering). A build's published bytes are never changed once
// made. A nil *Sums hashes every time.
type Sums struct {
	mu   sync.Mutex
	sums map[sliceID]summed
}

// A sliceID is a byte slice by where it is.
type sliceID struct {
	p *byte
	n int
}

// summed is the SHA-256 of bytes, and the bytes, held so that their
// memory is not reused for others while the build lasts.
type summed struct {
	b   []byte
	sum string
}

// Of returns the SHA-256 of b (hex).
func (s *Sums) Of(b []byte) string {
	if s == nil || len(b) == 0 {
		return Hex(b)
	}
	id := sliceID{unsafe.SliceData(b), len(b)}
	s.mu.Lock()
	v, ok := s.sums[id]
	s.mu.Unlock()
	if ok {
		return v.sum
	}
	sum := Hex(b)
	s.mu.Lock()
	if s.sums == nil {
		s.sums = map[sliceID]summed{}
	}
	s.sums[id] = summed{b, sum}
	s.mu.Unlock()
	return sum
}
