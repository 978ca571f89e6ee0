package httpapi

// Reading what a request carries, shared by many handlers: its JSON body and the ids in
// its path.

import (
	"encoding/json"
	"net/http"
	"strconv"

	"amora"
)

// decode reads a JSON body of at most 64 KiB into v.
func decode(r *http.Request, v any) error {
	dec := json.NewDecoder(http.MaxBytesReader(nil, r.Body, 64<<10))
	if err := dec.Decode(v); err != nil {
		return amora.Errorf(amora.EINVALID, "The request is not valid JSON.")
	}
	return nil
}

// memberID reads the {memberId} path value; a malformed one is an unknown member.
func memberID(r *http.Request) (int64, error) {
	id, err := strconv.ParseInt(r.PathValue("memberId"), 10, 64)
	if err != nil || id <= 0 {
		return 0, amora.Errorf(amora.ENOTFOUND, "Member not found.")
	}
	return id, nil
}

// conversationID reads the {conversationId} path value; a malformed one is unknown.
func conversationID(r *http.Request) (int64, error) {
	id, err := strconv.ParseInt(r.PathValue("conversationId"), 10, 64)
	if err != nil || id <= 0 {
		return 0, amora.Errorf(amora.ENOTFOUND, "Conversation not found.")
	}
	return id, nil
}

// paymentID reads the {paymentId} path value; a malformed one finds nothing.
func paymentID(r *http.Request) int64 {
	id, _ := strconv.ParseInt(r.PathValue("paymentId"), 10, 64)
	return id
}
