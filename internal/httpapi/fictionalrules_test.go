package httpapi_test

import (
	"context"
	"encoding/json"
	"strings"
	"testing"

	"amora"
	"amora/internal/sqlstore"
	"amora/internal/sqlstore/storetest"
)

// putRulesSite stores the test server's site (127.0.0.1) with the two honesty
// settings of issue 21.
func putRulesSite(t *testing.T, db *sqlstore.DB, filter, firstMessages bool) {
	t.Helper()
	s := amora.DefaultSettings()
	s.FictionalFilter, s.FictionalFirstMessages = filter, firstMessages
	if err := db.PutSite(context.Background(), &amora.Site{Host: "127.0.0.1", Settings: s, Company: amora.DefaultCompanyInfo()}); err != nil {
		t.Fatal(err)
	}
}

// TestFictionalRulesAPI walks the honesty rules through the API, every answer checked
// against the contract: a member's hide_fictional counts only when the site's
// fictional_filter allows it; a fictional profile of another site is not found; a
// fictional profile writes first only when fictional_first_messages is on, and the
// member's chat shows the message marked as sent by the site.
func TestFictionalRulesAPI(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		putRulesSite(t, db, false, false)
		srv, staff := consoleServer(t, db)
		admin, op := staff[amora.StaffAdmin], staff[amora.StaffOperator]
		create := func(name, sites string) string {
			var f struct{ ID int64 }
			body := strings.Replace(strings.Replace(fictionalBody, "Mila", name, 1), `"sites":["*"]`, `"sites":`+sites, 1)
			json.Unmarshal([]byte(admin.expect("POST", "/api/admin/fictional", body, 201)), &f)
			if status, body := admin.uploadTo("/api/admin/fictional/"+itoa(f.ID)+"/photos", testJPEG(t, 640, 480)); status != 201 {
				t.Fatalf("photo upload: %d %s", status, body)
			}
			return itoa(f.ID)
		}
		mila := create("Mila", `["*"]`)
		eva := create("Eva", `["other.example"]`)
		bart, bartID := signupAs(t, srv, "bart")
		confirm(t, db, bartID)
		complete(t, db, bartID, "male")

		found := func(query string) (milaIn, evaIn bool) {
			body := bart.expect("GET", "/api/members?country=NL"+query, "", 200)
			return strings.Contains(body, `"id":`+mila+`,`), strings.Contains(body, `"id":`+eva+`,`)
		}
		if m, e := found("&hide_fictional=1"); !m || e {
			t.Errorf("filter off: Mila found %v (want true), Eva of another site found %v", m, e)
		}
		bart.expect("GET", "/api/members/"+mila, "", 200, `"fictional":true`)
		bart.expect("GET", "/api/members/"+eva, "", 404)

		first := `{"member_id":` + bartID + `,"text":"Hoi Bart, ik zag je profiel!"}`
		op.expect("POST", "/api/admin/fictional/"+mila+"/conversations", first, 403, `"key":"fictionalFirstOff"`)
		staff[amora.StaffModerator].expect("POST", "/api/admin/fictional/"+mila+"/conversations", first, 403, `"key":"staffForbidden"`)

		putRulesSite(t, db, true, true)
		if m, _ := found("&hide_fictional=1"); m {
			t.Error("filter on: Mila found with hide_fictional=1")
		}
		if m, _ := found(""); !m {
			t.Error("filter on: Mila not found without hide_fictional")
		}
		if body := bart.expect("GET", "/api/swipe?hide_fictional=1", "", 200); strings.Contains(body, `"id":`+mila+`,`) {
			t.Errorf("swipe deck with hide_fictional: %s", body)
		}
		op.expect("POST", "/api/admin/fictional/"+eva+"/conversations", first, 400, `"key":"fictionalFirstOtherSite"`)
		op.expect("POST", "/api/admin/fictional/"+mila+"/conversations", `{"member_id":999999,"text":"Hoi"}`, 404, `"key":"memberNotFound"`)
		credits := func() int {
			var u struct{ Credits int }
			json.Unmarshal([]byte(bart.expect("GET", "/api/user", "", 200)), &u)
			return u.Credits
		}
		before := credits()
		var sent struct{ Conversation int64 }
		json.Unmarshal([]byte(op.expect("POST", "/api/admin/fictional/"+mila+"/conversations", first, 201, `"sent_by_site":true`)), &sent)
		op.expect("POST", "/api/admin/fictional/"+mila+"/conversations", first, 409, `"key":"fictionalFirstExists"`)
		bart.expect("GET", "/api/chats/"+itoa(sent.Conversation)+"/messages", "", 200, `"sent_by_site":true`, `"text":"Hoi Bart, ik zag je profiel!"`)
		if after := credits(); after != before {
			t.Errorf("the member's credits went from %d to %d", before, after)
		}

		// The member answers; the desk shows the first message marked as the site's.
		bart.expect("POST", "/api/members/"+mila+"/messages", `{"text":"Hoi Mila"}`, 201)
		desk := "/api/admin/desk/" + itoa(sent.Conversation)
		admin.expect("POST", desk+"/claim", "", 200) // an admin answers every language
		var screen struct {
			Messages []struct {
				Text       string `json:"text"`
				SentBySite *bool  `json:"sent_by_site"`
			} `json:"messages"`
		}
		json.Unmarshal([]byte(admin.expect("GET", desk, "", 200)), &screen)
		if len(screen.Messages) != 2 || screen.Messages[0].SentBySite == nil || !*screen.Messages[0].SentBySite ||
			screen.Messages[1].SentBySite == nil || *screen.Messages[1].SentBySite {
			t.Errorf("desk messages: %+v", screen.Messages)
		}

		log, err := db.AuditLog(context.Background(), amora.AuditFilter{Action: "fictional.first_message"})
		if err != nil || len(log) != 1 || log[0].TargetID != mustID(t, bartID) {
			t.Errorf("audit %+v %v", log, err)
		}
	})
}

// TestDeskFlagsAPI: moderators and admins read the flags and resolve one (once);
// operators and support do not.
func TestDeskFlagsAPI(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		_, staff := consoleServer(t, db)
		staff[amora.StaffModerator].expect("GET", "/api/admin/flags", "", 200, `"flags":[]`)
		staff[amora.StaffAdmin].expect("GET", "/api/admin/flags?all=1", "", 200, `"flags":[]`)
		staff[amora.StaffOperator].expect("GET", "/api/admin/flags", "", 403, `"key":"staffForbidden"`)
		staff[amora.StaffSupport].expect("GET", "/api/admin/flags", "", 403, `"key":"staffForbidden"`)
		staff[amora.StaffModerator].expect("POST", "/api/admin/flags/12345/resolve", "", 404, `"key":"deskFlagNotFound"`)
	})
}
