package httpapi_test

import (
	"strconv"
	"testing"

	"amora/internal/sqlstore"
	"amora/internal/sqlstore/storetest"
)

// TestMessageCostByCountry checks that the minimum message cost is charged as money:
// 99 PLN-cents are less than a credit of the biggest PLN package (1 credit), 35
// CHF-cents and 29 GBP-cents more (2 credits), NL has no minimum (1). The offer, the
// chat screen and the send all say the same, and the send debits it.
func TestMessageCostByCountry(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		b := newBilling(t, db)
		_, lotteID := b.member(t, "lotte", "NL")
		confirm(t, db, itoa(lotteID))
		for _, c := range []struct {
			country string
			want    int
		}{{"PL", 1}, {"CH", 2}, {"GB", 2}, {"NL", 1}} {
			t.Run(c.country, func(t *testing.T) {
				m, id := b.member(t, "m"+c.country, c.country)
				confirm(t, db, itoa(id))
				cost := `"message_cost":` + strconv.Itoa(c.want) + `,`
				m.expect("GET", "/api/packages", "", 200, cost)
				m.expect("GET", "/api/chats/with/"+itoa(lotteID), "", 200, cost)
				// 10 credits at sign-up.
				m.expect("POST", "/api/members/"+itoa(lotteID)+"/messages", `{"text":"Hi"}`, 201, `{"credits":`+strconv.Itoa(10-c.want)+`,`)
			})
		}
	})
}
