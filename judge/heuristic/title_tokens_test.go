package heuristic

import (
	"reflect"
	"testing"
)

// TestTitleTokensAsTokenize: a title's kept tokens equal tokenize's, on
// first reading and read back, for titles of every shape the sources
// give (and an empty one); withoutTitleWords drops what it dropped with
// tokenize.
func TestTitleTokensAsTokenize(t *testing.T) {
	titles := []string{"", "M/S Bremen v. Zapata Off-Shore Co.", "Carnival Cruise Lines, Inc. v. Shute", "In re “Quoted” Estate of O'Brien", "ACME CORP. v. Doe (2d Cir. 2019)", "Smith’s Case", "Can't Stop, LLC"}
	props := []string{"Carnival held that the clause binds Shute.", "The Bremen court enforced the clause.", "In O'Brien, the Estate lost.", "Nothing here names a title word."}
	for _, title := range titles {
		for round := 0; round < 2; round++ {
			if got, want := titleTokens(title), tokenize(title); !reflect.DeepEqual(got, want) {
				t.Fatalf("round %d: titleTokens(%q) = %v, tokenize %v", round, title, got, want)
			}
		}
		for _, p := range props {
			if got, want := withoutTitleWords(tokenize(p), title), withoutTitleWordsAsWas(tokenize(p), title); !reflect.DeepEqual(got, want) {
				t.Fatalf("withoutTitleWords(%q, %q) = %v, as it was %v", p, title, got, want)
			}
		}
	}
}

// withoutTitleWordsAsWas is withoutTitleWords tokenizing the title.
func withoutTitleWordsAsWas(toks []tok, title string) []tok {
	if title == "" {
		return toks
	}
	tt := tokenize(title)
	inTitle := func(low string) bool {
		for _, t := range tt {
			if t.kind == tokWord && t.cap && t.low == low {
				return true
			}
		}
		return false
	}
	var out []tok
	for i, t := range toks {
		if t.kind == tokWord && t.cap && inTitle(t.low) {
			if out == nil {
				out = make([]tok, i, len(toks))
				copy(out, toks[:i])
			}
			continue
		}
		if out != nil {
			out = append(out, t)
		}
	}
	if out == nil {
		return toks
	}
	return out
}
