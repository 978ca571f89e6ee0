package config

import "testing"

func TestLoadMailTransport(t *testing.T) {
	tests := []struct {
		name    string
		args    []string
		env     map[string]string
		want    [4]any // DKIMKey, DKIMSelector, MailDomainRate, SMTPConcurrency
		wantErr bool
	}{
		{name: "Defaults", want: [4]any{"", "amora", 600, 4}},
		{name: "Environment", env: map[string]string{"AMORA_DKIM_KEY": "/etc/amora/dkim.pem", "AMORA_DKIM_SELECTOR": "mail2026",
			"AMORA_MAIL_DOMAIN_RATE": "120", "AMORA_SMTP_CONCURRENCY": "16"}, want: [4]any{"/etc/amora/dkim.pem", "mail2026", 120, 16}},
		{name: "FlagsWin", args: []string{"--dkim-key", "k.pem", "--dkim-selector", "s1", "--mail-domain-rate", "0", "--smtp-concurrency", "1"},
			env: map[string]string{"AMORA_DKIM_KEY": "other.pem", "AMORA_MAIL_DOMAIN_RATE": "120", "AMORA_SMTP_CONCURRENCY": "16"}, want: [4]any{"k.pem", "s1", 0, 1}},
		{name: "ErrNegativeRate", args: []string{"--mail-domain-rate", "-1"}, wantErr: true},
		{name: "ErrZeroConcurrency", env: map[string]string{"AMORA_SMTP_CONCURRENCY": "0"}, wantErr: true},
		{name: "ErrConcurrencyNotANumber", env: map[string]string{"AMORA_SMTP_CONCURRENCY": "four"}, wantErr: true},
		{name: "ErrKeyWithoutSelector", args: []string{"--dkim-key", "k.pem", "--dkim-selector", ""}, wantErr: true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c, err := Load("serve", tt.args, func(k string) string { return tt.env[k] })
			if tt.wantErr {
				if err == nil {
					t.Fatal("got no error, want one")
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if got := [4]any{c.DKIMKey, c.DKIMSelector, c.MailDomainRate, c.SMTPConcurrency}; got != tt.want {
				t.Errorf("DKIMKey, DKIMSelector, MailDomainRate, SMTPConcurrency = %v, want %v", got, tt.want)
			}
		})
	}
}

// TestUnsubscribeMailbox checks the mailto address of List-Unsubscribe: a bare
// address, and only with the secret its inbound mail is posted with.
func TestUnsubscribeMailbox(t *testing.T) {
	secret := map[string]string{"AMORA_MAIL_EVENTS_SECRET": "s3cret"}
	tests := []struct {
		name, mailbox string
		env           map[string]string
		wantErr       bool
	}{
		{name: "None", env: map[string]string{}},
		{name: "Address", mailbox: "unsubscribe@amora.example", env: secret},
		{name: "ErrNoSecret", mailbox: "unsubscribe@amora.example", env: map[string]string{}, wantErr: true},
		{name: "ErrNoAt", mailbox: "unsubscribe", env: secret, wantErr: true},
		{name: "ErrDisplayName", mailbox: "Amora <unsubscribe@amora.example>", env: secret, wantErr: true},
		{name: "ErrQuery", mailbox: "unsubscribe@amora.example?subject=x", env: secret, wantErr: true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c, err := Load("serve", []string{"--unsubscribe-mailbox", tt.mailbox}, func(k string) string { return tt.env[k] })
			if (err != nil) != tt.wantErr {
				t.Fatalf("err = %v, want an error: %v", err, tt.wantErr)
			}
			if err == nil && c.UnsubscribeMailbox != tt.mailbox {
				t.Errorf("UnsubscribeMailbox = %q", c.UnsubscribeMailbox)
			}
		})
	}
}
