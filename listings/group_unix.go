//go:build unix

package listings

import (
	"os/exec"
	"syscall"
)

// ownGroup runs cmd in a process group of its own, and has it killed,
// group and all, when its context ends; killGroup kills what is left of
// it once it has exited.
func ownGroup(cmd *exec.Cmd) {
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	cmd.Cancel = func() error { return syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL) }
}

// killGroup kills every process left in cmd's group: a child the listing
// started and did not wait for.
func killGroup(cmd *exec.Cmd) {
	if cmd.Process != nil {
		_ = syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL)
	}
}
