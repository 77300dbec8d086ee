package checks

import (
	"fmt"
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/citecheck/citecheck/checks/cite"
)

// PlainReason is a finding's reason as the reports people read show it:
// a sentence without byte offsets, rule IDs, file lines or unit names.
// It is the check's own Reason when it set one; otherwise it is derived
// from Message by taking out what only a machine needs (the citation's
// "(bytes 120-130)" reference, "(rule: ...)", "acl.jsonl line 40"). The
// citation itself, its document and chunk are shown beside it by the
// printers, so the reason does not repeat them.
func PlainReason(f Finding) string {
	if r := strings.TrimSpace(f.Reason); r != "" {
		return capitalise(endSentence(r))
	}
	msg := f.Message
	if f.Text != "" {
		ref := fmt.Sprintf("%q (bytes %d-%d)", f.Text, f.Start, f.End)
		if rest, ok := strings.CutPrefix(msg, ref); ok {
			msg = strings.TrimLeft(rest, ":,; ")
		} else {
			msg = strings.ReplaceAll(msg, ref, fmt.Sprintf("%q", f.Text))
		}
	}
	return capitalise(endSentence(scrubDetail(msg)))
}

// endSentence ends s with a period unless it ends a sentence already or
// ends with a redaction stub ("[redacted: ...]").
func endSentence(s string) string {
	if strings.HasSuffix(s, "]") {
		return s
	}
	return ensurePeriod(s)
}

// Details a reader of the reports does not need, kept in report.json
// and --json: byte spans, the ACL rule that decided, file lines.
var (
	bytesDetail = regexp.MustCompile(` ?\((?:bytes|byte) \d+(?:-\d+)?\)| at bytes? \d+(?:-\d+)?`)
	ruleDetail  = regexp.MustCompile(` ?\(rule: (?:[^()]|\([^()]*\))*\)`)
	fileLine    = regexp.MustCompile(`\b[A-Za-z0-9_.-]+\.jsonl(?: line \d+|:\d+)`)
	unitDetail  = regexp.MustCompile(`\bunit P\d+/C\d+\b`)
)

// scrubDetail takes the machine detail out of a message.
func scrubDetail(s string) string {
	s = bytesDetail.ReplaceAllString(s, "")
	s = ruleDetail.ReplaceAllString(s, "")
	s = fileLine.ReplaceAllString(s, "the access list")
	s = unitDetail.ReplaceAllString(s, "the judge's question about this citation")
	return strings.Join(strings.Fields(s), " ")
}

// capitalise upper-cases the first letter of s.
func capitalise(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	if n == 0 || !unicode.IsLower(r) {
		return s
	}
	return string(unicode.ToUpper(r)) + s[n:]
}

// because sets a finding's plain reason.
func because(f Finding, reason string) Finding {
	f.Reason = reason
	return f
}

// citedFor is how a reason names the proposition a citation supports:
// `It is cited for "Forum clauses are valid."`; "" without one.
func citedFor(p *cite.Proposition) string {
	if p == nil {
		return ""
	}
	t := strings.Join(strings.Fields(p.Text), " ")
	if t == "" {
		return ""
	}
	if end := strings.TrimRight(t, "\"”’')]"); strings.HasSuffix(end, ".") || strings.HasSuffix(end, "?") || strings.HasSuffix(end, "!") {
		return "It is cited for “" + t + "” "
	}
	return "It is cited for “" + t + "”. "
}

// propOf is the proposition citation c supports, or nil.
func propOf(in *Input, c *cite.Citation) *cite.Proposition {
	if in == nil || in.Answer == nil || c == nil || c.Proposition < 0 || c.Proposition >= len(in.Answer.Propositions) {
		return nil
	}
	return &in.Answer.Propositions[c.Proposition]
}

// plainAccess turns the Vault's access sentence into one without the
// ACL file's line ("acl.jsonl line 40 denies" reads "the access list
// denies").
func plainAccess(s string) string {
	return scrubDetail(strings.TrimSpace(s))
}
