package checks

import (
	"testing"

	"github.com/citecheck/citecheck/checks/cite"
	"github.com/citecheck/citecheck/checks/internal/fixture"
)

func TestTopicCheck(t *testing.T) {
	at := func(text string, c cite.Citation) *cite.Answer {
		return fixture.NewAnswer("Clauses bind. "+text).Cite(text, c).Answer()
	}
	runCheckTable(t, NewTopicCheck(), []checkCase{
		{name: "hyphenated term counts", verdict: Pass, trace: []string{"VLT-0001#c2"},
			answer: at("407 U.S. 1, 10", cite.Citation{Kind: cite.KindCase, Identifier: "407 U.S. 1", Pin: "10"})},
		{name: "equivalent term", verdict: Pass, trace: []string{"VLT-0004#c1"},
			answer: at("VLT-0004#c1", cite.Citation{Kind: cite.KindVault, DocID: "VLT-0004", Chunk: "VLT-0004#c1"})},
		{name: "overview chunk", verdict: Fail, trace: []string{"VLT-0003#c1"},
			want:   []string{"retrieved chunk VLT-0003#c1", `none of "forum selection", "choice of forum"`},
			answer: at("VLT-0003", cite.Citation{Kind: cite.KindVault, DocID: "VLT-0003"})},
		{name: "off-topic pinned page", verdict: Fail, trace: []string{"VLT-0001#c2", "VLT-0001#c3"},
			want:   []string{"VLT-0001#c3"},
			answer: at("407 U.S. 1, 15", cite.Citation{Kind: cite.KindCase, Identifier: "407 U.S. 1", Pin: "15", Locators: nil})},
		{name: "no retrieved chunk of the document", verdict: Fail, trace: []string{"VLT-0002#c1"}, want: []string{"has no retrieved source passage"},
			answer: at("[VLT-0003]", cite.Citation{Kind: cite.KindVault, DocID: "VLT-0003"})},
		{name: "chunk named but not retrieved", verdict: Fail, trace: []string{"VLT-0002#c1"}, want: []string{"The cited passage was not retrieved: the cited chunk VLT-0001#c2, which was not retrieved"},
			answer: at("VLT-0001#c2", cite.Citation{Kind: cite.KindVault, DocID: "VLT-0001", Chunk: "VLT-0001#c2"})},
		{name: "authority quoted inside another chunk", verdict: Pass, trace: []string{"VLT-0002#c1"},
			answer: at("499 U.S. 585", cite.Citation{Kind: cite.KindCase, Identifier: "499 U.S. 585"})},
		{name: "statute with no passage", verdict: Fail, trace: []string{"VLT-0002#c1"}, want: []string{"has no retrieved source passage"},
			answer: at("28 U.S.C. § 1404(a)", cite.Citation{Kind: cite.KindStatute, Identifier: "28 U.S.C. § 1404(a)"})},
	})
}
