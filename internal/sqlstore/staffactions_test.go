package sqlstore_test

import (
	"context"
	"encoding/json"
	"strconv"
	"testing"
	"time"

	"amora"
	"amora/internal/sqlstore"
	"amora/internal/sqlstore/storetest"
)

// banJobs claims every job due now and returns the ban mails among them.
func banJobs(t *testing.T, db *sqlstore.DB, now time.Time) []sqlstore.BanJob {
	t.Helper()
	var found []sqlstore.BanJob
	for {
		job, err := db.Claim(context.Background(), now, time.Minute)
		if amora.ErrorCode(err) == amora.ENOTFOUND {
			return found
		} else if err != nil {
			t.Fatal(err)
		}
		db.Complete(context.Background(), job.ID)
		if job.Kind == sqlstore.JobBanMail {
			var p sqlstore.BanJob
			json.Unmarshal(job.Payload, &p)
			found = append(found, p)
		}
	}
}

func TestStaffActivateBanUnban(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		ctx := context.Background()
		now := t0
		db.Now = func() time.Time { return now }
		const pw = "veilig-wachtwoord-42"
		u := signup(t, db, "ban@example.nl")

		wantKey(t, db.StaffUnban(ctx, moderator, u.ID, "not banned"), "memberStatusConflict")
		if err := db.StaffActivate(ctx, moderator, u.ID, "asked by phone"); err != nil {
			t.Fatal(err)
		}
		wantAudit(t, db, u.ID, "member.activate", "asked by phone", amora.UserNotConfirmed, amora.UserActive)
		wantKey(t, db.StaffActivate(ctx, moderator, u.ID, "again"), "memberStatusConflict")

		_, session, err := db.Login(ctx, u.Email, pw, amora.Client{IP: "192.0.2.1"})
		if err != nil {
			t.Fatal(err)
		}
		banJobs(t, db, now)
		if err := db.StaffBan(ctx, moderator, u.ID, "Asked three members for money.", amora.BanScam); err != nil {
			t.Fatal(err)
		}
		wantAudit(t, db, u.ID, "member.ban", "Asked three members for money.", amora.UserActive, amora.UserBanned)
		if _, err := db.UserBySession(ctx, session); err == nil {
			t.Error("the banned member's session lives on")
		}
		jobs := banJobs(t, db, now)
		if len(jobs) != 1 || jobs[0].UserID != u.ID || jobs[0].Ground != amora.BanScam || jobs[0].Facts != "Asked three members for money." {
			t.Errorf("ban mails %+v", jobs)
		}
		_, _, err = db.Login(ctx, u.Email, pw, amora.Client{IP: "192.0.2.1"})
		wantKey(t, err, "accountBanned")
		_, _, err = db.Login(ctx, u.Email, "wrong-password-123", amora.Client{IP: "192.0.2.1"})
		wantKey(t, err, "loginFailed") // a wrong password does not learn of the ban
		if _, err := db.FindProfile(ctx, u.ID); amora.ErrorCode(err) != amora.ENOTFOUND {
			t.Errorf("banned profile: %v", err)
		}
		wantKey(t, db.StaffBan(ctx, moderator, u.ID, "twice", ""), "memberStatusConflict")

		if err := db.StaffUnban(ctx, moderator, u.ID, "appeal granted"); err != nil {
			t.Fatal(err)
		}
		wantAudit(t, db, u.ID, "member.unban", "appeal granted", amora.UserBanned, amora.UserActive)
		if _, _, err := db.Login(ctx, u.Email, pw, amora.Client{IP: "192.0.2.1"}); err != nil {
			t.Errorf("login after unban: %v", err)
		}
	})
}

func TestStaffCreditCorrection(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		ctx := context.Background()
		db.Now = func() time.Time { return t0 }
		u := signup(t, db, "credits@example.nl")
		start, _ := db.FindUser(ctx, u.ID)
		if err := db.StaffCorrectCredits(ctx, moderator, u.ID, 10, "message lost"); err != nil {
			t.Fatal(err)
		}
		balance(t, db, u.ID, start.Credits+10)
		e := lastAudit(t, db, "member", u.ID)
		if e.Action != "member.credits" || string(e.Before) != `{"status":"not_confirmed","credits":`+strconv.Itoa(start.Credits)+`}` ||
			string(e.After) != `{"status":"not_confirmed","credits":`+strconv.Itoa(start.Credits+10)+`}` || e.Reason != "message lost" {
			t.Errorf("audit %+v %s %s", e, e.Before, e.After)
		}
		m, _ := db.StaffMember(ctx, u.ID)
		if m.Ledger[0].Amount != 10 || m.Ledger[0].Reason != amora.LedgerCorrection {
			t.Errorf("ledger %+v", m.Ledger)
		}
		err := db.StaffCorrectCredits(ctx, moderator, u.ID, -(start.Credits + 11), "too much")
		wantKey(t, err, "creditsBelowZero")
		balance(t, db, u.ID, start.Credits+10)
		if err := db.StaffCorrectCredits(ctx, moderator, u.ID, -(start.Credits + 10), "to zero"); err != nil {
			t.Fatal(err)
		}
		balance(t, db, u.ID, 0)
	})
}

func TestStaffDeleteRestore(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		ctx := context.Background()
		now := t0
		db.Now = func() time.Time { return now }
		u := signup(t, db, "gone@example.nl")
		wantKey(t, db.StaffRestore(ctx, moderator, u.ID, "not deleted"), "memberStatusConflict")
		if err := db.StaffDelete(ctx, moderator, u.ID, "asked by e-mail"); err != nil {
			t.Fatal(err)
		}
		wantAudit(t, db, u.ID, "member.delete", "asked by e-mail", amora.UserNotConfirmed, amora.UserDeleted)
		m, _ := db.StaffMember(ctx, u.ID)
		if want := now.Add(amora.ReactivationWindow); !m.RestorableUntil().Equal(want) {
			t.Errorf("restorable until %v, want %v", m.RestorableUntil(), want)
		}
		now = now.Add(13 * 24 * time.Hour)
		if err := db.StaffRestore(ctx, moderator, u.ID, "changed their mind"); err != nil {
			t.Fatal(err)
		}
		wantAudit(t, db, u.ID, "member.restore", "changed their mind", amora.UserDeleted, amora.UserNotConfirmed)

		if err := db.StaffDelete(ctx, moderator, u.ID, "asked again"); err != nil {
			t.Fatal(err)
		}
		now = now.Add(amora.ReactivationWindow + time.Minute)
		wantKey(t, db.StaffRestore(ctx, moderator, u.ID, "too late"), "restoreWindowPassed")
		if got, _ := db.FindUser(ctx, u.ID); got.Status != amora.UserDeleted {
			t.Errorf("status %s after a refused restore", got.Status)
		}
	})
}

func TestStaffPasswordReset(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		ctx := context.Background()
		db.Now = func() time.Time { return t0 }
		u := signup(t, db, "forgot@example.nl")
		queuedJobs(t, db, t0, "")
		if err := db.StaffPasswordReset(ctx, moderator, u.ID, "called support"); err != nil {
			t.Fatal(err)
		}
		if jobs := queuedJobs(t, db, t0, sqlstore.JobPasswordResetMail); len(jobs) != 1 || jobs[0].UserID != u.ID {
			t.Errorf("reset mails %+v", jobs)
		}
		wantAudit(t, db, u.ID, "member.password_reset", "called support", amora.UserNotConfirmed, amora.UserNotConfirmed)
	})
}

func TestStaffModeratePhoto(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		ctx := context.Background()
		db.Now = func() time.Time { return t0 }
		u := answered(t, db, "pic@example.nl", "female", "NL", "", "1990-01-01")
		ph, err := db.AddPhoto(ctx, u.ID, "pending-pic", amora.PhotoPending, amora.FreePhotoLimit)
		if err != nil {
			t.Fatal(err)
		}
		search := func() int {
			found, _, err := db.SearchMembers(ctx, amora.SearchFilter{Country: "NL", Today: t0})
			if err != nil {
				t.Fatal(err)
			}
			n := 0
			for _, p := range found {
				if p.ID == u.ID {
					n++
				}
			}
			return n
		}
		if search() != 0 {
			t.Fatal("a member with only a pending photo is listed")
		}
		queue, _ := db.StaffPhotos(ctx, amora.StaffPhotoFilter{State: amora.PhotoFeedPending})
		if len(queue) != 1 || queue[0].ID != ph.ID || queue[0].MemberName != u.Name {
			t.Fatalf("queue %+v", queue)
		}
		wantKey(t, errOnly(db.StaffModeratePhoto(ctx, moderator, ph.ID, amora.PhotoDecision{Action: amora.PhotoReject})), "reasonRequired")
		wantKey(t, errOnly(db.StaffModeratePhoto(ctx, moderator, ph.ID, amora.PhotoDecision{Action: amora.PhotoReject, Reason: amora.PhotoReasonOther})), "reasonRequired")
		if _, err := db.StaffModeratePhoto(ctx, moderator, ph.ID, amora.PhotoDecision{Action: amora.PhotoApprove}); err != nil {
			t.Fatal(err)
		}
		if search() != 1 {
			t.Error("an approved photo does not make its member appear in search")
		}
		e := lastAudit(t, db, "photo", ph.ID)
		if e.Action != "photo.approve" || string(e.Before) != `{"status":"pending"}` || string(e.After) != `{"status":"active"}` {
			t.Errorf("audit %+v %s %s", e, e.Before, e.After)
		}
		if _, err := db.StaffModeratePhoto(ctx, moderator, ph.ID, amora.PhotoDecision{Action: amora.PhotoTakedown, Reason: amora.PhotoReasonOtherPerson, Note: "A film star."}); err != nil {
			t.Fatal(err)
		}
		if search() != 0 {
			t.Error("a member whose only photo was taken down is still listed")
		}
		p, _ := db.FindProfile(ctx, u.ID)
		if len(p.Photos) != 1 || p.Photos[0].Status != amora.PhotoRejected || p.Photos[0].RejectReason != amora.PhotoReasonOtherPerson || p.Photos[0].RejectNote != "A film star." {
			t.Errorf("photos %+v", p.Photos)
		}
		e = lastAudit(t, db, "photo", ph.ID)
		if e.Action != "photo.takedown" || e.Reason != "other_person: A film star." || string(e.After) != `{"status":"rejected","reason":"other_person","note":"A film star."}` {
			t.Errorf("audit %+v %s", e, e.After)
		}
		wantKey(t, errOnly(db.StaffModeratePhoto(ctx, moderator, ph.ID, amora.PhotoDecision{Action: amora.PhotoTakedown, Reason: amora.PhotoReasonNudity})), "photoAlreadyRejected")
		rejected, _ := db.StaffPhotos(ctx, amora.StaffPhotoFilter{State: amora.PhotoFeedRejected})
		recent, _ := db.StaffPhotos(ctx, amora.StaffPhotoFilter{State: amora.PhotoFeedRecent})
		if len(rejected) != 1 || rejected[0].RejectReason != amora.PhotoReasonOtherPerson || len(recent) != 1 {
			t.Errorf("rejected %+v recent %+v", rejected, recent)
		}
	})
}
