package geo

import (
	"net"
	"net/http/httptest"
	"os"
	"path/filepath"
	"testing"

	"github.com/maxmind/mmdbwriter"
	"github.com/maxmind/mmdbwriter/mmdbtype"
)

// writeCountryDB writes a small GeoIP2-Country-shaped database mapping networks to
// countries.
func writeCountryDB(t *testing.T, networks map[string]string) string {
	t.Helper()
	w, err := mmdbwriter.New(mmdbwriter.Options{DatabaseType: "GeoIP2-Country", RecordSize: 24, IncludeReservedNetworks: true})
	if err != nil {
		t.Fatal(err)
	}
	for cidr, iso := range networks {
		_, n, err := net.ParseCIDR(cidr)
		if err != nil {
			t.Fatal(err)
		}
		rec := mmdbtype.Map{"country": mmdbtype.Map{"iso_code": mmdbtype.String(iso)}}
		if err := w.Insert(n, rec); err != nil {
			t.Fatal(err)
		}
	}
	path := filepath.Join(t.TempDir(), "country.mmdb")
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if _, err := w.WriteTo(f); err != nil {
		t.Fatal(err)
	}
	return path
}

func TestCountryLookup(t *testing.T) {
	path := writeCountryDB(t, map[string]string{"81.0.0.0/8": "nl", "2a02:a000::/24": "DE"})
	withDB, err := OpenCountryLookup("CF-IPCountry", path)
	if err != nil {
		t.Fatal(err)
	}
	defer withDB.Close()
	headerOnly, _ := OpenCountryLookup("CF-IPCountry", "")
	ignoring, _ := OpenCountryLookup("", path)

	for _, tt := range []struct {
		name   string
		lookup *CountryLookup
		remote string
		header string
		want   string
	}{
		{"HeaderWins", withDB, "81.2.3.4:5000", "be", "BE"},
		{"DatabaseIPv4", withDB, "81.2.3.4:5000", "", "NL"},
		{"DatabaseIPv6", withDB, "[2a02:a001::1]:443", "", "DE"},
		{"DatabaseMiss", withDB, "192.0.2.1:80", "", ""},
		{"UnknownHeaderFallsBack", withDB, "81.2.3.4:5000", "XX", "NL"},
		{"HeaderOnly", headerOnly, "81.2.3.4:5000", "FR", "FR"},
		{"HeaderOnlyNoHeader", headerOnly, "81.2.3.4:5000", "", ""},
		{"UntrustedHeaderIgnored", ignoring, "81.2.3.4:5000", "US", "NL"},
		{"BadRemoteAddr", withDB, "garbage", "", ""},
	} {
		t.Run(tt.name, func(t *testing.T) {
			r := httptest.NewRequest("GET", "/api/settings", nil)
			r.RemoteAddr = tt.remote
			if tt.header != "" {
				r.Header.Set("CF-IPCountry", tt.header)
			}
			if got := tt.lookup.Country(r); got != tt.want {
				t.Errorf("Country = %q, want %q", got, tt.want)
			}
		})
	}
	t.Run("ErrMissingFile", func(t *testing.T) {
		if _, err := OpenCountryLookup("", filepath.Join(t.TempDir(), "none.mmdb")); err == nil {
			t.Error("want an error for a missing database")
		}
	})
}
