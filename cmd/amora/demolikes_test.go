package main

import (
	"testing"
	"time"

	"amora/internal/demo"
	"amora/internal/geo"
)

func TestDemoLikes(t *testing.T) {
	now := time.Date(2026, 11, 22, 12, 0, 0, 0, time.UTC)
	members := demo.Members(40, 42, now, geo.Cities())
	likes := demoLikes(members, now)
	pairs := map[[2]string]bool{}
	received, fresh, sent := 0, 0, 0
	for _, l := range likes {
		if l.LikerEmail == l.LikedEmail {
			t.Errorf("self-like %s", l.LikerEmail)
		}
		if pairs[[2]string{l.LikerEmail, l.LikedEmail}] {
			t.Errorf("twice %s -> %s", l.LikerEmail, l.LikedEmail)
		}
		pairs[[2]string{l.LikerEmail, l.LikedEmail}] = true
		if l.At.After(now) {
			t.Errorf("like in the future: %+v", l)
		}
		switch {
		case l.LikedEmail == demoEmail:
			received++
			if l.New {
				fresh++
			}
		case l.LikerEmail == demoEmail:
			sent++
		}
	}
	mutual := 0
	for p := range pairs {
		if pairs[[2]string{p[1], p[0]}] {
			mutual++
		}
	}
	if received != 6 || fresh != 4 || sent != 3 {
		t.Errorf("demo member: %d received (%d new), %d sent", received, fresh, sent)
	}
	if mutual < 4 {
		t.Errorf("%d likes are half a match, want some matches", mutual)
	}
}
