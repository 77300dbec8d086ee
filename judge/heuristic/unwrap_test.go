package heuristic

import (
	"reflect"
	"testing"
)

// TestSplitSentencesUnwrapsHardWrappedText: a sentence broken at a fixed
// width, or over a page marker, is one sentence; headings, list items
// and lines that end a sentence still end where they end.
func TestSplitSentencesUnwrapsHardWrappedText(t *testing.T) {
	tests := []struct {
		name, text string
		want       []string
	}{
		{"wrapped paragraph", "The covenant bars the seller from opening a competing\npractice within ten miles for two years. It is\nenforceable.",
			[]string{"The covenant bars the seller from opening a competing practice within ten miles for two years.", "It is enforceable."}},
		{"over a page marker", "The clause is mandatory because the parties agreed that suit\n[*4]\nshall be brought only in Ohio.",
			[]string{"The clause is mandatory because the parties agreed that suit shall be brought only in Ohio."}},
		{"heading then text", "Forum Selection\nEach party agrees to sue only in Delaware.",
			[]string{"Forum Selection", "Each party agrees to sue only in Delaware."}},
		{"list items", "The grounds are these:\n- fraud in the clause itself\n- a strong public policy of the forum",
			[]string{"The grounds are these:", "- fraud in the clause itself", "- a strong public policy of the forum"}},
		{"lines ending sentences", "The motion is granted.\nThe case is dismissed.",
			[]string{"The motion is granted.", "The case is dismissed."}},
		{"blank line ends a paragraph", "Held\n\nThe covenant is void.",
			[]string{"Held", "The covenant is void."}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := splitSentences(tc.text); !reflect.DeepEqual(got, tc.want) {
				t.Errorf("splitSentences = %q, want %q", got, tc.want)
			}
		})
	}
}

// TestHardWrappedNegationIsRead: a negation on one line of a wrapped
// sentence and its predicate on the next are one statement, so a
// proposition that drops the negation clashes with it.
func TestHardWrappedNegationIsRead(t *testing.T) {
	runProbes(t, []probe{
		{name: "negation before the wrap", prop: "The court held that the Harlan covenant is enforceable against the dentist who bought the practice.",
			excerpt: "The court held that the Harlan covenant is not\nenforceable against the dentist who bought the practice.", supports: false},
		{name: "support across the wrap", prop: "The court held that the Harlan covenant is not enforceable against the dentist who bought the practice.",
			excerpt: "The court held that the Harlan covenant is not\nenforceable against the dentist who bought the practice.", supports: true},
	})
}
