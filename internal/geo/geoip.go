package geo

import (
	"net/http"
	"net/netip"
	"strings"

	"github.com/oschwald/maxminddb-golang/v2"
)

// CountryLookup finds the visitor's country: first from a trusted proxy header such as
// Cloudflare's CF-IPCountry, then from a MaxMind-format country database when one is
// configured. It answers "" when neither knows.
type CountryLookup struct {
	Header string // trusted header name; empty to ignore headers
	db     *maxminddb.Reader
}

// OpenCountryLookup opens the .mmdb file at path (none when path is empty).
func OpenCountryLookup(header, path string) (*CountryLookup, error) {
	l := &CountryLookup{Header: header}
	if path != "" {
		db, err := maxminddb.Open(path)
		if err != nil {
			return nil, err
		}
		l.db = db
	}
	return l, nil
}

// Close releases the database file.
func (l *CountryLookup) Close() error {
	if l.db == nil {
		return nil
	}
	return l.db.Close()
}

// Country returns the ISO 3166-1 alpha-2 country of the request, upper-case.
func (l *CountryLookup) Country(r *http.Request) string {
	if l.Header != "" {
		// Cloudflare sends XX for unknown and T1 for Tor; neither is a country.
		if c := strings.ToUpper(strings.TrimSpace(r.Header.Get(l.Header))); len(c) == 2 && c != "XX" && c != "T1" {
			return c
		}
	}
	if l.db == nil {
		return ""
	}
	addr, err := netip.ParseAddrPort(r.RemoteAddr)
	if err != nil {
		return ""
	}
	var rec struct {
		Country struct {
			ISOCode string `maxminddb:"iso_code"`
		} `maxminddb:"country"`
	}
	if err := l.db.Lookup(addr.Addr().Unmap()).Decode(&rec); err != nil {
		return ""
	}
	return strings.ToUpper(rec.Country.ISOCode)
}
