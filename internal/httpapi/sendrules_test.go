package httpapi_test

import (
	"net/http/httptest"
	"testing"

	"amora/internal/sqlstore"
	"amora/internal/sqlstore/storetest"
)

// TestInvisibleMemberAPI checks that an invisible member is reachable only by members
// they wrote to: the chat screen refuses the first message, the send answers
// invisibleMember (a gift too), visitors and strangers do not find the profile, and
// once the invisible member has written the partner can reply.
func TestInvisibleMemberAPI(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		api := newServer(t, db)
		srv := httptest.NewServer(checked(t, contract(t), api.Handler()))
		t.Cleanup(srv.Close)
		anna, annaID := signupAs(t, srv, "anna")
		bart, bartID := signupAs(t, srv, "bart")
		cees, ceesID := signupAs(t, srv, "cees")
		visitor := newClient(t, srv)
		for _, id := range []string{annaID, bartID, ceesID} {
			confirm(t, db, id)
		}
		anna.expect("PUT", "/api/profile", `{"gender":"female","looking_for":"male","country":"NL","region":"NL-UT","city":"Utrecht","invisible":true}`, 200)

		visitor.expect("GET", "/api/members/"+annaID, "", 404)
		bart.expect("GET", "/api/members/"+annaID, "", 404)
		anna.expect("GET", "/api/members/"+annaID, "", 200)
		bart.expect("GET", "/api/chats/with/"+annaID, "", 200, `"can_start":false`, `"refusal":"invisibleMember"`)
		bart.expect("POST", "/api/members/"+annaID+"/messages", `{"text":"Hoi"}`, 403, `"key":"invisibleMember"`)
		bart.expect("POST", "/api/members/"+annaID+"/gifts", `{"gift_id":"rose"}`, 403, `"key":"invisibleMember"`)

		anna.expect("POST", "/api/members/"+bartID+"/messages", `{"text":"Hoi Bart"}`, 201)
		bart.expect("GET", "/api/members/"+annaID, "", 200)
		bart.expect("GET", "/api/chats/with/"+annaID, "", 200, `"can_start":true`, `"refusal":null`)
		bart.expect("POST", "/api/members/"+annaID+"/messages", `{"text":"Hoi Anna"}`, 201)
		cees.expect("GET", "/api/chats/with/"+annaID, "", 200, `"refusal":"invisibleMember"`)
	})
}

// TestUnconfirmedMemberAPI checks SPEC §4: a member who has not confirmed their address
// may write; their partners cannot reply until they confirm.
func TestUnconfirmedMemberAPI(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		api := newServer(t, db)
		srv := httptest.NewServer(checked(t, contract(t), api.Handler()))
		t.Cleanup(srv.Close)
		eve, eveID := signupAs(t, srv, "eve")
		bart, bartID := signupAs(t, srv, "bart")
		confirm(t, db, bartID)
		eve.expect("GET", "/api/chats/with/"+bartID, "", 200, `"can_start":true`)
		eve.expect("POST", "/api/members/"+bartID+"/messages", `{"text":"Hoi Bart"}`, 201)
		bart.expect("GET", "/api/chats/with/"+eveID, "", 200, `"can_start":false`, `"refusal":"partnerNotConfirmed"`)
		bart.expect("POST", "/api/members/"+eveID+"/messages", `{"text":"Hoi Eve"}`, 403, `"key":"partnerNotConfirmed"`)
		confirm(t, db, eveID)
		bart.expect("POST", "/api/members/"+eveID+"/messages", `{"text":"Hoi Eve"}`, 201)
	})
}
