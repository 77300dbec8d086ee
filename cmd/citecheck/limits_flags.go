package main

import (
	"github.com/spf13/cobra"

	"github.com/citecheck/citecheck/checks/rubric"
)

// workLimitFlags are the limits on work that multiplies within one
// response (rubric.Limits), shared by grade and serve.
type workLimitFlags struct {
	traceEntries, citationsPerProposition, judgeUnits int
}

func (l *workLimitFlags) register(cmd *cobra.Command) {
	f := cmd.Flags()
	f.IntVar(&l.traceEntries, "max-trace-entries", rubric.DefaultMaxTraceEntries, "most retrieval trace entries one response may carry (exit 2 above)")
	f.IntVar(&l.citationsPerProposition, "max-citations-per-proposition", rubric.DefaultMaxCitationsPerProposition, "most citations one proposition may carry (exit 2 above)")
	f.IntVar(&l.judgeUnits, "max-judge-units", rubric.DefaultMaxJudgeUnits, "most judge units (proposition and citation pairs) one response may need (exit 2 above)")
}

// limits checks the flags and returns them as rubric.Limits.
func (l *workLimitFlags) limits(cmd string) (rubric.Limits, error) {
	if l.traceEntries < 1 || l.citationsPerProposition < 1 || l.judgeUnits < 1 {
		return rubric.Limits{}, usagef("%s: --max-trace-entries, --max-citations-per-proposition and --max-judge-units must be at least 1", cmd)
	}
	return rubric.Limits{TraceEntries: l.traceEntries, CitationsPerProposition: l.citationsPerProposition, JudgeUnits: l.judgeUnits}, nil
}
