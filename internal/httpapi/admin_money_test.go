package httpapi_test

import (
	"context"
	"encoding/json"
	"strconv"
	"strings"
	"testing"

	"amora"
	"amora/internal/sqlstore"
	"amora/internal/sqlstore/storetest"
)

func TestAdminPackages(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		_, admin, _ := adminServer(t, db)
		sold := func(price int) bool {
			pkgs, err := db.Packages(context.Background(), "EUR")
			if err != nil {
				t.Fatal(err)
			}
			for _, p := range pkgs {
				if p.Price == price {
					return true
				}
			}
			return false
		}
		var list []amora.PackageRow
		json.Unmarshal([]byte(admin.expect("GET", "/api/admin/packages", "", 200)), &list)
		if len(list) != 4 || list[1].Credits != 50 || list[1].Prices["EUR"] != 1995 || !list[1].Active {
			t.Fatalf("packages %+v", list)
		}
		admin.expect("POST", "/api/admin/packages", `{"reason":"new","credits":0,"prices":{"eur":5}}`, 400, `"fields"`, `"credits"`, `"packagePriceInvalid"`)
		admin.expect("POST", "/api/admin/packages", `{"credits":10,"prices":{"EUR":495}}`, 400, `"staffReasonRequired"`)
		var p amora.PackageRow
		json.Unmarshal([]byte(admin.expect("POST", "/api/admin/packages", `{"reason":"Trial pack","credits":10,"position":0,"active":true,"prices":{"EUR":495,"GBP":445}}`, 201)), &p)
		if p.ID == 0 || p.Prices["GBP"] != 445 {
			t.Fatalf("created %+v", p)
		}
		if e := lastAudit(t, db); e.Action != "package.create" || e.TargetID != p.ID || e.Reason != "Trial pack" {
			t.Errorf("audit %+v", e)
		}
		if !sold(495) {
			t.Error("the new package is not sold")
		}
		// Changing a price drops the currencies left out; the audit keeps the changes only.
		admin.expect("PUT", "/api/admin/packages/"+strconv.FormatInt(p.ID, 10), `{"reason":"Cheaper","credits":10,"active":true,"prices":{"EUR":395}}`, 200, `"EUR":395`)
		if e := lastAudit(t, db); e.Action != "package.update" || string(e.Before) != `{"prices":{"EUR":495,"GBP":445}}` || string(e.After) != `{"prices":{"EUR":395}}` {
			t.Errorf("audit %s %s %s", e.Action, e.Before, e.After)
		}
		admin.expect("POST", "/api/admin/packages/"+strconv.FormatInt(p.ID, 10)+"/disable", `{"reason":"Ended"}`, 200, `"active":false`)
		if e := lastAudit(t, db); e.Action != "package.disable" || string(e.After) != `{"active":false}` {
			t.Errorf("audit %s %s", e.Action, e.After)
		}
		if sold(395) {
			t.Error("a disabled package is still sold")
		}
		admin.expect("PUT", "/api/admin/packages/9999", `{"reason":"x","credits":10,"prices":{"EUR":395}}`, 404, `"packageNotFound"`)
	})
}

func TestAdminDiscounts(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		_, admin, _ := adminServer(t, db)
		admin.expect("GET", "/api/admin/discounts?status=active", "", 200, `"code":"WELCOME25"`)
		admin.expect("GET", "/api/admin/discounts?status=bogus", "", 400)
		body := admin.expect("POST", "/api/admin/discounts", `{"reason":"x","code":"a","percentage":120,"country":"XX",
			"minimum_order_value":1000,"payment_methods":["cash"],"validity":"forever","expires":"2001-01-01T00:00:00Z"}`, 400)
		for _, k := range []string{"discountCodeInvalid", `"field":"percentage"`, `"field":"country"`, "discountCurrencyRequired",
			`"field":"payment_methods"`, `"field":"validity"`, "discountExpiresPast"} {
			if !strings.Contains(body, k) {
				t.Errorf("errors lack %s: %s", k, body)
			}
		}
		admin.expect("POST", "/api/admin/discounts", `{"reason":"Spring","code":"spring-10","percentage":10,"country":"NL",
			"currency":"EUR","minimum_order_value":1995,"payment_methods":["ideal","sdd"],"validity":"unlimited","expires":"2099-01-01T00:00:00Z"}`,
			201, `"code":"SPRING-10"`, `"state":"active"`, `"payment_methods":["ideal","sdd"]`)
		admin.expect("POST", "/api/admin/discounts", `{"reason":"Again","code":"SPRING-10","percentage":10}`, 409, `"discountExists"`)
		if e := lastAudit(t, db); e.Action != "discount.create" || !strings.Contains(string(e.After), `"minimum_order_value":1995`) {
			t.Errorf("audit %s %s", e.Action, e.After)
		}
		admin.expect("POST", "/api/admin/discounts/spring-10/expire", `{"reason":"Ended early"}`, 200, `"state":"expired"`)
		if e := lastAudit(t, db); e.Action != "discount.expire" || !strings.Contains(string(e.Before), `"expires":"2099-01-01`) {
			t.Errorf("audit %s %s", e.Action, e.Before)
		}
		admin.expect("GET", "/api/admin/discounts?status=expired", "", 200, `"code":"SPRING-10"`)
		if body := admin.expect("GET", "/api/admin/discounts?status=active", "", 200); strings.Contains(body, "SPRING-10") {
			t.Errorf("an expired code is listed as active: %s", body)
		}
		admin.expect("POST", "/api/admin/discounts/NOPE/expire", `{"reason":"x"}`, 404)
	})
}

func TestAdminDirectDebitBlocklist(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		_, admin, _ := adminServer(t, db)
		admin.expect("POST", "/api/admin/direct-debit-blocks", `{"reason":"Fraud","kind":"iban","value":"NL91 ABNA 0417 1643 01"}`, 400, `"ibanInvalid"`)
		admin.expect("POST", "/api/admin/direct-debit-blocks", `{"reason":"Fraud","kind":"phone","value":"12"}`, 400, `"phoneInvalid"`)
		body := admin.expect("POST", "/api/admin/direct-debit-blocks", `{"reason":"Fraud","kind":"iban","value":"nl91 abna 0417 1643 00"}`, 201,
			`"value":"NL91**********4300"`)
		if strings.Contains(body, "ABNA0417") {
			t.Errorf("the IBAN is answered in clear: %s", body)
		}
		admin.expect("POST", "/api/admin/direct-debit-blocks", `{"reason":"Again","kind":"iban","value":"NL91ABNA0417164300"}`, 409, `"blockExists"`)
		admin.expect("POST", "/api/admin/direct-debit-blocks", `{"reason":"Fraud","kind":"phone","value":"0031 6-1234 5678"}`, 201, `"value":"********5678"`)
		if blocked, _ := db.DirectDebitBlocked(context.Background(), "NL91ABNA0417164300", "+31612345678"); !blocked {
			t.Error("the blocked IBAN is not refused")
		}
		if e := lastAudit(t, db); e.Action != "directdebit.block" || strings.Contains(string(e.After), "612345678") || e.Reason != "Fraud" {
			t.Errorf("audit %s %s", e.Action, e.After)
		}
		var list []struct{ Kind, Value, Ref, Reason string }
		json.Unmarshal([]byte(admin.expect("GET", "/api/admin/direct-debit-blocks", "", 200)), &list)
		if len(list) != 2 {
			t.Fatalf("blocklist %+v", list)
		}
		for _, b := range list {
			if b.Kind == "iban" {
				admin.expect("POST", "/api/admin/direct-debit-blocks/"+b.Ref+"/remove", `{"reason":"Cleared"}`, 204)
			}
		}
		if blocked, _ := db.DirectDebitBlocked(context.Background(), "NL91ABNA0417164300", ""); blocked {
			t.Error("the removed IBAN is still refused")
		}
		if e := lastAudit(t, db); e.Action != "directdebit.unblock" || e.Reason != "Cleared" {
			t.Errorf("audit %+v", e)
		}
		admin.expect("POST", "/api/admin/direct-debit-blocks/0000/remove", `{"reason":"x"}`, 404, `"blockNotFound"`)
	})
}
