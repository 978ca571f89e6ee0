package httpapi

import (
	"encoding/csv"
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"time"

	"amora"
)

// The staff console's statistics (issue 20): GET /api/admin/stats answers a series as
// JSON, GET /api/admin/stats.csv the same series as a CSV download. Both read the
// roll-ups only (amora.StatsService).

// adminStats answers a statistics series and its totals.
func (s *Server) adminStats(w http.ResponseWriter, r *http.Request, _ *amora.Staff) {
	q, err := statsQuery(r)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	res, err := s.Stats.Stats(r.Context(), q)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, res)
}

// adminStatsCSV answers the series of adminStats as a CSV file: a header row, then
// one row per period and group (money in euro cents, as in the JSON).
func (s *Server) adminStatsCSV(w http.ResponseWriter, r *http.Request, _ *amora.Staff) {
	q, err := statsQuery(r)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	res, err := s.Stats.Stats(r.Context(), q)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	var b strings.Builder
	cw := csv.NewWriter(&b)
	_ = cw.Write(statsCSVHeader)
	for _, p := range res.Series {
		c := p.StatsCounts
		row := []string{p.Period, csvSafe(p.Group)}
		for _, n := range []int64{c.Signups, c.Activations, c.FirstPurchases, c.Purchases, c.RevenueGross, c.RevenueNet,
			c.PayingMembers, c.MessagesSent, c.CreditsBought, c.CreditsSpent} {
			row = append(row, strconv.FormatInt(n, 10))
		}
		_ = cw.Write(row)
	}
	cw.Flush()
	h := w.Header()
	h.Set("Content-Type", "text/csv; charset=utf-8")
	h.Set("Content-Disposition", fmt.Sprintf(`attachment; filename="amora-stats-%s-%s-%s.csv"`,
		q.From.Format(amora.StatsDay), q.To.Format(amora.StatsDay), q.Granularity))
	h.Set("Cache-Control", "no-store")
	h.Set("Content-Length", strconv.Itoa(b.Len()))
	w.WriteHeader(http.StatusOK)
	_, _ = w.Write([]byte(b.String()))
}

// statsCSVHeader names the CSV columns as the JSON names its fields.
var statsCSVHeader = []string{"period", "group", "signups", "activations", "first_purchases", "purchases", "revenue_gross",
	"revenue_net", "paying_members", "messages_sent", "credits_bought", "credits_spent"}

// csvSafe keeps a traffic source value (which comes from a link anyone can make) from
// being read as a formula by a spreadsheet: a leading = + - @ or control character
// gets a quote before it (OWASP, CSV injection).
func csvSafe(v string) string {
	if v != "" && strings.ContainsRune("=+-@\t\r", rune(v[0])) {
		return "'" + v
	}
	return v
}

// statsQuery reads a statistics query from the request's parameters: site (a host;
// none for all sites), from and to (YYYY-MM-DD), granularity and group_by.
func statsQuery(r *http.Request) (amora.StatsQuery, error) {
	v := r.URL.Query()
	q := amora.StatsQuery{Site: v.Get("site"), Granularity: v.Get("granularity"), GroupBy: v.Get("group_by")}
	var err error
	if q.From, err = statsDate(v.Get("from"), "from"); err != nil {
		return q, err
	}
	if q.To, err = statsDate(v.Get("to"), "to"); err != nil {
		return q, err
	}
	return q, q.Validate()
}

// statsDate parses parameter field's day; none is the zero time, which Validate refuses.
func statsDate(s, field string) (time.Time, error) {
	if s == "" {
		return time.Time{}, nil
	}
	d, ok := amora.ParseStatsDay(s)
	if !ok {
		return d, amora.FieldError(field, "statsDate", "Dates are written as YYYY-MM-DD.")
	}
	return d, nil
}
