//go:build js

package msg

import (
	"errors"
	"io"
)

// Errorf returns an error whose message is format with its verbs replaced
// by a, wrapping the errors of its %w verbs, as fmt.Errorf does.
func Errorf(format string, a ...any) error {
	s, wrapped := render(format, a)
	if len(wrapped) == 0 {
		return errors.New(s)
	}
	return &wrapError{s, wrapped}
}

// Sprintf returns format with its verbs replaced by a, as fmt.Sprintf does.
func Sprintf(format string, a ...any) string {
	s, _ := render(format, a)
	return s
}

// Fprintf writes format, its verbs replaced by a, to w, as fmt.Fprintf
// does.
func Fprintf(w io.Writer, format string, a ...any) (int, error) {
	return io.WriteString(w, Sprintf(format, a...))
}

// Sprint returns x as fmt.Sprint(x) does.
func Sprint(x any) string { return value('v', x) }
