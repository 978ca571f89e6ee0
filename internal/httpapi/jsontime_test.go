package httpapi

import (
	"math/rand/v2"
	"testing"
	"time"
)

// TestJSONTime holds jsonTime and apiTime to time.Format's RFC 3339 for times across the years,
// zones and the edges of days and years.
func TestJSONTime(t *testing.T) {
	times := []time.Time{
		{}, time.Unix(0, 0), time.Date(1999, 12, 31, 23, 59, 59, 999_999_999, time.UTC),
		time.Date(2026, 11, 24, 0, 0, 0, 1, time.FixedZone("CET", 3600)), time.Date(10000, 1, 1, 0, 0, 0, 0, time.UTC),
		time.Date(-1, 1, 1, 0, 0, 0, 0, time.UTC),
	}
	r := rand.New(rand.NewPCG(1, 2))
	for range 10_000 {
		times = append(times, time.Unix(r.Int64N(500_000_000_000)-100_000_000_000, r.Int64N(1e9)).In(time.FixedZone("", 60*(r.IntN(1500)-750))))
	}
	for _, tm := range times {
		if got, want := jsonTime(tm), tm.UTC().Format(time.RFC3339); got != want {
			t.Fatalf("jsonTime(%v) = %q, want %q", tm, got, want)
		}
		if got, want := string(apiTime(tm).appendJSON(nil)), `"`+tm.UTC().Format(time.RFC3339)+`"`; got != want {
			t.Fatalf("apiTime(%v) = %s, want %s", tm, got, want)
		}
	}
}

func BenchmarkJSONTime(b *testing.B) {
	tm := time.Date(2026, 11, 24, 11, 9, 3, 0, time.UTC)
	for b.Loop() {
		_ = jsonTime(tm)
	}
}
