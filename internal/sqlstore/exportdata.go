package sqlstore

import (
	"bytes"
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
)

// exportSection is one JSON file of a member's data export (issue 23): what one query
// returns, every ? in it bound to the member's id. The query names its columns (never
// SELECT *), so that secrets such as password and token hashes stay out and a new
// column is a decision, not an accident.
type exportSection struct {
	file   string   // path in the ZIP without ".json"
	tables []string // the tables whose member data this file holds
	one    bool     // a single object (null when no row) instead of a list
	bools  []string // boolean columns (integers in SQLite)
	query  string
}

// exportSections is what a data export holds. Every table with member data is either
// here or in exportExcluded with the reason; TestExportCoversMemberTables fails on a
// table in neither, so a new table is added to one of the two in the same change.
var exportSections = []exportSection{
	{file: "account", tables: []string{"users"}, one: true, bools: []string{"paid_user"}, query: `SELECT id, site_host, email, name,
		date_of_birth, signup_message, language, status, profile_status, credits, credits_debt, paid_user, created_at, activated_at, deleted_at,
		delete_reason, delete_remarks, locked_at, banned_at, last_seen_at FROM users WHERE id = ?`},
	{file: "profile", tables: []string{"users"}, one: true, query: `SELECT gender, looking_for, country, region, city, sexuality,
		about_me, body_type, hair_color, eye_color, relationship_status, interests, main_photo_id, profile_missing FROM users WHERE id = ?`},
	{file: "settings", tables: []string{"users"}, one: true, bools: []string{"invisible"}, query: `SELECT language, invisible,
		notifications_disabled FROM users WHERE id = ?`},
	{file: "consents", tables: []string{"users", "push_preview"}, one: true, query: `SELECT u.created_at AS terms_and_privacy_accepted_at,
		p.created_at AS push_preview_since FROM users u LEFT JOIN push_preview p ON p.user_id = u.id WHERE u.id = ?`},
	{file: "notification_settings/email_off", tables: []string{"notifications_off"}, query: `SELECT type, reason, created_at
		FROM notifications_off WHERE user_id = ? ORDER BY type`},
	{file: "notification_settings/push_off", tables: []string{"push_off"}, query: `SELECT type, created_at FROM push_off
		WHERE user_id = ? ORDER BY type`},
	{file: "notification_settings/mail_disabled", tables: []string{"mail_disabled"}, query: `SELECT email, reason, created_at
		FROM mail_disabled WHERE user_id = ?`},
	{file: "photos", tables: []string{"photos"}, query: `SELECT id, status, created_at, reject_reason, reject_note,
		'photos/' || id || '.jpg' AS file FROM photos WHERE user_id = ? ORDER BY id`},
	{file: "conversations", tables: []string{"conversations", "chat_members"}, bools: []string{"listed", "wrote"}, query: `SELECT
		c.conversation_id, c.partner_id, p.name AS partner_name, c.unread, c.listed, c.wrote, c.cleared_to, c.updated_at
		FROM chat_members c LEFT JOIN users p ON p.id = c.partner_id WHERE c.member_id = ? ORDER BY c.conversation_id`},
	{file: "messages", tables: []string{"messages"}, query: `SELECT m.id, m.conversation_id,
		CASE WHEN m.sender_id = c.member_id THEN 'sent' ELSE 'received' END AS direction, m.sender_id, s.name AS sender_name,
		m.body, m.gift, m.created_at, m.delivered_at, m.read_at
		FROM chat_members c JOIN messages m ON m.conversation_id = c.conversation_id LEFT JOIN users s ON s.id = m.sender_id
		WHERE c.member_id = ? ORDER BY m.id`},
	{file: "likes_given", tables: []string{"likes"}, query: `SELECT l.liked_id AS member_id, u.name AS member_name, l.created_at
		FROM likes l LEFT JOIN users u ON u.id = l.liked_id WHERE l.liker_id = ? ORDER BY l.created_at`},
	{file: "likes_received", tables: []string{"likes"}, bools: []string{"unseen"}, query: `SELECT l.liker_id AS member_id,
		u.name AS member_name, l.created_at, l.like_new AS unseen FROM likes l LEFT JOIN users u ON u.id = l.liker_id
		WHERE l.liked_id = ? ORDER BY l.created_at`},
	{file: "swipes", tables: []string{"swipes"}, query: `SELECT day, target_id AS member_id, action, created_at FROM swipes
		WHERE member_id = ? ORDER BY created_at`},
	{file: "blocks", tables: []string{"blocks"}, query: `SELECT b.blocked_id AS member_id, u.name AS member_name, b.created_at
		FROM blocks b LEFT JOIN users u ON u.id = b.blocked_id WHERE b.blocker_id = ? ORDER BY b.created_at`},
	{file: "complaints_made", tables: []string{"complaints"}, query: `SELECT id AS reference, category, url, member_id, photo_id,
		message_id, explanation, name, email, created_at, status, decided_at, decision FROM complaints WHERE reporter_id = ?
		ORDER BY id`},
	{file: "payments/payments", tables: []string{"payments"}, bools: []string{"stored_card"}, query: `SELECT id, package_id, credits,
		method, amount, currency, discount_code, discount_percentage, provider, provider_payment_id, status, stored_card, country,
		refunded_amount, refunded_credits, charged_back_amount, charged_back_credits, consent_at, consent_ip,
		created_at, paid_at, updated_at FROM payments WHERE user_id = ? ORDER BY id`},
	{file: "payments/refunds", tables: []string{"refunds"}, query: `SELECT id, payment_id, kind, amount, currency, credits, debt,
		status, created_at, updated_at FROM refunds WHERE user_id = ? ORDER BY id`},
	{file: "payments/direct_debits", tables: []string{"direct_debits"}, query: `SELECT d.payment_id, d.account_holder, d.iban_masked,
		d.street, d.house_number, d.zip, d.city, d.phone FROM direct_debits d JOIN payments p ON p.id = d.payment_id
		WHERE p.user_id = ? ORDER BY d.payment_id`},
	{file: "payments/card_mandates", tables: []string{"card_mandates"}, query: `SELECT provider, customer_id, mandate_id, method,
		created_at FROM card_mandates WHERE user_id = ? ORDER BY provider`},
	{file: "payments/discount_codes", tables: []string{"discount_codes"}, query: `SELECT code, country, expires_at, value_percentage,
		currency, minimum_order_value, status, validity, payment_methods, created_at FROM discount_codes WHERE user_id = ? ORDER BY created_at`},
	{file: "payments/discount_uses", tables: []string{"discount_uses"}, query: `SELECT code, payment_id, used_at FROM discount_uses
		WHERE user_id = ? ORDER BY used_at`},
	{file: "credit_ledger", tables: []string{"credit_ledger"}, query: `SELECT id, amount, reason, ref, created_at FROM credit_ledger
		WHERE user_id = ? ORDER BY id`},
	{file: "security/sessions", tables: []string{"sessions"}, query: `SELECT created_at, expires_at, ip, user_agent FROM sessions
		WHERE user_id = ? ORDER BY created_at`},
	{file: "security/logins", tables: []string{"logins"}, query: `SELECT created_at, ip, user_agent FROM logins WHERE user_id = ? ORDER BY id`},
	{file: "security/devices", tables: []string{"devices"}, query: `SELECT created_at, last_login_at FROM devices WHERE user_id = ?
		ORDER BY created_at`},
	{file: "security/phone_verifications", tables: []string{"sms_codes"}, query: `SELECT phone, attempts, created_at, expires_at, used_at
		FROM sms_codes WHERE user_id = ? ORDER BY id`},
	{file: "account_events", tables: []string{"account_events"}, query: `SELECT kind, created_at FROM account_events WHERE user_id = ?
		ORDER BY id`},
	{file: "tracking/signup_source", tables: []string{"users"}, one: true, query: `SELECT ts_network AS network, ts_ref AS ref,
		ts_sub1 AS sub1, ts_sub2 AS sub2, ts_sub3 AS sub3, ts_click_id AS click_id FROM users WHERE id = ?`},
	{file: "tracking/touches", tables: []string{"traffic_touches"}, query: `SELECT kind, network, ref, sub1, sub2, sub3, click_id, path,
		touched_at FROM traffic_touches WHERE user_id = ? ORDER BY id`},
	{file: "tracking/conversions", tables: []string{"conversions"}, query: `SELECT id, event, network, ref, sub1, sub2, sub3, click_id,
		payment_id, amount, currency, postback_status, created_at FROM conversions WHERE user_id = ? ORDER BY id`},
	{file: "tracking/postbacks", tables: []string{"postback_attempts"}, query: `SELECT a.conversion_id, a.attempt, a.url, a.status,
		a.response_code, a.attempted_at FROM postback_attempts a JOIN conversions c ON c.id = a.conversion_id
		WHERE c.user_id = ? ORDER BY a.id`},
	{file: "tracking/paying_days", tables: []string{"stats_payers"}, query: `SELECT day, site_host, network, ref, sub1, sub2, sub3
		FROM stats_payers WHERE user_id = ? ORDER BY day`},
	{file: "push_subscriptions", tables: []string{"push_subscriptions"}, query: `SELECT id, endpoint, created_at, last_success_at
		FROM push_subscriptions WHERE user_id = ? ORDER BY id`},
	{file: "notifications_sent/emails", tables: []string{"notify_mails"}, query: `SELECT type, conversation_id, sent_at FROM notify_mails
		WHERE user_id = ? ORDER BY sent_at`},
	{file: "notifications_sent/reminders", tables: []string{"member_reminders"}, query: `SELECT kind, sent_at FROM member_reminders
		WHERE user_id = ? ORDER BY sent_at`},
	{file: "notifications_sent/weekly_updates", tables: []string{"weekly_sends"}, query: `SELECT week, state, created_at FROM weekly_sends
		WHERE user_id = ? ORDER BY week`},
	{file: "notifications_sent/campaigns", tables: []string{"campaign_sends"}, query: `SELECT campaign_id, state FROM campaign_sends
		WHERE user_id = ? ORDER BY campaign_id`},
	{file: "notifications_sent/push", tables: []string{"push_events"}, query: `SELECT job_key, state, delivered, created_at, updated_at
		FROM push_events WHERE user_id = ? ORDER BY created_at`},
	{file: "data_exports", tables: []string{"data_exports"}, query: `SELECT id, status, created_at, ready_at, expires_at
		FROM data_exports WHERE user_id = ? ORDER BY id`},
}

// exportExcluded are the tables with member data a data export leaves out, with the
// reason (docs/decisions.md, "Data export").
var exportExcluded = map[string]string{
	"tokens":                "one-time link secrets (activation, password reset, e-mail change), stored only as hashes and expiring within days",
	"payment_keys":          "idempotency keys of checkout requests, kept 24 hours; the payments they name are exported",
	"discount_reservations": "a discount code held while a checkout is open; the code and its use are exported",
	"member_changes":        "the log that tells other servers which member ids to reload; only an id and a time",
	"chat_receipts":         "a version counter of the member's conversation list",
	"operator_queue":        "the desk's queue of messages to fictional profiles; the messages are exported",
	"desk_queue":            "the operators' work queue of conversations with fictional profiles; the messages are exported",
	"desk_replies":          "which staff member answered a message for a fictional profile and when; the messages are exported",
	"desk_notes":            "operators' working notes for playing a fictional profile; support releases them on a written request after weighing the staff's rights (GDPR Art. 15(4))",
	"desk_flags":            "operators' internal flags on conversations for moderation; support releases them on request",
	"fictional_sites":       "the sites a fictional profile appears on; fictional profiles are the site's own, not members, and have no export",
	"sandbox_payments":      "the test payment provider's own copy of a payment; the payment is exported",
	"jobs":                  "the job queue: payloads name members by id and are deleted after a few days",
	"audit_log":             "the staff's audit trail (accountability of staff); the decisions that concern the member reach them by e-mail",
}

// ExportFile is one JSON file of a data export.
type ExportFile struct {
	Name string // path in the ZIP, "photos.json"
	Data []byte // indented JSON
}

// ExportPhoto is a member's photo whose file goes into the export.
type ExportPhoto struct {
	ID   int64
	Name string // the storage name
}

// MemberData reads every exportSection for one member in one read transaction (a
// consistent snapshot), as JSON files, and the photos whose files go with them.
func (db *DB) MemberData(ctx context.Context, userID int64) ([]ExportFile, []ExportPhoto, error) {
	opts := &sql.TxOptions{ReadOnly: true}
	if db.d.name == "postgres" {
		opts.Isolation = sql.LevelRepeatableRead
	}
	tx, err := db.read.BeginTx(ctx, opts)
	if err != nil {
		return nil, nil, err
	}
	defer tx.Rollback()
	var files []ExportFile
	for _, s := range exportSections {
		data, err := db.exportSection(ctx, tx, s, userID)
		if err != nil {
			return nil, nil, fmt.Errorf("export %s: %w", s.file, err)
		}
		files = append(files, ExportFile{Name: s.file + ".json", Data: data})
	}
	rows, err := tx.QueryContext(ctx, db.d.rebind(`SELECT id, name FROM photos WHERE user_id = ? ORDER BY id`), userID)
	if err != nil {
		return nil, nil, err
	}
	defer rows.Close()
	var photos []ExportPhoto
	for rows.Next() {
		var p ExportPhoto
		if err := rows.Scan(&p.ID, &p.Name); err != nil {
			return nil, nil, err
		}
		photos = append(photos, p)
	}
	return files, photos, rows.Err()
}

// exportSection runs one section's query and writes its rows as JSON objects whose keys
// keep the query's column order.
func (db *DB) exportSection(ctx context.Context, tx *sql.Tx, s exportSection, userID int64) ([]byte, error) {
	args := make([]any, strings.Count(s.query, "?"))
	for i := range args {
		args[i] = userID
	}
	rows, err := tx.QueryContext(ctx, db.d.rebind(s.query), args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	cols, err := rows.Columns()
	if err != nil {
		return nil, err
	}
	var objects [][]byte
	for rows.Next() {
		vals := make([]any, len(cols))
		ptrs := make([]any, len(cols))
		for i := range vals {
			ptrs[i] = &vals[i]
		}
		if err := rows.Scan(ptrs...); err != nil {
			return nil, err
		}
		obj, err := exportObject(s, cols, vals)
		if err != nil {
			return nil, err
		}
		objects = append(objects, obj)
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}
	var out bytes.Buffer
	switch {
	case s.one && len(objects) == 0:
		out.WriteString("null")
	case s.one:
		out.Write(objects[0])
	default:
		out.WriteString("[")
		for i, o := range objects {
			if i > 0 {
				out.WriteString(",")
			}
			out.Write(o)
		}
		out.WriteString("]")
	}
	var indented bytes.Buffer
	if err := json.Indent(&indented, out.Bytes(), "", "  "); err != nil {
		return nil, err
	}
	indented.WriteString("\n")
	return indented.Bytes(), nil
}

// exportObject encodes one row: text as strings, numbers as numbers, NULL as null,
// and the section's boolean columns as booleans in both dialects. A boolean the
// section does not list is an error, so that SQLite (which has none) cannot differ.
func exportObject(s exportSection, cols []string, vals []any) ([]byte, error) {
	var b bytes.Buffer
	b.WriteString("{")
	for i, col := range cols {
		v := vals[i]
		switch x := v.(type) {
		case []byte:
			v = string(x)
		case bool:
			if !slices.Contains(s.bools, col) {
				return nil, fmt.Errorf("column %s is boolean: list it in the section's bools", col)
			}
		case int64:
			if slices.Contains(s.bools, col) {
				v = x != 0
			}
		}
		k, _ := json.Marshal(col)
		val, err := json.Marshal(v)
		if err != nil {
			return nil, err
		}
		if i > 0 {
			b.WriteString(",")
		}
		b.Write(k)
		b.WriteString(":")
		b.Write(val)
	}
	b.WriteString("}")
	return b.Bytes(), nil
}
