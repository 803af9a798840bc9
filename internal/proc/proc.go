// Package proc starts the commands a build runs (node for KaTeX, npm ci, go
// build for the page's WebAssembly) so that they end with the build: a
// Ctrl-C, which cancels the build's context, ends every process a command
// started, grandchildren included (go build's compiler and linker, what
// npm runs), not only the one the build started.
package proc

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os/exec"
	"time"
)

// WaitDelay is how long Wait waits, once the command has exited or been
// killed, for its output to end before it closes the pipes itself: a
// process that escaped the kill while holding them must not keep the build
// from ending.
const WaitDelay = 2 * time.Second

// Command returns exec.CommandContext(ctx, name, args...) set up to end
// with ctx. On unix the command runs in a process group of its own, and
// cancelling ctx kills the whole group (SIGKILL); on Linux its first
// process is also killed if the build dies without cancelling (kill -9).
// Elsewhere cancelling kills the command's own process, as exec does. Its
// WaitDelay is WaitDelay.
//
// In a group of its own, the command no longer receives the terminal's
// Ctrl-C itself: the build's context, cancelled on the signal, is what
// ends it.
func Command(ctx context.Context, name string, args ...string) *exec.Cmd {
	cmd := exec.CommandContext(ctx, name, args...)
	cmd.WaitDelay = WaitDelay
	ownGroup(cmd)
	return cmd
}

// Interrupted returns nil while ctx is live, and once it is done an error
// saying the build was interrupted, wrapping ctx's cause (context.Canceled
// after a Ctrl-C). A command killed for a cancelled context fails with
// "signal: killed"; a caller asks Interrupted first, so that its error
// says what happened rather than that the command failed.
func Interrupted(ctx context.Context) error {
	if ctx.Err() == nil {
		return nil
	}
	return fmt.Errorf("build interrupted: %w", context.Cause(ctx))
}

// Node runs node with args, in on its standard input, and returns what it
// printed: the build's helpers that run under node (KaTeX, the charts'
// drawing) fail alike. Errors start with what (the caller's prefix,
// "katex"); a Ctrl-C says the build was interrupted (Interrupted), a
// missing node says what node does for the build (does: "renders the math
// at build time"), and a failed run carries what node wrote on stderr.
func Node(ctx context.Context, what, does string, in []byte, args ...string) ([]byte, error) {
	cmd := Command(ctx, "node", args...)
	cmd.Stdin = bytes.NewReader(in)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err == nil {
		return out, nil
	}
	if err := Interrupted(ctx); err != nil {
		return nil, fmt.Errorf("%s: %w", what, err)
	}
	if _, lookErr := exec.LookPath("node"); lookErr != nil {
		return nil, fmt.Errorf("%s: node is not installed; it %s (install Node.js)", what, does)
	}
	return nil, fmt.Errorf("%s: node failed: %v: %s", what, err, bytes.TrimSpace(stderr.Bytes()))
}

// A BatchError is a node script's word that it failed on one item of its
// batch (NodeBatch): the item's index, and what the script said.
type BatchError struct {
	Index int
	Msg   string
}

func (e *BatchError) Error() string { return fmt.Sprintf("item %d of the batch: %s", e.Index+1, e.Msg) }

// NodeBatch runs node as Node does, on a script that reads a batch on its
// standard input and writes a JSON array of one string for each item, or
// {"error", "index"} for the first item it failed on (a *BatchError): the
// build's helpers that render math and draw charts under node.
func NodeBatch(ctx context.Context, what, does string, in []byte, args ...string) ([]string, error) {
	res, err := Node(ctx, what, does, in, args...)
	if err != nil {
		return nil, err
	}
	var fail struct {
		Error string `json:"error"`
		Index int    `json:"index"`
	}
	if bytes.HasPrefix(res, []byte("{")) && json.Unmarshal(res, &fail) == nil {
		return nil, &BatchError{Index: fail.Index, Msg: fail.Error}
	}
	var out []string
	if err := json.Unmarshal(res, &out); err != nil {
		return nil, fmt.Errorf("%s: unexpected output from node: %.200s", what, res)
	}
	return out, nil
}
