package sqlstore_test

import (
	"context"
	"encoding/base64"
	"testing"

	"amora"
	"amora/internal/sqlstore"
	"amora/internal/sqlstore/storetest"
)

// TestBanRemovesPushSubscriptions checks that nothing can be pushed to a banned member:
// the ban ends their sessions, and the devices' subscriptions go with them.
func TestBanRemovesPushSubscriptions(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		ctx := context.Background()
		u := signup(t, db, "banned-push@example.nl")
		for i, endpoint := range []string{"https://push.example/phone", "https://push.example/laptop"} {
			token, err := db.StartSession(ctx, u.ID)
			if err != nil {
				t.Fatal(err)
			}
			sub := amora.PushSubscription{Endpoint: endpoint,
				P256dh: base64.RawURLEncoding.EncodeToString(append([]byte{4}, make([]byte, 64)...)),
				Auth:   base64.RawURLEncoding.EncodeToString(make([]byte, 16))}
			if err := db.SavePushSubscription(ctx, u.ID, amora.HashToken(token), sub); err != nil {
				t.Fatalf("device %d: %v", i, err)
			}
		}
		admin := storetest.NewStaff(t, db, "mod@amora.test", amora.StaffModerator)
		if err := db.StaffBan(ctx, admin.Staff, u.ID, "Asked members for money.", ""); err != nil {
			t.Fatal(err)
		}
		if n, err := db.CountPushSubscriptions(ctx, u.ID); err != nil || n != 0 {
			t.Errorf("%d subscriptions after the ban (%v), want 0", n, err)
		}
	})
}
