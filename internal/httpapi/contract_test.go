package httpapi_test

import (
	"bytes"
	"context"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/getkin/kin-openapi/openapi3"
	"github.com/getkin/kin-openapi/openapi3filter"
	"github.com/getkin/kin-openapi/routers"
	"github.com/getkin/kin-openapi/routers/legacy"

	"amora/internal/httpapi"
	"amora/internal/sqlstore/storetest"
)

// contract loads api/openapi.yaml and a router over its paths.
func contract(t *testing.T) routers.Router {
	t.Helper()
	doc, err := openapi3.NewLoader().LoadFromFile("../../api/openapi.yaml")
	if err != nil {
		t.Fatal(err)
	}
	if err := doc.Validate(context.Background()); err != nil {
		t.Fatalf("openapi.yaml is invalid: %v", err)
	}
	doc.Servers = nil // match paths whatever host the test uses
	router, err := legacy.NewRouter(doc)
	if err != nil {
		t.Fatal(err)
	}
	return router
}

// checked wraps h so that every API request and response is checked against the
// contract, so that the contract and the server cannot drift apart.
func checked(t *testing.T, router routers.Router, h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/api/events" {
			h.ServeHTTP(w, r) // a stream cannot be buffered; events_test.go checks it
			return
		}
		body, _ := io.ReadAll(r.Body)
		r.Body = io.NopCloser(bytes.NewReader(body))
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, r)
		for k, v := range rec.Header() {
			w.Header()[k] = v
		}
		w.WriteHeader(rec.Code)
		w.Write(rec.Body.Bytes())

		if !strings.HasPrefix(r.URL.Path, "/api/") {
			return
		}
		check := r.Clone(context.Background())
		check.URL.Path = strings.TrimSuffix(check.URL.Path, ".php")
		check.Body = io.NopCloser(bytes.NewReader(body))
		route, params, err := router.FindRoute(check)
		if err != nil {
			t.Errorf("%s %s is not in the contract: %v", r.Method, r.URL.Path, err)
			return
		}
		in := &openapi3filter.RequestValidationInput{Request: check, PathParams: params, Route: route,
			Options: &openapi3filter.Options{AuthenticationFunc: openapi3filter.NoopAuthenticationFunc}}
		out := &openapi3filter.ResponseValidationInput{
			RequestValidationInput: in, Status: rec.Code, Header: rec.Header(),
			Body:    io.NopCloser(bytes.NewReader(httpapi.DecodedBody(t, rec.Header(), rec.Body.Bytes()))),
			Options: &openapi3filter.Options{IncludeResponseStatus: true},
		}
		if err := openapi3filter.ValidateResponse(context.Background(), out); err != nil {
			t.Errorf("%s %s: response %d does not match the contract: %v", r.Method, r.URL.Path, rec.Code, err)
		}
	})
}

// TestContract drives the site and account calls through a contract-checking server.
func TestContract(t *testing.T) {
	router := contract(t)
	db := storetest.SQLite(t)
	srv := httptest.NewServer(checked(t, router, newServer(t, db).Handler()))
	defer srv.Close()
	c := newClient(t, srv)
	for _, path := range []string{"/healthz", "/readyz", "/api/settings?network=a&ref=b", "/api/companyinfo", "/api/interests", "/api/regions",
		"/api/email-suggestion?email=a@gmial.com"} {
		c.do("GET", path, "")
	}
	c.do("GET", "/api/user", "")
	c.do("POST", "/api/signup", `{"name":"x","email":"bad","password":"p","date_of_birth":""}`)
	c.do("POST", "/api/signup", signupBody)
	c.do("GET", "/api/user.php", "")
	c.do("PUT", "/api/user", `{"language":"it"}`)
	c.do("PUT", "/api/profile", `{"gender":"female","looking_for":"male","country":"NL","region":"NL-UT","city":"Utrecht"}`)
	c.do("POST", "/api/activate", `{"token":"nope"}`)
	c.do("GET", "/api/profile", "")
	c.do("PUT", "/api/profile", `{"about_me":"Hoi!","interests":["wine"],"body_type":"slim","invisible":false}`)
	seedMember(t, db, "daan@example.nl", "Daan", "1990-01-01", place("male", "female", "NL", "NL-UT", "Utrecht", "wine"))
	if _, body, _ := c.do("GET", "/api/match-finder?looking_for=male&interests=wine", ""); !strings.Contains(body, `"score":`) {
		t.Errorf("the match finder found no one to check against the contract: %s", body)
	}
	c.do("GET", "/api/swipe", "")
	c.do("POST", "/api/swipe/2", `{"action":"like"}`)
	c.do("POST", "/api/swipe/2", `{"action":"wink"}`)
	c.do("GET", "/api/members?country=NL&min_age=18&max_age=99", "")
	c.do("GET", "/api/members/1", "")
	c.do("GET", "/api/members/999", "")
	other := newClient(t, srv)
	other.do("GET", "/api/likes", "")
	other.do("POST", "/api/likes/1", "")
	other.do("POST", "/api/signup", strings.Replace(signupBody, "sanne@", "other@", 1))
	other.do("POST", "/api/likes/1", "")
	other.do("POST", "/api/likes/2", "")
	other.do("POST", "/api/likes/999", "")
	other.do("GET", "/api/likes", "")
	c.do("GET", "/api/auto-like", "")
	c.do("GET", "/api/auto-like.php", "")
	c.do("GET", "/api/likes.php", "")
	c.do("POST", "/api/likes/2", "")
	c.do("POST", "/api/likes/2/seen", "")
	c.do("GET", "/api/auto-like", "")
	c.do("GET", "/api/likes", "")
	c.do("DELETE", "/api/likes/2", "")
	c.do("GET", "/api/geocode?lat=52.09&lon=5.12", "")
	c.do("GET", "/api/geocode?lat=40&lon=-40", "")
	c.do("DELETE", "/api/photos/999", "")
	c.do("PUT", "/api/photos/999/main", "")
	c.do("POST", "/api/password", `{"old_password":"veilig-wachtwoord-42","new_password":"ander-wachtwoord-2"}`)
	c.do("POST", "/api/email-change", `{"email":"x@example.nl","password":"ander-wachtwoord-2"}`)
	c.do("POST", "/api/email-change/do", `{"token":"nope"}`)
	c.do("POST", "/api/email-change/undo", `{"token":"nope"}`)
	c.do("POST", "/api/password-reset", `{"email":"sanne@example.nl"}`)
	c.do("POST", "/api/password-reset/do", `{"token":"nope","password":"a","password_repeat":"b"}`)
	c.do("POST", "/api/logout", "")
	c.do("POST", "/api/user", `{"email":"sanne@example.nl","password":"ander-wachtwoord-2"}`)
	c.do("DELETE", "/api/user", `{"reason":"time","password":"ander-wachtwoord-2"}`)
	c.do("POST", "/api/reactivate", `{"token":"nope"}`)
	c.do("GET", "/api/logout.php", "")
	c.do("POST", "/api/page-hidden", "{}")
	c.do("GET", "/api/events", "") // logged out: the stream itself is tested in events_test.go
}
