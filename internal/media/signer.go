package media

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/base64"
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"time"

	"amora"
)

// Signer makes and checks signed, expiring photo URLs, so that a clear photo reaches
// only the viewer the server chose to show it to, and only for a while: the viewer is
// part of the signature, and the media handler checks it against the session.
type Signer struct {
	// Key is the HMAC-SHA256 key: at least 32 random bytes, the same on every
	// instance. With an empty key Verify refuses every URL.
	Key []byte
	// Prefix is the cdn_prefix that photo URLs start with, e.g. "/media/" or
	// "https://cdn.example.com/media/"; Verify matches its path part.
	Prefix string
	// Now returns the current time; nil means time.Now.
	Now func() time.Time
}

// URLStep is what a URL's expiry is rounded up to: every URL of one grant made within
// the same five minutes is the same, so that a browser's cache serves it again.
const URLStep = 5 * time.Minute

// now returns the current time from s.Now or the clock.
func (s Signer) now() time.Time {
	if s.Now != nil {
		return s.Now()
	}
	return time.Now()
}

// URL returns the signed URL of a grant:
// Prefix+name+"."+variant+".jpg?e=<expiry>&m=<owner>&s=<signature>&v=<viewer>, valid
// for at least ttl: the expiry (Unix seconds) is now+ttl rounded up to URLStep.
func (s Signer) URL(g amora.PhotoGrant, ttl time.Duration) string {
	exp := s.now().Add(ttl)
	e := exp.Unix()
	if exp.Nanosecond() > 0 {
		e++
	}
	step := int64(URLStep / time.Second)
	e = (e + step - 1) / step * step
	var path []string
	for _, part := range strings.Split(g.Name, "/") {
		path = append(path, url.PathEscape(part))
	}
	return s.Prefix + strings.Join(path, "/") + "." + url.PathEscape(g.Variant) + ".jpg?" + url.Values{
		"e": {strconv.FormatInt(e, 10)},
		"m": {strconv.FormatInt(g.Owner, 10)},
		"v": {strconv.FormatInt(g.Viewer, 10)},
		"s": {base64.RawURLEncoding.EncodeToString(s.mac(g, e))},
	}.Encode()
}

// mac returns the HMAC-SHA256 of name|variant|owner|viewer|expiry.
func (s Signer) mac(g amora.PhotoGrant, expiry int64) []byte {
	mac := hmac.New(sha256.New, s.Key)
	mac.Write([]byte(g.Name + "|" + g.Variant + "|" + strconv.FormatInt(g.Owner, 10) + "|" +
		strconv.FormatInt(g.Viewer, 10) + "|" + strconv.FormatInt(expiry, 10)))
	return mac.Sum(nil)
}

// pathPrefix returns the path part of Prefix, which may be a whole URL.
func (s Signer) pathPrefix() string {
	if u, err := url.Parse(s.Prefix); err == nil && u.Host != "" {
		return u.Path
	}
	return s.Prefix
}

// Verify reads the grant of a photo request made from a URL that URL returned, and
// when it expires. It returns an ENOTFOUND error for a path that names no variant of a
// photo, and an EFORBIDDEN one when the signature is missing, wrong or expired.
func (s Signer) Verify(r *http.Request) (amora.PhotoGrant, time.Time, error) {
	file, ok := strings.CutPrefix(r.URL.Path, s.pathPrefix())
	file, isJPEG := strings.CutSuffix(file, ".jpg")
	dot := strings.LastIndexByte(file, '.')
	if !ok || !isJPEG || dot < 0 {
		return amora.PhotoGrant{}, time.Time{}, errNotFound()
	}
	g := amora.PhotoGrant{Name: file[:dot], Variant: file[dot+1:]}
	query := r.URL.Query()
	forbidden := amora.Errorf(amora.EFORBIDDEN, "This photo link is not valid.")
	expiry, err := strconv.ParseInt(query.Get("e"), 10, 64)
	if err != nil || len(s.Key) == 0 || expiry <= s.now().Unix() {
		return g, time.Time{}, forbidden
	}
	if g.Owner, err = strconv.ParseInt(query.Get("m"), 10, 64); err != nil {
		return g, time.Time{}, forbidden
	}
	if g.Viewer, err = strconv.ParseInt(query.Get("v"), 10, 64); err != nil {
		return g, time.Time{}, forbidden
	}
	got, err := base64.RawURLEncoding.DecodeString(query.Get("s"))
	if err != nil || !hmac.Equal(got, s.mac(g, expiry)) {
		return g, time.Time{}, forbidden
	}
	if !slices.Contains(variantNames(), g.Variant) || checkName(g.Name) != nil {
		return g, time.Time{}, errNotFound()
	}
	return g, time.Unix(expiry, 0), nil
}
