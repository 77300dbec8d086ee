package heuristic

import "fmt"

// The minority told as the majority, or the other way round (C-003,
// C-007): "most courts treat any access by a non-employee as a
// sublicense" against a treatise that says "Most courts ... hold that a
// contractor ... does not receive a sublicense ... A minority of courts
// treat any access by a person who is not the licensee's employee as a
// sublicense." The proposition aligns with the minority's sentence word
// for word; only its count of courts is turned. The count is read in the
// passage sentence the proposition aligns with best.

// majorityWords and minorityWords count the courts on a side.
var (
	majorityWords = phrasesOf("most courts", "the majority of courts", "a majority of courts", "the majority rule", "the majority view", "most jurisdictions", "the majority of jurisdictions", "most states", "the weight of authority")
	minorityWords = phrasesOf("a minority of courts", "the minority rule", "the minority view", "a few courts", "some courts", "a minority of jurisdictions", "a few jurisdictions", "a minority of states")
)

// courtCountTurned describes a proposition counting as the majority the
// side its best-aligned sentence gives to a minority (or the reverse);
// "" when it does not.
func courtCountTurned(ptoks []tok, pk propKeys, picks []*analysed, op *OperatingPoint) string {
	if len(picks) == 0 {
		return ""
	}
	s := picks[0]
	pMaj, pMin := len(phraseHits(ptoks, majorityWords)) > 0, len(phraseHits(ptoks, minorityWords)) > 0
	if pMaj == pMin || sentenceShare(pk, s) < op.ClashShare {
		return "" // neither count, or both; or not the sentence it restates
	}
	sMaj, sMin := len(phraseHits(s.toks, majorityWords)) > 0, len(phraseHits(s.toks, minorityWords)) > 0
	switch {
	case pMaj && !pMin && sMin && !sMaj:
		return fmt.Sprintf("the proposition gives to most courts the view the passage gives to a minority (%q)", clip(s.text, 160))
	case pMin && !pMaj && sMaj && !sMin:
		return fmt.Sprintf("the proposition gives to a minority the view the passage gives to most courts (%q)", clip(s.text, 160))
	}
	return ""
}
