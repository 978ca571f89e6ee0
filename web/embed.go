// Package web embeds the built web app (web/dist, made by `make web`) and its client
// route table into the binary.
package web

import (
	"embed"
	"encoding/json"
	"io/fs"
	"strings"
)

//go:embed all:dist
var dist embed.FS

//go:embed src/app/paths.json
var pathsJSON []byte

//go:embed src/landers/screens.json
var landerScreensJSON []byte

// Dist returns the built app's files, index.html at the root.
func Dist() fs.FS {
	sub, err := fs.Sub(dist, "dist")
	if err != nil {
		panic(err) // the embed pattern guarantees the directory
	}
	return sub
}

// Routes returns the client route patterns from src/app/paths.json, the same table the
// React router is built from. A parameter that may take only some values (a route's
// "params") is written ":name(a|b|c)", so that any other value gets the 404 status.
func Routes() ([]string, error) {
	var paths []struct {
		Path   string              `json:"path"`
		Params map[string][]string `json:"params"`
	}
	if err := json.Unmarshal(pathsJSON, &paths); err != nil {
		return nil, err
	}
	out := make([]string, len(paths))
	for i, p := range paths {
		out[i] = p.Path
		for name, values := range p.Params {
			out[i] = strings.Replace(out[i], ":"+name, ":"+name+"("+strings.Join(values, "|")+")", 1)
		}
	}
	return out, nil
}

// LanderScreens returns the source file of each lander's and member landing's page
// chunk, by page ("tinderswipe", "landing2"), from src/landers/screens.json, the table
// the landers' router loads its pages by: "src/landers/pages/SwipeLander.tsx", the
// key of the page's chunk in the landers' Vite manifest.
func LanderScreens() (map[string]string, error) {
	var screens map[string]string
	if err := json.Unmarshal(landerScreensJSON, &screens); err != nil {
		return nil, err
	}
	for page, file := range screens {
		screens[page] = "src/landers/" + file + ".tsx"
	}
	return screens, nil
}
