package amora

import (
	"context"
	"strings"
	"time"
)

// The operators' chat desk (issue 21): members' messages to fictional profiles wait in
// a queue until an operator who speaks the fictional profile's language claims the
// conversation and answers as the profile.

// DeskClaimTime is how long a claim lasts; claiming again (the heartbeat while the
// operator types) extends it. A claim that runs out puts the conversation back in the
// queue for everyone.
const DeskClaimTime = 5 * time.Minute

// Desk page sizes and text limits.
const (
	DeskQueueLimit     = 50   // conversations one queue read answers
	DeskNoteMaxLength  = 4000 // characters of a (member, fictional profile) note
	DeskReplyMaxLength = 2000 // characters of an operator's reply
)

// ErrDeskClaimed answers a claim, or an action that needs the claim, on a conversation
// another operator holds (or that the caller's claim ran out on).
func ErrDeskClaimed() *Error {
	return &Error{Code: ECONFLICT, Key: "deskClaimed", Message: "Another operator is answering this conversation."}
}

// ErrDeskNotClaimed answers an action that needs the caller's live claim.
func ErrDeskNotClaimed() *Error {
	return &Error{Code: ECONFLICT, Key: "deskNotClaimed", Message: "Claim the conversation first; your claim may have run out."}
}

// ErrDeskNotWaiting answers a claim of a conversation that waits for no answer, or
// is in a language the operator does not answer.
func ErrDeskNotWaiting() *Error {
	return &Error{Code: ENOTFOUND, Key: "deskNotWaiting", Message: "This conversation is not waiting for an answer."}
}

// DeskItem is one conversation in an operator's queue.
type DeskItem struct {
	ConversationID  int64
	Member          DeskPerson
	Fictional       DeskPerson
	Language        string // the fictional profile's
	WaitingSince    time.Time
	WaitingMessages int
	ClaimedByMe     bool
}

// DeskPerson is what the queue shows of a member or a fictional profile.
type DeskPerson struct {
	ID          int64
	Name        string
	Age         int
	Country     string
	MainPhotoID int64 // 0 for none
}

// DeskConversation is the answer screen of a claimed conversation: the member's
// profile and photos, the fictional profile's own facts, the whole conversation and
// the pair's notes. It carries no e-mail address, payment or exact location.
type DeskConversation struct {
	ConversationID int64
	Member         *Profile
	MemberLanguage string
	MemberSite     string
	MemberPhotos   []int64 // ids of the member's photos, any status
	Fictional      *Profile
	FictionalLang  string
	Messages       []DeskMessage // oldest first
	Notes          DeskNote
	ClaimExpires   time.Time
}

// DeskMessage is one message of a desk conversation; OperatorStaffID is the staff id
// that wrote a fictional profile's message (0 otherwise).
type DeskMessage struct {
	Message
	OperatorStaffID int64
}

// DeskNote is the note operators keep per (member, fictional profile) pair.
type DeskNote struct {
	Text      string
	StaffID   int64
	UpdatedAt time.Time // zero: no note yet
}

// DeskStats is the supervisor's view of the desk.
type DeskStats struct {
	QueueByLanguage  map[string]int
	OldestWaiting    time.Duration            // 0 when the queue is empty
	OldestBySite     map[string]time.Duration // the oldest wait per member's site host, for DeskAlerts
	MedianFirstReply time.Duration            // over the replies of the last 24 hours
	P95FirstReply    time.Duration
	RepliesPerHour   []DeskOperatorRate
}

// DeskOperatorRate is one operator's replies in the last hour.
type DeskOperatorRate struct {
	StaffID int64
	Email   string
	Replies int
}

// DeskService keeps the desk's queue, claims, replies, notes and flags; every action
// is in the audit log.
type DeskService interface {
	StaffLanguages(ctx context.Context, staffID int64) ([]string, error)
	SetStaffLanguages(ctx context.Context, by *Staff, staffID int64, languages []string) ([]string, error)
	DeskQueue(ctx context.Context, st *Staff) ([]DeskItem, error)
	DeskClaim(ctx context.Context, st *Staff, conversationID int64) (time.Time, error)
	DeskRelease(ctx context.Context, st *Staff, conversationID int64) error
	DeskConversation(ctx context.Context, st *Staff, conversationID int64) (*DeskConversation, error)
	DeskReply(ctx context.Context, st *Staff, conversationID int64, text string) (memberID int64, sent Sent, err error)
	DeskSaveNote(ctx context.Context, st *Staff, conversationID int64, text string) (DeskNote, error)
	DeskFlag(ctx context.Context, st *Staff, conversationID int64, reason string) error
	DeskStats(ctx context.Context) (*DeskStats, error)
	// DeskPhoto answers the file name of a photo of the member or the fictional
	// profile of a waiting conversation in st's languages, or ErrPhotoNotFound.
	DeskPhoto(ctx context.Context, st *Staff, conversationID, photoID int64) (string, error)
}

// ValidLanguages checks and normalises a list of interface languages: each one of
// Languages, each once, in the order of Languages.
func ValidLanguages(langs []string) ([]string, error) {
	seen := map[string]bool{}
	for _, l := range langs {
		l = strings.ToLower(strings.TrimSpace(l))
		if !isLanguage(l) {
			return nil, &Error{Code: EINVALID, Key: "languageUnknown", Params: map[string]any{"language": l}, Message: "Unknown language."}
		}
		seen[l] = true
	}
	out := []string{}
	for _, l := range Languages {
		if seen[l] {
			out = append(out, l)
		}
	}
	return out, nil
}

// fictionalDisclosures is the canned honest answer an operator may insert when a
// member asks whether the profile is real, per language; {company} is the site's
// company name.
var fictionalDisclosures = map[string]string{
	"en": "This is a fictional profile operated by {company}.",
	"nl": "Dit is een fictief profiel dat wordt beheerd door {company}.",
	"de": "Dies ist ein fiktives Profil, das von {company} betrieben wird.",
	"es": "Este es un perfil ficticio gestionado por {company}.",
	"fr": "Ceci est un profil fictif géré par {company}.",
	"it": "Questo è un profilo fittizio gestito da {company}.",
	"pl": "To jest fikcyjny profil prowadzony przez {company}.",
}

// FictionalDisclosure is the canned honest answer in language (English when unknown)
// with the company's name.
func FictionalDisclosure(language, company string) string {
	t, ok := fictionalDisclosures[language]
	if !ok {
		t = fictionalDisclosures["en"]
	}
	// A name that ends in a full stop (B.V., Inc.) ends the sentence too.
	if strings.HasSuffix(company, ".") {
		t = strings.TrimSuffix(t, ".")
	}
	return strings.ReplaceAll(t, "{company}", company)
}
