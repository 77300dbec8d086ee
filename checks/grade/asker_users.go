package grade

import (
	"cmp"
	"errors"

	"github.com/citecheck/citecheck/checks"
	"github.com/citecheck/citecheck/checks/rubric"
)

// userChecker is the part of a Vault that knows its users
// (vault.Index.CheckUser): a user principals.jsonl lists or an ACL rule
// names. A Reader without it (a test's fake Vault) checks nobody.
type userChecker interface {
	CheckUser(user string) error
}

// checkAsker refuses an asking user the Vault does not know, wherever
// the user came from (the response's "user", the case's "user", --user):
// grading as a misspelt user quietly denies every document that is not
// public. It is bad input (exit 2) naming the file and field it came
// from, with the nearest known user when one is close ("unknown user
// u-asoc-17: ... (did you mean u-assoc-17?)").
func (g *Grader) checkAsker(resp *rubric.Response, a checks.Asker) error {
	uc, ok := g.opt.Vault.(userChecker)
	if !ok || a.User == "" {
		return nil
	}
	err := uc.CheckUser(a.User)
	if err == nil {
		return nil
	}
	var target interface{ ExitCode() int }
	if !errors.As(err, &target) {
		return err // not a verdict on the user: pass the failure on as it is
	}
	switch a.UserSource {
	case "case":
		return &rubric.InputError{File: g.opt.Case.Path, Field: "user", Msg: err.Error() + " (the case's default user, used because the response names none)"}
	case "flag":
		return &rubric.InputError{File: cmp.Or(resp.Path, "response"), Field: "--user", Msg: err.Error()}
	}
	return &rubric.InputError{File: cmp.Or(resp.Path, "response"), Field: "user", Msg: err.Error()}
}

// checkCaseUser refuses a case whose default user the Vault does not
// know, when the grader is built: every response that names no user of
// its own would be graded as that user.
func checkCaseUser(c *rubric.Case, v any) error {
	uc, ok := v.(userChecker)
	if !ok || c.User == "" {
		return nil
	}
	if err := uc.CheckUser(c.User); err != nil {
		var target interface{ ExitCode() int }
		if errors.As(err, &target) {
			return &rubric.InputError{File: c.Path, Field: "user", Msg: err.Error()}
		}
		return err
	}
	return nil
}
