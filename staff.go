package amora

import (
	"slices"
	"time"
)

// StaffRole is what a staff account is for; StaffMay says what each role may do.
type StaffRole string

// The staff roles (issue 20).
const (
	StaffAdmin     StaffRole = "admin"     // everything
	StaffModerator StaffRole = "moderator" // members, photos, complaints
	StaffSupport   StaffRole = "support"   // members read-only plus the support actions
	StaffOperator  StaffRole = "operator"  // the chat desk only
)

// StaffRoles lists every role, most powerful first.
var StaffRoles = []StaffRole{StaffAdmin, StaffModerator, StaffSupport, StaffOperator}

// Valid reports whether r is one of StaffRoles.
func (r StaffRole) Valid() bool { return slices.Contains(StaffRoles, r) }

// StaffPermission is one kind of console action; every console route needs exactly one.
type StaffPermission string

// The permissions of the console. Each console route names the one it needs.
const (
	PermMembersRead    StaffPermission = "members.read"    // search members, read a member's page
	PermMembersWrite   StaffPermission = "members.write"   // activate, ban and unban, delete and restore
	PermMembersSupport StaffPermission = "members.support" // activate, send a password-reset link, credit corrections up to SupportCreditLimit
	PermCredits        StaffPermission = "credits"         // credit corrections of any size
	PermPhotos         StaffPermission = "photos"          // the photo queue: approve, reject, take down
	PermComplaints     StaffPermission = "complaints"      // complaints about members
	PermSites          StaffPermission = "sites"           // site settings and company details
	PermMoney          StaffPermission = "money"           // packages, prices, discount codes, the direct-debit blocklist
	PermStats          StaffPermission = "stats"           // statistics and the metrics
	PermAudit          StaffPermission = "audit"           // read the audit log
	PermDesk           StaffPermission = "desk"            // the operators' chat desk
	PermStaff          StaffPermission = "staff"           // manage staff accounts
	PermPostbacks      StaffPermission = "postbacks"       // the networks' postbacks and their attempts (issue 24)
	// PermSelf is what every staff member may do about their own account (who am I,
	// my sessions); it is in every role.
	PermSelf StaffPermission = "self"
)

// StaffPermissions lists every permission.
var StaffPermissions = []StaffPermission{PermMembersRead, PermMembersWrite, PermMembersSupport, PermCredits,
	PermPhotos, PermComplaints, PermSites, PermMoney, PermStats, PermAudit, PermDesk, PermStaff, PermPostbacks, PermSelf}

// staffGrants is the table of what each role may do, beyond PermSelf; admins may do
// everything.
var staffGrants = map[StaffRole][]StaffPermission{
	StaffModerator: {PermMembersRead, PermMembersWrite, PermPhotos, PermComplaints},
	StaffSupport:   {PermMembersRead, PermMembersSupport},
	StaffOperator:  {PermDesk},
}

// StaffMay reports whether a staff member of role may do what p allows. It is the one
// table of the console's permissions: the server checks it on every console route.
func StaffMay(role StaffRole, p StaffPermission) bool {
	if !role.Valid() || !slices.Contains(StaffPermissions, p) {
		return false
	}
	if role == StaffAdmin || p == PermSelf {
		return true
	}
	return slices.Contains(staffGrants[role], p)
}

// StaffPermissionsOf lists what role may do, in the order of StaffPermissions.
func StaffPermissionsOf(role StaffRole) []StaffPermission {
	var ps []StaffPermission
	for _, p := range StaffPermissions {
		if StaffMay(role, p) {
			ps = append(ps, p)
		}
	}
	return ps
}

// SupportCreditLimit is the largest credit correction (either way) that a support
// member may make; larger ones need PermCredits.
const SupportCreditLimit = 100

// Staff account limits and lifetimes (docs/decisions.md, "Staff accounts").
const (
	StaffPasswordMinLength = 12
	StaffIdleTimeout       = 8 * time.Hour      // a session unused this long ends
	StaffSessionLifetime   = 7 * 24 * time.Hour // a session ends this long after login, used or not
	StaffSetupLifetime     = 24 * time.Hour     // a set-up link works this long, once
	StaffMaxFailures       = 5                  // failed logins within StaffFailureWindow lock the account
	StaffFailureWindow     = 15 * time.Minute
	StaffLockTime          = 15 * time.Minute
	StaffRecoveryCodeCount = 10
)

// StaffStatus is where a staff account stands.
type StaffStatus string

// The staff account states: added but not set up yet (a set-up link is out), set up
// and able to log in, disabled (no login, every session ended).
const (
	StaffPending  StaffStatus = "pending"
	StaffActive   StaffStatus = "active"
	StaffDisabled StaffStatus = "disabled"
)

// Staff is a console account. Staff are not members: they have their own table,
// sessions and cookie.
type Staff struct {
	ID          int64
	Email       string
	Name        string
	Role        StaffRole
	Status      StaffStatus
	TOTPEnabled bool
	CreatedAt   time.Time
	LastLoginAt time.Time // zero before the first login
}

// May reports whether the staff member may do what p allows.
func (s *Staff) May(p StaffPermission) bool {
	return s != nil && s.Status == StaffActive && StaffMay(s.Role, p)
}

// NewStaff is a staff account to add (amora staff add).
type NewStaff struct {
	Email string
	Name  string
	Role  StaffRole
}

// StaffSession is one logged-in console session of a staff member.
type StaffSession struct {
	ID         int64
	Current    bool // the session of the request that lists them
	CreatedAt  time.Time
	LastSeenAt time.Time
	IP         string
	UserAgent  string
}

// StaffSetup is what the set-up page shows before the password is chosen: the account
// and the TOTP secret to scan.
type StaffSetup struct {
	Email      string
	TOTPSecret string
	TOTPURI    string // otpauth:// URI for the QR code
}
