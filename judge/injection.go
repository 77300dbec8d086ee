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
}{
	{"ignore-instructions", regexp.MustCompile(`(?i)\b(ignore|disregard|forget|override)\s+(all\s+|any\s+|the\s+|your\s+)*(previous|prior|above|earlier|preceding|other|system)\s+(instructions?|prompts?|directions?|rules?|guidelines?|criteria)`)},
	{"mark-as-pass", regexp.MustCompile(`(?i)\b(mark|grade|score|rate|label|treat|record|consider)\s+(this|that|it|the|every|each|all)?\s*(answer|response|citation|criteri(on|a)|proposition|output)?\s*(as|=|:)\s*(a\s+)?["'“]?(pass(ed|ing)?|correct|supported|compliant|true|1\.0)\b`)},
	{"you-are-grader", regexp.MustCompile(`(?i)\byou\s+are\s+(now\s+)?(the|a|an)\s+(grader|judge|evaluator|assessor|reviewer|scorer)\b`)},
	{"grader-address", regexp.MustCompile(`(?i)(^|[^\pL])(note\s+to\s+(the\s+)?)?(grader|evaluator|llm|ai\s+(grader|judge))\s*:`)},
	{"note-to-grader", regexp.MustCompile(`(?i)\b(note|message|instructions?)\s+(to|for)\s+(the\s+)?(grader|evaluator|judge|assessor|model|ai)\b`)},
	{"verdict-override", regexp.MustCompile(`(?i)\b(all|every)\s+criteri(a|on)\s+(are|is|should\s+be|must\s+be)\s+(met|satisfied|passed|pass)\b`)},
	{"new-instructions", regexp.MustCompile(`(?i)\b(new|updated|revised)\s+(system\s+)?instructions\s*:`)},
	{"system-prompt", regexp.MustCompile(`(?i)\b(system\s+prompt|<\s*/?\s*system\s*>|\[\s*system\s*\])`)},
}

// DetectInjection returns every grader-addressing phrase in s, in text
// order, with byte offsets into s. It never returns overlapping matches
// of the same rule; different rules may overlap.
func DetectInjection(s string) []Injection {
	clean, offs := stripInvisible(s)
	var out []Injection
	for _, r := range injectionRules {
		for _, m := range r.re.FindAllStringSubmatchIndex(clean, -1) {
			start, end := m[0], m[1]
			if r.name == "grader-address" && m[2] >= 0 && m[3] > m[2] {
				start = m[3] // skip the non-letter lead-in
			}
			os, oe := offs[start], offs[end]
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
// with a map from each cleaned byte offset (and len) to the original.
func stripInvisible(s string) (string, []int) {
	var b strings.Builder
	offs := make([]int, 0, len(s)+1)
	for i, r := range s {
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
	return b.String(), offs
}
