package checks

import (
	"encoding/json"
	"time"

	"github.com/citecheck/citecheck/checks/rubric"
	"github.com/citecheck/citecheck/judge"
	"github.com/citecheck/citecheck/vault"
)

// GraderVersion names the grading rules of this build. Bump it with any
// change that can change a verdict or its reasoning for the same inputs
// (builds here carry no VCS stamp, so nothing else would tell a rerun
// that the rules moved). It is part of every resume key.
const GraderVersion = "2026.11-issue16"

// ResumeKey is everything a graded response's verdicts depend on, each
// part hashed, and the one fingerprint over all of them (Sum). scores.json
// records it under "hashes", so a rerun reuses a result only when every
// part is the same, and can say which part changed.
type ResumeKey struct {
	// Sum is judge.Fingerprint("resume") over every part below.
	Sum string `json:"inputs"`
	// Case and Response are the hashes of the files' bytes (the response's
	// with its --retrieved trace file).
	Case     string `json:"case"`
	Response string `json:"response"`
	// User and AskedAt are the effective user and time after every
	// override (flag, response, case); Trace the hash of the effective
	// trace ("none" when there is none).
	User    string `json:"user"`
	AskedAt string `json:"asked_at"`
	Trace   string `json:"trace"`
	// Vault is the Vault's content hash (documents, chunking, ACL,
	// principals); "" when the Reader cannot say, and then nothing is
	// ever reused.
	Vault string `json:"vault"`
	// Grader is GraderVersion with the hashes of the heuristic rules and
	// of the judge prompts.
	Grader string `json:"grader"`
	// Judge is the judge's identity (kind, model, endpoint, prompt
	// version, seed, votes), fingerprinted.
	Judge string `json:"judge"`
}

// ResumeKey is resp's key for this grader (see ResumeKey). It is the one
// place that says what a verdict depends on; batch resume, the suite and
// the service compare with it. The error is the one Asker gives for a
// response that names no user or time.
func (g *Grader) ResumeKey(resp *rubric.Response) (ResumeKey, error) {
	a, err := g.Asker(resp)
	if err != nil {
		return ResumeKey{}, err
	}
	k := ResumeKey{
		Case:     g.opt.Case.Hash,
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

// graderHash is the grader's own version with the rules it may apply.
func graderHash() string {
	return judge.NewFingerprint("grader").AddString("version", GraderVersion).
		AddString("heuristic", judge.HeuristicVersion).AddString("prompts", judge.PromptVersion).Sum()
}

// judgeHash fingerprints the judge's identity; "none" without a judge.
func (g *Grader) judgeHash() string {
	if g.opt.Judge == nil {
		return "none"
	}
	return judge.IdentityOf(g.opt.Judge).AddTo(judge.NewFingerprint("judge")).Sum()
}

// Changed says in words which part of the key differs from an earlier
// one, first in the order a reader would look ("the Vault changed"), or
// "" when they are the same.
func (k ResumeKey) Changed(old ResumeKey) string {
	for _, c := range []struct{ a, b, why string }{
		{k.Grader, old.Grader, "the grader changed"},
		{k.Case, old.Case, "the case changed"},
		{k.Trace, old.Trace, "the retrieval trace changed"}, // before the response, whose hash covers a --retrieved file
		{k.Response, old.Response, "the response changed"},
		{k.User, old.User, "the user changed (" + old.User + " -> " + k.User + ")"},
		{k.AskedAt, old.AskedAt, "the time asked changed (" + old.AskedAt + " -> " + k.AskedAt + ")"},
		{k.Vault, old.Vault, "the Vault changed"},
		{k.Judge, old.Judge, "the judge changed"},
	} {
		if c.a != c.b {
			return c.why
		}
	}
	if k.Sum != old.Sum {
		return "the inputs changed"
	}
	if k.Vault == "" {
		return "the Vault cannot name its content"
	}
	return ""
}
