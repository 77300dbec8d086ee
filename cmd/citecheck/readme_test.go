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

// docPages are the Markdown pages whose shell blocks are run as written:
// README.md first, then every page of docs/ in name order. Paths are
// relative to the repository.
func docPages(t *testing.T) []string {
	t.Helper()
	pages, err := filepath.Glob(filepath.Join(repoRoot, "docs", "*.md"))
	if err != nil {
		t.Fatal(err)
	}
	out := []string{"README.md"}
	for _, p := range pages {
		rel, _ := filepath.Rel(repoRoot, p)
		out = append(out, filepath.ToSlash(rel))
	}
	if len(out) < 5 {
		t.Fatalf("docs/ holds %d pages, want the README's pages (grading, pre-check, regression tests, judge, ...)", len(out)-1)
	}
	return out
}

// shellBlocks reads a page of the repository and returns its `sh` blocks.
func shellBlocks(t *testing.T, page string) []readmeBlock {
	t.Helper()
	md, err := os.ReadFile(filepath.Join(repoRoot, page))
	if err != nil {
		t.Fatal(err)
	}
	var out []readmeBlock
	for _, b := range readmeBlocks(string(md)) {
		if b.Lang == "sh" {
			out = append(out, b)
		}
	}
	return out
}

// TestReadmeBlocksAreMarkedKnowingly: every shell block's mark, in the
// README and in every docs page, is one the command test understands, so a
// typo cannot skip a block; and only the README holds the blocks that
// stand for the test suite and the build.
func TestReadmeBlocksAreMarkedKnowingly(t *testing.T) {
	total := 0
	for _, page := range docPages(t) {
		blocks := shellBlocks(t, page)
		total += len(blocks)
		if page == "README.md" && len(blocks) < 10 {
			t.Errorf("only %d shell blocks found in README.md", len(blocks))
		}
		for _, b := range blocks {
			if _, _, err := blockPlan(b); err != nil {
				t.Errorf("%s:%d: %v", page, b.Line, err)
			}
			if page != "README.md" && (b.Mark == "is the test suite" || b.Mark == "builds the binary") {
				t.Errorf("%s:%d: a block marked %q belongs in README.md, which every page's run starts from", page, b.Line, b.Mark)
			}
		}
	}
	if total < 25 {
		t.Fatalf("only %d shell blocks found in README.md and docs/*.md", total)
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
		if strings.TrimSpace(b.Body) != buildCommand {
			return "", 0, fmt.Errorf("a block marked %q must be exactly `%s`", m, buildCommand)
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

// buildCommand is the README's build step, which every docs page assumes
// was taken (their commands run bin/citecheck).
const buildCommand = "go build -o bin/citecheck ./cmd/citecheck"

// pageWrites are the files the text beside each page's blocks says they
// write, relative to the page's copy of the repository.
var pageWrites = map[string][]string{
	"README.md": {
		"results/assistant-conversational-qa-forum-selection/acme-rag-v3/clean-bluebook/scores.json",
		"out/md-with-trace/results/clean/scores.json",
		"out/md-no-trace/results/clean/scores.json",
		"my-first-case/out/results/starter-forum-selection/my-assistant/answer-1/scores.json",
		"out/eval/run.html",
		"review.html",
		"suite.xml",
	},
	"docs/grading.md":          {"out/fixture-run/run.html", "runs/model-a", "runs/model-b"},
	"docs/pre-check.md":        {"review.html"},
	"docs/regression-tests.md": {"suite.xml"},
	"docs/documents.md":        {"my-vault/documents.jsonl", "out/own-documents-index"},
}

// TestReadmeCommands runs every shell block of README.md, in order, in a
// copy of the repository, as a newcomer would on a fresh clone, and then
// every docs page's blocks the same way, each page in a fresh copy of its
// own (after the README's build step: a page may use bin/citecheck, never
// what another page wrote). It checks each block's exit code (0 unless
// marked `exit N`) and the files the text says they write (pageWrites).
// Blocks marked as needing a server or an endpoint are skipped, and so is
// `go test ./...` (this test is part of it).
//
// The build block's `bin/citecheck` is this test binary run as citecheck
// (the helper-process pattern: the same package, already compiled), and
// `go run ./cmd/citecheck` runs it too, which keeps this test within a few
// seconds of CPU. CITECHECK_README_BUILD=1 runs every block literally
// instead: the real `go build` (once per page) and `go run`, minutes of
// CPU on a cold build cache.
func TestReadmeCommands(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: the README's and docs' commands grade a few hundred answers")
	}
	literal := os.Getenv("CITECHECK_README_BUILD") == "1"
	ran := 0
	for _, page := range docPages(t) {
		blocks := shellBlocks(t, page)
		if len(blocks) == 0 {
			continue
		}
		t.Run(page, func(t *testing.T) {
			clone := runPage(t, page, blocks, literal, &ran)
			for _, f := range pageWrites[page] {
				if _, err := os.Stat(filepath.Join(clone, f)); err != nil {
					t.Errorf("%s says a block writes %s: %v", page, f, err)
				}
			}
			if page != "README.md" {
				return
			}
			with, _ := os.ReadFile(filepath.Join(clone, "out/md-with-trace/results/clean/scores.json"))
			without, _ := os.ReadFile(filepath.Join(clone, "out/md-no-trace/results/clean/scores.json"))
			if !bytes.Contains(with, []byte(`"all_pass": true`)) || bytes.Contains(without, []byte(`"all_pass": true`)) {
				t.Errorf("the Markdown answer with its trace should pass and without it fail C-005:\n%s\n%s", with, without)
			}
		})
	}
	if ran < 25 {
		t.Fatalf("only %d blocks of README.md and docs/*.md ran", ran)
	}
	for page := range pageWrites {
		if _, err := os.Stat(filepath.Join(repoRoot, page)); err != nil {
			t.Errorf("pageWrites names %s: %v", page, err)
		}
	}
}

// runPage runs one page's shell blocks in order in a fresh copy of the
// repository and returns the copy. A page other than the README starts
// where the README's build step leaves a newcomer: bin/citecheck exists.
func runPage(t *testing.T, page string, blocks []readmeBlock, literal bool, ran *int) string {
	t.Helper()
	clone := filepath.Join(t.TempDir(), "citecheck")
	copyRepo(t, repoRoot, clone)
	binDir := filepath.Join(clone, "bin")
	env := readmeEnv(t, binDir)
	run := func(line int, body string, want int) {
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
		defer cancel()
		cmd := exec.CommandContext(ctx, "bash", "-e", "-o", "pipefail", "-c", body)
		cmd.Dir, cmd.Env = clone, env
		var out bytes.Buffer
		cmd.Stdout, cmd.Stderr = &out, &out
		err := cmd.Run()
		code := 0
		if ee, ok := err.(*exec.ExitError); ok {
			code = ee.ExitCode()
		} else if err != nil {
			t.Fatalf("%s:%d: %v", page, line, err)
		}
		if code != want {
			t.Fatalf("%s:%d: exit %d, want %d:\n%s\n%s", page, line, code, want, body, out.String())
		}
	}
	switch {
	case !literal:
		// go run blocks may come before the build block: the helper
		// binary stands in for both from the start.
		installHelperBinary(t, binDir)
	case page != "README.md" && runnable(blocks):
		run(0, buildCommand, 0)
	}
	for _, b := range blocks {
		skip, want, err := blockPlan(b)
		if err != nil {
			t.Fatalf("%s:%d: %v", page, b.Line, err)
		}
		if skip != "" {
			t.Logf("%s:%d: skipped (%s)", page, b.Line, skip)
			continue
		}
		body := b.Body
		if !literal {
			if b.Mark == "builds the binary" {
				continue
			}
			body = strings.ReplaceAll(body, "go run ./cmd/citecheck", "bin/citecheck")
		}
		*ran++
		run(b.Line, body, want)
	}
	return clone
}

// runnable reports whether any of the blocks is run rather than skipped.
func runnable(blocks []readmeBlock) bool {
	for _, b := range blocks {
		if skip, _, err := blockPlan(b); skip == "" && err == nil {
			return true
		}
	}
	return false
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
	skip := map[string]bool{".git": true, "bin": true, "out": true, "results": true, "runs": true, "my-first-case": true, "my-vault": true}
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

// workflowPage holds the GitHub Actions example.
const workflowPage = "docs/regression-tests.md"

// TestReadmeWorkflow: the GitHub Actions example (docs/regression-tests.md) is a valid
// workflow by actionlint (syntax, keys, expressions, the inputs of the
// actions it uses; and its shell steps by shellcheck when installed), and
// its steps run citecheck the way the README's own commands do.
func TestReadmeWorkflow(t *testing.T) {
	md, err := os.ReadFile(filepath.Join(repoRoot, workflowPage))
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
		t.Fatal(workflowPage + " has no yaml block marked <!-- readme-test: github actions workflow -->")
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
		t.Errorf("%s:%d: %s", workflowPage, wf.Line+e.Line, e.Message)
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
