// Package web embeds the built web app (web/dist, made by `make web`) and its client
// route table into the binary.
package web

import (
	"embed"
	"encoding/json"
	"io/fs"
)

//go:embed all:dist
var dist embed.FS

//go:embed src/app/paths.json
var pathsJSON []byte

// Dist returns the built app's files, index.html at the root.
func Dist() fs.FS {
	sub, err := fs.Sub(dist, "dist")
	if err != nil {
		panic(err) // the embed pattern guarantees the directory
	}
	return sub
}

// Routes returns the client route patterns from src/app/paths.json, the same table the
// React router is built from.
func Routes() ([]string, error) {
	var paths []struct {
		Path string `json:"path"`
	}
	if err := json.Unmarshal(pathsJSON, &paths); err != nil {
		return nil, err
	}
	out := make([]string, len(paths))
	for i, p := range paths {
		out[i] = p.Path
	}
	return out, nil
}
