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
// only a viewer the server chose to show it to, and only for a while.
type Signer struct {
	// Key is the HMAC-SHA256 key: at least 32 random bytes, the same on every
	// instance. With an empty key Handler refuses every request.
	Key []byte
	// Prefix is the cdn_prefix that photo URLs start with, e.g. "/media/" or
	// "https://cdn.example.com/media/"; Handler matches its path part.
	Prefix string
	// Now returns the current time; nil means time.Now.
	Now func() time.Time
}

// now returns the current time from s.Now or the clock.
func (s Signer) now() time.Time {
	if s.Now != nil {
		return s.Now()
	}
	return time.Now()
}

// URL returns the signed URL of one variant of a photo:
// Prefix+name+"."+variant+".jpg?e=<unix expiry>&s=<signature>. The expiry is now+ttl
// rounded up to the next full hour, so that every URL of a photo made within the same
// hour is the same and browsers and CDNs can cache it.
func (s Signer) URL(name, variant string, ttl time.Duration) string {
	exp := s.now().Add(ttl)
	e := exp.Unix()
	if exp.Nanosecond() > 0 {
		e++
	}
	const hour = 3600
	e = (e + hour - 1) / hour * hour
	var path []string
	for _, part := range strings.Split(name, "/") {
		path = append(path, url.PathEscape(part))
	}
	return s.Prefix + strings.Join(path, "/") + "." + url.PathEscape(variant) + ".jpg?" +
		url.Values{"e": {strconv.FormatInt(e, 10)}, "s": {base64.RawURLEncoding.EncodeToString(s.mac(name, variant, e))}}.Encode()
}

// mac returns the HMAC-SHA256 of name|variant|expiry.
func (s Signer) mac(name, variant string, expiry int64) []byte {
	mac := hmac.New(sha256.New, s.Key)
	mac.Write([]byte(name + "|" + variant + "|" + strconv.FormatInt(expiry, 10)))
	return mac.Sum(nil)
}

// pathPrefix returns the path part of Prefix, which may be a whole URL.
func (s Signer) pathPrefix() string {
	if u, err := url.Parse(s.Prefix); err == nil && u.Host != "" {
		return u.Path
	}
	return s.Prefix
}

// Handler serves GET and HEAD requests for the URLs that URL makes, from store (where
// a variant is stored as name+"/"+variant). It answers 403 when the signature is
// missing, wrong or expired and 404 when the file is missing; a good answer may be
// cached privately until the URL expires, and supports ranges and conditional
// requests.
func (s Signer) Handler(store Store) http.Handler {
	prefix := s.pathPrefix()
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodGet && r.Method != http.MethodHead {
			w.Header().Set("Allow", "GET, HEAD")
			http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
			return
		}
		file, ok := strings.CutPrefix(r.URL.Path, prefix)
		file, isJPEG := strings.CutSuffix(file, ".jpg")
		dot := strings.LastIndexByte(file, '.')
		if !ok || !isJPEG || dot < 0 {
			http.NotFound(w, r)
			return
		}
		name, variant := file[:dot], file[dot+1:]
		now := s.now()
		expiry, ok := s.verify(name, variant, r.URL.Query(), now)
		if !ok {
			http.Error(w, "forbidden", http.StatusForbidden)
			return
		}
		if !slices.Contains(variantNames(), variant) {
			http.NotFound(w, r)
			return
		}
		f, modified, err := store.Open(r.Context(), name+"/"+variant)
		switch amora.ErrorCode(err) {
		case "":
		case amora.ENOTFOUND, amora.EINVALID:
			http.NotFound(w, r)
			return
		default:
			http.Error(w, "internal error", http.StatusInternalServerError)
			return
		}
		defer f.Close()
		h := w.Header()
		h.Set("Content-Type", "image/jpeg")
		h.Set("Cache-Control", "private, max-age="+strconv.FormatInt(expiry-now.Unix(), 10))
		h.Set("X-Content-Type-Options", "nosniff")
		http.ServeContent(w, r, "", modified, f)
	})
}

// verify checks the e and s parameters of a photo URL against name and variant at
// time now, and returns the expiry when they are good.
func (s Signer) verify(name, variant string, query url.Values, now time.Time) (int64, bool) {
	if len(s.Key) == 0 {
		return 0, false
	}
	expiry, err := strconv.ParseInt(query.Get("e"), 10, 64)
	if err != nil || expiry <= now.Unix() {
		return 0, false
	}
	got, err := base64.RawURLEncoding.DecodeString(query.Get("s"))
	if err != nil {
		return 0, false
	}
	return expiry, hmac.Equal(got, s.mac(name, variant, expiry))
}
