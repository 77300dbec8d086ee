package main

import (
	"context"
	"runtime"
	"strings"
	"sync"
	"time"

	"github.com/spf13/cobra"

	"github.com/citecheck/citecheck/checks"
	"github.com/citecheck/citecheck/judge"
	"github.com/citecheck/citecheck/vault"
)

// gradeOptions are the flags of `citecheck grade`.
type gradeOptions struct {
	casePath  string
	out       string
	user      string
	at        string
	retrieved string
	json      bool
	jobs      int
	judge     judgeFlags
}

// newGradeCmd is `citecheck grade`: grade responses against a case and
// write results/<run_id>/scores.json and report.json for each.
func newGradeCmd(g *globalOptions) *cobra.Command {
	o := &gradeOptions{}
	cmd := &cobra.Command{
		Use:   "grade RESPONSE... --case CASE [--out DIR] [--judge ...]",
		Short: "Grade responses against a case; write results/<run_id>/scores.json and report.json",
		Long: strings.TrimSpace(`
grade reads each RESPONSE (SPEC §3 JSON, or a plain Markdown answer with
--user, --at and --retrieved), grades it against every criterion of the case
and writes OUT/results/<run_id>/scores.json (Harvey-Labs schema) and
report.json. The deterministic criteria (citations-exist, citations-accessible,
identifiers-verbatim, passages-on-topic, citations-have-locators) are decided
by code; the judge-bound ones by the judge (default: the offline heuristic
judge unless an endpoint or key is configured).

The case's "vault" (relative to the case file) is used unless --vault is
given; a source folder is indexed on first use. Every response is read
before anything is graded, so bad input writes nothing.

Exit codes: 0 every criterion of every response passed; 1 something failed;
2 bad usage or input; 3 the judge or the index failed (the deterministic
criteria are still written).`),
		Args: minArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			return runGrade(cmd.Context(), g, o, cmd, args)
		},
	}
	f := cmd.Flags()
	f.StringVar(&o.casePath, "case", "", "the case (rubric) file, SPEC §2 (required)")
	f.StringVar(&o.out, "out", ".", "folder under which results/<run_id>/ is written")
	f.StringVar(&o.user, "user", "", "the requesting user (overrides the response and case)")
	f.StringVar(&o.at, "at", "", "the time asked, RFC 3339 (overrides the response and case)")
	f.StringVar(&o.retrieved, "retrieved", "", "retrieval trace file for the responses (JSON array, or an object with \"retrieved\")")
	f.BoolVar(&o.json, "json", false, "print scores.json to stdout instead of the summary (an array for several responses)")
	f.IntVar(&o.jobs, "jobs", runtime.GOMAXPROCS(0), "responses graded at once (output stays in argument order)")
	o.judge.register(cmd)
	return cmd
}

// gradeRun is everything runGrade has opened, so it can be closed.
type gradeRun struct {
	grader    *checks.Grader
	responses []*checks.Response
	close     func()
}

func runGrade(ctx context.Context, g *globalOptions, o *gradeOptions, cmd *cobra.Command, args []string) error {
	run, err := prepareGrade(g, o, cmd, args)
	if err != nil {
		return err
	}
	defer run.close()
	done := gradeAll(ctx, run, o)
	failed, infra := false, false
	var all []*checks.Scores
	for _, d := range done {
		if d.err != nil {
			return d.err
		}
		all = append(all, d.scores)
		failed = failed || !d.scores.AllPass
		infra = infra || d.scores.Infra()
		if !o.json {
			if err := printGradeSummary(g.stdout, d.scores, d.dir); err != nil {
				return err
			}
		}
	}
	if o.json {
		if err := printGradeJSON(g.stdout, all); err != nil {
			return err
		}
	}
	switch {
	case infra:
		return &silentError{code: exitInfra}
	case failed:
		return errFailed
	}
	return nil
}

// graded is one response's outcome.
type graded struct {
	scores *checks.Scores
	dir    string
	err    error
}

// gradeAll grades and writes every response, o.jobs at a time (the Grader
// is safe for concurrent use), and returns the outcomes in argument order.
func gradeAll(ctx context.Context, run *gradeRun, o *gradeOptions) []graded {
	out := make([]graded, len(run.responses))
	jobs := max(1, min(o.jobs, len(run.responses)))
	next := make(chan int)
	var wg sync.WaitGroup
	for range jobs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				s, rep, err := run.grader.Grade(ctx, run.responses[i])
				if err != nil {
					out[i].err = err
					continue
				}
				out[i].scores = s
				out[i].dir, out[i].err = checks.WriteResults(o.out, s, rep)
			}
		}()
	}
	for i := range run.responses {
		next <- i
	}
	close(next)
	wg.Wait()
	return out
}

// prepareGrade reads and validates everything before grading: flags, the
// case, every response, the judge configuration, then the Vault.
func prepareGrade(g *globalOptions, o *gradeOptions, cmd *cobra.Command, args []string) (*gradeRun, error) {
	if o.casePath == "" {
		return nil, usagef("grade: --case is required")
	}
	if o.jobs < 1 {
		return nil, usagef("grade: --jobs must be at least 1, got %d", o.jobs)
	}
	var at time.Time
	if o.at != "" {
		t, err := vault.ParseTime(o.at)
		if err != nil {
			return nil, usagef("grade: --at: %v", err)
		}
		at = t
	}
	cfg, err := o.judge.config(cmd)
	if err != nil {
		return nil, err
	}
	c, err := checks.LoadCase(o.casePath)
	if err != nil {
		return nil, err
	}
	var responses []*checks.Response
	for _, path := range args {
		r, err := checks.LoadResponse(path, checks.ResponseOptions{User: o.user, At: at, Retrieved: o.retrieved})
		if err != nil {
			return nil, err
		}
		responses = append(responses, r)
	}
	vpath := g.vault
	if vpath == "" {
		vpath = c.VaultPath
	}
	if vpath == "" {
		return nil, usagef("grade: the case %s names no \"vault\"; give --vault", o.casePath)
	}
	j, err := judge.Open(cfg)
	if err != nil {
		return nil, err
	}
	ix, err := vault.Open(vpath)
	if err != nil {
		return nil, err
	}
	gr, err := checks.NewGrader(checks.Options{Case: c, Vault: ix, Judge: j})
	if err != nil {
		ix.Close()
		return nil, err
	}
	// Two responses with one run ID would overwrite each other's results.
	seen := map[string]string{}
	for _, r := range responses {
		id := gr.RunID(r)
		if prev, dup := seen[id]; dup {
			ix.Close()
			return nil, usagef("grade: %s and %s both write results/%s; give them distinct \"run_id\"s", prev, r.Path, id)
		}
		seen[id] = r.Path
	}
	return &gradeRun{grader: gr, responses: responses, close: func() { ix.Close() }}, nil
}
