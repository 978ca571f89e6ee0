package web

import (
	"slices"
	"testing"
)

func TestRoutesCarryParamLists(t *testing.T) {
	routes, err := Routes()
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"/likes/:type(received|sent|mutual)", "/likes/m/:id", "/members/:id"} {
		if !slices.Contains(routes, want) {
			t.Errorf("routes lack %q: %v", want, routes)
		}
	}
}
