package judge

import (
	"strconv"
	"strings"
)

// memoKey addresses a unit by its content: every field its JSON carries
// and none it leaves out (SameDocRetrieved, MorePassages, a claim
// passage's Holding and Outcome), so two units have the same key exactly
// when their JSON encodings are equal (in valid UTF-8; JSON writes each
// invalid byte as U+FFFD, the key keeps the bytes apart). It is the
// fields themselves, not a digest: the memo lives for one response, whose
// units are in memory anyway, so the key copies no text, costs no
// hashing beyond the map's own, and can never collide. (Encoding every
// unit with encoding/json and hashing it with SHA-256, as before, was a
// fifth of a warm grade with the heuristic judge.)
// TestUnitKeyFollowsTheJSON fails when a field is added to Unit, Claim,
// ClaimPassage or Criterion and not here.
type memoKey struct {
	kind                              UnitKind
	id, proposition, citation, source string
	excerpt, before, after            string
	holding, outcome                  string
	claims                            string // the claims, each field written with its length
	criterion                         Criterion
	hasCriterion                      bool
	question, answer                  string
}

// unitKey is u's memoKey.
func unitKey(u *Unit) (memoKey, error) {
	k := memoKey{kind: u.Kind, id: u.ID, proposition: u.Proposition, citation: u.Citation, source: u.Source,
		excerpt: u.Excerpt, before: u.Before, after: u.After, holding: u.Holding, outcome: u.Outcome,
		question: u.Question, answer: u.Answer}
	if u.Criterion != nil {
		k.criterion, k.hasCriterion = *u.Criterion, true
	}
	if len(u.Claims) > 0 {
		k.claims = claimsKey(u.Claims)
	}
	return k, nil
}

// claimsKey writes claims' JSON fields, each with its length.
func claimsKey(claims []Claim) string {
	n := 8
	for _, c := range claims {
		n += len(c.ID) + len(c.Text) + len(c.Why) + len(c.Next) + 5*8
		for _, p := range c.Passages {
			n += len(p.Chunk) + len(p.Source) + len(p.Text) + 3*8
		}
	}
	var b strings.Builder
	b.Grow(n)
	put := func(s string) {
		b.WriteString(strconv.Itoa(len(s)))
		b.WriteByte(':')
		b.WriteString(s)
	}
	b.WriteString(strconv.Itoa(len(claims)))
	b.WriteByte('c')
	for _, c := range claims {
		put(c.ID)
		put(c.Text)
		put(c.Why)
		put(c.Next)
		b.WriteString(strconv.Itoa(len(c.Passages)))
		b.WriteByte('p')
		for _, p := range c.Passages {
			put(p.Chunk)
			put(p.Source)
			put(p.Text)
		}
	}
	return b.String()
}
