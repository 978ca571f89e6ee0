package sqlstore

import (
	"context"
	"slices"
	"sort"
	"strings"
	"time"

	"amora"
)

// The operators' desk (issue 21). desk_queue holds one row per conversation that
// waits for an operator (Send adds it, the reply removes it); the claim is on that
// row, taken by one conditional UPDATE so that exactly one of concurrent claims wins.

// deskWaitTx puts a member's conversation with a fictional profile in the desk's
// queue, or counts one more waiting message in it (Send's transaction).
func deskWaitTx(ctx context.Context, tx *Tx, convID, memberID, fictionalID int64, at string) error {
	_, err := tx.exec(ctx, `INSERT INTO desk_queue (conversation_id, member_id, fictional_id, waiting_since, waiting_messages)
		VALUES (?, ?, ?, ?, 1)
		ON CONFLICT (conversation_id) DO UPDATE SET waiting_messages = desk_queue.waiting_messages + 1`,
		convID, memberID, fictionalID, at)
	return err
}

// StaffLanguages lists the languages a staff member answers in, in the order of
// amora.Languages.
func (db *DB) StaffLanguages(ctx context.Context, staffID int64) ([]string, error) {
	rows, err := db.query(ctx, `SELECT language FROM staff_languages WHERE staff_id = ?`, staffID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var got []string
	for rows.Next() {
		var l string
		if err := rows.Scan(&l); err != nil {
			return nil, err
		}
		got = append(got, l)
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}
	return amora.ValidLanguages(got)
}

// SetStaffLanguages replaces the languages a staff member answers in.
func (db *DB) SetStaffLanguages(ctx context.Context, by *amora.Staff, staffID int64, languages []string) ([]string, error) {
	langs, err := amora.ValidLanguages(languages)
	if err != nil {
		return nil, err
	}
	before, err := db.StaffLanguages(ctx, staffID)
	if err != nil {
		return nil, err
	}
	err = db.inTx(ctx, func(tx *Tx) error {
		var one int
		if err := tx.queryRow(ctx, `SELECT 1 FROM staff WHERE id = ?`, staffID).Scan(&one); isNoRows(err) {
			return amora.Errorf(amora.ENOTFOUND, "Staff member not found.")
		} else if err != nil {
			return err
		}
		if _, err := tx.exec(ctx, `DELETE FROM staff_languages WHERE staff_id = ?`, staffID); err != nil {
			return err
		}
		for _, l := range langs {
			if _, err := tx.exec(ctx, `INSERT INTO staff_languages (staff_id, language) VALUES (?, ?)`, staffID, l); err != nil {
				return err
			}
		}
		e := by.AuditEntry("staff.languages", "staff", staffID)
		e.At = db.Now()
		e.Before = amora.AuditJSON(map[string]any{"languages": before})
		e.After = amora.AuditJSON(map[string]any{"languages": langs})
		return tx.Audit(ctx, e)
	})
	if err != nil {
		return nil, err
	}
	return langs, nil
}

// deskLanguageSQL holds for a desk_queue row q whose fictional profile f is in the
// staff member's languages; admins (first argument true) answer every language. Its
// arguments are the admin flag and the staff id.
const deskLanguageSQL = `(? OR EXISTS (SELECT 1 FROM staff_languages sl WHERE sl.staff_id = ? AND sl.language = f.language))`

// DeskQueue answers the conversations waiting for st, oldest waiting first: those in
// st's languages that nobody else holds a live claim on.
func (db *DB) DeskQueue(ctx context.Context, st *amora.Staff) ([]amora.DeskItem, error) {
	now := db.Now()
	at := formatTime(now)
	rows, err := db.query(ctx, `SELECT q.conversation_id, q.waiting_since, q.waiting_messages, q.claimed_by, q.claim_expires,
			m.id, m.name, m.date_of_birth, m.country, COALESCE(m.main_photo_id, 0),
			f.id, f.name, f.date_of_birth, f.country, COALESCE(f.main_photo_id, 0), f.language
		FROM desk_queue q
			JOIN users f ON f.id = q.fictional_id
			JOIN users m ON m.id = q.member_id
		WHERE (q.claimed_by = 0 OR q.claimed_by = ? OR q.claim_expires <= ?) AND `+deskLanguageSQL+`
		ORDER BY q.waiting_since, q.conversation_id LIMIT ?`,
		st.ID, at, st.Role == amora.StaffAdmin, st.ID, amora.DeskQueueLimit)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	items := []amora.DeskItem{}
	for rows.Next() {
		var it amora.DeskItem
		var since, expires, mDOB, fDOB string
		var claimedBy int64
		if err := rows.Scan(&it.ConversationID, &since, &it.WaitingMessages, &claimedBy, &expires,
			&it.Member.ID, &it.Member.Name, &mDOB, &it.Member.Country, &it.Member.MainPhotoID,
			&it.Fictional.ID, &it.Fictional.Name, &fDOB, &it.Fictional.Country, &it.Fictional.MainPhotoID, &it.Language); err != nil {
			return nil, err
		}
		it.WaitingSince, _ = parseTime(since)
		it.ClaimedByMe = claimedBy == st.ID && expires > at
		it.Member.Age, it.Fictional.Age = ageOn(mDOB, now), ageOn(fDOB, now)
		items = append(items, it)
	}
	return items, rows.Err()
}

func ageOn(dob string, now time.Time) int {
	if d, err := time.Parse(time.DateOnly, dob); err == nil {
		return amora.Age(d, now)
	}
	return 0
}

// DeskClaim claims a waiting conversation for st for amora.DeskClaimTime, or extends
// st's claim (the heartbeat). One UPDATE decides: it changes the row only when nobody
// holds a live claim but st, so of concurrent claims exactly one wins. It answers when
// the claim runs out.
func (db *DB) DeskClaim(ctx context.Context, st *amora.Staff, conversationID int64) (time.Time, error) {
	now := db.Now()
	at, expires := formatTime(now), now.Add(amora.DeskClaimTime)
	err := db.inTx(ctx, func(tx *Tx) error {
		var heldBy int64
		var heldTo string
		if err := tx.queryRow(ctx, `SELECT claimed_by, claim_expires FROM desk_queue WHERE conversation_id = ?`, conversationID).Scan(&heldBy, &heldTo); isNoRows(err) {
			return amora.ErrDeskNotWaiting()
		} else if err != nil {
			return err
		}
		res, err := tx.exec(ctx, `UPDATE desk_queue SET claimed_by = ?, claim_expires = ?
			WHERE conversation_id = ? AND (claimed_by = 0 OR claimed_by = ? OR claim_expires <= ?)
				AND EXISTS (SELECT 1 FROM users f WHERE f.id = desk_queue.fictional_id AND `+deskLanguageSQL+`)`,
			st.ID, formatTime(expires), conversationID, st.ID, at, st.Role == amora.StaffAdmin, st.ID)
		if err != nil {
			return err
		}
		if n, err := res.RowsAffected(); err != nil {
			return err
		} else if n == 0 {
			// Outside st's languages the conversation is not st's to see, claimed or not.
			var inLanguage bool
			if err := tx.queryRow(ctx, `SELECT `+deskLanguageSQL+` FROM desk_queue q JOIN users f ON f.id = q.fictional_id WHERE q.conversation_id = ?`,
				st.Role == amora.StaffAdmin, st.ID, conversationID).Scan(&inLanguage); err != nil && !isNoRows(err) {
				return err
			}
			if !inLanguage {
				return amora.ErrDeskNotWaiting()
			}
			return amora.ErrDeskClaimed()
		}
		if heldBy == st.ID && heldTo > at {
			return nil // a heartbeat: the claim goes on, the audit log has its start
		}
		e := st.AuditEntry("desk.claim", "conversation", conversationID)
		e.At = now
		return tx.Audit(ctx, e)
	})
	if err != nil {
		return time.Time{}, err
	}
	return expires, nil
}

// DeskRelease gives st's claim up: the conversation goes back to the queue (skip).
func (db *DB) DeskRelease(ctx context.Context, st *amora.Staff, conversationID int64) error {
	now := db.Now()
	return db.inTx(ctx, func(tx *Tx) error {
		res, err := tx.exec(ctx, `UPDATE desk_queue SET claimed_by = 0, claim_expires = ''
			WHERE conversation_id = ? AND claimed_by = ? AND claim_expires > ?`, conversationID, st.ID, formatTime(now))
		if err != nil {
			return err
		}
		if n, err := res.RowsAffected(); err != nil {
			return err
		} else if n == 0 {
			return amora.ErrDeskNotClaimed()
		}
		e := st.AuditEntry("desk.release", "conversation", conversationID)
		e.At = now
		return tx.Audit(ctx, e)
	})
}

// deskClaim is a live claim's conversation: who is talking to whom.
type deskClaim struct {
	memberID, fictionalID int64
	waitingSince          string
	expires               time.Time
}

// claimOf answers st's live claim on the conversation, or ErrDeskNotClaimed.
func claimOf(ctx context.Context, q rowQuerier, st *amora.Staff, conversationID int64, now time.Time) (deskClaim, error) {
	var c deskClaim
	var expires string
	err := q.queryRow(ctx, `SELECT member_id, fictional_id, waiting_since, claim_expires FROM desk_queue
		WHERE conversation_id = ? AND claimed_by = ? AND claim_expires > ?`, conversationID, st.ID, formatTime(now)).
		Scan(&c.memberID, &c.fictionalID, &c.waitingSince, &expires)
	if isNoRows(err) {
		return c, amora.ErrDeskNotClaimed()
	}
	c.expires, _ = parseTime(expires)
	return c, err
}

// DeskConversation answers the answer screen of a conversation st holds the claim on.
func (db *DB) DeskConversation(ctx context.Context, st *amora.Staff, conversationID int64) (*amora.DeskConversation, error) {
	now := db.Now()
	c, err := claimOf(ctx, db, st, conversationID, now)
	if err != nil {
		return nil, err
	}
	out := &amora.DeskConversation{ConversationID: conversationID, ClaimExpires: c.expires}
	profile := func(id int64, lang, site *string) (*amora.Profile, error) {
		var l, s string
		p, err := scanProfile(withExtra{db.queryRow(ctx, `SELECT `+profileColumns+`, u.language, u.site_host
			FROM users u LEFT JOIN photos p ON p.id = u.main_photo_id WHERE u.id = ?`, id), []any{&l, &s}}, now)
		if lang != nil {
			*lang = l
		}
		if site != nil {
			*site = s
		}
		return p, err
	}
	if out.Member, err = profile(c.memberID, &out.MemberLanguage, &out.MemberSite); err != nil {
		return nil, err
	}
	if out.Fictional, err = profile(c.fictionalID, &out.FictionalLang, nil); err != nil {
		return nil, err
	}
	if out.MemberPhotos, err = db.photoIDs(ctx, c.memberID); err != nil {
		return nil, err
	}
	rows, err := db.query(ctx, `SELECT id, sender_id, body, gift, created_at, delivered_at, read_at, operator_staff_id,
		sent_by_site FROM messages WHERE conversation_id = ? ORDER BY id`, conversationID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	for rows.Next() {
		m := amora.DeskMessage{Message: amora.Message{ConversationID: conversationID}}
		var created, delivered, read string
		if err := rows.Scan(&m.ID, &m.SenderID, &m.Text, &m.Gift, &created, &delivered, &read, &m.OperatorStaffID, &m.SentBySite); err != nil {
			return nil, err
		}
		m.CreatedAt, _ = parseTime(created)
		m.DeliveredAt, _ = parseTime(delivered)
		m.ReadAt, _ = parseTime(read)
		out.Messages = append(out.Messages, m)
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}
	out.Notes, err = db.deskNote(ctx, c.memberID, c.fictionalID)
	return out, err
}

func (db *DB) photoIDs(ctx context.Context, userID int64) ([]int64, error) {
	rows, err := db.query(ctx, `SELECT p.id FROM photos p JOIN users u ON u.id = p.user_id
		WHERE p.user_id = ? ORDER BY p.id = COALESCE(u.main_photo_id, 0) DESC, p.position, p.id`, userID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	ids := []int64{}
	for rows.Next() {
		var id int64
		if err := rows.Scan(&id); err != nil {
			return nil, err
		}
		ids = append(ids, id)
	}
	return ids, rows.Err()
}

func (db *DB) deskNote(ctx context.Context, memberID, fictionalID int64) (amora.DeskNote, error) {
	var n amora.DeskNote
	var at string
	err := db.queryRow(ctx, `SELECT body, staff_id, updated_at FROM desk_notes WHERE member_id = ? AND fictional_id = ?`,
		memberID, fictionalID).Scan(&n.Text, &n.StaffID, &at)
	if isNoRows(err) {
		return n, nil
	}
	n.UpdatedAt, _ = parseTime(at)
	return n, err
}

// DeskReply stores st's answer as the conversation's fictional profile: free for the
// member, with st's id on the message. The conversation leaves the queue and the claim
// ends. It answers the member's id and the message, for the live event and the
// notification.
func (db *DB) DeskReply(ctx context.Context, st *amora.Staff, conversationID int64, text string) (int64, amora.Sent, error) {
	if err := amora.CheckMessageText(text, amora.DeskReplyMaxLength); err != nil {
		return 0, amora.Sent{}, err
	}
	now := db.Now()
	at := formatTime(now)
	var sent amora.Sent
	var memberID int64
	err := db.inTx(ctx, func(tx *Tx) error {
		c, err := claimOf(ctx, tx, st, conversationID, now)
		if err != nil {
			return err
		}
		memberID = c.memberID
		// The members' rows first, in Send's order, then the queue row.
		if err := lockMembers(ctx, tx, min(c.memberID, c.fictionalID), max(c.memberID, c.fictionalID)); err != nil {
			return err
		}
		err = tx.queryRow(ctx, `DELETE FROM desk_queue WHERE conversation_id = ? AND claimed_by = ? AND claim_expires > ?
			RETURNING waiting_since`, conversationID, st.ID, at).Scan(&c.waitingSince)
		if isNoRows(err) {
			return amora.ErrDeskNotClaimed()
		} else if err != nil {
			return err
		}
		msg := amora.Message{ConversationID: conversationID, SenderID: c.fictionalID, Text: text, CreatedAt: now}
		if err := tx.queryRow(ctx, `INSERT INTO messages (conversation_id, sender_id, body, gift, created_at, operator_staff_id)
			VALUES (?, ?, ?, '', ?, ?) RETURNING id`, conversationID, c.fictionalID, text, at, st.ID).Scan(&msg.ID); err != nil {
			return err
		}
		if _, err := tx.exec(ctx, `UPDATE chat_members SET listed = ?, last_message_id = ?, updated_at = ?,
				wrote = CASE WHEN member_id = ? THEN ? ELSE wrote END,
				unread = CASE WHEN member_id = ? THEN unread + 1 ELSE unread END
			WHERE member_id IN (?, ?) AND conversation_id = ?`, true, msg.ID, at, c.fictionalID, true, c.memberID,
			c.fictionalID, c.memberID, conversationID); err != nil {
			return err
		}
		if _, err := debitAndMoveTx(ctx, tx, c.fictionalID, c.memberID, 0); err != nil {
			return err
		}
		if _, err := tx.exec(ctx, `UPDATE operator_queue SET answered_at = ? WHERE answered_at = ''
			AND message_id IN (SELECT id FROM messages WHERE conversation_id = ?)`, at, conversationID); err != nil {
			return err
		}
		if _, err := tx.exec(ctx, `INSERT INTO desk_replies (message_id, staff_id, waiting_since, replied_at) VALUES (?, ?, ?, ?)`,
			msg.ID, st.ID, c.waitingSince, at); err != nil {
			return err
		}
		if err := enqueueMessageMailTx(ctx, tx, now, c.memberID, msg, false); err != nil {
			return err
		}
		sent.Message = msg
		e := st.AuditEntry("desk.reply", "conversation", conversationID)
		e.At = now
		e.After = amora.AuditJSON(map[string]any{"message_id": msg.ID, "member_id": c.memberID, "fictional_id": c.fictionalID})
		return tx.Audit(ctx, e)
	})
	if err != nil {
		return 0, amora.Sent{}, err
	}
	return memberID, sent, nil
}

// DeskSaveNote replaces the note of the conversation's (member, fictional profile)
// pair; st must hold the claim.
func (db *DB) DeskSaveNote(ctx context.Context, st *amora.Staff, conversationID int64, text string) (amora.DeskNote, error) {
	text = strings.TrimSpace(text)
	if len([]rune(text)) > amora.DeskNoteMaxLength {
		return amora.DeskNote{}, &amora.Error{Code: amora.EINVALID, Key: "deskNoteTooLong", Params: map[string]any{"max": amora.DeskNoteMaxLength},
			Message: "The note is too long."}
	}
	now := db.Now()
	note := amora.DeskNote{Text: text, StaffID: st.ID, UpdatedAt: now}
	err := db.inTx(ctx, func(tx *Tx) error {
		c, err := claimOf(ctx, tx, st, conversationID, now)
		if err != nil {
			return err
		}
		var before string
		if err := tx.queryRow(ctx, `SELECT body FROM desk_notes WHERE member_id = ? AND fictional_id = ?`, c.memberID, c.fictionalID).Scan(&before); err != nil && !isNoRows(err) {
			return err
		}
		if _, err := tx.exec(ctx, `INSERT INTO desk_notes (member_id, fictional_id, body, staff_id, updated_at) VALUES (?, ?, ?, ?, ?)
			ON CONFLICT (member_id, fictional_id) DO UPDATE SET body = excluded.body, staff_id = excluded.staff_id, updated_at = excluded.updated_at`,
			c.memberID, c.fictionalID, text, st.ID, formatTime(now)); err != nil {
			return err
		}
		e := st.AuditEntry("desk.note", "conversation", conversationID)
		e.At = now
		e.Before = amora.AuditJSON(map[string]any{"text": before})
		e.After = amora.AuditJSON(map[string]any{"text": text})
		return tx.Audit(ctx, e)
	})
	return note, err
}

// DeskFlag flags the conversation's member for a moderator; st must hold the claim.
func (db *DB) DeskFlag(ctx context.Context, st *amora.Staff, conversationID int64, reason string) error {
	reason, err := amora.ValidateAuditReason(reason)
	if err != nil {
		return err
	}
	now := db.Now()
	return db.inTx(ctx, func(tx *Tx) error {
		c, err := claimOf(ctx, tx, st, conversationID, now)
		if err != nil {
			return err
		}
		if _, err := tx.exec(ctx, `INSERT INTO desk_flags (member_id, conversation_id, staff_id, reason, created_at) VALUES (?, ?, ?, ?, ?)`,
			c.memberID, conversationID, st.ID, reason, formatTime(now)); err != nil {
			return err
		}
		e := st.AuditEntry("desk.flag", "member", c.memberID)
		e.At = now
		e.After = amora.AuditJSON(map[string]any{"conversation_id": conversationID})
		e.Reason = reason
		return tx.Audit(ctx, e)
	})
}

// DeskStats answers the supervisor's figures: the queue per language, the oldest
// waiting conversation, the wait to the first reply over the last 24 hours (median and
// 95th percentile) and each operator's replies in the last hour.
func (db *DB) DeskStats(ctx context.Context) (*amora.DeskStats, error) {
	now := db.Now()
	out := &amora.DeskStats{QueueByLanguage: map[string]int{}, RepliesPerHour: []amora.DeskOperatorRate{}}
	for _, l := range amora.Languages {
		out.QueueByLanguage[l] = 0
	}
	rows, err := db.query(ctx, `SELECT f.language, COUNT(*), MIN(q.waiting_since) FROM desk_queue q JOIN users f ON f.id = q.fictional_id GROUP BY f.language`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var oldest string
	for rows.Next() {
		var l, since string
		var n int
		if err := rows.Scan(&l, &n, &since); err != nil {
			return nil, err
		}
		out.QueueByLanguage[l] = n
		if oldest == "" || since < oldest {
			oldest = since
		}
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}
	if t, err := parseTime(oldest); err == nil {
		out.OldestWaiting = now.Sub(t)
	}
	if out.OldestBySite, err = db.deskOldestBySite(ctx, now); err != nil {
		return nil, err
	}
	waits, err := db.query(ctx, `SELECT waiting_since, replied_at FROM desk_replies WHERE replied_at >= ?`, formatTime(now.Add(-24*time.Hour)))
	if err != nil {
		return nil, err
	}
	defer waits.Close()
	var ds []time.Duration
	for waits.Next() {
		var a, b string
		if err := waits.Scan(&a, &b); err != nil {
			return nil, err
		}
		ta, errA := parseTime(a)
		tb, errB := parseTime(b)
		if errA == nil && errB == nil {
			ds = append(ds, tb.Sub(ta))
		}
	}
	if err := waits.Err(); err != nil {
		return nil, err
	}
	if len(ds) > 0 {
		slices.Sort(ds)
		out.MedianFirstReply = ds[(len(ds)-1)/2]
		out.P95FirstReply = ds[(len(ds)*95+99)/100-1]
	}
	rates, err := db.query(ctx, `SELECT r.staff_id, COALESCE(s.email, ''), COUNT(*) FROM desk_replies r LEFT JOIN staff s ON s.id = r.staff_id
		WHERE r.replied_at >= ? GROUP BY r.staff_id, s.email`, formatTime(now.Add(-time.Hour)))
	if err != nil {
		return nil, err
	}
	defer rates.Close()
	for rates.Next() {
		var r amora.DeskOperatorRate
		if err := rates.Scan(&r.StaffID, &r.Email, &r.Replies); err != nil {
			return nil, err
		}
		out.RepliesPerHour = append(out.RepliesPerHour, r)
	}
	sort.Slice(out.RepliesPerHour, func(i, j int) bool { return out.RepliesPerHour[i].Replies > out.RepliesPerHour[j].Replies })
	return out, rates.Err()
}

// DeskPhoto answers the file name of a photo of the member or the fictional profile of
// a waiting conversation in st's languages: the queue and the answer screen show them.
func (db *DB) DeskPhoto(ctx context.Context, st *amora.Staff, conversationID, photoID int64) (string, error) {
	var name string
	err := db.queryRow(ctx, `SELECT p.name FROM desk_queue q JOIN users f ON f.id = q.fictional_id
			JOIN photos p ON p.id = ? AND p.user_id IN (q.member_id, q.fictional_id)
		WHERE q.conversation_id = ? AND `+deskLanguageSQL, photoID, conversationID, st.Role == amora.StaffAdmin, st.ID).Scan(&name)
	if isNoRows(err) {
		return "", amora.ErrPhotoNotFound
	}
	return name, err
}
