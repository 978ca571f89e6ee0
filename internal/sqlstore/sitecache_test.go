package sqlstore

import (
	"context"
	"errors"
	"testing"

	"amora"
)

// TestSiteCache checks the site cache on its own, without a database: a host is read
// once while cached, every caller gets its own copy, a failed read is not kept, and
// clear makes the next call read again.
func TestSiteCache(t *testing.T) {
	ctx := context.Background()
	var c siteCache
	reads := 0
	fail := false
	read := func(_ context.Context, host string) (*amora.Site, error) {
		reads++
		if fail {
			return nil, errors.New("read failed")
		}
		return &amora.Site{Host: host, Company: amora.CompanyInfo{Name: "first"}}, nil
	}
	a, err := c.get(ctx, "example.com", read)
	if err != nil || a.Host != "example.com" || reads != 1 {
		t.Fatalf("first get: %+v, %v, %d reads", a, err, reads)
	}
	a.Company.Name = "changed by a caller"
	b, err := c.get(ctx, "example.com", read)
	if err != nil || reads != 1 {
		t.Fatalf("second get read again: %v, %d reads", err, reads)
	}
	if b.Company.Name != "first" || a == b {
		t.Fatalf("callers share the cached site: %q", b.Company.Name)
	}
	fail = true
	if _, err := c.get(ctx, "other.example", read); err == nil || reads != 2 {
		t.Fatalf("failed read: %v, %d reads", err, reads)
	}
	fail = false
	if _, err := c.get(ctx, "other.example", read); err != nil || reads != 3 {
		t.Fatalf("a failed read was kept: %v, %d reads", err, reads)
	}
	c.clear()
	if _, err := c.get(ctx, "example.com", read); err != nil || reads != 4 {
		t.Fatalf("clear kept the site: %v, %d reads", err, reads)
	}
}

// TestSiteCacheClearDuringRead: a read that began before a clear (the row as it was
// before a console change) is answered but not kept; the next call reads again.
func TestSiteCacheClearDuringRead(t *testing.T) {
	ctx := context.Background()
	var c siteCache
	reads := 0
	read := func(_ context.Context, host string) (*amora.Site, error) {
		reads++
		if reads == 1 {
			c.clear() // the change commits while the first read is on its way
		}
		return &amora.Site{Host: host}, nil
	}
	for range 2 {
		if _, err := c.get(ctx, "a.example", read); err != nil {
			t.Fatal(err)
		}
	}
	if reads != 2 {
		t.Errorf("reads = %d, want 2: the read from before the clear was kept", reads)
	}
	if _, err := c.get(ctx, "a.example", read); err != nil || reads != 2 {
		t.Errorf("reads = %d after a clean read, want it kept (2)", reads)
	}
}
