package httpapi

import (
	"context"
	"encoding/json"
	"net/http"
	"slices"

	"amora"
)

// Sites edited in the staff console (PermSites): list, read, change field by field
// with a reason, and preview what GET /api/settings would answer. A change reaches
// the other instances through the broker's sites topic (sitesChanged).

// siteRoutes registers the console's site routes (PermSites).
func (s *Server) siteRoutes(mux *http.ServeMux) {
	if s.SiteAdmin == nil {
		return
	}
	s.adminRoute(mux, "GET /api/admin/sites", amora.PermSites, s.adminListSites)
	s.adminRoute(mux, "POST /api/admin/sites", amora.PermSites, s.adminCreateSite)
	s.adminRoute(mux, "GET /api/admin/sites/{host}", amora.PermSites, s.adminGetSite)
	s.adminRoute(mux, "PUT /api/admin/sites/{host}", amora.PermSites, s.adminUpdateSite)
	s.adminRoute(mux, "POST /api/admin/sites/{host}/preview", amora.PermSites, s.adminPreviewSite)
}

type siteSummaryJSON struct {
	Host      string  `json:"host"`
	Name      string  `json:"name"`
	Domain    string  `json:"domain"`
	CreatedAt apiTime `json:"created_at"`
}

type siteJSON struct {
	Host      string            `json:"host"`
	Settings  amora.Settings    `json:"settings"`
	Company   amora.CompanyInfo `json:"company"`
	CreatedAt apiTime           `json:"created_at"`
	Options   siteOptionsJSON   `json:"options"`
}

// siteOptionsJSON are the values the console's form offers.
type siteOptionsJSON struct {
	Countries     []string `json:"countries"`
	Languages     []string `json:"languages"`
	ProfileFields []string `json:"profile_fields"`
	SearchFields  []string `json:"search_fields"`
	Interests     []string `json:"interests"`
	ReadOnly      []string `json:"read_only"`
}

func (s *Server) siteCatalog() amora.SiteCatalog {
	cat := amora.SiteCatalog{Countries: func(c string) bool { _, ok := s.Regions[c]; return ok }}
	for _, in := range s.Interests {
		cat.Interests = append(cat.Interests, in.ID)
	}
	return cat
}

func (s *Server) siteJSON(site *amora.Site) siteJSON {
	countries := make([]string, 0, len(s.Regions))
	for c := range s.Regions {
		countries = append(countries, c)
	}
	slices.Sort(countries)
	return siteJSON{Host: site.Host, Settings: site.Settings, Company: site.Company, CreatedAt: apiTime(site.CreatedAt),
		Options: siteOptionsJSON{Countries: countries, Languages: amora.Languages, ProfileFields: amora.ProfileFieldNames,
			SearchFields: amora.SearchFieldNames, Interests: s.siteCatalog().Interests, ReadOnly: amora.SiteReadOnlySettings}}
}

// writeFieldErrors answers a form's errors: the envelope with the first, and every
// field's under "fields"; any other error as writeError does.
func (s *Server) writeFieldErrors(w http.ResponseWriter, r *http.Request, err error) {
	fe, ok := err.(amora.FieldErrors)
	if !ok || len(fe) == 0 {
		s.writeError(w, r, err)
		return
	}
	detail := func(e *amora.Error) errorDetail {
		return errorDetail{Code: e.Code, Message: e.Message, Field: e.Field, Key: e.Key, Params: e.Params}
	}
	out := struct {
		Error  errorDetail   `json:"error"`
		Fields []errorDetail `json:"fields"`
	}{Error: detail(fe[0])}
	for _, e := range fe {
		out.Fields = append(out.Fields, detail(e))
	}
	writeJSON(w, errorStatus(fe[0].Code), out)
}

// adminListSites lists the stored sites (GET /api/admin/sites).
func (s *Server) adminListSites(w http.ResponseWriter, r *http.Request, _ *amora.Staff) {
	sites, err := s.SiteAdmin.ListSites(r.Context())
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	out := make([]siteSummaryJSON, len(sites))
	for i, site := range sites {
		out[i] = siteSummaryJSON{Host: site.Host, Name: site.Settings.Name, Domain: site.Settings.Domain, CreatedAt: apiTime(site.CreatedAt)}
	}
	writeJSON(w, http.StatusOK, out)
}

// adminGetSite answers every setting and company field of a site, with the values the
// form offers (GET /api/admin/sites/{host}).
func (s *Server) adminGetSite(w http.ResponseWriter, r *http.Request, _ *amora.Staff) {
	site, err := s.SiteAdmin.StoredSite(r.Context(), r.PathValue("host"))
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, s.siteJSON(site))
}

// patchedSite reads a SitePatch and answers the stored site with it applied and
// validated.
func (s *Server) patchedSite(r *http.Request) (before, after *amora.Site, patch amora.SitePatch, err error) {
	if err = decode(r, &patch); err != nil {
		return nil, nil, patch, err
	}
	if before, err = s.SiteAdmin.StoredSite(r.Context(), r.PathValue("host")); err != nil {
		return nil, nil, patch, err
	}
	changed, err := patch.Apply(*before)
	if err != nil {
		return nil, nil, patch, err
	}
	if err = changed.Validate(s.siteCatalog()); err != nil {
		return nil, nil, patch, err
	}
	return before, &changed, patch, nil
}

// adminPreviewSite answers what GET /api/settings on the site's host would answer
// with the proposed changes, without storing them (POST /api/admin/sites/{host}/preview).
func (s *Server) adminPreviewSite(w http.ResponseWriter, r *http.Request, _ *amora.Staff) {
	_, site, _, err := s.patchedSite(r)
	if err != nil {
		s.writeFieldErrors(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, s.visitorSettings(r, site.Settings))
}

// adminUpdateSite changes the fields the patch names, with a reason; the audit entry
// keeps the changed fields before and after (PUT /api/admin/sites/{host}).
func (s *Server) adminUpdateSite(w http.ResponseWriter, r *http.Request, st *amora.Staff) {
	before, after, patch, err := s.patchedSite(r)
	if err != nil {
		s.writeFieldErrors(w, r, err)
		return
	}
	reason, err := amora.ValidateAuditReason(patch.Reason)
	if err != nil {
		s.writeFieldErrors(w, r, amora.FieldErrors{err.(*amora.Error)})
		return
	}
	was, now := amora.SiteChanges(*before, *after)
	if len(now) > 0 {
		e := st.AuditEntry("site.update", "site", 0)
		host, _ := json.Marshal(before.Host)
		was["host"], now["host"] = host, host
		e.Before, e.After, e.Reason = amora.AuditJSON(was), amora.AuditJSON(now), reason
		if err := s.SiteAdmin.UpdateSite(r.Context(), after, e); err != nil {
			s.writeError(w, r, err)
			return
		}
		s.publishSitesChanged(r.Context(), before.Host)
	}
	writeJSON(w, http.StatusOK, s.siteJSON(after))
}

// sitesTopic carries the news that a site changed to every instance.
const sitesTopic = "sites"

// sitesChanged is the event of a changed site.
type sitesChanged struct {
	Host string `json:"host"`
}

func (sitesChanged) EventType() string { return "sites.changed" }

// publishSitesChanged tells the other instances to forget their cached sites (this
// one forgot them as it stored the change).
func (s *Server) publishSitesChanged(ctx context.Context, host string) {
	if s.Events == nil {
		return
	}
	if err := s.Events.Publish(context.WithoutCancel(ctx), sitesTopic, amora.NewEvent(sitesChanged{Host: host})); err != nil {
		// The other instances see the change when their cached copy runs out.
		s.Logger.Warn("sites changed", "host", host, "err", err)
	}
}

// listenSites forgets the cached sites whenever any instance changed one, until
// shutdown.
func (s *Server) listenSites() {
	ch, stop := s.Events.Subscribe(sitesTopic)
	go func() {
		defer stop()
		for {
			select {
			case _, ok := <-ch:
				if !ok {
					return
				}
				s.SiteAdmin.ForgetSites()
			case <-s.streams.done:
				return
			}
		}
	}()
}
