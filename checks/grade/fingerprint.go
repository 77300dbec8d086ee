package grade

import (
	"encoding/json"
	"sync"
	"time"

	"github.com/citecheck/citecheck/checks/report"
	"github.com/citecheck/citecheck/checks/rubric"
	"github.com/citecheck/citecheck/judge"
	"github.com/citecheck/citecheck/judge/heuristic"
	"github.com/citecheck/citecheck/judge/llm"
	"github.com/citecheck/citecheck/vault"
)

// GraderVersion names the grading rules of this build. Bump it with any
// change that can change a verdict or its reasoning for the same inputs
// (builds here carry no VCS stamp, so nothing else would tell a rerun
// that the rules moved). It is part of every resume key.
const GraderVersion = "2026.12-issue26"

// ResumeKey is resp's key for this grader (see ResumeKey). It is the one
// place that says what a verdict depends on; batch resume, the suite and
// the service compare with it. The error is the one Asker gives for a
// response that names no user or time.
func (g *Grader) ResumeKey(resp *rubric.Response) (report.ResumeKey, error) {
	a, err := g.Asker(resp)
	if err != nil {
		return report.ResumeKey{}, err
	}
	k := report.ResumeKey{
		Case:     g.caseHash(),
		Response: resp.Hash,
		User:     a.User,
		AskedAt:  a.At.UTC().Format(time.RFC3339Nano),
		Trace:    traceHash(resp),
		Grader:   graderHash(),
		Judge:    g.judgeHash(),
	}
	if h, ok := g.opt.Vault.(vault.ContentHasher); ok {
		k.Vault = h.ContentHash()
	}
	f := judge.NewFingerprint("resume")
	for _, p := range [][2]string{{"case", k.Case}, {"response", k.Response}, {"user", k.User}, {"asked_at", k.AskedAt},
		{"trace", k.Trace}, {"vault", k.Vault}, {"grader", k.Grader}, {"judge", k.Judge}} {
		f.AddString(p[0], p[1])
	}
	k.Sum = f.Sum()
	return k, nil
}

// caseHash is the case's hash, with the grader's question when one is
// given (Options.Question): it replaces the case's question, so a rerun
// with another one is graded again, reported as a changed case.
func (g *Grader) caseHash() string {
	if g.opt.Question == "" {
		return g.opt.Case.Hash
	}
	return judge.NewFingerprint("case+question").AddString("case", g.opt.Case.Hash).AddString("question", g.opt.Question).Sum()
}

// traceHash fingerprints the effective trace: "none" without one, else
// every entry as given (text included: a forged text must not resume a
// result graded on the true one, even though both grade alike today).
func traceHash(resp *rubric.Response) string {
	if !resp.HasTrace {
		return "none"
	}
	b, _ := json.Marshal(resp.Retrieved)
	return judge.NewFingerprint("trace").Add("entries", b).Sum()
}

// graderHash is the grader's own version with the rules it may apply:
// constants of the build, so hashed once per process, not per answer.
var graderHash = sync.OnceValue(func() string {
	return judge.NewFingerprint("grader").AddString("version", GraderVersion).
		AddString("heuristic", heuristic.Version).AddString("prompts", llm.PromptVersion).Sum()
})

// judgeHash fingerprints the judge's identity; "none" without a judge.
func (g *Grader) judgeHash() string {
	if g.opt.Judge == nil {
		return "none"
	}
	return judge.IdentityOf(g.opt.Judge).AddTo(judge.NewFingerprint("judge")).Sum()
}
