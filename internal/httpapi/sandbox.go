package httpapi

import (
	"fmt"
	"html/template"
	"net/http"

	"amora"
)

// sandboxPage is the sandbox provider's hosted test checkout: a plain form, so that it
// works without the app, labelled clearly as a test where no money moves.
var sandboxPage = template.Must(template.New("checkout").Parse(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Test checkout – {{.Site}}</title>
<style>
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f3f4f6;color:#111827}
main{max-width:420px;margin:40px auto;padding:0 16px}
.card{background:#fff;border-radius:12px;box-shadow:0 1px 3px rgba(0,0,0,.12);padding:24px}
.badge{display:inline-block;background:#fef3c7;color:#92400e;border:1px solid #f59e0b;border-radius:999px;padding:2px 12px;font-size:13px;font-weight:600}
h1{font-size:22px;margin:12px 0 4px}
p.note{color:#6b7280;font-size:14px;margin:0 0 16px}
dl{display:grid;grid-template-columns:auto 1fr;gap:6px 16px;margin:16px 0}
dt{color:#6b7280}dd{margin:0;font-weight:600;text-align:right}
.amount{font-size:28px;font-weight:700;text-align:center;margin:8px 0 16px}
form{display:grid;gap:8px}
button{font:inherit;padding:12px;border-radius:8px;border:1px solid #d1d5db;background:#fff;cursor:pointer}
button:hover{background:#f9fafb}
button.paid{background:#15803d;border-color:#15803d;color:#fff;font-weight:600}
button.paid:hover{background:#166534}
.done{padding:12px;border-radius:8px;background:#f3f4f6;text-align:center}
a{color:#1d4ed8}
</style></head>
<body><main><div class="card">
<span class="badge">TEST CHECKOUT – no real payment</span>
<h1>{{.Site}} sandbox payment</h1>
<p class="note">This page stands in for a payment provider. Choose how this payment ends; the site then learns the outcome the way it would from a real provider.</p>
<div class="amount">{{.Amount}}</div>
<dl>
<dt>Package</dt><dd>{{.Credits}} credits</dd>
<dt>Method</dt><dd>{{.Method}}</dd>
{{if .Discount}}<dt>Discount</dt><dd>{{.Discount}}</dd>{{end}}
<dt>Order</dt><dd>{{.ID}}</dd>
<dt>Status</dt><dd>{{.Status}}</dd>
</dl>
{{if .Open}}<form method="post" action="{{.Action}}">
<button class="paid" type="submit" name="status" value="paid">Paid</button>
<button type="submit" name="status" value="pending">Pending</button>
<button type="submit" name="status" value="failed">Failed</button>
<button type="submit" name="status" value="canceled">Canceled</button>
<button type="submit" name="status" value="expired">Expired</button>
</form>{{else}}<p class="done">This payment is {{.Status}}. <a href="{{.Return}}">Back to {{.Site}}</a></p>{{end}}
</div></main></body></html>
`))

// sandboxUser is the member of the request's session. Pages outside /api/ do not get
// the member from the session middleware, so the checkout looks the session up itself.
func (s *Server) sandboxUser(r *http.Request) *amora.User {
	c, err := r.Cookie(SessionCookie)
	if err != nil || c.Value == "" || s.Accounts == nil {
		return nil
	}
	u, err := s.Accounts.UserBySession(r.Context(), c.Value)
	if err != nil {
		return nil
	}
	return u
}

// sandboxPayment finds the member's payment of the path for the test checkout; another
// member's payment, one of another provider, or no session is not found.
func (s *Server) sandboxPayment(r *http.Request) (*amora.Payment, amora.SandboxCheckout, error) {
	sb, ok := s.Providers["sandbox"].(amora.SandboxCheckout)
	u := s.sandboxUser(r)
	if !ok || u == nil {
		return nil, nil, amora.ErrPaymentNotFound()
	}
	p, err := s.Billing.Payment(r.Context(), u.ID, paymentID(r))
	if err == nil && p.Provider != "sandbox" {
		err = amora.ErrPaymentNotFound()
	}
	return p, sb, err
}

// sandboxCheckout shows the test checkout of a payment (GET /sandbox/checkout/{paymentId}).
func (s *Server) sandboxCheckout(w http.ResponseWriter, r *http.Request) {
	p, _, err := s.sandboxPayment(r)
	if err != nil {
		s.sandboxError(w, err)
		return
	}
	site := "Amora"
	if st, err := s.site(r); err == nil {
		site = st.Settings.Name
	}
	discount := ""
	if p.DiscountCode != "" {
		discount = fmt.Sprintf("%s (−%d %%)", p.DiscountCode, p.DiscountPercentage)
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	err = sandboxPage.Execute(w, map[string]any{"Site": site, "ID": p.ID, "Credits": p.Credits, "Method": p.Method, "Status": p.Status,
		"Amount": fmt.Sprintf("%d.%02d %s", p.Amount/100, p.Amount%100, p.Currency), "Discount": discount,
		"Open": !amora.PaymentFinal(p.Status), "Action": r.URL.Path, "Return": returnPath(p)})
	if err != nil {
		s.Logger.Warn("sandbox page", "err", err)
	}
}

// sandboxDecide records the buyer's choice (POST /sandbox/checkout/{paymentId}, a form
// with status), lets the site learn it through the webhook's path, and sends the buyer
// back to the app's return screen. Cross-origin posts are refused by the middleware.
func (s *Server) sandboxDecide(w http.ResponseWriter, r *http.Request) {
	p, sb, err := s.sandboxPayment(r)
	if err != nil {
		s.sandboxError(w, err)
		return
	}
	r.Body = http.MaxBytesReader(w, r.Body, 4<<10)
	if err := r.ParseForm(); err != nil {
		s.sandboxError(w, amora.Errorf(amora.EINVALID, "Invalid form."))
		return
	}
	providerID, err := sb.Decide(r.Context(), p.ID, r.PostForm.Get("status"))
	switch amora.ErrorCode(err) {
	case "":
		if _, err := s.applyProviderStatus(r.Context(), "sandbox", providerID); err != nil {
			s.Logger.Error("sandbox webhook", "payment", p.ID, "err", err)
		}
	case amora.ECONFLICT: // decided before: the return screen shows the outcome
	default:
		s.sandboxError(w, err)
		return
	}
	http.Redirect(w, r, returnPath(p), http.StatusSeeOther)
}

// sandboxError answers the test checkout's errors as a short text page.
func (s *Server) sandboxError(w http.ResponseWriter, err error) {
	code := amora.ErrorCode(err)
	if code == amora.EINTERNAL {
		s.Logger.Error("sandbox checkout", "err", err)
	}
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	w.WriteHeader(errorStatus(code))
	fmt.Fprintln(w, amora.ErrorMessage(err))
}
