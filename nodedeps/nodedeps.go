// Package nodedeps installs the npm packages the build runs (KaTeX for
// math; ECharts, which it bundles for the page and runs under node to draw
// each chart; Pagefind, which indexes the pages for the search), exactly
// as package-lock.json pins them, and says where they are. A fresh clone
// needs no step of its own: the first build runs npm ci.
//
// The packages are installed outside the project, in a folder of the
// user's cache (cachedir.Base()/node/KEY, KEY a hash of package.json and
// package-lock.json), from copies of those two files, with
// `npm ci --ignore-scripts`: a node_modules in the checkout is never read
// (a commit can put anything there, an edited katex of the locked version
// too), and none of the packages runs code as it is installed (none of the
// locked ones has an install script). npm checks every package against the
// lock file's integrity hash, and the folder is renamed into place only
// once npm ci has finished, so a folder that exists is an install the
// build made, whole.
package nodedeps

import (
	"context"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"coursesite/internal/cachedir"
	"coursesite/internal/filelock"
	"coursesite/internal/proc"
)

// Missing lists the locked packages that dir/node_modules lacks or holds
// at another version, as "name@version", by dir's package-lock.json: the
// build's (dependencies), or with dev every package the lock file names
// but the optional ones.
func Missing(dir string) ([]string, error) { return missing(dir, false) }

func missing(dir string, dev bool) ([]string, error) {
	data, err := os.ReadFile(filepath.Join(dir, "package-lock.json"))
	if err != nil {
		return nil, fmt.Errorf("npm packages: %v", err)
	}
	want, err := locked(data, dev)
	if err != nil {
		return nil, err
	}
	var missing []string
	for p, version := range want {
		var got struct{ Version string }
		b, err := os.ReadFile(filepath.Join(dir, filepath.FromSlash(p), "package.json"))
		if err == nil {
			err = json.Unmarshal(b, &got)
		}
		if err != nil || got.Version != version {
			missing = append(missing, strings.TrimPrefix(p, "node_modules/")+"@"+version)
		}
	}
	sort.Strings(missing)
	return missing, nil
}

// locked returns the packages the lock file lock installs (dev: the
// devDependencies too; never the optional ones, which a platform may
// lack), their folders mapped to their versions.
func locked(lock []byte, dev bool) (map[string]string, error) {
	var l struct {
		Packages map[string]struct {
			Version  string `json:"version"`
			Dev      bool   `json:"dev"`
			Optional bool   `json:"optional"`
		} `json:"packages"`
	}
	if err := json.Unmarshal(lock, &l); err != nil {
		return nil, fmt.Errorf("npm packages: package-lock.json: %v", err)
	}
	want := map[string]string{}
	for p, pkg := range l.Packages {
		if strings.HasPrefix(p, "node_modules/") && (dev || !pkg.Dev) && !pkg.Optional {
			want[p] = pkg.Version
		}
	}
	return want, nil
}

// installFormat names how an install is made; change it with npm's
// arguments, so installs made the old way are made again.
const installFormat = "npm ci --ignore-scripts 1"

// Dir returns the folder the build's npm packages for the project at root
// are installed in (by Ensure): it holds copies of root's package.json and
// package-lock.json and their node_modules. It installs nothing.
func Dir(root string) (string, error) {
	d, _, err := place(root, false)
	return d, err
}

// place returns the install folder of root's packages (dev: the
// devDependencies too) and the files it is made from, by name.
func place(root string, dev bool) (string, map[string][]byte, error) {
	files := map[string][]byte{}
	lock, err := os.ReadFile(filepath.Join(root, "package-lock.json"))
	if err != nil {
		return "", nil, fmt.Errorf("npm packages: %v", err)
	}
	files["package-lock.json"] = lock
	pkg, err := os.ReadFile(filepath.Join(root, "package.json"))
	if err == nil {
		files["package.json"] = pkg
	} else if !errors.Is(err, os.ErrNotExist) {
		return "", nil, fmt.Errorf("npm packages: %v", err)
	}
	h := sha256.New()
	for _, part := range [][]byte{[]byte(installFormat), []byte(fmt.Sprint(dev)), pkg, lock} {
		h.Write(binary.AppendUvarint(nil, uint64(len(part))))
		h.Write(part)
	}
	name := hex.EncodeToString(h.Sum(nil))[:24]
	if dev {
		name += "-dev"
	}
	base, err := cachedir.Base()
	if err != nil {
		return "", nil, err
	}
	d := filepath.Join(base, "node", name)
	if err := cachedir.Outside(d, root); err != nil {
		return "", nil, err
	}
	return d, files, nil
}

// Ensure installs the build's npm packages for the project at root
// (package-lock.json's dependencies) in Dir(root) with npm ci when they are
// not there, saying so on log.
func Ensure(ctx context.Context, root string, log io.Writer) error {
	_, err := ensure(ctx, root, false, log)
	return err
}

// EnsureDev is Ensure for every package of the lock file, the
// devDependencies too (the browser tests' Lighthouse and axe-core), in a
// folder of their own, which it returns.
func EnsureDev(ctx context.Context, root string, log io.Writer) (string, error) {
	return ensure(ctx, root, true, log)
}

// ensure installs root's packages (dev: all of them) when their folder
// lacks any, and returns the folder. Installs of one folder take turns
// under a lock file beside it, and each looks again once it holds the lock:
// the test packages of a first `go test ./...` start together.
func ensure(ctx context.Context, root string, dev bool, log io.Writer) (string, error) {
	dir, files, err := place(root, dev)
	if err != nil {
		return "", err
	}
	if m, err := missing(dir, dev); err == nil && len(m) == 0 {
		return dir, nil
	}
	parent := filepath.Dir(dir)
	if err := os.MkdirAll(parent, 0o755); err != nil {
		return "", fmt.Errorf("npm packages: %v", err)
	}
	// Another build may be installing them (npm ci: a minute on a slow
	// network); ten are past any install that ends.
	unlock, err := filelock.LockWithin(ctx, dir+".lock", 10*time.Minute, "another build installing npm packages into "+dir)
	if err != nil {
		return "", fmt.Errorf("npm packages: %w", err)
	}
	defer unlock()
	m, err := missing(dir, dev)
	if err == nil && len(m) == 0 {
		return dir, nil
	}
	want, err := locked(files["package-lock.json"], dev)
	if err != nil {
		return "", err
	}
	m = nil
	for p, version := range want {
		m = append(m, strings.TrimPrefix(p, "node_modules/")+"@"+version)
	}
	sort.Strings(m)
	if err := os.RemoveAll(dir); err != nil { // an install damaged since
		return "", fmt.Errorf("npm packages: %v", err)
	}
	if _, err := exec.LookPath("npm"); err != nil {
		return "", fmt.Errorf("npm packages %s are not installed and npm is not on PATH: install Node.js and npm (the build then installs them itself)", strings.Join(m, ", "))
	}
	what := strings.Join(m, ", ")
	if len(m) > 8 {
		what = fmt.Sprintf("%d packages", len(m))
	}
	fmt.Fprintf(log, "installing npm packages from package-lock.json (npm ci) into %s: %s\n", dir, what)
	tmp, err := os.MkdirTemp(parent, "."+filepath.Base(dir)+".tmp-")
	if err != nil {
		return "", fmt.Errorf("npm packages: %v", err)
	}
	defer os.RemoveAll(tmp) // nothing left once renamed
	for name, data := range files {
		if err := os.WriteFile(filepath.Join(tmp, name), data, 0o644); err != nil {
			return "", fmt.Errorf("npm packages: %v", err)
		}
	}
	args := []string{"ci", "--ignore-scripts", "--no-audit", "--no-fund", "--loglevel=error"}
	if !dev {
		args = append(args, "--omit=dev")
	}
	cmd := proc.Command(ctx, "npm", args...)
	cmd.Dir = tmp
	cmd.Stdout = log
	cmd.Stderr = log
	if err := cmd.Run(); err != nil {
		if err := proc.Interrupted(ctx); err != nil {
			return "", fmt.Errorf("npm ci: %w (nothing was installed; the next build runs npm ci again)", err)
		}
		return "", fmt.Errorf("npm ci: %v (the build needs the packages in package-lock.json; is the npm registry reachable?)", err)
	}
	if m, err := missing(tmp, dev); err != nil || len(m) > 0 {
		return "", fmt.Errorf("npm ci left packages missing: %s %v", strings.Join(m, ", "), err)
	}
	if err := os.Rename(tmp, dir); err != nil {
		return "", fmt.Errorf("npm packages: %v", err)
	}
	return dir, nil
}
