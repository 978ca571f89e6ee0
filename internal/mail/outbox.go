package mail

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"time"
)

// outboxTimeLayout names outbox files so that they sort in the order they were written.
const outboxTimeLayout = "20060102T150405.000000000Z"

// Outbox writes each message as an RFC 5322 .eml file (multipart/alternative, text + HTML)
// into Dir, named <UTC time as 20060102T150405.000000000Z>-<short random hex>.eml, and
// creates Dir when it is missing. It is the default transport: any mail program opens the
// files, so a new installation needs no mail server.
type Outbox struct {
	Dir  string // folder to write into, e.g. DATA_DIR/outbox
	From string // From address, e.g. "Amora <no-reply@amora.test>"
	DKIM *DKIM  // signs every file when set, like the SMTP transport
}

// Send writes m to a new file in o.Dir. The file appears complete or not at all: it is
// written under a hidden temporary name and renamed into place.
func (o *Outbox) Send(ctx context.Context, m Message) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	now := time.Now().UTC()
	msg, err := build(o.From, m, now, o.DKIM)
	if err != nil {
		return err
	}
	var buf bytes.Buffer
	if _, err := msg.WriteTo(&buf); err != nil {
		return fmt.Errorf("mail: outbox: %w", err)
	}
	// The messages hold activation and reset links, which are secrets: owner only.
	if err := os.MkdirAll(o.Dir, 0o700); err != nil {
		return fmt.Errorf("mail: outbox: %w", err)
	}
	name := now.Format(outboxTimeLayout) + "-" + randomHex(4) + ".eml"
	tmp, err := os.CreateTemp(o.Dir, ".tmp-*")
	if err != nil {
		return fmt.Errorf("mail: outbox: %w", err)
	}
	defer os.Remove(tmp.Name()) // no-op after a successful rename
	if _, err := tmp.Write(buf.Bytes()); err != nil {
		tmp.Close()
		return fmt.Errorf("mail: outbox: %w", err)
	}
	if err := tmp.Close(); err != nil {
		return fmt.Errorf("mail: outbox: %w", err)
	}
	if err := os.Rename(tmp.Name(), filepath.Join(o.Dir, name)); err != nil {
		return fmt.Errorf("mail: outbox: %w", err)
	}
	return nil
}
