package amora

import (
	"sort"
	"time"
)

// DeskAlert says that the oldest member waiting for an operator's answer on a site has
// waited longer than the site's desk_alert_minutes (issue 21): the supervisor's alert.
type DeskAlert struct {
	Site          string        // the member's site host
	OldestWaiting time.Duration // how long the oldest member of the site has waited
	AlertMinutes  int           // the site's setting
}

// DeskAlerts answers the sites whose oldest waiting conversation (oldestBySite, per
// member's site host) is older than the site's desk_alert_minutes (alertMinutes of the
// host), the longest wait first.
func DeskAlerts(oldestBySite map[string]time.Duration, alertMinutes func(host string) int) []DeskAlert {
	out := []DeskAlert{}
	for host, waited := range oldestBySite {
		limit := alertMinutes(host)
		if limit <= 0 {
			limit = DefaultSettings().DeskAlertMinutes
		}
		if waited > time.Duration(limit)*time.Minute {
			out = append(out, DeskAlert{Site: host, OldestWaiting: waited, AlertMinutes: limit})
		}
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].OldestWaiting != out[j].OldestWaiting {
			return out[i].OldestWaiting > out[j].OldestWaiting
		}
		return out[i].Site < out[j].Site
	})
	return out
}
