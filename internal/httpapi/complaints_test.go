package httpapi_test

import (
	"encoding/json"
	"strings"
	"testing"

	"amora"
	"amora/internal/sqlstore"
	"amora/internal/sqlstore/storetest"
)

// TestComplaintsAPI: a visitor reports a profile (bad fields first, each with its
// key), the per-network limit holds, and a moderator finds the notice in the queue,
// reads it with its context and warns the member; support may not see the queue;
// the member's console page counts the complaint.
func TestComplaintsAPI(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		srv, staff := consoleServer(t, db)
		_, bartID := signupAs(t, srv, "bart")
		visitor := newClient(t, srv)

		body := visitor.expect("POST", "/api/complaints", `{"category":"nope","explanation":"short","good_faith":false}`, 400)
		for _, key := range []string{"complaintCategory", "complaintTarget", "complaintExplanationShort", "complaintName", "complaintEmail", "complaintGoodFaith"} {
			if !strings.Contains(body, `"key":"`+key+`"`) {
				t.Errorf("errors lack %s: %s", key, body)
			}
		}
		visitor.expect("POST", "/api/complaints", `{"category":"scam","member_id":999999,"explanation":"Asks everyone for money.","name":"Rita","email":"rita@example.com","good_faith":true}`,
			400, `"key":"complaintTargetUnknown"`)
		body = visitor.expect("POST", "/api/complaints", `{"category":"fake_profile","member_id":`+bartID+`,"explanation":"These are photos of an actress.","name":"Rita","email":"rita@example.com","good_faith":true}`,
			201, `"reference":"C-000001"`, `"receipt":true`)
		var receipt struct{ ID int64 }
		json.Unmarshal([]byte(body), &receipt)

		// The queue and the figures.
		staff[amora.StaffSupport].expect("GET", "/api/admin/complaints", "", 403)
		mod := staff[amora.StaffModerator]
		mod.expect("GET", "/api/admin/complaints?category=fake_profile", "", 200, `"reference":"C-000001"`, `"url":"`+srv.URL, `"open":1`)
		mod.expect("GET", "/api/admin/complaints?category=scam", "", 200, `"complaints":[]`)
		mod.expect("GET", "/api/admin/complaints/1", "", 200, `"member":{"id":`+bartID, `"complaints":1`)
		mod.expect("GET", "/api/admin/complaints/99", "", 404, `"key":"complaintNotFound"`)
		mod.expect("GET", "/api/admin/members/"+bartID, "", 200, `"complaints":1`)

		mod.expect("POST", "/api/admin/complaints/1/decide", `{"decision":"warn","reason":""}`, 400, `"key":"staffReasonRequired"`)
		mod.expect("POST", "/api/admin/complaints/1/decide", `{"decision":"warn","reason":"Photos of a known actress."}`, 200,
			`"status":"decided"`, `"decision":"warn"`, `"staff_email":"moderator@amora.test"`)
		mod.expect("POST", "/api/admin/complaints/1/decide", `{"decision":"ban","reason":"again"}`, 409, `"key":"complaintDecided"`)
		mod.expect("GET", "/api/admin/complaints", "", 200, `"complaints":[]`, `"decided":1`)
		mod.expect("GET", "/api/admin/complaints?status=decided", "", 200, `"reference":"C-000001"`)

		// The per-network limit: ComplaintsPerNetwork notices an hour, the first counted.
		for i := 2; i < amora.ComplaintsPerNetwork; i++ { // the unknown member and C-000001 counted
			visitor.expect("POST", "/api/complaints", `{"category":"other","url":"https://example.com/x","explanation":"Something is wrong here.","name":"Rita","email":"rita@example.com","good_faith":true}`, 201)
		}
		visitor.expect("POST", "/api/complaints", `{"category":"other","url":"https://example.com/x","explanation":"Something is wrong here.","name":"Rita","email":"rita@example.com","good_faith":true}`,
			429, `"key":"complaintLimit"`)
	})
}
