package mail

import (
	"bytes"
	"crypto"
	"crypto/ed25519"
	"crypto/x509"
	"encoding/base64"
	"fmt"
	"os"
	"strings"

	"github.com/emersion/go-msgauth/dkim"
	gomail "github.com/wneessen/go-mail"
)

// DKIM signs outgoing messages (RFC 6376) with one private key, RSA (RFC 8301: 1024 bits
// at least, 2048 advised) or Ed25519 (RFC 8463), under one selector. The signing domain
// (d=) is the domain of the From address, so that the signature aligns with From for
// DMARC. The public key is published as a TXT record at
// <selector>._domainkey.<domain>; DNSRecord gives its text. A DKIM is safe for
// concurrent use: every message gets a signer of its own.
type DKIM struct {
	selector string
	key      crypto.Signer
}

// dkimSignedHeaders are the header fields every signature covers when the message has
// them. List-Unsubscribe and List-Unsubscribe-Post must be signed (RFC 8058 section 4).
var dkimSignedHeaders = []string{
	"From", "To", "Subject", "Date", "Message-ID", "MIME-Version", "Content-Type",
	"Auto-Submitted", HeaderListUnsubscribe, HeaderListUnsubscribePost,
}

// dkimOversignedHeaders are named once more than they occur, so that nobody on the way
// can add a second From, Subject or unsubscribe link without breaking the signature.
var dkimOversignedHeaders = []string{
	"From", "To", "Subject", "Date", "Message-ID", HeaderListUnsubscribe, HeaderListUnsubscribePost,
}

// LoadDKIM reads a PEM private key (PKCS#1 "RSA PRIVATE KEY" or PKCS#8 "PRIVATE KEY")
// from path; see ParseDKIM.
func LoadDKIM(path, selector string) (*DKIM, error) {
	pem, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("mail: dkim key: %w", err)
	}
	return ParseDKIM(pem, selector)
}

// ParseDKIM checks selector (one or more DNS labels) and parses a PEM private key, RSA
// or Ed25519 (Go's crypto/rsa itself refuses RSA keys under 1024 bits, as RFC 8301 does).
func ParseDKIM(pem []byte, selector string) (*DKIM, error) {
	if !validSelector(selector) {
		return nil, fmt.Errorf("mail: dkim selector %q is not a DNS name", selector)
	}
	key, err := gomail.PrivKeyFromPEM(pem)
	if err != nil {
		return nil, fmt.Errorf("mail: dkim key: %w", err)
	}
	return &DKIM{selector: selector, key: key}, nil
}

// Selector is the s= tag of the signatures.
func (d *DKIM) Selector() string { return d.selector }

// DNSRecord is the text of the TXT record to publish at <selector>._domainkey.<domain>,
// e.g. "v=DKIM1; k=ed25519; p=...".
func (d *DKIM) DNSRecord() string {
	switch pub := d.key.Public().(type) {
	case ed25519.PublicKey:
		return "v=DKIM1; k=ed25519; p=" + base64.StdEncoding.EncodeToString(pub)
	default:
		der, err := x509.MarshalPKIXPublicKey(pub)
		if err != nil {
			return ""
		}
		return "v=DKIM1; k=rsa; p=" + base64.StdEncoding.EncodeToString(der)
	}
}

// sign renders msg once, signs it with go-msgauth, and adds the DKIM-Signature field
// for domain. go-mail writes a message the same way every time (the
// multipart boundary is kept from the first rendering), so the outbox file and the SMTP
// delivery carry exactly the signed bytes. extra names the message's extra header
// fields, which are signed too.
func (d *DKIM) sign(msg *gomail.Msg, domain string, extra []Header) error {
	keys := append([]string(nil), dkimSignedHeaders...)
	for _, h := range extra {
		if !containsFold(keys, h.Name) {
			keys = append(keys, h.Name)
		}
	}
	keys = append(keys, dkimOversignedHeaders...)
	var raw bytes.Buffer
	if _, err := msg.WriteTo(&raw); err != nil {
		return fmt.Errorf("mail: dkim: %w", err)
	}
	signer, err := dkim.NewSigner(&dkim.SignOptions{
		Domain:                 domain,
		Selector:               d.selector,
		Signer:                 d.key,
		Hash:                   crypto.SHA256,
		HeaderCanonicalization: dkim.CanonicalizationRelaxed,
		BodyCanonicalization:   dkim.CanonicalizationRelaxed,
		HeaderKeys:             keys,
	})
	if err != nil {
		return fmt.Errorf("mail: dkim: %w", err)
	}
	if _, err := signer.Write(raw.Bytes()); err != nil {
		signer.Close()
		return fmt.Errorf("mail: dkim: %w", err)
	}
	if err := signer.Close(); err != nil {
		return fmt.Errorf("mail: dkim: %w", err)
	}
	field := strings.TrimSuffix(signer.Signature(), "\r\n")
	value, ok := strings.CutPrefix(field, dkimHeader+": ")
	if !ok {
		return fmt.Errorf("mail: dkim: unexpected signature field %q", field)
	}
	msg.SetGenHeaderPreformatted(dkimHeader, value)
	return nil
}

// dkimHeader is the name of the signature field.
const dkimHeader = "DKIM-Signature"

// containsFold reports whether list holds s, ignoring case.
func containsFold(list []string, s string) bool {
	for _, v := range list {
		if strings.EqualFold(v, s) {
			return true
		}
	}
	return false
}

// validSelector reports whether s is one or more DNS labels (letters, digits, hyphens).
func validSelector(s string) bool {
	if s == "" || len(s) > 200 {
		return false
	}
	for _, label := range strings.Split(s, ".") {
		if label == "" || len(label) > 63 || label[0] == '-' || label[len(label)-1] == '-' {
			return false
		}
		for i := 0; i < len(label); i++ {
			c := label[i]
			if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '-' || c == '_') {
				return false
			}
		}
	}
	return true
}
