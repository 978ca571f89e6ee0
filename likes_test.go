package amora

import (
	"testing"
	"time"
)

func TestLikeEntry(t *testing.T) {
	t0 := time.Date(2026, 11, 22, 12, 0, 0, 0, time.UTC)
	for _, tt := range []struct {
		name       string
		e          LikeEntry
		wantKinds  []bool // sent, received, mutual
		wantLatest time.Time
	}{
		{"Sent", LikeEntry{LikedAt: t0}, []bool{true, false, false}, t0},
		{"Received", LikeEntry{LikedMeAt: t0, New: true}, []bool{false, true, false}, t0},
		{"MutualLatestIsTheirs", LikeEntry{LikedAt: t0, LikedMeAt: t0.Add(time.Hour)}, []bool{true, true, true}, t0.Add(time.Hour)},
		{"MutualLatestIsMine", LikeEntry{LikedAt: t0.Add(time.Hour), LikedMeAt: t0}, []bool{true, true, true}, t0.Add(time.Hour)},
	} {
		t.Run(tt.name, func(t *testing.T) {
			for i, kind := range LikeKinds {
				if got := tt.e.Is(kind); got != tt.wantKinds[i] {
					t.Errorf("Is(%s) = %v, want %v", kind, got, tt.wantKinds[i])
				}
			}
			if !tt.e.Latest().Equal(tt.wantLatest) {
				t.Errorf("Latest = %v, want %v", tt.e.Latest(), tt.wantLatest)
			}
		})
	}
	if (LikeEntry{}).Is("all") {
		t.Error("an unknown kind matches")
	}
	entries := []LikeEntry{{LikedMeAt: t0, New: true}, {LikedMeAt: t0}, {LikedAt: t0, New: true}, {LikedAt: t0, LikedMeAt: t0, New: true}}
	if n := CountNew(entries); n != 2 {
		t.Errorf("CountNew = %d, want 2", n)
	}
	if got := MemberTopic(42); got != "member:42" {
		t.Errorf("MemberTopic = %q", got)
	}
}
