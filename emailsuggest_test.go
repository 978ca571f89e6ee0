package amora

import (
	"strings"
	"testing"
)

func TestSuggestEmail(t *testing.T) {
	cases := []struct {
		name  string
		email string
		want  string
	}{
		// Second-level typos.
		{"gmial", "jan@gmial.com", "jan@gmail.com"},
		{"gamil", "jan@gamil.com", "jan@gmail.com"},
		{"gmal", "jan@gmal.com", "jan@gmail.com"},
		{"gnail", "jan@gnail.com", "jan@gmail.com"},
		{"gmai", "jan@gmai.com", "jan@gmail.com"},
		{"hotmal", "anna@hotmal.com", "anna@hotmail.com"},
		{"hotmial nl", "anna@hotmial.nl", "anna@hotmail.nl"},
		{"homail", "anna@homail.com", "anna@hotmail.com"},
		{"hotmai fr", "anna@hotmai.fr", "anna@hotmail.fr"},
		{"yaho fr", "luc@yaho.fr", "luc@yahoo.fr"},
		{"yahooo", "luc@yahooo.com", "luc@yahoo.com"},
		{"outlok de", "max@outlok.de", "max@outlook.de"},
		{"iclod", "sam@iclod.com", "sam@icloud.com"},
		{"icould", "sam@icould.com", "sam@icloud.com"},
		{"tonline", "max@tonline.de", "max@t-online.de"},
		{"googlemial", "max@googlemial.com", "max@googlemail.com"},
		// Top-level typos.
		{"con", "jan@gmail.con", "jan@gmail.com"},
		{"co", "jan@gmail.co", "jan@gmail.com"},
		{"cmo", "jan@gmail.cmo", "jan@gmail.com"},
		{"om", "jan@hotmail.om", "jan@hotmail.com"},
		{"comm", "jan@yahoo.comm", "jan@yahoo.com"},
		{"cm", "jan@hotmail.cm", "jan@hotmail.com"},
		{"ocm", "jan@outlook.ocm", "jan@outlook.com"},
		{"nll", "jan@ziggo.nll", "jan@ziggo.nl"},
		{"dee gmx", "max@gmx.dee", "max@gmx.de"},
		{"dee web", "max@web.dee", "max@web.de"},
		{"pll", "ola@wp.pll", "ola@wp.pl"},
		{"itt", "gio@libero.itt", "gio@libero.it"},
		{"fe", "luc@orange.fe", "luc@orange.fr"},
		{"co uk typo", "tom@hotmail.co.ukk", "tom@hotmail.co.uk"},
		{"both typos", "jan@gmial.con", "jan@gmail.com"},
		// Missing dot or TLD.
		{"missing dot", "jan@gmailcom", "jan@gmail.com"},
		{"missing dot nl", "jan@hotmailnl", "jan@hotmail.nl"},
		{"no tld", "jan@gmail", "jan@gmail.com"},
		{"no tld gmx", "max@gmx", "max@gmx.de"},
		{"trailing dot", "jan@gmail.com.", "jan@gmail.com"},
		// Edit distance.
		{"substitution", "jan@gmail.cim", "jan@gmail.com"},
		{"transposition", "max@wbe.de", "max@web.de"},
		{"insertion long", "jan@kpnmial.nl", "jan@kpnmail.nl"},
		{"double dot", "jan@gmail..com", "jan@gmail.com"},
		{"comma", "jan@gmail,com", "jan@gmail.com"},
		{"telenet", "jan@telnet.be", "jan@telenet.be"},
		{"bluewin", "urs@bluwin.ch", "urs@bluewin.ch"},
		{"btinternet", "tom@btinternt.com", "tom@btinternet.com"},
		{"optusnet", "kim@optusnet.com.uu", "kim@optusnet.com.au"},
		// Local part is kept as typed, domain lower-cased.
		{"case", "Jan.Smit@GMIAL.COM", "Jan.Smit@gmail.com"},
		{"plus tag", "Jan+amora@Hotmial.Com", "Jan+amora@hotmail.com"},
		// No suggestion.
		{"correct gmail", "jan@gmail.com", ""},
		{"correct upper", "Jan@GMAIL.COM", ""},
		{"correct hotmail nl", "jan@hotmail.nl", ""},
		{"correct gmx net", "max@gmx.net", ""},
		{"correct wp", "ola@wp.pl", ""},
		{"correct co uk", "tom@yahoo.co.uk", ""},
		{"correct com au", "kim@optusnet.com.au", ""},
		{"company far away", "jan@acme-industries.nl", ""},
		{"short company", "jan@acme.com", ""},
		{"university", "jan@uva.nl", ""},
		{"same provider other country", "jan@yahoo.nl", ""},
		{"known provider plausible tld", "max@gmail.de", ""},
		{"no at sign", "noatsign", ""},
		{"two at signs", "a@b@c", ""},
		{"empty local", "@gmial.com", ""},
		{"empty domain", "jan@", ""},
		{"empty", "", ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := SuggestEmail(c.email); got != c.want {
				t.Errorf("SuggestEmail(%q) = %q, want %q", c.email, got, c.want)
			}
		})
	}
}

func TestSuggestEmailDomainsWellFormed(t *testing.T) {
	seen := map[string]bool{}
	for _, d := range emailSuggestDomains {
		if d != strings.ToLower(strings.TrimSpace(d)) || !strings.Contains(d, ".") {
			t.Errorf("malformed domain %q", d)
		}
		if seen[d] {
			t.Errorf("duplicate domain %q", d)
		}
		seen[d] = true
		if got := SuggestEmail("x@" + d); got != "" {
			t.Errorf("SuggestEmail(x@%s) = %q, want no suggestion", d, got)
		}
	}
	for sld, fix := range emailSuggestSLDTypos {
		if sld == fix {
			t.Errorf("SLD typo %q maps to itself", sld)
		}
	}
}

func TestOSADistance(t *testing.T) {
	cases := []struct {
		a, b string
		want int
	}{
		{"", "", 0},
		{"abc", "", 3},
		{"", "abc", 3},
		{"gmail.com", "gmail.com", 0},
		{"gmial.com", "gmail.com", 1},
		{"gmail.con", "gmail.com", 1},
		{"gmailcom", "gmail.com", 1},
		{"ca", "abc", 3}, // OSA, not unrestricted Damerau-Levenshtein
		{"kitten", "sitting", 3},
		{"contraseña", "contrasena", 1},
	}
	for _, c := range cases {
		t.Run(c.a+"_"+c.b, func(t *testing.T) {
			if got := osaDistance(c.a, c.b); got != c.want {
				t.Errorf("osaDistance(%q, %q) = %d, want %d", c.a, c.b, got, c.want)
			}
		})
	}
}
