package httpapi

import (
	"io/fs"
	"net/http"
	"strings"
)

// adminPage is the staff console's page in the web build: a second entry of the Vite
// build, with its own router, so that the members' bundle never carries it.
const adminPage = "admin.html"

// isAdminPath reports whether p belongs to the staff console's client routes
// (/admin and everything under /admin/).
func isAdminPath(p string) bool {
	return p == "/admin" || strings.HasPrefix(p, "/admin/")
}

// serveAdminPage answers a console path that is not a file with admin.html (status 200:
// the console's router shows its own screens), and reports whether it answered.
// A build without the console falls through to the members' app.
func (s *Server) serveAdminPage(w http.ResponseWriter, r *http.Request) bool {
	if !isAdminPath(r.URL.Path) {
		return false
	}
	page, err := fs.ReadFile(s.App.Files, adminPage)
	if err != nil {
		return false
	}
	h := w.Header()
	h.Set("Content-Type", "text/html; charset=utf-8")
	h.Set("Cache-Control", "no-cache")
	// The console's URLs (setup tokens) never leave as a referrer, and it is not indexed.
	h.Set("Referrer-Policy", "no-referrer")
	h.Set("X-Robots-Tag", "noindex, nofollow")
	w.WriteHeader(http.StatusOK)
	w.Write(page)
	return true
}
