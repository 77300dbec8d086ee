package main

import (
	"path/filepath"
	"regexp"
	"runtime"
	"strconv"
	"strings"
	"testing"

	"github.com/spf13/cobra"

	"github.com/citecheck/citecheck/checks/grade"
	"github.com/citecheck/citecheck/vault"
)

// TestDidYouMean: a misspelt command or flag is exit 2 naming the one
// meant, for commands, subcommands and flags alike (issue 27).
func TestDidYouMean(t *testing.T) {
	tests := []struct {
		name string
		args []string
		want string
	}{
		{"command", []string{"grad"}, `unknown command "grad" for "citecheck" (did you mean grade?)`},
		{"command with flags", []string{"grad", "--case", "x.json", "r.json"}, `unknown command "grad" for "citecheck" (did you mean grade?)`},
		{"subcommand", []string{"vault", "gett", "VLT-0001"}, `unknown command "gett" for "citecheck vault" (did you mean get?)`},
		{"subcommand with a flag", []string{"vault", "acess", "--json"}, `(did you mean access?)`},
		{"swapped letters in a flag", []string{"grade", "--jbos", "2"}, "unknown flag --jbos (did you mean --jobs"},
		{"a flag's prefix", []string{"test", "--determ", "x"}, "unknown flag --determ (did you mean --deterministic?)"},
		{"one letter off", []string{"extract", "--jsno"}, "(did you mean --json?)"},
		{"one dash for two", []string{"grade", "-jobs", "2"}, "unknown shorthand flag -j in -jobs (did you mean --jobs?)"},
		{"nothing near", []string{"grade", "--zzzzzz"}, "unknown flag --zzzzzz; see 'citecheck grade --help'"},
		{"a command's flag with no command", []string{"--vault", "fixtures/v"}, `unknown flag --vault for "citecheck": it is a flag of extract, grade, retrieve, serve, test, vault access, vault get; put it after the command, e.g. 'citecheck extract --vault ...'`},
		{"a flag of other commands", []string{"report", "--vault", "v", "out"}, "unknown flag --vault; see 'citecheck report --help'"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, out, errs := runCLI(t, tt.args...)
			if code != exitInput || out != "" || !strings.Contains(errs, tt.want) {
				t.Fatalf("exit %d, stdout %q, stderr %q; want exit 2 with %q", code, out, errs, tt.want)
			}
		})
	}
}

// TestVersion: `citecheck version` and `--version` print the module
// version from the build information, the grader version, the Go version
// and the index format.
func TestVersion(t *testing.T) {
	for _, args := range [][]string{{"version"}, {"--version"}} {
		code, out, errs := runCLI(t, args...)
		if code != 0 || errs != "" {
			t.Fatalf("%v: exit %d, stderr %q", args, code, errs)
		}
		for _, want := range []string{"citecheck ", "grader " + grade.GraderVersion, runtime.Version(), "index format " + strconv.Itoa(vault.IndexFormat())} {
			if !strings.Contains(out, want) {
				t.Errorf("%v: %q lacks %q", args, out, want)
			}
		}
		if strings.Count(out, "\n") != 1 {
			t.Errorf("%v: want one line, got %q", args, out)
		}
	}
	code, out, _ := runCLI(t, "version", "--json")
	if code != 0 || !regexp.MustCompile(`"module": ".+",[\s\S]*"grader": "`+regexp.QuoteMeta(grade.GraderVersion)+`",\s*"go": "go[^"]+",\s*"index_format": [0-9]+`).MatchString(out) {
		t.Fatalf("version --json: exit %d:\n%s", code, out)
	}
}

// commandByPath finds a command of the tree by its path ("vault get").
func commandByPath(t *testing.T, root *cobra.Command, path string) *cobra.Command {
	t.Helper()
	c, _, err := root.Find(strings.Fields(path))
	if err != nil || c.CommandPath() != "citecheck "+path {
		t.Fatalf("no command %q (found %v, %v)", path, c.CommandPath(), err)
	}
	return c
}

// TestFlagsWhereTheyApply: --vault on the commands that read a Vault and
// on no other; -q/--quiet on every command that prints progress, notes or
// summary tables.
func TestFlagsWhereTheyApply(t *testing.T) {
	root := newRootCmd(&globalOptions{})
	root.InitDefaultCompletionCmd()
	readsVault := map[string]bool{"vault get": true, "vault access": true, "extract": true, "retrieve": true, "grade": true, "test": true, "serve": true}
	quiet := []string{"grade", "test", "merge", "compare", "report", "vault build", "vault access", "serve", "init", "schema", "judge probe"}
	var all []string
	var walk func(c *cobra.Command)
	walk = func(c *cobra.Command) {
		for _, s := range c.Commands() {
			if s.Name() == "help" {
				continue
			}
			all = append(all, strings.TrimPrefix(s.CommandPath(), "citecheck "))
			walk(s)
		}
	}
	walk(root)
	for _, path := range all {
		c := commandByPath(t, root, path)
		has := c.Flags().Lookup("vault") != nil || c.InheritedFlags().Lookup("vault") != nil
		if has != readsVault[path] {
			t.Errorf("%s: has --vault %v, want %v", path, has, readsVault[path])
		}
	}
	for _, path := range quiet {
		f := commandByPath(t, root, path).Flags().Lookup("quiet")
		if f == nil || f.Shorthand != "q" {
			t.Errorf("%s: no -q/--quiet", path)
		}
	}
	code, _, errs := runCLI(t, "report", "--vault", "x", "out")
	if code != exitInput || !strings.Contains(errs, "unknown flag --vault") {
		t.Errorf("report --vault: exit %d, %q", code, errs)
	}
}

// TestTimeWithoutZone: a time of day with no zone is refused saying what
// to add, wherever a time is read (flags, ACL files, case and response).
func TestTimeWithoutZone(t *testing.T) {
	t.Setenv(vault.CacheEnv, t.TempDir())
	for _, args := range [][]string{
		{"vault", "access", "--vault", vaultTestSrc, "--user", "u-assoc-17", "--at", "2026-06-15T14:00:00", "VLT-0001"},
		{"retrieve", "--vault", vaultTestSrc, "--user", "u-assoc-17", "--at", "2026-06-15T14:00", "forum selection"},
	} {
		code, _, errs := runCLI(t, args...)
		if code != exitInput || !strings.Contains(errs, "has no time zone: add a zone, e.g. Z") {
			t.Errorf("%v: exit %d, %q", args, code, errs)
		}
	}
	if _, err := vault.ParseRFC3339("2026-06-15T14:00:00"); err == nil || !strings.Contains(err.Error(), "add a zone, e.g. Z") {
		t.Errorf("ParseRFC3339 without a zone: %v", err)
	}
	if _, err := vault.ParseTime("2026-06-15"); err != nil {
		t.Errorf("a bare date is midnight UTC: %v", err)
	}
}

// TestVaultGetHelpSaysBytes: chunk offsets are byte offsets (vault.Chunk,
// FORMATS.md), and the help says so.
func TestVaultGetHelpSaysBytes(t *testing.T) {
	_, out, _ := runCLI(t, "vault", "get", "--help")
	if strings.Contains(out, "character offset") || !strings.Contains(out, "byte offsets") {
		t.Fatalf("vault get --help:\n%s", out)
	}
}

// TestQuietOutputs: -q leaves the one-line result (and errors).
func TestQuietOutputs(t *testing.T) {
	t.Setenv(vault.CacheEnv, t.TempDir())
	dir := filepath.Join(t.TempDir(), "start")
	if code, _, errs := runCLI(t, "init", "-q", dir); code != 0 || errs != "" {
		t.Fatalf("init -q: exit %d, %q", code, errs)
	}
	out := filepath.Join(dir, "out")
	if code, _, errs := runCLI(t, "grade", "-q", filepath.Join(dir, "responses", "answer.json"), "--case", filepath.Join(dir, "case.json"), "--out", out); code != 0 {
		t.Fatalf("grade: exit %d, %s", code, errs)
	}
	tests := []struct {
		args []string
		want string // the whole of stdout
	}{
		{[]string{"test", "-q", dir}, "1 responses, 9 verdicts compared: 9 match, 0 mismatch; 0 not compared.\nJudge verdicts by origin: live 0, cache 0, heuristic 4.\n"},
		{[]string{"merge", "-q", out}, "1 responses: 1 all-pass, 0 failed, 0 infra errors\n"},
		{[]string{"compare", "-q", out, out}, "1 response(s) in both: 0 regression(s), 0 improvement(s)\n"},
		{[]string{"vault", "build", "-q", filepath.Join(dir, "vault")}, ""},
	}
	for _, tt := range tests {
		code, got, errs := runCLI(t, tt.args...)
		if code != 0 || got != tt.want {
			t.Errorf("%v: exit %d, stdout %q (stderr %q); want %q", tt.args, code, got, errs, tt.want)
		}
	}
	// merge without -q: the counts are of results read, not graded.
	_, got, _ := runCLI(t, "merge", out)
	if strings.Contains(got, "graded 1") || !strings.Contains(got, "responses     1 (read from results folders; none graded here)") {
		t.Errorf("merge says it graded:\n%s", got)
	}
	// --mismatches-only with nothing mismatching: no header over no rows.
	_, got, _ = runCLI(t, "test", "--mismatches-only", dir)
	if strings.Contains(got, "RESPONSE") || !strings.HasPrefix(got, "No mismatches.\n") {
		t.Errorf("test --mismatches-only:\n%s", got)
	}
}
