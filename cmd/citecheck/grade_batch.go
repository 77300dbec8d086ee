package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/citecheck/citecheck/checks/batch"
	"github.com/citecheck/citecheck/checks/grade"
	"github.com/citecheck/citecheck/checks/printer"
	"github.com/citecheck/citecheck/checks/rubric"
)

// batchFlags are grade's flags for many responses and for output formats.
type batchFlags struct {
	jsonl    []string
	noResume bool
	format   string
	redact   bool // --redact-denied: the default, kept for old scripts
	show     bool // --show-denied
	quiet    bool
	timeout  time.Duration
	shard    batch.Shard
	// reportHTML is --report-html FILE: the run's page, with each
	// response's report.html beside its scores.json.
	reportHTML string
}

// DefaultGradeTimeout is grade --timeout: generous, since an answer of
// ordinary size grades in milliseconds without a judge and seconds with
// one; it is there so that no single response can stall a batch.
const DefaultGradeTimeout = 5 * time.Minute

// register adds the batch and format flags to grade.
func (b *batchFlags) register(cmd *cobra.Command) {
	f := cmd.Flags()
	f.StringArrayVar(&b.jsonl, "jsonl", nil, "a JSONL stream of responses, one per line, whatever its name (\"-\" for stdin); repeatable")
	f.BoolVar(&b.noResume, "no-resume", false, "grade every response again, even those whose results/<run_id>/scores.json is complete")
	f.StringVar(&b.format, "format", "", "print each graded response as "+strings.Join(printer.Formats, ", ")+" instead of the summary (html and junit: one response only)")
	f.BoolVar(&b.show, "show-denied", false, "show, in every output, the text of documents the asking user could not read at asked_at (for graders entitled to read it; by default it is withheld)")
	f.BoolVar(&b.redact, "redact-denied", false, "withhold the text of documents the asking user could not read at asked_at (the default; kept for old scripts)")
	f.DurationVar(&b.timeout, "timeout", DefaultGradeTimeout, "longest one response may take to grade; one that takes longer fails closed (exit 3) and the batch goes on (0: no limit)")
	f.BoolVarP(&b.quiet, "quiet", "q", false, "print only the summary: for one response its summary line, for several the table at the end (and errors)")
	f.StringVar(&b.reportHTML, "report-html", "", "also write the run's page to FILE (pass rates, response-by-criterion matrix, citation metrics), and each response's own report.html beside its scores.json")
	f.Var(shardValue{&b.shard}, "shard", "grade only shard K/N of the responses (K from 0 to N-1, by a hash of the run ID), for N workers sharing a batch; 'citecheck merge' summarises the union")
}

// shardValue is --shard: validated when the flag is parsed, so a bad
// value (or an empty one, as from an unset variable, which would have
// every worker grade everything) stops grade before anything is opened.
type shardValue struct{ s *batch.Shard }

func (v shardValue) Set(x string) error {
	s, err := batch.ParseShard(x)
	if err != nil {
		return err
	}
	*v.s = s
	return nil
}

func (v shardValue) String() string {
	if v.s == nil || v.s.Whole() {
		return ""
	}
	return v.s.String()
}

func (v shardValue) Type() string { return "K/N" }

// gradeInputs are what gradeBatch grades against and reads.
type gradeInputs struct {
	grader *grade.Grader
	texts  printer.Texts // Vault text for the md and html reports
	load   rubric.ResponseOptions
	out    string
	jobs   int
	json   bool
	// fatal reports the judge configuration error that cancelled the
	// run, if any (nil when not wired).
	fatal  func() error
	notice string // printed on stderr before grading (heuristicNotice)
}

// gradeBatch grades every response the arguments name (files, globs,
// JSONL streams, results folders, "-") through package batch: it reads
// them all once first (bad input stops before anything is written),
// grades them on in.jobs workers with a progress line on a terminal,
// skips those with complete results unless --no-resume, prints each
// result in input order and, for several, the summary table.
func gradeBatch(ctx context.Context, g *globalOptions, bf *batchFlags, in gradeInputs, args []string) error {
	if in.json {
		// --json is shorthand for --format json: one meaning, one printer.
		if bf.format != "" && bf.format != "json" {
			return usagef("grade: --json means --format json; give one format, not --json and --format %s", bf.format)
		}
		bf.format, in.json = "json", false
	}
	if bf.show && bf.redact {
		return usagef("grade: give --show-denied or --redact-denied, not both")
	}
	if bf.format != "" && !knownFormat(bf.format) {
		return usagef("grade: --format %q: want one of %s", bf.format, strings.Join(printer.Formats, ", "))
	}
	shard := bf.shard
	inputs, err := batch.NewInputs(args, batch.InputOptions{JSONL: bf.jsonl, Stdin: g.stdin, Load: in.load, CaseID: in.grader.Case().ID})
	if err != nil {
		return err
	}
	defer inputs.Close()
	total, n, err := batch.ScanShard(ctx, inputs.Open, in.grader, shard)
	if err != nil {
		return err
	}
	if total == 0 {
		return usagef("grade: no responses found in %s", strings.Join(append(append([]string{}, args...), bf.jsonl...), " "))
	}
	if !shard.Whole() {
		fmt.Fprintf(g.stderr, "citecheck: shard %s holds %d of the %d responses\n", shard, n, total)
		if n == 0 {
			return nil // nothing of this shard's to grade: the union is still whole
		}
	}
	if n > 1 && (bf.format == "html" || bf.format == "junit") {
		return usagef("grade: --format %s prints one response, and %d were given; grade one at a time (or use 'citecheck test' for JUnit)", bf.format, n)
	}
	src, err := batch.OfShard(inputs.Open, shard, in.grader)()
	if err != nil {
		return err
	}
	defer src.Close()
	if in.notice != "" {
		io.WriteString(g.stderr, in.notice)
	}

	p := &gradePrinter{g: g, bf: bf, in: in, single: n == 1}
	if n > 1 && isTerminal(g.stderr) {
		p.progress = batch.NewProgress(g.stderr, n)
	}
	sum, runErr := batch.Run(ctx, src, batch.Options{Grader: in.grader, Out: in.out, Workers: in.jobs,
		Force: bf.noResume, Timeout: bf.timeout, ShowDenied: bf.show, OnResult: p.print})
	if p.progress != nil {
		p.progress.Finish()
	}
	if err := p.finish(); err != nil && runErr == nil {
		runErr = err
	}
	if p.noTrace > 0 && !p.single {
		fmt.Fprintf(g.stderr, "citecheck: %d of %d responses had %s (C-005 fails without one; --require-trace refuses such responses)\n", p.noTrace, n, printer.NoTraceBanner)
	}
	if n > 1 {
		w := g.stdout
		if bf.format != "" {
			w = g.stderr // stdout stays machine-readable
		}
		if w == g.stderr || !bf.quiet {
			fmt.Fprintln(w) // apart from what came before
		}
		sum.WriteTable(w)
	}
	if bf.reportHTML != "" && runErr == nil && p.writeErr == nil {
		if err := p.writeRunPage(in.out); err != nil {
			return err
		}
	}
	if in.fatal != nil {
		if err := in.fatal(); err != nil {
			fmt.Fprintf(g.stderr, "citecheck: grading stopped after %d of %d responses: the judge endpoint rejected the configuration (see below); the results written are complete\n", sum.Responses, n)
			return err
		}
	}
	switch {
	case errors.Is(runErr, context.Canceled), errors.Is(runErr, context.DeadlineExceeded):
		fmt.Fprintf(g.stderr, "citecheck: grade interrupted after %d of %d responses; every results folder written is complete: run the same command again to resume\n", sum.Responses, n)
		return &silentError{code: exitInfra}
	case runErr != nil:
		return runErr
	case p.single && p.firstErr != nil:
		return p.firstErr // one response: its error is the command's
	}
	switch sum.ExitCode() {
	case exitInfra:
		return &silentError{code: exitInfra}
	case exitInput:
		return &silentError{code: exitInput} // each refusal was printed with its reason
	case exitFailed:
		return errFailed
	}
	return nil
}

func knownFormat(f string) bool {
	for _, k := range printer.Formats {
		if f == k {
			return true
		}
	}
	return f == "markdown"
}
