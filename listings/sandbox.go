package listings

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
)

// A listing is a contributed lesson's program: it runs in a sandbox, so
// that a pull request's listing can do nothing but print. It runs
//
//   - with an empty environment but for the PATH that holds node, so no
//     secret of the person or the CI job running the check reaches it;
//   - in a temporary copy of its lesson's folder (copyFolder), under
//     Node's permission model (--experimental-permission on Node 20 and
//     21, --permission from 22): it may read its copy and nothing else,
//     write nothing, start no process and no worker;
//   - without network, in a network namespace of its own (unshare -rn)
//     where the system allows one; Node's model does not cover the
//     network, and Isolated says when the namespace cannot be had;
//   - in a process group of its own, killed when it ends, so nothing it
//     started outlives it; and within listingTimeout and maxOutput.

// isolation is what this machine gives a listing beyond Node's model.
type isolation struct {
	permission string // node's permission flag
	unshare    string // the unshare command, "" when no namespace can be had
	why        string // why not, for Isolated
}

var sandbox = sync.OnceValue(func() isolation {
	var iso isolation
	iso.permission = "--permission"
	if out, err := exec.Command("node", "--version").Output(); err == nil {
		if major, err := strconv.Atoi(strings.SplitN(strings.TrimPrefix(strings.TrimSpace(string(out)), "v"), ".", 2)[0]); err == nil && major < 22 {
			iso.permission = "--experimental-permission"
		}
	}
	unshare, err := exec.LookPath("unshare")
	if err != nil {
		iso.why = "no unshare command (util-linux) on PATH"
		return iso
	}
	if out, err := exec.Command(unshare, "-rn", "true").CombinedOutput(); err != nil {
		iso.why = "unshare -rn is refused here: " + strings.TrimSpace(string(out))
		return iso
	}
	iso.unshare = unshare
	return iso
})

// Isolated reports whether listings run without network on this machine,
// and if not, why: the check says so beside its findings.
func Isolated() (bool, string) {
	iso := sandbox()
	return iso.unshare != "", iso.why
}

// command returns the command that runs file, a listing in dir (the
// lesson's copy), with node, in the sandbox.
func command(ctx context.Context, node, dir, file string) *exec.Cmd {
	iso := sandbox()
	if real, err := filepath.EvalSymlinks(dir); err == nil {
		dir = real // the permission model compares real paths
	}
	// The listing's name comes after "--" and "./": a name such as
	// --env-file=e.js is a file to run, never an option of node's.
	args := []string{node, iso.permission, "--no-warnings", "--allow-fs-read=" + dir + string(os.PathSeparator), "--", "." + string(os.PathSeparator) + filepath.FromSlash(file)}
	if iso.unshare != "" {
		args = append([]string{iso.unshare, "-rn"}, args...)
	}
	cmd := exec.CommandContext(ctx, args[0], args[1:]...)
	cmd.Dir = dir
	cmd.Env = []string{"PATH=" + filepath.Dir(node)}
	ownGroup(cmd)
	return cmd
}
