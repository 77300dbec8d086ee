package checks

import (
	"strings"
	"time"

	"github.com/citecheck/citecheck/checks/cite"
	"github.com/citecheck/citecheck/checks/resolve"
	"github.com/citecheck/citecheck/checks/rubric"
	"github.com/citecheck/citecheck/retrieval"
	"github.com/citecheck/citecheck/vault"
)

// testVault is the small Vault the unit tests share.
func testVault() *fakeVault {
	v := newFakeVault(
		fakeDoc{doc: vault.Document{ID: "VLT-0001", Title: "M/S Bremen v. Zapata Off-Shore Co.", Filename: "bremen-v-zapata.pdf", Kind: "case",
			Citations: []string{"407 U.S. 1", "92 S. Ct. 1907"}, Aliases: []string{"Bremen", "The Bremen"}},
			chunks: []string{
				"M/S Bremen v. Zapata Off-Shore Co., 407 U.S. 1 (1972). Towage contract.",
				"Forum-selection clauses are prima facie valid and should be enforced unless shown unreasonable.",
				"The general history of admiralty practice.",
			}, pages: []string{"1", "10", "15"}},
		fakeDoc{doc: vault.Document{ID: "VLT-0002", Title: "Carnival Cruise Lines, Inc. v. Shute", Kind: "case",
			Citations: []string{"499 U.S. 585", "No. 89-1647"}, Aliases: []string{"Carnival"}},
			chunks: []string{"Carnival Cruise Lines v. Shute, 499 U.S. 585. A forum selection clause in a form ticket is enforceable."}, pages: []string{"585"}},
		fakeDoc{doc: vault.Document{ID: "VLT-0003", Title: "Contracts Overview", Filename: "contracts-overview.pdf", Kind: "treatise"},
			chunks: []string{"Contracts are formed by offer and acceptance."}, secs: []string{"§ 1 Formation"}},
		fakeDoc{doc: vault.Document{ID: "VLT-0004", Title: "Matter 2041 Memo", Filename: "Acme-MSA.pdf", Kind: "memo"},
			chunks: []string{"§ 14.2 Disputes shall be resolved in Delaware under this choice of forum clause."}, secs: []string{"§ 14.2 Forum"}, paras: []string{"3"}},
		fakeDoc{doc: vault.Document{ID: "VLT-0005", Title: "Jones v. Smith", Kind: "case", Aliases: []string{"Jones"}}, chunks: []string{"Jones text."}},
		fakeDoc{doc: vault.Document{ID: "VLT-0006", Title: "Jones v. Brown", Kind: "case", Aliases: []string{"Jones"}}, chunks: []string{"Jones Brown text."}},
	)
	v.deny["VLT-0004"] = vault.Decision{Doc: "VLT-0004", Allowed: false, Rule: "deny user:u-1 (acl.jsonl:3)", Reason: "an ethical wall denies u-1"}
	return v
}

// answerBuilder makes a cite.Answer by hand with correct spans, so checks
// are tested without the extractor.
type answerBuilder struct {
	a    *cite.Answer
	from int
}

func newAnswer(text string) *answerBuilder {
	return &answerBuilder{a: &cite.Answer{Text: text, Propositions: []cite.Proposition{{Index: 0, Text: text, Start: 0, End: len(text)}}}}
}

// cite adds a citation whose text is the next occurrence of text.
func (b *answerBuilder) cite(text string, c cite.Citation) *answerBuilder {
	i := strings.Index(b.a.Text[b.from:], text)
	if i < 0 {
		panic("answerBuilder: " + text + " not in answer")
	}
	c.Index = len(b.a.Citations)
	c.Text, c.Start, c.End = text, b.from+i, b.from+i+len(text)
	b.from = c.End
	if c.Antecedent == 0 && c.Kind != cite.KindID && c.Kind != cite.KindShort && c.Kind != cite.KindSupra {
		c.Antecedent = -1
	}
	if c.Parallel == 0 {
		c.Parallel = -1
	}
	b.a.Propositions[0].Citations = append(b.a.Propositions[0].Citations, c.Index)
	b.a.Citations = append(b.a.Citations, c)
	return b
}

func (b *answerBuilder) answer() *cite.Answer { return b.a }

// inputFor prepares what the grader would: resolutions, the trace with
// texts filled, and passages.
func inputFor(v *fakeVault, a *cite.Answer, trace ...string) *Input {
	var tr []retrieval.Retrieved
	for i, id := range trace {
		tr = append(tr, retrieval.Retrieved{ChunkID: id, Rank: i + 1})
	}
	at := time.Date(2026, 6, 15, 14, 0, 0, 0, time.UTC)
	checked := retrieval.CheckTrace(v, tr, func(doc string) bool { return v.Access("u-1", at, doc).Allowed })
	in := &Input{
		Case:     &rubric.Case{ID: "t", Topic: rubric.Topic{Label: "forum selection", Terms: []string{"forum selection", "choice of forum"}}},
		Response: &rubric.Response{Answer: a.Text, HasTrace: true},
		Answer:   a, Vault: v, Checked: checked, Trace: checked.Entries,
		User: "u-1", At: at,
		Criterion: &rubric.Criterion{ID: "C-X"},
	}
	in.Resolved = resolve.Resolve(v, a)
	relocate(in)
	return in
}

// relocate locates every citation's passage again (after a test changed
// the Vault or the trace).
func relocate(in *Input) {
	in.Passages = make([]retrieval.Passage, len(in.Answer.Citations))
	chains := resolve.ChainIdentifiers(in.Answer.Citations)
	for i := range in.Answer.Citations {
		in.Passages[i] = retrieval.Locate(in.Vault, resolve.Want(in.Answer, in.Resolved, i, chains[i]), in.Checked)
	}
}

// group marks citations as one parallel group led by the first.
func (b *answerBuilder) group(idx ...int) *answerBuilder {
	for _, i := range idx {
		b.a.Citations[i].Parallel = idx[0]
	}
	return b
}
