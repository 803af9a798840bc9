package serve

import (
	"fmt"
	"net/http"
	"sync"
)

// hub wakes the open event streams when a new snapshot is stored.
type hub struct {
	mu   sync.Mutex
	subs map[chan struct{}]struct{}
}

// subscribe returns a channel that receives a signal after each swap. Its
// buffer of one means a slow tab misses no swap: it wakes and reads the
// latest snapshot.
func (h *hub) subscribe() chan struct{} {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.subs == nil {
		h.subs = map[chan struct{}]struct{}{}
	}
	c := make(chan struct{}, 1)
	h.subs[c] = struct{}{}
	return c
}

func (h *hub) unsubscribe(c chan struct{}) {
	h.mu.Lock()
	defer h.mu.Unlock()
	delete(h.subs, c)
}

func (h *hub) notify() {
	h.mu.Lock()
	defer h.mu.Unlock()
	for c := range h.subs {
		select {
		case c <- struct{}{}:
		default: // already signalled; it will read the latest snapshot
		}
	}
}

// swap stores a new snapshot, then tells the open tabs: a tab that reloads
// on the event always gets the new build.
func (s *Server) swap(snap *snapshot) {
	if s.swapped != nil {
		s.swapped(snap)
	}
	s.current.Store(snap)
	s.hub.notify()
}

// events streams the current snapshot's id as a "build" event, first on
// connect (so a tab that missed a build while reconnecting catches up), then
// after every swap that changes it.
func (s *Server) events(w http.ResponseWriter, r *http.Request) {
	rc := http.NewResponseController(w)
	h := w.Header()
	h.Set("Content-Type", "text/event-stream")
	h.Set("Cache-Control", "no-store")
	wake := s.hub.subscribe() // before reading the snapshot: no swap is lost
	defer s.hub.unsubscribe(wake)

	fmt.Fprint(w, "retry: 500\n\n") // reconnect quickly after a restart
	sent := ""
	for {
		if id := s.current.Load().id; id != sent {
			if _, err := fmt.Fprintf(w, "event: build\ndata: %s\n\n", id); err != nil {
				return
			}
			sent = id
		}
		if err := rc.Flush(); err != nil {
			return
		}
		select {
		case <-wake:
		case <-r.Context().Done():
			return
		}
	}
}
