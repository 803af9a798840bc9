package serve

import (
	"fmt"
	"io"
	"mime"
	"net/http"
	"os"
	"path"
	"path/filepath"
	"strconv"
	"strings"

	"coursesite/search"
)

// eventsPath is the live reload's event stream; no built file can have this
// name, since the site's files come from content/ and assets/.
const eventsPath = "/_live"

// ServeHTTP serves the current snapshot's files and the event stream. It
// reads the snapshot once, so a response never mixes two builds.
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		w.Header().Set("Allow", "GET, HEAD")
		http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
		return
	}
	if r.URL.Path == eventsPath {
		if r.Method == http.MethodHead {
			w.Header().Set("Content-Type", "text/event-stream")
			return
		}
		s.events(w, r)
		return
	}
	name, status := resolve(r.URL)
	if status != http.StatusOK {
		http.Error(w, http.StatusText(status), status)
		return
	}
	snap := s.current.Load()
	body, ok := snap.body(name)
	switch {
	case ok:
		status = http.StatusOK
	case snap.errorPage != nil && isPage(name):
		// No build has succeeded yet: every page is the error page.
		body, status = [][]byte{snap.errorPage}, http.StatusInternalServerError
	case strings.HasPrefix(name, search.Dir+"/"):
		// The preview builds no search index (site.WithoutSearch): it
		// serves the last `go run . build`'s, when there is one.
		data, err := s.lastSearch(name)
		if err != nil {
			http.NotFound(w, r)
			return
		}
		body, status = [][]byte{data}, http.StatusOK
	case !strings.HasSuffix(name, "index.html") && snap.files[name+"/index.html"] != nil:
		// A page's folder without its slash: its relative links need it.
		target := r.URL.EscapedPath() + "/"
		if r.URL.RawQuery != "" {
			target += "?" + r.URL.RawQuery
		}
		http.Redirect(w, r, target, http.StatusMovedPermanently)
		return
	default:
		// An address the site does not have: its 404 page, as a host
		// serves it (with the live reload, like every page).
		page, ok := snap.body("404.html")
		if !ok {
			http.NotFound(w, r)
			return
		}
		body, status, name = page, http.StatusNotFound, "404.html"
	}
	size := 0
	for _, b := range body {
		size += len(b)
	}
	h := w.Header()
	h.Set("Content-Type", contentType(name, body[0]))
	h.Set("Content-Length", strconv.Itoa(size))
	h.Set("Cache-Control", "no-store") // a preview is always the latest build
	h.Set("X-Content-Type-Options", "nosniff")
	w.WriteHeader(status)
	if r.Method == http.MethodGet {
		for _, b := range body {
			if _, err := w.Write(b); err != nil {
				return
			}
		}
	}
}

// maxSearchFile bounds a file of the last build's search index the preview
// reads: Pagefind's largest are tens of kilobytes.
const maxSearchFile = 8 << 20

// lastSearch reads name, a file of the search index, from the last build's
// output (public/ in the project), never through a link.
func (s *Server) lastSearch(name string) ([]byte, error) {
	file := filepath.Join(s.root, "public", filepath.FromSlash(name))
	if fi, err := os.Lstat(file); err != nil || !fi.Mode().IsRegular() {
		return nil, fmt.Errorf("serve: %s: no search file", name)
	}
	f, err := os.Open(file)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	fi, err := f.Stat()
	if err != nil || !fi.Mode().IsRegular() || fi.Size() > maxSearchFile {
		return nil, fmt.Errorf("serve: %s: no search file", name)
	}
	return io.ReadAll(io.LimitReader(f, maxSearchFile))
}

// isPage reports whether a file name is a page's rather than an asset's.
func isPage(name string) bool {
	ext := path.Ext(name)
	return ext == ".html" || ext == ""
}

// contentTypes fixes the types of the files a site holds, so they do not
// depend on the machine's mime.types.
var contentTypes = map[string]string{
	".html":  "text/html; charset=utf-8",
	".css":   "text/css; charset=utf-8",
	".js":    "text/javascript; charset=utf-8",
	".json":  "application/json",
	".svg":   "image/svg+xml",
	".txt":   "text/plain; charset=utf-8",
	".png":   "image/png",
	".jpg":   "image/jpeg",
	".webp":  "image/webp",
	".woff2": "font/woff2",
	".xml":   "application/xml",
	// The search index's files are gzip that Pagefind's script unpacks
	// itself: data, not an encoding the browser should undo.
	".pagefind":    "application/octet-stream",
	".pf_fragment": "application/octet-stream",
	".pf_index":    "application/octet-stream",
	".pf_meta":     "application/octet-stream",
}

// contentType returns the Content-Type of a built file.
func contentType(name string, body []byte) string {
	ext := strings.ToLower(path.Ext(name))
	if t, ok := contentTypes[ext]; ok {
		return t
	}
	if t := mime.TypeByExtension(ext); t != "" {
		return t
	}
	return http.DetectContentType(body)
}
