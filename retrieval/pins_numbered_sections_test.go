package retrieval

import (
	"slices"
	"testing"

	"github.com/citecheck/citecheck/vault"
)

// TestParagraphsAsSections: a paragraph span names the sections with
// exactly its numbers, never a subsection that only begins with one,
// and nothing unless every number is some section.
func TestParagraphsAsSections(t *testing.T) {
	chunks := []*vault.Chunk{
		{ID: "M#c1", Section: "1"}, {ID: "M#c2", Section: "2"}, {ID: "M#c3", Section: "2.1"},
		{ID: "M#c4", Sections: []string{"2", "3"}}, {ID: "M#c5", Section: "12"},
	}
	tests := []struct {
		span span
		ok   bool
		want []string
	}{
		{span{2, 2}, true, []string{"M#c2", "M#c4"}},
		{span{2, 3}, true, []string{"M#c2", "M#c4"}},
		{span{1, 1}, true, []string{"M#c1"}},
		{span{12, 12}, true, []string{"M#c5"}},
		{span{3, 4}, true, nil}, // 4 is no section
		{span{2, 2}, false, nil},
		{span{0, 0}, true, nil},
	}
	for _, tt := range tests {
		var got []string
		for _, c := range paragraphsAsSections(chunks, tt.span, tt.ok) {
			got = append(got, c.ID)
		}
		if !slices.Equal(got, tt.want) {
			t.Errorf("paragraphsAsSections(%v, %v) = %v, want %v", tt.span, tt.ok, got, tt.want)
		}
	}
}
