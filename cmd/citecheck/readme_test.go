package main

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/rhysd/actionlint"
)

// repoRoot is the repository, from this package's folder.
var repoRoot = filepath.Join("..", "..")

// readmeBlock is one fenced code block of README.md with the
// `<!-- readme-test: ... -->` mark on the line before it, if any.
type readmeBlock struct {
	Lang, Mark, Body string
	Line             int // of the opening fence
}

var readmeMark = regexp.MustCompile(`^<!-- readme-test: (.+) -->$`)

// readmeBlocks splits a Markdown file into its fenced code blocks.
func readmeBlocks(md string) []readmeBlock {
	var out []readmeBlock
	lines := strings.Split(md, "\n")
	for i := 0; i < len(lines); i++ {
		l := lines[i]
		if !strings.HasPrefix(l, "```") || len(l) == 3 {
			continue
		}
		b := readmeBlock{Lang: strings.TrimPrefix(l, "```"), Line: i + 1}
		if i > 0 {
			if m := readmeMark.FindStringSubmatch(lines[i-1]); m != nil {
				b.Mark = m[1]
			}
		}
		var body []string
		for i++; i < len(lines) && lines[i] != "```"; i++ {
			body = append(body, lines[i])
		}
		b.Body = strings.Join(body, "\n") + "\n"
		out = append(out, b)
	}
	return out
}

// TestReadmeBlocksAreMarkedKnowingly: every shell block's mark is one the
// command test understands, so a typo cannot skip a block.
func TestReadmeBlocksAreMarkedKnowingly(t *testing.T) {
	md, err := os.ReadFile(filepath.Join(repoRoot, "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, b := range readmeBlocks(string(md)) {
		if b.Lang != "sh" {
			continue
		}
		n++
		if _, _, err := blockPlan(b); err != nil {
			t.Errorf("README.md:%d: %v", b.Line, err)
		}
	}
	if n < 10 {
		t.Fatalf("only %d shell blocks found in README.md", n)
	}
}

// blockPlan says what the command test does with a shell block: skip it
// (and why), or run it expecting an exit code.
func blockPlan(b readmeBlock) (skip string, exit int, err error) {
	switch m := b.Mark; {
	case m == "":
		return "", 0, nil
	case strings.HasPrefix(m, "needs a server"), strings.HasPrefix(m, "needs an endpoint"):
		return m, 0, nil
	case m == "is the test suite":
		if strings.TrimSpace(b.Body) != "go test ./..." {
			return "", 0, fmt.Errorf("a block marked %q must be exactly `go test ./...`", m)
		}
		return "this test is part of it", 0, nil
	case m == "builds the binary":
		if strings.TrimSpace(b.Body) != "go build -o bin/citecheck ./cmd/citecheck" {
			return "", 0, fmt.Errorf("a block marked %q must be exactly `go build -o bin/citecheck ./cmd/citecheck`", m)
		}
		return "", 0, nil
	case strings.HasPrefix(m, "exit "):
		n, err := strconv.Atoi(strings.TrimPrefix(m, "exit "))
		if err != nil || n < 1 || n > 3 {
			return "", 0, fmt.Errorf("mark %q: want exit 1, 2 or 3", m)
		}
		return "", n, nil
	}
	return "", 0, fmt.Errorf("unknown mark %q (known: needs a server, needs an endpoint, is the test suite, builds the binary, exit N)", b.Mark)
}

// TestReadmeCommands runs every shell block of README.md, in order, in a
// copy of the repository, as a newcomer would on a fresh clone, and checks
// each block's exit code (0 unless marked `exit N`) and the files the
// README's text says they write. Blocks marked as needing a server or an
// endpoint are skipped, and so is `go test ./...` (this test is part of
// it).
//
// The build block's `bin/citecheck` is this test binary run as citecheck
// (the helper-process pattern: the same package, already compiled), and
// `go run ./cmd/citecheck` runs it too, which keeps this test within a few
// seconds of CPU. CITECHECK_README_BUILD=1 runs every block literally
// instead: the real `go build` and `go run`, minutes of CPU on a cold
// build cache.
func TestReadmeCommands(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: the README's commands grade about a hundred answers")
	}
	literal := os.Getenv("CITECHECK_README_BUILD") == "1"
	md, err := os.ReadFile(filepath.Join(repoRoot, "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	clone := filepath.Join(t.TempDir(), "citecheck")
	copyRepo(t, repoRoot, clone)
	binDir := filepath.Join(clone, "bin")
	env := readmeEnv(t, binDir)
	if !literal {
		// go run blocks may come before the build block: the helper
		// binary stands in for both from the start.
		installHelperBinary(t, binDir)
	}
	ran := 0
	for _, b := range readmeBlocks(string(md)) {
		if b.Lang != "sh" {
			continue
		}
		skip, want, err := blockPlan(b)
		if err != nil {
			t.Fatalf("README.md:%d: %v", b.Line, err)
		}
		if skip != "" {
			t.Logf("README.md:%d: skipped (%s)", b.Line, skip)
			continue
		}
		body := b.Body
		if !literal {
			if b.Mark == "builds the binary" {
				continue
			}
			body = strings.ReplaceAll(body, "go run ./cmd/citecheck", "bin/citecheck")
		}
		ran++
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
		cmd := exec.CommandContext(ctx, "bash", "-e", "-o", "pipefail", "-c", body)
		cmd.Dir, cmd.Env = clone, env
		var out bytes.Buffer
		cmd.Stdout, cmd.Stderr = &out, &out
		err = cmd.Run()
		cancel()
		code := 0
		if ee, ok := err.(*exec.ExitError); ok {
			code = ee.ExitCode()
		} else if err != nil {
			t.Fatalf("README.md:%d: %v", b.Line, err)
		}
		if code != want {
			t.Fatalf("README.md:%d: exit %d, want %d:\n%s\n%s", b.Line, code, want, body, out.String())
		}
	}
	if ran < 10 {
		t.Fatalf("only %d README blocks ran", ran)
	}
	// What the text beside the blocks says they write.
	for _, f := range []string{
		"results/assistant-conversational-qa-forum-selection/acme-rag-v3/clean-bluebook/scores.json",
		"out/md-with-trace/results/clean/scores.json",
		"out/md-no-trace/results/clean/scores.json",
		"my-first-case/out/results/starter-forum-selection/my-assistant/answer-1/scores.json",
		"review.html",
		"out/fixture-run/run.html",
		"suite.xml",
	} {
		if _, err := os.Stat(filepath.Join(clone, f)); err != nil {
			t.Errorf("the README says a block writes %s: %v", f, err)
		}
	}
	with, _ := os.ReadFile(filepath.Join(clone, "out/md-with-trace/results/clean/scores.json"))
	without, _ := os.ReadFile(filepath.Join(clone, "out/md-no-trace/results/clean/scores.json"))
	if !bytes.Contains(with, []byte(`"all_pass": true`)) || bytes.Contains(without, []byte(`"all_pass": true`)) {
		t.Errorf("the Markdown answer with its trace should pass and without it fail C-005:\n%s\n%s", with, without)
	}
}

// readmeEnv is the environment of the README's commands: no judge
// endpoint (the offline judge, as on a fresh machine), a Vault cache of
// their own, and bin/ first on PATH.
func readmeEnv(t *testing.T, binDir string) []string {
	var env []string
	for _, kv := range os.Environ() {
		k, _, _ := strings.Cut(kv, "=")
		switch k {
		case "OPENAI_BASE_URL", "OPENAI_API_KEY", "CITECHECK_JUDGE_MODEL", "CITECHECK_TOKEN", "PATH", "CITECHECK_HELPER_PROCESS":
			continue
		}
		env = append(env, kv)
	}
	return append(env, "PATH="+binDir+string(os.PathListSeparator)+os.Getenv("PATH"), "CITECHECK_CACHE_DIR="+t.TempDir(), "NO_COLOR=1")
}

// installHelperBinary writes bin/citecheck: a script that runs this test
// binary as citecheck (TestHelperProcess).
func installHelperBinary(t *testing.T, binDir string) {
	t.Helper()
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(binDir, 0o755); err != nil {
		t.Fatal(err)
	}
	script := "#!/bin/sh\nCITECHECK_HELPER_PROCESS=1 exec " + shellQuote(self) + " -test.run='^TestHelperProcess$' -- \"$@\"\n"
	if err := os.WriteFile(filepath.Join(binDir, "citecheck"), []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
}

// copyRepo copies the repository's files (not .git, not what earlier runs
// wrote) to dst: a fresh clone as far as the README can tell.
func copyRepo(t *testing.T, src, dst string) {
	t.Helper()
	skip := map[string]bool{".git": true, "bin": true, "out": true, "results": true, "runs": true, "my-first-case": true}
	err := filepath.WalkDir(src, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(src, path)
		if d.IsDir() && filepath.Dir(rel) == "." && skip[rel] {
			return filepath.SkipDir
		}
		target := filepath.Join(dst, rel)
		if d.IsDir() {
			return os.MkdirAll(target, 0o755)
		}
		if !d.Type().IsRegular() {
			return nil
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		info, err := d.Info()
		if err != nil {
			return err
		}
		return os.WriteFile(target, data, info.Mode().Perm())
	})
	if err != nil {
		t.Fatal(err)
	}
}

// TestReadmeWorkflow: the GitHub Actions example in README.md is a valid
// workflow by actionlint (syntax, keys, expressions, the inputs of the
// actions it uses; and its shell steps by shellcheck when installed), and
// its steps run citecheck the way the README's own commands do.
func TestReadmeWorkflow(t *testing.T) {
	md, err := os.ReadFile(filepath.Join(repoRoot, "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	var wf *readmeBlock
	for _, b := range readmeBlocks(string(md)) {
		if b.Mark == "github actions workflow" {
			b := b
			wf = &b
		}
	}
	if wf == nil || wf.Lang != "yaml" {
		t.Fatal("README.md has no yaml block marked <!-- readme-test: github actions workflow -->")
	}
	opts := &actionlint.LinterOptions{}
	if sc, err := exec.LookPath("shellcheck"); err == nil {
		opts.Shellcheck = sc
	} else {
		t.Log("shellcheck is not installed: actionlint checks the workflow without it")
	}
	l, err := actionlint.NewLinter(io.Discard, opts)
	if err != nil {
		t.Fatal(err)
	}
	errs, err := l.Lint(".github/workflows/citations.yml", []byte(wf.Body), nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range errs {
		t.Errorf("README.md:%d: %s", wf.Line+e.Line, e.Message)
	}
	for _, want := range []string{"run: go build -o bin/citecheck ./cmd/citecheck", "run: bin/citecheck test fixtures/forum-selection --deterministic --mismatches-only --junit suite.xml"} {
		if !strings.Contains(wf.Body, want) {
			t.Errorf("the workflow lacks %q, the README's own command", want)
		}
	}
	// The same lint fails on broken workflows, so the check above can fail.
	for what, bad := range map[string]string{
		"a job without runs-on":             strings.Replace(wf.Body, "runs-on:", "run-on:", 1),
		"a misspelt input of setup-go":      strings.Replace(wf.Body, "go-version-file:", "go-version-fil:", 1),
		"an unknown context in a condition": strings.Replace(wf.Body, "if: always()", "if: ${{ job.stauts == 'failure' }}", 1),
	} {
		if errs, _ := l.Lint("bad.yml", []byte(bad), nil); len(errs) == 0 {
			t.Errorf("actionlint accepted %s", what)
		}
	}
}
