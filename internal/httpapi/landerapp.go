package httpapi

import (
	"io/fs"
	"net/http"
	"regexp"
)

// landerPage is the landers' page in the web build (issue 24): a third entry of the Vite
// build, with its own router and chunks, so that a lander never carries the members' app.
const landerPage = "landers.html"

// landerPath matches the landers' client routes: the nine landers of SPEC §2 with an
// optional slug, and the member landings and member sign-up. It must match no more than
// the landers' router does (web/src/landers/routes.tsx), which sends other paths back here.
var landerPath = regexp.MustCompile(`^/(landers/(tinderswipe|alonetonight|collagelanding|gallery|iconslanding|maplanding|socialnetwork|transitionsvideolanding|video)(/[^/]+)?|members/[0-9]+/(landing|landing[23](/[^/]+)?|signup))/?$`)

// serveLanderPage answers a lander path with landers.html (status 200), and reports
// whether it answered. A build without the landers falls through to the members' app.
func (s *Server) serveLanderPage(w http.ResponseWriter, r *http.Request) bool {
	if !landerPath.MatchString(r.URL.Path) {
		return false
	}
	page, err := fs.ReadFile(s.App.Files, landerPage)
	if err != nil {
		return false
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Header().Set("Cache-Control", "no-cache")
	w.WriteHeader(http.StatusOK)
	w.Write(page)
	return true
}
