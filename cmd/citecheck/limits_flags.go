package main

import (
	"github.com/spf13/cobra"

	"github.com/citecheck/citecheck/checks"
)

// workLimitFlags are the limits on work that multiplies within one
// response (checks.Limits), shared by grade and serve.
type workLimitFlags struct {
	traceEntries, citationsPerProposition, judgeUnits int
}

func (l *workLimitFlags) register(cmd *cobra.Command) {
	f := cmd.Flags()
	f.IntVar(&l.traceEntries, "max-trace-entries", checks.DefaultMaxTraceEntries, "most retrieval trace entries one response may carry (exit 2 above)")
	f.IntVar(&l.citationsPerProposition, "max-citations-per-proposition", checks.DefaultMaxCitationsPerProposition, "most citations one proposition may carry (exit 2 above)")
	f.IntVar(&l.judgeUnits, "max-judge-units", checks.DefaultMaxJudgeUnits, "most judge units (proposition and citation pairs) one response may need (exit 2 above)")
}

// limits checks the flags and returns them as checks.Limits.
func (l *workLimitFlags) limits(cmd string) (checks.Limits, error) {
	if l.traceEntries < 1 || l.citationsPerProposition < 1 || l.judgeUnits < 1 {
		return checks.Limits{}, usagef("%s: --max-trace-entries, --max-citations-per-proposition and --max-judge-units must be at least 1", cmd)
	}
	return checks.Limits{TraceEntries: l.traceEntries, CitationsPerProposition: l.citationsPerProposition, JudgeUnits: l.judgeUnits}, nil
}
