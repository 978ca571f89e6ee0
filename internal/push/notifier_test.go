package push_test

import (
	"context"
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	"amora"
	"amora/internal/sqlstore"
	"amora/internal/sqlstore/storetest"
)

// TestPushNotifications runs messages and likes through the push and mail jobs to a
// push service that checks VAPID and decrypts each push, on both databases.
func TestPushNotifications(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		ctx := context.Background()
		w := newWorld(t, db)
		site := w.site.Settings.Name

		t.Run("DeliveredDiscreetWithTopicPerConversation", func(t *testing.T) {
			w.t = t
			a, b := w.member("Anna", "en"), w.member("Bram", "en")
			phone, _ := w.device(b)
			laptop, _ := w.device(b)
			sent := w.send(a, b, "Hello Bram, how are you?")
			w.at(0)
			conv := sent.Message.ConversationID
			for _, dev := range []string{"phone", "laptop"} {
				d := phone
				if dev == "laptop" {
					d = laptop
				}
				got := w.wantPushes(d, 1, dev)
				if len(got) != 1 {
					continue
				}
				p := got[0]
				want := amora.PushPayload{Title: "New conversation on " + site, Tag: fmt.Sprintf("chat-%d", conv),
					OpenURL: fmt.Sprintf("/chats/%d", conv), CheckURL: "/api/chats", Badge: 1}
				if pl := p.JSON(t); pl != want {
					t.Errorf("%s payload %+v, want %+v", dev, pl, want)
				}
				if h := p.Header; h.Get("Topic") != want.Tag || h.Get("TTL") != "86400" || h.Get("Urgency") != "high" {
					t.Errorf("%s headers Topic %q TTL %q Urgency %q", dev, h.Get("Topic"), h.Get("TTL"), h.Get("Urgency"))
				}
				if sub := p.Claims["sub"]; sub != "mailto:"+w.site.Settings.SupportEmail {
					t.Errorf("VAPID sub %v, want mailto:%s", sub, w.site.Settings.SupportEmail)
				}
			}
			w.wantMails(b, 0, "new conversation pushed")

			w.send(a, b, "Second")
			w.at(0)
			if got := w.wantPushes(phone, 1, "second message"); len(got) == 1 {
				p := got[0].JSON(t)
				if p.Title != "New message on "+site || p.Body != "" || p.Tag != fmt.Sprintf("chat-%d", conv) || p.Badge != 2 {
					t.Errorf("second message payload %+v", p)
				}
				if got[0].Header.Get("Topic") != p.Tag {
					t.Errorf("Topic %q, want the conversation's %q", got[0].Header.Get("Topic"), p.Tag)
				}
			}
			w.wantPushes(laptop, 1, "second message, laptop")
			w.at(time.Hour)
			w.wantMails(b, 0, "new message pushed")

			c := w.member("Carla", "en")
			w.like(c, b)
			w.at(0)
			if got := w.wantPushes(phone, 1, "like"); len(got) == 1 {
				want := amora.PushPayload{Title: "New like on " + site, Tag: "likes", OpenURL: "/likes", CheckURL: "/api/likes", Badge: 3}
				if p := got[0].JSON(t); p != want {
					t.Errorf("like payload %+v, want %+v", p, want)
				}
				if got[0].Header.Get("Topic") != "likes" || got[0].Header.Get("Urgency") != "normal" {
					t.Errorf("like headers %v", got[0].Header)
				}
			}
			w.wantPushes(laptop, 1, "like, laptop")
			w.at(2 * time.Hour)
			w.wantMails(b, 0, "like pushed")
		})

		t.Run("TopicsDifferPerConversation", func(t *testing.T) {
			w.t = t
			a, c, b := w.member("Anna", "en"), w.member("Carla", "en"), w.member("Bram", "en")
			_ = c
			d, _ := w.device(b)
			s1 := w.send(a, b, "one")
			w.at(0)
			e := w.member("Eva", "en")
			s2 := w.send(e, b, "two")
			w.at(0)
			got := w.wantPushes(d, 2, "two conversations")
			if len(got) == 2 {
				t1, t2 := got[0].Header.Get("Topic"), got[1].Header.Get("Topic")
				if t1 != fmt.Sprintf("chat-%d", s1.Message.ConversationID) || t2 != fmt.Sprintf("chat-%d", s2.Message.ConversationID) || t1 == t2 {
					t.Errorf("topics %q and %q", t1, t2)
				}
			}
		})

		t.Run("InTheirLanguage", func(t *testing.T) {
			w.t = t
			a, b := w.member("Anna", "en"), w.member("Bram", "nl")
			d, _ := w.device(b)
			w.send(a, b, "Hoi")
			w.at(0)
			if got := w.wantPushes(d, 1, "dutch"); len(got) == 1 {
				if p := got[0].JSON(t); p.Title != "Nieuw gesprek op "+site {
					t.Errorf("title %q", p.Title)
				}
			}
		})

		t.Run("PreviewWhenOptedIn", func(t *testing.T) {
			w.t = t
			a, b := w.member("Anna", "en"), w.member("Bram", "en")
			d, _ := w.device(b)
			yes := true
			if _, err := db.SetPushSettings(ctx, b.ID, nil, &yes); err != nil {
				t.Fatal(err)
			}
			long := "Hello Bram, I saw that you like hiking in the mountains and I wondered whether you have been to the Alps"
			w.send(a, b, long)
			w.at(0)
			if got := w.wantPushes(d, 1, "preview"); len(got) == 1 {
				p := got[0].JSON(t)
				if p.Title != "Anna" || !strings.HasPrefix(long, strings.TrimSuffix(p.Body, "…")) || !strings.HasSuffix(p.Body, "…") ||
					len([]rune(p.Body)) > amora.PushPreviewLength+1 || len([]rune(p.Body)) < 40 {
					t.Errorf("preview %+v", p)
				}
			}
			c := w.member("Carla", "en")
			w.like(c, b)
			w.at(0)
			if got := w.wantPushes(d, 1, "like preview"); len(got) == 1 {
				if p := got[0].JSON(t); p.Title != "Carla" || p.Body != "Likes you" {
					t.Errorf("like preview %+v", p)
				}
			}
		})

		t.Run("GoneSubscriptionsAreRemoved", func(t *testing.T) {
			for _, status := range []int{http.StatusNotFound, http.StatusGone} {
				w.t = t
				a, b := w.member("Anna", "en"), w.member("Bram", "en")
				gone, _ := w.device(b)
				live, _ := w.device(b)
				w.svc.Answer(gone, status, "")
				w.send(a, b, "Hello")
				w.at(0)
				w.wantPushes(gone, 1, fmt.Sprint(status))
				w.wantPushes(live, 1, "the other device")
				if n := w.devices(b); n != 1 {
					t.Errorf("after %d: %d devices, want 1", status, n)
				}
				w.send(a, b, "again")
				w.at(0)
				w.wantPushes(gone, 0, "the removed device")
				w.wantPushes(live, 1, "the other device again")
			}
		})

		t.Run("TooManyRequestsRetriedAfterRetryAfter", func(t *testing.T) {
			w.t = t
			a, b := w.member("Anna", "en"), w.member("Bram", "en")
			d, _ := w.device(b)
			w.svc.Answer(d, http.StatusTooManyRequests, "120")
			w.send(a, b, "Hello")
			w.at(0)
			w.wantPushes(d, 1, "the first attempt (429)")
			w.wantMails(b, 0, "the mail waits while the push is retried")
			w.at(110 * time.Second)
			w.wantPushes(d, 0, "before Retry-After")
			w.at(15 * time.Second)
			if got := w.wantPushes(d, 1, "after Retry-After"); len(got) == 1 && got[0].Status != http.StatusCreated {
				t.Errorf("retry answered %d", got[0].Status)
			}
			w.at(time.Hour)
			w.wantMails(b, 0, "pushed on the retry: no mail")
			if n := w.devices(b); n != 1 {
				t.Errorf("%d devices after 429, want 1 (kept)", n)
			}
		})

		t.Run("ServerErrorRetriedThenMailFallback", func(t *testing.T) {
			w.t = t
			a, b := w.member("Anna", "en"), w.member("Bram", "en")
			d, _ := w.device(b)
			for range 20 {
				w.svc.Answer(d, http.StatusServiceUnavailable, "30")
			}
			w.send(a, b, "Hello")
			w.at(0)
			w.wantPushes(d, 1, "first attempt (503)")
			w.wantMails(b, 0, "mail waits for the retried push")
			for range 12 {
				w.at(time.Minute)
			}
			if got := w.svc.Pushes(d); len(got) < 2 {
				t.Errorf("%d retries after 503, want some", len(got))
			}
			w.wantMails(b, 1, "no push arrived within PushFallbackWait: the mail goes")
		})

		t.Run("MailWhenEveryPushFailed", func(t *testing.T) {
			w.t = t
			a, b := w.member("Anna", "en"), w.member("Bram", "en")
			d1, _ := w.device(b)
			d2, _ := w.device(b)
			w.svc.Answer(d1, http.StatusGone, "")
			w.svc.Answer(d2, http.StatusBadRequest, "")
			w.send(a, b, "Hello")
			w.at(0)
			w.wantPushes(d1, 1, "gone")
			w.wantPushes(d2, 1, "rejected")
			w.wantMails(b, 1, "every push failed: the mail goes")
		})

		t.Run("MailWithoutSubscription", func(t *testing.T) {
			w.t = t
			a, b := w.member("Anna", "en"), w.member("Bram", "en")
			w.send(a, b, "Hello")
			w.like(a, b)
			w.at(0)
			w.wantMails(b, 2, "no device: conversation and like mails")
		})

		t.Run("NoneAfterLogout", func(t *testing.T) {
			w.t = t
			a, b := w.member("Anna", "en"), w.member("Bram", "en")
			d, token := w.device(b)
			other, _ := w.device(b)
			if err := db.Logout(ctx, token); err != nil {
				t.Fatal(err)
			}
			if n := w.devices(b); n != 1 {
				t.Errorf("%d devices after logging out of one, want 1", n)
			}
			w.send(a, b, "Hello")
			w.at(0)
			w.wantPushes(d, 0, "logged out device")
			w.wantPushes(other, 1, "still logged in device")
		})

		t.Run("NoneToBlockedRelation", func(t *testing.T) {
			w.t = t
			a, b := w.member("Anna", "en"), w.member("Bram", "en")
			d, _ := w.device(b)
			w.send(a, b, "Hello")
			if err := db.Block(ctx, b.ID, a.ID); err != nil {
				t.Fatal(err)
			}
			w.at(0)
			w.wantPushes(d, 0, "blocked before the push went")
			w.wantMails(b, 0, "blocked: no mail either")
			if n := w.devices(b); n != 1 {
				t.Errorf("%d devices, want 1: a block removes no device", n)
			}
		})

		// The users table knows no banned status yet (no staff console bans): the policy
		// refuses it (TestPushRefusal); here the deleted status, as staff or a purge
		// leaves an account with its sessions.
		t.Run("NoneToDeletedAccount", func(t *testing.T) {
			for _, status := range []string{amora.UserDeleted} {
				w.t = t
				a, b := w.member("Anna", "en"), w.member("Bram", "en")
				d, _ := w.device(b)
				w.send(a, b, "Hello")
				if err := db.ExecAdmin(ctx, fmt.Sprintf(`UPDATE users SET status = '%s' WHERE id = %d`, status, b.ID)); err != nil {
					t.Fatal(err)
				}
				w.at(0)
				w.wantPushes(d, 0, status)
				if n := w.devices(b); n != 0 {
					t.Errorf("%s: %d devices, want 0", status, n)
				}
			}
		})

		t.Run("NoneWhenSwitchedOff", func(t *testing.T) {
			w.t = t
			a, b := w.member("Anna", "en"), w.member("Bram", "en")
			d, _ := w.device(b)
			if _, err := db.SetPushSettings(ctx, b.ID, map[string]bool{amora.NotifyLike: false}, nil); err != nil {
				t.Fatal(err)
			}
			w.like(a, b)
			w.at(0)
			w.wantPushes(d, 0, "like push switched off")
			w.wantMails(b, 1, "the like mail goes: its push was off")
			w.send(a, b, "Hello")
			w.at(0)
			w.wantPushes(d, 1, "messages still pushed")
		})

		t.Run("SameEndpointMovesToNewMember", func(t *testing.T) {
			w.t = t
			a, b, c := w.member("Anna", "en"), w.member("Bram", "en"), w.member("Carl", "en")
			d, _ := w.device(b)
			token, err := db.StartSession(ctx, c.ID)
			if err != nil {
				t.Fatal(err)
			}
			if err := db.SavePushSubscription(ctx, c.ID, amora.HashToken(token), d.Subscription()); err != nil {
				t.Fatal(err)
			}
			if w.devices(b) != 0 || w.devices(c) != 1 {
				t.Errorf("devices: Bram %d, Carl %d; want 0 and 1", w.devices(b), w.devices(c))
			}
			w.send(a, b, "for Bram")
			w.at(0)
			w.wantPushes(d, 0, "Bram logged out of the device when Carl logged in")
		})
	})
}
