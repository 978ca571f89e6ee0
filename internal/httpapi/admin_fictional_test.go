package httpapi_test

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"mime/multipart"
	"net/http"
	"strings"
	"testing"

	"amora"
	"amora/internal/sqlstore"
	"amora/internal/sqlstore/storetest"
)

// uploadTo posts a file as the multipart field "photo" to path.
func (c *client) uploadTo(path string, data []byte) (int, string) {
	var body bytes.Buffer
	mw := multipart.NewWriter(&body)
	fw, _ := mw.CreateFormFile("photo", "me.jpg")
	fw.Write(data)
	mw.Close()
	req, _ := http.NewRequest("POST", c.base+path, &body)
	req.Header.Set("Content-Type", mw.FormDataContentType())
	req.Header.Set("X-Requested-With", "amora")
	resp, err := c.http.Do(req)
	if err != nil {
		c.t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, string(b)
}

const fictionalBody = `{"name":"Mila","date_of_birth":"1995-04-02","language":"nl","sites":["*"],"gender":"female",
	"looking_for":"male","country":"NL","region":"NL-NH","city":"Haarlem","about_me":"Ik fiets graag.","interests":["cycling"]}`

// TestAdminFictional creates a fictional profile over HTTP as an admin, with field
// errors for bad input, uploads its photo through the members' processing, edits and
// retires it; a member sees it marked fictional; only admins reach the section.
func TestAdminFictional(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		srv, staff := consoleServer(t, db)
		admin := staff[amora.StaffAdmin]
		for _, role := range []amora.StaffRole{amora.StaffModerator, amora.StaffSupport, amora.StaffOperator} {
			staff[role].expect("GET", "/api/admin/fictional", "", 403, `"key":"staffForbidden"`)
			staff[role].expect("POST", "/api/admin/fictional", fictionalBody, 403, `"key":"staffForbidden"`)
		}
		bad := map[string]string{
			`"name":"Mila"`:                `"name":"M"`,
			`"date_of_birth":"1995-04-02"`: `"date_of_birth":"2015-04-02"`,
			`"language":"nl"`:              `"language":"xx"`,
			`"sites":["*"]`:                `"sites":["not a host"]`,
			`"region":"NL-NH"`:             `"region":"XX"`,
			`["cycling"]`:                  `["flying"]`,
		}
		keys := []string{"nameLength", "enterDateOfBirth", "invalidLanguage", "fictionalSite", "regionInvalid", "optionInvalid"}
		fields := []string{"name", "date_of_birth", "language", "sites", "region", "interests"}
		i := 0
		for _, from := range []string{`"name":"Mila"`, `"date_of_birth":"1995-04-02"`, `"language":"nl"`, `"sites":["*"]`, `"region":"NL-NH"`, `["cycling"]`} {
			admin.expect("POST", "/api/admin/fictional", strings.Replace(fictionalBody, from, bad[from], 1), 400,
				`"key":"`+keys[i]+`"`, `"field":"`+fields[i]+`"`)
			i++
		}

		var f struct {
			ID      int64
			Age     int
			Retired bool
			Photos  []struct {
				URL  string
				Main bool
			}
		}
		body := admin.expect("POST", "/api/admin/fictional", fictionalBody, 201, `"name":"Mila"`, `"retired":false`, `"photos":[]`)
		json.Unmarshal([]byte(body), &f)
		path := "/api/admin/fictional/" + itoa(f.ID)
		if status, body := admin.uploadTo(path+"/photos", testJPEG(t, 640, 480)); status != 201 || !strings.Contains(body, `"main":true`) {
			t.Fatalf("photo upload: %d %s", status, body)
		}
		if status, _ := staff[amora.StaffModerator].uploadTo(path+"/photos", testJPEG(t, 64, 64)); status != 403 {
			t.Errorf("a moderator's upload = %d, want 403", status)
		}
		admin.expect("PUT", path, strings.Replace(fictionalBody, "Haarlem", "Leiden", 1), 200, `"city":"Leiden"`)
		admin.expect("GET", "/api/admin/fictional", "", 200, `"id":`+itoa(f.ID), `"city":"Leiden"`)

		member := newClient(t, srv)
		member.expect("GET", "/api/members/"+itoa(f.ID), "", 200, `"fictional":true`)

		json.Unmarshal([]byte(admin.expect("POST", path+"/retire", "", 200, `"retired":true`)), &f)
		if len(f.Photos) != 1 || !f.Photos[0].Main || f.Age < 18 {
			t.Errorf("retired profile %+v", f)
		}
		admin.expect("POST", path+"/restore", "", 200, `"retired":false`)
		admin.expect("GET", "/api/admin/fictional/999999", "", 404, `"key":"fictionalNotFound"`)

		entries, _ := db.AuditLog(context.Background(), amora.AuditFilter{TargetType: "member", TargetID: f.ID})
		if len(entries) != 5 {
			t.Errorf("audit has %d entries, want create, photo, update, retire, restore: %+v", len(entries), entries)
		}
	})
}

// TestAdminFictionalSites: a profile appears on the sites chosen, each once, its own
// first; it needs at least one.
func TestAdminFictionalSites(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		_, staff := consoleServer(t, db)
		admin := staff[amora.StaffAdmin]
		admin.expect("POST", "/api/admin/fictional", strings.Replace(fictionalBody, `"sites":["*"]`, `"sites":["b.example"," A.example ","b.example"]`, 1),
			201, `"sites":["b.example","a.example"]`)
		admin.expect("POST", "/api/admin/fictional", strings.Replace(fictionalBody, `"sites":["*"]`, `"sites":[]`, 1),
			400, `"key":"fictionalSitesNone"`, `"field":"sites"`)
	})
}
