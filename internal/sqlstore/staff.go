package sqlstore

import (
	"context"
	"strings"

	"amora"
)

// Staff accounts: adding one with its set-up link, listing and disabling them. Logins
// and sessions are in staffauth.go and staffsessions.go.

const staffColumns = `id, email, name, role, status, totp_enabled, created_at, last_login_at`

func scanStaff(row interface{ Scan(...any) error }) (*amora.Staff, error) {
	var s amora.Staff
	var role, status, created, lastLogin string
	if err := row.Scan(&s.ID, &s.Email, &s.Name, &role, &status, &s.TOTPEnabled, &created, &lastLogin); err != nil {
		if isNoRows(err) {
			return nil, amora.Errorf(amora.ENOTFOUND, "Staff member not found.")
		}
		return nil, err
	}
	s.Role, s.Status = amora.StaffRole(role), amora.StaffStatus(status)
	s.CreatedAt, _ = parseTime(created)
	if lastLogin != "" {
		s.LastLoginAt, _ = parseTime(lastLogin)
	}
	return &s, nil
}

// CLIActor is the audit log's "who" for changes made with the amora command.
var CLIActor = amora.AuditEntry{StaffID: 0, StaffEmail: "cli"}

// AddStaff adds a staff account waiting for set-up and returns it with the token of
// its one-time set-up link (valid amora.StaffSetupLifetime). by says who added it, for
// the audit log (its StaffID and StaffEmail).
func (db *DB) AddStaff(ctx context.Context, n amora.NewStaff, by amora.AuditEntry) (*amora.Staff, string, error) {
	email := amora.NormalizeEmail(n.Email)
	if err := amora.ValidateEmail("email", email); err != nil {
		return nil, "", err
	}
	if !n.Role.Valid() {
		return nil, "", amora.FieldError("role", "staffRoleInvalid", "Unknown role.")
	}
	name := strings.TrimSpace(n.Name)
	var id int64
	var token string
	err := db.inTx(ctx, func(tx *Tx) error {
		now := tx.now()
		err := tx.queryRow(ctx, `INSERT INTO staff (email, name, role, status, totp_secret, created_at) VALUES (?, ?, ?, ?, ?, ?) RETURNING id`,
			email, name, string(n.Role), string(amora.StaffPending), amora.NewTOTPSecret(), formatTime(now)).Scan(&id)
		if db.d.isUniqueViolation(err) {
			return amora.Errorf(amora.ECONFLICT, "A staff member with this e-mail address exists.")
		} else if err != nil {
			return err
		}
		if token, err = newSetupTokenTx(ctx, tx, id); err != nil {
			return err
		}
		by.Action, by.TargetType, by.TargetID = "staff.add", "staff", id
		by.After = amora.AuditJSON(map[string]string{"email": email, "name": name, "role": string(n.Role)})
		return tx.Audit(ctx, by)
	})
	if err != nil {
		return nil, "", err
	}
	s, err := db.StaffByID(ctx, id)
	return s, token, err
}

// newSetupTokenTx stores a new set-up link token for a staff member.
func newSetupTokenTx(ctx context.Context, tx *Tx, staffID int64) (string, error) {
	now := tx.now()
	token, hash := amora.NewToken()
	_, err := tx.exec(ctx, `INSERT INTO staff_setup_tokens (token_hash, staff_id, created_at, expires_at) VALUES (?, ?, ?, ?)`,
		hash, staffID, formatTime(now), formatTime(now.Add(amora.StaffSetupLifetime)))
	return token, err
}

// StaffByID returns a staff account.
func (db *DB) StaffByID(ctx context.Context, id int64) (*amora.Staff, error) {
	return scanStaff(db.queryRow(ctx, `SELECT `+staffColumns+` FROM staff WHERE id = ?`, id))
}

// StaffByEmail returns a staff account by its address.
func (db *DB) StaffByEmail(ctx context.Context, email string) (*amora.Staff, error) {
	return scanStaff(db.queryRow(ctx, `SELECT `+staffColumns+` FROM staff WHERE email = ?`, amora.NormalizeEmail(email)))
}

// ListStaff lists every staff account by address.
func (db *DB) ListStaff(ctx context.Context) ([]amora.Staff, error) {
	rows, err := db.query(ctx, `SELECT `+staffColumns+` FROM staff ORDER BY email`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	list := []amora.Staff{}
	for rows.Next() {
		s, err := scanStaff(rows)
		if err != nil {
			return nil, err
		}
		list = append(list, *s)
	}
	return list, rows.Err()
}

// DisableStaff disables a staff account and ends its sessions at once; by says who,
// for the audit log.
func (db *DB) DisableStaff(ctx context.Context, email string, by amora.AuditEntry) (*amora.Staff, error) {
	s, err := db.StaffByEmail(ctx, email)
	if err != nil {
		return nil, err
	}
	err = db.inTx(ctx, func(tx *Tx) error {
		if _, err := tx.exec(ctx, `UPDATE staff SET status = ? WHERE id = ?`, string(amora.StaffDisabled), s.ID); err != nil {
			return err
		}
		if _, err := tx.exec(ctx, `DELETE FROM staff_sessions WHERE staff_id = ?`, s.ID); err != nil {
			return err
		}
		by.Action, by.TargetType, by.TargetID = "staff.disable", "staff", s.ID
		by.Before = amora.AuditJSON(map[string]string{"status": string(s.Status)})
		by.After = amora.AuditJSON(map[string]string{"status": string(amora.StaffDisabled)})
		return tx.Audit(ctx, by)
	})
	if err != nil {
		return nil, err
	}
	s.Status = amora.StaffDisabled
	return s, nil
}

var _ amora.StaffService = (*DB)(nil)
