// Package exeid names the program that is running by its content, so that
// what it made can be kept on disk and taken over by a later run only when
// that run is the same program: the same models, the same engine.
package exeid

import (
	"bytes"
	"crypto/sha256"
	"debug/elf"
	"encoding/hex"
	"errors"
	"io"
	"os"
	"sync"
)

// ID returns a name of the running executable that changes whenever its
// code does: the content part of the Go build ID the linker put in it (a
// hash of the rest of the binary), or, where that cannot be read, a hash
// of the whole file. It is computed once per process; the error says why
// there is none (no file to read).
func ID() (string, error) { return id() }

var id = sync.OnceValues(func() (string, error) {
	// On Linux the running program's own file, even when a new build has
	// since replaced the one at its path (os.Executable would name that).
	if id, err := Of("/proc/self/exe"); err == nil {
		return id, nil
	}
	exe, err := os.Executable()
	if err != nil {
		return "", err
	}
	return Of(exe)
})

// Of returns the ID of the executable in file (see ID).
func Of(file string) (string, error) {
	if id, err := goBuildID(file); err == nil {
		return "go:" + id, nil
	}
	f, err := os.Open(file)
	if err != nil {
		return "", err
	}
	defer f.Close()
	h := sha256.New()
	if _, err := io.Copy(h, f); err != nil {
		return "", err
	}
	return "sha256:" + hex.EncodeToString(h.Sum(nil)), nil
}

// goBuildID reads the Go build ID from an ELF executable's
// .note.go.buildid note: a name "Go", type 4, and the ID as its
// description. The ID is actionID/…/contentID; its whole is kept (the
// content ID alone would do, the rest costs nothing).
func goBuildID(file string) (string, error) {
	f, err := elf.Open(file)
	if err != nil {
		return "", err
	}
	defer f.Close()
	s := f.Section(".note.go.buildid")
	if s == nil || s.Size > 4096 {
		return "", errors.New("no Go build ID note")
	}
	note, err := s.Data()
	if err != nil {
		return "", err
	}
	if len(note) < 16 {
		return "", errors.New("short Go build ID note")
	}
	order := f.ByteOrder
	nameSize, descSize, typ := order.Uint32(note), order.Uint32(note[4:]), order.Uint32(note[8:])
	const goBuildIDTag = 4
	name := note[12:]
	if typ != goBuildIDTag || nameSize != 4 || !bytes.HasPrefix(name, []byte("Go\x00\x00")) {
		return "", errors.New("not a Go build ID note")
	}
	desc := name[4:]
	if uint64(descSize) > uint64(len(desc)) || descSize == 0 {
		return "", errors.New("truncated Go build ID note")
	}
	return string(desc[:descSize]), nil
}
