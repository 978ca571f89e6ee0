package httpapi

import (
	"net"
	"net/http"
	"net/netip"
	"strings"
	"time"

	"amora"
)

// forwardingHeaders carry what a proxy in front says about the client. They are
// believed only from a trusted proxy; from anyone else they are removed before any
// handler reads them (the GeoIP country header is Server.CountryHeader).
var forwardingHeaders = []string{"CF-Connecting-IP", "X-Forwarded-For", "X-Real-IP", "X-Forwarded-Proto"}

// trustProxies takes the client's address from the connection, or, when the peer is
// one of s.TrustedProxies, from CF-Connecting-IP or else the last address in
// X-Forwarded-For that is not itself a trusted proxy. The handlers see that address
// as r.RemoteAddr; a peer that is no trusted proxy has its forwarding headers removed.
func (s *Server) trustProxies(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		peer, err := netip.ParseAddrPort(r.RemoteAddr)
		if err == nil && s.trusted(peer.Addr()) {
			if client, ok := s.forwardedFor(r.Header); ok {
				r = r.WithContext(r.Context()) // a copy: the caller's request stays as it was
				r.RemoteAddr = netip.AddrPortFrom(client, 0).String()
			}
			next.ServeHTTP(w, r)
			return
		}
		strip := false
		for _, h := range append(forwardingHeaders, s.CountryHeader) {
			strip = strip || (h != "" && r.Header.Get(h) != "")
		}
		if strip {
			r = r.WithContext(r.Context())
			r.Header = r.Header.Clone()
			for _, h := range append(forwardingHeaders, s.CountryHeader) {
				if h != "" {
					r.Header.Del(h)
				}
			}
		}
		next.ServeHTTP(w, r)
	})
}

// trusted reports whether addr is one of the trusted proxies.
func (s *Server) trusted(addr netip.Addr) bool {
	addr = addr.Unmap()
	for _, p := range s.TrustedProxies {
		if p.Contains(addr) {
			return true
		}
	}
	return false
}

// forwardedFor is the client address a trusted proxy reports.
func (s *Server) forwardedFor(h http.Header) (netip.Addr, bool) {
	if a, err := netip.ParseAddr(strings.TrimSpace(h.Get("CF-Connecting-IP"))); err == nil {
		return a.Unmap(), true
	}
	hops := strings.Split(strings.Join(h.Values("X-Forwarded-For"), ","), ",")
	for i := len(hops) - 1; i >= 0; i-- {
		a, err := netip.ParseAddr(strings.TrimSpace(hops[i]))
		if err != nil {
			return netip.Addr{}, false
		}
		if a = a.Unmap(); !s.trusted(a) || i == 0 {
			return a, true
		}
	}
	return netip.Addr{}, false
}

// clientIP is the address the request came from (see trustProxies).
func clientIP(r *http.Request) string {
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		return r.RemoteAddr
	}
	return host
}

// DeviceCookie holds a long-lived random token that tells a device its member logged
// in from before; a correct password from such a device is not locked out by failures
// caused elsewhere.
const DeviceCookie = "auth.device"

// deviceLifetime is how long a device cookie lasts; each login renews it.
const deviceLifetime = 400 * 24 * time.Hour

// client is who the request comes from, for the attempt limits.
func client(r *http.Request) amora.Client {
	c := amora.Client{IP: clientIP(r), UserAgent: clipUserAgent(r.UserAgent())}
	if ck, err := r.Cookie(DeviceCookie); err == nil && len(ck.Value) >= 16 && len(ck.Value) <= 128 {
		c.Device = ck.Value
	}
	return c
}

// setDeviceCookie gives the browser its device token, a new one when it had none.
func setDeviceCookie(w http.ResponseWriter, r *http.Request, token string) {
	http.SetCookie(w, &http.Cookie{
		Name: DeviceCookie, Value: token, Path: "/api/", MaxAge: int(deviceLifetime / time.Second),
		HttpOnly: true, SameSite: http.SameSiteLaxMode, Secure: isHTTPS(r),
	})
}

// perNetwork counts one request of a kind from the client's network and answers
// refusal when more than max came within per; max 0 is no limit.
func (s *Server) perNetwork(r *http.Request, kind string, max int, per time.Duration, refusal *amora.Error) error {
	if max <= 0 {
		return nil
	}
	err := s.Accounts.Throttle(r.Context(), kind+":"+client(r).Network(), max, per)
	if amora.ErrorCode(err) == amora.ERATELIMIT {
		return refusal
	}
	return err
}

// Refusals of the per-network limits: SPEC §8's message for resets, our own for sign-ups.
var (
	errSignupLimit = &amora.Error{Code: amora.ERATELIMIT, Key: "signupLimit",
		Message: "Too many accounts were created from your network. Please try again later."}
	errResetLimit = &amora.Error{Code: amora.ERATELIMIT, Key: "resetLimit",
		Message: "Too many password reset emails sent, please try again tomorrow."}
)

// clipUserAgent bounds the User-Agent header kept with a session.
func clipUserAgent(ua string) string {
	if len(ua) > 256 {
		return strings.ToValidUTF8(ua[:256], "")
	}
	return ua
}
