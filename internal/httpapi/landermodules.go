package httpapi

import (
	"encoding/json"
	"io/fs"
	"sort"
	"strconv"
)

// landersManifest is the landers' Vite manifest (web/vite.landers.config.ts).
const landersManifest = ".vite/landers-manifest.json"

// landerFirstNamespaces are the translations a lander's first render waits for
// (web/src/landers/main.tsx); a member page also needs profile.
var landerFirstNamespaces = []string{"common", "landers", "account", "errors"}

// landersManifest reads the landers' manifest once; nil without one.
func (a *App) landersManifest() map[string]manifestChunk {
	a.landersOnce.Do(func() {
		raw, err := fs.ReadFile(a.Files, landersManifest)
		if err != nil {
			return
		}
		var m map[string]manifestChunk
		if json.Unmarshal(raw, &m) == nil {
			a.landers = m
		}
	})
	return a.landers
}

type manifestChunk struct {
	File    string   `json:"file"`
	Imports []string `json:"imports"`
	IsEntry bool     `json:"isEntry"`
}

// landerModules are the chunks the landers' entry would ask for only once it has run:
// the page's chunk with what it imports, and the texts of its first render in lang. The
// page asks for them with the entry (modulepreload), a round trip earlier. A build
// without the manifest, or a page it does not name, asks for nothing.
func (a *App) landerModules(page, lang string, member bool) []string {
	key := page + "/" + lang + "/" + strconv.FormatBool(member)
	if v, ok := a.preloads.Load(key); ok {
		return v.([]string)
	}
	out := a.walkLanderModules(page, lang, member)
	a.preloads.Store(key, out)
	return out
}

// walkLanderModules finds landerModules' answer in the manifest.
func (a *App) walkLanderModules(page, lang string, member bool) []string {
	manifest := a.landersManifest()
	if manifest == nil {
		return nil
	}
	var out []string
	seen := map[string]bool{}
	var visit func(key string, keep bool)
	visit = func(key string, keep bool) {
		c, ok := manifest[key]
		if !ok || seen[key] {
			return
		}
		seen[key] = true
		if keep && !c.IsEntry {
			out = append(out, "/"+c.File)
		}
		imports := append([]string(nil), c.Imports...)
		sort.Strings(imports)
		for _, k := range imports {
			visit(k, keep)
		}
	}
	// What the entry imports comes with it.
	for key, c := range manifest {
		if c.IsEntry {
			visit(key, false)
		}
	}
	add := func(key string) { visit(key, true) }
	if src := a.LanderScreens[page]; src != "" {
		add(src)
	}
	namespaces := landerFirstNamespaces
	if member {
		namespaces = append(namespaces[:len(namespaces):len(namespaces)], "profile")
	}
	for _, ns := range namespaces {
		add("src/locales/" + lang + "/" + ns + ".json")
	}
	return out
}
