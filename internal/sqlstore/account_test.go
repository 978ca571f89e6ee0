package sqlstore_test

import (
	"context"
	"testing"
	"time"

	"amora"
	"amora/internal/sqlstore"
	"amora/internal/sqlstore/storetest"
)

// signup creates a member and returns them with the clock pointer tests move.
func signup(t *testing.T, db *sqlstore.DB, email string) *amora.User {
	t.Helper()
	u, err := db.Signup(context.Background(), defaultSite(), form(email))
	if err != nil {
		t.Fatal(err)
	}
	return u
}

func wantKey(t *testing.T, err error, key string) {
	t.Helper()
	e, ok := err.(*amora.Error)
	if !ok || e.Key != key {
		t.Errorf("err = %v, want key %s", err, key)
	}
}

func TestPasswordReset(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		ctx := context.Background()
		now := t0
		db.Now = func() time.Time { return now }
		u := signup(t, db, "reset@example.nl")
		_, session, err := db.Login(ctx, u.Email, "veilig-wachtwoord-42", amora.Client{IP: "192.0.2.1"})
		if err != nil {
			t.Fatal(err)
		}
		t.Run("ErrUnknownAddress", func(t *testing.T) {
			err := db.RequestPasswordReset(ctx, "nobody@example.nl")
			wantKey(t, err, "emailNotFound")
			if err.(*amora.Error).Message != "E-mail address not found" {
				t.Errorf("message %q", err.(*amora.Error).Message)
			}
		})
		t.Run("ThreeADayThenRefused", func(t *testing.T) {
			for i := 0; i < amora.PasswordResetsPerDay; i++ {
				if err := db.RequestPasswordReset(ctx, "Reset@Example.nl"); err != nil {
					t.Fatalf("request %d: %v", i+1, err)
				}
			}
			err := db.RequestPasswordReset(ctx, "reset@example.nl")
			wantKey(t, err, "resetLimit")
			if amora.ErrorCode(err) != amora.ERATELIMIT || err.(*amora.Error).Message != "Too many password reset emails sent, please try again tomorrow." {
				t.Errorf("err = %v", err)
			}
			now = time.Date(2026, 11, 23, 0, 0, 1, 0, time.UTC) // tomorrow
			if err := db.RequestPasswordReset(ctx, "reset@example.nl"); err != nil {
				t.Errorf("the next day: %v", err)
			}
		})
		t.Run("ErrPasswordsDiffer", func(t *testing.T) {
			wantKey(t, errOnly(db.ResetPassword(ctx, "x", "nieuw-wachtwoord-1", "nieuw-wachtwoord-2")), "passwordsDiffer")
		})
		t.Run("ErrLinkInvalid", func(t *testing.T) {
			err := errOnly(db.ResetPassword(ctx, "no-such-token", "nieuw-wachtwoord-1", "nieuw-wachtwoord-1"))
			wantKey(t, err, "linkInvalid")
			if err.(*amora.Error).Message != "Link expired or invalid, request a new email" {
				t.Errorf("message %q", err.(*amora.Error).Message)
			}
		})
		t.Run("ResetEndsSessions", func(t *testing.T) {
			token, err := db.CreateToken(ctx, u.ID, amora.TokenReset, amora.ResetLifetime)
			if err != nil {
				t.Fatal(err)
			}
			wantKey(t, errOnly(db.ResetPassword(ctx, token, "kort", "kort")), "passwordTooShort")
			if err := errOnly(db.ResetPassword(ctx, token, "nieuw-wachtwoord-1", "nieuw-wachtwoord-1")); err != nil {
				t.Fatal(err)
			}
			if _, err := db.UserBySession(ctx, session); amora.ErrorCode(err) != amora.EUNAUTHORIZED {
				t.Errorf("old session still works: %v", err)
			}
			if _, _, err := db.Login(ctx, u.Email, "nieuw-wachtwoord-1", amora.Client{IP: "192.0.2.1"}); err != nil {
				t.Errorf("login with the new password: %v", err)
			}
			wantKey(t, errOnly(db.ResetPassword(ctx, token, "ander-wachtwoord-9", "ander-wachtwoord-9")), "linkInvalid")
		})
		t.Run("ResetLinkExpires", func(t *testing.T) {
			token, _ := db.CreateToken(ctx, u.ID, amora.TokenReset, amora.ResetLifetime)
			now = now.Add(amora.ResetLifetime + time.Second)
			wantKey(t, errOnly(db.ResetPassword(ctx, token, "ander-wachtwoord-9", "ander-wachtwoord-9")), "linkInvalid")
		})
	})
}

func TestChangePassword(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		ctx := context.Background()
		db.Now = func() time.Time { return t0 }
		u := signup(t, db, "change@example.nl")
		_, here, _ := db.Login(ctx, u.Email, "veilig-wachtwoord-42", amora.Client{IP: "192.0.2.1"})
		_, elsewhere, _ := db.Login(ctx, u.Email, "veilig-wachtwoord-42", amora.Client{IP: "192.0.2.2"})
		err := db.ChangePassword(ctx, u.ID, here, "wrong", "nieuw-wachtwoord-1", amora.Client{})
		wantKey(t, err, "oldPasswordWrong")
		if err.(*amora.Error).Message != "Please check your old password." {
			t.Errorf("message %q", err.(*amora.Error).Message)
		}
		wantKey(t, db.ChangePassword(ctx, u.ID, here, "veilig-wachtwoord-42", "123456789", amora.Client{}), "passwordCommon")
		if err := db.ChangePassword(ctx, u.ID, here, "veilig-wachtwoord-42", "nieuw-wachtwoord-1", amora.Client{}); err != nil {
			t.Fatal(err)
		}
		if _, err := db.UserBySession(ctx, here); err != nil {
			t.Errorf("this session ended: %v", err)
		}
		if _, err := db.UserBySession(ctx, elsewhere); amora.ErrorCode(err) != amora.EUNAUTHORIZED {
			t.Errorf("the other session survived: %v", err)
		}
	})
}

func TestEmailChange(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		ctx := context.Background()
		db.Now = func() time.Time { return t0 }
		u := signup(t, db, "old@example.nl")
		signup(t, db, "taken@example.nl")
		err := db.RequestEmailChange(ctx, u.ID, "not-an-address", "veilig-wachtwoord-42", amora.Client{})
		wantKey(t, err, "newEmailInvalid")
		if err.(*amora.Error).Message != "New email adress is invalid." {
			t.Errorf("message %q", err.(*amora.Error).Message)
		}
		err = db.RequestEmailChange(ctx, u.ID, "Taken@example.nl", "veilig-wachtwoord-42", amora.Client{})
		wantKey(t, err, "emailTaken")
		if err.(*amora.Error).Message != "This email address already owns an account on this website." {
			t.Errorf("message %q", err.(*amora.Error).Message)
		}
		wantKey(t, db.RequestEmailChange(ctx, u.ID, "new@example.nl", "wrong", amora.Client{}), "passwordWrong")
		if err := db.RequestEmailChange(ctx, u.ID, "new@example.nl", "veilig-wachtwoord-42", amora.Client{}); err != nil {
			t.Fatal(err)
		}
		token, err := db.CreateEmailChangeToken(ctx, u.ID, "new@example.nl")
		if err != nil {
			t.Fatal(err)
		}
		got, err := db.ConfirmEmailChange(ctx, token, "")
		if err != nil {
			t.Fatal(err)
		}
		if got.Email != "new@example.nl" || got.Status != amora.UserActive {
			t.Errorf("after confirming: %s %s, want the new address and an active account", got.Email, got.Status)
		}
		_, err = db.ConfirmEmailChange(ctx, token, "")
		wantKey(t, err, "linkInvalid")
		t.Run("ErrTakenMeanwhile", func(t *testing.T) {
			token, _ := db.CreateEmailChangeToken(ctx, u.ID, "taken@example.nl")
			_, err := db.ConfirmEmailChange(ctx, token, "")
			wantKey(t, err, "emailTaken")
		})
	})
}

func TestDeleteAndReactivate(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		ctx := context.Background()
		now := t0
		db.Now = func() time.Time { return now }
		u := signup(t, db, "leaving@example.nl")
		_, session, _ := db.Login(ctx, u.Email, "veilig-wachtwoord-42", amora.Client{IP: "192.0.2.1"})
		t.Run("Rules", func(t *testing.T) {
			wantKey(t, db.DeleteAccount(ctx, u.ID, amora.DeleteRequest{Reason: "bored", Password: "veilig-wachtwoord-42"}, amora.Client{}), "deleteReasonRequired")
			wantKey(t, db.DeleteAccount(ctx, u.ID, amora.DeleteRequest{Reason: "other", Remarks: " ", Password: "veilig-wachtwoord-42"}, amora.Client{}), "remarksRequired")
			wantKey(t, db.DeleteAccount(ctx, u.ID, amora.DeleteRequest{Reason: "price", Password: "wrong"}, amora.Client{}), "passwordWrong")
		})
		if err := db.DeleteAccount(ctx, u.ID, amora.DeleteRequest{Reason: "found_someone", Password: "veilig-wachtwoord-42"}, amora.Client{}); err != nil {
			t.Fatal(err)
		}
		t.Run("GoneAtOnce", func(t *testing.T) {
			if _, err := db.UserBySession(ctx, session); amora.ErrorCode(err) != amora.EUNAUTHORIZED {
				t.Errorf("session survived deletion: %v", err)
			}
			if _, _, err := db.Login(ctx, u.Email, "veilig-wachtwoord-42", amora.Client{IP: "192.0.2.9"}); amora.ErrorCode(err) != amora.EUNAUTHORIZED {
				t.Errorf("deleted account logged in: %v", err)
			}
			_, err := db.Signup(ctx, defaultSite(), form("leaving@example.nl"))
			wantKey(t, err, "accountPendingDeletion")
			wantKey(t, db.RequestPasswordReset(ctx, "leaving@example.nl"), "emailNotFound")
		})
		t.Run("ReactivateWithin14Days", func(t *testing.T) {
			token, _ := db.CreateToken(ctx, u.ID, amora.TokenReactivate, amora.ReactivationWindow)
			now = t0.Add(13 * 24 * time.Hour)
			got, err := db.Reactivate(ctx, token)
			if err != nil {
				t.Fatal(err)
			}
			if got.Status != amora.UserNotConfirmed {
				t.Errorf("status %q, want not_confirmed (it was never confirmed)", got.Status)
			}
			if _, _, err := db.Login(ctx, u.Email, "veilig-wachtwoord-42", amora.Client{IP: "192.0.2.9"}); err != nil {
				t.Errorf("login after reactivation: %v", err)
			}
		})
		t.Run("PurgedAfter14Days", func(t *testing.T) {
			now = t0.Add(20 * 24 * time.Hour)
			if err := db.DeleteAccount(ctx, u.ID, amora.DeleteRequest{Reason: "other", Remarks: "Too few people nearby.", Password: "veilig-wachtwoord-42"}, amora.Client{}); err != nil {
				t.Fatal(err)
			}
			token, _ := db.CreateToken(ctx, u.ID, amora.TokenReactivate, amora.ReactivationWindow)
			if err := db.PurgeAccount(ctx, u.ID); err != nil {
				t.Fatal(err)
			}
			if _, err := db.FindUser(ctx, u.ID); err != nil {
				t.Errorf("purged before its window: %v", err)
			}
			now = now.Add(amora.ReactivationWindow + time.Minute)
			_, err := db.Reactivate(ctx, token)
			wantKey(t, err, "linkInvalid")
			if err := db.PurgeAccount(ctx, u.ID); err != nil {
				t.Fatal(err)
			}
			if _, err := db.FindUser(ctx, u.ID); amora.ErrorCode(err) != amora.ENOTFOUND {
				t.Errorf("account still there after the purge: %v", err)
			}
			if sum, _ := db.LedgerBalance(ctx, u.ID); sum != 0 {
				t.Errorf("ledger rows still name the purged member: %d", sum)
			}
			if _, err := db.Signup(ctx, defaultSite(), form("leaving@example.nl")); err != nil {
				t.Errorf("the address is free again: %v", err)
			}
		})
		t.Run("PurgeSkipsReactivated", func(t *testing.T) {
			v := signup(t, db, "stays@example.nl")
			db.DeleteAccount(ctx, v.ID, amora.DeleteRequest{Reason: "time", Password: "veilig-wachtwoord-42"}, amora.Client{})
			token, _ := db.CreateToken(ctx, v.ID, amora.TokenReactivate, amora.ReactivationWindow)
			if _, err := db.Reactivate(ctx, token); err != nil {
				t.Fatal(err)
			}
			now = now.Add(30 * 24 * time.Hour)
			db.PurgeAccount(ctx, v.ID)
			if _, err := db.FindUser(ctx, v.ID); err != nil {
				t.Errorf("a reactivated account was purged: %v", err)
			}
		})
	})
}

func TestProfileBasics(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		ctx := context.Background()
		u := signup(t, db, "basics@example.nl")
		if u.ProfileComplete() {
			t.Error("a new account has a complete profile")
		}
		err := db.UpdateProfile(ctx, u.ID, amora.ProfileUpdate{ProfileBasics: amora.ProfileBasics{Gender: "female", LookingFor: "male", Country: "NL", Region: "NL-UT", City: "Utrecht"}})
		if err != nil {
			t.Fatal(err)
		}
		got, _ := db.FindUser(ctx, u.ID)
		if !got.ProfileComplete() || got.Basics.Region != "NL-UT" {
			t.Errorf("got %+v", got.Basics)
		}
	})
}

// errOnly drops a result that a test does not look at.
func errOnly[T any](_ T, err error) error { return err }
