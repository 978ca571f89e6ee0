package httpapi

import (
	"net/http"

	"amora"
)

// adminCreateSite adds a site for a new host (POST /api/admin/sites): the settings of
// an existing site copied, the company details given over its ones, validated as any
// change, with a reason. The audit entry "site.create" keeps the new site's host, the
// site copied and its company details; every instance learns of it through the sites
// topic.
func (s *Server) adminCreateSite(w http.ResponseWriter, r *http.Request, st *amora.Staff) {
	var in amora.SiteCreate
	if err := decode(r, &in); err != nil {
		s.writeError(w, r, err)
		return
	}
	var errs amora.FieldErrors
	host := amora.NormalizeSiteHost(in.Host)
	if err := amora.ValidateNewSiteHost(host); err != nil {
		errs = append(errs, err)
	}
	if in.CopyFrom == "" {
		in.CopyFrom = amora.DefaultSiteHost
	}
	from, err := s.SiteAdmin.StoredSite(r.Context(), in.CopyFrom)
	if err != nil {
		if e, ok := err.(*amora.Error); ok && e.Code == amora.ENOTFOUND {
			errs = append(errs, amora.FieldError("copy_from", "siteNotFound", "Site not found."))
			s.writeFieldErrors(w, r, errs)
			return
		}
		s.writeError(w, r, err)
		return
	}
	site, err := in.Build(*from)
	if err != nil {
		errs = append(errs, err.(amora.FieldErrors)...)
	} else if err := site.Validate(s.siteCatalog()); err != nil {
		errs = append(errs, err.(amora.FieldErrors)...)
	}
	reason, err := amora.ValidateAuditReason(in.Reason)
	if err != nil {
		errs = append(errs, err.(*amora.Error))
	}
	if len(errs) > 0 {
		s.writeFieldErrors(w, r, errs)
		return
	}
	e := st.AuditEntry("site.create", "site", 0)
	e.After = amora.AuditJSON(map[string]any{"host": site.Host, "copy_from": from.Host, "company": site.Company})
	e.Reason = reason
	if err := s.SiteAdmin.CreateSite(r.Context(), &site, e); err != nil {
		if ae, ok := err.(*amora.Error); ok && ae.Field != "" {
			s.writeFieldErrors(w, r, amora.FieldErrors{ae})
			return
		}
		s.writeError(w, r, err)
		return
	}
	s.publishSitesChanged(r.Context(), site.Host)
	writeJSON(w, http.StatusCreated, s.siteJSON(&site))
}
