//go:build linux

package proc

import "syscall"

// dieWithParent has the kernel kill the command's first process when the
// build dies without cancelling it (kill -9, an out-of-memory kill). Linux
// sends the signal when the thread that started the command exits, which in
// Go happens only when a goroutine locked to its thread ends still locked:
// nothing in the build does that.
func dieWithParent(a *syscall.SysProcAttr) { a.Pdeathsig = syscall.SIGKILL }
