//go:build !js

package msg

import (
	"fmt"
	"io"
)

// Errorf is fmt.Errorf.
func Errorf(format string, a ...any) error { return fmt.Errorf(format, a...) }

// Sprintf is fmt.Sprintf.
func Sprintf(format string, a ...any) string { return fmt.Sprintf(format, a...) }

// Fprintf is fmt.Fprintf.
func Fprintf(w io.Writer, format string, a ...any) (int, error) {
	return fmt.Fprintf(w, format, a...)
}

// Sprint returns x as fmt.Sprint(x) does.
func Sprint(x any) string { return fmt.Sprint(x) }
