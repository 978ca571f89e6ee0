package httpapi_test

import (
	"context"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"

	"amora"
	"amora/internal/sqlstore"
	"amora/internal/sqlstore/storetest"
)

// cookieOf returns the value of the jar's cookie name for the server.
func cookieOf(c *client, name string) string {
	u, _ := url.Parse(c.base)
	for _, k := range c.http.Jar.Cookies(u) {
		if k.Name == name {
			return k.Value
		}
	}
	return ""
}

// TestFirstTouchCookie: an entry page opened through a tracked link sets the first
// touch's cookie for 30 days; a later tracked link does not replace it but is kept in
// the other cookie; the site's with_trafficsource sign-ups and logged-out search use
// the stored source, and the sign-up stores the first touch (not the form's record)
// with the later one; a member's later touch is recorded with them.
func TestFirstTouchCookie(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		ctx := context.Background()
		s := amora.DefaultSettings()
		s.Signups, s.LoggedOutSearchTrafficSource = amora.SignupsWithTrafficSource, amora.SearchNone
		if err := db.PutSite(ctx, &amora.Site{Host: "flirt.test", Settings: s, Company: amora.DefaultCompanyInfo()}); err != nil {
			t.Fatal(err)
		}
		srv := httptest.NewServer(newServer(t, db).Handler())
		t.Cleanup(srv.Close)
		c := newClient(t, srv)
		body := strings.Replace(signupBody, `"network":"aff","ref":"7"`, `"network":"formnet","ref":"f"`, 1)

		c.expect("POST", "/api/signup?host=flirt.test", strings.Replace(signupBody, `,"trafficsource":{"network":"aff","ref":"7"}`, "", 1), 403, "inviteOnly")
		c.expect("GET", "/api/settings?host=flirt.test", "", 200, `"signup_allowed":false`, `"search_allowed":true`)

		_, _, res := c.do("GET", "/landers/gallery/women-30-45?network=affnet&ref=r1&sub1=a%20b&click_id=CLK1", "")
		var set *http.Cookie
		for _, k := range res.Cookies() {
			if k.Name == "amora.ts" {
				set = k
			}
		}
		if set == nil || set.MaxAge != 30*24*3600 || set.HttpOnly || set.Path != "/" {
			t.Fatalf("first touch cookie %+v", set)
		}
		first := cookieOf(c, "amora.ts")
		q, _ := url.ParseQuery(first)
		if q.Get("network") != "affnet" || q.Get("click_id") != "CLK1" || q.Get("sub1") != "a b" || q.Get("path") != "/landers/gallery/women-30-45" {
			t.Errorf("first touch %q", first)
		}
		c.do("GET", "/?network=othernet&clickid=CLK2", "")
		c.do("GET", "/api/settings?network=apinet", "") // the API is no entry page
		if got := cookieOf(c, "amora.ts"); got != first {
			t.Errorf("a later touch replaced the first: %q", got)
		}
		if last, _ := url.ParseQuery(cookieOf(c, "amora.ts_last")); last.Get("network") != "othernet" || last.Get("click_id") != "CLK2" {
			t.Errorf("later touch %v", last)
		}

		c.expect("GET", "/api/settings?host=flirt.test", "", 200, `"signup_allowed":true`, `"search_allowed":false`)
		c.expect("GET", "/api/members?host=flirt.test", "", 403)

		out := c.expect("POST", "/api/signup?host=flirt.test", body, 201)
		u, err := db.UserBySession(ctx, cookieOf(c, "auth.session"))
		if err != nil {
			t.Fatalf("session after sign-up: %v (%s)", err, out)
		}
		want := amora.TrafficSource{Network: "affnet", Ref: "r1", Sub1: "a b", ClickID: "CLK1"}
		if u.TrafficSource != want {
			t.Errorf("stored source %+v, want %+v", u.TrafficSource, want)
		}
		c.do("GET", "/members?network=thirdnet&ref=x", "")
		touches, err := db.Touches(ctx, u.ID)
		if err != nil || len(touches) != 3 || touches[0].Kind != "first" || touches[1].Kind != "last" || touches[1].Source.Network != "othernet" ||
			touches[2].Kind != "later" || touches[2].Source.Network != "thirdnet" {
			t.Errorf("touches %+v %v", touches, err)
		}
	})
}

// TestPostbackConsole: admins configure a network's postback (validated, with a
// translated error key, audited with the reason) and read the postbacks; other roles
// are refused.
func TestPostbackConsole(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		srv := httptest.NewServer(newServer(t, db).Handler())
		t.Cleanup(srv.Close)
		admin := storetest.NewStaff(t, db, "pbadmin@amora.test", amora.StaffAdmin)
		ac := staffClient(t, srv, admin.Session)
		for _, role := range []amora.StaffRole{amora.StaffModerator, amora.StaffSupport, amora.StaffOperator} {
			sc := staffClient(t, srv, storetest.NewStaff(t, db, string(role)+"-pb@amora.test", role).Session)
			sc.expect("GET", "/api/admin/postbacks", "", 403, "staffForbidden")
			sc.expect("PUT", "/api/admin/postback-networks/affnet", `{"url_template":"https://t.example/{click_id}","reason":"x"}`, 403, "staffForbidden")
		}
		ac.expect("PUT", "/api/admin/postback-networks/affnet", `{"url_template":"ftp://t.example/{click_id}","enabled":true,"reason":"New."}`, 400, "postbackTemplateURL")
		ac.expect("PUT", "/api/admin/postback-networks/affnet", `{"url_template":"https://t.example/{clickid}","enabled":true,"reason":"New."}`, 400, "postbackTemplateMacro", `"macro":"{clickid}"`)
		ac.expect("PUT", "/api/admin/postback-networks/affnet", `{"url_template":"https://t.example/{click_id}","enabled":true}`, 400)
		ac.expect("PUT", "/api/admin/postback-networks/affnet", `{"url_template":"https://t.example/{click_id}","enabled":true,"payouts":{"signup":150},"reason":"New partner."}`,
			200, `"network":"affnet"`, `"signup":150`, `"payout_currency":"EUR"`)
		ac.expect("GET", "/api/admin/postback-networks", "", 200, `"url_template":"https://t.example/{click_id}"`)
		ac.expect("GET", "/api/admin/postbacks?network=affnet", "", 200, `[]`)
		ac.expect("GET", "/api/admin/postbacks?status=bogus", "", 400, "postbackStatusInvalid")
		entries, err := db.AuditLog(context.Background(), amora.AuditFilter{TargetType: "postback_network"})
		if err != nil || len(entries) != 1 || entries[0].Action != "postback.create" || entries[0].StaffID != admin.ID || entries[0].Reason != "New partner." {
			t.Errorf("audit %+v %v", entries, err)
		}
	})
}
