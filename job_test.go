package amora_test

import (
	"testing"
	"time"

	"amora"
)

func TestJobBackoff(t *testing.T) {
	for _, tt := range []struct {
		attempts int
		want     time.Duration
	}{
		{1, 10 * time.Second},
		{2, 20 * time.Second},
		{3, 40 * time.Second},
		{10, time.Hour},
		{100, time.Hour},
	} {
		if got := amora.JobBackoff(tt.attempts); got != tt.want {
			t.Errorf("JobBackoff(%d) = %v, want %v", tt.attempts, got, tt.want)
		}
	}
}
