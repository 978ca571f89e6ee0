package sqlstore

import (
	"context"
	"encoding/json"
	"time"

	"amora"
)

// Console actions on members. Each runs in one transaction with its audit entry
// (before and after values, and the reason typed), so that no change goes unlogged.

// JobBanMail sends a banned member their statement of reasons (EU DSA Art. 17); its
// payload is a BanJob. cmd/amora registers its handler.
const JobBanMail = "mail.ban"

// BanJob is the payload of a JobBanMail job: the ground of the ban and the facts the
// moderator wrote, as they were when the member was banned.
type BanJob struct {
	UserID int64     `json:"user_id"`
	Ground string    `json:"ground"`
	Facts  string    `json:"facts"`
	At     time.Time `json:"at"`
}

// memberState is what the audit log records of a member before and after an action.
type memberState struct {
	Status  string `json:"status"`
	Credits int    `json:"credits"`
}

func memberStateTx(ctx context.Context, tx *Tx, id int64) (memberState, error) {
	var s memberState
	err := tx.queryRow(ctx, `SELECT status, credits FROM users WHERE id = ?`, id).Scan(&s.Status, &s.Credits)
	if isNoRows(err) {
		return s, amora.ErrMemberNotFound
	}
	return s, err
}

// errMemberStatus answers an action the member's status does not allow (banning a
// deleted member, activating an active one).
func errMemberStatus(status string) error {
	return &amora.Error{Code: amora.ECONFLICT, Key: "memberStatusConflict", Params: map[string]any{"status": status},
		Message: "The member's status does not allow this."}
}

// staffMemberAction runs change on a member in a transaction with its audit entry.
func (db *DB) staffMemberAction(ctx context.Context, by *amora.Staff, action string, memberID int64, reason string,
	change func(tx *Tx, now time.Time, before memberState) error) error {
	return db.inTx(ctx, func(tx *Tx) error {
		now := db.Now()
		before, err := memberStateTx(ctx, tx, memberID)
		if err != nil {
			return err
		}
		if err := change(tx, now, before); err != nil {
			return err
		}
		after, err := memberStateTx(ctx, tx, memberID)
		if err != nil {
			return err
		}
		return tx.Audit(ctx, amora.AuditEntry{At: now, StaffID: by.ID, StaffEmail: by.Email, Action: action,
			TargetType: "member", TargetID: memberID, Before: amora.AuditJSON(before), After: amora.AuditJSON(after), Reason: reason})
	})
}

// StaffActivate confirms a member's account as the activation link would.
func (db *DB) StaffActivate(ctx context.Context, by *amora.Staff, memberID int64, reason string) error {
	return db.staffMemberAction(ctx, by, "member.activate", memberID, reason, func(tx *Tx, now time.Time, before memberState) error {
		if before.Status != amora.UserNotConfirmed {
			return errMemberStatus(before.Status)
		}
		if _, err := tx.exec(ctx, `UPDATE users SET status = ?, profile_status = ?, activated_at = ? WHERE id = ?`,
			amora.UserActive, amora.ProfileActive, formatTime(now), memberID); err != nil {
			return err
		}
		return tx.memberChanged(ctx, memberID)
	})
}

// StaffBan bans a member: their account leaves every listing, their sessions end, and
// their statement of reasons is queued in the same transaction. The caller tells
// every instance that the sessions ended.
func (db *DB) StaffBan(ctx context.Context, by *amora.Staff, memberID int64, reason, ground string) error {
	return db.staffMemberAction(ctx, by, "member.ban", memberID, reason, func(tx *Tx, now time.Time, before memberState) error {
		return banTx(ctx, tx, now, memberID, before, reason, ground)
	})
}

// banTx bans a member whose state was before: see StaffBan. Complaint decisions call
// it too, in their own transaction.
func banTx(ctx context.Context, tx *Tx, now time.Time, memberID int64, before memberState, reason, ground string) error {
	if before.Status != amora.UserActive && before.Status != amora.UserNotConfirmed {
		return errMemberStatus(before.Status)
	}
	if _, err := tx.exec(ctx, `UPDATE users SET status = ?, banned_at = ? WHERE id = ?`, amora.UserBanned, formatTime(now), memberID); err != nil {
		return err
	}
	if _, err := tx.exec(ctx, `DELETE FROM sessions WHERE user_id = ?`, memberID); err != nil {
		return err
	}
	if err := partnersChatsChanged(ctx, tx, memberID); err != nil {
		return err
	}
	if err := tx.memberChanged(ctx, memberID); err != nil {
		return err
	}
	if err := eventTx(ctx, tx, now, memberID, "banned"); err != nil {
		return err
	}
	payload, err := json.Marshal(BanJob{UserID: memberID, Ground: ground, Facts: reason, At: now})
	if err != nil {
		return err
	}
	_, err = enqueueTx(ctx, tx, now, JobBanMail, payload, time.Time{})
	return err
}

// StaffUnban lifts a ban: the account returns to active, or to not_confirmed when it
// was never confirmed.
func (db *DB) StaffUnban(ctx context.Context, by *amora.Staff, memberID int64, reason string) error {
	return db.staffMemberAction(ctx, by, "member.unban", memberID, reason, func(tx *Tx, now time.Time, before memberState) error {
		if before.Status != amora.UserBanned {
			return errMemberStatus(before.Status)
		}
		if _, err := tx.exec(ctx, `UPDATE users SET status = CASE WHEN activated_at = '' THEN ? ELSE ? END, banned_at = '' WHERE id = ?`,
			amora.UserNotConfirmed, amora.UserActive, memberID); err != nil {
			return err
		}
		if err := partnersChatsChanged(ctx, tx, memberID); err != nil {
			return err
		}
		if err := tx.memberChanged(ctx, memberID); err != nil {
			return err
		}
		return eventTx(ctx, tx, now, memberID, "unbanned")
	})
}

// StaffCorrectCredits books a credit correction through the ledger (reason
// amora.LedgerCorrection), never an edit of the balance; the caller checked the
// amount against the staff member's limit. A correction below 0 fails with
// amora.ErrCreditsBelowZero.
func (db *DB) StaffCorrectCredits(ctx context.Context, by *amora.Staff, memberID int64, amount int, reason string) error {
	return db.staffMemberAction(ctx, by, "member.credits", memberID, reason, func(tx *Tx, now time.Time, before memberState) error {
		if before.Status == amora.UserDeleted {
			return errMemberStatus(before.Status)
		}
		err := creditTx(ctx, tx, now, memberID, amount, amora.LedgerCorrection, "")
		if amora.ErrorCode(err) == amora.ECREDITS {
			return amora.ErrCreditsBelowZero
		}
		return err
	})
}

// StaffDelete deletes a member's account as the member would: it can be restored
// within amora.ReactivationWindow, and is purged after.
func (db *DB) StaffDelete(ctx context.Context, by *amora.Staff, memberID int64, reason string) error {
	return db.staffMemberAction(ctx, by, "member.delete", memberID, reason, func(tx *Tx, now time.Time, before memberState) error {
		if before.Status == amora.UserDeleted {
			return errMemberStatus(before.Status)
		}
		return deleteAccountTx(ctx, tx, now, memberID, "staff", "")
	})
}

// StaffRestore brings a deleted account back within amora.ReactivationWindow, as the
// member's reactivation link would; after it, amora.ErrRestoreWindow.
func (db *DB) StaffRestore(ctx context.Context, by *amora.Staff, memberID int64, reason string) error {
	return db.staffMemberAction(ctx, by, "member.restore", memberID, reason, func(tx *Tx, now time.Time, before memberState) error {
		if before.Status != amora.UserDeleted {
			return errMemberStatus(before.Status)
		}
		ok, err := reactivateTx(ctx, tx, now, memberID)
		if err == nil && !ok {
			err = amora.ErrRestoreWindow
		}
		return err
	})
}

// StaffPasswordReset queues the usual password-reset e-mail for a member; the staff
// member never sees the link.
func (db *DB) StaffPasswordReset(ctx context.Context, by *amora.Staff, memberID int64, reason string) error {
	return db.staffMemberAction(ctx, by, "member.password_reset", memberID, reason, func(tx *Tx, now time.Time, before memberState) error {
		if before.Status == amora.UserDeleted || before.Status == amora.UserBanned {
			return errMemberStatus(before.Status)
		}
		if err := eventTx(ctx, tx, now, memberID, "password_reset_requested"); err != nil {
			return err
		}
		return enqueueUserJobTx(ctx, tx, now, JobPasswordResetMail, UserJob{UserID: memberID}, time.Time{})
	})
}

// photoState is what the audit log records of a photo before and after a decision.
type photoState struct {
	Status string `json:"status"`
	Reason string `json:"reason,omitempty"`
	Note   string `json:"note,omitempty"`
}

// StaffModeratePhoto approves, rejects or takes down a photo with its audit entry; a
// rejected or taken-down photo leaves search, profiles and the media handler at once
// (moderatePhotoTx).
func (db *DB) StaffModeratePhoto(ctx context.Context, by *amora.Staff, photoID int64, d amora.PhotoDecision) (*amora.Photo, error) {
	if err := d.Check(); err != nil {
		return nil, err
	}
	var ph *amora.Photo
	err := db.inTx(ctx, func(tx *Tx) error {
		var before photoState
		err := tx.queryRow(ctx, `SELECT status, reject_reason, reject_note FROM photos WHERE id = ?`, photoID).Scan(&before.Status, &before.Reason, &before.Note)
		if isNoRows(err) {
			return amora.ErrPhotoNotFound
		} else if err != nil {
			return err
		}
		if d.Action == amora.PhotoTakedown && before.Status == amora.PhotoRejected {
			return &amora.Error{Code: amora.ECONFLICT, Key: "photoAlreadyRejected", Message: "The photo is rejected already."}
		}
		ph, _, err = moderatePhotoTx(ctx, tx, photoID, d.Status(), d.Reason, d.Note)
		if err != nil {
			return err
		}
		reason := d.Reason
		if d.Note != "" {
			reason = d.Reason + ": " + d.Note
		}
		if d.Action == amora.PhotoApprove {
			reason = d.Note
		}
		return tx.Audit(ctx, amora.AuditEntry{At: db.Now(), StaffID: by.ID, StaffEmail: by.Email, Action: "photo." + string(d.Action),
			TargetType: "photo", TargetID: photoID, Before: amora.AuditJSON(before),
			After: amora.AuditJSON(photoState{Status: ph.Status, Reason: d.Reason, Note: d.Note}), Reason: reason})
	})
	return ph, err
}
