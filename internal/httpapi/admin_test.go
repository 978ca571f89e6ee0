package httpapi_test

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"amora"
	"amora/internal/httpapi"
	"amora/internal/sqlstore"
	"amora/internal/sqlstore/storetest"
)

// staffClient is a client holding a console session cookie.
func staffClient(t *testing.T, srv *httptest.Server, token string) *client {
	t.Helper()
	c := newClient(t, srv)
	u, _ := url.Parse(srv.URL)
	c.http.Jar.SetCookies(u, []*http.Cookie{{Name: httpapi.StaffCookie, Value: token, Path: "/"}})
	return c
}

// guardKey is the error key of a response the console guard refused, or "".
func guardKey(body string) string {
	var e struct{ Error struct{ Key string } }
	json.Unmarshal([]byte(body), &e)
	if k := e.Error.Key; k == "staffLoginRequired" || k == "staffForbidden" {
		return k
	}
	return ""
}

// concretePath fills a route pattern's wildcards with 1.
func concretePath(pattern string) (method, path string) {
	method, path, _ = strings.Cut(pattern, " ")
	path = regexp.MustCompile(`\{[^}]+\}`).ReplaceAllString(path, "1")
	return method, path
}

// TestAdminRoleMatrix walks every console route in the registry (those other files
// add included) with every role, a member session and no session: exactly the roles
// that StaffMay allows pass the guard.
func TestAdminRoleMatrix(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		api := newServer(t, db)
		srv := httptest.NewServer(api.Handler())
		t.Cleanup(srv.Close)
		routes := api.AdminRoutes()
		if len(routes) < 8 {
			t.Fatalf("only %d console routes registered", len(routes))
		}
		// Logging out ends the session the later routes need: it goes last.
		slices.SortStableFunc(routes, func(a, b httpapi.AdminRoute) int {
			return boolInt(a.Pattern == "POST /api/admin/logout") - boolInt(b.Pattern == "POST /api/admin/logout")
		})
		member, _ := signupAs(t, srv, "member")
		callers := map[string]*client{"member": member, "nobody": newClient(t, srv)}
		// The admin is made first, so {id} = 1 is the admin's own account, which the
		// staff routes refuse to disable: no caller loses its session half-way.
		for _, role := range amora.StaffRoles {
			callers[string(role)] = staffClient(t, srv, storetest.NewStaff(t, db, string(role)+"@amora.test", role).Session)
		}
		for _, rt := range routes {
			if rt.Perm == "" {
				continue // login and set-up come before a session
			}
			method, path := concretePath(rt.Pattern)
			for name, c := range callers {
				status, body, _ := c.do(method, path, "{}")
				passed := guardKey(body) == ""
				want := amora.StaffRole(name).Valid() && amora.StaffMay(amora.StaffRole(name), rt.Perm)
				if passed != want {
					t.Errorf("%s as %s: passed the guard = %v, want %v (%d %s)", rt.Pattern, name, passed, want, status, body)
				}
				if !passed && !amora.StaffRole(name).Valid() && status != http.StatusUnauthorized {
					t.Errorf("%s as %s: status %d, want 401", rt.Pattern, name, status)
				}
				if !passed && amora.StaffRole(name).Valid() && status != http.StatusForbidden {
					t.Errorf("%s as %s: status %d, want 403", rt.Pattern, name, status)
				}
			}
		}
	})
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// TestAdminRoutesUseTheHelper fails when a /api/admin/ route is registered on the mux
// directly instead of through adminRoute (which the role matrix walks).
func TestAdminRoutesUseTheHelper(t *testing.T) {
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	direct := regexp.MustCompile(`\.Handle(Func)?\(\s*"[^"]*/api/admin`)
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if m := direct.Find(src); m != nil {
			t.Errorf("%s registers %s on the mux directly: use adminRoute", f, m)
		}
	}
	api := newServer(t, storetest.SQLite(t))
	api.Handler()
	seen := map[string]bool{}
	for _, rt := range api.AdminRoutes() {
		method, path, ok := strings.Cut(rt.Pattern, " ")
		if !ok || method == "" || !strings.HasPrefix(path, "/api/admin/") {
			t.Errorf("console route %q is not METHOD /api/admin/...", rt.Pattern)
		}
		if seen[rt.Pattern] {
			t.Errorf("console route %q registered twice", rt.Pattern)
		}
		seen[rt.Pattern] = true
	}
}

// TestAdminLoginFlow logs in over HTTP with a TOTP code, reads me and the sessions,
// logs out everywhere else and then out; a member session opens nothing of the
// console and a staff session is no member.
func TestAdminLoginFlow(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		api := newServer(t, db)
		srv := httptest.NewServer(checked(t, contract(t), api.Handler()))
		t.Cleanup(srv.Close)
		a := storetest.NewStaff(t, db, "ada@amora.test", amora.StaffModerator)
		c := newClient(t, srv)
		c.expect("GET", "/api/admin/me", "", 401, `"key":"staffLoginRequired"`)
		next, _ := amora.TOTPCode(a.Secret, time.Now().Add(30*time.Second))
		c.expect("POST", "/api/admin/login", `{"email":"ada@amora.test","password":"wrong-password-1","totp":"`+next+`"}`, 401, `"key":"staffLoginFailed"`)
		c.expect("POST", "/api/admin/login", `{"email":"eve@amora.test","password":"wrong-password-1","totp":"123456"}`, 401, `"key":"staffLoginFailed"`)
		_, body, res := c.do("POST", "/api/admin/login", `{"email":"ada@amora.test","password":"`+storetest.StaffPassword+`","totp":"`+next+`"}`)
		if res.StatusCode != 200 || !strings.Contains(body, `"role":"moderator"`) || !strings.Contains(body, `"permissions":["members.read","members.write","photos","complaints","self"]`) {
			t.Fatalf("login = %d %s", res.StatusCode, body)
		}
		ck := res.Cookies()[0]
		if ck.Name != httpapi.StaffCookie || !ck.HttpOnly || ck.SameSite != http.SameSiteStrictMode || ck.Path != "/" || ck.Secure {
			t.Errorf("cookie = %+v", ck)
		}
		c.expect("GET", "/api/admin/me", "", 200, `"email":"ada@amora.test"`, `"totp_enabled":true`)
		c.expect("GET", "/api/admin/audit", "", 403, `"key":"staffForbidden"`)
		// A staff session is no member.
		c.expect("GET", "/api/user", "", 403, `"code":"authentication_required"`)
		// A member session opens nothing of the console.
		member, _ := signupAs(t, srv, "member")
		member.expect("GET", "/api/admin/me", "", 401, `"key":"staffLoginRequired"`)
		// Sessions: the set-up's and this login's; log out everywhere else.
		body = c.expect("GET", "/api/admin/sessions", "", 200)
		var list []struct {
			ID      int64
			Current bool
		}
		json.Unmarshal([]byte(body), &list)
		if len(list) != 2 || !list[0].Current || list[1].Current {
			t.Fatalf("sessions = %s", body)
		}
		c.expect("DELETE", "/api/admin/sessions", "", 200, `"ended":1`)
		other := staffClient(t, srv, a.Session)
		other.expect("GET", "/api/admin/me", "", 401)
		c.expect("GET", "/api/admin/me", "", 200)
		c.expect("POST", "/api/admin/logout", "", 204)
		c.expect("GET", "/api/admin/me", "", 401)
		// Without the client header a console call is refused like any other.
		req, _ := http.NewRequest("POST", srv.URL+"/api/admin/login", strings.NewReader(`{}`))
		if res, err := http.DefaultClient.Do(req); err != nil || res.StatusCode != 403 {
			t.Errorf("login without the client header: %v %v", res.StatusCode, err)
		}
	})
}

func TestAdminLockoutAndRecovery(t *testing.T) {
	db := storetest.SQLite(t)
	srv := httptest.NewServer(checked(t, contract(t), newServer(t, db).Handler()))
	t.Cleanup(srv.Close)
	a := storetest.NewStaff(t, db, "bo@amora.test", amora.StaffSupport)
	c := newClient(t, srv)
	c.expect("POST", "/api/admin/login", `{"email":"bo@amora.test","password":"`+storetest.StaffPassword+`","totp":"`+a.RecoveryCodes[0]+`"}`, 200)
	c.expect("POST", "/api/admin/login", `{"email":"bo@amora.test","password":"`+storetest.StaffPassword+`","totp":"`+a.RecoveryCodes[0]+`"}`, 401, `"key":"staffLoginFailed"`)
	for i := 0; i < 3; i++ {
		c.expect("POST", "/api/admin/login", `{"email":"bo@amora.test","password":"nope-nope-nope","totp":"123456"}`, 401)
	}
	_, body, res := c.do("POST", "/api/admin/login", `{"email":"bo@amora.test","password":"nope-nope-nope","totp":"123456"}`)
	if res.StatusCode != 423 || !strings.Contains(body, `"key":"staffLocked"`) || res.Header.Get("Retry-After") == "" {
		t.Errorf("fifth failure = %d %s (Retry-After %q)", res.StatusCode, body, res.Header.Get("Retry-After"))
	}
	c.expect("POST", "/api/admin/login", `{"email":"bo@amora.test","password":"`+storetest.StaffPassword+`","totp":"`+a.RecoveryCodes[1]+`"}`, 423)
}

func TestAdminSetupAndAudit(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		srv := httptest.NewServer(checked(t, contract(t), newServer(t, db).Handler()))
		t.Cleanup(srv.Close)
		admin := storetest.NewStaff(t, db, "root@amora.test", amora.StaffAdmin)
		_, link, err := db.AddStaff(t.Context(), amora.NewStaff{Email: "cleo@amora.test", Role: amora.StaffOperator},
			amora.AuditEntry{StaffID: admin.ID, StaffEmail: admin.Email})
		if err != nil {
			t.Fatal(err)
		}
		c := newClient(t, srv)
		c.expect("GET", "/api/admin/setup?token=nope", "", 404, `"key":"staffSetupLinkInvalid"`)
		body := c.expect("GET", "/api/admin/setup?token="+link, "", 200, `"email":"cleo@amora.test"`, `"totp_uri":"otpauth://totp/`)
		var info struct {
			TOTPSecret string `json:"totp_secret"`
		}
		json.Unmarshal([]byte(body), &info)
		now, _ := amora.TOTPCode(info.TOTPSecret, time.Now())
		c.expect("POST", "/api/admin/setup", `{"token":"`+link+`","password":"short","totp":"`+now+`"}`, 400, `"key":"passwordTooShort"`)
		c.expect("POST", "/api/admin/setup", `{"token":"`+link+`","password":"a-long-password","totp":"000000"}`, 400, `"key":"staffTotpInvalid"`)
		body = c.expect("POST", "/api/admin/setup", `{"token":"`+link+`","password":"a-long-password","totp":"`+now+`"}`, 200, `"role":"operator"`, `"permissions":["desk","self"]`)
		var done struct {
			RecoveryCodes []string `json:"recovery_codes"`
		}
		json.Unmarshal([]byte(body), &done)
		if len(done.RecoveryCodes) != 10 {
			t.Errorf("recovery codes = %v", done.RecoveryCodes)
		}
		c.expect("GET", "/api/admin/me", "", 200, `"email":"cleo@amora.test"`)
		c.expect("POST", "/api/admin/setup", `{"token":"`+link+`","password":"a-long-password","totp":"`+now+`"}`, 404, `"key":"staffSetupLinkInvalid"`)

		root := staffClient(t, srv, admin.Session)
		body = root.expect("GET", "/api/admin/audit?action=staff.setup", "", 200, `"staff_email":"cleo@amora.test"`, `"next_before_id":null`)
		body = root.expect("GET", "/api/admin/audit?limit=1", "", 200, `"action":"staff.setup"`)
		var page struct {
			NextBeforeID int64 `json:"next_before_id"`
		}
		json.Unmarshal([]byte(body), &page)
		root.expect("GET", "/api/admin/audit?limit=1&before_id="+itoa(page.NextBeforeID), "", 200, `"action":"staff.add"`, `"staff_email":"root@amora.test"`, `"after":{"email":"cleo@amora.test"`)
		root.expect("GET", "/api/admin/audit?staff_id=x", "", 400, `"key":"auditFilterInvalid"`)
	})
}

// TestMetricsForStaff opens /metrics to a console session whose role may see
// statistics, and to nobody else without the token.
func TestMetricsForStaff(t *testing.T) {
	db := storetest.SQLite(t)
	api := newServer(t, db)
	h := api.Handler()
	cookie := func(role amora.StaffRole) map[string]string {
		return map[string]string{"Cookie": httpapi.StaffCookie + "=" + storetest.NewStaff(t, db, string(role)+"@amora.test", role).Session}
	}
	run(t, h, []scenario{
		{name: "Admin", path: "/metrics", header: cookie(amora.StaffAdmin), wantStatus: 200, wantBody: []string{`go_goroutines`}},
		{name: "Moderator", path: "/metrics", header: cookie(amora.StaffModerator), wantStatus: 404},
		{name: "Operator", path: "/metrics", header: cookie(amora.StaffOperator), wantStatus: 404},
		{name: "Nobody", path: "/metrics", wantStatus: 404},
		{name: "NoTokenConfigured", path: "/metrics", header: map[string]string{"Authorization": "Bearer "}, wantStatus: 404},
	})
}

// TestAdminIdleTimeout ends a console session unused for 8 hours (fake clock) and
// clears its cookie; use within the 8 hours keeps it alive.
func TestAdminIdleTimeout(t *testing.T) {
	db := storetest.SQLite(t)
	now := time.Date(2026, 3, 2, 9, 0, 0, 0, time.UTC)
	db.Now = func() time.Time { return now }
	srv := httptest.NewServer(newServer(t, db).Handler())
	t.Cleanup(srv.Close)
	c := staffClient(t, srv, storetest.NewStaff(t, db, "idle@amora.test", amora.StaffSupport).Session)
	now = now.Add(amora.StaffIdleTimeout - time.Minute)
	c.expect("GET", "/api/admin/me", "", 200)
	now = now.Add(amora.StaffIdleTimeout - time.Minute)
	c.expect("GET", "/api/admin/me", "", 200)
	now = now.Add(amora.StaffIdleTimeout)
	_, body, res := c.do("GET", "/api/admin/me", "")
	if res.StatusCode != 401 || guardKey(body) != "staffLoginRequired" {
		t.Fatalf("after 8 idle hours: %d %s", res.StatusCode, body)
	}
	if ck := res.Cookies(); len(ck) != 1 || ck[0].Name != httpapi.StaffCookie || ck[0].MaxAge >= 0 {
		t.Errorf("the ended session's cookie is not cleared: %v", ck)
	}
}

// TestAdminManagesStaff adds, lists, resets and disables staff from the console; the
// actions land in the audit log under the admin's name.
func TestAdminManagesStaff(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		api := newServer(t, db)
		api.BaseURL = "https://amora.example"
		srv := httptest.NewServer(checked(t, contract(t), api.Handler()))
		t.Cleanup(srv.Close)
		admin := storetest.NewStaff(t, db, "root@amora.test", amora.StaffAdmin)
		c := staffClient(t, srv, admin.Session)
		body := c.expect("POST", "/api/admin/staff", `{"email":"Mo@amora.test","name":"Mo","role":"moderator"}`, 201,
			`"email":"mo@amora.test"`, `"status":"pending"`, `"last_login_at":null`, `"setup_url":"https://amora.example/admin/setup?token=`)
		var added struct {
			Staff    struct{ ID int64 }
			SetupURL string `json:"setup_url"`
		}
		json.Unmarshal([]byte(body), &added)
		u, _ := url.Parse(added.SetupURL)
		newClient(t, srv).expect("GET", "/api/admin/setup?token="+url.QueryEscape(u.Query().Get("token")), "", 200, `"email":"mo@amora.test"`)
		c.expect("POST", "/api/admin/staff", `{"email":"mo@amora.test","role":"support"}`, 409, `"key":"staffExists"`)
		c.expect("POST", "/api/admin/staff", `{"email":"x@amora.test","role":"boss"}`, 400, `"key":"staffRoleInvalid"`)
		c.expect("GET", "/api/admin/staff", "", 200, `"email":"mo@amora.test"`, `"email":"root@amora.test"`)
		id := itoa(added.Staff.ID)
		c.expect("POST", "/api/admin/staff/"+id+"/reset", "", 200, `"setup_url":"https://amora.example/admin/setup?token=`)
		c.expect("POST", "/api/admin/staff/"+itoa(admin.ID)+"/disable", "", 409, `"key":"staffSelf"`)
		c.expect("POST", "/api/admin/staff/999/disable", "", 404, `"key":"staffNotFound"`)
		c.expect("POST", "/api/admin/staff/"+id+"/disable", "", 200, `"status":"disabled"`)
		c.expect("POST", "/api/admin/staff/"+id+"/reset", "", 409, `"key":"staffDisabled"`)
		c.expect("GET", "/api/admin/audit?staff_id="+itoa(admin.ID)+"&target_type=staff&target_id="+id, "", 200,
			`"action":"staff.disable"`, `"action":"staff.reset"`, `"action":"staff.add"`, `"staff_email":"root@amora.test"`)
	})
}
