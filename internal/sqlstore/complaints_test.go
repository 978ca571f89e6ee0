package sqlstore_test

import (
	"context"
	"encoding/json"
	"strings"
	"testing"
	"time"

	"amora"
	"amora/internal/sqlstore"
	"amora/internal/sqlstore/storetest"
)

// complaintJobs claims every job due now and returns the kinds of the complaint and
// ban mails among them, with the complaint each names (the member for a ban).
func complaintJobs(t *testing.T, db *sqlstore.DB, now time.Time) map[string][]int64 {
	t.Helper()
	found := map[string][]int64{}
	for {
		job, err := db.Claim(context.Background(), now, time.Minute)
		if amora.ErrorCode(err) == amora.ENOTFOUND {
			return found
		} else if err != nil {
			t.Fatal(err)
		}
		db.Complete(context.Background(), job.ID)
		switch job.Kind {
		case sqlstore.JobComplaintReceipt, sqlstore.JobComplaintDecision, sqlstore.JobComplaintStatement:
			var p sqlstore.ComplaintJob
			json.Unmarshal(job.Payload, &p)
			found[job.Kind] = append(found[job.Kind], p.ComplaintID)
		case sqlstore.JobBanMail:
			var p sqlstore.BanJob
			json.Unmarshal(job.Payload, &p)
			found[job.Kind] = append(found[job.Kind], p.UserID)
		}
	}
}

func notice(category string, memberID int64, email string) amora.NewComplaint {
	return amora.NewComplaint{ComplaintForm: amora.ComplaintForm{Category: category, MemberID: memberID,
		URL: "https://amora.test/members/1", Explanation: "This profile uses photos of a famous actress.",
		Name: "Rita Reporter", Email: email, GoodFaith: true}, Language: "de", SiteHost: "amora.test"}
}

func TestComplaintNoticeChecks(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		ctx := context.Background()
		now := t0
		db.Now = func() time.Time { return now }
		anna := member(t, db, "anna@example.nl", "female", "NL", "NL-UT", "1990-01-01")
		bart := member(t, db, "bart@example.nl", "male", "NL", "NL-UT", "1990-01-01")
		carl := member(t, db, "carl@example.nl", "male", "NL", "NL-UT", "1990-01-01")
		complaintJobs(t, db, now)

		bad := []struct {
			change func(n *amora.NewComplaint)
			key    string
		}{
			{func(n *amora.NewComplaint) { n.Category = "spam" }, "complaintCategory"},
			{func(n *amora.NewComplaint) { n.URL, n.MemberID = "", 0 }, "complaintTarget"},
			{func(n *amora.NewComplaint) { n.URL = "javascript:alert(1)" }, "complaintURL"},
			{func(n *amora.NewComplaint) { n.Explanation = "bad" }, "complaintExplanationShort"},
			{func(n *amora.NewComplaint) { n.Name = "" }, "complaintName"},
			{func(n *amora.NewComplaint) { n.Email = "" }, "complaintEmail"},
			{func(n *amora.NewComplaint) { n.Email = "rita@" }, "invalidEmail"},
			{func(n *amora.NewComplaint) { n.GoodFaith = false }, "complaintGoodFaith"},
			{func(n *amora.NewComplaint) { n.MemberID = 999999 }, "complaintTargetUnknown"},
			{func(n *amora.NewComplaint) { n.PhotoID = 999999 }, "complaintTargetUnknown"},
		}
		for _, b := range bad {
			n := notice(amora.ComplaintFakeProfile, anna.ID, "rita@example.de")
			b.change(&n)
			_, err := db.CreateComplaint(ctx, n)
			if fe, ok := err.(amora.FieldErrors); ok && len(fe) == 1 {
				err = fe[0]
			}
			wantKey(t, err, b.key)
		}
		// Every bad field at once, in the order of the form.
		_, err := db.CreateComplaint(ctx, amora.NewComplaint{})
		fe, _ := err.(amora.FieldErrors)
		var fields []string
		for _, e := range fe {
			fields = append(fields, e.Field)
		}
		if strings.Join(fields, ",") != "category,url,explanation,name,email,good_faith" {
			t.Errorf("empty notice: fields %v (%v)", fields, err)
		}

		// An underage notice may be anonymous, and then gets no receipt.
		n := notice(amora.ComplaintUnderage, anna.ID, "")
		n.Name = ""
		anon, err := db.CreateComplaint(ctx, n)
		if err != nil {
			t.Fatal(err)
		}
		if anon.Reference != amora.ComplaintReference(anon.ID) || anon.Status != amora.ComplaintOpen {
			t.Errorf("anonymous complaint %+v", anon)
		}

		// A photo names its owner; a mismatched member is refused.
		photos, err := db.StaffMember(ctx, bart.ID)
		if err != nil {
			t.Fatal(err)
		}
		n = notice(amora.ComplaintIntellectualProperty, anna.ID, "rita@example.de")
		n.PhotoID = photos.Photos[0].ID
		_, err = db.CreateComplaint(ctx, n)
		wantKey(t, err, "complaintTargetUnknown")
		n.MemberID = 0
		ph, err := db.CreateComplaint(ctx, n)
		if err != nil || ph.MemberID != bart.ID {
			t.Fatalf("photo complaint %+v %v", ph, err)
		}

		// A message: only someone in its conversation, who did not send it.
		sent, err := db.Send(ctx, amora.SendMessage{SenderID: bart.ID, RecipientID: anna.ID, Text: "Send me 100 euro"})
		if err != nil {
			t.Fatal(err)
		}
		for _, reporter := range []int64{0, bart.ID, carl.ID} {
			n = notice(amora.ComplaintScam, 0, "anna@example.nl")
			n.MessageID, n.ReporterID = sent.Message.ID, reporter
			_, err = db.CreateComplaint(ctx, n)
			wantKey(t, err, "complaintTargetUnknown")
		}
		n = notice(amora.ComplaintScam, 0, "anna@example.nl")
		n.MessageID, n.ReporterID = sent.Message.ID, anna.ID
		msg, err := db.CreateComplaint(ctx, n)
		if err != nil || msg.MemberID != bart.ID {
			t.Fatalf("message complaint %+v %v", msg, err)
		}
		jobs := complaintJobs(t, db, now)
		if got := jobs[sqlstore.JobComplaintReceipt]; len(got) != 2 || got[0] != ph.ID || got[1] != msg.ID {
			t.Errorf("receipts %v, want %d and %d (none for the anonymous one)", got, ph.ID, msg.ID)
		}

		// The queue: oldest first, filtered; the member's count.
		list, err := db.Complaints(ctx, amora.ComplaintFilter{})
		if err != nil || len(list) != 3 || list[0].ID != anon.ID || list[2].ID != msg.ID || list[2].MemberName != "Robin" && list[2].MemberName == "" {
			t.Fatalf("queue %+v %v", list, err)
		}
		list, _ = db.Complaints(ctx, amora.ComplaintFilter{Category: amora.ComplaintScam})
		if len(list) != 1 || list[0].ID != msg.ID {
			t.Errorf("scam queue %+v", list)
		}
		if n, err := db.ComplaintsAbout(ctx, bart.ID); err != nil || n != 2 {
			t.Errorf("complaints about bart = %d %v", n, err)
		}
		_, cc, err := db.Complaint(ctx, msg.ID)
		if err != nil || len(cc.Messages) != 1 || cc.Messages[0].Body != "Send me 100 euro" || cc.Member == nil || cc.Member.ID != bart.ID || cc.Complaints != 2 {
			t.Errorf("context %+v %v", cc, err)
		}
		_, _, err = db.Complaint(ctx, 424242)
		wantKey(t, err, "complaintNotFound")
	})
}

func TestComplaintDecisions(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		ctx := context.Background()
		now := t0
		db.Now = func() time.Time { return now }
		anna := member(t, db, "anna@example.nl", "female", "NL", "NL-UT", "1990-01-01")
		bart := member(t, db, "bart@example.nl", "male", "NL", "NL-UT", "1990-01-01")
		sent, err := db.Send(ctx, amora.SendMessage{SenderID: bart.ID, RecipientID: anna.ID, Text: "Send me 100 euro"})
		if err != nil {
			t.Fatal(err)
		}
		bartPage, _ := db.StaffMember(ctx, bart.ID)

		create := func(n amora.NewComplaint) *amora.Complaint {
			t.Helper()
			c, err := db.CreateComplaint(ctx, n)
			if err != nil {
				t.Fatal(err)
			}
			return c
		}
		msgNotice := notice(amora.ComplaintScam, 0, "anna@example.nl")
		msgNotice.MessageID, msgNotice.ReporterID = sent.Message.ID, anna.ID
		onMessage := create(msgNotice)
		photoNotice := notice(amora.ComplaintIntellectualProperty, 0, "rita@example.de")
		photoNotice.PhotoID = bartPage.Photos[0].ID
		onPhoto := create(photoNotice)
		noName := notice(amora.ComplaintOther, 0, "")
		noName.Category, noName.Name = amora.ComplaintUnderage, ""
		noMember := create(noName)
		onProfile := create(notice(amora.ComplaintFakeProfile, bart.ID, "rita@example.de"))
		complaintJobs(t, db, now)

		// Bad decisions.
		_, err = db.DecideComplaint(ctx, moderator, onMessage.ID, amora.ComplaintDecision{Decision: "delete", Reason: "x"})
		wantKey(t, err, "optionInvalid")
		_, err = db.DecideComplaint(ctx, moderator, onMessage.ID, amora.ComplaintDecision{Decision: amora.DecisionRemove, Reason: " "})
		wantKey(t, err, "staffReasonRequired")
		_, err = db.DecideComplaint(ctx, moderator, noMember.ID, amora.ComplaintDecision{Decision: amora.DecisionWarn, Reason: "who?"})
		wantKey(t, err, "complaintNoMember")

		// Remove a message: its text goes, the member gets a statement, the reporter the decision.
		now = t0.Add(2 * time.Hour)
		c, err := db.DecideComplaint(ctx, moderator, onMessage.ID, amora.ComplaintDecision{Decision: amora.DecisionRemove, Reason: "Asked for money."})
		if err != nil || c.Status != amora.ComplaintDecided || c.Decision != amora.DecisionRemove || c.StaffEmail != moderator.Email {
			t.Fatalf("decided %+v %v", c, err)
		}
		_, cc, _ := db.Complaint(ctx, onMessage.ID)
		if len(cc.Messages) != 1 || cc.Messages[0].Body != "" {
			t.Errorf("the message stays: %+v", cc.Messages)
		}
		_, err = db.DecideComplaint(ctx, moderator, onMessage.ID, amora.ComplaintDecision{Decision: amora.DecisionNoAction, Reason: "again"})
		wantKey(t, err, "complaintDecided")
		if e := lastAudit(t, db, "complaint", onMessage.ID); e.Action != "complaint.remove" || e.Reason != "Asked for money." || e.StaffID != moderator.ID {
			t.Errorf("audit %+v", e)
		}

		// Remove a photo: taken down, audited as such.
		now = t0.Add(4 * time.Hour)
		if _, err := db.DecideComplaint(ctx, moderator, onPhoto.ID, amora.ComplaintDecision{Decision: amora.DecisionRemove, Reason: "Not his photo."}); err != nil {
			t.Fatal(err)
		}
		if ph, _ := db.StaffPhoto(ctx, bartPage.Photos[0].ID); ph.Status != amora.PhotoRejected {
			t.Errorf("photo %s, want rejected", ph.Status)
		}
		if e := lastAudit(t, db, "photo", bartPage.Photos[0].ID); e.Action != "photo.takedown" {
			t.Errorf("photo audit %+v", e)
		}
		jobs := complaintJobs(t, db, now)
		if got := jobs[sqlstore.JobComplaintStatement]; len(got) != 2 || got[0] != onMessage.ID || got[1] != onPhoto.ID {
			t.Errorf("statements %v", got)
		}
		if got := jobs[sqlstore.JobComplaintDecision]; len(got) != 2 {
			t.Errorf("decisions to reporters %v", got)
		}

		// No action on the anonymous one: nobody to tell.
		if _, err := db.DecideComplaint(ctx, moderator, noMember.ID, amora.ComplaintDecision{Decision: amora.DecisionNoAction, Reason: "No member named."}); err != nil {
			t.Fatal(err)
		}
		if jobs := complaintJobs(t, db, now); len(jobs) != 0 {
			t.Errorf("jobs for an anonymous no-action decision: %v", jobs)
		}

		// Ban: the member is banned with the category's ground and gets the ban statement.
		now = t0.Add(10 * time.Hour)
		if _, err := db.DecideComplaint(ctx, moderator, onProfile.ID, amora.ComplaintDecision{Decision: amora.DecisionBan, Reason: "A fake profile."}); err != nil {
			t.Fatal(err)
		}
		wantAudit(t, db, bart.ID, "member.ban", onProfile.Reference+": A fake profile.", amora.UserActive, amora.UserBanned)
		jobs = complaintJobs(t, db, now)
		if got := jobs[sqlstore.JobBanMail]; len(got) != 1 || got[0] != bart.ID {
			t.Errorf("ban mails %v", got)
		}
		if len(jobs[sqlstore.JobComplaintStatement]) != 0 || len(jobs[sqlstore.JobComplaintDecision]) != 1 {
			t.Errorf("jobs after a ban %v", jobs)
		}

		// Figures: four decided after 2, 4, 10 hours and one at 4 h (the anonymous one).
		st, err := db.ComplaintStats(ctx)
		if err != nil || st.Open != 0 || st.Decided != 4 || st.Median != 4*time.Hour || st.P95 != 10*time.Hour {
			t.Errorf("stats %+v %v", st, err)
		}
		list, _ := db.Complaints(ctx, amora.ComplaintFilter{Status: amora.ComplaintDecided, MemberID: bart.ID})
		if len(list) != 3 {
			t.Errorf("decided about bart %d, want 3", len(list))
		}
	})
}

func TestPercentile(t *testing.T) {
	d := []time.Duration{1, 2, 3, 4, 5, 6, 7, 8, 9, 10}
	if amora.Percentile(d, 50) != 5 || amora.Percentile(d, 95) != 10 || amora.Percentile(nil, 50) != 0 || amora.Percentile(d[:1], 95) != 1 {
		t.Error("percentiles")
	}
}
