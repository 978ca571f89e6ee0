package httpapi_test

import (
	"context"
	"encoding/json"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"amora"
	"amora/internal/realtime"
	"amora/internal/sqlstore"
	"amora/internal/sqlstore/storetest"
)

// consoleServer is a server checked against the contract, with a broker, photo
// storage and a console client for each role.
func consoleServer(t *testing.T, db *sqlstore.DB) (*httptest.Server, map[amora.StaffRole]*client) {
	t.Helper()
	api := newServer(t, db)
	api.Events = realtime.NewLocal()
	withPhotos(t, api)
	srv := httptest.NewServer(checked(t, contract(t), api.Handler()))
	t.Cleanup(srv.Close)
	staff := map[amora.StaffRole]*client{}
	for _, role := range amora.StaffRoles {
		staff[role] = staffClient(t, srv, storetest.NewStaff(t, db, string(role)+"@amora.test", role).Session)
	}
	return srv, staff
}

// memberPage reads a member's console page.
type memberPage struct {
	Member struct {
		ID      int64
		Status  string
		Credits int
	}
	Photos []struct {
		ID     int64
		URL    string
		Status string
	}
	Ledger []struct {
		Amount int
		Reason string
	}
	Logins []struct{ IP string }
}

func readPage(t *testing.T, body string) memberPage {
	t.Helper()
	var p memberPage
	if err := json.Unmarshal([]byte(body), &p); err != nil {
		t.Fatalf("%v: %s", err, body)
	}
	return p
}

// TestAdminMemberSearchAndPage finds a member by each kind of term over HTTP and reads
// their page and clear photo; only staff may fetch it.
func TestAdminMemberSearchAndPage(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		srv, staff := consoleServer(t, db)
		owner, ownerID := mediaMember(t, db, srv, "owner@example.nl")
		if status, body := owner.upload(testJPEG(t, 640, 480)); status != 201 {
			t.Fatalf("upload: %d %s", status, body)
		}
		loginWith(t, srv, "owner", "veilig-wachtwoord-42")
		sup := staff[amora.StaffSupport]
		for _, q := range []string{itoa(ownerID), "owner@example.nl", "127.0.0.1", "email:OWNER@example.nl"} {
			body := sup.expect("GET", "/api/admin/members?q="+q, "", 200)
			if !strings.Contains(body, `"id":`+itoa(ownerID)+`,"email":"owner@example.nl"`) || !strings.Contains(body, `"photo_url":"/api/admin/photos/`) {
				t.Errorf("q=%s: %s", q, body)
			}
		}
		sup.expect("GET", "/api/admin/members?q=nobody@example.nl", "", 200, `{"members":[],"next_before_id":null}`)
		page := readPage(t, sup.expect("GET", "/api/admin/members/"+itoa(ownerID), "", 200, `"tracking":{`, `"counts":{`))
		if len(page.Photos) != 1 || len(page.Logins) != 1 || page.Logins[0].IP != "127.0.0.1" || len(page.Ledger) == 0 {
			t.Fatalf("page %+v", page)
		}
		if status, resp := get(t, srv, sup, page.Photos[0].URL); status != 200 || resp.Header.Get("Content-Type") != "image/jpeg" {
			t.Errorf("staff photo = %d %s", status, resp.Header.Get("Content-Type"))
		}
		if status, _ := get(t, srv, owner, page.Photos[0].URL); status != 401 {
			t.Errorf("a member fetching the staff photo URL = %d, want 401", status)
		}
		staff[amora.StaffOperator].expect("GET", "/api/admin/members/"+itoa(ownerID), "", 403, `"key":"staffForbidden"`)
		sup.expect("GET", "/api/admin/members/999999", "", 404, `"key":"memberNotFound"`)
		staff[amora.StaffModerator].expect("POST", "/api/admin/photos/999999/approve", "", 404, `"key":"photoNotFound"`)
	})
}

// TestAdminBan bans a member over HTTP: support may not, a reason is required, the
// member's open stream ends at once and their session with it, the statement of
// reasons is queued, the login is refused with its own message, and the audit log
// holds the decision.
func TestAdminBan(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		ctx := context.Background()
		srv, staff := consoleServer(t, db)
		owner, ownerID := mediaMember(t, db, srv, "owner@example.nl")
		mod := staff[amora.StaffModerator]
		path := "/api/admin/members/" + itoa(ownerID)

		staff[amora.StaffSupport].expect("POST", path+"/ban", `{"reason":"spam"}`, 403, `"key":"staffForbidden"`)
		mod.expect("POST", path+"/ban", `{"reason":"  "}`, 400, `"key":"reasonRequired"`)
		mod.expect("POST", path+"/ban", `{"reason":"spam","ground":"rudeness"}`, 400, `"key":"optionInvalid"`)
		tab := openStream(t, owner)
		page := readPage(t, mod.expect("POST", path+"/ban", `{"reason":"Asked three members for money.","ground":"scam"}`, 200))
		if page.Member.Status != amora.UserBanned {
			t.Errorf("status after the ban %q", page.Member.Status)
		}
		tab.ends("the banned member's stream")
		owner.expect("GET", "/api/user", "", 403, `"key":"authenticationRequired"`)
		newClient(t, srv).expect("POST", "/api/user", `{"email":"owner@example.nl","password":"veilig-wachtwoord-42"}`, 403, `"key":"accountBanned"`)
		newClient(t, srv).expect("GET", "/api/members/"+itoa(ownerID), "", 404)

		var ban sqlstore.BanJob
		for {
			job, err := db.Claim(ctx, time.Now().Add(time.Hour), time.Minute)
			if err != nil {
				break
			}
			if job.Kind == sqlstore.JobBanMail {
				json.Unmarshal(job.Payload, &ban)
			}
		}
		if ban.UserID != ownerID || ban.Ground != amora.BanScam || ban.Facts != "Asked three members for money." {
			t.Errorf("statement of reasons job %+v", ban)
		}
		entries, _ := db.AuditLog(ctx, amora.AuditFilter{TargetType: "member", TargetID: ownerID})
		if len(entries) != 1 || entries[0].Action != "member.ban" || entries[0].StaffEmail != "moderator@amora.test" ||
			entries[0].Reason != "Asked three members for money." || string(entries[0].Before) != `{"status":"active","credits":10}` ||
			string(entries[0].After) != `{"status":"banned","credits":10}` {
			t.Errorf("audit %+v", entries)
		}
		mod.expect("POST", path+"/ban", `{"reason":"again"}`, 409, `"key":"memberStatusConflict"`)
		mod.expect("POST", path+"/unban", `{"reason":"appeal granted"}`, 200, `"status":"active"`)
		loginWith(t, srv, "owner", "veilig-wachtwoord-42")
	})
}

// TestAdminCreditsAndAccount corrects credits within and beyond the support limit,
// below zero, and deletes, restores, activates and resets over HTTP.
func TestAdminCreditsAndAccount(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		srv, staff := consoleServer(t, db)
		_, ownerID := mediaMember(t, db, srv, "owner@example.nl")
		path := "/api/admin/members/" + itoa(ownerID)
		sup, admin := staff[amora.StaffSupport], staff[amora.StaffAdmin]
		limit := itoa(int64(amora.SupportCreditLimit))

		sup.expect("POST", path+"/credits", `{"amount":`+itoa(int64(amora.SupportCreditLimit+1))+`,"reason":"goodwill"}`, 403, `"key":"creditLimit"`)
		sup.expect("POST", path+"/credits", `{"amount":-`+itoa(int64(amora.SupportCreditLimit+1))+`,"reason":"goodwill"}`, 403, `"key":"creditLimit"`)
		sup.expect("POST", path+"/credits", `{"amount":`+limit+`}`, 400, `"key":"reasonRequired"`)
		sup.expect("POST", path+"/credits", `{"amount":0,"reason":"x"}`, 400, `"key":"creditAmountInvalid"`)
		start := readPage(t, sup.expect("GET", path, "", 200)).Member.Credits
		page := readPage(t, sup.expect("POST", path+"/credits", `{"amount":`+limit+`,"reason":"message lost"}`, 200))
		if page.Member.Credits != start+amora.SupportCreditLimit || page.Ledger[0].Amount != amora.SupportCreditLimit || page.Ledger[0].Reason != "correction" {
			t.Errorf("after a correction: %+v", page)
		}
		admin.expect("POST", path+"/credits", `{"amount":500,"reason":"refund in credits"}`, 200, `"credits":`+itoa(int64(start+amora.SupportCreditLimit+500)))
		admin.expect("POST", path+"/credits", `{"amount":-100000,"reason":"too much"}`, 409, `"key":"creditsBelowZero"`)
		staff[amora.StaffModerator].expect("POST", path+"/credits", `{"amount":1,"reason":"x"}`, 403, `"key":"staffForbidden"`)

		sup.expect("POST", path+"/delete", `{"reason":"asked"}`, 403, `"key":"staffForbidden"`)
		admin.expect("POST", path+"/delete", `{"reason":"asked by e-mail"}`, 200, `"status":"deleted"`, `"restorable_until":"`)
		admin.expect("POST", path+"/restore", `{"reason":"changed their mind"}`, 200, `"status":"active"`, `"restorable_until":null`)
		staff[amora.StaffModerator].expect("POST", path+"/activate", `{"reason":"called"}`, 409, `"key":"memberStatusConflict"`)
		sup.expect("POST", path+"/password-reset", `{"reason":"called support"}`, 200)
		staff[amora.StaffOperator].expect("POST", path+"/password-reset", `{"reason":"x"}`, 403)
	})
}

// TestAdminPhotoModeration approves a pending photo (its member appears in search),
// then takes it down: the signed URL another member holds answers 404 at once, and
// the owner sees why in their language's key.
func TestAdminPhotoModeration(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		ctx := context.Background()
		s := amora.DefaultSettings()
		s.PhotoModeration = true
		if err := db.PutSite(ctx, &amora.Site{Host: "127.0.0.1", Settings: s, Company: amora.DefaultCompanyInfo()}); err != nil {
			t.Fatal(err)
		}
		srv, staff := consoleServer(t, db)
		owner, ownerID := mediaMember(t, db, srv, "owner@example.nl")
		if status, body := owner.upload(testJPEG(t, 640, 480)); status != 201 || !strings.Contains(body, `"status":"pending"`) {
			t.Fatalf("upload: %d %s", status, body)
		}
		viewer, _ := mediaMember(t, db, srv, "viewer@example.nl")
		inSearch := func() bool {
			return strings.Contains(viewer.expect("GET", "/api/members?country=NL&min_age=18&max_age=99", "", 200), `"id":`+itoa(ownerID)+`,`)
		}
		if inSearch() {
			t.Fatal("a member with a pending photo only is in search")
		}
		mod := staff[amora.StaffModerator]
		staff[amora.StaffSupport].expect("GET", "/api/admin/photos", "", 403)
		var queue struct {
			Photos []struct {
				ID       int64
				MemberID int64 `json:"member_id"`
			}
		}
		json.Unmarshal([]byte(mod.expect("GET", "/api/admin/photos?state=pending", "", 200)), &queue)
		if len(queue.Photos) != 1 || queue.Photos[0].MemberID != ownerID {
			t.Fatalf("queue %+v", queue)
		}
		photo := "/api/admin/photos/" + itoa(queue.Photos[0].ID)
		mod.expect("POST", photo+"/approve", "", 200, `"status":"active"`)
		if !inSearch() {
			t.Error("an approved photo does not bring its member into search")
		}
		var profile struct {
			MainImage struct{ Card string } `json:"main_image"`
		}
		json.Unmarshal([]byte(viewer.expect("GET", "/api/members/"+itoa(ownerID), "", 200)), &profile)
		if status, _ := get(t, srv, viewer, profile.MainImage.Card); status != 200 {
			t.Fatalf("the approved photo = %d", status)
		}
		mod.expect("POST", photo+"/takedown", `{}`, 400, `"key":"reasonRequired"`)
		mod.expect("POST", photo+"/takedown", `{"reason":"other"}`, 400, `"key":"reasonRequired"`)
		mod.expect("POST", photo+"/takedown", `{"reason":"other_person","note":"A film star."}`, 200, `"status":"rejected"`, `"reason":"other_person"`)
		if status, _ := get(t, srv, viewer, profile.MainImage.Card); status != 404 {
			t.Errorf("a taken-down photo's signed URL = %d, want 404", status)
		}
		if inSearch() {
			t.Error("a member whose only photo was taken down is still in search")
		}
		owner.expect("GET", "/api/profile", "", 200, `"reject_reason":"other_person"`, `"reject_note":"A film star."`)
		mod.expect("GET", "/api/admin/photos?state=rejected", "", 200, `"note":"A film star."`)
		entries, _ := db.AuditLog(ctx, amora.AuditFilter{TargetType: "photo"})
		if len(entries) != 2 || entries[0].Action != "photo.takedown" || entries[1].Action != "photo.approve" {
			t.Errorf("audit %+v", entries)
		}
	})
}
