package amora

import (
	"context"
	"fmt"
	"net/url"
	"strings"
	"time"
	"unicode/utf8"
)

// Complaints (issue 23): anyone, logged in or not, may report a profile, a photo or a
// message as a notice under the EU Digital Services Act (Art. 16). The reporter gets a
// receipt with a reference and, later, the decision (Art. 16(5)); moderators decide in
// the console, and the reported member gets a statement of reasons (Art. 17).

// The complaint categories.
const (
	ComplaintFakeProfile          = "fake_profile"
	ComplaintUnderage             = "underage"
	ComplaintHarassment           = "harassment"
	ComplaintScam                 = "scam"
	ComplaintIllegalContent       = "illegal_content"
	ComplaintIntellectualProperty = "intellectual_property"
	ComplaintOther                = "other"
)

// ComplaintCategories lists every complaint category, in the order the form shows them.
var ComplaintCategories = []string{ComplaintFakeProfile, ComplaintUnderage, ComplaintHarassment, ComplaintScam,
	ComplaintIllegalContent, ComplaintIntellectualProperty, ComplaintOther}

// complaintBanGround is the ban ground (one of BanGrounds) that a ban decided on a
// complaint of each category states.
var complaintBanGround = map[string]string{
	ComplaintFakeProfile:          BanFakeIdentity,
	ComplaintUnderage:             BanMinor,
	ComplaintHarassment:           BanHarassment,
	ComplaintScam:                 BanScam,
	ComplaintIllegalContent:       BanIllegalContent,
	ComplaintIntellectualProperty: BanOtherTerms,
	ComplaintOther:                BanOtherTerms,
}

// ComplaintBanGround returns the ban ground that a ban on a complaint of category states.
func ComplaintBanGround(category string) string {
	if g, ok := complaintBanGround[category]; ok {
		return g
	}
	return BanOtherTerms
}

// Limits of a complaint's fields and of how many a reporter may send.
const (
	ComplaintExplanationMin = 10
	ComplaintExplanationMax = 5000
	ComplaintNameMax        = 100
	ComplaintURLMax         = 1000
	ComplaintsPerNetwork    = 10 // per ComplaintsWindow from one network
	ComplaintsPerMember     = 10 // per ComplaintsWindow from one member, whatever the network
	ComplaintsWindow        = time.Hour
)

// ComplaintForm is a notice as the form sends it (POST /api/complaints).
type ComplaintForm struct {
	Category    string `json:"category"`
	URL         string `json:"url"`
	MemberID    int64  `json:"member_id"`
	PhotoID     int64  `json:"photo_id"`
	MessageID   int64  `json:"message_id"`
	Explanation string `json:"explanation"`
	Name        string `json:"name"`
	Email       string `json:"email"`
	GoodFaith   bool   `json:"good_faith"`
}

// ReporterOptional reports whether the reporter may stay anonymous: DSA Art. 16(2)(c)
// waives name and e-mail address for notices about the sexual abuse of children, which
// the underage category covers.
func (f *ComplaintForm) ReporterOptional() bool { return f.Category == ComplaintUnderage }

// Check trims and validates the form: every bad field answers with its own translated
// error, in the order of the form (amora.FieldErrors), or nil. Whether the reported
// member, photo and message exist is the store's to check.
func (f *ComplaintForm) Check() error {
	f.URL = strings.TrimSpace(f.URL)
	f.Explanation = strings.TrimSpace(f.Explanation)
	f.Name = strings.TrimSpace(f.Name)
	f.Email = NormalizeEmail(f.Email)
	var errs FieldErrors
	add := func(err error) {
		if e, ok := err.(*Error); ok {
			errs = append(errs, e)
		}
	}
	if !oneOf(f.Category, ComplaintCategories) {
		add(FieldError("category", "complaintCategory", "Choose what the complaint is about."))
	}
	switch {
	case f.MemberID < 0 || f.PhotoID < 0 || f.MessageID < 0,
		f.URL == "" && f.MemberID == 0 && f.PhotoID == 0 && f.MessageID == 0:
		add(FieldError("url", "complaintTarget", "Say which profile, photo or message you report."))
	case f.URL != "":
		u, err := url.Parse(f.URL)
		if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" || len(f.URL) > ComplaintURLMax {
			add(FieldError("url", "complaintURL", "Enter the full web address, starting with https://."))
		}
	}
	switch n := utf8.RuneCountInString(f.Explanation); {
	case n < ComplaintExplanationMin:
		add(&Error{Code: EINVALID, Field: "explanation", Key: "complaintExplanationShort",
			Params: map[string]any{"min": ComplaintExplanationMin}, Message: "Explain in a few words what is wrong."})
	case n > ComplaintExplanationMax:
		add(&Error{Code: EINVALID, Field: "explanation", Key: "complaintExplanationLong",
			Params: map[string]any{"max": ComplaintExplanationMax}, Message: "The explanation is too long."})
	default:
		add(ValidateText("explanation", f.Explanation))
	}
	switch {
	case f.Name == "" && !f.ReporterOptional():
		add(FieldError("name", "complaintName", "Enter your name."))
	case utf8.RuneCountInString(f.Name) > ComplaintNameMax:
		add(&Error{Code: EINVALID, Field: "name", Key: "complaintNameLong", Params: map[string]any{"max": ComplaintNameMax},
			Message: "The name is too long."})
	default:
		add(validateText("name", f.Name, false))
	}
	switch {
	case f.Email == "" && !f.ReporterOptional():
		add(FieldError("email", "complaintEmail", "Enter your e-mail address, so that we can tell you our decision."))
	case f.Email != "":
		add(ValidateEmail("email", f.Email))
	}
	if !f.GoodFaith {
		add(FieldError("good_faith", "complaintGoodFaith", "Confirm that your notice is accurate and complete, in good faith."))
	}
	if len(errs) == 0 {
		return nil
	}
	return errs
}

// NewComplaint is a checked notice with who sent it, for the store.
type NewComplaint struct {
	ComplaintForm
	ReporterID int64  // the logged-in member who sent it, 0 for a visitor
	Language   string // the reporter's language, for the e-mails
	SiteHost   string // the site it was sent on, for the e-mails' links
}

// Complaint statuses.
const (
	ComplaintOpen    = "open"
	ComplaintDecided = "decided"
)

// Complaint decisions.
const (
	DecisionNoAction = "no_action"
	DecisionRemove   = "remove" // the reported content goes: the photo, the message, the profile text
	DecisionWarn     = "warn"
	DecisionBan      = "ban"
)

// ComplaintDecisions lists every decision a moderator may take.
var ComplaintDecisions = []string{DecisionNoAction, DecisionRemove, DecisionWarn, DecisionBan}

// Complaint is a notice as the console shows it.
type Complaint struct {
	ID          int64
	Reference   string
	Category    string
	URL         string
	MemberID    int64 // the reported member, 0 when the notice names none we know
	PhotoID     int64
	MessageID   int64
	Explanation string
	Name        string
	Email       string
	ReporterID  int64
	Language    string
	SiteHost    string
	Status      string
	CreatedAt   time.Time
	DecidedAt   time.Time // zero while open
	Decision    string
	Reason      string // the moderator's statement of the facts, sent to the reported member
	StaffID     int64
	StaffEmail  string
	MemberName  string // the reported member's name, "" when none
}

// ComplaintReference is the reference a reporter quotes: C- and the id, zero padded.
func ComplaintReference(id int64) string { return fmt.Sprintf("C-%06d", id) }

// ComplaintDecision is a moderator's decision on a complaint.
type ComplaintDecision struct {
	Decision string
	Reason   string // the facts and reasons, shown to the reported member and kept in the audit log
}

// Check validates a decision: one of ComplaintDecisions, with a reason.
func (d *ComplaintDecision) Check() error {
	d.Reason = strings.TrimSpace(d.Reason)
	if !oneOf(d.Decision, ComplaintDecisions) {
		return FieldError("decision", "optionInvalid", "Choose one of the options.")
	}
	if d.Reason == "" {
		return FieldError("reason", "staffReasonRequired", "Please give a reason.")
	}
	if utf8.RuneCountInString(d.Reason) > StaffReasonMaxLength {
		return &Error{Code: EINVALID, Field: "reason", Key: "staffReasonTooLong", Params: map[string]any{"max": StaffReasonMaxLength},
			Message: "The reason is too long."}
	}
	return ValidateText("reason", d.Reason)
}

// ComplaintFilter is a page of the console's complaints queue: oldest first, ids above
// AfterID; Status and Category filter when not "".
type ComplaintFilter struct {
	Status   string
	Category string
	MemberID int64
	Limit    int
	AfterID  int64
}

// Normalize clamps the filter to sane values; an unknown status lists the open ones.
func (f *ComplaintFilter) Normalize() {
	if f.Status != "all" && !oneOf(f.Status, []string{ComplaintOpen, ComplaintDecided}) {
		f.Status = ComplaintOpen
	}
	if !oneOf(f.Category, ComplaintCategories) {
		f.Category = ""
	}
	if f.Limit < 1 || f.Limit > 100 {
		f.Limit = 50
	}
}

// ComplaintStats are the queue's figures: how many wait, and how long deciding took
// over the complaints decided within the last ComplaintStatsDays days.
type ComplaintStats struct {
	Open    int
	Decided int // decided within the last ComplaintStatsDays days
	Median  time.Duration
	P95     time.Duration
}

// ComplaintStatsDays is how far back the time-to-decision figures look.
const ComplaintStatsDays = 30

// Percentile returns the p-th percentile (0 to 100) of sorted durations, by the
// nearest-rank method; 0 for none.
func Percentile(sorted []time.Duration, p int) time.Duration {
	if len(sorted) == 0 {
		return 0
	}
	rank := (p*len(sorted) + 99) / 100 // ceil(p/100 * n)
	if rank < 1 {
		rank = 1
	}
	return sorted[rank-1]
}

// ComplaintMessage is a message of the reported conversation, for the context.
type ComplaintMessage struct {
	ID        int64
	SenderID  int64
	Body      string
	Gift      string
	CreatedAt time.Time
}

// ComplaintContext is what a moderator sees beside the complaint: the reported
// member's profile text, their photos, the reported photo, and the messages around
// the reported one.
type ComplaintContext struct {
	Member   *StaffMemberRow
	AboutMe  string
	Photos   []StaffPhoto
	Messages []ComplaintMessage
	// Complaints is how many complaints name the reported member, this one included.
	Complaints int
}

// ErrComplaintNotFound answers a console request about a complaint that does not exist.
var ErrComplaintNotFound = &Error{Code: ENOTFOUND, Key: "complaintNotFound", Message: "Complaint not found."}

// ErrComplaintDecided answers a decision on a complaint that was decided already.
var ErrComplaintDecided = &Error{Code: ECONFLICT, Key: "complaintDecided", Message: "This complaint was decided already."}

// ComplaintService keeps complaints: the public notice, and the console's queue and
// decisions (each written with its audit entry and its e-mails in one transaction).
type ComplaintService interface {
	CreateComplaint(ctx context.Context, c NewComplaint) (*Complaint, error)
	Complaints(ctx context.Context, f ComplaintFilter) ([]Complaint, error)
	Complaint(ctx context.Context, id int64) (*Complaint, *ComplaintContext, error)
	DecideComplaint(ctx context.Context, by *Staff, id int64, d ComplaintDecision) (*Complaint, error)
	ComplaintStats(ctx context.Context) (ComplaintStats, error)
	ComplaintsAbout(ctx context.Context, memberID int64) (int, error)
	Throttle(ctx context.Context, key string, max int, per time.Duration) error
}
