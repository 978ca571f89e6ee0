package sqlstore

import (
	"context"
	"database/sql"
	"encoding/json"
	"strconv"
	"time"

	"amora"
)

var _ amora.RefundService = (*DB)(nil)

// Refunds and charge-backs (issue 23). A refund takes its credits back through the
// ledger (reason "refund", ref "refund:<id>") when it is recorded, before the provider
// is asked; a refund the provider refused gives them back ("refund_failed"). A
// charge-back takes what the balance holds ("chargeback") and leaves the rest as
// users.credits_debt, which the next credits settle ("chargeback_settled").

// Jobs of refunds and payments: the member's e-mails. Their payload is a RefundJob.
const (
	JobRefundMail = "mail.refund"
	JobOrderMail  = "mail.order"
)

// RefundJob names the refund (JobRefundMail) or payment (JobOrderMail) an e-mail is of.
type RefundJob struct {
	UserID    int64 `json:"user_id"`
	PaymentID int64 `json:"payment_id"`
	RefundID  int64 `json:"refund_id,omitempty"`
}

// errRefundRace tells that a concurrent member refund of the same payment won.
var errRefundRace = amora.Errorf(amora.ECONFLICT, "A refund of this payment exists.")

type rowsQuerier interface {
	rowQuerier
	query(ctx context.Context, q string, args ...any) (*sql.Rows, error)
}

// notEnoughCreditsTx is the answer to a debit the balance does not cover: the
// charge-back debt when there is one, so that the member learns why and how.
func notEnoughCreditsTx(ctx context.Context, q rowQuerier, userID int64) error {
	var debt int
	if err := q.queryRow(ctx, `SELECT credits_debt FROM users WHERE id = ?`, userID).Scan(&debt); err == nil && debt > 0 {
		return amora.ErrCreditsDebt(debt)
	}
	return amora.ErrNotEnoughCredits()
}

// settleDebtTx takes what balance covers of the member's charge-back debt and returns
// the balance after it.
func settleDebtTx(ctx context.Context, tx *Tx, now time.Time, userID int64, balance, debt int) (int, error) {
	take := min(balance, debt)
	if take <= 0 {
		return balance, nil
	}
	if err := ledgerTx(ctx, tx, now, userID, -take, "chargeback_settled", ""); err != nil {
		return 0, err
	}
	err := tx.queryRow(ctx, `UPDATE users SET credits = credits - ?, credits_debt = credits_debt - ? WHERE id = ? RETURNING credits`,
		take, take, userID).Scan(&balance)
	return balance, err
}

// reversedIBANTx counts the reversals recorded for an IBAN (normalized).
func reversedIBANTx(ctx context.Context, q rowQuerier, iban string) (int, error) {
	var n int
	err := q.queryRow(ctx, `SELECT COUNT(*) FROM direct_debit_reversals WHERE iban_hash = ?`, hashIBAN(iban)).Scan(&n)
	return n, err
}

// creditLots lists the member's credit additions in order, each less its payment's
// refunds and charge-backs, with the balance.
func creditLots(ctx context.Context, q rowsQuerier, userID int64) ([]amora.CreditLot, int, error) {
	var balance int
	if err := q.queryRow(ctx, `SELECT credits FROM users WHERE id = ?`, userID).Scan(&balance); isNoRows(err) {
		return nil, 0, amora.ErrMemberNotFound
	} else if err != nil {
		return nil, 0, err
	}
	rows, err := q.query(ctx, `SELECT l.amount, COALESCE(p.id, 0), COALESCE(p.refunded_credits + p.charged_back_credits, 0)
		FROM credit_ledger l
		LEFT JOIN payments p ON p.user_id = l.user_id AND l.reason = 'payment' AND l.ref = 'payment:' || p.provider || ':' || p.provider_payment_id
		WHERE l.user_id = ? AND l.amount > 0 AND l.reason <> 'refund_failed' ORDER BY l.id`, userID)
	if err != nil {
		return nil, 0, err
	}
	defer rows.Close()
	var lots []amora.CreditLot
	for rows.Next() {
		var l amora.CreditLot
		var back int
		if err := rows.Scan(&l.Credits, &l.PaymentID, &back); err != nil {
			return nil, 0, err
		}
		l.Credits -= back
		lots = append(lots, l)
	}
	return lots, balance, rows.Err()
}

// unusedOf is how many credits of payment p are unused now.
func unusedOf(ctx context.Context, q rowsQuerier, p *amora.Payment) (int, error) {
	lots, balance, err := creditLots(ctx, q, p.UserID)
	if err != nil {
		return 0, err
	}
	for i, l := range lots {
		if l.PaymentID == p.ID {
			return amora.UnusedCredits(lots, i, balance), nil
		}
	}
	return 0, nil
}

// memberQuote is what the member would get back of p at now.
func memberQuote(ctx context.Context, q rowsQuerier, now time.Time, p *amora.Payment, refundDays int) (amora.RefundQuote, error) {
	quote := amora.RefundQuote{Currency: p.Currency}
	if p.Status != amora.PaymentPaid {
		quote.Why = "status"
		return quote, nil
	}
	quote.Until = amora.RefundUntil(p.PaidAt, refundDays)
	var done, debt int
	if err := q.queryRow(ctx, `SELECT COUNT(*) FROM refunds WHERE payment_id = ? AND kind = ? AND status <> ?`,
		p.ID, amora.RefundMember, amora.RefundFailed).Scan(&done); err != nil {
		return quote, err
	}
	if err := q.queryRow(ctx, `SELECT credits_debt FROM users WHERE id = ?`, p.UserID).Scan(&debt); err != nil {
		return quote, err
	}
	unused, err := unusedOf(ctx, q, p)
	if err != nil {
		return quote, err
	}
	left := p.Amount - p.Refunded - p.ChargedBack
	quote.Credits, quote.Amount = unused, min(left, amora.ProRata(p.Amount, unused, p.Credits))
	switch {
	case done > 0:
		quote.Why = "refunded"
	case now.After(quote.Until):
		quote.Why = "expired"
	case debt > 0:
		quote.Why = "debt"
	case unused == 0 || quote.Amount <= 0:
		quote.Why = "spent"
	}
	quote.Eligible = quote.Why == ""
	return quote, nil
}

// RefundQuote tells what the member would get back of their payment now.
func (db *DB) RefundQuote(ctx context.Context, userID, paymentID int64, refundDays int) (*amora.RefundQuote, error) {
	p, err := db.Payment(ctx, userID, paymentID)
	if err != nil {
		return nil, err
	}
	q, err := memberQuote(ctx, db, db.Now(), p, refundDays)
	return &q, err
}

// BeginMemberRefund takes the unused credits of the member's payment back and records
// their refund pending, pro rata of the price. A member refund that exists already
// (pending or done) is answered Replayed, so a repeated request refunds nothing more.
func (db *DB) BeginMemberRefund(ctx context.Context, userID, paymentID int64, refundDays int) (*amora.Refund, error) {
	var out *amora.Refund
	err := db.inTx(ctx, func(tx *Tx) error {
		now := db.Now()
		p, err := scanPayment(tx.queryRow(ctx, `SELECT `+paymentColumns+` FROM payments WHERE id = ? AND user_id = ?`, paymentID, userID))
		if err != nil {
			return err
		}
		if out, err = memberRefundTx(ctx, tx, paymentID); err != nil || out != nil {
			return err
		}
		quote, err := memberQuote(ctx, tx, now, p, refundDays)
		if err != nil {
			return err
		}
		if !quote.Eligible {
			return amora.ErrRefundNotPossible(quote.Why)
		}
		out, err = takeRefundTx(ctx, tx, now, p, amora.Refund{Kind: amora.RefundMember, Amount: quote.Amount, Credits: quote.Credits})
		return err
	})
	if err == errRefundRace {
		return db.existingMemberRefund(ctx, paymentID)
	}
	return out, err
}

func (db *DB) existingMemberRefund(ctx context.Context, paymentID int64) (*amora.Refund, error) {
	var out *amora.Refund
	err := db.inTx(ctx, func(tx *Tx) error {
		var err error
		out, err = memberRefundTx(ctx, tx, paymentID)
		if err == nil && out == nil {
			err = errRefundRace
		}
		return err
	})
	return out, err
}

// memberRefundTx returns the payment's member refund that is pending or done, Replayed;
// nil when there is none.
func memberRefundTx(ctx context.Context, tx *Tx, paymentID int64) (*amora.Refund, error) {
	r, err := scanRefund(tx.queryRow(ctx, `SELECT `+refundColumns+` FROM refunds WHERE payment_id = ? AND kind = ? AND status <> ?`,
		paymentID, amora.RefundMember, amora.RefundFailed))
	if isNoRows(err) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	r.Replayed = true
	return r, nil
}

// takeRefundTx records refund r of payment p pending and takes its credits back.
func takeRefundTx(ctx context.Context, tx *Tx, now time.Time, p *amora.Payment, r amora.Refund) (*amora.Refund, error) {
	at := formatTime(now)
	var id int64
	err := tx.queryRow(ctx, `INSERT INTO refunds (payment_id, user_id, kind, amount, currency, credits, reason, status, staff_id, created_at, updated_at)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
		p.ID, nullID(p.UserID), r.Kind, r.Amount, p.Currency, r.Credits, r.Reason, amora.RefundPending, r.StaffID, at, at).Scan(&id)
	if err != nil {
		if tx.d.isUniqueViolation(err) {
			return nil, errRefundRace
		}
		return nil, err
	}
	if r.Credits > 0 {
		if err := creditTx(ctx, tx, now, p.UserID, -r.Credits, "refund", "refund:"+strconv.FormatInt(id, 10)); err != nil {
			return nil, err
		}
		if err := tx.memberChanged(ctx, p.UserID); err != nil {
			return nil, err
		}
	}
	if _, err := tx.exec(ctx, `UPDATE payments SET refunded_amount = refunded_amount + ?, refunded_credits = refunded_credits + ?, updated_at = ?
		WHERE id = ?`, r.Amount, r.Credits, at, p.ID); err != nil {
		return nil, err
	}
	if err := queueRefundRetryTx(ctx, tx, now, id); err != nil {
		return nil, err
	}
	return scanRefund(tx.queryRow(ctx, `SELECT `+refundColumns+` FROM refunds WHERE id = ?`, id))
}

// BeginStaffRefund records a staff refund of any amount up to what is left of the
// payment, pending, with its audit entry. It takes back the share of the credits the
// amount stands for, as far as they are unused: a goodwill refund of spent credits
// takes none.
func (db *DB) BeginStaffRefund(ctx context.Context, sr amora.StaffRefund, by amora.AuditEntry) (*amora.Refund, error) {
	if err := sr.Validate(); err != nil {
		return nil, err
	}
	var out *amora.Refund
	err := db.inTx(ctx, func(tx *Tx) error {
		now := db.Now()
		p, err := scanPayment(tx.queryRow(ctx, `SELECT `+paymentColumns+` FROM payments WHERE id = ? AND user_id = ?`, sr.PaymentID, sr.MemberID))
		if err != nil {
			return err
		}
		if p.Status != amora.PaymentPaid {
			return amora.ErrRefundNotPossible("status")
		}
		left := p.Amount - p.Refunded - p.ChargedBack
		if sr.Amount > left {
			return amora.ErrRefundTooMuch(left)
		}
		unused, err := unusedOf(ctx, tx, p)
		if err != nil {
			return err
		}
		credits := min(unused, amora.ProRata(p.Credits, sr.Amount, p.Amount))
		if out, err = takeRefundTx(ctx, tx, now, p, amora.Refund{Kind: amora.RefundStaff, Amount: sr.Amount, Credits: credits,
			Reason: sr.Reason, StaffID: by.StaffID}); err != nil {
			return err
		}
		by.At, by.Action, by.TargetType, by.TargetID, by.Reason = now, "payment.refund", "member", sr.MemberID, sr.Reason
		by.Before = amora.AuditJSON(map[string]any{"payment_id": p.ID, "refunded": p.Refunded})
		by.After = amora.AuditJSON(map[string]any{"payment_id": p.ID, "refund_id": out.ID, "amount": out.Amount,
			"currency": out.Currency, "credits": out.Credits, "refunded": p.Refunded + out.Amount})
		return tx.Audit(ctx, by)
	})
	return out, err
}

// FinishRefund records the provider's answer to a pending refund. Done, the refund
// takes its share of revenue out of the statistics and queues the member's e-mail;
// failed, it gives the credits back. A refund that is not pending is answered as it is.
func (db *DB) FinishRefund(ctx context.Context, refundID int64, providerRefundID string, failed bool) (*amora.Refund, error) {
	var out *amora.Refund
	err := db.inTx(ctx, func(tx *Tx) error {
		now := db.Now()
		r, err := scanRefund(tx.queryRow(ctx, `SELECT `+refundColumns+` FROM refunds WHERE id = ?`, refundID))
		if isNoRows(err) {
			return amora.Errorf(amora.ENOTFOUND, "Refund not found.")
		} else if err != nil {
			return err
		}
		out = r
		if r.Status != amora.RefundPending {
			return nil
		}
		at := formatTime(now)
		if failed {
			if _, err := tx.exec(ctx, `UPDATE refunds SET status = ?, updated_at = ? WHERE id = ?`, amora.RefundFailed, at, r.ID); err != nil {
				return err
			}
			if _, err := tx.exec(ctx, `UPDATE payments SET refunded_amount = refunded_amount - ?, refunded_credits = refunded_credits - ?,
				updated_at = ? WHERE id = ?`, r.Amount, r.Credits, at, r.PaymentID); err != nil {
				return err
			}
			if r.Credits > 0 && r.UserID != 0 {
				if err := creditTx(ctx, tx, now, r.UserID, r.Credits, "refund_failed", "refund:"+strconv.FormatInt(r.ID, 10)+":failed"); err != nil {
					return err
				}
				if err := tx.memberChanged(ctx, r.UserID); err != nil {
					return err
				}
			}
			out.Status = amora.RefundFailed
			return nil
		}
		if _, err := tx.exec(ctx, `UPDATE refunds SET status = ?, provider_refund_id = ?, updated_at = ? WHERE id = ?`,
			amora.RefundRefunded, providerRefundID, at, r.ID); err != nil {
			return err
		}
		out.Status, out.ProviderRefundID = amora.RefundRefunded, providerRefundID
		if r.UserID == 0 {
			return nil
		}
		if err := refundStatsTx(ctx, tx, now, r); err != nil {
			return err
		}
		payload, err := json.Marshal(RefundJob{UserID: r.UserID, PaymentID: r.PaymentID, RefundID: r.ID})
		if err != nil {
			return err
		}
		_, err = enqueueTx(ctx, tx, now, JobRefundMail, payload, time.Time{})
		return err
	})
	return out, err
}

// refundStatsTx takes refund r out of the statistics of its day: revenue and credits,
// and the purchase itself when the whole payment went back.
func refundStatsTx(ctx context.Context, tx *Tx, now time.Time, r *amora.Refund) error {
	p, err := scanPayment(tx.queryRow(ctx, `SELECT `+paymentColumns+` FROM payments WHERE id = ?`, r.PaymentID))
	if err != nil {
		return err
	}
	var earlier int
	if err := tx.queryRow(ctx, `SELECT COUNT(*) FROM payments WHERE user_id = ? AND status = ? AND (paid_at < ? OR (paid_at = ? AND id < ?))`,
		p.UserID, amora.PaymentPaid, formatTime(p.PaidAt), formatTime(p.PaidAt), p.ID).Scan(&earlier); err != nil {
		return err
	}
	return bumpStatsTx(ctx, tx, now, p.UserID, amora.RefundStats(*p, earlier == 0, r.Amount, r.Credits))
}

// ApplyChargeback records that chargedBack cents of a paid payment were charged back
// in all. What is new (chargedBack above what was recorded) takes its share of the
// payment's remaining credits: from the balance, and as a debt for what the balance
// does not cover. A reversed direct debit blocks its IBAN for direct debit. Reported
// again, nothing changes.
func (db *DB) ApplyChargeback(ctx context.Context, provider, providerID string, chargedBack int) (amora.Chargeback, error) {
	var out amora.Chargeback
	err := db.inTx(ctx, func(tx *Tx) error {
		out = amora.Chargeback{}
		now := db.Now()
		p, err := scanPayment(tx.queryRow(ctx, `SELECT `+paymentColumns+` FROM payments WHERE provider = ? AND provider_payment_id = ?`,
			provider, providerID))
		if err != nil {
			return err
		}
		delta := min(chargedBack, p.Amount) - p.ChargedBack
		if p.Status != amora.PaymentPaid || delta <= 0 {
			return nil
		}
		moneyLeft := p.Amount - p.Refunded - p.ChargedBack
		creditsLeft := max(0, p.Credits-p.RefundedCredits-p.ChargedBackCredits)
		credits := creditsLeft
		if delta < moneyLeft {
			credits = amora.ProRata(creditsLeft, delta, moneyLeft)
		}
		take, debt := 0, 0
		at := formatTime(now)
		if p.UserID != 0 {
			var balance int
			if err := tx.queryRow(ctx, `SELECT credits FROM users WHERE id = ?`, p.UserID).Scan(&balance); err != nil {
				return err
			}
			take = min(balance, credits)
			debt = credits - take
		}
		var id int64
		if err := tx.queryRow(ctx, `INSERT INTO refunds (payment_id, user_id, kind, amount, currency, credits, debt, status, created_at, updated_at)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
			p.ID, nullID(p.UserID), amora.RefundChargeback, delta, p.Currency, credits, debt, amora.RefundRefunded, at, at).Scan(&id); err != nil {
			return err
		}
		if _, err := tx.exec(ctx, `UPDATE payments SET charged_back_amount = charged_back_amount + ?, charged_back_credits = charged_back_credits + ?,
			updated_at = ? WHERE id = ?`, delta, credits, at, p.ID); err != nil {
			return err
		}
		if p.Method == amora.MethodSDD {
			if _, err := tx.exec(ctx, `INSERT INTO direct_debit_reversals (iban_hash, iban_masked, payment_id, created_at)
				SELECT iban_hash, iban_masked, payment_id, ? FROM direct_debits WHERE payment_id = ? ON CONFLICT (iban_hash) DO NOTHING`,
				at, p.ID); err != nil {
				return err
			}
		}
		r, err := scanRefund(tx.queryRow(ctx, `SELECT `+refundColumns+` FROM refunds WHERE id = ?`, id))
		if err != nil {
			return err
		}
		out.Refund = r
		if p.UserID == 0 {
			return nil
		}
		if take > 0 {
			if err := ledgerTx(ctx, tx, now, p.UserID, -take, "chargeback", "chargeback:"+strconv.FormatInt(id, 10)); err != nil {
				return err
			}
		}
		if err := tx.queryRow(ctx, `UPDATE users SET credits = credits - ?, credits_debt = credits_debt + ? WHERE id = ? RETURNING credits, credits_debt`,
			take, debt, p.UserID).Scan(&out.Balance, &out.Debt); err != nil {
			return err
		}
		if debt > 0 {
			if err := chargebackMailTx(ctx, tx, now, p, id); err != nil {
				return err
			}
		}
		if err := tx.memberChanged(ctx, p.UserID); err != nil {
			return err
		}
		return refundStatsTx(ctx, tx, now, r)
	})
	return out, err
}

func nullID(id int64) any {
	if id == 0 {
		return nil
	}
	return id
}

// Refunds lists a payment's refunds, oldest first.
func (db *DB) Refunds(ctx context.Context, paymentID int64) ([]amora.Refund, error) {
	rows, err := db.query(ctx, `SELECT `+refundColumns+` FROM refunds WHERE payment_id = ? ORDER BY id`, paymentID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []amora.Refund{}
	for rows.Next() {
		r, err := scanRefund(rows)
		if err != nil {
			return nil, err
		}
		out = append(out, *r)
	}
	return out, rows.Err()
}

// CreditsDebt returns the credits a charge-back left the member owing.
func (db *DB) CreditsDebt(ctx context.Context, userID int64) (int, error) {
	var debt int
	err := db.queryRow(ctx, `SELECT credits_debt FROM users WHERE id = ?`, userID).Scan(&debt)
	if isNoRows(err) {
		return 0, amora.ErrMemberNotFound
	}
	return debt, err
}

// RecordConsent stores the checkout consent (terms and immediate delivery) with a
// payment: when it was given and from which address.
func (db *DB) RecordConsent(ctx context.Context, paymentID int64, ip string) error {
	return db.inTx(ctx, func(tx *Tx) error {
		_, err := tx.exec(ctx, `UPDATE payments SET consent_at = ?, consent_ip = ? WHERE id = ? AND consent_at = ''`,
			formatTime(db.Now()), ip, paymentID)
		return err
	})
}

// PaymentConsent returns when the consent of a payment was given (zero when never).
func (db *DB) PaymentConsent(ctx context.Context, paymentID int64) (time.Time, error) {
	var at string
	if err := db.queryRow(ctx, `SELECT consent_at FROM payments WHERE id = ?`, paymentID).Scan(&at); err != nil {
		return time.Time{}, err
	}
	if at == "" {
		return time.Time{}, nil
	}
	return parseTime(at)
}

const refundColumns = `id, payment_id, COALESCE(user_id, 0), kind, amount, currency, credits, debt, reason, status, provider_refund_id, staff_id, created_at`

func scanRefund(row interface{ Scan(...any) error }) (*amora.Refund, error) {
	var r amora.Refund
	var created string
	if err := row.Scan(&r.ID, &r.PaymentID, &r.UserID, &r.Kind, &r.Amount, &r.Currency, &r.Credits, &r.Debt, &r.Reason, &r.Status,
		&r.ProviderRefundID, &r.StaffID, &created); err != nil {
		return nil, err
	}
	r.CreatedAt, _ = parseTime(created)
	return &r, nil
}

// orderMailTx queues the order confirmation of a payment that became paid.
func orderMailTx(ctx context.Context, tx *Tx, now time.Time, p *amora.Payment) error {
	payload, err := json.Marshal(RefundJob{UserID: p.UserID, PaymentID: p.ID})
	if err != nil {
		return err
	}
	_, err = enqueueTx(ctx, tx, now, JobOrderMail, payload, time.Time{})
	return err
}

// PaymentByID returns any payment by its id, for the e-mails of jobs.
func (db *DB) PaymentByID(ctx context.Context, id int64) (*amora.Payment, error) {
	return scanPayment(db.queryRow(ctx, `SELECT `+paymentColumns+` FROM payments WHERE id = ?`, id))
}

// RefundByID returns a refund by its id.
func (db *DB) RefundByID(ctx context.Context, id int64) (*amora.Refund, error) {
	r, err := scanRefund(db.queryRow(ctx, `SELECT `+refundColumns+` FROM refunds WHERE id = ?`, id))
	if isNoRows(err) {
		return nil, amora.Errorf(amora.ENOTFOUND, "Refund not found.")
	}
	return r, err
}

// rebuildRefundStatsTx takes the refunds and charge-backs made back out of rebuilt
// roll-ups, as refundStatsTx did when they were made; firstID names each member's
// first paid payment.
func rebuildRefundStatsTx(ctx context.Context, tx *Tx, firstID map[int64]int64) error {
	rows, err := tx.query(ctx, `SELECT `+refundColumns+` FROM refunds WHERE status = ? AND user_id IS NOT NULL ORDER BY id`, amora.RefundRefunded)
	if err != nil {
		return err
	}
	var list []*amora.Refund
	for rows.Next() {
		r, err := scanRefund(rows)
		if err != nil {
			rows.Close()
			return err
		}
		list = append(list, r)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return err
	}
	for _, r := range list {
		p, err := scanPayment(tx.queryRow(ctx, `SELECT `+paymentColumns+` FROM payments WHERE id = ?`, r.PaymentID))
		if err != nil {
			return err
		}
		if err := bumpStatsTx(ctx, tx, r.CreatedAt, p.UserID, amora.RefundStats(*p, firstID[p.UserID] == p.ID, r.Amount, r.Credits)); err != nil {
			return err
		}
	}
	return nil
}
