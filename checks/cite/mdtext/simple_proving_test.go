package mdtext

import (
	"math/rand"
	"reflect"
	"strings"
	"testing"
)

// TestSimpleWithinIsProofThenBuild holds the one-pass simple reading to
// the two passes it replaces: readSimpleWithin(s, lim) is nil exactly
// when proveSimple(s, lim) declines, and otherwise gives proveSimple's
// within and buildSimple's Text (reflect.DeepEqual, pieces included), on
// the real texts, the table's edge cases, their line prefixes, and
// generated texts that decline or pass at every kind of line and byte,
// under the default, zero and tight limits.
func TestSimpleWithinIsProofThenBuild(t *testing.T) {
	texts, opinion := realTexts(t)
	for _, c := range simpleCases {
		texts = append(texts, c.src)
	}
	if opinion != "" {
		lines := strings.SplitAfter(opinion, "\n")
		for n := 1; n < len(lines); n += 37 {
			texts = append(texts, strings.Join(lines[:n], ""))
		}
	}
	pieces := []string{"a", "word ", " ", "\n", "\n\n", "\n    ", "    ", "[", "]", "(", ")", "*", "_", "**", "x_y", "a*b", "2. ", "1. ",
		"    2. 3. 4. ", "    >>>> ", "\f", "\u201c", "\u2014", "&amp;", "&nbsp;", "&x", "\u00b9", "\u00b2,\u00b3", "\u200b", "\\", "`",
		"<", "|", "](", "][", "]:", "[^", "# ", "> ", "- ", "+ ", "= ", "~", ":", "\t", "\r", "\xff", "   \n", "a  \n"}
	rng := rand.New(rand.NewSource(6))
	for n := 0; n < 20000; n++ {
		var b strings.Builder
		for k := rng.Intn(24); k >= 0; k-- {
			b.WriteString(pieces[rng.Intn(len(pieces))])
		}
		texts = append(texts, b.String())
	}
	limits := []Limits{DefaultLimits(), {}, {MaxBracketDepth: 1}, {MaxBrackets: 2}, {MaxDelimiters: 1}, {MaxNesting: 1}, {MaxBlocks: 2}, {MaxBytes: 40}}
	accepted, declined := 0, 0
	for li, lim := range limits {
		for _, s := range texts {
			if len(s) > 4000 && li >= 2 {
				continue
			}
			got, gotWithin := readSimpleWithin(s, lim)
			simple, within := proveSimple(s, lim)
			if (got != nil) != simple {
				t.Fatalf("readSimpleWithin(%.120q, %+v) accepted = %v, proveSimple says %v", s, lim, got != nil, simple)
			}
			if !simple {
				declined++
				continue
			}
			accepted++
			if gotWithin != within {
				t.Fatalf("readSimpleWithin(%.120q, %+v) within = %v, proveSimple says %v", s, lim, gotWithin, within)
			}
			if want := buildSimple(s); !reflect.DeepEqual(got, want) {
				t.Fatalf("readSimpleWithin(%.120q, %+v) differs from buildSimple", s, lim)
			}
		}
	}
	t.Logf("%d readings accepted, %d declined", accepted, declined)
	if accepted < 1000 || declined < 1000 {
		t.Fatalf("accepted %d, declined %d: the texts test too little of one side", accepted, declined)
	}
}
