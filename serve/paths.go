package serve

import (
	"net/http"
	"net/url"
	"strings"
)

// resolve maps a request's URL to the name of a built file ("" for the site
// root becomes index.html, "x/" becomes x/index.html). It refuses, with
// 400, any path that tries to step outside or around the site: a "." or
// ".." segment, an empty segment, a backslash, a NUL, or a slash or
// backslash that was percent-encoded (%2F, %5C), since a decoded %2e%2e is
// caught as "..". The built site is a map, so nothing outside it could be
// served anyway; refusing says plainly that the request was wrong.
func resolve(u *url.URL) (name string, status int) {
	raw := strings.ToLower(u.EscapedPath())
	if strings.Contains(raw, "%2f") || strings.Contains(raw, "%5c") || strings.Contains(raw, "%00") {
		return "", http.StatusBadRequest
	}
	p := u.Path
	if !strings.HasPrefix(p, "/") || strings.ContainsAny(p, "\\\x00") {
		return "", http.StatusBadRequest
	}
	segments := strings.Split(p[1:], "/")
	for i, seg := range segments {
		if seg == "." || seg == ".." || (seg == "" && i < len(segments)-1) {
			return "", http.StatusBadRequest
		}
	}
	name = p[1:]
	if name == "" || strings.HasSuffix(name, "/") {
		name += "index.html"
	}
	return name, http.StatusOK
}
