package httpapi_test

import (
	"context"
	"encoding/json"
	"net/http/httptest"
	"testing"

	"amora"
	"amora/internal/sqlstore"
	"amora/internal/sqlstore/storetest"
)

func TestAccountChangesAPI(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		srv := httptest.NewServer(newServer(t, db).Handler())
		defer srv.Close()
		ctx := context.Background()
		c := newClient(t, srv)
		body := c.expect("POST", "/api/signup", signupBody, 201)
		var u struct{ ID int64 }
		json.Unmarshal([]byte(body), &u)

		t.Run("CompleteSignup", func(t *testing.T) {
			c.expect("PUT", "/api/profile", `{"gender":"female","looking_for":"male","country":"NL","region":"DE-BY","city":"Utrecht"}`, 400, `"key":"regionInvalid"`, `"field":"region"`)
			c.expect("PUT", "/api/profile", `{"gender":"female","looking_for":"male","country":"NL","region":"NL-UT","city":"Utrecht"}`, 200,
				`"gender":"female"`, `"region":"NL-UT"`, `"complete":true`)
			newClient(t, srv).expect("PUT", "/api/profile", `{}`, 403, `"authentication_required"`)
		})
		t.Run("ErrInvalidCharacters", func(t *testing.T) {
			for _, city := range []string{`Utrecht\nBcc: x`, `Utr\recht`, `Utr\techt`, `\u202Ethcertu`, `Utrecht\u2066`} {
				c.expect("PUT", "/api/profile", `{"gender":"female","looking_for":"male","country":"NL","region":"NL-UT","city":"`+city+`"}`, 400,
					`"key":"invalidCharacters"`, `"field":"city"`)
			}
			c.expect("PUT", "/api/profile", `{"gender":"female","looking_for":"male","country":"NL","region":"NL-UT","city":"Utrecht","about_me":"Hoi \u202Eereh kcilc"}`, 400,
				`"key":"invalidCharacters"`, `"field":"about_me"`)
			anon := newClient(t, srv)
			for _, name := range []string{`Anna\u202Egnp.exe`, `Anna\nBob`, `Anna\u0000`, `An\u0085na`} {
				anon.expect("POST", "/api/signup", `{"name":"`+name+`","email":"anna@example.nl","password":"veilig-wachtwoord-42","date_of_birth":"1990-01-01"}`, 400,
					`"key":"invalidCharacters"`, `"field":"name"`)
			}
			anon.expect("POST", "/api/signup", `{"name":"\u202Bمريم\u202C","email":"anna@example.nl","password":"veilig-wachtwoord-42","date_of_birth":"1990-01-01"}`, 201)
		})
		t.Run("PasswordReset", func(t *testing.T) {
			anon := newClient(t, srv)
			anon.expect("POST", "/api/password-reset.php", `{"email":"nobody@example.nl"}`, 404, `"message":"E-mail address not found"`)
			anon.expect("POST", "/api/password-reset", `{"email":"sanne@example.nl"}`, 204)
			anon.expect("POST", "/api/password-reset/do", `{"token":"x","password":"nieuw-wachtwoord-1","password_repeat":"nieuw-wachtwoord-2"}`, 400,
				`"message":"The entered passwords are not the same."`, `"field":"password_repeat"`)
			anon.expect("POST", "/api/password-reset/do", `{"token":"x","password":"nieuw-wachtwoord-1","password_repeat":"nieuw-wachtwoord-1"}`, 404,
				`"message":"Link expired or invalid, request a new email"`)
			token, _ := db.CreateToken(ctx, u.ID, amora.TokenReset, amora.ResetLifetime)
			anon.expect("POST", "/api/password-reset/do", `{"token":"`+token+`","password":"nieuw-wachtwoord-1","password_repeat":"nieuw-wachtwoord-1"}`, 204)
			// No auto-login after a reset, and the earlier session has ended.
			anon.expect("GET", "/api/user", "", 403)
			c.expect("GET", "/api/user", "", 403)
			c.expect("POST", "/api/user", `{"email":"sanne@example.nl","password":"nieuw-wachtwoord-1"}`, 200)
		})
		t.Run("ChangePassword", func(t *testing.T) {
			c.expect("POST", "/api/password", `{"old_password":"wrong","new_password":"ander-wachtwoord-2"}`, 400,
				`"message":"Please check your old password."`, `"field":"old_password"`)
			c.expect("POST", "/api/password", `{"old_password":"nieuw-wachtwoord-1","new_password":"ander-wachtwoord-2"}`, 204)
			c.expect("GET", "/api/user", "", 200) // this session lives on
		})
		t.Run("EmailChange", func(t *testing.T) {
			c.expect("POST", "/api/email-change", `{"email":"nope","password":"ander-wachtwoord-2"}`, 400, `"message":"New email adress is invalid."`)
			c.expect("POST", "/api/email-change", `{"email":"sanne@example.nl","password":"ander-wachtwoord-2"}`, 409,
				`"message":"This email address already owns an account on this website."`)
			c.expect("POST", "/api/email-change", `{"email":"sanne.new@example.nl","password":"wrong"}`, 400, `"key":"passwordWrong"`)
			c.expect("POST", "/api/email-change", `{"email":"sanne.new@example.nl","password":"ander-wachtwoord-2"}`, 202)
			other := newClient(t, srv) // another device of Sanne's
			other.expect("POST", "/api/user", `{"email":"sanne@example.nl","password":"ander-wachtwoord-2"}`, 200)
			token, _ := db.CreateEmailChangeToken(ctx, u.ID, "sanne.new@example.nl")
			c.expect("POST", "/api/email-change/do", `{"token":"`+token+`"}`, 200, `"email":"sanne.new@example.nl"`)
			c.expect("GET", "/api/user", "", 200)                                         // the confirming session lives on
			other.expect("GET", "/api/user", "", 403, `"code":"authentication_required"`) // the others end
		})
		t.Run("EmailChangeUndo", func(t *testing.T) {
			other := newClient(t, srv)
			other.expect("POST", "/api/user", `{"email":"sanne.new@example.nl","password":"ander-wachtwoord-2"}`, 200)
			anon := newClient(t, srv)
			anon.expect("POST", "/api/email-change/undo", `{"token":"nope"}`, 404, `"key":"linkInvalid"`)
			undo, _ := db.CreateEmailUndoToken(ctx, u.ID, "sanne@example.nl")
			anon.expect("POST", "/api/email-change/undo", `{"token":"`+undo+`"}`, 204)
			c.expect("GET", "/api/user", "", 403, `"code":"authentication_required"`) // every session ends
			other.expect("GET", "/api/user", "", 403, `"code":"authentication_required"`)
			anon.expect("POST", "/api/user", `{"email":"sanne.new@example.nl","password":"ander-wachtwoord-2"}`, 403, `"key":"loginFailed"`)
			anon.expect("POST", "/api/user", `{"email":"sanne@example.nl","password":"ander-wachtwoord-2"}`, 403,
				`"code":"forbidden"`, `"key":"accountLocked"`)
			reset, _ := db.CreateToken(ctx, u.ID, amora.TokenReset, amora.ResetLifetime)
			anon.expect("POST", "/api/password-reset/do", `{"token":"`+reset+`","password":"ander-wachtwoord-2","password_repeat":"ander-wachtwoord-2"}`, 204)
			c.expect("POST", "/api/user", `{"email":"sanne@example.nl","password":"ander-wachtwoord-2"}`, 200, `"email":"sanne@example.nl"`)
		})
		t.Run("DeleteAndReactivate", func(t *testing.T) {
			c.expect("DELETE", "/api/user", `{"reason":"other","remarks":"","password":"ander-wachtwoord-2"}`, 400, `"key":"remarksRequired"`)
			c.expect("DELETE", "/api/user", `{"reason":"price","password":"wrong"}`, 400, `"key":"passwordWrong"`)
			c.expect("DELETE", "/api/user.php", `{"reason":"price","password":"ander-wachtwoord-2"}`, 204)
			c.expect("GET", "/api/user", "", 403)
			token, _ := db.CreateToken(ctx, u.ID, amora.TokenReactivate, amora.ReactivationWindow)
			c.expect("POST", "/api/reactivate", `{"token":"`+token+`"}`, 200, `"status":"active"`)
			c.expect("POST", "/api/reactivate", `{"token":"`+token+`"}`, 404, `"key":"linkInvalid"`)
			c.expect("POST", "/api/user", `{"email":"sanne@example.nl","password":"ander-wachtwoord-2"}`, 200)
		})
		t.Run("LoggedOutCannotChange", func(t *testing.T) {
			anon := newClient(t, srv)
			for _, call := range [][2]string{{"POST", "/api/password"}, {"POST", "/api/email-change"}, {"DELETE", "/api/user"}} {
				anon.expect(call[0], call[1], `{}`, 403, `"authentication_required"`)
			}
		})
	})
}
