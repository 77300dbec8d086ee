package checks

import (
	"testing"

	"github.com/citecheck/citecheck/checks/cite"
	"github.com/citecheck/citecheck/checks/internal/fixture"
	"github.com/citecheck/citecheck/retrieval"
)

func TestVerbatimCheck(t *testing.T) {
	caseCite := func(text, id string) *cite.Answer {
		return fixture.NewAnswer("See "+text+".").Cite(text, cite.Citation{Kind: cite.KindCase, Identifier: id}).Answer()
	}
	runCheckTable(t, NewVerbatimCheck(), []checkCase{
		{name: "in chunk text", verdict: Pass, answer: caseCite("407 U.S. 1", "407 U.S. 1"), trace: []string{"VLT-0001#c1"}},
		{name: "spaced reporter equals", verdict: Pass, answer: caseCite("407 U. S. 1", "407 U. S. 1"), trace: []string{"VLT-0001#c1"}},
		{name: "pin is not identifier", verdict: Pass, answer: fixture.NewAnswer("407 U.S. 1, 10").
			Cite("407 U.S. 1, 10", cite.Citation{Kind: cite.KindCase, Identifier: "407 U.S. 1", Pin: "10"}).Answer(), trace: []string{"VLT-0001#c1"}},
		{name: "not retrieved", verdict: Fail, answer: caseCite("407 U.S. 1", "407 U.S. 1"), trace: []string{"VLT-0002#c1"},
			want: []string{`"407 U.S. 1" (bytes 4-14): the identifier "407 U.S. 1" appears in no chunk of the retrieval trace (1 chunk)`}},
		{name: "near miss shows nearest", verdict: Fail, answer: caseCite("407 U.S. 10", "407 U.S. 10"), trace: []string{"VLT-0001#c1"},
			want: []string{`nearest identifier that did appear is "407 U.S. 1" (in VLT-0001#c1)`}},
		{name: "zero width space", verdict: Fail, answer: caseCite("407 U.S.\u200b 1", "407 U.S.\u200b 1"), trace: []string{"VLT-0001#c1"},
			want: []string{"possible spoofing", "U+200B"}},
		{name: "cyrillic look-alike", verdict: Fail, answer: caseCite("407 U.\u0405. 1", "407 U.\u0405. 1"), trace: []string{"VLT-0001#c1"},
			want: []string{"possible spoofing", "U+0405"}},
		{name: "vault id carried by every chunk of its document", verdict: Pass, trace: []string{"VLT-0001#c3"},
			answer: fixture.NewAnswer("[VLT-0001]").Cite("VLT-0001", cite.Citation{Kind: cite.KindVault, DocID: "VLT-0001"}).Answer()},
		{name: "vault id not retrieved", verdict: Fail, trace: []string{"VLT-0002#c1"}, want: []string{`"VLT-0001"`, `nearest identifier that did appear is "VLT-0002"`},
			answer: fixture.NewAnswer("[VLT-0001]").Cite("VLT-0001", cite.Citation{Kind: cite.KindVault, DocID: "VLT-0001"}).Answer()},
		{name: "file name carried by its chunks", verdict: Pass, trace: []string{"VLT-0004#c1"},
			answer: fixture.NewAnswer("Acme-MSA.pdf").Cite("Acme-MSA.pdf", cite.Citation{Kind: cite.KindFile, Identifier: "Acme-MSA.pdf"}).Answer()},
		{name: "docket number is an identifier too", verdict: Fail, trace: []string{"VLT-0002#c1"}, want: []string{`the identifier "No. 89-1647" appears in no chunk`},
			answer: fixture.NewAnswer("Carnival, No. 89-1647, 499 U.S. 585").Cite("Carnival, No. 89-1647, 499 U.S. 585", cite.Citation{Kind: cite.KindCase, Identifier: "499 U.S. 585", Docket: "No. 89-1647"}).Answer()},
		{name: "case names are not identifiers", verdict: Pass, trace: nil,
			answer: fixture.NewAnswer("*Bremen*").Cite("*Bremen*", cite.Citation{Kind: cite.KindTitle, Name: "Bremen"}).Answer()},
		{name: "trace text as returned is what counts", verdict: Fail, answer: caseCite("407 U.S. 1", "407 U.S. 1"), trace: []string{"VLT-0001#c1"},
			prepare: func(in *Input) {
				in.Trace = []retrieval.Retrieved{{ChunkID: "VLT-0001#c1", Rank: 1, Text: "a text without the citation"}}
			}},
	})
}
