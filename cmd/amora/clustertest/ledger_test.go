package clustertest

import (
	"fmt"
	"testing"
)

// ledger: after the kill, the books add up. Every payment the server acknowledged
// paid is paid and credited exactly once; no payment is credited unless paid, none
// twice; every message's debit names a stored message, once; and every member's
// balance is the sum of their ledger rows, as the API answers it.
func (j *journey) ledger(t *testing.T) {
	j.mu.Lock()
	acked := j.ackedPayments
	j.mu.Unlock()
	for id, i := range acked {
		var status string
		var credits, rows, sum int
		err := j.db.QueryRow(`SELECT p.status, p.credits,
				(SELECT count(*) FROM credit_ledger l WHERE l.ref = 'payment:' || p.provider || ':' || p.provider_payment_id),
				(SELECT COALESCE(sum(amount), 0) FROM credit_ledger l WHERE l.ref = 'payment:' || p.provider || ':' || p.provider_payment_id)
			FROM payments p WHERE p.id = $1 AND p.user_id = $2`, id, j.members[i].id).Scan(&status, &credits, &rows, &sum)
		if err != nil || status != "paid" || rows != 1 || sum != credits {
			t.Errorf("acknowledged payment %d of member %d: %s, %d ledger rows of %d credits (want paid, 1 row of %d): %v", id, i, status, rows, sum, credits, err)
		}
	}
	t.Logf("%d payments acknowledged paid, each credited once", len(acked))

	check := func(what, query string) {
		t.Helper()
		rows, err := j.db.Query(query)
		if err != nil {
			t.Fatal(err)
		}
		defer rows.Close()
		for rows.Next() {
			var a, b any
			if err := rows.Scan(&a, &b); err != nil {
				t.Fatal(err)
			}
			t.Errorf("%s: %v %v", what, a, b)
		}
	}
	check("payment credited but not paid, or credited twice", `SELECT p.id, p.status FROM payments p
		WHERE (SELECT count(*) FROM credit_ledger l WHERE l.ref = 'payment:' || p.provider || ':' || p.provider_payment_id) <> CASE WHEN p.status = 'paid' THEN 1 ELSE 0 END`)
	check("payment row of the ledger without its payment", `SELECT l.id, l.ref FROM credit_ledger l WHERE l.reason = 'payment'
		AND NOT EXISTS (SELECT 1 FROM payments p WHERE l.ref = 'payment:' || p.provider || ':' || p.provider_payment_id)`)
	check("message debit without its message", `SELECT l.id, l.ref FROM credit_ledger l WHERE l.ref LIKE 'message:%'
		AND NOT EXISTS (SELECT 1 FROM messages m WHERE l.ref = 'message:' || m.id)`)
	check("ledger rows that do not sum to the balance", `SELECT u.id, u.credits - COALESCE((SELECT sum(amount) FROM credit_ledger l WHERE l.user_id = u.id), 0)
		FROM users u WHERE u.credits <> COALESCE((SELECT sum(amount) FROM credit_ledger l WHERE l.user_id = u.id), 0)`)

	var dbSum int
	for i, m := range j.members[:j.banned] {
		if err := j.db.QueryRow(`SELECT credits FROM users WHERE id = $1`, m.id).Scan(&dbSum); err != nil {
			t.Fatal(err)
		}
		if got := j.balance(t, m); got != dbSum {
			t.Errorf("member %d: the API answers %d credits, the database holds %d", i, got, dbSum)
		}
	}
	var paid, credited int
	if err := j.db.QueryRow(`SELECT count(*), COALESCE(sum(credits), 0) FROM payments WHERE status = 'paid'`).Scan(&paid, &credited); err != nil {
		t.Fatal(err)
	}
	var open int
	if err := j.db.QueryRow(`SELECT count(*) FROM payments WHERE status IN ('open', 'pending')`).Scan(&open); err != nil {
		t.Fatal(err)
	}
	var leased int
	var kinds string
	if err := j.db.QueryRow(`SELECT count(*), COALESCE(string_agg(kind, ', '), '') FROM jobs WHERE status = 'pending' AND attempts > 0 AND last_error = ''`).Scan(&leased, &kinds); err != nil {
		t.Fatal(err)
	}
	t.Logf("jobs claimed and not finished (running, or held by the killed instance until their lease ends): %d %s", leased, kinds)
	t.Logf("%s", fmt.Sprintf("ledger: %d payments paid for %d credits, each once; %d left open by requests that never got an answer (the sweep settles them)", paid, credited, open))
}
