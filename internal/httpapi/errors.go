package httpapi

import (
	"context"
	"encoding/json"
	"errors"
	"log/slog"
	"net/http"

	"amora"
)

// statusByCode is the one table from error code to HTTP status.
var statusByCode = map[string]int{
	amora.EINVALID:      http.StatusBadRequest,
	amora.EUNAUTHORIZED: http.StatusForbidden, // SPEC §8: a 403 carrying authentication_required logs the client out
	amora.EFORBIDDEN:    http.StatusForbidden,
	amora.EBLOCKED:      http.StatusForbidden,
	amora.EBADCLIENT:    http.StatusForbidden,
	amora.ECROSSORIGIN:  http.StatusForbidden,
	amora.ENOTFOUND:     http.StatusNotFound,
	amora.EMETHOD:       http.StatusMethodNotAllowed,
	amora.ECONFLICT:     http.StatusConflict,
	amora.ECREDITS:      http.StatusPaymentRequired,
	amora.EPREMIUM:      http.StatusPaymentRequired,
	amora.ETOOLARGE:     http.StatusRequestEntityTooLarge,
	amora.ERATELIMIT:    http.StatusTooManyRequests,
	amora.EUNAVAILABLE:  http.StatusServiceUnavailable,
	amora.EINTERNAL:     http.StatusInternalServerError,
}

// errorStatus returns the HTTP status for an error code.
func errorStatus(code string) int {
	if s, ok := statusByCode[code]; ok {
		return s
	}
	return http.StatusInternalServerError
}

type errorBody struct {
	Error errorDetail `json:"error"`
}

type errorDetail struct {
	Code    string         `json:"code"`
	Message string         `json:"message"`
	Field   string         `json:"field,omitempty"`
	Key     string         `json:"key,omitempty"`
	Params  map[string]any `json:"params,omitempty"`
}

// writeError answers err in the error envelope. Internal errors are logged with the
// request and answered with a generic message.
func (s *Server) writeError(w http.ResponseWriter, r *http.Request, err error) {
	code, msg := amora.ErrorCode(err), amora.ErrorMessage(err)
	detail := errorDetail{Code: code, Message: msg}
	var e *amora.Error
	if errors.As(err, &e) {
		detail.Field, detail.Key, detail.Params = e.Field, e.Key, e.Params
	}
	if code == amora.EINTERNAL {
		if errors.Is(err, context.Canceled) {
			// The client went away (a newer request replaced this one): nobody reads the answer.
			s.Logger.Debug("request canceled", "method", r.Method, "path", r.URL.Path)
		} else {
			s.Logger.Error("request failed", "method", r.Method, "path", r.URL.Path, "err", err)
		}
	}
	writeJSON(w, errorStatus(code), errorBody{Error: detail})
}

// writeJSON answers v as JSON with status.
func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	if w.Header().Get("Cache-Control") == "" {
		w.Header().Set("Cache-Control", "no-store")
	}
	w.WriteHeader(status)
	if err := json.NewEncoder(w).Encode(v); err != nil {
		slog.Debug("write response", "err", err)
	}
}
