//go:build !unix

package listings

import "os/exec"

// ownGroup leaves cmd as it is: without process groups, the permission
// model's refusal to start processes is what keeps a listing from leaving
// one behind.
func ownGroup(cmd *exec.Cmd) {}

// killGroup does nothing without process groups.
func killGroup(cmd *exec.Cmd) {}
