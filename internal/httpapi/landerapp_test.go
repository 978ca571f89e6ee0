package httpapi_test

import (
	"testing"
	"testing/fstest"

	"amora/internal/httpapi"
	"amora/internal/sqlstore"
	"amora/internal/sqlstore/storetest"
)

const landersHTML = `<!doctype html><html><head><title>Amora</title></head><body><div id="root"></div><script src="/assets/landers-abc3.js"></script></body></html>`

// TestLanderPage: the landers and member landings get landers.html with 200; other
// lander-like paths and the members' routes still get index.html.
func TestLanderPage(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		s := newServer(t, db)
		s.App = &httpapi.App{
			Files: fstest.MapFS{
				"index.html":   {Data: []byte(indexHTML)},
				"landers.html": {Data: []byte(landersHTML)},
			},
			Routes: []string{"/", "/members/:id"},
		}
		lander := []string{"landers-abc3.js"}
		run(t, s.Handler(), []scenario{
			{name: "Lander", path: "/landers/tinderswipe", wantStatus: 200, wantBody: lander, wantHeader: map[string]string{"Cache-Control": "no-cache"}},
			{name: "LanderSlug", path: "/landers/maplanding/women-30-45", wantStatus: 200, wantBody: lander},
			{name: "LanderSlash", path: "/landers/video/", wantStatus: 200, wantBody: lander},
			{name: "Landing", path: "/members/42/landing", wantStatus: 200, wantBody: lander},
			{name: "Landing2", path: "/members/42/landing2", wantStatus: 200, wantBody: lander},
			{name: "Landing3Slug", path: "/members/42/landing3/men", wantStatus: 200, wantBody: lander},
			{name: "MemberSignup", path: "/members/42/signup", wantStatus: 200, wantBody: lander},
			{name: "UnknownLander", path: "/landers/nope", wantStatus: 404, wantBody: []string{`<div id="root">`}},
			{name: "LanderTooDeep", path: "/landers/gallery/a/b", wantStatus: 404},
			{name: "LandingWithSlug", path: "/members/42/landing/men", wantStatus: 404},
			{name: "LandingNotAnID", path: "/members/eva/landing", wantStatus: 404},
			{name: "Profile", path: "/members/42", wantStatus: 200, wantBody: []string{`<div id="root">`}},
		})
	})
}
