package push

import "strings"

// texts are the push texts in every language of the site: the discreet titles
// ({site} is the site's name) and the preview body of a like. The service worker
// shows them as they come; the language is the recipient's.
var texts = map[string]map[string]string{
	"en": {"message": "New message on {site}", "like": "New like on {site}", "conversation": "New conversation on {site}", "liked": "Likes you"},
	"nl": {"message": "Nieuw bericht op {site}", "like": "Nieuwe like op {site}", "conversation": "Nieuw gesprek op {site}", "liked": "Vindt je leuk"},
	"de": {"message": "Neue Nachricht auf {site}", "like": "Neues Like auf {site}", "conversation": "Neues Gespräch auf {site}", "liked": "Mag dich"},
	"es": {"message": "Nuevo mensaje en {site}", "like": "Nuevo me gusta en {site}", "conversation": "Nueva conversación en {site}", "liked": "Le gustas"},
	"fr": {"message": "Nouveau message sur {site}", "like": "Nouveau like sur {site}", "conversation": "Nouvelle conversation sur {site}", "liked": "Vous aime"},
	"it": {"message": "Nuovo messaggio su {site}", "like": "Nuovo mi piace su {site}", "conversation": "Nuova conversazione su {site}", "liked": "Ti ha messo mi piace"},
	"pl": {"message": "Nowa wiadomość na {site}", "like": "Nowe polubienie na {site}", "conversation": "Nowa rozmowa na {site}", "liked": "Lubi cię"},
}

// text is the text named key in language lang (English when lang is not one of the
// seven), with {site} filled in.
func text(lang, key, site string) string {
	t, ok := texts[lang]
	if !ok {
		t = texts["en"]
	}
	return strings.ReplaceAll(t[key], "{site}", site)
}
