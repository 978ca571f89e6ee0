package web

import (
	"os"
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

// TestLanderScreensExist: every page of screens.json names a source file that is there,
// and every lander kind has one.
func TestLanderScreensExist(t *testing.T) {
	screens, err := LanderScreens()
	if err != nil {
		t.Fatal(err)
	}
	for _, page := range []string{"tinderswipe", "alonetonight", "collagelanding", "gallery", "iconslanding", "maplanding",
		"socialnetwork", "transitionsvideolanding", "video", "landing", "landing2", "landing3", "signup"} {
		file, ok := screens[page]
		if !ok {
			t.Errorf("screens.json lacks %q", page)
			continue
		}
		if _, err := os.Stat(file); err != nil {
			t.Errorf("%s: %v", page, err)
		}
	}
}
