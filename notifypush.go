package amora

import (
	"context"
	"encoding/base64"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"time"
)

// Web push (issue 19): a second channel beside e-mail for the notification types a
// member hears of at once. A message or a like is pushed to every device the member
// subscribed; its e-mail (DecideNotifyMail) then goes only when no push reached them.

// PushTypes are the notification types that can go by push, in the order the settings
// screen shows them; each is on until the member switches it off.
var PushTypes = []string{NotifyNewConversations, NotifyNewMessages, NotifyLike}

// IsPushType reports whether typ is one of PushTypes.
func IsPushType(typ string) bool { return slices.Contains(PushTypes, typ) }

// PushSubscription is a browser's PushSubscription (RFC 8030 endpoint, RFC 8291 keys,
// base64url as the browser gives them).
type PushSubscription struct {
	Endpoint string
	P256dh   string // the browser's P-256 public key, uncompressed (65 bytes)
	Auth     string // the 16-byte authentication secret
}

// ErrPushSubscriptionInvalid answers a subscription that no push service could take.
func ErrPushSubscriptionInvalid(message string) *Error {
	return &Error{Code: EINVALID, Key: "pushSubscriptionInvalid", Message: message}
}

// maxPushEndpoint bounds the endpoint URL (real ones are about 200 to 500 characters).
const maxPushEndpoint = 2048

// Validate checks that the subscription is an https endpoint with keys of the sizes
// RFC 8291 needs.
func (s PushSubscription) Validate() error {
	u, err := url.Parse(s.Endpoint)
	if err != nil || u.Scheme != "https" || u.Host == "" || len(s.Endpoint) > maxPushEndpoint {
		return ErrPushSubscriptionInvalid("The push endpoint must be an https URL.")
	}
	if b, err := decodeBase64URL(s.P256dh); err != nil || len(b) != 65 || b[0] != 4 {
		return ErrPushSubscriptionInvalid("The p256dh key must be an uncompressed P-256 point (65 bytes, base64url).")
	}
	if b, err := decodeBase64URL(s.Auth); err != nil || len(b) != 16 {
		return ErrPushSubscriptionInvalid("The auth secret must be 16 bytes, base64url.")
	}
	return nil
}

// decodeBase64URL decodes base64url with or without padding, as browsers and
// libraries differ.
func decodeBase64URL(s string) ([]byte, error) {
	return base64.RawURLEncoding.DecodeString(strings.TrimRight(s, "="))
}

// CheckPushTypes refuses a change of push choices that names a type that cannot go by
// push (key notificationTypeUnknown).
func CheckPushTypes(on map[string]bool) error {
	for typ := range on {
		if !IsPushType(typ) {
			return FieldError("settings", "notificationTypeUnknown", "Unknown push type.")
		}
	}
	return nil
}

// PushSettings are a member's push choices: the push types switched off, and whether
// the lock screen may show the sender's name and the first words (off by default).
type PushSettings struct {
	Off     map[string]bool
	Preview bool
}

// Enabled reports whether push type typ is on.
func (s PushSettings) Enabled(typ string) bool { return IsPushType(typ) && !s.Off[typ] }

// Reasons a push may not go to a member (PushRefusal).
const (
	PushRefuseUnknownType = "unknown_type"
	PushRefuseAccount     = "account" // deleted or banned
	PushRefuseSwitchedOff = "switched_off"
	PushRefuseBlocked     = "blocked" // either member blocked the other
	PushRefuseSeen        = "seen"    // the message was read (the like seen) before the push went
	PushRefuseSender      = "sender"  // the writer or liker is gone (deleted, banned)
)

// PushCase is what the push policy decides on.
type PushCase struct {
	Type     string
	User     *User // the recipient
	Settings PushSettings
	Blocked  bool // either member blocked the other
	Seen     bool // the recipient read the message (saw the like) already
	SenderOK bool // the writer or liker is neither deleted nor banned
}

// PushRefusal says why the push of c may not go, or "" when it goes at once to every
// device the recipient subscribed. Unlike e-mail, presence plays no part: a member in
// the app still gets it on their phone, and the service worker leaves it out when a
// tab of the app has focus.
func PushRefusal(c PushCase) string {
	switch {
	case !IsPushType(c.Type):
		return PushRefuseUnknownType
	case c.User == nil || c.User.Status == UserDeleted || c.User.Status == UserBanned:
		return PushRefuseAccount
	case !c.Settings.Enabled(c.Type):
		return PushRefuseSwitchedOff
	case c.Blocked:
		return PushRefuseBlocked
	case !c.SenderOK:
		return PushRefuseSender
	case c.Seen:
		return PushRefuseSeen
	}
	return ""
}

// States of a push event (PushOutcome).
const (
	PushPending   = "pending"   // a push service asked to try again later
	PushDelivered = "delivered" // at least one device's push service accepted it (201)
	PushFailed    = "failed"    // no device took it
)

// PushFallbackWait is how long the e-mail of an event waits for its push while a push
// service asks to try again later; after it the e-mail goes as if no push arrived.
const PushFallbackWait = 10 * time.Minute

// PushRecheck is how soon an e-mail waiting for its push asks again.
const PushRecheck = 30 * time.Second

// PushOutcome is what the push job of one event (by its key) achieved so far; a zero
// PushOutcome when no push was tried (no subscription, or push refused).
type PushOutcome struct {
	State     string
	CreatedAt time.Time // the first attempt
}

// Pushed reports whether the push reached a device.
func (o PushOutcome) Pushed() bool { return o.State == PushDelivered }

// Waiting reports whether the e-mail should still wait for the push at now.
func (o PushOutcome) Waiting(now time.Time) bool {
	return o.State == PushPending && now.Before(o.CreatedAt.Add(PushFallbackWait))
}

// PushPayload is the JSON the service worker receives (web/src/sw): what to show,
// which notification it replaces (Tag), where a click goes (OpenURL), what an open tab
// reloads (CheckURL) and the app badge (unread messages + new likes).
type PushPayload struct {
	Title    string `json:"title"`
	Body     string `json:"body"`
	Tag      string `json:"tag"`
	OpenURL  string `json:"openUrl"`
	CheckURL string `json:"checkUrl"`
	Badge    int    `json:"badge"`
}

// PushTopic is the Topic header (RFC 8030 §5.4) of a push about conversation convID,
// or about likes when convID is 0: a push service keeps only the newest undelivered
// push of a topic, so that a burst of messages to a phone that is off collapses into
// one. It is also the notification's tag.
func PushTopic(convID int64) string {
	if convID == 0 {
		return "likes"
	}
	return "chat-" + strconv.FormatInt(convID, 10)
}

// PushPreviewLength is how many characters of a message the lock screen shows with
// the preview on.
const PushPreviewLength = 60

// PushPreview shortens text to PushPreviewLength characters at a word boundary when
// one is near, with an ellipsis when it was cut.
func PushPreview(text string) string {
	text = strings.Join(strings.Fields(text), " ")
	r := []rune(text)
	if len(r) <= PushPreviewLength {
		return text
	}
	cut := r[:PushPreviewLength]
	for i := len(cut) - 1; i > PushPreviewLength*2/3; i-- {
		if cut[i] == ' ' {
			cut = cut[:i]
			break
		}
	}
	return string(cut) + "…"
}

// FictionalLabel is the site's name for a fictional profile in language lang: a
// notification that names a fictional profile says so, as the profile does.
func FictionalLabel(site *Site, lang string) string {
	if l := site.Settings.FictionalSingular[lang]; l != "" {
		return l
	}
	if l := site.Settings.FictionalSingular["en"]; l != "" {
		return l
	}
	return "fictional profile"
}

// PushService keeps members' push subscriptions and push choices.
type PushService interface {
	// SavePushSubscription stores the subscription for the member and the session
	// (its hash) that sent it; the same endpoint again replaces it, whoever had it.
	SavePushSubscription(ctx context.Context, userID int64, sessionHash string, sub PushSubscription) error
	// PushSettings returns the member's push choices.
	PushSettings(ctx context.Context, userID int64) (*PushSettings, error)
	// SetPushSettings switches push types on or off (types left out stay) and, when
	// preview is not nil, the preview.
	SetPushSettings(ctx context.Context, userID int64, on map[string]bool, preview *bool) (*PushSettings, error)
	// CountPushSubscriptions counts the member's devices that take push.
	CountPushSubscriptions(ctx context.Context, userID int64) (int, error)
}
