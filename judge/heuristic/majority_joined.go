package heuristic

import "fmt"

// The side of a split the court joined, turned round (C-003): the
// passage's court states a split and joins one side ("A minority treat
// such an assignment as void. We join the majority."), and the
// proposition says it took the other ("the court adopted the minority
// rule"). Read word by word the sentences share the split's words, so
// alignment passed.

// joinedSide are the phrases telling which side of a split a court took,
// and the side.
var joinedSide = []struct {
	phrases  phraseList
	majority bool
}{
	{phrasesOf("join the majority", "joins the majority", "joined the majority", "adopt the majority", "adopts the majority", "adopted the majority", "follow the majority", "follows the majority", "followed the majority", "side with the majority", "sides with the majority", "sided with the majority", "agree with the majority", "agreed with the majority", "took the majority", "takes the majority", "embraced the majority", "applied the majority", "applies the majority"), true},
	{phrasesOf("join the minority", "joins the minority", "joined the minority", "adopt the minority", "adopts the minority", "adopted the minority", "follow the minority", "follows the minority", "followed the minority", "side with the minority", "sides with the minority", "sided with the minority", "agree with the minority", "agreed with the minority", "took the minority", "takes the minority", "embraced the minority", "applied the minority", "applies the minority"), false},
}

// sideJoined is the side of a split toks say was joined: 1 the majority,
// -1 the minority, 0 none or both.
func sideJoined(toks []tok) (int, string) {
	side, what := 0, ""
	for _, js := range joinedSide {
		if hs := phraseHits(toks, js.phrases); len(hs) > 0 {
			s := -1
			if js.majority {
				s = 1
			}
			if side != 0 && side != s {
				return 0, ""
			}
			side, what = s, joinLow(toks[hs[0].at:hs[0].after])
		}
	}
	return side, what
}

// majorityTurned describes a proposition saying a court joined the side
// of a split other than the one the passage sentence says it joined.
func majorityTurned(prop []tok, s *analysed) string {
	ps, pw := sideJoined(prop)
	if ps == 0 {
		return ""
	}
	ss, sw := sideJoined(s.toks)
	if ss == 0 || ss == ps {
		return ""
	}
	return fmt.Sprintf("the proposition says the court %s; the passage says %q", pw, sw)
}
