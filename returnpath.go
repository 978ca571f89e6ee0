package amora

import (
	"net/url"
	"regexp"
)

// A logged-out visitor who taps "Message" or "Like" on a profile signs up and, once the
// address is confirmed, lands back on that profile, where a Like is then done for them
// (issue 22). The way back travels in the sign-up form, the member's row and the
// activation link, so it is only ever one shape: a member's profile on this site with
// the intent, "/members/{id}?intent=like" or "?intent=message". Nothing else is kept or
// put in a link, so it can never lead off the site (no open redirect).
var returnPathRE = regexp.MustCompile(`^/members/([1-9][0-9]{0,17})\?intent=(like|message)$`)

// ReturnPath returns raw when it is such a way back, else "".
func ReturnPath(raw string) string {
	if !returnPathRE.MatchString(raw) {
		return ""
	}
	return raw
}

// ActivationLink is the link of the activation e-mail: base (the site's own address,
// from configuration) with the token, and the way back to a profile when returnTo is
// one (ReturnPath), as "next".
func ActivationLink(base, token, returnTo string) string {
	link := base + "/activate/done?token=" + url.QueryEscape(token)
	if next := ReturnPath(returnTo); next != "" {
		link += "&next=" + url.QueryEscape(next)
	}
	return link
}
