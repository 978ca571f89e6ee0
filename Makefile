# Amora: `make run` serves the site with demo content; `make test` runs every test.
SHELL := /bin/bash
GO ?= go
GOPKGS = ./...  # web/node_modules is its own module (scripts/go-ignore.mjs), so ./... leaves it out
PG_ADMIN_URL ?= postgres://postgres@127.0.0.1:5432/postgres?sslmode=disable

.PHONY: run serve build web web-deps test test-go test-web test-e2e lint size lighthouse chromium clean

run: build ## build everything and start the server with demo content on :8080
	./bin/amora serve --demo

serve: ## start the already built server
	./bin/amora serve --demo

build: web ## the single binary, web app embedded
	$(GO) build -o bin/amora ./cmd/amora

web-deps: web/node_modules/.installed

# npm ci needs a lockfile that lists every platform's optional binaries; fall back to
# npm install when this machine's npm rejects it.
web/node_modules/.installed: web/package.json web/package-lock.json
	cd web && (npm ci --no-fund --no-audit || npm install --no-fund --no-audit)
	touch $@

web: web-deps
	cd web && npm run gen:api && npm run build

lint: web-deps
	$(GO) vet $(GOPKGS)
	test -z "$$(gofmt -l $$(git ls-files '*.go'))" || (gofmt -l $$(git ls-files '*.go'); exit 1)
	cd web && npm run lint && npm run typecheck

test: build lint test-go test-web test-e2e size ## every test: Go (SQLite and PostgreSQL), web unit, browser end to end

# Go tests run on SQLite always and on PostgreSQL when it answers; the NATS broker's
# tests run when a NATS server greets on 127.0.0.1:4222. .ci/run insists on both.
test-go:
	@if [ -z "$$AMORA_TEST_POSTGRES_URL" ] && psql "$(PG_ADMIN_URL)" -c 'select 1' >/dev/null 2>&1; then \
		export AMORA_TEST_POSTGRES_URL="$(PG_ADMIN_URL)"; fi; \
	if [ -z "$$AMORA_TEST_NATS_URL" ] && timeout 2 bash -c 'exec 3<>/dev/tcp/127.0.0.1/4222 && head -c 4 <&3' 2>/dev/null | grep -q INFO; then \
		export AMORA_TEST_NATS_URL="nats://127.0.0.1:4222"; fi; \
	echo "Go tests (PostgreSQL: $${AMORA_TEST_POSTGRES_URL:-not reachable, SQLite only}; NATS: $${AMORA_TEST_NATS_URL:-not reachable, its tests skipped})"; \
	$(GO) test -count=1 $(GOPKGS)

test-web: web-deps
	cd web && npx vitest run

test-e2e: build chromium
	cd web && npx playwright test

size: web ## the landing route's gzipped JavaScript against its 150 kB budget
	cd web && node scripts/bundle-size.mjs

# Lighthouse's mobile preset on /, /members and a visitor's profile (3 runs each: median and spread);
# PATHS="/lander/x /pricing" adds pages; AMORA_LIGHTHOUSE_URL measures a running site instead of a fresh demo.
lighthouse: build chromium ## the public pages' speed on a simulated mid-range phone
	cd web && node scripts/lighthouse.mjs $(PATHS)

# Debian's Chromium, never a test tool's own download (DESIGN.md).
chromium:
	@command -v chromium >/dev/null || { \
		if [ "$$(id -u)" = 0 ]; then apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium; \
		else echo "Chromium is missing: sudo apt-get install chromium"; exit 1; fi; }

clean:
	rm -rf bin web/dist web/test-results web/e2e/.tmp
