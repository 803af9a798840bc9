//go:build unix

package proc

import (
	"errors"
	"os"
	"os/exec"
	"syscall"
)

// ownGroup puts cmd in a process group of its own, whose id is its pid,
// and makes cancelling kill the whole group.
func ownGroup(cmd *exec.Cmd) {
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	dieWithParent(cmd.SysProcAttr)
	cmd.Cancel = func() error {
		err := syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL)
		if errors.Is(err, syscall.ESRCH) {
			return os.ErrProcessDone
		}
		return err
	}
}
