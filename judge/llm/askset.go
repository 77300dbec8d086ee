package llm

import (
	"fmt"
	"strings"

	"github.com/citecheck/citecheck/judge"
)

// The three kinds of askSet: what ask needs to render, decode and verify
// the items of each kind of call.

// citationSet asks citation units, keyed u1..un in call order.
type citationSet struct{ units []*judge.Unit }

func (c citationSet) kind() judge.UnitKind { return judge.UnitCitation }
func (c citationSet) size() int            { return len(c.units) }
func (c citationSet) label() string {
	ids := make([]string, len(c.units))
	for i, u := range c.units {
		ids[i] = u.ID
	}
	if len(ids) == 1 {
		return ids[0]
	}
	return "batch " + strings.Join(ids, ",")
}
func (c citationSet) untrusted() string {
	var b strings.Builder
	for _, u := range c.units {
		b.WriteString(unitText(u))
		b.WriteString("\n")
	}
	return b.String()
}
func (c citationSet) at(pos []int) []*judge.Unit {
	us := make([]*judge.Unit, len(pos))
	for k, i := range pos {
		us[k] = c.units[i]
	}
	return us
}
func (c citationSet) render(pos []int, notes []string, whole, nonce string) prompt {
	return renderCitations(c.at(pos), notes, whole, nonce)
}
func (c citationSet) decode(text []byte, k int, partial bool) ([]item, string) {
	return decodeKeyed(judge.UnitCitation, text, k, partial)
}
func (c citationSet) verify(pos []int, k int, it item) checked {
	labels, _ := passageLabels(c.at(pos))
	return verifyCitation(c.units[pos[k]], it, labels[k])
}

// claimSet asks the claims of one C-008 unit, keyed c1..cn.
type claimSet struct{ u *judge.Unit }

func (c claimSet) kind() judge.UnitKind { return judge.UnitUnsupported }
func (c claimSet) size() int            { return len(c.u.Claims) }
func (c claimSet) label() string        { return c.u.ID }
func (c claimSet) untrusted() string    { return unitText(c.u) }
func (c claimSet) render(pos []int, notes []string, whole, nonce string) prompt {
	return renderClaims(c.u, pos, notes, whole, nonce)
}
func (c claimSet) decode(text []byte, k int, partial bool) ([]item, string) {
	return decodeKeyed(judge.UnitUnsupported, text, k, partial)
}
func (c claimSet) verify(pos []int, k int, it item) checked {
	return verifyClaim(&c.u.Claims[pos[k]], it, fmt.Sprintf("%s%d", claimKey, k+1))
}

// criterionSet asks one Harvey-style criterion.
type criterionSet struct{ u *judge.Unit }

func (c criterionSet) kind() judge.UnitKind { return judge.UnitCriterion }
func (c criterionSet) size() int            { return 1 }
func (c criterionSet) label() string        { return c.u.ID }
func (c criterionSet) untrusted() string    { return unitText(c.u) }
func (c criterionSet) render(pos []int, notes []string, whole, nonce string) prompt {
	note := whole
	if len(notes) > 0 && notes[0] != "" {
		note = notes[0]
	}
	return renderCriterion(c.u, note, nonce)
}
func (c criterionSet) decode(text []byte, k int, partial bool) ([]item, string) {
	if partial {
		return []item{{problem: "the reply was cut off"}}, ""
	}
	return []item{decodeItem(judge.UnitCriterion, text)}, ""
}
func (c criterionSet) verify(pos []int, k int, it item) checked { return verifyCriterion(c.u, it) }
