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
			return nil, &amora.Error{Code: amora.ENOTFOUND, Key: "staffNotFound", Message: "Staff member not found."}
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
		err := tx.queryRow(ctx, `INSERT INTO staff (email, name, role, status, created_at) VALUES (?, ?, ?, ?, ?) RETURNING id`,
			email, name, string(n.Role), string(amora.StaffPending), formatTime(now)).Scan(&id)
		if db.d.isUniqueViolation(err) {
			return &amora.Error{Code: amora.ECONFLICT, Field: "email", Key: "staffExists", Message: "A staff member with this e-mail address exists."}
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

// newSetupTokenTx stores a new set-up link token, with a new TOTP secret, for a staff
// member; earlier links stop working.
func newSetupTokenTx(ctx context.Context, tx *Tx, staffID int64) (string, error) {
	now := tx.now()
	if _, err := tx.exec(ctx, `DELETE FROM staff_setup_tokens WHERE staff_id = ?`, staffID); err != nil {
		return "", err
	}
	token, hash := amora.NewToken()
	_, err := tx.exec(ctx, `INSERT INTO staff_setup_tokens (token_hash, staff_id, totp_secret, created_at, expires_at) VALUES (?, ?, ?, ?, ?)`,
		hash, staffID, amora.NewTOTPSecret(), formatTime(now), formatTime(now.Add(amora.StaffSetupLifetime)))
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

// SeedStaff creates an active staff account with a password and TOTP secret already
// set, with no set-up link: the demo's accounts (amora serve --demo). An existing
// address is left as it is (ECONFLICT).
func (db *DB) SeedStaff(ctx context.Context, n amora.NewStaff, password, totpSecret string) (*amora.Staff, error) {
	email := amora.NormalizeEmail(n.Email)
	if !n.Role.Valid() {
		return nil, amora.FieldError("role", "staffRoleInvalid", "Unknown role.")
	}
	hash, err := db.Hasher.Hash(ctx, password)
	if err != nil {
		return nil, err
	}
	var id int64
	err = db.inTx(ctx, func(tx *Tx) error {
		err := tx.queryRow(ctx, `INSERT INTO staff (email, name, role, status, password_hash, totp_secret, totp_enabled, created_at)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`, email, strings.TrimSpace(n.Name), string(n.Role), string(amora.StaffActive),
			hash, totpSecret, true, formatTime(tx.now())).Scan(&id)
		if db.d.isUniqueViolation(err) {
			return &amora.Error{Code: amora.ECONFLICT, Field: "email", Key: "staffExists", Message: "A staff member with this e-mail address exists."}
		} else if err != nil {
			return err
		}
		e := CLIActor
		e.Action, e.TargetType, e.TargetID = "staff.add", "staff", id
		e.After = amora.AuditJSON(map[string]string{"email": email, "name": n.Name, "role": string(n.Role)})
		return tx.Audit(ctx, e)
	})
	if err != nil {
		return nil, err
	}
	return db.StaffByID(ctx, id)
}

// ResetStaff gives an existing, not disabled staff account a new one-time set-up link
// with a new TOTP secret (a lost phone or password); the set-up replaces the password,
// secret and recovery codes and ends every session. Until then the account logs in as
// before; earlier set-up links stop working. by says who, for the audit log.
func (db *DB) ResetStaff(ctx context.Context, email string, by amora.AuditEntry) (*amora.Staff, string, error) {
	s, err := db.StaffByEmail(ctx, email)
	if err != nil {
		return nil, "", err
	}
	if s.Status == amora.StaffDisabled {
		return nil, "", &amora.Error{Code: amora.ECONFLICT, Key: "staffDisabled", Message: "This staff account is disabled."}
	}
	var token string
	err = db.inTx(ctx, func(tx *Tx) error {
		var err error
		if token, err = newSetupTokenTx(ctx, tx, s.ID); err != nil {
			return err
		}
		by.Action, by.TargetType, by.TargetID = "staff.reset", "staff", s.ID
		return tx.Audit(ctx, by)
	})
	return s, token, err
}
