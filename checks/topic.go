package checks

import (
	"context"
	"fmt"
	"strings"

	"github.com/citecheck/citecheck/retrieval"
	"github.com/citecheck/citecheck/vault/textnorm"
)

// topicCheck is C-006 (passages-on-topic): every citation's source
// passage, as retrieval.Locate chose it (DESIGN.md step 4), is a
// retrieved chunk whose retrieved text mentions the case's topic or an
// equivalent term, matched across case, hyphens, line breaks and Unicode
// variants (textnorm.ContainsTopic). A citation with no retrieved passage
// fails: nothing retrieved addressed the topic for it.
type topicCheck struct{}

// NewTopicCheck returns the passages-on-topic check.
func NewTopicCheck() Check { return topicCheck{} }

func (topicCheck) ID() string { return CheckPassagesOnTopic }

func (c topicCheck) Run(_ context.Context, in *Input) (Result, error) {
	if err := needResolved(in); err != nil {
		return Result{}, err
	}
	if in.Case == nil || len(in.Case.Topic.Terms) == 0 {
		return Result{}, fmt.Errorf("the case defines no topic terms, so on-topic cannot be decided")
	}
	if len(in.Passages) != len(in.Answer.Citations) {
		return Result{}, fmt.Errorf("%d passages for %d citations", len(in.Passages), len(in.Answer.Citations))
	}
	terms := in.Case.Topic.Terms
	label := firstNonEmpty(in.Case.Topic.Label, terms[0])
	var fs []Finding
	n := 0
	for i := range in.Answer.Citations {
		ct := &in.Answer.Citations[i]
		n++
		p := in.Passages[i]
		doc := in.Resolved[i].Doc
		switch {
		case p.Chunk == nil || p.Method == retrieval.NoPassage:
			fs = append(fs, citeFinding(c.ID(), in, SevError, ct, doc, "",
				fmt.Sprintf("%s has no retrieved source passage: %s", citeRef(ct), firstNonEmpty(p.Why, "no retrieved chunk of its document"))))
		case !p.Retrieved:
			fs = append(fs, citeFinding(c.ID(), in, SevError, ct, p.Chunk.Doc, p.Chunk.ID,
				fmt.Sprintf("%s draws on %s, which retrieval did not return, so no retrieved text addresses %s for it", citeRef(ct), p.Chunk.ID, label)))
		default:
			if term, ok := topicTerm(p.Text, terms); ok {
				fs = append(fs, citeFinding(c.ID(), in, SevInfo, ct, p.Chunk.Doc, p.Chunk.ID,
					fmt.Sprintf("retrieved chunk %s (%s) mentions %q", p.Chunk.ID, p.Method, term)))
				continue
			}
			fs = append(fs, citeFinding(c.ID(), in, SevError, ct, p.Chunk.Doc, p.Chunk.ID,
				fmt.Sprintf("%s is sourced from retrieved chunk %s (chosen by %s), whose retrieved text contains none of %s", citeRef(ct), p.Chunk.ID, p.Method, quoteAll(terms))))
		}
	}
	pass := fmt.Sprintf("The one citation draws on a retrieved chunk that mentions %s.", label)
	if n > 1 {
		pass = fmt.Sprintf("All %d citations draw on retrieved chunks that mention %s.", n, label)
	}
	if n == 0 {
		pass = "The answer cites no Vault source, so no citation draws on an off-topic passage."
	}
	return decide(Deterministic, fs, pass, "%d citation(s) are not sourced from a retrieved chunk that addresses "+label+"."), nil
}

// topicTerm returns the first topic term the text contains.
func topicTerm(text string, terms []string) (string, bool) {
	for _, t := range terms {
		if textnorm.ContainsTopic(text, t) {
			return t, true
		}
	}
	return "", false
}

func quoteAll(ss []string) string {
	q := make([]string, len(ss))
	for i, s := range ss {
		q[i] = fmt.Sprintf("%q", s)
	}
	return strings.Join(q, ", ")
}
