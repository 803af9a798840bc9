// Package workers runs independent jobs on a bounded number of
// goroutines: the build's pages, the check's settings, a page's sweeps.
// Every caller needs the same three things of it: no more jobs at once
// than it allows (the preview's background check leaves the other cores
// to the builds an author waits for), each job's outcome where the caller
// can read them in the jobs' order (so that a build says the same on any
// number of cores), and a job's panic kept to that job, as its error, so
// that one bug is reported where failures are rather than crashing the
// preview.
package workers

import (
	"context"
	"fmt"
	"runtime"
	"runtime/debug"
	"sync"
	"sync/atomic"
)

// A PanicError is the error of a job that panicked: a bug of the job's
// code, which the caller reports as it reports the job's failures.
type PanicError struct {
	Job   int    // the job's index
	Value any    // what the job panicked with
	Stack []byte // where it panicked, for the bug's report
}

func (e *PanicError) Error() string {
	return fmt.Sprintf("job %d panicked (a bug of the code, please report it): %v", e.Job, e.Value)
}

// Each calls job(i) for every i below n, at most limit at a time (one, in
// the caller's goroutine, when limit is below 2), and returns once every
// call has returned. The result holds each job's error at its index, so
// that the caller reads them in its jobs' order whichever finished first;
// a job that panicked has a *PanicError there. Once ctx is done no further
// job starts, and those that did not start have ctx's error.
func Each(ctx context.Context, limit, n int, job func(i int) error) []error {
	errs := make([]error, n)
	run := func(i int) {
		if err := ctx.Err(); err != nil {
			errs[i] = err
			return
		}
		defer func() {
			if v := recover(); v != nil {
				errs[i] = &PanicError{Job: i, Value: v, Stack: debug.Stack()}
			}
		}()
		errs[i] = job(i)
	}
	limit = min(limit, n)
	if limit < 2 {
		for i := range n {
			run(i)
		}
		return errs
	}
	var next atomic.Int64
	var wg sync.WaitGroup
	for range limit {
		wg.Go(func() {
			for i := int(next.Add(1) - 1); i < n; i = int(next.Add(1) - 1) {
				run(i)
			}
		})
	}
	wg.Wait()
	return errs
}

type limitKey struct{}

// WithLimit returns a context under which the jobs that read their limit
// from it (Limit) run at most n at once, rather than GOMAXPROCS: a build
// renders and lays out n pages at once, the check's exploration computes
// on n cores. The preview's drift check, which runs in the background,
// leaves the other cores to the builds an author waits for.
func WithLimit(ctx context.Context, n int) context.Context {
	return context.WithValue(ctx, limitKey{}, n)
}

// Limit returns how many jobs run at once under ctx: GOMAXPROCS, or what
// WithLimit says.
func Limit(ctx context.Context) int {
	if n, ok := ctx.Value(limitKey{}).(int); ok && n >= 1 {
		return n
	}
	return runtime.GOMAXPROCS(0)
}
