package amora

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/base64"
	"net/url"
	"strconv"
	"strings"
	"time"
	"unicode"
)

// SettingsTokenLifetime is how long the settings and unsubscribe links of an e-mail
// work: long enough for a mail read weeks later.
const SettingsTokenLifetime = 60 * 24 * time.Hour

// ErrSettingsToken answers a settings link that is forged, expired or for an address
// the account no longer has.
var ErrSettingsToken = &Error{Code: EFORBIDDEN, Key: "settingsLinkInvalid",
	Message: "This link is no longer valid. Log in to change your notification settings."}

// SettingsTokenKey derives the key of settings tokens from the deployment's secret,
// so that it is never the key of anything else.
func SettingsTokenKey(secret []byte) []byte {
	m := hmac.New(sha256.New, secret)
	m.Write([]byte("amora notification settings token v1"))
	return m.Sum(nil)
}

// SignSettingsToken returns a token that lets its holder read and change the
// notification settings (and nothing else) of the member with this id and address
// until expires: "<id>.<expires unix>.<signature>". The address is signed but not
// carried, so that a link mailed to an old address stops working when it changes.
func SignSettingsToken(key []byte, userID int64, email string, expires time.Time) string {
	body := strconv.FormatInt(userID, 10) + "." + strconv.FormatInt(expires.Unix(), 10)
	return body + "." + settingsSignature(key, body, email)
}

func settingsSignature(key []byte, body, email string) string {
	m := hmac.New(sha256.New, key)
	m.Write([]byte("notifications|" + body + "|" + NormalizeEmail(email)))
	return base64.RawURLEncoding.EncodeToString(m.Sum(nil)[:18])
}

// SettingsTokenUser reads the member id out of a settings token without checking it:
// CheckSettingsToken checks it once the member's address is known.
func SettingsTokenUser(token string) (int64, error) {
	parts := strings.Split(token, ".")
	if len(parts) != 3 {
		return 0, ErrSettingsToken
	}
	id, err := strconv.ParseInt(parts[0], 10, 64)
	if err != nil || id <= 0 {
		return 0, ErrSettingsToken
	}
	return id, nil
}

// CheckSettingsToken reports ErrSettingsToken unless token was signed with key for
// the member with this id and address and has not expired at now.
func CheckSettingsToken(key []byte, token string, userID int64, email string, now time.Time) error {
	parts := strings.Split(token, ".")
	if len(parts) != 3 || parts[0] != strconv.FormatInt(userID, 10) {
		return ErrSettingsToken
	}
	exp, err := strconv.ParseInt(parts[1], 10, 64)
	if err != nil || !now.Before(time.Unix(exp, 0)) {
		return ErrSettingsToken
	}
	want := settingsSignature(key, parts[0]+"."+parts[1], email)
	if !hmac.Equal([]byte(want), []byte(parts[2])) {
		return ErrSettingsToken
	}
	return nil
}

// SettingsURL is the link to the notification settings that works without logging in.
func SettingsURL(baseURL, token string) string {
	return strings.TrimRight(baseURL, "/") + "/notifications?token=" + url.QueryEscape(token)
}

// UnsubscribeURL is the one-click unsubscribe link for one type (RFC 8058): a POST
// switches the type off, a GET shows a confirmation first.
func UnsubscribeURL(baseURL, token, typ string) string {
	return strings.TrimRight(baseURL, "/") + "/api/notifications/unsubscribe?token=" + url.QueryEscape(token) +
		"&type=" + url.QueryEscape(typ)
}

// ListUnsubscribePost is the List-Unsubscribe-Post header value of RFC 8058.
const ListUnsubscribePost = "List-Unsubscribe=One-Click"

// ListUnsubscribeHeaders returns the List-Unsubscribe and List-Unsubscribe-Post header
// values of a notification e-mail of type typ to member u (RFC 2369, RFC 8058): the
// https one-click link first, then a mailto to mailbox (the site's unsubscribe
// address, which carries the same token in its subject) when mailbox is not empty.
func ListUnsubscribeHeaders(key []byte, baseURL, mailbox string, u *User, typ string, now time.Time) (listUnsubscribe, post string) {
	token := SignSettingsToken(key, u.ID, u.Email, now.Add(SettingsTokenLifetime))
	v := "<" + UnsubscribeURL(baseURL, token, typ) + ">"
	if mailbox != "" {
		v += ", <mailto:" + mailbox + "?subject=" + strings.ReplaceAll(url.QueryEscape("unsubscribe "+typ+" "+token), "+", "%20") + ">"
	}
	return v, ListUnsubscribePost
}

// ParseUnsubscribeSubject reads the type and the settings token out of the subject of
// a mail sent to the unsubscribe mailbox ("unsubscribe TYPE TOKEN", as
// ListUnsubscribeHeaders writes it), wherever a mail client put it ("Re: ..." and the
// like), with spaces or with the plus signs a client that read the mailto URL as a form
// left in; the token is checked by the caller.
func ParseUnsubscribeSubject(subject string) (typ, token string, ok bool) {
	f := strings.FieldsFunc(subject, func(r rune) bool { return r == '+' || unicode.IsSpace(r) })
	for i := 0; i+2 < len(f); i++ {
		if strings.EqualFold(f[i], "unsubscribe") {
			return f[i+1], f[i+2], true
		}
	}
	return "", "", false
}
