package native

import (
	"testing"

	"github.com/citecheck/citecheck/checks/rubric"
)

// TestPerBlock: a citation of several blocks whose cited text is their
// texts joined (with whatever white space, or none) or absent is one
// citation per block with text, each quoting its own block and resting
// on its own entry; any other cited text, or one block, stays one
// citation, checked as given.
func TestPerBlock(t *testing.T) {
	doc := &antDoc{blocks: []string{"First block.", "  ", "Second block.", "Third block."}, blockEntry: []int{4, -1, 5, 6}}
	tests := []struct {
		name       string
		cited      string
		start, end int
		want       []string // cited texts
		entries    []int    // the first citation's trace entries
	}{
		{"joined without a separator", "First block.Second block.", 0, 3, []string{"First block.", "Second block."}, []int{4}},
		{"joined by blank lines", "First block.\n\n\n\nSecond block.", 0, 3, []string{"First block.", "Second block."}, []int{4}},
		{"absent", "", 2, 4, []string{"Second block.", "Third block."}, []int{5}},
		{"a quote that is not the blocks", "First block. Something else.", 0, 3, []string{"First block. Something else."}, []int{4, 5}},
		{"part of the blocks", "Second block.", 2, 4, []string{"Second block."}, []int{5, 6}},
		{"one block", "Third block.", 3, 4, []string{"Third block."}, []int{6}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			sc := rubric.StructuredCitation{Field: "f", CitedText: tt.cited, Retrieved: doc.blockEntries(tt.start, tt.end)}
			got := perBlock(sc, doc, tt.start, tt.end)
			if len(got) != len(tt.want) {
				t.Fatalf("%d citations, want %d: %+v", len(got), len(tt.want), got)
			}
			for i, g := range got {
				if g.CitedText != tt.want[i] {
					t.Errorf("citation %d quotes %q, want %q", i, g.CitedText, tt.want[i])
				}
			}
			if len(got[0].Retrieved) != len(tt.entries) || got[0].Retrieved[0] != tt.entries[0] {
				t.Errorf("first citation rests on %v, want %v", got[0].Retrieved, tt.entries)
			}
		})
	}
}
