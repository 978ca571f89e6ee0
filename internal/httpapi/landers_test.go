package httpapi_test

import (
	"context"
	"encoding/json"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"amora"
	"amora/internal/sqlstore"
	"amora/internal/sqlstore/storetest"
)

type landerAnswer struct {
	Country string
	Region  *struct{ ID, Name string }
	Members []struct {
		ID        int64
		Name      string
		Country   string
		Region    string
		Fictional bool
		Lat, Lon  *float64
		MainImage *struct{ Clear bool } `json:"main_image"`
	}
	Outline [][2]float64
}

func TestLanderMembers(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		api := newServer(t, db)
		withPhotos(t, api)
		srv := httptest.NewServer(api.Handler())
		defer srv.Close()
		ctx := context.Background()
		seed := func(email, name, dob string, fictional bool, p amora.ProfileUpdate) {
			t.Helper()
			if _, err := db.SeedMembers(ctx, []amora.NewMember{{SiteHost: amora.DefaultSiteHost, Email: email, Name: name,
				PasswordHash: "x", DateOfBirth: dob, Language: "nl", Profile: p, LastSeen: time.Now().UTC(),
				Photos: []string{"photo-" + email}, Fictional: fictional}}); err != nil {
				t.Fatal(err)
			}
		}
		seed("eva@example.nl", "Eva", "1990-03-01", false, place("female", "male", "NL", "NL-UT", "Utrecht"))
		seed("iris@example.nl", "Iris", "1985-03-01", false, place("female", "male", "NL", "NL-NH", "Amsterdam"))
		seed("fenna@example.nl", "Fenna", "1991-03-01", true, place("female", "male", "NL", "NL-UT", "Utrecht"))
		seed("jan@example.nl", "Jan", "1990-03-01", false, place("male", "female", "NL", "NL-UT", "Utrecht"))
		seed("lena@example.de", "Lena", "1992-03-01", false, place("female", "male", "DE", "DE-BY", "München"))

		get := func(query string) landerAnswer {
			t.Helper()
			var a landerAnswer
			body := newClient(t, srv).expect("GET", "/api/landers/members?"+query, "", 200)
			if err := json.Unmarshal([]byte(body), &a); err != nil {
				t.Fatal(err)
			}
			return a
		}
		names := func(a landerAnswer) string {
			var n []string
			for _, m := range a.Members {
				n = append(n, m.Name)
			}
			return strings.Join(n, ",")
		}

		// Women of the Netherlands first, real ones only; the few there are topped up
		// with the site's other countries.
		a := get("country=NL&gender=female")
		if a.Country != "NL" || len(a.Members) != 3 || a.Members[2].Name != "Lena" || strings.Contains(names(a), "Fenna") || strings.Contains(names(a), "Jan") {
			t.Errorf("women of NL: %s in %s", names(a), a.Country)
		}
		for _, m := range a.Members {
			if m.Fictional || m.MainImage == nil || !m.MainImage.Clear {
				t.Errorf("%s: fictional %v, image %+v: landers show real members with their main photo, as visitors see it", m.Name, m.Fictional, m.MainImage)
			}
		}
		if a.Members[0].Lat == nil || len(a.Outline) < 20 {
			t.Errorf("map: %s at %v, outline of %d cities", a.Members[0].Name, a.Members[0].Lat, len(a.Outline))
		}

		// A place narrows to its region: a city stands for its region.
		a = get("country=NL&gender=female&min_age=30&max_age=40&place=utrecht")
		if a.Region == nil || a.Region.ID != "NL-UT" || a.Members[0].Name != "Eva" {
			t.Errorf("women 30-40 in Utrecht: %s, region %+v", names(a), a.Region)
		}
		// An unknown place, an unknown gender and a country the site has not fall back.
		a = get("country=XX&gender=robot&place=atlantis")
		if a.Country != "NL" || a.Region != nil || len(a.Members) != 4 {
			t.Errorf("fallback: %s in %s, region %+v", names(a), a.Country, a.Region)
		}

		// Answers are kept for a minute: a member seeded now is not in the same answer yet.
		seed("noor@example.nl", "Noor", "1993-03-01", false, place("female", "male", "NL", "NL-UT", "Utrecht"))
		if a := get("country=NL&gender=female"); strings.Contains(names(a), "Noor") {
			t.Errorf("not cached: %s", names(a))
		}
		if a := get("country=NL&gender=female&max_age=60"); !strings.Contains(names(a), "Noor") {
			t.Errorf("another audience is its own answer: %s", names(a))
		}
	})
}

// TestSignupMessageOnActivation: the message of a sign-up on a member landing goes to
// that member once the account is activated, as its first message, charged as usual,
// and only once.
func TestSignupMessageOnActivation(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		api := newServer(t, db)
		srv := httptest.NewServer(api.Handler())
		defer srv.Close()
		ctx := context.Background()
		seedMember(t, db, "bram@example.nl", "Bram", "1990-01-01", place("male", "female", "NL", "NL-UT", "Utrecht"))
		var bram struct{ ID int64 }
		json.Unmarshal([]byte(newClient(t, srv).expect("GET", "/api/landers/members?country=NL", "", 200)), &struct {
			Members []*struct{ ID int64 }
		}{Members: []*struct{ ID int64 }{&bram}})
		if bram.ID == 0 {
			t.Fatal("Bram is not listed")
		}

		c := newClient(t, srv)
		body := strings.Replace(signupBody, `"language"`, `"signup_message":"Hoi Bram, zin in een drankje?","member_id":`+itoa(bram.ID)+`,"language"`, 1)
		var u struct {
			ID      int64
			Credits int
		}
		json.Unmarshal([]byte(c.expect("POST", "/api/signup", body, 201)), &u)
		if chats := c.expect("GET", "/api/chats", "", 200); strings.Contains(chats, "drankje") {
			t.Fatalf("delivered before activation: %s", chats)
		}
		token, _ := db.CreateToken(ctx, u.ID, amora.TokenActivate, time.Hour)
		var after struct{ Credits int }
		json.Unmarshal([]byte(c.expect("POST", "/api/activate", `{"token":"`+token+`"}`, 200)), &after)
		if after.Credits != u.Credits-1 {
			t.Errorf("credits %d after activation, want %d: the message costs as any", after.Credits, u.Credits-1)
		}
		var with struct{ Conversation int64 }
		json.Unmarshal([]byte(c.expect("GET", "/api/chats/with/"+itoa(bram.ID), "", 200)), &with)
		page := c.expect("GET", "/api/chats/"+itoa(with.Conversation)+"/messages", "", 200, "Hoi Bram, zin in een drankje?")
		if strings.Count(page, `"text"`) != 1 {
			t.Errorf("want exactly one message: %s", page)
		}
		// Taken once: asking again hands out nothing.
		if to, text, err := db.TakeSignupMessage(ctx, u.ID); err != nil || to != 0 || text != "" {
			t.Errorf("second take: %d %q %v", to, text, err)
		}

		// A sign-up without a member keeps its message to itself.
		c2 := newClient(t, srv)
		body = strings.Replace(strings.Replace(signupBody, "sanne@", "sara@", 1), `"language"`, `"signup_message":"Hallo!","language"`, 1)
		var u2 struct{ ID int64 }
		json.Unmarshal([]byte(c2.expect("POST", "/api/signup", body, 201)), &u2)
		token, _ = db.CreateToken(ctx, u2.ID, amora.TokenActivate, time.Hour)
		c2.expect("POST", "/api/activate", `{"token":"`+token+`"}`, 200, `"credits":10`)
	})
}
