package httpapi

import "net/http"

// The member's filter of fictional profiles (issue 21): search and the swipe deck
// leave them out when the member asks and the site's fictional_filter allows it.

// askedHideFictional reads a member's ?hide_fictional=1 of a search or a swipe deck;
// amora.HidesFictional decides whether the site lets it count.
func askedHideFictional(r *http.Request) bool {
	v := r.URL.Query().Get("hide_fictional")
	return v == "1" || v == "true"
}
