package amora_test

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestRepositoryKeepsNoScreenshots holds the repository to code: the E2E run writes its
// screenshots afresh, so git neither tracks nor picks them up.
func TestRepositoryKeepsNoScreenshots(t *testing.T) {
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("git is not installed")
	}
	if err := exec.Command("git", "rev-parse", "--git-dir").Run(); err != nil {
		t.Skip("not a git checkout")
	}
	out, err := exec.Command("git", "ls-files", "web/e2e/screenshots").Output()
	if err != nil {
		t.Fatal(err)
	}
	if tracked := strings.TrimSpace(string(out)); tracked != "" {
		t.Errorf("git tracks screenshots:\n%s", tracked)
	}
	if err := exec.Command("git", "check-ignore", "-q", "web/e2e/screenshots/home-en-phone.png").Run(); err != nil {
		t.Errorf("web/e2e/screenshots/ is not ignored: %v", err)
	}
}

// TestE2EScriptRunsPlaywright holds the npm e2e script to what the Makefile runs.
func TestE2EScriptRunsPlaywright(t *testing.T) {
	raw, err := os.ReadFile("web/package.json")
	if err != nil {
		t.Fatal(err)
	}
	var pkg struct {
		Scripts map[string]string `json:"scripts"`
	}
	if err := json.Unmarshal(raw, &pkg); err != nil {
		t.Fatal(err)
	}
	if got := pkg.Scripts["e2e"]; got != "playwright test" {
		t.Errorf("npm run e2e = %q, want %q", got, "playwright test")
	}
}

// TestGoPackagesLeaveNodeModulesOut checks that `go list ./...` (and so `go test ./...`)
// does not reach into the Go files that npm packages ship.
func TestGoPackagesLeaveNodeModulesOut(t *testing.T) {
	if _, err := os.Stat("web/node_modules"); err != nil {
		t.Skip("web/node_modules is not installed")
	}
	out, _ := exec.Command("go", "list", "-e", "./...").Output()
	for _, pkg := range strings.Fields(string(out)) {
		if strings.Contains(pkg, "node_modules") {
			t.Errorf("go list ./... includes %s", pkg)
		}
	}
}

// TestE2EReadsNoScreenshots keeps the E2E specs from reading files of the screenshot
// folder: a clean clone has none, so such a spec passes only where it ran before.
func TestE2EReadsNoScreenshots(t *testing.T) {
	specs, err := filepath.Glob("web/e2e/*.ts")
	if err != nil || len(specs) == 0 {
		t.Fatalf("no E2E specs found: %v", err)
	}
	for _, spec := range specs {
		src, err := os.ReadFile(spec)
		if err != nil {
			t.Fatal(err)
		}
		if strings.Contains(string(src), "'e2e/screenshots/") {
			t.Errorf("%s reads a file from e2e/screenshots/, which a clean clone does not have", spec)
		}
	}
}
