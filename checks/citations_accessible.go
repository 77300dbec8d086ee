package checks

import (
	"context"
	"fmt"
	"sort"
	"strings"
	"time"

	"github.com/citecheck/citecheck/checks/rubric"
	"github.com/citecheck/citecheck/retrieval"
)

// accessCheck is C-002 (citations-accessible): every Vault document the
// answer cites is readable by the requesting user at the time of the
// query. The reasoning names the rule that decided (an expired grant, a
// membership not yet begun, an ethical wall, no grant at all), as the
// Vault's ACL evaluation reports it.
type accessCheck struct{}

// NewAccessCheck returns the citations-accessible check.
func NewAccessCheck() Check { return accessCheck{} }

func (accessCheck) ID() string { return rubric.CheckCitationsAccessible }

func (c accessCheck) Run(ctx context.Context, in *Input) (Result, error) {
	if err := needResolved(in); err != nil {
		return Result{}, err
	}
	if in.Vault == nil {
		return Result{}, fmt.Errorf("no Vault was given to the check")
	}
	var fs []Finding
	docs := map[string]bool{}
	for i := range in.Answer.Citations {
		if i%CtxEvery == 0 && ctx.Err() != nil {
			return Result{}, context.Cause(ctx)
		}
		ct := &in.Answer.Citations[i]
		res := in.Resolved[i]
		cands := res.Docs
		if res.Doc != "" {
			cands = []string{res.Doc}
		}
		if len(cands) == 0 {
			fs = append(fs, citeFinding(c.ID(), in, SevInfo, ct, "", "",
				fmt.Sprintf("%s names no Vault document, so there is no access to decide (C-001 reports it)", ct.Ref())))
			continue
		}
		if in.User == "" {
			fs = append(fs, because(citeFinding(c.ID(), in, SevError, ct, cands[0], "",
				fmt.Sprintf("%s: access cannot be decided without the requesting user (give \"user\" in the case or response, or --user)", ct.Ref())),
				"Nobody is named as having asked, so whether the asker could read it cannot be decided."))
			continue
		}
		cands = append([]string{}, cands...)
		sort.Strings(cands)
		for _, doc := range cands {
			docs[doc] = true
			d := Access(in, doc)
			if d.Allowed {
				continue
			}
			// The Vault's reason is a sentence naming user, document,
			// time and the deciding grant; add it as it stands.
			why := strings.TrimSuffix(strings.TrimSpace(d.Reason), ".")
			if why == "" {
				why = fmt.Sprintf("%s may not read it at %s", in.User, in.At.UTC().Format(time.RFC3339))
			}
			if d.Rule != "" {
				why += fmt.Sprintf(" (rule: %s)", d.Rule)
			}
			plain := plainAccess(d.Reason)
			if plain == "" {
				plain = fmt.Sprintf("%s could not read %s when the question was asked (%s).", in.User, doc, in.At.UTC().Format(time.RFC3339))
			}
			fs = append(fs, because(citeFinding(c.ID(), in, SevError, ct, doc, "",
				fmt.Sprintf("%s cites %s. %s", ct.Ref(), doc, why)), plain))
		}
	}
	// A walled chunk in the trace was retrieved for this user: not the
	// answer's fault (C-002 fails only for citing it), but a leak of the
	// retrieval system the reviewer must see.
	fs = append(fs, traceFindings(c.ID(), in, retrieval.Walled)...)
	pass := allOf(len(docs), "cited Vault document is", "cited Vault documents are") + fmt.Sprintf(" readable by %s at %s.", in.User, in.At.UTC().Format(time.RFC3339))
	if len(docs) == 0 {
		pass = "The answer cites no Vault document, so none is outside the user's access."
	}
	r := decide(Deterministic, fs, pass, "%d citation(s) reference a Vault document the requesting user may not read at the time asked.")
	if s := askerSentence(in); s != "" {
		r.Summary += " " + s
	}
	return r, nil
}

// askerSentence says when the response (or --user, --at) overrides the
// case's user or time, so a verdict for another user than the rubric
// names is never read as the rubric's: "The response's user u-2
// overrides the case's user u-1." It is "" when nothing overrides.
func askerSentence(in *Input) string {
	a, c := in.Asker, in.Case
	if c == nil {
		return ""
	}
	var parts []string
	if a.UserSource != "case" && a.UserSource != "" && c.User != "" && c.User != a.User {
		parts = append(parts, fmt.Sprintf("%s %s overrides the case's user %s", sourceOwner(a.UserSource, "--user", "user"), a.User, c.User))
	}
	if a.AtSource != "case" && a.AtSource != "" && c.AskedAt != nil && !c.AskedAt.Equal(a.At) {
		parts = append(parts, fmt.Sprintf("%s %s overrides the case's time %s", sourceOwner(a.AtSource, "--at", "time"),
			a.At.UTC().Format(time.RFC3339Nano), c.AskedAt.UTC().Format(time.RFC3339Nano)))
	}
	if len(parts) == 0 {
		return ""
	}
	return ensurePeriod(strings.Join(parts, "; "))
}

// sourceOwner names who set a value: "The response's user" or "--user".
func sourceOwner(src, flag, what string) string {
	switch src {
	case "flag":
		return flag
	case "format":
		return "The provider response's own " + what // created_at, createTime (--from)
	}
	return "The response's " + what
}
