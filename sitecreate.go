package amora

import (
	"encoding/json"
	"strings"
)

// A new site added in the staff console (issue 20, PermSites): a host of its own, the
// settings of an existing site copied, the company details given (over the copied
// ones), with a reason. Until a host has a site of its own, the default site '*'
// answers it.

// SiteCreate is the console's request for a new site (POST /api/admin/sites).
type SiteCreate struct {
	Host     string          `json:"host"`
	CopyFrom string          `json:"copy_from"` // the site whose settings (and company details) are copied; "" for '*'
	Company  json.RawMessage `json:"company"`   // company fields over the copied ones, as in SitePatch
	Reason   string          `json:"reason"`
}

// ErrSiteExists answers a new site whose host already has one.
func ErrSiteExists() *Error {
	return &Error{Code: ECONFLICT, Field: "host", Key: "siteExists", Message: "This host already has a site."}
}

// NormalizeSiteHost is the form of a host a site is stored under: trimmed, lower case,
// without a final dot.
func NormalizeSiteHost(h string) string {
	return strings.TrimSuffix(strings.ToLower(strings.TrimSpace(h)), ".")
}

// ValidateNewSiteHost checks the host of a new site, normalized: a domain name of at
// least two labels (the default site '*' answers single-label hosts such as localhost),
// without port, scheme or path.
func ValidateNewSiteHost(host string) *Error {
	switch {
	case host == "":
		return FieldError("host", "siteFieldRequired", "This field is required.")
	case len(host) > 253 || !domainPattern.MatchString(host) || !strings.Contains(host, "."):
		return FieldError("host", "siteHostInvalid", "Give a host name such as www.example.com: letters, digits, hyphens and dots, without http:// or a port.")
	}
	return nil
}

// Build returns the new site: from's settings with the domain set to the new host, and
// from's company details with the request's company fields applied. The caller
// validates it (Site.Validate) as any change.
func (c SiteCreate) Build(from Site) (Site, error) {
	site := Site{Host: NormalizeSiteHost(c.Host), Settings: from.Settings, Company: from.Company}
	site.Settings.Domain = site.Host
	return SitePatch{Company: c.Company}.Apply(site)
}
