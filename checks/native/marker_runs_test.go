package native

import (
	"strings"
	"testing"
)

// TestMarkerRuns: each marker of a run after a period ("valid.[doc1][doc2]",
// Azure's usual form; LlamaIndex's "[1][2]"; the Assistants' lenticular
// markers) covers the sentence before the run, never the next sentence,
// which it does not stand beside; a run before the period covers its
// own sentence.
func TestMarkerRuns(t *testing.T) {
	tests := []struct {
		s, marker, want string
	}{
		{"A is valid.[doc1][doc2] B is void. C.", "[doc2]", "A is valid.[doc1][doc2]"},
		{"A is valid. [doc1] [doc2] B is void.", "[doc2]", "A is valid. [doc1] [doc2]"},
		{"A is valid.[doc1][doc2][doc3]\nB is void.", "[doc3]", "A is valid.[doc1][doc2][doc3]"},
		{"A is valid [doc1][doc2]. B is void.", "[doc2]", "A is valid [doc1][doc2]."},
		{"A is valid.[1][2] B is void.", "[2]", "A is valid.[1][2]"},
		{"A is valid.【4:0†Acme MSA.pdf】【4:1†source】 B is void.", "【4:1†source】", "A is valid.【4:0†Acme MSA.pdf】【4:1†source】"},
		{"See [the note] and [doc1] B is void.", "[doc1]", "See [the note] and [doc1] B is void."},
		{"A is valid. B [doc1] is void.", "[doc1]", "B [doc1] is void."},
	}
	for _, tt := range tests {
		t.Run(tt.s, func(t *testing.T) {
			i := strings.Index(tt.s, tt.marker)
			st, en := sentenceAround(tt.s, i, i+len(tt.marker))
			if got := tt.s[st:en]; got != tt.want {
				t.Errorf("%s covers %q, want %q", tt.marker, got, tt.want)
			}
		})
	}
}
