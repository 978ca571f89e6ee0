// Package sms sends text messages: the SMS codes that confirm a direct debit.
package sms

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"os"
	"path/filepath"
	"time"

	"amora"
)

var _ amora.SMSSender = (*Outbox)(nil)

// outboxTimeLayout names files so that they sort in the order they were written, like
// the mail outbox's.
const outboxTimeLayout = "20060102T150405.000000000Z"

// Outbox writes each text message as a small text file into Dir (DATA_DIR/outbox, next
// to the e-mails), named <UTC time>-<random hex>.sms.txt: the default transport, so that
// direct debit can be tried without an SMS gateway.
type Outbox struct {
	Dir string
	Now func() time.Time // the clock; time.Now when nil
}

// SendSMS writes the message to a new file. The file appears complete or not at all.
func (o *Outbox) SendSMS(ctx context.Context, to, text string) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	now := time.Now().UTC()
	if o.Now != nil {
		now = o.Now().UTC()
	}
	// The codes are secrets: owner only, like the mail outbox.
	if err := os.MkdirAll(o.Dir, 0o700); err != nil {
		return fmt.Errorf("sms: outbox: %w", err)
	}
	b := make([]byte, 4)
	if _, err := rand.Read(b); err != nil {
		return err
	}
	name := now.Format(outboxTimeLayout) + "-" + hex.EncodeToString(b) + ".sms.txt"
	body := fmt.Sprintf("To: %s\nDate: %s\n\n%s\n", to, now.Format(time.RFC3339), text)
	tmp, err := os.CreateTemp(o.Dir, ".tmp-*")
	if err != nil {
		return fmt.Errorf("sms: outbox: %w", err)
	}
	defer os.Remove(tmp.Name()) // no-op after a successful rename
	if _, err := tmp.WriteString(body); err != nil {
		tmp.Close()
		return fmt.Errorf("sms: outbox: %w", err)
	}
	if err := tmp.Close(); err != nil {
		return fmt.Errorf("sms: outbox: %w", err)
	}
	if err := os.Rename(tmp.Name(), filepath.Join(o.Dir, name)); err != nil {
		return fmt.Errorf("sms: outbox: %w", err)
	}
	return nil
}
