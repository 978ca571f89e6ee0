package sqlstore

import (
	"context"
	"database/sql"
	"encoding/json"
	"slices"
	"strings"
	"time"

	"amora"
)

// Complaints (issue 23): the notice, the console's queue and the decisions. A
// decision applies at once, in the transaction that records it with its audit entry
// and the e-mails it owes: the decision to the reporter (DSA Art. 16(5)) and the
// statement of reasons to the reported member (Art. 17).

// The complaint e-mail jobs; cmd/amora registers their handlers.
const (
	JobComplaintReceipt   = "mail.complaint_receipt"   // ComplaintJob: the receipt with the reference
	JobComplaintDecision  = "mail.complaint_decision"  // ComplaintJob: the decision, to the reporter
	JobComplaintStatement = "mail.complaint_statement" // ComplaintJob: the statement of reasons, to the reported member
)

// ComplaintJob is the payload of the complaint e-mail jobs.
type ComplaintJob struct {
	ComplaintID int64 `json:"complaint_id"`
}

const complaintColumns = `c.id, c.category, c.url, c.member_id, c.photo_id, c.message_id, c.explanation, c.name, c.email,
	c.reporter_id, c.language, c.site_host, c.status, c.created_at, c.decided_at, c.decision, c.reason, c.staff_id,
	c.staff_email, COALESCE(u.name, '')`

const complaintFrom = ` FROM complaints c LEFT JOIN users u ON u.id = c.member_id AND c.member_id <> 0`

func scanComplaint(s interface{ Scan(...any) error }) (amora.Complaint, error) {
	var c amora.Complaint
	var created, decided string
	err := s.Scan(&c.ID, &c.Category, &c.URL, &c.MemberID, &c.PhotoID, &c.MessageID, &c.Explanation, &c.Name, &c.Email,
		&c.ReporterID, &c.Language, &c.SiteHost, &c.Status, &created, &decided, &c.Decision, &c.Reason, &c.StaffID,
		&c.StaffEmail, &c.MemberName)
	if err != nil {
		return c, err
	}
	c.Reference = amora.ComplaintReference(c.ID)
	c.CreatedAt, _ = parseTime(created)
	if decided != "" {
		c.DecidedAt, _ = parseTime(decided)
	}
	return c, nil
}

// errComplaintTarget answers a notice about a profile, photo or message that the
// reporter cannot point at: it does not exist, or (a message) it is not in one of the
// reporter's own conversations.
var errComplaintTarget = amora.FieldError("url", "complaintTargetUnknown", "We cannot find what you report. Check the link.")

// CreateComplaint checks and stores a notice and queues its receipt when the reporter
// left an address. A photo or message names its owner or sender as the reported
// member; a message may only be reported by someone in its conversation, who did not
// send it.
func (db *DB) CreateComplaint(ctx context.Context, n amora.NewComplaint) (*amora.Complaint, error) {
	if err := n.Check(); err != nil {
		return nil, err
	}
	var id int64
	err := db.inTx(ctx, func(tx *Tx) error {
		now := db.Now()
		if n.MessageID != 0 {
			var sender, a, b int64
			err := tx.queryRow(ctx, `SELECT m.sender_id, c.member_a, c.member_b FROM messages m
				JOIN conversations c ON c.id = m.conversation_id WHERE m.id = ?`, n.MessageID).Scan(&sender, &a, &b)
			if isNoRows(err) || (err == nil && (n.ReporterID == 0 || sender == n.ReporterID || (a != n.ReporterID && b != n.ReporterID))) {
				return errComplaintTarget
			} else if err != nil {
				return err
			}
			if n.MemberID != 0 && n.MemberID != sender {
				return errComplaintTarget
			}
			n.MemberID = sender
		}
		if n.PhotoID != 0 {
			var owner int64
			err := tx.queryRow(ctx, `SELECT user_id FROM photos WHERE id = ?`, n.PhotoID).Scan(&owner)
			if isNoRows(err) || (err == nil && n.MemberID != 0 && n.MemberID != owner) {
				return errComplaintTarget
			} else if err != nil {
				return err
			}
			n.MemberID = owner
		}
		if n.MemberID != 0 {
			var one int
			err := tx.queryRow(ctx, `SELECT 1 FROM users WHERE id = ?`, n.MemberID).Scan(&one)
			if isNoRows(err) {
				return errComplaintTarget
			} else if err != nil {
				return err
			}
		}
		err := tx.queryRow(ctx, `INSERT INTO complaints (category, url, member_id, photo_id, message_id, explanation, name,
				email, reporter_id, language, site_host, created_at)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
			n.Category, n.URL, n.MemberID, n.PhotoID, n.MessageID, n.Explanation, n.Name, n.Email, n.ReporterID,
			n.Language, n.SiteHost, formatTime(now)).Scan(&id)
		if err != nil {
			return err
		}
		if n.Email == "" {
			return nil
		}
		return enqueueComplaintJobTx(ctx, tx, now, JobComplaintReceipt, id)
	})
	if err != nil {
		return nil, err
	}
	c, _, err := db.complaint(ctx, id, false)
	return c, err
}

func enqueueComplaintJobTx(ctx context.Context, tx *Tx, now time.Time, kind string, id int64) error {
	payload, err := json.Marshal(ComplaintJob{ComplaintID: id})
	if err != nil {
		return err
	}
	_, err = enqueueTx(ctx, tx, now, kind, payload, time.Time{})
	return err
}

// Complaints lists a page of the console's queue, oldest first.
func (db *DB) Complaints(ctx context.Context, f amora.ComplaintFilter) ([]amora.Complaint, error) {
	f.Normalize()
	where := []string{"c.id > ?"}
	args := []any{f.AfterID}
	if f.Status != "all" {
		where = append(where, "c.status = ?")
		args = append(args, f.Status)
	}
	if f.Category != "" {
		where = append(where, "c.category = ?")
		args = append(args, f.Category)
	}
	if f.MemberID != 0 {
		where = append(where, "c.member_id = ?")
		args = append(args, f.MemberID)
	}
	args = append(args, f.Limit)
	rows, err := db.query(ctx, `SELECT `+complaintColumns+complaintFrom+` WHERE `+strings.Join(where, " AND ")+
		` ORDER BY c.id LIMIT ?`, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []amora.Complaint
	for rows.Next() {
		c, err := scanComplaint(rows)
		if err != nil {
			return nil, err
		}
		out = append(out, c)
	}
	return out, rows.Err()
}

// Complaint returns a complaint with its context: the reported member, their profile
// text and photos, and the messages around a reported message.
func (db *DB) Complaint(ctx context.Context, id int64) (*amora.Complaint, *amora.ComplaintContext, error) {
	return db.complaint(ctx, id, true)
}

// complaintContextMessages is how many messages before and after a reported one the
// console shows.
const complaintContextMessages = 10

func (db *DB) complaint(ctx context.Context, id int64, withContext bool) (*amora.Complaint, *amora.ComplaintContext, error) {
	c, err := scanComplaint(db.queryRow(ctx, `SELECT `+complaintColumns+complaintFrom+` WHERE c.id = ?`, id))
	if isNoRows(err) {
		return nil, nil, amora.ErrComplaintNotFound
	} else if err != nil {
		return nil, nil, err
	}
	if !withContext {
		return &c, nil, nil
	}
	cc := &amora.ComplaintContext{}
	if c.MemberID != 0 {
		m, err := db.StaffMember(ctx, c.MemberID)
		switch {
		case err == nil:
			cc.Member = &amora.StaffMemberRow{ID: m.User.ID, Email: m.User.Email, Name: m.User.Name, Status: m.User.Status,
				Site: m.User.SiteHost, CreatedAt: m.User.CreatedAt}
			cc.AboutMe = m.AboutMe
			cc.Photos = m.Photos
		case amora.ErrorCode(err) != amora.ENOTFOUND:
			return nil, nil, err
		}
		if cc.Complaints, err = db.ComplaintsAbout(ctx, c.MemberID); err != nil {
			return nil, nil, err
		}
	}
	if c.PhotoID != 0 && !slices.ContainsFunc(cc.Photos, func(p amora.StaffPhoto) bool { return p.ID == c.PhotoID }) {
		if ph, err := db.StaffPhoto(ctx, c.PhotoID); err == nil {
			cc.Photos = append(cc.Photos, *ph)
		}
	}
	if c.MessageID != 0 {
		if cc.Messages, err = db.messagesAround(ctx, c.MessageID); err != nil {
			return nil, nil, err
		}
	}
	return &c, cc, nil
}

// messagesAround returns the messages of a message's conversation around it, oldest
// first; none when the message is gone.
func (db *DB) messagesAround(ctx context.Context, messageID int64) ([]amora.ComplaintMessage, error) {
	var conv int64
	err := db.queryRow(ctx, `SELECT conversation_id FROM messages WHERE id = ?`, messageID).Scan(&conv)
	if isNoRows(err) {
		return nil, nil
	} else if err != nil {
		return nil, err
	}
	read := func(q string) ([]amora.ComplaintMessage, error) {
		rows, err := db.query(ctx, q, conv, messageID, complaintContextMessages+1)
		if err != nil {
			return nil, err
		}
		defer rows.Close()
		var out []amora.ComplaintMessage
		for rows.Next() {
			var m amora.ComplaintMessage
			var at string
			if err := rows.Scan(&m.ID, &m.SenderID, &m.Body, &m.Gift, &at); err != nil {
				return nil, err
			}
			m.CreatedAt, _ = parseTime(at)
			out = append(out, m)
		}
		return out, rows.Err()
	}
	before, err := read(`SELECT id, sender_id, body, gift, created_at FROM messages WHERE conversation_id = ? AND id <= ? ORDER BY id DESC LIMIT ?`)
	if err != nil {
		return nil, err
	}
	slices.Reverse(before)
	after, err := read(`SELECT id, sender_id, body, gift, created_at FROM messages WHERE conversation_id = ? AND id > ? ORDER BY id LIMIT ?`)
	if err != nil {
		return nil, err
	}
	if len(after) > complaintContextMessages {
		after = after[:complaintContextMessages]
	}
	return append(before, after...), nil
}

// complaintState is what the audit log records of a complaint before and after its
// decision.
type complaintState struct {
	Status   string `json:"status"`
	Decision string `json:"decision,omitempty"`
	Category string `json:"category"`
	MemberID int64  `json:"member_id,omitempty"`
	PhotoID  int64  `json:"photo_id,omitempty"`
	Message  int64  `json:"message_id,omitempty"`
}

// errNothingToAct answers a decision that needs a reported member when the complaint
// names none (or the member is gone).
var errNothingToAct = &amora.Error{Code: amora.ECONFLICT, Key: "complaintNoMember",
	Message: "This complaint names no member we know: only “no action” is possible."}

// DecideComplaint records a moderator's decision and applies it at once: remove takes
// down the reported photo, empties the reported message or, for a profile, its text;
// ban bans the member with the ground of the complaint's category (and its own
// statement of reasons); remove and warn queue a statement of reasons to the member.
// The reporter hears the decision when they left an address. Each action is audited.
func (db *DB) DecideComplaint(ctx context.Context, by *amora.Staff, id int64, d amora.ComplaintDecision) (*amora.Complaint, error) {
	if err := d.Check(); err != nil {
		return nil, err
	}
	err := db.inTx(ctx, func(tx *Tx) error {
		now := db.Now()
		c, err := scanComplaint(tx.queryRow(ctx, `SELECT `+complaintColumns+complaintFrom+` WHERE c.id = ?`, id))
		if isNoRows(err) {
			return amora.ErrComplaintNotFound
		} else if err != nil {
			return err
		}
		res, err := tx.exec(ctx, `UPDATE complaints SET status = ?, decided_at = ?, decision = ?, reason = ?, staff_id = ?,
			staff_email = ? WHERE id = ? AND status = ?`, amora.ComplaintDecided, formatTime(now), d.Decision, d.Reason,
			by.ID, by.Email, id, amora.ComplaintOpen)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return amora.ErrComplaintDecided
		}
		var member memberState
		if d.Decision != amora.DecisionNoAction {
			if c.MemberID == 0 {
				return errNothingToAct
			}
			if member, err = memberStateTx(ctx, tx, c.MemberID); amora.ErrorCode(err) == amora.ENOTFOUND {
				return errNothingToAct
			} else if err != nil {
				return err
			}
		}
		switch d.Decision {
		case amora.DecisionRemove:
			if err := removeReportedTx(ctx, tx, by, now, c, d.Reason); err != nil {
				return err
			}
		case amora.DecisionBan:
			if err := banTx(ctx, tx, now, c.MemberID, member, d.Reason, amora.ComplaintBanGround(c.Category)); err != nil {
				return err
			}
			after, err := memberStateTx(ctx, tx, c.MemberID)
			if err != nil {
				return err
			}
			if err := tx.Audit(ctx, amora.AuditEntry{At: now, StaffID: by.ID, StaffEmail: by.Email, Action: "member.ban",
				TargetType: "member", TargetID: c.MemberID, Before: amora.AuditJSON(member), After: amora.AuditJSON(after),
				Reason: amora.ComplaintReference(id) + ": " + d.Reason}); err != nil {
				return err
			}
		}
		if d.Decision == amora.DecisionRemove || d.Decision == amora.DecisionWarn {
			if err := enqueueComplaintJobTx(ctx, tx, now, JobComplaintStatement, id); err != nil {
				return err
			}
		}
		if c.Email != "" {
			if err := enqueueComplaintJobTx(ctx, tx, now, JobComplaintDecision, id); err != nil {
				return err
			}
		}
		before := complaintState{Status: c.Status, Category: c.Category, MemberID: c.MemberID, PhotoID: c.PhotoID, Message: c.MessageID}
		after := before
		after.Status, after.Decision = amora.ComplaintDecided, d.Decision
		return tx.Audit(ctx, amora.AuditEntry{At: now, StaffID: by.ID, StaffEmail: by.Email, Action: "complaint." + d.Decision,
			TargetType: "complaint", TargetID: id, Before: amora.AuditJSON(before), After: amora.AuditJSON(after), Reason: d.Reason})
	})
	if err != nil {
		return nil, err
	}
	c, _, err := db.complaint(ctx, id, false)
	return c, err
}

// removeReportedTx removes what a complaint reports: the photo (taken down, with its
// own audit entry), else the message (its text and gift emptied, both conversation
// lists moved on), else the profile's own text.
func removeReportedTx(ctx context.Context, tx *Tx, by *amora.Staff, now time.Time, c amora.Complaint, reason string) error {
	switch {
	case c.PhotoID != 0:
		var before photoState
		err := tx.queryRow(ctx, `SELECT status, reject_reason, reject_note FROM photos WHERE id = ?`, c.PhotoID).Scan(&before.Status, &before.Reason, &before.Note)
		if isNoRows(err) || (err == nil && before.Status == amora.PhotoRejected) {
			return nil // gone already: nothing left to remove
		} else if err != nil {
			return err
		}
		if _, _, err := moderatePhotoTx(ctx, tx, c.PhotoID, amora.PhotoRejected, amora.PhotoReasonOther, reason); err != nil {
			return err
		}
		return tx.Audit(ctx, amora.AuditEntry{At: now, StaffID: by.ID, StaffEmail: by.Email, Action: "photo.takedown",
			TargetType: "photo", TargetID: c.PhotoID, Before: amora.AuditJSON(before),
			After:  amora.AuditJSON(photoState{Status: amora.PhotoRejected, Reason: amora.PhotoReasonOther, Note: reason}),
			Reason: amora.ComplaintReference(c.ID) + ": " + reason})
	case c.MessageID != 0:
		var conv int64
		err := tx.queryRow(ctx, `SELECT conversation_id FROM messages WHERE id = ?`, c.MessageID).Scan(&conv)
		if isNoRows(err) {
			return nil
		} else if err != nil {
			return err
		}
		if _, err := tx.exec(ctx, `UPDATE messages SET body = '', gift = '' WHERE id = ?`, c.MessageID); err != nil {
			return err
		}
		var a, b int64
		if err := tx.queryRow(ctx, `SELECT member_a, member_b FROM conversations WHERE id = ?`, conv).Scan(&a, &b); err != nil {
			return err
		}
		return chatsChanged(ctx, tx, a, b)
	default:
		var about sql.NullString
		if err := tx.queryRow(ctx, `SELECT about_me FROM users WHERE id = ?`, c.MemberID).Scan(&about); err != nil {
			return err
		}
		if _, err := tx.exec(ctx, `UPDATE users SET about_me = '' WHERE id = ?`, c.MemberID); err != nil {
			return err
		}
		if err := tx.Audit(ctx, amora.AuditEntry{At: now, StaffID: by.ID, StaffEmail: by.Email, Action: "member.about_removed",
			TargetType: "member", TargetID: c.MemberID, Before: amora.AuditJSON(map[string]string{"about_me": about.String}),
			After: amora.AuditJSON(map[string]string{"about_me": ""}), Reason: amora.ComplaintReference(c.ID) + ": " + reason}); err != nil {
			return err
		}
		return tx.profileChanged(ctx, c.MemberID)
	}
}

// ComplaintStats counts the open complaints and measures the time to a decision over
// the complaints decided within the last amora.ComplaintStatsDays days.
func (db *DB) ComplaintStats(ctx context.Context) (amora.ComplaintStats, error) {
	var st amora.ComplaintStats
	if err := db.queryRow(ctx, `SELECT COUNT(*) FROM complaints WHERE status = ?`, amora.ComplaintOpen).Scan(&st.Open); err != nil {
		return st, err
	}
	since := formatTime(db.Now().AddDate(0, 0, -amora.ComplaintStatsDays))
	rows, err := db.query(ctx, `SELECT created_at, decided_at FROM complaints WHERE decided_at <> '' AND decided_at >= ?`, since)
	if err != nil {
		return st, err
	}
	defer rows.Close()
	var took []time.Duration
	for rows.Next() {
		var created, decided string
		if err := rows.Scan(&created, &decided); err != nil {
			return st, err
		}
		c, err1 := parseTime(created)
		d, err2 := parseTime(decided)
		if err1 == nil && err2 == nil {
			took = append(took, d.Sub(c))
		}
	}
	if err := rows.Err(); err != nil {
		return st, err
	}
	slices.Sort(took)
	st.Decided = len(took)
	st.Median = amora.Percentile(took, 50)
	st.P95 = amora.Percentile(took, 95)
	return st, nil
}

// ComplaintsAbout counts the complaints that name a member, decided or not.
func (db *DB) ComplaintsAbout(ctx context.Context, memberID int64) (int, error) {
	var n int
	err := db.queryRow(ctx, `SELECT COUNT(*) FROM complaints WHERE member_id = ? AND member_id <> 0`, memberID).Scan(&n)
	return n, err
}
