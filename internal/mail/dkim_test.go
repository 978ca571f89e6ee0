package mail

import (
	"bytes"
	"context"
	"crypto/ecdsa"
	"crypto/ed25519"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/rsa"
	"crypto/x509"
	"encoding/pem"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/emersion/go-msgauth/dkim"
)

// testKeys are PEM private keys made once per test binary: RSA takes a moment.
var testKeys = sync.OnceValue(func() map[string][]byte {
	pkcs8 := func(k any) []byte {
		der, err := x509.MarshalPKCS8PrivateKey(k)
		if err != nil {
			panic(err)
		}
		return pem.EncodeToMemory(&pem.Block{Type: "PRIVATE KEY", Bytes: der})
	}
	rsaKey, err := rsa.GenerateKey(rand.Reader, 2048)
	if err != nil {
		panic(err)
	}
	_, edKey, err := ed25519.GenerateKey(rand.Reader)
	if err != nil {
		panic(err)
	}
	ecKey, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		panic(err)
	}
	return map[string][]byte{
		"rsa-pkcs1": pem.EncodeToMemory(&pem.Block{Type: "RSA PRIVATE KEY", Bytes: x509.MarshalPKCS1PrivateKey(rsaKey)}),
		"rsa-pkcs8": pkcs8(rsaKey),
		"ed25519":   pkcs8(edKey),
		"ecdsa":     pkcs8(ecKey),
	}
})

// testDKIM parses one of testKeys under selector "amora".
func testDKIM(t *testing.T, key string) *DKIM {
	t.Helper()
	d, err := ParseDKIM(testKeys()[key], "amora")
	if err != nil {
		t.Fatalf("ParseDKIM(%s): %v", key, err)
	}
	return d
}

// verifyDKIM checks raw's DKIM signatures with go-msgauth, an implementation other than
// the signer's, looking the public key up in a stub DNS that knows only
// <selector>._domainkey.<domain>. It returns the one verification.
func verifyDKIM(t *testing.T, raw []byte, d *DKIM, domain string) *dkim.Verification {
	t.Helper()
	lookups := 0
	vs, err := dkim.VerifyWithOptions(bytes.NewReader(raw), &dkim.VerifyOptions{
		LookupTXT: func(name string) ([]string, error) {
			lookups++
			if name != d.Selector()+"._domainkey."+domain {
				return nil, errors.New("no such record: " + name)
			}
			return []string{d.DNSRecord()}, nil
		},
	})
	if err != nil {
		t.Fatalf("dkim.Verify: %v", err)
	}
	if len(vs) != 1 {
		t.Fatalf("got %d DKIM signatures, want 1\n%s", len(vs), raw)
	}
	if vs[0].Err != nil {
		t.Fatalf("DKIM signature does not verify: %v\n%s", vs[0].Err, raw)
	}
	if vs[0].Domain != domain || lookups != 1 {
		t.Errorf("signed for %q with %d key lookups, want %q and 1", vs[0].Domain, lookups, domain)
	}
	return vs[0]
}

func TestParseDKIM(t *testing.T) {
	tests := []struct {
		name, key, selector string
		wantRecord          string // prefix of DNSRecord
		wantErr             bool
	}{
		{name: "RSAPKCS1", key: "rsa-pkcs1", selector: "amora", wantRecord: "v=DKIM1; k=rsa; p=MIIBIjAN"},
		{name: "RSAPKCS8", key: "rsa-pkcs8", selector: "mail-2026.eu", wantRecord: "v=DKIM1; k=rsa; p=MIIBIjAN"},
		{name: "Ed25519", key: "ed25519", selector: "ed1", wantRecord: "v=DKIM1; k=ed25519; p="},
		{name: "ErrECDSA", key: "ecdsa", selector: "amora", wantErr: true},
		{name: "ErrNotPEM", key: "none", selector: "amora", wantErr: true},
		{name: "ErrEmptySelector", key: "ed25519", selector: "", wantErr: true},
		{name: "ErrSelectorWithSpace", key: "ed25519", selector: "a b", wantErr: true},
		{name: "ErrSelectorEmptyLabel", key: "ed25519", selector: "a..b", wantErr: true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d, err := ParseDKIM(testKeys()[tt.key], tt.selector)
			if tt.wantErr {
				if err == nil {
					t.Fatal("got no error, want one")
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if got := d.DNSRecord(); !strings.HasPrefix(got, tt.wantRecord) {
				t.Errorf("DNSRecord = %q, want prefix %q", got, tt.wantRecord)
			}
		})
	}
	t.Run("LoadDKIM", func(t *testing.T) {
		path := filepath.Join(t.TempDir(), "dkim.pem")
		if err := os.WriteFile(path, testKeys()["ed25519"], 0o600); err != nil {
			t.Fatal(err)
		}
		if _, err := LoadDKIM(path, "amora"); err != nil {
			t.Errorf("LoadDKIM: %v", err)
		}
		if _, err := LoadDKIM(path+".missing", "amora"); err == nil {
			t.Error("LoadDKIM of a missing file: no error")
		}
	})
}

// TestOutboxDKIM signs the outbox files with each kind of key and checks every signature
// with go-msgauth; it also checks that the signature covers the unsubscribe headers and
// breaks when the body or a signed header is changed.
func TestOutboxDKIM(t *testing.T) {
	unsub, err := ListUnsubscribe("https://amora.test/api/unsubscribe?t=abc", "unsubscribe@amora.test")
	if err != nil {
		t.Fatal(err)
	}
	m := Message{
		To: "lucja@example.pl", ToName: "Łucja Żółć-Wiśniewska z Bardzo Długim Nazwiskiem",
		Subject: "Nowa wiadomość od Anny — odpowiedz, zanim zapomnisz, bo rozmowa czeka już od wczoraj",
		Text:    "Cześć Łucja,\n\nAnna napisała do Ciebie.\n", HTML: "<p>Cześć Łucja,</p>\n<p>Anna napisała do Ciebie.</p>",
		Kind: Bulk, Headers: unsub,
	}
	for _, key := range []string{"rsa-pkcs1", "rsa-pkcs8", "ed25519"} {
		t.Run(key, func(t *testing.T) {
			d := testDKIM(t, key)
			o := &Outbox{Dir: t.TempDir(), From: "Amora <no-reply@mail.amora.test>", DKIM: d}
			if err := o.Send(context.Background(), m); err != nil {
				t.Fatal(err)
			}
			files, _ := filepath.Glob(filepath.Join(o.Dir, "*.eml"))
			if len(files) != 1 {
				t.Fatalf("got %d files, want 1", len(files))
			}
			raw, err := os.ReadFile(files[0])
			if err != nil {
				t.Fatal(err)
			}
			v := verifyDKIM(t, raw, d, "mail.amora.test")
			for _, h := range []string{"from", "to", "subject", "date", "message-id", "list-unsubscribe", "list-unsubscribe-post"} {
				if !containsFold(v.HeaderKeys, h) {
					t.Errorf("signature covers %v, not %s", v.HeaderKeys, h)
				}
			}
			p := parseEML(t, raw)
			if p.Text != m.Text || p.HTML != m.HTML || p.Subject != m.Subject {
				t.Errorf("signed message reads back as %q, %q, %q", p.Subject, p.Text, p.HTML)
			}

			// A changed body or unsubscribe link, or an added From, must fail.
			for name, tampered := range map[string][]byte{
				"Body":             bytes.Replace(raw, []byte("napisa"), []byte("NAPISA"), 1),
				"ListUnsubscribe":  bytes.Replace(raw, []byte("t=abc"), []byte("t=abd"), 1),
				"AddedFrom":        append([]byte("From: evil@amora.test\r\n"), raw...),
				"AddedUnsubscribe": append([]byte("List-Unsubscribe: <https://evil.test/>\r\n"), raw...),
			} {
				vs, err := dkim.VerifyWithOptions(bytes.NewReader(tampered), &dkim.VerifyOptions{
					LookupTXT: func(string) ([]string, error) { return []string{d.DNSRecord()}, nil },
				})
				if err != nil || len(vs) != 1 || vs[0].Err == nil {
					t.Errorf("%s: tampered message verifies (%v)", name, err)
				}
			}
		})
	}
}
