package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/citecheck/citecheck/checks/batch"
	"github.com/citecheck/citecheck/checks/report"
	"github.com/citecheck/citecheck/judge"
	"github.com/citecheck/citecheck/judge/llm"
)

// dryRunTally is what a dry run counts, per response and in total.
type dryRunTally struct {
	units, citation, unsupported, criterion int
	hits, toAsk, calls, tokens              int
}

func (d *dryRunTally) add(o dryRunTally) {
	d.units += o.units
	d.citation += o.citation
	d.unsupported += o.unsupported
	d.criterion += o.criterion
	d.hits += o.hits
	d.toAsk += o.toAsk
	d.calls += o.calls
	d.tokens += o.tokens
}

// gradeDryRun is `grade --dry-run`: every response is read and graded
// with a judge that never calls (cache hits are used; each miss is
// counted as part of the call that would carry it), and nothing is
// written. It prints, per response and in total, the judge units, the
// cache hits, the calls and their prompt tokens.
func gradeDryRun(ctx context.Context, g *globalOptions, run *gradeRun, args []string, bf *batchFlags) error {
	inputs, err := batch.NewInputs(args, batch.InputOptions{JSONL: bf.jsonl, Stdin: g.stdin, Load: run.load, CaseID: run.grader.Case().ID})
	if err != nil {
		return err
	}
	defer inputs.Close()
	src, err := inputs.Open()
	if err != nil {
		return err
	}
	defer src.Close()
	w := g.stdout
	heuristic := judge.IdentityOf(run.judge).Kind == judge.KindHeuristic
	fmt.Fprintf(w, "Dry run with %s: no judge call is made and nothing is written.\n", run.grader.JudgeModel())
	var total dryRunTally
	n := 0
	for {
		it, err := src.Next()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return err
		}
		scores, report, err := run.grader.Grade(ctx, it.Response)
		if err != nil {
			return err
		}
		n++
		d := dryRunOf(scores, report)
		total.add(d)
		fmt.Fprintf(w, "%s: %s\n", scores.RunID, d.describe(heuristic))
	}
	if n == 0 {
		return usagef("grade: no responses found in %s", strings.Join(append(append([]string{}, args...), bf.jsonl...), " "))
	}
	fmt.Fprintf(w, "total, %d response(s): %s\n", n, total.describe(heuristic))
	if !heuristic {
		fmt.Fprintf(w, "Completion tokens are capped at %d per unit asked. A C-008 unit is built from the citation verdicts: where they are not in the cache, it lists every proposition they would cover, so its size here is an upper bound.\n",
			llm.DefaultCompletionTokens)
	}
	return nil
}

// dryRunOf reads one dry-run grade: the judge records say which units
// were asked (a dry-run error: to be asked; a verdict: from the cache),
// the judge's usage how many calls and prompt tokens they would take.
func dryRunOf(s *report.Scores, r *report.Report) dryRunTally {
	var d dryRunTally
	for _, j := range r.Judgements {
		d.units++
		switch j.Kind {
		case judge.UnitCitation:
			d.citation++
		case judge.UnitUnsupported:
			d.unsupported++
		default:
			d.criterion++
		}
		switch {
		case j.Assessment != nil && j.Assessment.Origin == judge.FromCache:
			d.hits++
		case j.Assessment == nil:
			d.toAsk++
		}
	}
	if u := s.JudgeUsage; u != nil {
		d.calls, d.tokens = u.PlannedCalls, u.PlannedPromptTokens
	}
	return d
}

func (d dryRunTally) describe(heuristic bool) string {
	units := fmt.Sprintf("%d judge unit(s) (%d citation, %d unsupported-claims, %d criterion)", d.units, d.citation, d.unsupported, d.criterion)
	if heuristic {
		return units + ", decided offline by the heuristic judge: 0 calls"
	}
	return fmt.Sprintf("%s; %d from the cache, %d to ask in %d call(s), %d prompt tokens", units, d.hits, d.toAsk, d.calls, d.tokens)
}
