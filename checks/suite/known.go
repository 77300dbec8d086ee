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
// grader is known to give another. Such a difference is reported and
// listed in the summary, but does not fail the run; once the grader
// agrees the summary says the mark can go. The object is read as
// strictly as the rest of the file: both keys are required, exact and
// alone, so a misspelt key never turns a regression into a known one.

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
