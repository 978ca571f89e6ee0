package httpapi_test

import (
	"bytes"
	"context"
	"encoding/json"
	"image"
	"image/png"
	"net/http/httptest"
	"testing"

	"amora"
	"amora/internal/sqlstore"
	"amora/internal/sqlstore/storetest"
)

func TestManifest(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		s := amora.DefaultSettings()
		s.Name, s.DomainLanguage = "Flirtpunt Nederland", "nl"
		if err := db.PutSite(context.Background(), &amora.Site{Host: "flirtpunt.nl", Settings: s, Company: amora.DefaultCompanyInfo()}); err != nil {
			t.Fatal(err)
		}
		h := newServer(t, db).Handler()
		for _, tc := range []struct{ host, name, short string }{{"flirtpunt.nl", "Flirtpunt Nederland", "Flirtpunt Ne"}, {"example.com", "Amora", "Amora"}} {
			t.Run(tc.host, func(t *testing.T) {
				w := httptest.NewRecorder()
				h.ServeHTTP(w, httptest.NewRequest("GET", "http://"+tc.host+"/manifest.webmanifest", nil))
				if w.Code != 200 || w.Header().Get("Content-Type") != "application/manifest+json" {
					t.Fatalf("status %d, type %q", w.Code, w.Header().Get("Content-Type"))
				}
				var m struct {
					Name       string `json:"name"`
					ShortName  string `json:"short_name"`
					StartURL   string `json:"start_url"`
					Display    string `json:"display"`
					ThemeColor string `json:"theme_color"`
					Icons      []struct{ Src, Sizes, Type, Purpose string }
				}
				if err := json.Unmarshal(w.Body.Bytes(), &m); err != nil {
					t.Fatal(err)
				}
				if m.Name != tc.name || m.ShortName != tc.short || m.StartURL != "/" || m.Display != "standalone" || m.ThemeColor != "#d6336c" {
					t.Errorf("manifest = %+v", m)
				}
				maskable := map[string]bool{}
				for _, icon := range m.Icons {
					if icon.Purpose == "maskable" {
						maskable[icon.Sizes] = true
					}
				}
				if !maskable["192x192"] || !maskable["512x512"] {
					t.Errorf("maskable icons = %v, want 192x192 and 512x512", maskable)
				}
			})
		}
		// Only the file names of the manifest and the service worker's badge exist.
		w := httptest.NewRecorder()
		h.ServeHTTP(w, httptest.NewRequest("GET", "/pwa/other.png", nil))
		if w.Code != 404 {
			t.Errorf("/pwa/other.png: status %d, want 404", w.Code)
		}
	})
}

func TestAppIcons(t *testing.T) {
	h := newServer(t, storetest.SQLite(t)).Handler()
	for _, tc := range []struct {
		file         string
		size         int
		cornerOpaque bool
	}{{"icon-48.png", 48, false}, {"icon-192.png", 192, false}, {"icon-512.png", 512, false}, {"maskable-192.png", 192, true}, {"maskable-512.png", 512, true}, {"badge-96.png", 96, false}} {
		t.Run(tc.file, func(t *testing.T) {
			w := httptest.NewRecorder()
			h.ServeHTTP(w, httptest.NewRequest("GET", "/pwa/"+tc.file, nil))
			if w.Code != 200 || w.Header().Get("Content-Type") != "image/png" {
				t.Fatalf("status %d, type %q", w.Code, w.Header().Get("Content-Type"))
			}
			img, err := png.Decode(bytes.NewReader(w.Body.Bytes()))
			if err != nil {
				t.Fatal(err)
			}
			if got := img.Bounds(); got != image.Rect(0, 0, tc.size, tc.size) {
				t.Fatalf("bounds %v, want %dx%d", got, tc.size, tc.size)
			}
			// A maskable icon fills its square (the launcher cuts its own shape); the
			// plain icon has rounded corners; the heart in the middle is white.
			_, _, _, a := img.At(0, 0).RGBA()
			if (a == 0xffff) != tc.cornerOpaque {
				t.Errorf("corner alpha %#x, want opaque %v", a, tc.cornerOpaque)
			}
			r, g, b, a := img.At(tc.size/2, tc.size/2).RGBA()
			if r != 0xffff || g != 0xffff || b != 0xffff || a != 0xffff {
				t.Errorf("centre = %x %x %x %x, want white", r, g, b, a)
			}
		})
	}
}
