package sqlstore_test

import (
	"context"
	"slices"
	"testing"
	"time"

	"amora"
	"amora/internal/sqlstore"
	"amora/internal/sqlstore/storetest"
)

// disabledOf reads the member's notifications_disabled as every read of the account sees it.
func disabledOf(t *testing.T, db *sqlstore.DB, id int64) []string {
	t.Helper()
	u, err := db.FindUser(context.Background(), id)
	if err != nil {
		t.Fatal(err)
	}
	return u.NotificationsDisabled
}

// TestNotificationSettings checks that every type starts on, that the member switches
// types on and off, that an unsubscribe keeps its reason and shows in
// notifications_disabled, and that switching the type on clears it.
func TestNotificationSettings(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		ctx := context.Background()
		db.Now = func() time.Time { return t0 }
		u := signup(t, db, "notify@example.nl")
		s, err := db.NotificationSettings(ctx, u.ID)
		if err != nil {
			t.Fatal(err)
		}
		for _, typ := range amora.NotificationTypes {
			if !s.Enabled(typ) {
				t.Errorf("%s is off at sign-up", typ)
			}
		}
		if got := disabledOf(t, db, u.ID); len(got) != 0 {
			t.Errorf("notifications_disabled = %v at sign-up", got)
		}
		t.Run("MemberSwitchesOff", func(t *testing.T) {
			s, err := db.SetNotifications(ctx, u.ID, map[string]bool{amora.NotifyLike: false, amora.NotifyNews: false})
			if err != nil {
				t.Fatal(err)
			}
			if s.Enabled(amora.NotifyLike) || s.Enabled(amora.NotifyNews) || !s.Enabled(amora.NotifyNewMessages) {
				t.Errorf("settings = %v", s.Off)
			}
			if got := disabledOf(t, db, u.ID); len(got) != 0 {
				t.Errorf("a member's choice is no disabled reason: %v", got)
			}
		})
		t.Run("ErrUnknownType", func(t *testing.T) {
			_, err := db.SetNotifications(ctx, u.ID, map[string]bool{"spam": false})
			wantKey(t, err, "notificationTypeUnknown")
			wantKey(t, db.Unsubscribe(ctx, u.ID, "spam"), "notificationTypeUnknown")
		})
		t.Run("Unsubscribe", func(t *testing.T) {
			if err := db.Unsubscribe(ctx, u.ID, amora.NotifyPromotions); err != nil {
				t.Fatal(err)
			}
			if err := db.Unsubscribe(ctx, u.ID, amora.NotifyPromotions); err != nil { // twice is fine
				t.Fatal(err)
			}
			s, _ := db.NotificationSettings(ctx, u.ID)
			if s.Off[amora.NotifyPromotions] != amora.DisabledListUnsubscribe {
				t.Errorf("promotions off = %q", s.Off[amora.NotifyPromotions])
			}
			if got := disabledOf(t, db, u.ID); !slices.Equal(got, []string{"listunsubscribe"}) {
				t.Errorf("notifications_disabled = %v", got)
			}
			// Saving the screen with the type still off keeps the reason.
			if _, err := db.SetNotifications(ctx, u.ID, map[string]bool{amora.NotifyPromotions: false}); err != nil {
				t.Fatal(err)
			}
			if got := disabledOf(t, db, u.ID); !slices.Equal(got, []string{"listunsubscribe"}) {
				t.Errorf("after saving: notifications_disabled = %v", got)
			}
			if _, err := db.SetNotifications(ctx, u.ID, map[string]bool{amora.NotifyPromotions: true}); err != nil {
				t.Fatal(err)
			}
			if got := disabledOf(t, db, u.ID); len(got) != 0 {
				t.Errorf("after switching on: notifications_disabled = %v", got)
			}
		})
		t.Run("ErrNotFound", func(t *testing.T) {
			if _, err := db.NotificationSettings(ctx, 999999); amora.ErrorCode(err) != amora.ENOTFOUND {
				t.Errorf("err = %v", err)
			}
		})
	})
}

// TestMailEvents checks that a hard bounce and a complaint stop all mail to the
// address, that soft bounces and unknown addresses change nothing, and that confirming
// an address anew (activation, e-mail change, reactivation) lets mail through again.
func TestMailEvents(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		ctx := context.Background()
		db.Now = func() time.Time { return t0 }
		record := func(typ, email string) bool {
			t.Helper()
			changed, err := db.RecordMailEvent(ctx, amora.MailEvent{Type: typ, Email: email})
			if err != nil {
				t.Fatal(err)
			}
			return changed
		}
		mayMail := func(id int64) bool {
			u, _ := db.FindUser(ctx, id)
			s, err := db.NotificationSettings(ctx, id)
			if err != nil {
				t.Fatal(err)
			}
			return amora.MayEmail(u, *s, amora.NotifyNewMessages)
		}
		t.Run("SoftBounceAndUnknown", func(t *testing.T) {
			u := signup(t, db, "soft@example.nl")
			if record(amora.MailEventSoftBounce, u.Email) || record(amora.MailEventHardBounce, "nobody@example.nl") {
				t.Error("changed an account")
			}
			if !mayMail(u.ID) {
				t.Error("mail stopped")
			}
		})
		t.Run("BounceUntilActivation", func(t *testing.T) {
			u := signup(t, db, "bounce@example.nl")
			if !record(amora.MailEventHardBounce, "Bounce@Example.nl") {
				t.Fatal("bounce changed nothing")
			}
			if mayMail(u.ID) {
				t.Error("mail goes to a bounced address")
			}
			if got := disabledOf(t, db, u.ID); !slices.Equal(got, []string{"bounce"}) {
				t.Errorf("notifications_disabled = %v", got)
			}
			wantKey(t, db.ResendActivation(ctx, u.ID), "mailDisabled")
			token, _ := db.CreateToken(ctx, u.ID, amora.TokenActivate, amora.ActivationLifetime)
			if _, err := db.Activate(ctx, token); err != nil {
				t.Fatal(err)
			}
			if !mayMail(u.ID) || len(disabledOf(t, db, u.ID)) != 0 {
				t.Error("activation did not clear the bounce")
			}
		})
		t.Run("ComplaintUntilEmailChange", func(t *testing.T) {
			u := signup(t, db, "fbl@example.nl")
			db.Unsubscribe(ctx, u.ID, amora.NotifyNews)
			record(amora.MailEventComplaint, u.Email)
			record(amora.MailEventHardBounce, u.Email) // a later bounce does not hide the complaint
			if got := disabledOf(t, db, u.ID); !slices.Equal(got, []string{"fbl", "listunsubscribe"}) {
				t.Errorf("notifications_disabled = %v", got)
			}
			if err := db.RequestEmailChange(ctx, u.ID, "fbl2@example.nl", "veilig-wachtwoord-42", amora.Client{}); err != nil {
				t.Fatal(err)
			}
			token, _ := db.CreateEmailChangeToken(ctx, u.ID, "fbl2@example.nl")
			if _, err := db.ConfirmEmailChange(ctx, token, ""); err != nil {
				t.Fatal(err)
			}
			if !mayMail(u.ID) {
				t.Error("e-mail change did not clear the complaint")
			}
			if got := disabledOf(t, db, u.ID); !slices.Equal(got, []string{"listunsubscribe"}) {
				t.Errorf("notifications_disabled = %v", got)
			}
		})
		t.Run("BounceUntilReactivation", func(t *testing.T) {
			u := signup(t, db, "gone@example.nl")
			if err := db.DeleteAccount(ctx, u.ID, amora.DeleteRequest{Reason: "time", Password: "veilig-wachtwoord-42"}, amora.Client{}); err != nil {
				t.Fatal(err)
			}
			record(amora.MailEventHardBounce, u.Email)
			if mayMail(u.ID) {
				t.Error("mail goes to a deleted, bounced member")
			}
			token, _ := db.CreateToken(ctx, u.ID, amora.TokenReactivate, amora.ReactivationWindow)
			if _, err := db.Reactivate(ctx, token); err != nil {
				t.Fatal(err)
			}
			if !mayMail(u.ID) {
				t.Error("reactivation did not clear the bounce")
			}
		})
	})
}

// TestResendActivation checks that the activation e-mail is queued again for an
// unconfirmed member, at most three times an hour, and never for a confirmed one.
func TestResendActivation(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		ctx := context.Background()
		now := t0
		db.Now = func() time.Time { return now }
		u := signup(t, db, "again@example.nl")
		for i := range amora.ActivationResendsPerHour {
			if err := db.ResendActivation(ctx, u.ID); err != nil {
				t.Fatalf("resend %d: %v", i+1, err)
			}
		}
		if err := db.ResendActivation(ctx, u.ID); amora.ErrorCode(err) != amora.ERATELIMIT {
			t.Errorf("fourth resend within the hour: err = %v", err)
		}
		jobs := 0
		for {
			job, err := db.Claim(ctx, now, time.Minute)
			if err != nil {
				break
			}
			if job.Kind == sqlstore.JobActivationMail {
				jobs++
			}
			db.Complete(ctx, job.ID)
		}
		if want := 1 + amora.ActivationResendsPerHour; jobs != want {
			t.Errorf("activation jobs = %d, want %d", jobs, want)
		}
		now = now.Add(61 * time.Minute)
		if err := db.ResendActivation(ctx, u.ID); err != nil {
			t.Errorf("an hour later: %v", err)
		}
		token, _ := db.CreateToken(ctx, u.ID, amora.TokenActivate, amora.ActivationLifetime)
		db.Activate(ctx, token)
		wantKey(t, db.ResendActivation(ctx, u.ID), "alreadyActivated")
	})
}
