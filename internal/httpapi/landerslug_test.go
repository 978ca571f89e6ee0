package httpapi

import (
	"encoding/json"
	"net/url"
	"os"
	"strconv"
	"testing"
)

// TestLanderAudience runs the slugs of web/src/landers/slugs.json, which the page's
// reader (slug.test.ts) runs too.
func TestLanderAudience(t *testing.T) {
	raw, err := os.ReadFile("../../web/src/landers/slugs.json")
	if err != nil {
		t.Fatal(err)
	}
	var table struct{ Cases [][2]json.RawMessage }
	if err := json.Unmarshal(raw, &table); err != nil {
		t.Fatal(err)
	}
	if len(table.Cases) < 10 {
		t.Fatalf("%d cases", len(table.Cases))
	}
	for _, c := range table.Cases {
		var slug string
		var want map[string]any
		if err := json.Unmarshal(c[0], &slug); err != nil {
			t.Fatal(err)
		}
		if err := json.Unmarshal(c[1], &want); err != nil {
			t.Fatal(err)
		}
		wantQ := url.Values{}
		for k, v := range want {
			switch v := v.(type) {
			case string:
				wantQ.Set(k, v)
			case float64:
				wantQ.Set(k, strconv.Itoa(int(v)))
			}
		}
		if got := landerAudience(slug); got.Encode() != wantQ.Encode() {
			t.Errorf("%q: %s, want %s", slug, got.Encode(), wantQ.Encode())
		}
	}
}
