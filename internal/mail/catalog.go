package mail

import (
	"embed"
	"encoding/json"
	"fmt"
	"path"
	"strings"
)

// localeFiles holds the word catalogs, locales/<lang>.json, with the same keys in every
// language.
//
//go:embed locales/*.json
var localeFiles embed.FS

// languages are the catalogs in locales/; the first is the fallback.
var languages = []string{"en", "nl", "de", "es", "fr", "it", "pl"}

// catalogs are read once: they never change, and a broken file fails every test, so
// reading them may panic.
var catalogs = mustLoadCatalogs()

// catalog maps a key such as "activation.subject" to its words in one language.
type catalog map[string]string

// mustLoadCatalogs reads locales/<lang>.json for every language.
func mustLoadCatalogs() map[string]catalog {
	all := make(map[string]catalog, len(languages))
	for _, lang := range languages {
		data, err := localeFiles.ReadFile(path.Join("locales", lang+".json"))
		if err != nil {
			panic(err)
		}
		var c catalog
		if err := json.Unmarshal(data, &c); err != nil {
			panic(fmt.Sprintf("mail: locales/%s.json: %v", lang, err))
		}
		all[lang] = c
	}
	return all
}

// catalogFor returns the catalog for a language tag such as "de" or "de-AT", or English.
func catalogFor(lang string) (string, catalog) {
	lang = strings.ToLower(lang)
	if i := strings.IndexAny(lang, "-_"); i >= 0 {
		lang = lang[:i]
	}
	if c, ok := catalogs[lang]; ok {
		return lang, c
	}
	return languages[0], catalogs[languages[0]]
}
