package httpapi

import (
	"net/http"

	"amora"
)

// consoleRoutes is the route table of the staff console (/api/admin/...). Every route
// goes through adminRoute with the permission it needs (or adminPublic before a
// login); TestAdminRoutesUseTheHelper fails on any other registration.
func (s *Server) consoleRoutes(mux *http.ServeMux) {
	s.adminPublic(mux, "POST /api/admin/login", s.adminLogin)
	s.adminPublic(mux, "GET /api/admin/setup", s.adminSetupInfo)
	s.adminPublic(mux, "POST /api/admin/setup", s.adminSetup)
	s.adminRoute(mux, "POST /api/admin/logout", amora.PermSelf, s.adminLogout)
	s.adminRoute(mux, "GET /api/admin/me", amora.PermSelf, s.adminMe)
	s.adminRoute(mux, "GET /api/admin/sessions", amora.PermSelf, s.adminSessions)
	s.adminRoute(mux, "DELETE /api/admin/sessions", amora.PermSelf, s.adminEndSessions)
	s.adminRoute(mux, "GET /api/admin/audit", amora.PermAudit, s.adminAudit)
	s.adminRoute(mux, "GET /api/admin/staff", amora.PermStaff, s.adminListStaff)
	s.adminRoute(mux, "POST /api/admin/staff", amora.PermStaff, s.adminAddStaff)
	s.adminRoute(mux, "POST /api/admin/staff/{id}/reset", amora.PermStaff, s.adminResetStaff)
	s.adminRoute(mux, "POST /api/admin/staff/{id}/disable", amora.PermStaff, s.adminDisableStaff)
	s.memberRoutes(mux)
	s.photoRoutes(mux)
	s.siteRoutes(mux)
	s.moneyRoutes(mux)
	s.refundRoutes(mux)
	s.deskRoutes(mux)
	s.fictionalRoutes(mux)
	s.fictionalRulesRoutes(mux)
	s.complaintRoutes(mux)
	s.postbackRoutes(mux)

	if s.Stats != nil {
		s.adminRoute(mux, "GET /api/admin/stats", amora.PermStats, s.adminStats)
		s.adminRoute(mux, "GET /api/admin/stats.csv", amora.PermStats, s.adminStatsCSV)
	}
}
