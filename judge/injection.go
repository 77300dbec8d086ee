package judge

import (
	"regexp"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Injection is text in an answer or passage that addresses the grader
// rather than the reader. Code finds it, so it is reported whatever the
// judge says about the unit that carried it.
type Injection struct {
	// Start and End are byte offsets into the text given to DetectInjection.
	Start int `json:"start"`
	End   int `json:"end"`
	// Text is the matched text as it stands in the input.
	Text string `json:"text"`
	// Pattern names the rule that matched ("ignore-instructions").
	Pattern string `json:"pattern"`
}

// injectionRules are the phrasings that speak to a grader, an evaluator
// or the model reading the text. Words may be separated by any white
// space (line breaks included); invisible format characters are removed
// before matching so "ig\u200bnore" cannot hide.
var injectionRules = []struct {
	name string
	re   *regexp.Regexp
	// need is the rule's literal prefilter: the folded text must hold
	// at least one word of every group, or the rule cannot match and its
	// regexp is not run (see foldASCII).
	need [][]string
}{
	{"ignore-instructions", regexp.MustCompile(`(?i)\b(ignore|disregard|forget|override)\s+(all\s+|any\s+|the\s+|your\s+)*(previous|prior|above|earlier|preceding|other|system)\s+(instructions?|prompts?|directions?|rules?|guidelines?|criteria)`), [][]string{{"ignore", "disregard", "forget", "override"}, {"instruction", "prompt", "direction", "rule", "guideline", "criteria"}}},
	{"mark-as-pass", regexp.MustCompile(`(?i)\b(mark|grade|score|rate|label|treat|record|consider)\s+(this|that|it|the|every|each|all)?\s*(answer|response|citation|criteri(on|a)|proposition|output)?\s*(as|=|:)\s*(a\s+)?["'“]?(pass(ed|ing)?|correct|supported|compliant|true|1\.0)\b`), [][]string{{"mark", "grade", "score", "rate", "label", "treat", "record", "consider"}, {"pass", "correct", "supported", "compliant", "true", "1.0"}}},
	{"you-are-grader", regexp.MustCompile(`(?i)\byou\s+are\s+(now\s+)?(the|a|an)\s+(grader|judge|evaluator|assessor|reviewer|scorer)\b`), [][]string{{"you"}, {"grader", "judge", "evaluator", "assessor", "reviewer", "scorer"}}},
	{"grader-address", regexp.MustCompile(`(?i)(^|[^\pL])(note\s+to\s+(the\s+)?)?(grader|evaluator|llm|ai\s+(grader|judge))\s*:`), [][]string{{":"}, {"grader", "evaluator", "llm", "ai"}}},
	{"note-to-grader", regexp.MustCompile(`(?i)\b(note|message|instructions?)\s+(to|for)\s+(the\s+)?(grader|evaluator|judge|assessor|model|ai)\b`), [][]string{{"note", "message", "instruction"}, {"grader", "evaluator", "judge", "assessor", "model", "ai"}}},
	{"verdict-override", regexp.MustCompile(`(?i)\b(all|every)\s+criteri(a|on)\s+(are|is|should\s+be|must\s+be)\s+(met|satisfied|passed|pass)\b`), [][]string{{"criteri"}, {"met", "satisfied", "pass"}}},
	{"new-instructions", regexp.MustCompile(`(?i)\b(new|updated|revised)\s+(system\s+)?instructions\s*:`), [][]string{{"instructions"}, {":"}}},
	{"system-prompt", regexp.MustCompile(`(?i)\b(system\s+prompt|<\s*/?\s*system\s*>|\[\s*system\s*\])`), [][]string{{"system"}}},
}

// DetectInjection returns every grader-addressing phrase in s, in text
// order, with byte offsets into s. It never returns overlapping matches
// of the same rule; different rules may overlap.
func DetectInjection(s string) []Injection {
	clean, offs, literal := stripInvisible(s)
	// Which rules can match: one pass over the text (injection_scan.go),
	// or, where a letter folds to ASCII only under Unicode rules, the
	// rules' literal words in the folded text.
	var anchored uint64
	var folded string
	if literal {
		folded = foldASCII(clean)
	} else {
		anchored = anchoredRules(clean)
	}
	var out []Injection
	for ri, r := range injectionRules {
		if literal && !holdsAll(folded, r.need) || !literal && anchored&ruleNeeds[ri] != ruleNeeds[ri] {
			continue
		}
		for _, m := range r.re.FindAllStringSubmatchIndex(clean, -1) {
			start, end := m[0], m[1]
			if r.name == "grader-address" && m[2] >= 0 && m[3] > m[2] {
				start = m[3] // skip the non-letter lead-in
			}
			os, oe := start, end
			if offs != nil {
				os, oe = offs[start], offs[end]
			}
			out = append(out, Injection{Start: os, End: oe, Text: s[os:oe], Pattern: r.name})
		}
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].Start != out[j].Start {
			return out[i].Start < out[j].Start
		}
		if out[i].End != out[j].End {
			return out[i].End < out[j].End
		}
		return out[i].Pattern < out[j].Pattern
	})
	return out
}

// stripInvisible removes format characters (zero-width spaces and
// joiners, bidi controls, soft hyphens) and returns the cleaned string
// with a map from each cleaned byte offset (and len) to the original,
// and whether s holds a non-ASCII letter that (?i) folds to an ASCII one
// (U+017F, U+212A). No format character is ASCII, and text without one
// is returned as it is with a nil map: offsets are unchanged.
func stripInvisible(s string) (string, []int, bool) {
	first, partner := -1, false
	for i := 0; i < len(s); i++ {
		if s[i] < utf8.RuneSelf {
			continue
		}
		r, n := utf8.DecodeRuneInString(s[i:])
		if r == 0x17F || r == 0x212A {
			partner = true
		} else if first < 0 && unicode.Is(unicode.Cf, r) {
			first = i
		}
		i += n - 1
	}
	if first < 0 {
		return s, nil, partner
	}
	var b strings.Builder
	b.Grow(len(s))
	offs := make([]int, 0, len(s)+1)
	for i := 0; i < first; i++ {
		offs = append(offs, i)
	}
	b.WriteString(s[:first])
	for i, r := range s[first:] {
		i += first
		if unicode.Is(unicode.Cf, r) {
			continue
		}
		n := utf8.RuneLen(r)
		if r == utf8.RuneError {
			n = 1
		}
		for k := 0; k < n; k++ {
			offs = append(offs, i+k)
		}
		b.WriteString(s[i : i+n])
	}
	offs = append(offs, len(s))
	return b.String(), offs, partner
}

// foldASCII lower-cases s for the rules' literal prefilters. The rules
// match case-insensitively by Unicode simple folding, under which the
// only non-ASCII letters equal to ASCII ones are U+017F (long s, folds
// to s) and U+212A (Kelvin sign, folds to k): those become "s" and "k",
// ASCII letters are lowered, and every other byte is kept, so a rule's
// ASCII words occur in the folded text whenever its regexp could match.
func foldASCII(s string) string {
	b := make([]byte, 0, len(s))
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case 'A' <= c && c <= 'Z':
			b = append(b, c+'a'-'A')
		case c == 0xC5 && i+1 < len(s) && s[i+1] == 0xBF: // U+017F
			b = append(b, 's')
			i++
		case c == 0xE2 && i+2 < len(s) && s[i+1] == 0x84 && s[i+2] == 0xAA: // U+212A
			b = append(b, 'k')
			i += 2
		default:
			b = append(b, c)
		}
	}
	return string(b)
}

// holdsAll reports whether folded holds a word of every group.
func holdsAll(folded string, groups [][]string) bool {
	for _, g := range groups {
		found := false
		for _, w := range g {
			if strings.Contains(folded, w) {
				found = true
				break
			}
		}
		if !found {
			return false
		}
	}
	return true
}
