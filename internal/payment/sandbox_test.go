package payment_test

import (
	"context"
	"strconv"
	"strings"
	"testing"

	"amora"
	"amora/internal/payment"
	"amora/internal/sqlstore"
	"amora/internal/sqlstore/storetest"
)

// newPayment stores an open payment of a new member for the sandbox to take over.
func newPayment(t *testing.T, db *sqlstore.DB, email, method string) *amora.Payment {
	t.Helper()
	ctx := context.Background()
	u, err := db.Signup(ctx, &amora.Site{Host: "*", Settings: amora.DefaultSettings()}, amora.SignupForm{Name: "Sanne", Email: email,
		Password: "veilig-wachtwoord-42", DateOfBirth: "1994-05-17", Language: "nl"})
	if err != nil {
		t.Fatal(err)
	}
	pkgs, err := db.Packages(ctx, "EUR")
	if err != nil {
		t.Fatal(err)
	}
	p, err := db.CreatePayment(ctx, amora.NewPayment{UserID: u.ID, PackageID: pkgs[0].ID, Method: method, Country: "NL", Provider: "sandbox"})
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func TestSandbox(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		ctx := context.Background()
		sb := &payment.Sandbox{Store: db}
		req := func(p *amora.Payment, storeCard bool) amora.PaymentRequest {
			return amora.PaymentRequest{PaymentID: p.ID, Amount: p.Amount, Currency: p.Currency, Method: p.Method, Description: "20 credits", StoreCard: storeCard}
		}
		t.Run("CheckoutDecidesStatus", func(t *testing.T) {
			p := newPayment(t, db, "a@example.nl", amora.MethodIDEAL)
			created, err := sb.Create(ctx, req(p, false))
			if err != nil {
				t.Fatal(err)
			}
			if !strings.HasPrefix(created.ID, "sbx_") || created.CheckoutURL != "/sandbox/checkout/"+strconv.FormatInt(p.ID, 10) {
				t.Errorf("created %+v", created)
			}
			if st, err := sb.Get(ctx, created.ID); err != nil || st.Status != amora.PaymentOpen {
				t.Errorf("new: %+v, %v", st, err)
			}
			if _, err := sb.Decide(ctx, p.ID, "open"); amora.ErrorCode(err) != amora.EINVALID {
				t.Errorf("decide open: %v", err)
			}
			if id, err := sb.Decide(ctx, p.ID, amora.PaymentPending); err != nil || id != created.ID {
				t.Errorf("decide pending: %s, %v", id, err)
			}
			if _, err := sb.Decide(ctx, p.ID, amora.PaymentFailed); err != nil {
				t.Fatal(err)
			}
			if _, err := sb.Decide(ctx, p.ID, amora.PaymentPaid); amora.ErrorCode(err) != amora.ECONFLICT {
				t.Errorf("paid after failed: %v", err)
			}
			if st, _ := sb.Get(ctx, created.ID); st.Status != amora.PaymentFailed {
				t.Errorf("status %s", st.Status)
			}
			if _, err := sb.Decide(ctx, 99999, amora.PaymentPaid); amora.ErrorCode(err) != amora.ENOTFOUND {
				t.Errorf("unknown payment: %v", err)
			}
		})
		t.Run("CardMandateOncePaid", func(t *testing.T) {
			p := newPayment(t, db, "b@example.nl", amora.MethodCreditCard)
			created, err := sb.Create(ctx, req(p, true))
			if err != nil {
				t.Fatal(err)
			}
			if st, _ := sb.Get(ctx, created.ID); st.Mandate != nil {
				t.Errorf("mandate while open: %+v", st.Mandate)
			}
			sb.Decide(ctx, p.ID, amora.PaymentPaid)
			st, err := sb.Get(ctx, created.ID)
			if err != nil || st.Mandate == nil || !strings.HasPrefix(st.Mandate.MandateID, "sbx_mdt_") || st.Mandate.Method != amora.MethodCreditCard {
				t.Errorf("paid card: %+v, %v", st, err)
			}
		})
		t.Run("NoCheckoutPayments", func(t *testing.T) {
			for _, tt := range []struct {
				name   string
				sb     *payment.Sandbox
				create func(*payment.Sandbox, amora.PaymentRequest) (amora.ProviderPayment, error)
				want   string
			}{
				{"RecurringPaid", sb, func(s *payment.Sandbox, r amora.PaymentRequest) (amora.ProviderPayment, error) {
					return s.CreateRecurring(ctx, r, amora.Mandate{CustomerID: "sbx_cst_1", MandateID: "sbx_mdt_1"})
				}, amora.PaymentPaid},
				{"RecurringFailing", &payment.Sandbox{Store: db, RecurringStatus: amora.PaymentFailed}, func(s *payment.Sandbox, r amora.PaymentRequest) (amora.ProviderPayment, error) {
					return s.CreateRecurring(ctx, r, amora.Mandate{CustomerID: "sbx_cst_1", MandateID: "sbx_mdt_1"})
				}, amora.PaymentFailed},
				{"DirectDebitPaid", sb, func(s *payment.Sandbox, r amora.PaymentRequest) (amora.ProviderPayment, error) {
					return s.CreateDirectDebit(ctx, r, amora.DirectDebitAccount{Holder: "S", IBAN: "NL91ABNA0417164300"})
				}, amora.PaymentPaid},
				{"DirectDebitPending", &payment.Sandbox{Store: db, DirectDebitStatus: amora.PaymentPending}, func(s *payment.Sandbox, r amora.PaymentRequest) (amora.ProviderPayment, error) {
					return s.CreateDirectDebit(ctx, r, amora.DirectDebitAccount{Holder: "S", IBAN: "NL91ABNA0417164300"})
				}, amora.PaymentPending},
			} {
				t.Run(tt.name, func(t *testing.T) {
					p := newPayment(t, db, strings.ToLower(tt.name)+"@example.nl", amora.MethodCreditCard)
					created, err := tt.create(tt.sb, req(p, false))
					if err != nil {
						t.Fatal(err)
					}
					if created.CheckoutURL != "" {
						t.Errorf("checkout %s", created.CheckoutURL)
					}
					if st, err := tt.sb.Get(ctx, created.ID); err != nil || st.Status != tt.want || st.Mandate != nil {
						t.Errorf("got %+v, %v; want %s", st, err, tt.want)
					}
				})
			}
		})
	})
}
