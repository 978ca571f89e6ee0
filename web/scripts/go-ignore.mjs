// Makes node_modules a Go module of its own, so that `go test ./...` and `go vet ./...`
// from the repository root skip the Go files some npm packages ship (flatted does).
// Runs after every npm install (package.json "postinstall").
import { existsSync, writeFileSync } from 'node:fs';

if (existsSync('node_modules')) {
  writeFileSync('node_modules/go.mod', 'module amora/web/node_modules\n\n// Keeps npm packages out of the amora module.\n');
}
