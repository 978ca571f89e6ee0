package sqlstore_test

import (
	"context"
	"encoding/base64"
	"errors"
	"testing"

	"amora"
	"amora/internal/sqlstore"
	"amora/internal/sqlstore/storetest"
)

func TestVAPIDKeysMadeOnce(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		ctx := context.Background()
		calls := 0
		gen := func() (string, string, error) { calls++; return "private-1", "public-1", nil }
		for range 2 {
			priv, pub, err := db.VAPIDKeys(ctx, gen)
			if err != nil || priv != "private-1" || pub != "public-1" {
				t.Fatalf("VAPIDKeys = %q %q %v", priv, pub, err)
			}
		}
		if calls != 1 {
			t.Errorf("generated %d times, want once", calls)
		}
		failing := func() (string, string, error) { return "", "", errors.New("no entropy") }
		if _, pub, err := db.VAPIDKeys(ctx, failing); err != nil || pub != "public-1" {
			t.Errorf("stored keys not kept: %q %v", pub, err)
		}
	})
}

func TestPushSubscriptionStore(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		ctx := context.Background()
		u := signup(t, db, "push@example.nl")
		token, err := db.StartSession(ctx, u.ID)
		if err != nil {
			t.Fatal(err)
		}
		sub := amora.PushSubscription{Endpoint: "https://push.example/1",
			P256dh: base64.RawURLEncoding.EncodeToString(append([]byte{4}, make([]byte, 64)...)),
			Auth:   base64.RawURLEncoding.EncodeToString(make([]byte, 16))}
		if err := db.SavePushSubscription(ctx, u.ID, "no such session", sub); amora.ErrorCode(err) != amora.EUNAUTHORIZED {
			t.Errorf("without a session: %v, want %s", err, amora.EUNAUTHORIZED)
		}
		bad := sub
		bad.Endpoint = "http://push.example/1"
		if err := db.SavePushSubscription(ctx, u.ID, amora.HashToken(token), bad); amora.ErrorCode(err) != amora.EINVALID {
			t.Errorf("http endpoint: %v, want %s", err, amora.EINVALID)
		}
		for range 2 {
			if err := db.SavePushSubscription(ctx, u.ID, amora.HashToken(token), sub); err != nil {
				t.Fatal(err)
			}
		}
		if n, err := db.CountPushSubscriptions(ctx, u.ID); err != nil || n != 1 {
			t.Errorf("%d subscriptions after saving one twice (%v), want 1", n, err)
		}
		if err := db.Logout(ctx, token); err != nil {
			t.Fatal(err)
		}
		subs, err := db.PushSubscriptions(ctx, u.ID)
		if err != nil || len(subs) != 0 {
			t.Errorf("after logout: %v %v, want none", subs, err)
		}

		off, yes := false, true
		s, err := db.SetPushSettings(ctx, u.ID, map[string]bool{amora.NotifyLike: off}, &yes)
		if err != nil || s.Enabled(amora.NotifyLike) || !s.Enabled(amora.NotifyNewMessages) || !s.Preview {
			t.Errorf("SetPushSettings = %+v %v", s, err)
		}
		if _, err := db.SetPushSettings(ctx, u.ID, map[string]bool{amora.NotifyNews: false}, nil); amora.ErrorCode(err) != amora.EINVALID {
			t.Errorf("news is no push type: %v", err)
		}
		s, err = db.SetPushSettings(ctx, u.ID, map[string]bool{amora.NotifyLike: true}, nil)
		if err != nil || !s.Enabled(amora.NotifyLike) || !s.Preview {
			t.Errorf("switching like on again: %+v %v", s, err)
		}
	})
}
