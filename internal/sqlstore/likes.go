package sqlstore

import (
	"context"

	"amora"
)

var _ amora.LikeService = (*DB)(nil)

// likePeer is the condition a member (the users row under alias) must meet to take
// part in memberID's likes: to be liked, listed, counted or shown in the new-like
// modal. It is the one place that decides it: deleted and banned accounts and members
// blocked either way are left out, and every likes query follows.
func likePeer(alias string, memberID int64) (string, []any) {
	return alias + `.status NOT IN (?, ?) AND ` + notBlocked(alias), []any{amora.UserDeleted, amora.UserBanned, memberID, memberID}
}

// Like records a like; a second like of the same member changes nothing.
func (db *DB) Like(ctx context.Context, likerID, likedID int64) (amora.LikeResult, error) {
	var res amora.LikeResult
	if likerID == likedID {
		return res, amora.ErrLikeSelf()
	}
	err := db.inTx(ctx, func(tx *Tx) error {
		var err error
		res, err = db.likeTx(ctx, tx, likerID, likedID)
		return err
	})
	if err != nil {
		return amora.LikeResult{}, err
	}
	return res, nil
}

// likeTx records a like in tx, with its notification e-mail job when it is new; the
// swipe game likes through it too.
func (db *DB) likeTx(ctx context.Context, tx *Tx, likerID, likedID int64) (amora.LikeResult, error) {
	var res amora.LikeResult
	peer, args := likePeer("u", likerID)
	var n int
	if err := tx.queryRow(ctx, `SELECT COUNT(*) FROM users u WHERE u.id = ? AND `+peer, append([]any{likedID}, args...)...).Scan(&n); err != nil {
		return res, err
	}
	if n == 0 {
		return res, amora.Errorf(amora.ENOTFOUND, "Member not found.")
	}
	now := db.Now()
	r, err := tx.exec(ctx, `INSERT INTO likes (liker_id, liked_id, created_at, like_new) VALUES (?, ?, ?, ?)
		ON CONFLICT (liker_id, liked_id) DO NOTHING`, likerID, likedID, formatTime(now), true)
	if err != nil {
		return res, err
	}
	created, _ := r.RowsAffected()
	res.Created = created > 0
	if err := tx.queryRow(ctx, `SELECT COUNT(*) FROM likes WHERE liker_id = ? AND liked_id = ?`, likedID, likerID).Scan(&n); err != nil {
		return res, err
	}
	res.Mutual = n > 0
	if res.Created {
		// The like's notification e-mail is stored with it.
		if err := enqueueLikeMailTx(ctx, tx, now, likerID, likedID, res.Mutual); err != nil {
			return res, err
		}
	}
	return res, nil
}

// Unlike takes a like back.
func (db *DB) Unlike(ctx context.Context, likerID, likedID int64) error {
	return db.inTx(ctx, func(tx *Tx) error {
		_, err := tx.exec(ctx, `DELETE FROM likes WHERE liker_id = ? AND liked_id = ?`, likerID, likedID)
		return err
	})
}

// likeEntryColumns follow profileColumns in the likes queries: when the member liked
// the profile, when the profile liked the member, and whether that like is new.
const likeEntryColumns = `COALESCE(mine.created_at, ''), COALESCE(theirs.created_at, ''), COALESCE(theirs.like_new, ?)`

// likeEntryJoins joins the two likes between the member (first argument, twice) and u.
const likeEntryJoins = ` LEFT JOIN photos p ON p.id = u.main_photo_id
	LEFT JOIN likes mine ON mine.liker_id = ? AND mine.liked_id = u.id
	LEFT JOIN likes theirs ON theirs.liker_id = u.id AND theirs.liked_id = ?`

// withExtra scans a row into a profile's columns followed by extra destinations, so
// that scanProfile reads rows that carry more than a profile.
type withExtra struct {
	row   interface{ Scan(...any) error }
	extra []any
}

func (w withExtra) Scan(dest ...any) error { return w.row.Scan(append(dest, w.extra...)...) }

// scanLikeEntry reads profileColumns and likeEntryColumns.
func (db *DB) scanLikeEntry(row interface{ Scan(...any) error }) (amora.LikeEntry, error) {
	var e amora.LikeEntry
	var likedAt, likedMeAt string
	p, err := scanProfile(withExtra{row, []any{&likedAt, &likedMeAt, &e.New}}, db.Now())
	if err != nil {
		return e, err
	}
	e.Profile = p
	e.LikedAt, _ = parseTime(likedAt)
	e.LikedMeAt, _ = parseTime(likedMeAt)
	e.New = e.New && e.LikedMe()
	return e, nil
}

// Likes lists the members memberID liked or was liked by, most recent first.
func (db *DB) Likes(ctx context.Context, memberID int64) ([]amora.LikeEntry, error) {
	peer, peerArgs := likePeer("u", memberID)
	// peers holds each other member once, with the time of the latest like either way.
	q := `WITH peers AS (
			SELECT liked_id AS id, created_at AS at FROM likes WHERE liker_id = ?
			UNION ALL
			SELECT liker_id AS id, created_at AS at FROM likes WHERE liked_id = ?
		), latest AS (
			SELECT id, MAX(at) AS at FROM peers GROUP BY id
		)
		SELECT ` + profileColumns + `, ` + likeEntryColumns + `
		FROM latest JOIN users u ON u.id = latest.id` + likeEntryJoins + `
		WHERE ` + peer + `
		ORDER BY latest.at DESC, u.id DESC LIMIT ?`
	args := append([]any{memberID, memberID, false, memberID, memberID}, peerArgs...)
	rows, err := db.read.QueryContext(ctx, db.d.rebind(q), append(args, amora.LikesLimit)...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []amora.LikeEntry{}
	for rows.Next() {
		e, err := db.scanLikeEntry(rows)
		if err != nil {
			return nil, err
		}
		out = append(out, e)
	}
	return out, rows.Err()
}

// MarkLikeSeen clears the like_new flag of likerID's like of memberID.
func (db *DB) MarkLikeSeen(ctx context.Context, memberID, likerID int64) error {
	return db.inTx(ctx, func(tx *Tx) error {
		_, err := tx.exec(ctx, `UPDATE likes SET like_new = ? WHERE liker_id = ? AND liked_id = ? AND like_new = ?`, false, likerID, memberID, true)
		return err
	})
}

// NewestUnseenLike returns memberID's most recent like that is still new.
func (db *DB) NewestUnseenLike(ctx context.Context, memberID int64) (*amora.LikeEntry, error) {
	peer, peerArgs := likePeer("u", memberID)
	q := `SELECT ` + profileColumns + `, ` + likeEntryColumns + `
		FROM likes l JOIN users u ON u.id = l.liker_id` + likeEntryJoins + `
		WHERE l.liked_id = ? AND l.like_new = ? AND ` + peer + `
		ORDER BY l.created_at DESC, l.liker_id DESC LIMIT 1`
	args := append([]any{false, memberID, memberID, memberID, true}, peerArgs...)
	e, err := db.scanLikeEntry(db.queryRow(ctx, q, args...))
	if err != nil {
		if amora.ErrorCode(err) == amora.ENOTFOUND {
			return nil, amora.Errorf(amora.ENOTFOUND, "No new likes.")
		}
		return nil, err
	}
	return &e, nil
}

// CountNewLikes counts memberID's likes that are still new.
func (db *DB) CountNewLikes(ctx context.Context, memberID int64) (int, error) {
	peer, peerArgs := likePeer("u", memberID)
	var n int
	err := db.queryRow(ctx, `SELECT COUNT(*) FROM likes l JOIN users u ON u.id = l.liker_id WHERE l.liked_id = ? AND l.like_new = ? AND `+peer,
		append([]any{memberID, true}, peerArgs...)...).Scan(&n)
	return n, err
}

// SeedLikes stores likes between members named by e-mail address, for the demo;
// likes that exist already, and addresses without an account, are skipped. It
// returns how many it stored.
func (db *DB) SeedLikes(ctx context.Context, likes []amora.SeedLike) (int, error) {
	created := 0
	err := db.inTx(ctx, func(tx *Tx) error {
		for _, l := range likes {
			r, err := tx.exec(ctx, `INSERT INTO likes (liker_id, liked_id, created_at, like_new)
				SELECT a.id, b.id, ?, ? FROM users a, users b WHERE a.email = ? AND b.email = ? AND a.id <> b.id
				ON CONFLICT (liker_id, liked_id) DO NOTHING`, formatTime(l.At), l.New, l.LikerEmail, l.LikedEmail)
			if err != nil {
				return err
			}
			n, _ := r.RowsAffected()
			created += int(n)
		}
		return nil
	})
	return created, err
}
