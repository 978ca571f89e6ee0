package config

import (
	"fmt"
	"testing"
	"time"
)

func TestLoad(t *testing.T) {
	env := func(m map[string]string) func(string) string {
		return func(k string) string { return m[k] }
	}
	t.Run("Defaults", func(t *testing.T) {
		c, err := Load("serve", nil, env(nil))
		if err != nil {
			t.Fatal(err)
		}
		if c.Listen != ":8080" || c.DataDir != "./data" || c.DatabaseURL != "" || c.NATSURL != "" || c.Demo {
			t.Errorf("got %+v", c)
		}
		if got, want := c.SQLitePath(), "data/amora.db"; got != want {
			t.Errorf("SQLitePath = %q, want %q", got, want)
		}
		if got, want := c.OutboxDir(), "data/outbox"; got != want {
			t.Errorf("OutboxDir = %q, want %q", got, want)
		}
	})
	t.Run("Environment", func(t *testing.T) {
		c, err := Load("serve", nil, env(map[string]string{
			"AMORA_LISTEN": "127.0.0.1:9000", "AMORA_DEMO": "true", "AMORA_BASE_URL": "https://amora.example/",
			"AMORA_SHUTDOWN_TIMEOUT": "3s", "AMORA_NATS_URL": "nats://nats.internal:4222",
		}))
		if err != nil {
			t.Fatal(err)
		}
		if c.Listen != "127.0.0.1:9000" || !c.Demo || c.BaseURL != "https://amora.example" || c.ShutdownTimeout != 3*time.Second || c.NATSURL != "nats://nats.internal:4222" {
			t.Errorf("got %+v", c)
		}
	})
	t.Run("FlagWinsOverEnvironment", func(t *testing.T) {
		c, err := Load("serve", []string{"--listen", ":7000", "--demo=false", "--nats-url", "nats://a:4222"},
			env(map[string]string{"AMORA_LISTEN": ":9000", "AMORA_DEMO": "1", "AMORA_NATS_URL": "nats://b:4222"}))
		if err != nil {
			t.Fatal(err)
		}
		if c.Listen != ":7000" || c.Demo || c.NATSURL != "nats://a:4222" {
			t.Errorf("got listen %q demo %v nats %q", c.Listen, c.Demo, c.NATSURL)
		}
	})
	t.Run("Payments", func(t *testing.T) {
		c, err := Load("serve", nil, env(nil))
		if err != nil || c.MollieAPIKey != "" || c.MollieAPIURL != "https://api.mollie.com/v2" {
			t.Errorf("defaults: key %q url %q, %v", c.MollieAPIKey, c.MollieAPIURL, err)
		}
		c, err = Load("serve", []string{"--mollie-api-url", "http://127.0.0.1:9/v2"}, env(map[string]string{"AMORA_MOLLIE_API_KEY": "test_abc"}))
		if err != nil || c.MollieAPIKey != "test_abc" || c.MollieAPIURL != "http://127.0.0.1:9/v2" {
			t.Errorf("set: key %q url %q, %v", c.MollieAPIKey, c.MollieAPIURL, err)
		}
	})
	t.Run("MetricsClosedByDefault", func(t *testing.T) {
		c, err := Load("serve", nil, env(nil))
		if err != nil || c.MetricsListen != "" || c.MetricsToken != "" {
			t.Errorf("defaults: listen %q token %q, %v", c.MetricsListen, c.MetricsToken, err)
		}
		c, err = Load("serve", []string{"--metrics-listen", "127.0.0.1:9090"}, env(map[string]string{"AMORA_METRICS_TOKEN": "t0k"}))
		if err != nil || c.MetricsListen != "127.0.0.1:9090" || c.MetricsToken != "t0k" {
			t.Errorf("set: listen %q token %q, %v", c.MetricsListen, c.MetricsToken, err)
		}
	})
	t.Run("TrustedProxiesNoneByDefault", func(t *testing.T) {
		c, err := Load("serve", nil, env(nil))
		if err != nil || len(c.TrustedProxies) != 0 || c.SignupsPerIP != 10 || c.ResetsPerIP != 20 {
			t.Errorf("defaults: proxies %v signups %d resets %d, %v", c.TrustedProxies, c.SignupsPerIP, c.ResetsPerIP, err)
		}
		c, err = Load("serve", []string{"--signups-per-ip", "1000", "--resets-per-ip=0"},
			env(map[string]string{"AMORA_TRUSTED_PROXIES": "10.0.0.0/8, 2001:db8::/32,192.0.2.7"}))
		if err != nil || fmt.Sprint(c.TrustedProxies) != "[10.0.0.0/8 2001:db8::/32 192.0.2.7/32]" || c.SignupsPerIP != 1000 || c.ResetsPerIP != 0 {
			t.Errorf("set: proxies %v signups %d resets %d, %v", c.TrustedProxies, c.SignupsPerIP, c.ResetsPerIP, err)
		}
		if _, err := Load("serve", []string{"--trusted-proxies", "10.0.0.0/99"}, env(nil)); err == nil {
			t.Error("want an error for a bad CIDR")
		}
		if _, err := Load("serve", nil, env(map[string]string{"AMORA_SIGNUPS_PER_IP": "many"})); err == nil {
			t.Error("want an error for AMORA_SIGNUPS_PER_IP=many")
		}
	})
	t.Run("ErrBadBool", func(t *testing.T) {
		if _, err := Load("serve", nil, env(map[string]string{"AMORA_DEMO": "maybe"})); err == nil {
			t.Error("want an error for AMORA_DEMO=maybe")
		}
	})
	t.Run("ErrExtraArgument", func(t *testing.T) {
		if _, err := Load("serve", []string{"extra"}, env(nil)); err == nil {
			t.Error("want an error for a stray argument")
		}
	})
}
