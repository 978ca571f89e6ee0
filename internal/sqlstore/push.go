package sqlstore

import (
	"context"
	"strconv"
	"strings"
	"time"

	"amora"
)

var _ amora.PushService = (*DB)(nil)

// JobNotifyPush pushes one notification (new_conversations, new_messages, like) to
// the recipient's devices; its payload is the amora.NotifyMailJob of the same event
// (same key), so that the mail job can tell whether the push arrived. It is written
// beside the mail job, only for a recipient who has a push subscription. cmd/amora
// registers its handler.
const JobNotifyPush = "push.notify"

// pushJobSQL writes the push job of a notification in the same statement as the
// subscription check: no job at all for a member who never subscribed.
const pushJobSQL = `INSERT INTO jobs (kind, payload, run_at, created_at, updated_at)
	SELECT ?, ?, ?, ?, ? WHERE EXISTS (SELECT 1 FROM push_subscriptions WHERE user_id = ?)`

// enqueueNotifyPushTx queues the push job of a notification at now (when the
// recipient has a subscription), in the caller's transaction.
func enqueueNotifyPushTx(ctx context.Context, tx *Tx, now time.Time, job amora.NotifyMailJob, payload []byte) error {
	at := formatTime(now)
	_, err := tx.exec(ctx, pushJobSQL, JobNotifyPush, payload, at, at, at, job.UserID)
	return err
}

// VAPIDKeys returns the server's VAPID key pair, storing the one generate makes when
// there is none yet (the first start); of two instances starting at once, both end
// with the pair that was stored first.
func (db *DB) VAPIDKeys(ctx context.Context, generate func() (private, public string, err error)) (private, public string, err error) {
	err = db.queryRow(ctx, `SELECT private_key, public_key FROM vapid_keys WHERE id = 1`).Scan(&private, &public)
	if err == nil || !isNoRows(err) {
		return private, public, err
	}
	priv, pub, err := generate()
	if err != nil {
		return "", "", err
	}
	err = db.inTx(ctx, func(tx *Tx) error {
		if _, err := tx.exec(ctx, `INSERT INTO vapid_keys (id, private_key, public_key, created_at) VALUES (1, ?, ?, ?) ON CONFLICT (id) DO NOTHING`,
			priv, pub, formatTime(db.Now())); err != nil {
			return err
		}
		return tx.queryRow(ctx, `SELECT private_key, public_key FROM vapid_keys WHERE id = 1`).Scan(&private, &public)
	})
	return private, public, err
}

// SavePushSubscription stores a device's subscription for the member and session; the
// same endpoint again replaces the row, moving it to this member and session.
func (db *DB) SavePushSubscription(ctx context.Context, userID int64, sessionHash string, sub amora.PushSubscription) error {
	if err := sub.Validate(); err != nil {
		return err
	}
	return db.inTx(ctx, func(tx *Tx) error {
		var one int
		if err := tx.queryRow(ctx, `SELECT 1 FROM sessions WHERE token_hash = ? AND user_id = ?`, sessionHash, userID).Scan(&one); isNoRows(err) {
			return amora.Errorf(amora.EUNAUTHORIZED, "The session has ended.")
		} else if err != nil {
			return err
		}
		_, err := tx.exec(ctx, `INSERT INTO push_subscriptions (user_id, session_hash, endpoint, p256dh, auth, created_at) VALUES (?, ?, ?, ?, ?, ?)
			ON CONFLICT (endpoint) DO UPDATE SET user_id = excluded.user_id, session_hash = excluded.session_hash,
				p256dh = excluded.p256dh, auth = excluded.auth, created_at = excluded.created_at, last_success_at = ''`,
			userID, sessionHash, sub.Endpoint, sub.P256dh, sub.Auth, formatTime(db.Now()))
		return err
	})
}

// StoredPushSubscription is a subscription as the push job reads it.
type StoredPushSubscription struct {
	ID int64
	amora.PushSubscription
}

// PushSubscriptions returns the member's subscriptions whose session is still alive.
func (db *DB) PushSubscriptions(ctx context.Context, userID int64) ([]StoredPushSubscription, error) {
	rows, err := db.query(ctx, `SELECT p.id, p.endpoint, p.p256dh, p.auth FROM push_subscriptions p
		JOIN sessions s ON s.token_hash = p.session_hash AND s.user_id = p.user_id
		WHERE p.user_id = ? AND s.expires_at > ? ORDER BY p.id`, userID, formatTime(db.Now()))
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var subs []StoredPushSubscription
	for rows.Next() {
		var s StoredPushSubscription
		if err := rows.Scan(&s.ID, &s.Endpoint, &s.P256dh, &s.Auth); err != nil {
			return nil, err
		}
		subs = append(subs, s)
	}
	return subs, rows.Err()
}

// CountPushSubscriptions counts the member's subscriptions whose session is alive.
func (db *DB) CountPushSubscriptions(ctx context.Context, userID int64) (int, error) {
	var n int
	err := db.queryRow(ctx, `SELECT COUNT(*) FROM push_subscriptions p JOIN sessions s ON s.token_hash = p.session_hash AND s.user_id = p.user_id
		WHERE p.user_id = ? AND s.expires_at > ?`, userID, formatTime(db.Now())).Scan(&n)
	return n, err
}

// DeletePushSubscription removes one subscription (the push service answered 404 or
// 410: it is gone for good).
func (db *DB) DeletePushSubscription(ctx context.Context, id int64) error {
	return db.inTx(ctx, func(tx *Tx) error {
		_, err := tx.exec(ctx, `DELETE FROM push_subscriptions WHERE id = ?`, id)
		return err
	})
}

// DeleteUserPushSubscriptions removes every subscription of a member (a deleted or
// banned account).
func (db *DB) DeleteUserPushSubscriptions(ctx context.Context, userID int64) error {
	return db.inTx(ctx, func(tx *Tx) error {
		_, err := tx.exec(ctx, `DELETE FROM push_subscriptions WHERE user_id = ?`, userID)
		return err
	})
}

// PushSettings returns the member's push choices.
func (db *DB) PushSettings(ctx context.Context, userID int64) (*amora.PushSettings, error) {
	s := &amora.PushSettings{Off: map[string]bool{}}
	rows, err := db.query(ctx, `SELECT type FROM push_off WHERE user_id = ?`, userID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	for rows.Next() {
		var typ string
		if err := rows.Scan(&typ); err != nil {
			return nil, err
		}
		s.Off[typ] = true
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}
	var n int
	if err := db.queryRow(ctx, `SELECT COUNT(*) FROM push_preview WHERE user_id = ?`, userID).Scan(&n); err != nil {
		return nil, err
	}
	s.Preview = n > 0
	return s, nil
}

// SetPushSettings switches push types on or off and, when preview is not nil, the
// lock-screen preview. Unknown types are refused (key notificationTypeUnknown).
func (db *DB) SetPushSettings(ctx context.Context, userID int64, on map[string]bool, preview *bool) (*amora.PushSettings, error) {
	if err := amora.CheckPushTypes(on); err != nil {
		return nil, err
	}
	err := db.inTx(ctx, func(tx *Tx) error {
		now := formatTime(db.Now())
		for typ, enabled := range on {
			q := `DELETE FROM push_off WHERE user_id = ? AND type = ?`
			args := []any{userID, typ}
			if !enabled {
				q = `INSERT INTO push_off (user_id, type, created_at) VALUES (?, ?, ?) ON CONFLICT (user_id, type) DO NOTHING`
				args = append(args, now)
			}
			if _, err := tx.exec(ctx, q, args...); err != nil {
				return err
			}
		}
		if preview != nil {
			q, args := `DELETE FROM push_preview WHERE user_id = ?`, []any{userID}
			if *preview {
				q, args = `INSERT INTO push_preview (user_id, created_at) VALUES (?, ?) ON CONFLICT (user_id) DO NOTHING`, []any{userID, now}
			}
			if _, err := tx.exec(ctx, q, args...); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	return db.PushSettings(ctx, userID)
}

// pushEventsKept is how long push_events rows stay: the mail job of an event reads
// its row within PushFallbackWait plus AwayBeforeMessageMail.
const pushEventsKept = 48 * time.Hour

// StartPushEvent reads (creating it, pending) the push record of the event key and
// returns the subscriptions that have it already; it also drops the member's records
// older than pushEventsKept.
func (db *DB) StartPushEvent(ctx context.Context, userID int64, key string) (map[int64]bool, error) {
	delivered := map[int64]bool{}
	err := db.inTx(ctx, func(tx *Tx) error {
		now := db.Now()
		if _, err := tx.exec(ctx, `DELETE FROM push_events WHERE user_id = ? AND updated_at < ?`, userID, formatTime(now.Add(-pushEventsKept))); err != nil {
			return err
		}
		at := formatTime(now)
		if _, err := tx.exec(ctx, `INSERT INTO push_events (user_id, job_key, state, created_at, updated_at) VALUES (?, ?, ?, ?, ?)
			ON CONFLICT (user_id, job_key) DO NOTHING`, userID, key, amora.PushPending, at, at); err != nil {
			return err
		}
		var list string
		if err := tx.queryRow(ctx, `SELECT delivered FROM push_events WHERE user_id = ? AND job_key = ?`, userID, key).Scan(&list); err != nil {
			return err
		}
		for _, f := range strings.Split(list, ",") {
			if id, err := strconv.ParseInt(f, 10, 64); err == nil {
				delivered[id] = true
			}
		}
		return nil
	})
	return delivered, err
}

// FinishPushEvent records the outcome of one attempt: the state and every
// subscription that has the push now; the subscriptions that took it are marked
// successful.
func (db *DB) FinishPushEvent(ctx context.Context, userID int64, key, state string, delivered map[int64]bool, took []int64) error {
	ids := make([]string, 0, len(delivered))
	for id := range delivered {
		ids = append(ids, strconv.FormatInt(id, 10))
	}
	return db.inTx(ctx, func(tx *Tx) error {
		now := formatTime(db.Now())
		if _, err := tx.exec(ctx, `UPDATE push_events SET state = ?, delivered = ?, updated_at = ? WHERE user_id = ? AND job_key = ?`,
			state, strings.Join(ids, ","), now, userID, key); err != nil {
			return err
		}
		for _, id := range took {
			if _, err := tx.exec(ctx, `UPDATE push_subscriptions SET last_success_at = ? WHERE id = ?`, now, id); err != nil {
				return err
			}
		}
		return nil
	})
}

// PushOutcome returns what the push of event key to the member achieved; a zero
// PushOutcome when no push was tried.
func (db *DB) PushOutcome(ctx context.Context, userID int64, key string) (amora.PushOutcome, error) {
	var o amora.PushOutcome
	var created string
	err := db.queryRow(ctx, `SELECT state, created_at FROM push_events WHERE user_id = ? AND job_key = ?`, userID, key).Scan(&o.State, &created)
	if isNoRows(err) {
		return amora.PushOutcome{}, nil
	} else if err != nil {
		return o, err
	}
	o.CreatedAt, err = parseTime(created)
	return o, err
}

// PushBadge is the member's app badge: unread messages plus likes not seen yet.
func (db *DB) PushBadge(ctx context.Context, userID int64) (int, error) {
	var unread, likes int
	if err := db.queryRow(ctx, `SELECT CAST(COALESCE(SUM(unread), 0) AS BIGINT) FROM chat_members WHERE member_id = ? AND listed`, userID).Scan(&unread); err != nil {
		return 0, err
	}
	err := db.queryRow(ctx, `SELECT COUNT(*) FROM likes WHERE liked_id = ? AND like_new = ?`, userID, true).Scan(&likes)
	return unread + likes, err
}

// MessageText returns the text of one message ("" for a gift or a message gone).
func (db *DB) MessageText(ctx context.Context, id int64) (string, error) {
	var text string
	err := db.queryRow(ctx, `SELECT body FROM messages WHERE id = ?`, id).Scan(&text)
	if isNoRows(err) {
		return "", nil
	}
	return text, err
}
