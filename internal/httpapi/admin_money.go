package httpapi

import (
	"net/http"
	"strconv"
	"time"

	"amora"
)

// Money managed in the staff console (PermMoney): packages and their prices, discount
// codes, the direct-debit blocklist. Every change needs a reason for the audit log.

// moneyRoutes registers the console's money routes (PermMoney).
func (s *Server) moneyRoutes(mux *http.ServeMux) {
	if s.Money == nil {
		return
	}
	s.adminRoute(mux, "GET /api/admin/packages", amora.PermMoney, s.adminListPackages)
	s.adminRoute(mux, "POST /api/admin/packages", amora.PermMoney, s.adminCreatePackage)
	s.adminRoute(mux, "PUT /api/admin/packages/{id}", amora.PermMoney, s.adminUpdatePackage)
	s.adminRoute(mux, "POST /api/admin/packages/{id}/disable", amora.PermMoney, s.adminDisablePackage)
	s.adminRoute(mux, "GET /api/admin/discounts", amora.PermMoney, s.adminListDiscounts)
	s.adminRoute(mux, "POST /api/admin/discounts", amora.PermMoney, s.adminCreateDiscount)
	s.adminRoute(mux, "POST /api/admin/discounts/{code}/expire", amora.PermMoney, s.adminExpireDiscount)
	s.adminRoute(mux, "GET /api/admin/direct-debit-blocks", amora.PermMoney, s.adminListBlocks)
	s.adminRoute(mux, "POST /api/admin/direct-debit-blocks", amora.PermMoney, s.adminAddBlock)
	s.adminRoute(mux, "POST /api/admin/direct-debit-blocks/{ref}/remove", amora.PermMoney, s.adminRemoveBlock)
}

// reasoned reads a console change's body into v (which embeds reasonJSON) and checks its
// reason.
type reasonJSON struct {
	Reason string `json:"reason"`
}

func (s *Server) reasoned(w http.ResponseWriter, r *http.Request, v any, reason *string) bool {
	if err := decode(r, v); err != nil {
		s.writeError(w, r, err)
		return false
	}
	clean, err := amora.ValidateAuditReason(*reason)
	if err != nil {
		s.writeFieldErrors(w, r, amora.FieldErrors{err.(*amora.Error)})
		return false
	}
	*reason = clean
	return true
}

func (s *Server) adminListPackages(w http.ResponseWriter, r *http.Request, _ *amora.Staff) {
	list, err := s.Money.ListPackages(r.Context())
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, list)
}

type packageInJSON struct {
	amora.PackageRow
	reasonJSON
}

// adminCreatePackage adds a package (POST /api/admin/packages).
func (s *Server) adminCreatePackage(w http.ResponseWriter, r *http.Request, st *amora.Staff) {
	var in packageInJSON
	if !s.reasoned(w, r, &in, &in.Reason) {
		return
	}
	e := st.AuditEntry("", "", 0)
	e.Reason = in.Reason
	p, err := s.Money.CreatePackage(r.Context(), in.PackageRow, e)
	if err != nil {
		s.writeFieldErrors(w, r, err)
		return
	}
	writeJSON(w, http.StatusCreated, p)
}

func packageID(r *http.Request) (int64, error) {
	id, err := strconv.ParseInt(r.PathValue("id"), 10, 64)
	if err != nil || id <= 0 {
		return 0, amora.ErrPackageRowNotFound()
	}
	return id, nil
}

// adminUpdatePackage replaces a package's fields and prices (PUT /api/admin/packages/{id}).
func (s *Server) adminUpdatePackage(w http.ResponseWriter, r *http.Request, st *amora.Staff) {
	id, err := packageID(r)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	var in packageInJSON
	if !s.reasoned(w, r, &in, &in.Reason) {
		return
	}
	in.ID = id
	e := st.AuditEntry("", "", 0)
	e.Reason = in.Reason
	p, err := s.Money.UpdatePackage(r.Context(), in.PackageRow, e)
	if err != nil {
		s.writeFieldErrors(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, p)
}

// adminDisablePackage stops selling a package; packages are never deleted, since
// payments name them (POST /api/admin/packages/{id}/disable).
func (s *Server) adminDisablePackage(w http.ResponseWriter, r *http.Request, st *amora.Staff) {
	id, err := packageID(r)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	var in reasonJSON
	if !s.reasoned(w, r, &in, &in.Reason) {
		return
	}
	list, err := s.Money.ListPackages(r.Context())
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	for _, p := range list {
		if p.ID == id {
			p.Active = false
			e := st.AuditEntry("", "", 0)
			e.Reason = in.Reason
			out, err := s.Money.UpdatePackage(r.Context(), p, e)
			if err != nil {
				s.writeFieldErrors(w, r, err)
				return
			}
			writeJSON(w, http.StatusOK, out)
			return
		}
	}
	s.writeError(w, r, amora.ErrPackageRowNotFound())
}

type adminDiscountJSON struct {
	Code              string   `json:"code"`
	Percentage        int      `json:"percentage"`
	Country           string   `json:"country"`
	Currency          string   `json:"currency"`
	MinimumOrderValue int      `json:"minimum_order_value"`
	PaymentMethods    []string `json:"payment_methods"`
	Validity          string   `json:"validity"`
	Expires           *apiTime `json:"expires"`
	UserID            int64    `json:"user_id"`
	State             string   `json:"state"`
}

func (s *Server) newAdminDiscountJSON(d amora.DiscountCode) adminDiscountJSON {
	out := adminDiscountJSON{Code: d.Code, Percentage: d.Percentage, Country: d.Country, Currency: d.Currency, MinimumOrderValue: d.MinimumOrderValue,
		PaymentMethods: d.PaymentMethods, Validity: d.Validity, UserID: d.UserID, State: d.State(s.Now())}
	if out.PaymentMethods == nil {
		out.PaymentMethods = []string{}
	}
	if !d.Expires.IsZero() {
		t := apiTime(d.Expires)
		out.Expires = &t
	}
	return out
}

// adminListDiscounts lists the codes, newest first, optionally in one state
// (GET /api/admin/discounts?status=active|expired|inactive).
func (s *Server) adminListDiscounts(w http.ResponseWriter, r *http.Request, _ *amora.Staff) {
	state := r.URL.Query().Get("status")
	switch state {
	case "", amora.DiscountListActive, amora.DiscountListExpired, amora.DiscountListInactive:
	default:
		s.writeError(w, r, amora.FieldError("status", "siteFieldUnknownValue", "Unknown status."))
		return
	}
	list, err := s.Money.ListDiscounts(r.Context(), state)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	out := make([]adminDiscountJSON, len(list))
	for i, d := range list {
		out[i] = s.newAdminDiscountJSON(d)
	}
	writeJSON(w, http.StatusOK, out)
}

// adminCreateDiscount adds a code (POST /api/admin/discounts).
func (s *Server) adminCreateDiscount(w http.ResponseWriter, r *http.Request, st *amora.Staff) {
	var in struct {
		Code              string     `json:"code"`
		Percentage        int        `json:"percentage"`
		Country           string     `json:"country"`
		Currency          string     `json:"currency"`
		MinimumOrderValue int        `json:"minimum_order_value"`
		PaymentMethods    []string   `json:"payment_methods"`
		Validity          string     `json:"validity"`
		Expires           *time.Time `json:"expires"`
		reasonJSON
	}
	if !s.reasoned(w, r, &in, &in.Reason) {
		return
	}
	d := amora.DiscountCode{Code: in.Code, Percentage: in.Percentage, Country: in.Country, Currency: in.Currency,
		MinimumOrderValue: in.MinimumOrderValue, PaymentMethods: in.PaymentMethods, Validity: in.Validity}
	if d.Validity == "" {
		d.Validity = amora.ValidityOncePerUser
	}
	if in.Expires != nil {
		d.Expires = in.Expires.UTC()
	}
	if err := d.ValidateNew(s.Now(), s.siteCatalog().Countries); err != nil {
		s.writeFieldErrors(w, r, err)
		return
	}
	e := st.AuditEntry("", "", 0)
	e.Reason = in.Reason
	out, err := s.Money.CreateDiscount(r.Context(), d, e)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusCreated, s.newAdminDiscountJSON(*out))
}

// adminExpireDiscount ends a code now (POST /api/admin/discounts/{code}/expire).
func (s *Server) adminExpireDiscount(w http.ResponseWriter, r *http.Request, st *amora.Staff) {
	var in reasonJSON
	if !s.reasoned(w, r, &in, &in.Reason) {
		return
	}
	e := st.AuditEntry("", "", 0)
	e.Reason = in.Reason
	out, err := s.Money.ExpireDiscount(r.Context(), r.PathValue("code"), e)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, s.newAdminDiscountJSON(*out))
}

type blockJSON struct {
	amora.DirectDebitBlock
	CreatedAt apiTime `json:"created_at"`
}

// adminListBlocks lists the direct-debit blocklist, IBANs and phone numbers masked
// (GET /api/admin/direct-debit-blocks).
func (s *Server) adminListBlocks(w http.ResponseWriter, r *http.Request, _ *amora.Staff) {
	list, err := s.Money.ListDirectDebitBlocks(r.Context())
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	out := make([]blockJSON, len(list))
	for i, b := range list {
		out[i] = blockJSON{DirectDebitBlock: b, CreatedAt: apiTime(b.CreatedAt)}
	}
	writeJSON(w, http.StatusOK, out)
}

// adminAddBlock puts an IBAN (mod-97 checked) or phone number on the blocklist; the
// reason is kept with the entry and in the audit log (POST /api/admin/direct-debit-blocks).
func (s *Server) adminAddBlock(w http.ResponseWriter, r *http.Request, st *amora.Staff) {
	var in struct {
		Kind  string `json:"kind"`
		Value string `json:"value"`
		reasonJSON
	}
	if !s.reasoned(w, r, &in, &in.Reason) {
		return
	}
	e := st.AuditEntry("", "", 0)
	e.Reason = in.Reason
	b, err := s.Money.AddDirectDebitBlock(r.Context(), in.Kind, in.Value, in.Reason, e)
	if err != nil {
		s.writeFieldErrors(w, r, err)
		return
	}
	writeJSON(w, http.StatusCreated, blockJSON{DirectDebitBlock: *b, CreatedAt: apiTime(b.CreatedAt)})
}

// adminRemoveBlock takes an entry off the blocklist
// (POST /api/admin/direct-debit-blocks/{ref}/remove).
func (s *Server) adminRemoveBlock(w http.ResponseWriter, r *http.Request, st *amora.Staff) {
	var in reasonJSON
	if !s.reasoned(w, r, &in, &in.Reason) {
		return
	}
	e := st.AuditEntry("", "", 0)
	e.Reason = in.Reason
	if err := s.Money.RemoveDirectDebitBlock(r.Context(), r.PathValue("ref"), e); err != nil {
		s.writeError(w, r, err)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}
