package httpapi_test

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/cookiejar"
	"net/http/httptest"
	"strings"
	"testing"

	"amora"
	"amora/internal/httpapi"
	"amora/internal/sqlstore"
	"amora/internal/sqlstore/storetest"
)

// client is a browser-like HTTP client for one visitor: it keeps cookies and sends
// the client header.
type client struct {
	t    *testing.T
	base string
	http *http.Client
}

func newClient(t *testing.T, srv *httptest.Server) *client {
	jar, _ := cookiejar.New(nil)
	return &client{t: t, base: srv.URL, http: &http.Client{Jar: jar, CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}}
}

// do sends a request and returns the status, the body and the response.
func (c *client) do(method, path, body string) (int, string, *http.Response) {
	c.t.Helper()
	req, _ := http.NewRequest(method, c.base+path, strings.NewReader(body))
	req.Header.Set("X-Requested-With", "amora")
	req.Header.Set("Content-Type", "application/json")
	resp, err := c.http.Do(req)
	if err != nil {
		c.t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, string(b), resp
}

func (c *client) expect(method, path, body string, wantStatus int, wantBody ...string) string {
	c.t.Helper()
	status, got, _ := c.do(method, path, body)
	if status != wantStatus {
		c.t.Errorf("%s %s = %d, want %d; body %s", method, path, status, wantStatus, got)
	}
	for _, w := range wantBody {
		if !strings.Contains(got, w) {
			c.t.Errorf("%s %s body lacks %q; body %s", method, path, w, got)
		}
	}
	return got
}

const signupBody = `{"name":"Sanne","email":"sanne@example.nl","password":"veilig-wachtwoord-42","date_of_birth":"1994-05-17","language":"nl","trafficsource":{"network":"aff","ref":"7"}}`

func TestAccountAPI(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		srv := httptest.NewServer(newServer(t, db).Handler())
		defer srv.Close()

		t.Run("SignupLogsIn", func(t *testing.T) {
			c := newClient(t, srv)
			c.expect("GET", "/api/user.php", "", 403, `"code":"authentication_required"`)
			status, _, resp := c.do("POST", "/api/signup", signupBody)
			if status != 201 {
				t.Fatalf("signup = %d", status)
			}
			var cookie *http.Cookie
			for _, ck := range resp.Cookies() {
				if ck.Name == httpapi.SessionCookie {
					cookie = ck
				}
			}
			if cookie == nil || !cookie.HttpOnly || cookie.SameSite != http.SameSiteLaxMode || cookie.MaxAge != 30*24*3600 || cookie.Secure {
				t.Errorf("session cookie = %+v, want HttpOnly, Lax, 30 days, not Secure over HTTP", cookie)
			}
			c.expect("GET", "/api/user.php", "", 200, `"status":"not_confirmed"`, `"credits":10`, `"paid_user":false`,
				`"notifications_disabled":[]`, `"profile":{"id":`, `"status":"disabled"`, `"name":"Sanne"`, `"language":"nl"`, `"signup_date":"`)
			c.expect("PUT", "/api/user.php", `{"language":"de"}`, 200, `"language":"de"`)
			c.expect("PUT", "/api/user.php", `{"language":"xx"}`, 400, `"key":"invalidLanguage"`)
			c.expect("POST", "/api/logout", "", 204)
			c.expect("GET", "/api/user", "", 403, `"authentication_required"`)
		})
		t.Run("SignupRules", func(t *testing.T) {
			c := newClient(t, srv)
			for _, tt := range []struct{ body, want string }{
				{`{"name":"Jo","email":"jo@example","password":"veilig-wachtwoord-42","date_of_birth":"1990-01-01"}`, `"message":"Invalid email","field":"email","key":"invalidEmail"`},
				{`{"name":"jo@example.nl","email":"jo@example.nl","password":"veilig-wachtwoord-42","date_of_birth":"1990-01-01"}`, `"key":"nameIsEmail"`},
				{`{"name":"@jo","email":"jo@example.nl","password":"veilig-wachtwoord-42","date_of_birth":"1990-01-01"}`, `"key":"nameStartsWithAt"`},
				{`{"name":"Jo","email":"jo@example.nl","password":"veilig-wachtwoord-42","date_of_birth":""}`, `"message":"Enter your date of birth (18+)","field":"date_of_birth","key":"enterDateOfBirth","params":{"min_age":18}`},
				{`{"name":"Jo","email":"jo@example.nl","password":"veilig-wachtwoord-42","date_of_birth":"31-12-1990"}`, `"message":"Invalid date of birth."`},
				{`{"name":"Jo","email":"jo@example.nl","password":"qwerty123","date_of_birth":"1990-01-01"}`, `"key":"passwordCommon"`},
				{`{"name":"Jo","email":"SANNE@example.nl","password":"veilig-wachtwoord-42","date_of_birth":"1990-01-01"}`, `"code":"conflict"`},
				{`not json`, `"code":"invalid"`},
			} {
				status, body, _ := c.do("POST", "/api/signup", tt.body)
				if status != 400 && status != 409 {
					t.Errorf("%s: status %d", tt.body, status)
				}
				if !strings.Contains(body, tt.want) {
					t.Errorf("%s: body %s lacks %s", tt.body, body, tt.want)
				}
			}
		})
		t.Run("SignupAnswersEveryFieldAtOnce", func(t *testing.T) {
			c := newClient(t, srv)
			c.expect("POST", "/api/signup", `{"name":"J","email":"jo@example","password":"kort","date_of_birth":""}`, 400,
				`"error":{"code":"invalid","message":"Your username needs 2 to 30 characters.","field":"name"`,
				`"fields":[{"code":"invalid"`, `"field":"email","key":"invalidEmail"`, `"field":"password","key":"passwordTooShort"`,
				`"field":"date_of_birth","key":"enterDateOfBirth"`)
		})
		t.Run("InviteOnly", func(t *testing.T) {
			s := amora.DefaultSettings()
			s.Signups = amora.SignupsWithTrafficSource
			if err := db.PutSite(context.Background(), &amora.Site{Host: "invite.example", Settings: s, Company: amora.DefaultCompanyInfo()}); err != nil {
				t.Fatal(err)
			}
			c := newClient(t, srv)
			body := `{"name":"Jo","email":"invited@example.nl","password":"veilig-wachtwoord-42","date_of_birth":"1990-01-01"}`
			c.expect("POST", "/api/signup?host=invite.example", body, 403, `"message":"currently invite-only"`, `"key":"inviteOnly"`)
			withSource := strings.Replace(body, `}`, `,"trafficsource":{"network":"aff","ref":"1"}}`, 1)
			c.expect("POST", "/api/signup?host=invite.example", withSource, 201, `"status":"not_confirmed"`)
		})
		t.Run("Login", func(t *testing.T) {
			c := newClient(t, srv)
			c.expect("POST", "/api/user.php", `{"email":"sanne@example.nl","password":"wrong-password"}`, 403, `"message":"Login failed, please try again"`, `"key":"loginFailed"`)
			c.expect("POST", "/api/user.php", `{"email":"nobody@example.nl","password":"wrong-password"}`, 403, `"message":"Login failed, please try again"`)
			c.expect("POST", "/api/user.php", `{"email":"Sanne@Example.nl","password":"veilig-wachtwoord-42"}`, 200, `"email":"sanne@example.nl"`)
			c.expect("GET", "/api/user", "", 200, `"name":"Sanne"`)
			c.expect("GET", "/api/logout.php", "", 204) // with the client header, as the app sends
			c.expect("GET", "/api/user", "", 403)
		})
		t.Run("GetLogoutNeedsClientHeader", func(t *testing.T) {
			c := newClient(t, srv)
			c.expect("POST", "/api/user.php", `{"email":"sanne@example.nl","password":"veilig-wachtwoord-42"}`, 200)
			// A link on another site: a top-level GET that carries cookies but no header.
			for _, path := range []string{"/api/logout.php", "/api/logout"} {
				req, _ := http.NewRequest("GET", c.base+path, nil)
				req.Header.Set("Sec-Fetch-Site", "cross-site")
				req.Header.Set("Sec-Fetch-Mode", "navigate")
				resp, err := c.http.Do(req)
				if err != nil {
					t.Fatal(err)
				}
				resp.Body.Close()
				if resp.StatusCode != http.StatusForbidden {
					t.Errorf("GET %s without the header = %d, want 403", path, resp.StatusCode)
				}
				for _, ck := range resp.Cookies() {
					if ck.Name == httpapi.SessionCookie {
						t.Errorf("GET %s without the header touched the session cookie: %+v", path, ck)
					}
				}
			}
			c.expect("GET", "/api/user", "", 200, `"name":"Sanne"`) // still logged in
			c.expect("GET", "/api/logout.php", "", 204)
			c.expect("GET", "/api/user", "", 403)
		})
		t.Run("Activate", func(t *testing.T) {
			c := newClient(t, srv)
			body := c.expect("POST", "/api/signup", strings.Replace(signupBody, "sanne@", "act@", 1), 201)
			var u struct{ ID int64 }
			json.Unmarshal([]byte(body), &u)
			token, err := db.CreateToken(context.Background(), u.ID, amora.TokenActivate, amora.ActivationLifetime)
			if err != nil {
				t.Fatal(err)
			}
			c.expect("POST", "/api/activate", `{"token":"`+token+`"}`, 200, `"status":"active"`)
			c.expect("POST", "/api/activate", `{"token":"`+token+`"}`, 404, `"key":"linkInvalid"`)
			c.expect("GET", "/api/user", "", 200, `"status":"active"`)
		})
		t.Run("EmailSuggestion", func(t *testing.T) {
			c := newClient(t, srv)
			c.expect("GET", "/api/email-suggestion?email=jan@gmial.com", "", 200, `"suggestion":"jan@gmail.com"`)
			c.expect("GET", "/api/email-suggestion?email=jan@gmail.com", "", 200, `"suggestion":""`)
		})
		t.Run("ErrNoClientHeader", func(t *testing.T) {
			resp, err := http.Post(srv.URL+"/api/user", "application/json", strings.NewReader(`{}`))
			if err != nil {
				t.Fatal(err)
			}
			resp.Body.Close()
			if resp.StatusCode != 403 {
				t.Errorf("login without client header = %d, want 403", resp.StatusCode)
			}
		})
	})
}
