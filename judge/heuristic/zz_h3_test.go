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

func TestH3Flag(t *testing.T) {
	ans := "Quillan enforced the survival clause as written: the confidentiality obligation ended three years after termination, before the use complained of, and the contract claim failed. Quillan Aerospace, Inc. v. Norfield Precision Machining, Inc., 67 F.4th 1102, 1103 (6th Cir. 2023). The court added that the lapse of the contractual duty does not by itself end trade secret protection, though it may bear on whether the owner's measures were reasonable. Id. at 1103.\n\nThe retrieved sources do not say how the trade secret claim was finally resolved."
	c := judge.Claim{ID: "P1", Text: "The court added that the lapse of the contractual duty does not by itself end trade secret protection, though it may bear on whether the owner's measures were reasonable. Id. at 1103.", Next: "The retrieved sources do not say how the trade secret claim was finally resolved."}
	t.Logf("next=%v before=%v insuff=%v", flaggedNext(c, ans), flaggedBefore(c, ans), insufficiency.MatchString(c.Text))
}

func TestH3Flag2(t *testing.T) {
	next := "The retrieved sources do not say how the trade secret claim was finally resolved."
	loc := insufficiency.FindStringIndex(next)
	subject := next[loc[1]:]
	skip := keysOf(tokenize(flagVerbs))
	t.Logf("subject=%q keys=%v skip=%v", subject, keysOf(tokenize(subject)), skip)
	t.Logf("claim keys=%v", keysOf(tokenize("The court added that the lapse of the contractual duty does not by itself end trade secret protection, though it may bear on whether the owner's measures were reasonable.")))
}
