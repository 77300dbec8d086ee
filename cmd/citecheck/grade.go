package main

import (
	"context"
	"runtime"
	"strings"
	"time"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/citecheck/citecheck/checks/cite"
	"github.com/citecheck/citecheck/checks/grade"
	"github.com/citecheck/citecheck/checks/rubric"
	"github.com/citecheck/citecheck/judge"
	"github.com/citecheck/citecheck/judge/wiring"
	"github.com/citecheck/citecheck/vault"
)

// gradeOptions are the flags of `citecheck grade`.
type gradeOptions struct {
	casePath  string
	out       string
	user      string
	at        string
	retrieved string
	// question is the question asked, for reading a block quote of the
	// answer as the asker's (default: the case's instructions; never the
	// response's own "question").
	question string
	// requireTrace makes a response without a retrieval trace bad input.
	requireTrace bool
	json         bool
	jobs         int
	dryRun       bool
	judge        judgeFlags
	batch        batchFlags
	// Input limits (0: the library defaults, documented in docs/commands.md, "Limits").
	maxResponseBytes int64
	maxAnswerBytes   int
	maxCitations     int
	work             workLimitFlags
	// from is --from: the provider-native format of the responses.
	from string
}

// newGradeCmd is `citecheck grade`: grade responses against a case and
// write results/<run_id>/scores.json and report.json for each.
func newGradeCmd(g *globalOptions) *cobra.Command {
	o := &gradeOptions{}
	cmd := &cobra.Command{
		Use:   "grade RESPONSE... --case CASE [--out DIR] [--jobs N] [--format F] [--judge ...]",
		Short: "Grade responses against a case; write results/<run_id>/scores.json and report.json",
		Long: strings.TrimSpace(`
grade reads each RESPONSE (a response JSON, or a plain Markdown answer with
--user, --at and --retrieved; see FORMATS.md in the repository, "The
response and its retrieval trace", for the keys, which are exact), grades it against every criterion of the case
and writes OUT/results/<run_id>/scores.json (Harvey-Labs schema) and
report.json. The deterministic criteria (citations-exist, citations-accessible,
identifiers-verbatim, passages-on-topic, citations-have-locators) are decided
by code; the judge-bound ones by the judge (default: the offline heuristic
judge unless an endpoint or key is configured).

A RESPONSE may also be a glob, a JSONL stream (a .jsonl or .ndjson file,
"-" for stdin, or any file given with --jsonl; one response per line, and
errors name the line), or a results folder: every folder below it holding
a response.json, or else an answer.md or answer.txt, is one response whose
run ID defaults to that folder's path under the results root (the folder
given, or its "results" child). Responses are graded --jobs at a time with
flat memory, reported in input order, with a progress line on stderr when
it is a terminal and, for several, a summary table at the end.

Reruns resume: a response whose results/<run_id>/scores.json is complete
(valid, no criterion left incomplete) and was graded under the same inputs
(the case and response bytes, the effective user, time and trace after
every flag, the Vault's content including its ACL and principals, the
grader's rules and the judge's identity) is not graded again
(--no-resume grades it anyway); when any of them changed the summary says
which ("regraded: the Vault changed"). report.json is written
before scores.json, each atomically, so a killed run leaves no half-written
result.

Nothing the asking user could not read at asked_at reaches a reader by
default: scores.json, report.json and every --format withhold the text of
such documents (IDs and access decisions stay, and each report says it
was written with the text withheld). --show-denied shows it, for graders
entitled to read it; --redact-denied, the old opt-in, is the default.

A response without a retrieval trace is checked against the Vault itself:
C-005 fails (what was retrieved cannot be known), passages are located in
the cited documents, and every output says so; --require-trace refuses
such a response instead (exit 2).

The case's "vault" (relative to the case file) is used unless --vault is
given; a source folder is indexed on first use. Every response is read
before anything is graded, so bad input writes nothing.

Exit codes: 0 every criterion of every response passed; 1 something failed;
2 bad usage or input; 3 the judge or the index failed (the deterministic
criteria are still written).`),
		Args: func(cmd *cobra.Command, args []string) error {
			if len(o.batch.jsonl) > 0 {
				return nil
			}
			return minArgs(1)(cmd, args)
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			return runGrade(cmd.Context(), g, o, cmd, args)
		},
	}
	f := cmd.Flags()
	f.StringVar(&o.casePath, "case", "", "the case (rubric) file (FORMATS.md, \"The case file\"; required)")
	f.StringVar(&o.out, "out", ".", "folder under which results/<run_id>/ is written")
	f.StringVar(&o.user, "user", "", "the requesting user (overrides the response and case)")
	f.StringVar(&o.at, "at", "", "the time asked, RFC 3339 (overrides the response and case)")
	f.StringVar(&o.retrieved, "retrieved", "", "retrieval trace file for the responses (JSON array, or an object with \"retrieved\")")
	f.StringVar(&o.question, "question", "", "the question asked (default: the case's instructions): a block quote of the answer that reproduces it is the asker's, its citations listed as asked, not graded; a response's own \"question\" never counts")
	f.BoolVar(&o.requireTrace, "require-trace", false, "refuse (exit 2) a response without a retrieval trace instead of checking it against the Vault itself")
	f.Int64Var(&o.maxResponseBytes, "max-response-bytes", rubric.DefaultMaxResponseBytes, "largest response file read; larger ones are refused unread (exit 2)")
	f.IntVar(&o.maxAnswerBytes, "max-answer-bytes", rubric.DefaultMaxAnswerBytes, "longest answer accepted (exit 2 above)")
	f.IntVar(&o.maxCitations, "max-citations", cite.DefaultMaxCitations, "most citations one answer may hold (exit 2 above)")
	o.work.register(cmd)
	registerFrom(cmd, &o.from)
	f.BoolVar(&o.json, "json", false, "shorthand for --format json: scores.json with report.json under \"report\" (an array for several responses)")
	f.BoolVar(&o.dryRun, "dry-run", false, "make no judge call and write nothing: print the judge units, calls, prompt tokens and cache hits a run would take")
	f.IntVar(&o.jobs, "jobs", runtime.GOMAXPROCS(0), "responses graded at once (output stays in argument order); alias --workers")
	f.SetNormalizeFunc(func(_ *pflag.FlagSet, name string) pflag.NormalizedName {
		if name == "workers" {
			name = "jobs"
		}
		return pflag.NormalizedName(name)
	})
	o.judge.register(cmd)
	o.batch.register(cmd)
	addVaultFlag(cmd, g)
	return cmd
}

// gradeRun is everything runGrade has opened, so it can be closed.
type gradeRun struct {
	// notice is printed on stderr once the inputs are read
	// (heuristicNotice).
	notice string
	grader *grade.Grader
	judge  judge.Judge
	vault  *vault.Index
	load   rubric.ResponseOptions
	close  func()
	// ctx is cancelled by the judge's first configuration error, which
	// fatal then reports.
	ctx   context.Context
	fatal func() error
}

func runGrade(ctx context.Context, g *globalOptions, o *gradeOptions, cmd *cobra.Command, args []string) error {
	defer o.judge.closeCache()
	run, err := prepareGrade(ctx, g, o, cmd, args)
	if err != nil {
		return err
	}
	defer run.close()
	if o.dryRun {
		return gradeDryRun(run.ctx, g, run, args, &o.batch)
	}
	err = gradeBatch(run.ctx, g, &o.batch, gradeInputs{grader: run.grader, texts: run.vault, load: run.load, out: o.out, jobs: o.jobs, json: o.json, fatal: run.fatal, notice: run.notice}, args)
	if f := run.fatal(); f != nil {
		return f // the judge's configuration error stopped the run (exit 2)
	}
	return err
}

// prepareGrade reads and validates the flags, the case, the judge
// configuration and the Vault; gradeBatch reads every response before
// grading any.
func prepareGrade(ctx context.Context, g *globalOptions, o *gradeOptions, cmd *cobra.Command, args []string) (*gradeRun, error) {
	if o.casePath == "" {
		return nil, usagef("grade: --case is required")
	}
	if o.jobs < 1 {
		return nil, usagef("grade: --jobs must be at least 1, got %d", o.jobs)
	}
	if o.batch.timeout < 0 {
		return nil, usagef("grade: --timeout must be 0 (no limit) or more, got %s", o.batch.timeout)
	}
	limits, err := o.work.limits("grade")
	if err != nil {
		return nil, err
	}
	if o.maxResponseBytes < 1 || o.maxAnswerBytes < 1 || o.maxCitations < 1 {
		return nil, usagef("grade: --max-response-bytes, --max-answer-bytes and --max-citations must be at least 1")
	}
	var at *time.Time // nil: no --at (0001-01-01T00:00:00Z is a time, not "none")
	if o.at != "" {
		t, err := vault.ParseTime(o.at)
		if err != nil {
			return nil, usagef("grade: --at: %v", err)
		}
		at = &t
	}
	cfg, err := o.judge.config(cmd)
	if err != nil {
		return nil, err
	}
	cfg.DryRun = o.dryRun
	ctx, fatal, cancel := stopOnFatal(ctx, &cfg)
	c, err := rubric.LoadCase(o.casePath)
	if err != nil {
		return nil, err
	}
	load := rubric.ResponseOptions{User: o.user, At: at, Retrieved: o.retrieved,
		MaxBytes: o.maxResponseBytes, MaxAnswerBytes: o.maxAnswerBytes}
	if load.Decode, err = fromDecoder("grade", o.from); err != nil {
		return nil, err
	}
	vpath := g.vault
	if vpath == "" {
		vpath = c.VaultPath
	}
	if vpath == "" {
		return nil, usagef("grade: the case %s names no \"vault\"; give --vault", o.casePath)
	}
	j, err := wiring.Open(cfg)
	if err != nil {
		cancel()
		return nil, err
	}
	ix, err := vault.Open(vpath)
	if err != nil {
		cancel()
		return nil, err
	}
	if o.user != "" {
		if err := ix.CheckUser(o.user); err != nil {
			ix.Close()
			return nil, usagef("grade: --user: %v", err)
		}
	}
	x, err := grade.NewVaultExtractorLimit(ix, o.maxCitations)
	if err != nil {
		ix.Close()
		cancel()
		return nil, err
	}
	gr, err := grade.NewGrader(grade.Options{Case: c, Vault: ix, Judge: j, Extractor: x, RequireTrace: o.requireTrace, Limits: limits, Question: o.question})
	if err != nil {
		ix.Close()
		cancel()
		return nil, err
	}
	return &gradeRun{grader: gr, judge: j, vault: ix, load: load, ctx: ctx, fatal: fatal, notice: heuristicNotice(cfg, gr.JudgeCriteria()),
		close: func() { ix.Close(); cancel() }}, nil
}
