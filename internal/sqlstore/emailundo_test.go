package sqlstore_test

import (
	"context"
	"encoding/json"
	"testing"
	"time"

	"amora"
	"amora/internal/sqlstore"
	"amora/internal/sqlstore/storetest"
)

// queuedJobs claims every job due now and returns the payloads of those of kind.
func queuedJobs(t *testing.T, db *sqlstore.DB, now time.Time, kind string) []sqlstore.UserJob {
	t.Helper()
	var found []sqlstore.UserJob
	for {
		job, err := db.Claim(context.Background(), now, time.Minute)
		if amora.ErrorCode(err) == amora.ENOTFOUND {
			return found
		} else if err != nil {
			t.Fatal(err)
		}
		db.Complete(context.Background(), job.ID)
		if job.Kind == kind {
			var p sqlstore.UserJob
			json.Unmarshal(job.Payload, &p)
			found = append(found, p)
		}
	}
}

// changeEmail moves u's account to email as a confirmed change, from session keep.
func changeEmail(t *testing.T, db *sqlstore.DB, u *amora.User, email, keep string) {
	t.Helper()
	token, err := db.CreateEmailChangeToken(context.Background(), u.ID, email)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := db.ConfirmEmailChange(context.Background(), token, keep); err != nil {
		t.Fatal(err)
	}
}

func TestEmailChangeUndo(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		ctx := context.Background()
		now := t0
		db.Now = func() time.Time { return now }
		const pw = "veilig-wachtwoord-42"

		t.Run("ConfirmEndsOtherSessionsAndTellsOldAddress", func(t *testing.T) {
			u := signup(t, db, "owner@example.nl")
			_, kept, _ := db.Login(ctx, u.Email, pw, amora.Client{IP: "192.0.2.1"})
			_, other, _ := db.Login(ctx, u.Email, pw, amora.Client{IP: "192.0.2.2"})
			queuedJobs(t, db, now, "")
			changeEmail(t, db, u, "new-owner@example.nl", kept)
			if _, err := db.UserBySession(ctx, kept); err != nil {
				t.Errorf("the confirming session ended: %v", err)
			}
			if _, err := db.UserBySession(ctx, other); amora.ErrorCode(err) != amora.EUNAUTHORIZED {
				t.Errorf("another session after the change: %v, want it ended", err)
			}
			jobs := queuedJobs(t, db, now, sqlstore.JobEmailChangedMail)
			want := sqlstore.UserJob{UserID: u.ID, Email: "owner@example.nl", NewEmail: "new-owner@example.nl"}
			if len(jobs) != 1 || jobs[0] != want {
				t.Errorf("e-mails to the old address: %+v, want %+v", jobs, want)
			}
		})
		t.Run("UndoRestoresLocksAndVoidsLinks", func(t *testing.T) {
			u := signup(t, db, "victim@example.nl")
			_, session, _ := db.Login(ctx, u.Email, pw, amora.Client{IP: "192.0.2.1"})
			changeEmail(t, db, u, "thief@example.nl", session)
			thiefReset, _ := db.CreateToken(ctx, u.ID, amora.TokenReset, amora.ResetLifetime)
			thiefChange, _ := db.CreateEmailChangeToken(ctx, u.ID, "thief2@example.nl")
			undo, _ := db.CreateEmailUndoToken(ctx, u.ID, "victim@example.nl")
			now = now.Add(6 * 24 * time.Hour) // within the 7 days
			id, err := db.UndoEmailChange(ctx, undo)
			if err != nil || id != u.ID {
				t.Fatalf("UndoEmailChange = %d, %v; want %d", id, err, u.ID)
			}
			if got, _ := db.FindUser(ctx, u.ID); got.Email != "victim@example.nl" {
				t.Errorf("address after the undo: %s, want the old one", got.Email)
			}
			if _, err := db.UserBySession(ctx, session); amora.ErrorCode(err) != amora.EUNAUTHORIZED {
				t.Errorf("session after the undo: %v, want it ended", err)
			}
			_, _, err = db.Login(ctx, "victim@example.nl", pw, amora.Client{IP: "192.0.2.1"})
			wantKey(t, err, "accountLocked")
			wantKey(t, errOnly(db.ResetPassword(ctx, thiefReset, "nieuw-wachtwoord-1", "nieuw-wachtwoord-1")), "linkInvalid")
			wantKey(t, errOnly(db.ConfirmEmailChange(ctx, thiefChange, "")), "linkInvalid")
			wantKey(t, errOnly(db.UndoEmailChange(ctx, undo)), "linkInvalid")
			// A reset, which goes to the restored address, unlocks the account.
			reset, _ := db.CreateToken(ctx, u.ID, amora.TokenReset, amora.ResetLifetime)
			if _, err := db.ResetPassword(ctx, reset, "nieuw-wachtwoord-1", "nieuw-wachtwoord-1"); err != nil {
				t.Fatal(err)
			}
			if _, _, err := db.Login(ctx, "victim@example.nl", "nieuw-wachtwoord-1", amora.Client{IP: "192.0.2.1"}); err != nil {
				t.Errorf("login after the reset: %v", err)
			}
		})
		t.Run("ErrLinkExpired", func(t *testing.T) {
			u := signup(t, db, "late@example.nl")
			changeEmail(t, db, u, "late-new@example.nl", "")
			undo, _ := db.CreateEmailUndoToken(ctx, u.ID, "late@example.nl")
			now = now.Add(amora.EmailUndoLifetime + time.Minute)
			wantKey(t, errOnly(db.UndoEmailChange(ctx, undo)), "linkInvalid")
			if got, _ := db.FindUser(ctx, u.ID); got.Email != "late-new@example.nl" {
				t.Errorf("address: %s, want the new one still", got.Email)
			}
		})
		t.Run("OldAddressTakenMeanwhile", func(t *testing.T) {
			u := signup(t, db, "squatted@example.nl")
			changeEmail(t, db, u, "squatter@example.nl", "")
			undo, _ := db.CreateEmailUndoToken(ctx, u.ID, "squatted@example.nl")
			signup(t, db, "squatted@example.nl") // someone claims the freed address
			if _, err := db.UndoEmailChange(ctx, undo); err != nil {
				t.Fatal(err)
			}
			_, _, err := db.Login(ctx, "squatter@example.nl", pw, amora.Client{IP: "192.0.2.1"})
			wantKey(t, err, "accountLocked") // locked all the same
		})
		t.Run("EarlierUndoHasTheLastWord", func(t *testing.T) {
			u := signup(t, db, "first@example.nl")
			changeEmail(t, db, u, "second@example.nl", "")
			first, _ := db.CreateEmailUndoToken(ctx, u.ID, "first@example.nl")
			now = now.Add(time.Second)
			changeEmail(t, db, u, "third@example.nl", "")
			second, _ := db.CreateEmailUndoToken(ctx, u.ID, "second@example.nl")
			if _, err := db.UndoEmailChange(ctx, second); err != nil { // the holder of second@ undoes first
				t.Fatal(err)
			}
			if _, err := db.UndoEmailChange(ctx, first); err != nil {
				t.Fatalf("the first address's undo after a later one: %v", err)
			}
			if got, _ := db.FindUser(ctx, u.ID); got.Email != "first@example.nl" {
				t.Errorf("address: %s, want first@example.nl", got.Email)
			}
			wantKey(t, errOnly(db.UndoEmailChange(ctx, second)), "linkInvalid")
		})
	})
}
