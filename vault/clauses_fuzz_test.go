package vault

import (
	"slices"
	"strings"
	"testing"
)

// FuzzClauseChunks: whatever the text, reading its clause structure
// never panics, chunks keep their invariants (in order, each the text
// between its offsets), every section a chunk holds is a non-empty
// one-line label, and a chunk holds the section it begins in.
func FuzzClauseChunks(f *testing.F) {
	for _, seed := range []string{
		"ARTICLE XII ASSIGNMENT\n\n§ 12.1 Neither party may assign.\n\n(a) A change of control;\n\n(i) by merger; or\n\n(ii) by sale.\n\n(b) Notice.\n\n§ 12.2 Successors.",
		"12.1 Assignment. Neither party may assign.\n12.2 Successors. This binds them.\n(a) and (b) apply.\n(c) stray",
		"## II.B Public policy\n\n[*5]\n(a) The first ground.\n\n¶ 3 A paragraph.\n\n(h) h;\n(i) i;\n(j) j.",
		"Section 1404(a) provides that a court may transfer.\n\n1.5 million dollars.\n\n2019 was the year.",
	} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, text string) {
		if len(text) > 4000 {
			return
		}
		d := &Document{ID: "D", Text: text}
		prev := 0
		for _, c := range ChunkDocument(d, 64) {
			if c.Start < prev || c.End < c.Start || c.Text != text[c.Start:c.End] {
				t.Fatalf("chunk %s [%d,%d) out of order or not its text", c.ID, c.Start, c.End)
			}
			prev = c.End
			for _, s := range c.Sections {
				if s == "" || strings.ContainsAny(s, "\n\r") {
					t.Fatalf("chunk %s holds section %q", c.ID, s)
				}
			}
			if len(c.Sections) > 0 && c.Section != "" && !slices.Contains(c.Sections, c.Section) {
				t.Fatalf("chunk %s begins in %q but holds %q", c.ID, c.Section, c.Sections)
			}
		}
	})
}
