package checks

import (
	"context"
	"fmt"
	"strings"

	"github.com/citecheck/citecheck/checks/rubric"
	"github.com/citecheck/citecheck/retrieval"
)

// topicCheck is C-006 (passages-on-topic): every citation's source
// passage, as retrieval.Locate chose it (DESIGN.md step 4: the pinned
// place, else the best match in the cited document), was retrieved and
// its text, the Vault's, mentions the case's topic or an equivalent term,
// matched across case, hyphens, line breaks and Unicode variants
// (textnorm.ContainsTopic). A citation with no retrieved passage fails:
// nothing retrieved addressed the topic for it; so does one whose pinned
// place was not retrieved, even when a neighbouring chunk was. Without a
// trace the located passage is checked, labelled as located in the
// Vault.
type topicCheck struct{}

// NewTopicCheck returns the passages-on-topic check.
func NewTopicCheck() Check { return topicCheck{} }

func (topicCheck) ID() string { return rubric.CheckPassagesOnTopic }

func (c topicCheck) Run(ctx context.Context, in *Input) (Result, error) {
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
	tm := newTopicMatcher(in, terms)
	label := firstNonEmpty(in.Case.Topic.Label, terms[0])
	var fs []Finding
	n := 0
	for i := range in.Answer.Citations {
		if i%CtxEvery == 0 && ctx.Err() != nil {
			return Result{}, context.Cause(ctx)
		}
		ct := &in.Answer.Citations[i]
		n++
		p := in.Passages[i]
		doc := in.Resolved[i].Doc
		switch {
		case p.Chunk == nil || p.Method == retrieval.NoPassage:
			fs = append(fs, because(citeFinding(c.ID(), in, SevError, ct, doc, "",
				fmt.Sprintf("%s has no retrieved source passage: %s", ct.Ref(), firstNonEmpty(p.Why, "no retrieved chunk of its document"))),
				"No passage it draws on was retrieved: "+scrubDetail(firstNonEmpty(p.Why, "nothing of its document was retrieved"))))
		case p.NoTrace:
			where := "located in the Vault; no retrieval trace"
			if term, ok := tm.first([]string{p.Text}); ok {
				fs = append(fs, citeFinding(c.ID(), in, SevInfo, ct, p.Chunk.Doc, p.Chunk.ID,
					fmt.Sprintf("the cited passage %s (%s, %s) mentions %q", passageIDs(p), p.Method, where, term)))
				continue
			}
			fs = append(fs, because(citeFinding(c.ID(), in, SevError, ct, p.Chunk.Doc, p.Chunk.ID,
				fmt.Sprintf("%s draws on %s (%s, %s), whose text contains none of %s", ct.Ref(), passageIDs(p), p.Method, where, quoteAll(terms))),
				fmt.Sprintf("The passage it points to (found in the Vault: the answer came with no record of what was retrieved) does not mention %s: none of %s occurs in it.", label, quoteAll(terms))))
		case !p.Retrieved:
			fs = append(fs, because(citeFinding(c.ID(), in, SevError, ct, p.Chunk.Doc, p.Chunk.ID,
				fmt.Sprintf("%s: %s No retrieved text addresses %s for it.", ct.Ref(), p.Why, label)),
				"The place it points to was not retrieved, so the answer cites text the assistant did not read: "+scrubDetail(strings.TrimPrefix(p.Why, "The cited passage was not retrieved: "))))
		default:
			// Only what the trace retrieved of the passage counts: a topic
			// word of a Vault chunk outside another system's located span
			// was in nothing the system read.
			if term, ok := tm.first(retrievedPassageParts(in, p)); ok {
				fs = append(fs, citeFinding(c.ID(), in, SevInfo, ct, p.Chunk.Doc, p.Chunk.ID,
					fmt.Sprintf("retrieved %s (%s) mentions %q", passageIDs(p), p.Method, term)))
			} else if _, whole := tm.first([]string{p.Text}); whole {
				fs = append(fs, because(citeFinding(c.ID(), in, SevError, ct, p.Chunk.Doc, p.Chunk.ID,
					fmt.Sprintf("%s is sourced from %s (chosen by %s), retrieved only through another system's chunks whose located spans contain none of %s (the rest of the Vault chunk was not retrieved)", ct.Ref(), passageIDs(p), p.Method, quoteAll(terms))),
					fmt.Sprintf("What the retrieval system returned of the passage it draws on does not mention %s: the words that do lie in a part of the chunk it did not return.", label)))
			} else {
				fs = append(fs, because(citeFinding(c.ID(), in, SevError, ct, p.Chunk.Doc, p.Chunk.ID,
					fmt.Sprintf("%s is sourced from retrieved %s (chosen by %s), whose text contains none of %s", ct.Ref(), passageIDs(p), p.Method, quoteAll(terms))),
					fmt.Sprintf("The passage it draws on does not mention %s: none of %s occurs in it.", label, quoteAll(terms))))
			}
			if len(p.Missing) > 0 {
				fs = append(fs, citeFinding(c.ID(), in, SevInfo, ct, p.Chunk.Doc, p.Chunk.ID,
					fmt.Sprintf("the rest of the pinned place (%s) was not retrieved", strings.Join(p.Missing, ", "))))
			}
		}
	}
	fs = append(fs, traceFindings(c.ID(), in, retrieval.TextDiffers, retrieval.UnknownChunk, retrieval.NotInDocument, retrieval.UnknownDocument)...)
	one, many := "a retrieved passage that mentions", "retrieved passages that mention"
	if in.Checked != nil && !in.Checked.Given {
		one, many = "a passage located in the Vault (no retrieval trace) that mentions", "passages located in the Vault (no retrieval trace) that mention"
	}
	pass := fmt.Sprintf("The one citation draws on %s %s.", one, label)
	if n > 1 {
		pass = fmt.Sprintf("All %d citations draw on %s %s.", n, many, label)
	}
	if n == 0 {
		pass = "The answer cites no Vault source, so no citation draws on an off-topic passage."
	}
	return decide(Deterministic, fs, pass, "%d citation(s) are not sourced from a retrieved chunk that addresses "+label+"."), nil
}

// passageIDs names the chunks of a passage: "chunk VLT-0001#c4" or
// "chunks VLT-0001#c4, VLT-0001#c5".
func passageIDs(p retrieval.Passage) string {
	cs := p.Chunks
	if len(cs) == 0 && p.Chunk != nil {
		return "chunk " + p.Chunk.ID
	}
	ids := make([]string, len(cs))
	for i, c := range cs {
		ids[i] = c.ID
	}
	return plural(len(ids), "chunk ", "chunks ") + strings.Join(ids, ", ")
}

func quoteAll(ss []string) string {
	q := make([]string, len(ss))
	for i, s := range ss {
		q[i] = fmt.Sprintf("%q", s)
	}
	return strings.Join(q, ", ")
}
