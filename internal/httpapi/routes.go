package httpapi

import (
	"net/http"
	"strings"
)

// routes is the whole route table. Every /api/X answers at /api/X.php too: see phpAlias.
func (s *Server) routes() http.Handler {
	mux := http.NewServeMux()

	mux.HandleFunc("GET /healthz", s.healthz)
	mux.HandleFunc("GET /readyz", s.readyz)
	if s.MetricsToken != "" || s.Staff != nil {
		mux.Handle("GET /metrics", s.metricsGuarded())
	}

	mux.HandleFunc("GET /api/settings", s.getSettings)
	mux.HandleFunc("GET /api/companyinfo", s.getCompanyInfo)
	mux.HandleFunc("GET /api/interests", s.getInterests)
	mux.HandleFunc("GET /api/regions", s.getRegions)
	mux.HandleFunc("GET /api/geocode", s.geocode)
	mux.HandleFunc("POST /api/page-hidden", s.pageHidden)
	mux.HandleFunc("POST /api/presence", s.postPresence)
	mux.HandleFunc("GET /api/events", s.events)
	mux.HandleFunc("GET /manifest.webmanifest", s.getManifest)
	mux.HandleFunc("GET /pwa/{file}", s.getAppIcon)
	mux.HandleFunc("POST /site-entry", s.enterSite) // the site-entry warning's form, before the app runs

	mux.HandleFunc("GET /api/user", s.getUser)
	mux.HandleFunc("POST /api/user", s.login)
	mux.HandleFunc("PUT /api/user", s.putUser)
	mux.HandleFunc("POST /api/logout", s.logout)
	mux.HandleFunc("GET /api/logout", s.logout) // SPEC §7 GET /api/logout.php; the app itself uses POST
	mux.HandleFunc("POST /api/signup", s.signup)
	mux.HandleFunc("POST /api/activate", s.activate)
	mux.HandleFunc("GET /api/email-suggestion", s.suggestEmail)
	mux.HandleFunc("DELETE /api/user", s.deleteUser)
	mux.HandleFunc("POST /api/password-reset", s.requestPasswordReset)
	mux.HandleFunc("POST /api/password-reset/do", s.resetPassword)
	mux.HandleFunc("POST /api/password", s.changePassword)
	mux.HandleFunc("POST /api/email-change", s.requestEmailChange)
	mux.HandleFunc("POST /api/email-change/do", s.confirmEmailChange)
	mux.HandleFunc("POST /api/email-change/undo", s.undoEmailChange)
	mux.HandleFunc("POST /api/reactivate", s.reactivate)
	mux.HandleFunc("GET /api/profile", s.getOwnProfile)
	mux.HandleFunc("PUT /api/profile", s.putProfile)
	mux.HandleFunc("POST /api/photos", s.uploadPhoto)
	mux.HandleFunc("DELETE /api/photos/{id}", s.deletePhoto)
	mux.HandleFunc("PUT /api/photos/{id}/main", s.setMainPhoto)
	mux.HandleFunc("PUT /api/photos/order", s.orderPhotos)
	mux.HandleFunc("GET /api/landing", s.getLanding)
	mux.HandleFunc("GET /api/members", s.searchMembers)
	mux.HandleFunc("GET /api/members/{id}", s.getMember)
	mux.HandleFunc("GET /api/landers/members", s.landerMembers)
	mux.HandleFunc("GET /api/match-finder", s.matchFinder)
	mux.HandleFunc("GET /api/likes", s.getLikes)
	mux.HandleFunc("POST /api/likes/{memberId}", s.likeMember)
	mux.HandleFunc("DELETE /api/likes/{memberId}", s.unlikeMember)
	mux.HandleFunc("POST /api/likes/{memberId}/seen", s.markLikeSeen)
	mux.HandleFunc("GET /api/chats", s.getChats)
	mux.HandleFunc("GET /api/chats/with/{memberId}", s.getChatWith)
	// GET /api/chats/{conversationId}/messages: the mux cannot rank that pattern against
	// chats/with/{memberId}, so the last segment is checked in the handler.
	mux.HandleFunc("GET /api/chats/{conversationId}/{part}", s.getMessages)
	mux.HandleFunc("POST /api/chats/{conversationId}/read", s.markChatRead)
	mux.HandleFunc("POST /api/chats/{conversationId}/typing", s.postTyping)
	mux.HandleFunc("POST /api/members/{memberId}/messages", s.sendMessage)
	mux.HandleFunc("GET /api/gifts", s.getGifts)
	mux.HandleFunc("POST /api/members/{memberId}/gifts", s.sendGift)
	mux.HandleFunc("DELETE /api/chat", s.deleteChat)
	mux.HandleFunc("POST /api/blocks/{memberId}", s.blockMember)
	mux.HandleFunc("DELETE /api/blocks/{memberId}", s.unblockMember)
	if s.Complaints != nil {
		mux.HandleFunc("POST /api/complaints", s.postComplaint)
	}
	mux.HandleFunc("GET /api/auto-like", s.getAutoLike)
	mux.HandleFunc("GET /api/swipe", s.getSwipeDeck)
	s.exportRoutes(mux)
	mux.HandleFunc("POST /api/swipe/{memberId}", s.swipeMember)
	mux.HandleFunc("DELETE /api/swipe/{memberId}", s.undoSwipePass)
	if s.Notifications != nil {
		mux.HandleFunc("GET /api/notifications", s.getNotifications)
		mux.HandleFunc("PUT /api/notifications", s.putNotifications)
		mux.HandleFunc("POST /api/notifications/unsubscribe", s.unsubscribe)
		mux.HandleFunc("GET /api/notifications/unsubscribe", s.confirmUnsubscribe)
		mux.HandleFunc("POST /api/mail/events", s.mailEvents)
		mux.HandleFunc("POST /api/mail/inbound", s.mailInbound)
		mux.HandleFunc("POST /api/activate/resend", s.resendActivation)
	}
	if s.Photos != nil {
		mux.HandleFunc("GET /media/", s.serveMedia)
	}
	if s.Billing != nil {
		mux.HandleFunc("GET /api/packages", s.getPackages)
		mux.HandleFunc("POST /api/payments", s.createPayment)
		mux.HandleFunc("GET /api/payments/{paymentId}", s.getPayment)
		mux.HandleFunc("POST /api/payments/webhook/{provider}", s.paymentWebhook)
		mux.HandleFunc("POST /api/payments/repeat", s.repeatPayment)
		mux.HandleFunc("GET /api/transactions", s.getTransactions)
		mux.HandleFunc("GET /api/transactions/{paymentId}", s.getTransaction)
		mux.HandleFunc("POST /api/transactions/{paymentId}/refund", s.refundTransaction)
		mux.HandleFunc("GET /api/discountcode", s.getDiscountCode)
		mux.HandleFunc("POST /api/directdebit/otp", s.sendDirectDebitCode)
		mux.HandleFunc("POST /api/directdebit", s.createDirectDebit)
		// The sandbox provider's test checkout: a plain HTML form, so it is not under
		// /api/ and needs no client header; cross-origin protection still applies.
		mux.HandleFunc("GET /sandbox/checkout/{paymentId}", s.sandboxCheckout)
		mux.HandleFunc("POST /sandbox/checkout/{paymentId}", s.sandboxDecide)
	}

	if s.Staff != nil {
		s.consoleRoutes(mux)
	}

	mux.HandleFunc("/api/", s.apiNotFound)

	mux.HandleFunc("/", s.serveApp)
	return s.withUser(s.trackTouches(notePattern(mux)))
}

// stateChangeExempt lists the state-changing calls made by parties that cannot send
// the client header: the page-hidden beacon (navigator.sendBeacon), payment
// providers' webhooks, mail providers' one-click unsubscribe (RFC 8058) and the
// sending service's delivery events and inbound unsubscribe mail.
var stateChangeExempt = []string{"/api/page-hidden", "/api/payments/webhook/", "/api/notifications/unsubscribe", "/api/mail/events", "/api/mail/inbound"}

// crossOriginExempt lists the calls that come from other sites by design: payment
// providers' webhooks, the one-click unsubscribe (its token is its authority) and
// delivery events and inbound mail (their secret is). The beacon comes from our own pages and is checked.
var crossOriginExempt = []string{"/api/payments/webhook/", "/api/notifications/unsubscribe", "/api/mail/events", "/api/mail/inbound"}

func exemptFromClientHeader(path string) bool {
	for _, p := range stateChangeExempt {
		if path == p || (strings.HasSuffix(p, "/") && strings.HasPrefix(path, p)) {
			return true
		}
	}
	return false
}

// phpAlias serves /api/X.php as /api/X, so that the paths of SPEC §7 and our own paths
// reach the same handlers. This is the one place that knows about .php.
func phpAlias(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if p := r.URL.Path; strings.HasPrefix(p, "/api/") && strings.HasSuffix(p, ".php") {
			r.URL.Path = strings.TrimSuffix(p, ".php")
			r.URL.RawPath = ""
		}
		next.ServeHTTP(w, r)
	})
}
