package amora

import (
	"slices"
	"strings"
	"sync"
)

// emailSuggestDomains are well-known mail domains for the markets NL, BE, DE,
// AT, CH, FR, IT, ES, PL, GB, IE, US, CA, AU and NZ, roughly from most to
// least popular. When two domains are equally close to a typo the one listed
// first wins.
var emailSuggestDomains = []string{
	// International.
	"gmail.com", "hotmail.com", "yahoo.com", "outlook.com", "icloud.com",
	"live.com", "googlemail.com", "aol.com", "msn.com", "me.com", "mac.com",
	"protonmail.com", "proton.me", "mail.com", "ymail.com",
	"yandex.com", "zoho.com", "fastmail.com", "tutanota.com", "hey.com",
	"rocketmail.com", "email.com",
	// Germany, Austria, Switzerland.
	"gmx.de", "web.de", "t-online.de", "gmx.net", "gmx.com", "hotmail.de", "outlook.de",
	"yahoo.de", "live.de", "freenet.de", "posteo.de", "arcor.de", "mail.de",
	"online.de", "vodafone.de", "aol.de", "mailbox.org", "gmx.at", "aon.at",
	"chello.at", "a1.net", "gmx.ch", "bluewin.ch", "hispeed.ch", "sunrise.ch",
	// Netherlands, Belgium.
	"hotmail.nl", "live.nl", "outlook.nl", "kpnmail.nl", "ziggo.nl",
	"planet.nl", "home.nl", "xs4all.nl", "hetnet.nl", "casema.nl",
	"chello.nl", "upcmail.nl", "kpnplanet.nl", "zeelandnet.nl", "online.nl",
	"telenet.be", "skynet.be", "hotmail.be", "live.be", "outlook.be",
	"scarlet.be", "pandora.be",
	// France.
	"orange.fr", "hotmail.fr", "wanadoo.fr", "free.fr", "sfr.fr", "laposte.net",
	"yahoo.fr", "live.fr", "outlook.fr", "neuf.fr", "gmx.fr", "bbox.fr",
	"aliceadsl.fr", "numericable.fr", "club-internet.fr",
	// Italy.
	"libero.it", "hotmail.it", "virgilio.it", "alice.it", "tiscali.it",
	"yahoo.it", "live.it", "outlook.it", "tin.it", "fastwebnet.it", "email.it",
	"inwind.it", "iol.it",
	// Spain.
	"hotmail.es", "yahoo.es", "outlook.es", "telefonica.net", "movistar.es",
	"terra.es", "gmx.es", "ono.com",
	// Poland.
	"wp.pl", "o2.pl", "onet.pl", "interia.pl", "op.pl", "gazeta.pl",
	"poczta.onet.pl", "tlen.pl", "vp.pl", "poczta.fm", "interia.eu", "onet.eu",
	// United Kingdom, Ireland.
	"hotmail.co.uk", "yahoo.co.uk", "btinternet.com", "live.co.uk", "sky.com",
	"virginmedia.com", "ntlworld.com", "talktalk.net", "blueyonder.co.uk",
	"aol.co.uk", "btopenworld.com", "tiscali.co.uk", "gmx.co.uk", "eircom.net",
	// United States.
	"comcast.net", "verizon.net", "att.net", "sbcglobal.net", "bellsouth.net",
	"charter.net", "cox.net", "earthlink.net", "optonline.net", "juno.com",
	"aim.com", "windstream.net",
	// Canada.
	"hotmail.ca", "yahoo.ca", "live.ca", "shaw.ca", "rogers.com",
	"sympatico.ca", "bell.net", "telus.net", "videotron.ca", "cogeco.ca",
	// Australia, New Zealand.
	"bigpond.com", "yahoo.com.au", "optusnet.com.au", "bigpond.net.au",
	"iinet.net.au", "tpg.com.au", "xtra.co.nz", "yahoo.co.nz",
	"slingshot.co.nz", "orcon.net.nz", "vodafone.co.nz",
}

// emailSuggestTLDTypos maps mistyped top-level domains (or everything after
// the first dot) to what was probably meant, most likely first. A correction
// is only used when it produces a known domain.
var emailSuggestTLDTypos = map[string][]string{
	"con": {"com"}, "cmo": {"com"}, "om": {"com"}, "comm": {"com"}, "co": {"com"},
	"cm": {"com"}, "ocm": {"com"}, "vom": {"com"}, "xom": {"com"}, "cim": {"com"},
	"cpm": {"com"}, "coom": {"com"}, "comn": {"com"}, "cok": {"com"}, "c": {"com"},
	"cpom": {"com"}, "clm": {"com"}, "ckm": {"com"}, "cnm": {"com"}, "come": {"com"},
	"conm": {"com"}, "coml": {"com"}, "comj": {"com"}, "ccom": {"com"}, "cmm": {"com"},
	"nll": {"nl"}, "nk": {"nl"}, "ln": {"nl"}, "nl1": {"nl"}, "mnl": {"nl"}, "bl": {"nl"},
	"dee": {"de"}, "ed": {"de"}, "dr": {"de"}, "dw": {"de"}, "dde": {"de"}, "d": {"de"},
	"fe": {"fr", "de"}, "rf": {"fr"}, "frr": {"fr"}, "ffr": {"fr"}, "fg": {"fr"},
	"itt": {"it"}, "ti": {"it"}, "iit": {"it"}, "iy": {"it"},
	"pll": {"pl"}, "lp": {"pl"}, "ppl": {"pl"}, "pk": {"pl"},
	"ess": {"es"}, "ees": {"es"}, "rs": {"es"},
	"bee": {"be"}, "eb": {"be"}, "bbe": {"be"},
	"chh": {"ch"}, "hc": {"ch"}, "cch": {"ch"},
	"att": {"at"}, "ta": {"at"},
	"nett": {"net"}, "ner": {"net"}, "bet": {"net"}, "nte": {"net"}, "ent": {"net"},
	"uk": {"co.uk"}, "couk": {"co.uk"}, "co.k": {"co.uk"}, "co.uj": {"co.uk"},
	"co.ik": {"co.uk"}, "cou.k": {"co.uk"}, "co.ukk": {"co.uk"}, "co.ul": {"co.uk"},
	"comau": {"com.au"}, "com.a": {"com.au"}, "conz": {"co.nz"},
}

// emailSuggestSLDTypos maps frequent misspellings of provider names (the part
// before the first dot) to the intended name.
var emailSuggestSLDTypos = map[string]string{
	"gmial": "gmail", "gamil": "gmail", "gmal": "gmail", "gnail": "gmail",
	"gmai": "gmail", "gmaill": "gmail", "gmali": "gmail", "gmaul": "gmail",
	"gail": "gmail", "gmil": "gmail", "gmsil": "gmail", "gmqil": "gmail",
	"gemail": "gmail", "gimail": "gmail", "gmeil": "gmail", "gmall": "gmail",
	"googlemial": "googlemail", "goglemail": "googlemail", "googelmail": "googlemail",
	"hotmal": "hotmail", "hotmial": "hotmail", "homail": "hotmail", "hotmai": "hotmail",
	"hotamil": "hotmail", "hotmil": "hotmail", "hotmaill": "hotmail", "hotmali": "hotmail",
	"hormail": "hotmail", "hotnail": "hotmail", "htomail": "hotmail", "hitmail": "hotmail",
	"hotmaul": "hotmail", "hotmeil": "hotmail", "hoymail": "hotmail", "hotail": "hotmail",
	"outlok": "outlook", "outllok": "outlook", "outloo": "outlook", "otlook": "outlook",
	"outook": "outlook", "oulook": "outlook", "outlokk": "outlook", "outlool": "outlook",
	"yaho": "yahoo", "yahooo": "yahoo", "yhoo": "yahoo", "yahho": "yahoo",
	"yaoo": "yahoo", "yhaoo": "yahoo", "yahou": "yahoo", "uahoo": "yahoo",
	"iclod": "icloud", "icould": "icloud", "iclound": "icloud", "icoud": "icloud",
	"iclud": "icloud", "icluod": "icloud", "icloude": "icloud", "iclould": "icloud",
	"lve": "live", "liv": "live", "livr": "live", "gmxx": "gmx", "gxm": "gmx",
	"wbe": "web", "weeb": "web", "tonline": "t-online", "t-onlin": "t-online",
	"t-onine": "t-online", "telenett": "telenet", "telnet": "telenet",
	"orang": "orange", "oragne": "orange", "ornage": "orange", "wanado": "wanadoo",
	"wanadou": "wanadoo", "lapost": "laposte", "libro": "libero", "libeor": "libero",
	"virgillio": "virgilio", "virgiio": "virgilio", "inetria": "interia",
	"intreia": "interia", "protonmial": "protonmail", "protonmal": "protonmail",
	"btinternt": "btinternet", "btinterent": "btinternet", "bitinternet": "btinternet",
	"comcats": "comcast", "verison": "verizon", "bigpong": "bigpond",
}

// emailSuggestTLDs are top-level domains that are plainly meant as typed: a
// known provider name with one of them is never "corrected" (yahoo.nl does
// not become yahoo.de, gmail.de does not become mail.de).
var emailSuggestTLDs = map[string]bool{
	"com": true, "net": true, "org": true, "edu": true, "gov": true, "info": true,
	"biz": true, "eu": true, "de": true, "at": true, "ch": true, "li": true,
	"nl": true, "be": true, "lu": true, "fr": true, "it": true, "es": true,
	"pt": true, "pl": true, "uk": true, "ie": true, "us": true, "ca": true,
	"au": true, "nz": true, "dk": true, "se": true, "no": true, "fi": true,
	"cz": true, "sk": true, "hu": true, "ro": true, "gr": true, "io": true,
	"me": true, "email": true,
}

// emailSuggestIndex maps each known domain to its position in
// emailSuggestDomains.
var emailSuggestIndex = sync.OnceValue(func() map[string]int {
	m := make(map[string]int, len(emailSuggestDomains))
	for i, d := range emailSuggestDomains {
		if _, dup := m[d]; !dup {
			m[d] = i
		}
	}
	return m
})

// emailSuggestProviders is the set of provider names (the part before the
// first dot) of emailSuggestDomains.
var emailSuggestProviders = sync.OnceValue(func() map[string]bool {
	m := make(map[string]bool, len(emailSuggestDomains))
	for _, d := range emailSuggestDomains {
		sld, _, _ := strings.Cut(d, ".")
		m[sld] = true
	}
	return m
})

// SuggestEmail returns a corrected address when the domain of email looks like
// a typo of a well-known mail domain (gmial.com -> gmail.com), or "" when it
// has no suggestion.
func SuggestEmail(email string) string {
	email = strings.TrimSpace(email)
	if strings.Count(email, "@") != 1 {
		return ""
	}
	local, domain, _ := strings.Cut(email, "@")
	if local == "" {
		return ""
	}
	d := strings.ToLower(domain)
	known := emailSuggestIndex()
	if _, ok := known[d]; ok {
		return ""
	}
	d = strings.Trim(d, " .")
	if d == "" {
		return ""
	}
	if s := suggestEmailDomain(d, known); s != "" {
		return local + "@" + s
	}
	return ""
}

// suggestEmailDomain returns the known domain that the lower-case domain d was
// probably meant to be, or "".
func suggestEmailDomain(d string, known map[string]int) string {
	if _, ok := known[d]; ok {
		return d
	}

	// Variants of d with fixed-up top-level and second-level typos.
	variants := []string{d}
	variants = append(variants, emailTLDVariants(d)...)
	for _, v := range variants[:len(variants):len(variants)] {
		if f := emailSLDVariant(v); f != "" {
			variants = append(variants, f)
		}
	}
	for _, v := range variants {
		if _, ok := known[v]; ok {
			return v
		}
	}

	// No dot at all: either the dot is missing ("gmailcom") or only the
	// provider name was typed ("gmail").
	if !strings.Contains(d, ".") {
		name := d
		if f, ok := emailSuggestSLDTypos[d]; ok {
			name = f
		}
		for _, k := range emailSuggestDomains {
			if strings.ReplaceAll(k, ".", "") == d {
				return k
			}
		}
		for _, k := range emailSuggestDomains {
			if sld, _, _ := strings.Cut(k, "."); sld == name {
				return k
			}
		}
	}

	// A correctly spelt provider under a plausible other top-level domain
	// (yahoo.nl, gmail.de) is left alone rather than moved to another country
	// or another provider.
	if emailKnownProviderPlausibleTLD(d) {
		return ""
	}

	// Closest known domain by optimal string alignment distance.
	typedLen := len([]rune(d))
	best, bestDist := "", -1
	for _, k := range emailSuggestDomains {
		limit := emailSuggestLimit(min(typedLen, len(k)))
		for _, v := range variants {
			dist := osaDistance(v, k)
			if dist <= limit && (bestDist < 0 || dist < bestDist) {
				best, bestDist = k, dist
			}
		}
	}
	return best
}

// emailSuggestLimit is the largest edit distance accepted for a domain of n
// characters.
func emailSuggestLimit(n int) int {
	if n >= 8 {
		return 2
	}
	return 1
}

// emailTLDVariants returns d with its top-level part replaced by the likely
// intended one(s), trying both everything after the first dot and the last
// label.
func emailTLDVariants(d string) []string {
	var out []string
	if head, rest, ok := strings.Cut(d, "."); ok {
		for _, r := range emailSuggestTLDTypos[rest] {
			out = append(out, head+"."+r)
		}
	}
	if i := strings.LastIndexByte(d, '.'); i > 0 {
		head, last := d[:i], d[i+1:]
		for _, r := range emailSuggestTLDTypos[last] {
			if v := head + "." + r; !slices.Contains(out, v) {
				out = append(out, v)
			}
		}
	}
	return out
}

// emailSLDVariant returns d with a misspelt provider name corrected, or "".
func emailSLDVariant(d string) string {
	sld, rest, ok := strings.Cut(d, ".")
	if !ok {
		return ""
	}
	if f, ok := emailSuggestSLDTypos[sld]; ok {
		return f + "." + rest
	}
	return ""
}

// emailKnownProviderPlausibleTLD reports whether the provider name of typed
// (the part before the first dot) is that of a known domain and the rest is a
// plausible top-level domain, e.g. yahoo.nl or gmail.de.
func emailKnownProviderPlausibleTLD(typed string) bool {
	sld, rest, ok := strings.Cut(typed, ".")
	if !ok || !emailSuggestProviders()[sld] {
		return false
	}
	labels := strings.Split(rest, ".")
	if !emailSuggestTLDs[labels[len(labels)-1]] {
		return false
	}
	switch len(labels) {
	case 1:
		return true
	case 2:
		switch labels[0] {
		case "co", "com", "net", "org":
			return true
		}
	}
	return false
}

// osaDistance is the optimal string alignment variant of the
// Damerau-Levenshtein distance between a and b, counted in runes: insertions,
// deletions, substitutions and transpositions of adjacent runes each cost 1.
func osaDistance(a, b string) int {
	ra, rb := []rune(a), []rune(b)
	n, m := len(ra), len(rb)
	// Three rolling rows: two back, previous and current.
	prev2 := make([]int, m+1)
	prev := make([]int, m+1)
	cur := make([]int, m+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= n; i++ {
		cur[0] = i
		for j := 1; j <= m; j++ {
			cost := 1
			if ra[i-1] == rb[j-1] {
				cost = 0
			}
			v := min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
			if i > 1 && j > 1 && ra[i-1] == rb[j-2] && ra[i-2] == rb[j-1] {
				v = min(v, prev2[j-2]+1)
			}
			cur[j] = v
		}
		prev2, prev, cur = prev, cur, prev2
	}
	return prev[m]
}
