package amora

import "net/netip"

// Client is who a request comes from, as far as the attempt limits need to know: the
// client's address (taken from a forwarding header only behind a trusted proxy) and
// the raw token of its long-lived device cookie ("" when it has none).
type Client struct {
	IP     string
	Device string
	// UserAgent is the browser's User-Agent header, kept with the member's sessions
	// and logins for the staff console.
	UserAgent string
}

// Network is the part of the client's address that per-address limits count: the
// whole IPv4 address, or the /64 prefix of an IPv6 address (one subscriber usually
// holds a whole /64). An unparsable address is used as it is.
func (c Client) Network() string {
	addr, err := netip.ParseAddr(c.IP)
	if err != nil {
		return c.IP
	}
	addr = addr.Unmap()
	if addr.Is4() {
		return addr.String()
	}
	p, _ := addr.Prefix(64)
	return p.String()
}
