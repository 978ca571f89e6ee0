package push

import (
	"net/http"
	"testing"
	"time"
)

func TestKeysFromPrivate(t *testing.T) {
	priv, pub, err := GenerateKeys()
	if err != nil {
		t.Fatal(err)
	}
	for _, given := range []string{priv, priv + "="} {
		k, err := KeysFromPrivate(given)
		if err != nil || k.Public != pub || k.Private != priv {
			t.Errorf("KeysFromPrivate(%q) = %+v, %v; want public %q", given, k, err, pub)
		}
	}
	for _, bad := range []string{"", "not base64!", "AAAA"} {
		if _, err := KeysFromPrivate(bad); err == nil {
			t.Errorf("KeysFromPrivate(%q) accepted", bad)
		}
	}
}

func TestRetryAfter(t *testing.T) {
	now := time.Date(2026, 11, 26, 12, 0, 0, 0, time.UTC)
	tests := []struct {
		h    string
		want time.Duration
	}{
		{"", 0},
		{"120", 2 * time.Minute},
		{" 5 ", 5 * time.Second},
		{now.Add(time.Hour).Format(http.TimeFormat), time.Hour},
		{now.Add(-time.Hour).Format(http.TimeFormat), 0},
		{"soon", 0},
		{"-3", 0},
	}
	for _, tt := range tests {
		if got := retryAfter(tt.h, now); got != tt.want {
			t.Errorf("retryAfter(%q) = %v, want %v", tt.h, got, tt.want)
		}
	}
}
