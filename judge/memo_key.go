package judge

import (
	"strconv"
	"strings"
)

// unitKey addresses a unit by its content: every field its JSON carries
// (and none it leaves out: SameDocRetrieved, MorePassages, a claim
// passage's Holding and Outcome), each written with its length, so two
// units have the same key exactly when their JSON encodings are equal
// (in valid UTF-8; JSON writes each invalid byte as U+FFFD, the key
// keeps the bytes apart).
// It is the key itself, not a digest: the memo lives for one response,
// whose units are in memory anyway, so the key costs no hashing and can
// never collide, and it is written directly instead of through
// encoding/json's reflection (encoding and hashing each unit was a fifth
// of a warm grade with the heuristic judge). TestUnitKeyFollowsTheJSON
// fails when a field is added to Unit, Claim, ClaimPassage or Criterion
// and not here.
func unitKey(u *Unit) (string, error) {
	n := len(u.Kind) + len(u.ID) + len(u.Proposition) + len(u.Citation) + len(u.Source) + len(u.Excerpt) +
		len(u.Before) + len(u.After) + len(u.Holding) + len(u.Outcome) + len(u.Question) + len(u.Answer) + 16*8
	for _, c := range u.Claims {
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
	for _, s := range []string{string(u.Kind), u.ID, u.Proposition, u.Citation, u.Source, u.Excerpt, u.Before, u.After, u.Holding, u.Outcome} {
		put(s)
	}
	b.WriteString(strconv.Itoa(len(u.Claims)))
	b.WriteByte('c')
	for _, c := range u.Claims {
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
	if cr := u.Criterion; cr == nil {
		b.WriteByte('-')
	} else {
		b.WriteByte('+')
		put(cr.ID)
		put(cr.Title)
		put(cr.MatchCriteria)
		if cr.Negative {
			b.WriteByte('t')
		} else {
			b.WriteByte('f')
		}
	}
	put(u.Question)
	put(u.Answer)
	return b.String(), nil
}
