//go:build !unix

package proc

import "os/exec"

// ownGroup leaves cmd as exec makes it: cancelling kills its own process
// only. (Windows would need a job object to end a whole tree.)
func ownGroup(*exec.Cmd) {}
