package sqlstore

import (
	"context"
	"maps"
	"slices"
	"strings"

	"amora"
)

var _ amora.MoneyAdminService = (*DB)(nil)

// ListPackages returns every package, sold or not, with all its prices and how many
// payments name it, in display order.
func (db *DB) ListPackages(ctx context.Context) ([]amora.PackageRow, error) {
	return listPackages(ctx, db, 0)
}

func listPackages(ctx context.Context, db *DB, id int64) ([]amora.PackageRow, error) {
	q := `SELECT p.id, p.credits, p.popular, p.position, p.active,
		(SELECT COUNT(*) FROM payments pm WHERE pm.package_id = p.id) FROM packages p`
	args := []any{}
	if id != 0 {
		q += ` WHERE p.id = ?`
		args = append(args, id)
	}
	rows, err := db.query(ctx, q+` ORDER BY p.position, p.credits, p.id`, args...)
	if err != nil {
		return nil, err
	}
	out := []amora.PackageRow{}
	byID := map[int64]int{}
	for rows.Next() {
		p := amora.PackageRow{Prices: map[string]int{}}
		if err := rows.Scan(&p.ID, &p.Credits, &p.Popular, &p.Position, &p.Active, &p.Payments); err != nil {
			rows.Close()
			return nil, err
		}
		byID[p.ID] = len(out)
		out = append(out, p)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, err
	}
	prices, err := db.query(ctx, `SELECT package_id, currency, amount FROM package_prices`)
	if err != nil {
		return nil, err
	}
	defer prices.Close()
	for prices.Next() {
		var pid int64
		var cur string
		var amount int
		if err := prices.Scan(&pid, &cur, &amount); err != nil {
			return nil, err
		}
		if i, ok := byID[pid]; ok {
			out[i].Prices[cur] = amount
		}
	}
	return out, prices.Err()
}

func (db *DB) packageRow(ctx context.Context, id int64) (*amora.PackageRow, error) {
	list, err := listPackages(ctx, db, id)
	if err != nil {
		return nil, err
	}
	if len(list) == 0 {
		return nil, amora.ErrPackageRowNotFound()
	}
	return &list[0], nil
}

// packageAudit is what the audit log keeps of a package.
func packageAudit(p amora.PackageRow) map[string]any {
	return map[string]any{"credits": p.Credits, "popular": p.Popular, "position": p.Position, "active": p.Active, "prices": p.Prices}
}

// writePrices replaces the prices of a package.
func writePrices(ctx context.Context, tx *Tx, id int64, prices map[string]int) error {
	if _, err := tx.exec(ctx, `DELETE FROM package_prices WHERE package_id = ?`, id); err != nil {
		return err
	}
	for _, cur := range slices.Sorted(maps.Keys(prices)) {
		if _, err := tx.exec(ctx, `INSERT INTO package_prices (package_id, currency, amount) VALUES (?, ?, ?)`, id, cur, prices[cur]); err != nil {
			return err
		}
	}
	return nil
}

// CreatePackage adds a package with its prices.
func (db *DB) CreatePackage(ctx context.Context, p amora.PackageRow, by amora.AuditEntry) (*amora.PackageRow, error) {
	if err := p.Validate(); err != nil {
		return nil, err
	}
	var id int64
	err := db.inTx(ctx, func(tx *Tx) error {
		if err := tx.queryRow(ctx, `INSERT INTO packages (credits, popular, position, active, created_at) VALUES (?, ?, ?, ?, ?) RETURNING id`,
			p.Credits, p.Popular, p.Position, p.Active, formatTime(tx.now())).Scan(&id); err != nil {
			return err
		}
		if err := writePrices(ctx, tx, id, p.Prices); err != nil {
			return err
		}
		by.Action, by.TargetType, by.TargetID = "package.create", "package", id
		by.After = amora.AuditJSON(packageAudit(p))
		return tx.Audit(ctx, by)
	})
	if err != nil {
		return nil, err
	}
	return db.packageRow(ctx, id)
}

// UpdatePackage replaces a package's fields and prices; the audit entry keeps the
// fields that changed.
func (db *DB) UpdatePackage(ctx context.Context, p amora.PackageRow, by amora.AuditEntry) (*amora.PackageRow, error) {
	if err := p.Validate(); err != nil {
		return nil, err
	}
	old, err := db.packageRow(ctx, p.ID)
	if err != nil {
		return nil, err
	}
	err = db.inTx(ctx, func(tx *Tx) error {
		res, err := tx.exec(ctx, `UPDATE packages SET credits = ?, popular = ?, position = ?, active = ? WHERE id = ?`,
			p.Credits, p.Popular, p.Position, p.Active, p.ID)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return amora.ErrPackageRowNotFound()
		}
		if err := writePrices(ctx, tx, p.ID, p.Prices); err != nil {
			return err
		}
		was, now := packageAudit(*old), packageAudit(p)
		for k := range now {
			if string(amora.AuditJSON(was[k])) == string(amora.AuditJSON(now[k])) {
				delete(was, k)
				delete(now, k)
			}
		}
		by.Action, by.TargetType, by.TargetID = "package.update", "package", p.ID
		if old.Active && !p.Active {
			by.Action = "package.disable"
		}
		by.Before, by.After = amora.AuditJSON(was), amora.AuditJSON(now)
		return tx.Audit(ctx, by)
	})
	if err != nil {
		return nil, err
	}
	return db.packageRow(ctx, p.ID)
}

// ListDiscounts lists the codes in state ("" for all), newest first.
func (db *DB) ListDiscounts(ctx context.Context, state string) ([]amora.DiscountCode, error) {
	rows, err := db.query(ctx, `SELECT `+discountColumns+` FROM discount_codes ORDER BY created_at DESC, code`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	now := db.Now()
	out := []amora.DiscountCode{}
	for rows.Next() {
		d, err := scanDiscount(rows)
		if err != nil {
			return nil, err
		}
		if state == "" || d.State(now) == state {
			out = append(out, *d)
		}
	}
	return out, rows.Err()
}

func discountAudit(d amora.DiscountCode) map[string]any {
	m := map[string]any{"code": d.Code, "percentage": d.Percentage, "country": d.Country, "currency": d.Currency,
		"minimum_order_value": d.MinimumOrderValue, "validity": d.Validity, "payment_methods": d.PaymentMethods, "status": d.Status, "expires": ""}
	if !d.Expires.IsZero() {
		m["expires"] = formatTime(d.Expires)
	}
	return m
}

// CreateDiscount adds a new code (validated by the caller); a taken code is refused.
func (db *DB) CreateDiscount(ctx context.Context, d amora.DiscountCode, by amora.AuditEntry) (*amora.DiscountCode, error) {
	d.Code = amora.NormalizeDiscountCode(d.Code)
	d.Status = amora.DiscountActive
	var expires any = ""
	if !d.Expires.IsZero() {
		expires = formatTime(d.Expires)
	}
	err := db.inTx(ctx, func(tx *Tx) error {
		if _, err := discountRow(ctx, tx, d.Code); err == nil {
			return amora.ErrDiscountExists()
		} else if amora.ErrorCode(err) != amora.ENOTFOUND {
			return err
		}
		if _, err := tx.exec(ctx, `INSERT INTO discount_codes (`+discountColumns+`, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
			d.Code, d.Country, nil, expires, d.Percentage, d.Currency, d.MinimumOrderValue, d.Status, d.Validity,
			strings.Join(d.PaymentMethods, ","), formatTime(tx.now())); err != nil {
			return err
		}
		by.Action, by.TargetType = "discount.create", "discount"
		by.After = amora.AuditJSON(discountAudit(d))
		return tx.Audit(ctx, by)
	})
	if err != nil {
		return nil, err
	}
	return discountRow(ctx, db, d.Code)
}

// ExpireDiscount ends a code now: its expiry becomes now (an earlier expiry stays).
func (db *DB) ExpireDiscount(ctx context.Context, code string, by amora.AuditEntry) (*amora.DiscountCode, error) {
	code = amora.NormalizeDiscountCode(code)
	err := db.inTx(ctx, func(tx *Tx) error {
		d, err := discountRow(ctx, tx, code)
		if err != nil {
			return err
		}
		now := tx.now()
		if d.Expired(now) {
			return nil
		}
		if _, err := tx.exec(ctx, `UPDATE discount_codes SET expires_at = ? WHERE code = ?`, formatTime(now), code); err != nil {
			return err
		}
		by.Action, by.TargetType = "discount.expire", "discount"
		before := map[string]string{"code": code, "expires": ""}
		if !d.Expires.IsZero() {
			before["expires"] = formatTime(d.Expires)
		}
		by.Before = amora.AuditJSON(before)
		by.After = amora.AuditJSON(map[string]string{"code": code, "expires": formatTime(now)})
		return tx.Audit(ctx, by)
	})
	if err != nil {
		return nil, err
	}
	return discountRow(ctx, db, code)
}

// ListDirectDebitBlocks lists the blocklist, newest first, values masked for display:
// the entries staff added and the IBANs a reversal blocked (listReversalBlocks).
func (db *DB) ListDirectDebitBlocks(ctx context.Context) ([]amora.DirectDebitBlock, error) {
	rows, err := db.query(ctx, `SELECT kind, value, reason, created_at FROM direct_debit_blocks ORDER BY created_at DESC, kind, value`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []amora.DirectDebitBlock{}
	for rows.Next() {
		var b amora.DirectDebitBlock
		var created string
		if err := rows.Scan(&b.Kind, &b.Value, &b.Reason, &created); err != nil {
			return nil, err
		}
		b.CreatedAt, _ = parseTime(created)
		b.Masked, b.Ref = amora.MaskBlockValue(b.Kind, b.Value), amora.BlockRef(b.Kind, b.Value)
		b.Source = amora.DirectDebitBlockManual
		out = append(out, b)
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}
	rows.Close()
	reversals, err := db.listReversalBlocks(ctx)
	if err != nil {
		return nil, err
	}
	out = append(out, reversals...)
	slices.SortStableFunc(out, func(a, b amora.DirectDebitBlock) int { return b.CreatedAt.Compare(a.CreatedAt) })
	return out, nil
}

// AddDirectDebitBlock puts an IBAN or phone number on the blocklist; the audit entry
// keeps it masked.
func (db *DB) AddDirectDebitBlock(ctx context.Context, kind, value, reason string, by amora.AuditEntry) (*amora.DirectDebitBlock, error) {
	value, err := amora.NormalizeBlock(kind, value)
	if err != nil {
		return nil, err
	}
	b := &amora.DirectDebitBlock{Kind: kind, Value: value, Reason: reason, Masked: amora.MaskBlockValue(kind, value), Ref: amora.BlockRef(kind, value),
		Source: amora.DirectDebitBlockManual}
	err = db.inTx(ctx, func(tx *Tx) error {
		b.CreatedAt = tx.now()
		res, err := tx.exec(ctx, `INSERT INTO direct_debit_blocks (kind, value, reason, created_at) VALUES (?, ?, ?, ?)
			ON CONFLICT (kind, value) DO NOTHING`, kind, value, reason, formatTime(b.CreatedAt))
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return amora.ErrBlockExists()
		}
		by.Action, by.TargetType = "directdebit.block", "directdebit_block"
		by.After = amora.AuditJSON(map[string]string{"kind": kind, "value": b.Masked, "ref": b.Ref})
		return tx.Audit(ctx, by)
	})
	if err != nil {
		return nil, err
	}
	return b, nil
}

// RemoveDirectDebitBlock takes the entry named ref off the blocklist: one staff added,
// or an IBAN a reversal blocked (liftReversalBlock).
func (db *DB) RemoveDirectDebitBlock(ctx context.Context, ref string, by amora.AuditEntry) error {
	list, err := db.ListDirectDebitBlocks(ctx)
	if err != nil {
		return err
	}
	i := slices.IndexFunc(list, func(b amora.DirectDebitBlock) bool { return b.Ref == ref })
	if i < 0 {
		return amora.ErrBlockNotFound()
	}
	b := list[i]
	if b.Source == amora.DirectDebitBlockReversal {
		return db.liftReversalBlock(ctx, b, by)
	}
	return db.inTx(ctx, func(tx *Tx) error {
		res, err := tx.exec(ctx, `DELETE FROM direct_debit_blocks WHERE kind = ? AND value = ?`, b.Kind, b.Value)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return amora.ErrBlockNotFound()
		}
		by.Action, by.TargetType = "directdebit.unblock", "directdebit_block"
		by.Before = amora.AuditJSON(map[string]string{"kind": b.Kind, "value": b.Masked, "ref": b.Ref, "reason": b.Reason})
		return tx.Audit(ctx, by)
	})
}
