// Package nodedeps makes sure the npm packages the build uses at build time
// (the ECharts runtime it bundles, KaTeX for math) are installed, exactly as
// package-lock.json pins them. A fresh clone needs no step of its own: the
// first build runs npm ci.
package nodedeps

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"

	"coursesite/internal/filelock"
	"coursesite/internal/proc"
)

// Missing lists the locked packages that node_modules lacks or holds at
// another version, as "name@version".
func Missing(root string) ([]string, error) {
	data, err := os.ReadFile(filepath.Join(root, "package-lock.json"))
	if err != nil {
		return nil, fmt.Errorf("npm packages: %v", err)
	}
	var lock struct {
		Packages map[string]struct {
			Version string `json:"version"`
			Dev     bool   `json:"dev"`
		} `json:"packages"`
	}
	if err := json.Unmarshal(data, &lock); err != nil {
		return nil, fmt.Errorf("npm packages: package-lock.json: %v", err)
	}
	var missing []string
	for dir, p := range lock.Packages {
		if !strings.HasPrefix(dir, "node_modules/") || p.Dev {
			continue
		}
		var got struct{ Version string }
		b, err := os.ReadFile(filepath.Join(root, dir, "package.json"))
		if err == nil {
			err = json.Unmarshal(b, &got)
		}
		if err != nil || got.Version != p.Version {
			missing = append(missing, strings.TrimPrefix(dir, "node_modules/")+"@"+p.Version)
		}
	}
	sort.Strings(missing)
	return missing, nil
}

// Ensure installs the locked npm packages with npm ci when any is missing,
// saying so on log. Installs in one root take turns under a lock file
// (.cache/npm.lock), and each looks again once it holds the lock: the test
// packages of a first `go test ./...` start together, and one's npm ci
// would otherwise empty node_modules under another's feet.
func Ensure(ctx context.Context, root string, log io.Writer) error {
	if err := os.MkdirAll(filepath.Join(root, ".cache"), 0o755); err != nil {
		return fmt.Errorf("npm packages: %v", err)
	}
	unlock, err := filelock.LockContext(ctx, filepath.Join(root, ".cache", "npm.lock"))
	if err != nil {
		return fmt.Errorf("npm packages: %w", err)
	}
	defer unlock()
	missing, err := Missing(root)
	if err != nil || len(missing) == 0 {
		return err
	}
	if _, err := exec.LookPath("npm"); err != nil {
		return fmt.Errorf("npm packages %s are not installed and npm is not on PATH: install Node.js and npm, then run npm ci in %s", strings.Join(missing, ", "), root)
	}
	fmt.Fprintf(log, "installing npm packages from package-lock.json (npm ci): %s\n", strings.Join(missing, ", "))
	cmd := proc.Command(ctx, "npm", "ci", "--no-audit", "--no-fund", "--loglevel=error")
	cmd.Dir = root
	cmd.Stdout = log
	cmd.Stderr = log
	if err := cmd.Run(); err != nil {
		if err := proc.Interrupted(ctx); err != nil {
			return fmt.Errorf("npm ci in %s: %w (node_modules may be partly installed; the next build runs npm ci again)", root, err)
		}
		return fmt.Errorf("npm ci in %s: %v (the build needs the packages in package-lock.json; is the npm registry reachable?)", root, err)
	}
	if missing, err := Missing(root); err != nil || len(missing) > 0 {
		return fmt.Errorf("npm ci left packages missing: %s %v", strings.Join(missing, ", "), err)
	}
	return nil
}
