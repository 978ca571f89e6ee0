package sqlstore

import (
	"context"
	"database/sql"

	"amora"
)

// StaffMember reads everything the console's member page shows: the account in any
// state, its photos in any state, the whole credit ledger, payments, sessions, the
// last logins and the counts of likes, chats and messages.
func (db *DB) StaffMember(ctx context.Context, id int64) (*amora.StaffMember, error) {
	u, err := scanUser(db.queryRow(ctx, `SELECT `+userColumns+` FROM users WHERE id = ?`, id))
	if amora.ErrorCode(err) == amora.ENOTFOUND {
		return nil, amora.ErrMemberNotFound
	} else if err != nil {
		return nil, err
	}
	m := &amora.StaffMember{User: *u}
	var banned, deleted string
	if err := db.queryRow(ctx, `SELECT about_me, banned_at, deleted_at FROM users WHERE id = ?`, id).Scan(&m.AboutMe, &banned, &deleted); err != nil {
		return nil, err
	}
	m.BannedAt, _ = parseTime(banned)
	m.DeletedAt, _ = parseTime(deleted)
	if m.Photos, err = db.staffPhotos(ctx, `WHERE p.user_id = ? ORDER BY p.id`, id); err != nil {
		return nil, err
	}
	if m.Ledger, err = db.memberLedger(ctx, id); err != nil {
		return nil, err
	}
	if m.Payments, err = db.memberPayments(ctx, id); err != nil {
		return nil, err
	}
	if m.Sessions, err = db.sessionInfos(ctx, `SELECT created_at, ip, user_agent, expires_at FROM sessions
		WHERE user_id = ? AND expires_at > ? ORDER BY created_at DESC`, id, formatTime(db.Now())); err != nil {
		return nil, err
	}
	if m.Logins, err = db.sessionInfos(ctx, `SELECT created_at, ip, user_agent, '' FROM logins
		WHERE user_id = ? ORDER BY id DESC LIMIT 50`, id); err != nil {
		return nil, err
	}
	// Each count walks an index of the member: likes' primary key and likes_liked,
	// chat_members' primary key, and messages_conversation within their conversations.
	err = db.queryRow(ctx, `SELECT
			(SELECT COUNT(*) FROM likes WHERE liker_id = ?),
			(SELECT COUNT(*) FROM likes WHERE liked_id = ?),
			(SELECT COUNT(*) FROM chat_members WHERE member_id = ?),
			(SELECT COUNT(*) FROM chat_members c JOIN messages msg ON msg.conversation_id = c.conversation_id
				WHERE c.member_id = ? AND msg.sender_id = ?)`, id, id, id, id, id).
		Scan(&m.LikesGiven, &m.LikesReceived, &m.Chats, &m.MessagesSent)
	if err != nil {
		return nil, err
	}
	return m, nil
}

// memberLedger returns a member's whole credit ledger, newest first.
func (db *DB) memberLedger(ctx context.Context, userID int64) ([]amora.LedgerEntry, error) {
	rows, err := db.query(ctx, `SELECT id, amount, reason, COALESCE(ref, ''), created_at FROM credit_ledger WHERE user_id = ? ORDER BY id DESC`, userID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []amora.LedgerEntry{}
	for rows.Next() {
		var e amora.LedgerEntry
		var at string
		if err := rows.Scan(&e.ID, &e.Amount, &e.Reason, &e.Ref, &at); err != nil {
			return nil, err
		}
		e.CreatedAt, _ = parseTime(at)
		out = append(out, e)
	}
	return out, rows.Err()
}

// memberPayments returns a member's payments, newest first (payments_user).
func (db *DB) memberPayments(ctx context.Context, userID int64) ([]amora.Payment, error) {
	rows, err := db.query(ctx, `SELECT id, package_id, credits, method, amount, currency, discount_code, provider,
			COALESCE(provider_payment_id, ''), status, country, created_at, paid_at, refunded_amount, charged_back_amount
		FROM payments WHERE user_id = ? ORDER BY id DESC`, userID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []amora.Payment{}
	for rows.Next() {
		p := amora.Payment{UserID: userID}
		var created, paid string
		if err := rows.Scan(&p.ID, &p.PackageID, &p.Credits, &p.Method, &p.Amount, &p.Currency, &p.DiscountCode, &p.Provider,
			&p.ProviderID, &p.Status, &p.Country, &created, &paid, &p.Refunded, &p.ChargedBack); err != nil {
			return nil, err
		}
		p.CreatedAt, _ = parseTime(created)
		if paid != "" {
			p.PaidAt, _ = parseTime(paid)
		}
		out = append(out, p)
	}
	return out, rows.Err()
}

func (db *DB) sessionInfos(ctx context.Context, q string, args ...any) ([]amora.SessionInfo, error) {
	rows, err := db.query(ctx, q, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []amora.SessionInfo{}
	for rows.Next() {
		var s amora.SessionInfo
		var created, expires string
		if err := rows.Scan(&created, &s.IP, &s.UserAgent, &expires); err != nil {
			return nil, err
		}
		s.CreatedAt, _ = parseTime(created)
		if expires != "" {
			s.ExpiresAt, _ = parseTime(expires)
		}
		out = append(out, s)
	}
	return out, rows.Err()
}

const staffPhotoColumns = `p.id, p.user_id, p.name, p.status, p.created_at, p.reject_reason, p.reject_note, u.name,
	CASE WHEN u.main_photo_id = p.id THEN 1 ELSE 0 END`

// staffPhotos reads photos with their owner's name; where follows "FROM photos p JOIN users u".
func (db *DB) staffPhotos(ctx context.Context, where string, args ...any) ([]amora.StaffPhoto, error) {
	rows, err := db.query(ctx, `SELECT `+staffPhotoColumns+` FROM photos p JOIN users u ON u.id = p.user_id `+where, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []amora.StaffPhoto{}
	for rows.Next() {
		ph, err := scanStaffPhoto(rows)
		if err != nil {
			return nil, err
		}
		out = append(out, *ph)
	}
	return out, rows.Err()
}

func scanStaffPhoto(row interface{ Scan(...any) error }) (*amora.StaffPhoto, error) {
	var ph amora.StaffPhoto
	var created string
	var main int
	err := row.Scan(&ph.ID, &ph.UserID, &ph.Name, &ph.Status, &created, &ph.RejectReason, &ph.RejectNote, &ph.MemberName, &main)
	if err == sql.ErrNoRows {
		return nil, amora.ErrPhotoNotFound
	} else if err != nil {
		return nil, err
	}
	ph.CreatedAt, _ = parseTime(created)
	ph.Main = main == 1
	return &ph, nil
}

// StaffPhotos lists a page of a console photo feed (photos_status, or the primary key
// for the feed of every new photo), newest first.
func (db *DB) StaffPhotos(ctx context.Context, f amora.StaffPhotoFilter) ([]amora.StaffPhoto, error) {
	f.Normalize()
	before := f.BeforeID
	if before <= 0 {
		before = 1<<63 - 1
	}
	if f.State == amora.PhotoFeedRecent {
		return db.staffPhotos(ctx, `WHERE p.id < ? ORDER BY p.id DESC LIMIT ?`, before, f.Limit)
	}
	return db.staffPhotos(ctx, `WHERE p.status = ? AND p.id < ? ORDER BY p.id DESC LIMIT ?`, f.State, before, f.Limit)
}

// StaffPhoto reads one photo in any state with its owner's name.
func (db *DB) StaffPhoto(ctx context.Context, id int64) (*amora.StaffPhoto, error) {
	return scanStaffPhoto(db.queryRow(ctx, `SELECT `+staffPhotoColumns+` FROM photos p JOIN users u ON u.id = p.user_id WHERE p.id = ?`, id))
}
