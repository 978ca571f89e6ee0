package sqlstore_test

import (
	"context"
	"fmt"
	"testing"
	"time"

	"amora"
	"amora/internal/sqlstore"
	"amora/internal/sqlstore/storetest"
)

// TestSearchSort holds each order of a search (issue 22): best puts the members
// online now first and, within that, those with an "about me"; online is the most
// recently seen first; new is the last to join first; nearby is the viewer's
// region, then their country, then the rest. Each tier is most recently seen first.
func TestSearchSort(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		ctx := context.Background()
		at := t0
		db.Now = func() time.Time { return at }
		// Joined in this order; seen in the order of the minutes below.
		anna := member(t, db, "anna@example.nl", "female", "NL", "NL-UT", "1996-01-10")
		bart := member(t, db, "bart@example.nl", "male", "NL", "NL-NH", "1980-06-01")
		clara := member(t, db, "clara@example.de", "female", "DE", "DE-BY", "1990-11-22")
		dora := member(t, db, "dora@example.nl", "female", "NL", "NL-UT", "1970-11-23")
		eva := member(t, db, "eva@example.nl", "female", "NL", "NL-NH", "1985-03-03")
		about := func(u *amora.User) {
			p, err := db.FindProfile(ctx, u.ID)
			if err != nil {
				t.Fatal(err)
			}
			err = db.UpdateProfile(ctx, u.ID, amora.ProfileUpdate{ProfileBasics: amora.ProfileBasics{
				Gender: p.Gender, LookingFor: "both", Country: p.Country, Region: p.Region, City: "Somewhere"}, AboutMe: "Hello there"})
			if err != nil {
				t.Fatal(err)
			}
		}
		about(clara)
		about(eva)
		// Seen long ago: dora, then eva, then clara; online now (the last hour): bart, then anna.
		for i, u := range []*amora.User{dora, eva, clara} {
			at = t0.Add(time.Duration(i) * time.Minute)
			db.TouchLastSeen(ctx, u.ID)
		}
		for i, u := range []*amora.User{bart, anna} {
			at = t0.Add(24*time.Hour + time.Duration(i)*time.Minute)
			db.TouchLastSeen(ctx, u.ID)
		}
		at = t0.Add(24*time.Hour + 2*time.Minute)
		list := func(us ...*amora.User) string {
			s := ""
			for _, u := range us {
				s += fmt.Sprintf("%d,", u.ID)
			}
			return s
		}
		for _, tt := range []struct {
			name string
			f    amora.SearchFilter
			want string
		}{
			{"Online", amora.SearchFilter{Sort: amora.SortOnline}, list(anna, bart, clara, eva, dora)},
			{"Default", amora.SearchFilter{}, list(anna, bart, clara, eva, dora)},
			{"New", amora.SearchFilter{Sort: amora.SortNew}, list(eva, dora, clara, bart, anna)},
			// Online without about (anna, bart) before offline with about (clara, eva), before dora.
			{"Best", amora.SearchFilter{Sort: amora.SortBest}, list(anna, bart, clara, eva, dora)},
			{"BestCountry", amora.SearchFilter{Sort: amora.SortBest, Country: "NL"}, list(anna, bart, eva, dora)},
			{"Nearby", amora.SearchFilter{Sort: amora.SortNearby, NearCountry: "NL", NearRegion: "NL-NH"}, list(bart, eva, anna, dora, clara)},
			{"NearbyCountry", amora.SearchFilter{Sort: amora.SortNearby, Country: "NL", NearCountry: "NL", NearRegion: "NL-UT"}, list(anna, dora, bart, eva)},
			{"NearbyUnknown", amora.SearchFilter{Sort: amora.SortNearby}, list(anna, bart, clara, eva, dora)},
			{"NewSecondPage", amora.SearchFilter{Sort: amora.SortNew, PerPage: 2, Page: 2}, list(clara, bart)},
			{"BestSecondPage", amora.SearchFilter{Sort: amora.SortBest, PerPage: 2, Page: 2}, list(clara, eva)},
		} {
			t.Run(tt.name, func(t *testing.T) {
				got, total, err := db.SearchMembers(ctx, tt.f)
				if err != nil {
					t.Fatal(err)
				}
				s := ""
				for _, p := range got {
					s += fmt.Sprintf("%d,", p.ID)
				}
				if s != tt.want {
					t.Errorf("got %s, want %s", s, tt.want)
				}
				if total == 0 {
					t.Error("no total")
				}
			})
		}
		// Best: once bart writes an "about me", he leads anna, who is as online.
		about(bart)
		got, _, _ := db.SearchMembers(ctx, amora.SearchFilter{Sort: amora.SortBest})
		if len(got) < 2 || got[0].ID != bart.ID || got[1].ID != anna.ID {
			t.Errorf("best after bart's about me: %v, %v first", got[0].ID, got[1].ID)
		}
	})
}

func TestParseSearchSort(t *testing.T) {
	for in, want := range map[string]string{"": amora.SortBest, "best": amora.SortBest, "online": amora.SortOnline, "new": amora.SortNew, "nearby": amora.SortNearby} {
		if got, err := amora.ParseSearchSort(in); err != nil || got != want {
			t.Errorf("ParseSearchSort(%q) = %q, %v", in, got, err)
		}
	}
	for _, in := range []string{"random", "BEST", "id"} {
		_, err := amora.ParseSearchSort(in)
		if e, ok := err.(*amora.Error); !ok || e.Key != "sortInvalid" || e.Field != "sort" || e.Code != amora.EINVALID {
			t.Errorf("ParseSearchSort(%q): %v", in, err)
		}
	}
}
