// Command install installs the npm packages of the project in the current
// folder as the build does (package nodedeps: npm ci --ignore-scripts into
// the user's cache folder, never the checkout), the devDependencies the
// browser tests run too, and prints the folders. test.sh runs it first, so
// that no test package waits on npm mid-run.
//
//	go run ./nodedeps/install
package main

import (
	"context"
	"fmt"
	"log"
	"os"
	"os/signal"

	"coursesite/nodedeps"
)

func main() {
	log.SetFlags(0)
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	if err := nodedeps.Ensure(ctx, ".", os.Stderr); err != nil {
		log.Fatal(err)
	}
	build, err := nodedeps.Dir(".")
	if err != nil {
		log.Fatal(err)
	}
	dev, err := nodedeps.EnsureDev(ctx, ".", os.Stderr)
	if err != nil {
		log.Fatal(err)
	}
	fmt.Printf("the build's npm packages: %s\nthe tests' (devDependencies too): %s\n", build, dev)
}
