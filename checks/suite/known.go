package suite

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"strings"
	"unicode/utf8"

	"github.com/citecheck/citecheck/checks"
)

// An expected verdict is "pass", "fail" or "undecided", or an object recording a
// verdict known to differ from what citecheck gives today:
//
//	"C-004": {"verdict": "fail", "known": "the heuristic judge misses this"}
//
// "verdict" is the verdict the response deserves; "known" says why the
// grader is known to give the other one, and that other verdict is the
// one the mark records as known to be wrong. While the grader gives it,
// the row is reported (KNOWN) and listed, but does not fail the run. A
// change from it (the grader now gives the verdict deserved) is a
// change like any other: it is reported and fails the run until the mark
// is removed (--update removes it), so a mark never tolerates both
// verdicts, which would let every change through unseen.
//
// A known mark is refused on a criterion a deterministic check decides:
// that verdict is code's, the same every run, and a mark there would only
// hide a change in the code (test --deterministic exiting 0 on a C-002
// change). Fix the check, or expect the verdict it gives.
//
// The object is read as strictly as the rest of the file: both keys are
// required, exact and alone, so a misspelt key never turns a regression
// into a known one.

// maxKnown bounds the reason's length (it is shown in every summary).
const maxKnown = 500

// parseVerdict reads one expected value: a verdict string, or a known
// difference object (verdict and its reason).
func parseVerdict(raw json.RawMessage) (checks.Verdict, string, error) {
	raw = bytes.TrimSpace(raw)
	if len(raw) > 0 && raw[0] == '{' {
		return parseKnown(raw)
	}
	var v string
	if err := json.Unmarshal(raw, &v); err != nil || !expectedWord(v) {
		return "", "", fmt.Errorf(`expected verdict must be "pass", "fail" or "undecided" (or {"verdict": "fail", "known": "why it differs"}), got %s`, raw)
	}
	return checks.Verdict(v), "", nil
}

func verdictWord(v string) bool { return v == string(checks.Pass) || v == string(checks.Fail) }

// expectedWord is a verdict an expected file may record for a
// criterion: a verdict, or "undecided" (the offline judge could not
// tell, and the criterion fails as needing review). A known difference
// records the verdict deserved, which is never undecided.
func expectedWord(v string) bool { return verdictWord(v) || v == string(Undecided) }

// parseKnown reads {"verdict": ..., "known": ...}.
func parseKnown(raw json.RawMessage) (checks.Verdict, string, error) {
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.Token() // '{', checked by the caller
	var verdict, known *string
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return "", "", fmt.Errorf("malformed known difference: %v", err)
		}
		key, _ := tok.(string)
		var val string
		if err := dec.Decode(&val); err != nil {
			return "", "", fmt.Errorf("known difference: %q must be a string", key)
		}
		switch key {
		case "verdict":
			if verdict != nil {
				return "", "", fmt.Errorf(`known difference: duplicate key "verdict"`)
			}
			verdict = &val
		case "known":
			if known != nil {
				return "", "", fmt.Errorf(`known difference: duplicate key "known"`)
			}
			known = &val
		default:
			return "", "", fmt.Errorf("known difference: unknown key %q%s (it holds exactly \"verdict\" and \"known\")", key, knownHint(key))
		}
	}
	if _, err := dec.Token(); err != nil {
		return "", "", fmt.Errorf("malformed known difference: %v", err)
	}
	if _, err := dec.Token(); err != io.EOF {
		return "", "", fmt.Errorf("malformed known difference: data after the object")
	}
	switch {
	case verdict == nil:
		return "", "", fmt.Errorf(`known difference lacks "verdict" (the verdict the response deserves: "pass" or "fail")`)
	case !verdictWord(*verdict):
		return "", "", fmt.Errorf(`known difference: "verdict" must be "pass" or "fail", got %q`, *verdict)
	case known == nil || strings.TrimSpace(*known) == "":
		return "", "", fmt.Errorf(`known difference lacks "known": say why the grader is known to give another verdict (a bare {"verdict": ...} would silence a regression)`)
	case utf8.RuneCountInString(*known) > maxKnown:
		return "", "", fmt.Errorf(`known difference: "known" is longer than %d characters`, maxKnown)
	}
	return checks.Verdict(*verdict), strings.Join(strings.Fields(*known), " "), nil
}

// otherVerdict is the verdict a known mark records as known to be wrong:
// the other one than the verdict deserved.
func otherVerdict(v checks.Verdict) checks.Verdict {
	if v == checks.Pass {
		return checks.Fail
	}
	return checks.Pass
}

// knownOnDeterministic is the refusal of a known mark on criterion id,
// decided by the deterministic check.
func knownOnDeterministic(id, check string) string {
	return fmt.Sprintf("a known difference cannot be recorded on %s: the deterministic check %s decides it, the same on every run, so a mark would only hide a change in that check (from `test --deterministic` too); expect the verdict the check gives, or fix the check", id, check)
}

// knownHint names the key meant by a near miss ("Verdict", "reason").
func knownHint(key string) string {
	k := strings.ToLower(strings.Join(strings.Fields(key), ""))
	switch {
	case k == "verdict" || k == "expected" || k == "expect":
		return `; did you mean "verdict"?`
	case k == "known" || k == "reason" || k == "why" || k == "note" || k == "because":
		return `; did you mean "known"?`
	}
	return ""
}
