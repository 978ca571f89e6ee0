package amora_test

import (
	"testing"

	"amora"
)

func TestClientNetwork(t *testing.T) {
	tests := []struct{ ip, want string }{
		{"192.0.2.7", "192.0.2.7"},
		{"::ffff:192.0.2.7", "192.0.2.7"},
		{"2001:db8:1:2:aaaa::1", "2001:db8:1:2::/64"},
		{"2001:db8:1:2:bbbb::9", "2001:db8:1:2::/64"},
		{"not-an-ip", "not-an-ip"},
	}
	for _, tt := range tests {
		t.Run(tt.ip, func(t *testing.T) {
			if got := (amora.Client{IP: tt.ip}).Network(); got != tt.want {
				t.Errorf("Network() = %q, want %q", got, tt.want)
			}
		})
	}
}
