package httpapi

// Writing answers, shared by many handlers: JSON, the error envelope with its status
// and Retry-After, and plain text.

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"io"
	"log/slog"
	"net/http"
	"strconv"
	"sync"

	"amora"
)

// statusByCode is the one table from error code to HTTP status.
var statusByCode = map[string]int{
	amora.EINVALID:        http.StatusBadRequest,
	amora.EUNAUTHORIZED:   http.StatusForbidden, // SPEC §8: a 403 carrying authentication_required logs the client out
	amora.ESTAFFAUTH:      http.StatusUnauthorized,
	amora.ELOCKED:         http.StatusLocked,
	amora.EFORBIDDEN:      http.StatusForbidden,
	amora.EBLOCKED:        http.StatusForbidden,
	amora.EBADCLIENT:      http.StatusForbidden,
	amora.ECROSSORIGIN:    http.StatusForbidden,
	amora.ENOTFOUND:       http.StatusNotFound,
	amora.EMETHOD:         http.StatusMethodNotAllowed,
	amora.ECONFLICT:       http.StatusConflict,
	amora.ECREDITS:        http.StatusPaymentRequired,
	amora.EPREMIUM:        http.StatusPaymentRequired,
	amora.ETOOLARGE:       http.StatusRequestEntityTooLarge,
	amora.ERATELIMIT:      http.StatusTooManyRequests,
	amora.EUNAVAILABLE:    http.StatusServiceUnavailable,
	amora.ENOTIMPLEMENTED: http.StatusNotImplemented,
	amora.EINTERNAL:       http.StatusInternalServerError,
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
		if e.RetryAfter > 0 {
			w.Header().Set("Retry-After", strconv.Itoa(e.RetryAfter))
		}
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

// jsonBuffers are reused for encoding responses; buffers that grew past 1 MB are let go.
var jsonBuffers = sync.Pool{New: func() any { return new(bytes.Buffer) }}

// writeJSON answers v as JSON. The body is encoded whole first, so that it goes out with
// its Content-Length in as few writes as the connection allows, and an encoding error
// becomes a 500 instead of half a body.
func writeJSON(w http.ResponseWriter, status int, v any) {
	buf := jsonBuffers.Get().(*bytes.Buffer)
	buf.Reset()
	defer func() {
		if buf.Cap() <= 1<<20 {
			jsonBuffers.Put(buf)
		}
	}()
	enc := json.NewEncoder(buf)
	enc.SetEscapeHTML(false) // served as application/json with nosniff, never inside HTML
	if err := enc.Encode(v); err != nil {
		slog.Error("encode response", "err", err)
		http.Error(w, "internal error", http.StatusInternalServerError)
		return
	}
	writeBody(w, status, buf.Bytes())
}

// writeBody answers body, which is JSON, with status: compressed when it is large enough
// and the client takes a coding (acceptCodings), unless the caller coded it already.
func writeBody(w http.ResponseWriter, status int, body []byte) {
	h := w.Header()
	h.Set("Content-Type", "application/json; charset=utf-8")
	if h.Get("Cache-Control") == "" {
		h.Set("Cache-Control", "no-store")
	}
	if cw, ok := w.(*codingWriter); ok && len(body) >= minCompressed && h.Get("Content-Encoding") == "" {
		withCoding(h, cw.coding)
		body = encodeFast(cw.coding, body)
	}
	h.Set("Content-Length", strconv.Itoa(len(body)))
	w.WriteHeader(status)
	if _, err := w.Write(body); err != nil {
		slog.Debug("write response", "err", err)
	}
}

// writeText answers text as plain text with 200 OK.
func writeText(w http.ResponseWriter, text string) {
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	w.Header().Set("Content-Length", strconv.Itoa(len(text)))
	w.WriteHeader(http.StatusOK)
	io.WriteString(w, text)
}
