package httpapi_test

import (
	"bytes"
	"context"
	"io"
	"net/http/httptest"
	"testing"

	"github.com/getkin/kin-openapi/openapi3"
	"github.com/getkin/kin-openapi/openapi3filter"
	"github.com/getkin/kin-openapi/routers/legacy"

	"amora/internal/sqlstore/storetest"
)

// TestContract checks real responses of the server against api/openapi.yaml, so that
// the contract and the server cannot drift apart.
func TestContract(t *testing.T) {
	ctx := context.Background()
	loader := openapi3.NewLoader()
	doc, err := loader.LoadFromFile("../../api/openapi.yaml")
	if err != nil {
		t.Fatal(err)
	}
	if err := doc.Validate(ctx); err != nil {
		t.Fatalf("openapi.yaml is invalid: %v", err)
	}
	doc.Servers = nil // match paths whatever host the test uses
	router, err := legacy.NewRouter(doc)
	if err != nil {
		t.Fatal(err)
	}
	h := newServer(t, storetest.SQLite(t)).Handler()
	for _, path := range []string{"/healthz", "/readyz", "/api/settings?network=a&ref=b", "/api/companyinfo", "/api/interests", "/api/regions"} {
		t.Run(path, func(t *testing.T) {
			req := httptest.NewRequest("GET", "http://localhost"+path, nil)
			w := httptest.NewRecorder()
			h.ServeHTTP(w, req)
			route, params, err := router.FindRoute(req)
			if err != nil {
				t.Fatalf("no route in the contract: %v", err)
			}
			in := &openapi3filter.RequestValidationInput{Request: req, PathParams: params, Route: route}
			if err := openapi3filter.ValidateRequest(ctx, in); err != nil {
				t.Errorf("request: %v", err)
			}
			out := &openapi3filter.ResponseValidationInput{
				RequestValidationInput: in, Status: w.Code, Header: w.Header(),
				Body:    io.NopCloser(bytes.NewReader(w.Body.Bytes())),
				Options: &openapi3filter.Options{IncludeResponseStatus: true},
			}
			if err := openapi3filter.ValidateResponse(ctx, out); err != nil {
				t.Errorf("response %d does not match the contract: %v", w.Code, err)
			}
		})
	}
}
