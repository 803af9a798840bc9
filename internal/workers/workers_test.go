package workers

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"
)

// TestEachErrorsAtTheirJobs: every job runs once, and its error stands at
// its index whichever job finished first.
func TestEachErrorsAtTheirJobs(t *testing.T) {
	for _, limit := range []int{-1, 0, 1, 3, 100} {
		var mu sync.Mutex
		ran := map[int]int{}
		errs := Each(context.Background(), limit, 20, func(i int) error {
			time.Sleep(time.Duration(20-i) * 100 * time.Microsecond) // the last first
			mu.Lock()
			ran[i]++
			mu.Unlock()
			if i%3 == 0 {
				return fmt.Errorf("job %d failed", i)
			}
			return nil
		})
		if len(errs) != 20 || len(ran) != 20 {
			t.Fatalf("limit %d: %d errors, %d jobs run; want 20 and 20", limit, len(errs), len(ran))
		}
		for i, err := range errs {
			if ran[i] != 1 {
				t.Errorf("limit %d: job %d ran %d times", limit, i, ran[i])
			}
			if want := fmt.Sprintf("job %d failed", i); i%3 == 0 && (err == nil || err.Error() != want) || i%3 != 0 && err != nil {
				t.Errorf("limit %d: error %d is %v", limit, i, err)
			}
		}
	}
}

// TestEachBound: no more jobs run at once than the limit allows, and as
// many as it allows do.
func TestEachBound(t *testing.T) {
	for _, limit := range []int{1, 2, 5} {
		var mu sync.Mutex
		now, most := 0, 0
		Each(context.Background(), limit, 40, func(int) error {
			mu.Lock()
			now++
			most = max(most, now)
			mu.Unlock()
			time.Sleep(time.Millisecond)
			mu.Lock()
			now--
			mu.Unlock()
			return nil
		})
		if most != limit {
			t.Errorf("limit %d: %d jobs ran at once", limit, most)
		}
	}
}

// TestEachPanic: a job's panic is that job's error, naming it and what it
// panicked with, and the other jobs run all the same.
func TestEachPanic(t *testing.T) {
	for _, limit := range []int{1, 4} {
		errs := Each(context.Background(), limit, 10, func(i int) error {
			if i == 7 {
				var m map[string]int
				m["x"] = 1 // a bug
			}
			return nil
		})
		for i, err := range errs {
			var p *PanicError
			switch {
			case i != 7 && err != nil:
				t.Errorf("limit %d: job %d: %v", limit, i, err)
			case i == 7 && !errors.As(err, &p):
				t.Errorf("limit %d: the panicking job's error is %v", limit, err)
			case i == 7:
				if p.Job != 7 || !strings.Contains(err.Error(), "job 7 panicked") || !strings.Contains(err.Error(), "nil map") {
					t.Errorf("limit %d: %q does not name job 7 and its panic", limit, err)
				}
				if !strings.Contains(string(p.Stack), "workers_test.go") {
					t.Errorf("limit %d: the stack does not say where:\n%s", limit, p.Stack)
				}
			}
		}
	}
}

// TestEachCancel: once ctx is done no further job starts, and each that
// did not has ctx's error.
func TestEachCancel(t *testing.T) {
	for _, limit := range []int{1, 2} {
		ctx, cancel := context.WithCancel(context.Background())
		var mu sync.Mutex
		started := 0
		errs := Each(ctx, limit, 50, func(i int) error {
			mu.Lock()
			started++
			mu.Unlock()
			if i == 3 {
				cancel()
			}
			return nil
		})
		cancel()
		if started > 3+limit {
			t.Errorf("limit %d: %d jobs started, the fourth cancelled", limit, started)
		}
		skipped := 0
		for _, err := range errs {
			if errors.Is(err, context.Canceled) {
				skipped++
			}
		}
		if skipped != 50-started {
			t.Errorf("limit %d: %d jobs have the context's error, %d did not start", limit, skipped, 50-started)
		}
	}
}
