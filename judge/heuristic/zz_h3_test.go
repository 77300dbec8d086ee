package heuristic

import (
	"context"
	"os"
	"testing"

	"github.com/citecheck/citecheck/judge"
)

func TestH3Scratch(t *testing.T) {
	if os.Getenv("H3_PROP") == "" {
		t.Skip()
	}
	u := judge.Unit{Kind: judge.UnitCitation, ID: "P1/C1", Proposition: os.Getenv("H3_PROP"), Excerpt: os.Getenv("H3_EXC"), Source: os.Getenv("H3_SRC")}
	a, _ := New().Assess(context.Background(), u)
	t.Logf("sup=%v adv=%v over=%v und=%v: %s", a.Supports, a.Adverse, a.Overclaims, a.Undecided, a.Reasoning)
}

func TestH3Picks(t *testing.T) {
	if os.Getenv("H3_PROP") == "" {
		t.Skip()
	}
	u := judge.Unit{Kind: judge.UnitCitation, ID: "P1/C1", Proposition: os.Getenv("H3_PROP"), Excerpt: os.Getenv("H3_EXC"), Source: os.Getenv("H3_SRC")}
	src := parseSource(u.Source)
	propText := stripCitations(segmentFor(u.Proposition, u.Citation), u.Citation)
	ptoks := tokenize(propText)
	pk := keysInOrder(withoutTitleWords(ptoks, src.title))
	prop := analyse(sentence{text: propText, toks: ptoks, keys: keysOf(ptoks)})
	p := newPassage(&u, nil)
	al := align(pk, p, picksFor(&prop))
	kinds := separateSentences(u.Excerpt)
	for _, k := range al.picks {
		t.Logf("pick %d where=%v kind=%q share=%.2f: %s", k, p.where[k], kinds[normText(p.sents[k].text)], sentenceShare(pk, &p.sents[k]), p.sents[k].text)
	}
	t.Logf("kinds: %v", kinds)
}
