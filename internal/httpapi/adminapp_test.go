package httpapi_test

import (
	"testing"
	"testing/fstest"

	"amora/internal/httpapi"
	"amora/internal/sqlstore"
	"amora/internal/sqlstore/storetest"
)

const adminHTML = `<!doctype html><html><head><title>Amora staff</title></head><body><div id="admin"></div></body></html>`

// TestAdminPage: the staff console's paths get admin.html with 200, its files are
// served as files, and every other path still gets the members' index.html.
func TestAdminPage(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		s := newServer(t, db)
		s.App = &httpapi.App{
			Files: fstest.MapFS{
				"index.html":           {Data: []byte(indexHTML)},
				"admin.html":           {Data: []byte(adminHTML)},
				"assets/admin-abc2.js": {Data: []byte("console.log('staff');")},
			},
			Routes: []string{"/", "/members/:id"},
		}
		h := s.Handler()
		run(t, h, []scenario{
			{name: "AdminRoot", path: "/admin", wantStatus: 200, wantBody: []string{"Amora staff"},
				wantHeader: map[string]string{"Cache-Control": "no-cache", "Referrer-Policy": "no-referrer", "X-Frame-Options": "DENY"}},
			{name: "AdminLogin", path: "/admin/login", wantStatus: 200, wantBody: []string{`<div id="admin">`}},
			{name: "AdminDeep", path: "/admin/members/42", wantStatus: 200, wantBody: []string{"Amora staff"}},
			{name: "AdminSetupWithToken", path: "/admin/setup?token=abc", wantStatus: 200, wantBody: []string{"Amora staff"}},
			{name: "AdminAsset", path: "/assets/admin-abc2.js", wantStatus: 200, wantBody: []string{"staff"}},
			{name: "AdminHTMLFile", path: "/admin.html", wantStatus: 200, wantBody: []string{"Amora staff"}},
			{name: "NotAdminPrefix", path: "/administrator", wantStatus: 404, wantBody: []string{`<div id="root">`}},
			{name: "MembersRoute", path: "/members/7", wantStatus: 200, wantBody: []string{`<div id="root">`}},
			{name: "AdminAPIIsNotThePage", path: "/api/admin/nothing-here", wantStatus: 404},
		})
	})
}

// TestAdminPageWithoutConsole: a build without admin.html serves the members' app.
func TestAdminPageWithoutConsole(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		s := newServer(t, db)
		s.App = &httpapi.App{Files: fstest.MapFS{"index.html": {Data: []byte(indexHTML)}}, Routes: []string{"/"}}
		run(t, s.Handler(), []scenario{
			{name: "FallsThrough", path: "/admin/login", wantStatus: 404, wantBody: []string{`<div id="root">`}},
		})
	})
}
