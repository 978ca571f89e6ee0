package httpapi

import (
	"context"
	"time"

	"amora"
)

type deskAlertJSON struct {
	Site                 string `json:"site"`
	OldestWaitingSeconds int64  `json:"oldest_waiting_seconds"`
	AlertMinutes         int    `json:"alert_minutes"`
}

// deskAlerts answers the supervisor's alerts: the sites whose oldest waiting member
// has waited longer than the site's desk_alert_minutes.
func (s *Server) deskAlerts(ctx context.Context, oldestBySite map[string]time.Duration) ([]deskAlertJSON, error) {
	limits := map[string]int{}
	for host := range oldestBySite {
		site, err := s.Sites.SiteByHost(ctx, host)
		if err != nil {
			return nil, err
		}
		limits[host] = site.Settings.DeskAlertMinutes
	}
	alerts := amora.DeskAlerts(oldestBySite, func(host string) int { return limits[host] })
	out := make([]deskAlertJSON, len(alerts))
	for i, a := range alerts {
		out[i] = deskAlertJSON{Site: a.Site, OldestWaitingSeconds: int64(a.OldestWaiting / time.Second), AlertMinutes: a.AlertMinutes}
	}
	return out, nil
}
