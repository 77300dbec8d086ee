package heuristic

import (
	"slices"
	"testing"
)

// TestNumberBeforeQualifiedUnit: a spelled number before a unit with one
// word between them ("ten business days") is a fact; before a word that
// is not followed by a unit it is not.
func TestNumberBeforeQualifiedUnit(t *testing.T) {
	for _, c := range []struct {
		text string
		want []string
	}{
		{"The carrier has ten business days to answer.", []string{"10"}},
		{"Notice is due within thirty calendar days of the loss.", []string{"30"}},
		{"The lease ran for two full years.", []string{"2"}},
		{"The seller has ten days to cure.", []string{"10"}},
		{"Courts take three approaches to the question.", nil},
		{"Two business partners signed the lease.", nil},
		{"The buyer had two of the days left.", nil},
	} {
		if got := numberValues(tokenize(c.text), true); !slices.Equal(got, c.want) {
			t.Errorf("%q: numbers %v, want %v", c.text, got, c.want)
		}
	}
}

// TestInventedQualifiedPeriod: a period changed in a proposition whose
// unit is qualified ("ten business days" for "two (2) business days")
// fails support; the period restated passes.
func TestInventedQualifiedPeriod(t *testing.T) {
	const excerpt = "Within two (2) business days after a written hold request naming the accounts, the Provider shall suspend deletion of the messages in them."
	runProbes(t, []probe{
		{name: "period changed", prop: "After a written hold request naming the accounts, the Provider has ten business days to suspend deletion of the messages in them.",
			excerpt: excerpt, supports: false, why: "the number 10"},
		{name: "period kept", prop: "After a written hold request naming the accounts, the Provider has two business days to suspend deletion of the messages in them.",
			excerpt: excerpt, supports: true},
	})
}
