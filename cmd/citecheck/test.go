package main

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/spf13/cobra"

	"github.com/citecheck/citecheck/checks/grade"
	"github.com/citecheck/citecheck/checks/printer"
	"github.com/citecheck/citecheck/checks/report"
	"github.com/citecheck/citecheck/checks/rubric"
	"github.com/citecheck/citecheck/checks/runs"
	"github.com/citecheck/citecheck/checks/suite"
	"github.com/citecheck/citecheck/judge/llm"
	"github.com/citecheck/citecheck/judge/wiring"
	"github.com/citecheck/citecheck/vault"
)

// testOptions are the flags of `citecheck test`.
type testOptions struct {
	junit    string
	update   bool
	brief    bool
	casePath string
	show     bool // --show-denied
	judge    judgeFlags
	// criteria and deterministic select the criteria compared; json
	// prints the run as JSON; reportHTML writes the run's page.
	criteria      string
	deterministic bool
	json          bool
	reportHTML    string
	// from is --from: the provider-native format of every response (an
	// expected file's "from" wins for its own).
	from string
}

// newTestCmd is `citecheck test`: run a regression suite of responses with
// expected verdicts (FORMATS.md, "Regression suites").
func newTestCmd(g *globalOptions) *cobra.Command {
	o := &testOptions{}
	cmd := &cobra.Command{
		Use:   "test SUITE_DIR [--junit FILE] [--update] [--case FILE] [--judge ...]",
		Short: "Run a regression suite of responses with expected verdicts",
		Long: strings.TrimSpace(`
test grades every response of a suite folder and compares the verdicts with
the expected ones:

  SUITE_DIR/case.json              the case; its "vault" path is relative to it
  SUITE_DIR/responses/NAME.json    responses (FORMATS.md, "The response")
  SUITE_DIR/expected/NAME.json     {"C-001": "pass", "C-005": "fail", "why": "..."}

Criteria missing from an expected file are not compared; "why" and other
free-text keys are kept. A key shaped like a criterion ID that is not one
of the case's (c-005, C_002, "C-003 ", C-0O1, a non-breaking hyphen), and
an expected file that compares nothing, are bad input (exit 2). See
FORMATS.md, "Regression suites". It prints one line per response and criterion (expected,
actual, how the verdict was reached: deterministic, or the judge with the
origin of its verdicts: live call, cache or heuristic) and marks mismatches.
--mismatches-only prints only the rows that did not match.
--junit FILE writes JUnit XML (one test case per response and criterion).
--update rewrites the expected files from the current verdicts (keeping
"why" and other keys), for reviewed changes; a criterion that could not be
graded keeps its old expectation.

To gate CI on what is decided exactly, compare only some criteria:
--criteria C-001,C-002,C-005 (exact IDs of the case), or --deterministic
(every criterion code decides: C-001, C-002, C-005, C-006, C-009 in the
seed rubric). When every criterion compared is deterministic no judge is
asked at all. An expected file may record a verdict as known to differ:
"C-004": {"verdict": "fail", "known": "the heuristic judge misses this"}
records "fail" as deserved and "pass" as the verdict the grader is known
to give wrongly; while it gives it, the row is reported and listed but
does not fail the run, and a change from it fails the run until the mark
goes (--update removes it). A known mark on a criterion a deterministic
check decides is refused (exit 2).
--json prints the run as JSON instead of the table; --report-html FILE
writes the run's page with each response's report beside it (in
FILE's folder, under NAME_files/).

The whole suite is read and checked before anything is graded. Judge
verdicts are replayed from the verdict cache when recorded. With no
endpoint configured (no --judge, --judge-url or key) and a recording in
--judge-cache DIR or SUITE_DIR/judge-cache, the suite runs with --judge
replay: recorded verdicts only, a unit not recorded fails closed (exit 3).

Exit codes: 0 every compared verdict matched (or --update wrote them);
1 some mismatch; 2 bad usage or bad suite input; 3 a criterion could not
be graded (judge unreachable, budget exhausted) or the index failed.`),
		Args: exactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			return runTest(cmd.Context(), g, o, cmd, args[0])
		},
	}
	f := cmd.Flags()
	f.StringVar(&o.junit, "junit", "", "write JUnit XML to FILE")
	f.BoolVar(&o.brief, "mismatches-only", false, "print only the mismatched rows (and the totals)")
	f.BoolVar(&o.update, "update", false, "rewrite expected/NAME.json from the current verdicts (keeps \"why\" and other keys)")
	f.StringVar(&o.casePath, "case", "", "the case file to use instead of SUITE_DIR/case.json")
	registerFrom(cmd, &o.from)
	f.BoolVar(&o.show, "show-denied", false, "keep, in the reasoning printed and in JUnit, the text of documents a response's user could not read (withheld by default)")
	f.StringVar(&o.criteria, "criteria", "", "compare only these criteria (comma-separated IDs of the case)")
	f.BoolVar(&o.deterministic, "deterministic", false, "compare only the criteria code decides (no judge is asked when only those are compared)")
	f.BoolVar(&o.json, "json", false, "print the run as JSON instead of the table")
	f.StringVar(&o.reportHTML, "report-html", "", "write the run's page to FILE, with each response's report.html in FILE's folder under <FILE name>_files/")
	o.judge.register(cmd)
	addVaultFlag(cmd, g)
	addQuietFlag(cmd, g, "print only the totals: no table, no reasons, no 'Wrote' lines (errors, and which judge decided, still go to stderr)")
	return cmd
}

func runTest(ctx context.Context, g *globalOptions, o *testOptions, cmd *cobra.Command, dir string) error {
	defer o.judge.closeCache()
	cfg, err := o.judge.config(cmd)
	if err != nil {
		return err
	}
	if _, err := fromDecoder("test", o.from); err != nil {
		return err
	}
	s, err := suite.Load(dir, suite.LoadOptions{CasePath: o.casePath, AllowMissing: o.update, From: o.from})
	if err != nil {
		return err
	}
	selected, err := suite.Select(s.Case, o.criteria, o.deterministic)
	if err != nil {
		return usagef("test: %v", err)
	}
	if o.json && o.brief {
		return usagef("test: --mismatches-only shapes the table; --json prints every row")
	}
	vpath := g.vault
	if vpath == "" {
		vpath = s.Case.VaultPath
	}
	if vpath == "" {
		return usagef("test: the case %s names no \"vault\"; give --vault", s.Case.Path)
	}
	if dir := recordingFor(dir, &cfg); dir != "" {
		fmt.Fprintf(g.stderr, "citecheck: no judge endpoint is configured: replaying the verdicts recorded in %s (--judge replay; a unit not recorded fails)\n", dir)
	}
	j, err := wiring.Open(cfg)
	if err != nil {
		return err
	}
	ix, err := vault.Open(vpath)
	if err != nil {
		return err
	}
	defer ix.Close()
	gr, err := grade.NewGrader(grade.Options{Case: suite.GradedCase(s.Case, selected), Vault: ix, Judge: j})
	if err != nil {
		return err
	}
	if n := heuristicNotice(cfg, gr.JudgeCriteria()); n != "" {
		io.WriteString(g.stderr, n)
	}
	res, err := suite.RunWith(ctx, s, gr, suite.RunOptions{ShowDenied: o.show, Criteria: selected})
	if err != nil {
		return err
	}
	if o.json {
		err = suite.WriteJSON(g.stdout, res)
	} else {
		err = suite.WriteTableOpt(g.stdout, res, suite.TableOptions{MismatchesOnly: o.brief, TotalsOnly: g.quiet, Color: useColor(g.stdout)})
	}
	if err != nil {
		return err
	}
	info := g.stdout
	switch {
	case g.quiet:
		info = io.Discard
	case o.json:
		info = g.stderr // stdout stays one JSON document
	}
	if o.reportHTML != "" {
		n, err := writeSuitePages(o.reportHTML, res, o.show)
		if err != nil {
			return err
		}
		fmt.Fprintf(info, "Wrote the run's page to %s and %d response reports beside it.\n", o.reportHTML, n)
	}
	if o.junit != "" {
		if err := writeJUnitFile(o.junit, res); err != nil {
			return err
		}
		fmt.Fprintf(info, "Wrote JUnit XML to %s.\n", o.junit)
	}
	if o.update {
		ups, err := suite.Update(res)
		for _, u := range ups {
			printUpdated(info, u)
		}
		if err != nil {
			return err
		}
		fmt.Fprintf(info, "Updated %d expected %s.\n", len(ups), testPlural(len(ups), "file", "files"))
	}
	switch {
	case res.Infra():
		return &silentError{code: exitInfra}
	case o.update:
		return nil
	case !res.OK():
		return errFailed
	}
	return nil
}

// recordingFor switches cfg to replay when no endpoint is configured
// (no --judge, no --judge-url, no key) and a recording of verdicts
// exists: the folder or Redis cache given with --judge-cache, else
// SUITE_DIR/judge-cache. It returns the cache replayed, "" when cfg is
// left as it was.
func recordingFor(suiteDir string, cfg *llm.Config) string {
	if cfg.Configured() || cfg.NoCache {
		return ""
	}
	if cfg.Cache != nil {
		if !wiring.HasRecordingIn(cfg.Cache) {
			return ""
		}
		cfg.Kind = llm.KindReplay
		return fmt.Sprint(cfg.Cache)
	}
	dir := cfg.CacheDir
	if dir == "" {
		dir = filepath.Join(suiteDir, "judge-cache")
	}
	if !wiring.HasRecording(dir) {
		return ""
	}
	cfg.Kind, cfg.CacheDir = llm.KindReplay, dir
	return dir
}

// writeJUnitFile writes the suite's JUnit XML atomically.
func writeJUnitFile(path string, res *suite.Result) error {
	var b bytes.Buffer
	if err := suite.WriteJUnit(&b, res); err != nil {
		return err
	}
	if dir := filepath.Dir(path); dir != "" {
		if err := os.MkdirAll(dir, 0o755); err != nil {
			return &rubric.InfraError{Op: "creating " + dir, Err: err}
		}
	}
	return report.WriteFileAtomic(path, b.Bytes())
}

func printUpdated(w io.Writer, u suite.Updated) {
	what := "updated"
	if u.Created {
		what = "created"
	}
	line := fmt.Sprintf("%s %s", what, u.Path)
	if len(u.Changed) > 0 {
		line += " (changed: " + strings.Join(u.Changed, ", ") + ")"
	}
	if len(u.Kept) > 0 {
		line += " (kept, not graded: " + strings.Join(u.Kept, ", ") + ")"
	}
	fmt.Fprintln(w, line)
}

// writeSuitePages writes test --report-html FILE: each response's HTML
// report in FILE's folder under <FILE name>_files/NAME.html (a suite
// writes no results folders), then the run's page linking them.
func writeSuitePages(file string, res *suite.Result, show bool) (int, error) {
	dir := strings.TrimSuffix(file, filepath.Ext(file)) + "_files"
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return 0, &rubric.InfraError{Op: "creating " + dir, Err: err}
	}
	run := &runs.Run{Root: dir}
	for _, rr := range res.Responses {
		path := filepath.Join(dir, rr.Entry.Name+".html")
		if err := writeReportHTML(path, rr.Scores, rr.Report, printer.Options{ShowDenied: show}); err != nil {
			return 0, err
		}
		run.Responses = append(run.Responses, &runs.Response{RunID: rr.Scores.RunID, Dir: dir, Scores: rr.Scores, Metrics: rr.Report.Metrics, ReportHTML: path})
	}
	c := res.Counts()
	title := fmt.Sprintf("citecheck test %s: %d mismatch, %d known to differ", res.Suite.Dir, c.Mismatches+c.KnownResolved, c.Known)
	return len(run.Responses), writeRunPage(file, run, title)
}

func testPlural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}
