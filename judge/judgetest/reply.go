package judgetest

import (
	"context"
	"encoding/json"
	"strings"

	"github.com/citecheck/citecheck/judge"
	"github.com/citecheck/citecheck/judge/heuristic"
)

// Verdict is one item's answer as a model would write it.
type Verdict struct {
	Evidence  string
	Reasoning string
	// Flags in the order the schema lists them: supports, adverse,
	// overclaims; unflagged; or pass.
	Flags []Flag
}

// Flag is one boolean field of a verdict.
type Flag struct {
	Name  string
	Value bool
}

// Reply is the answer to one request: a verdict per key, in key order.
type Reply struct {
	Kind     judge.UnitKind
	Keys     []string
	Verdicts []Verdict
}

// Oracle answers a request as a well-behaved model would.
type Oracle func(r *Request) Reply

// JSON writes the reply in the shape the judge asks for, keys and fields
// in schema order.
func (rp Reply) JSON() string { return rp.render(nil) }

// render writes the reply; edit, when set, may change each verdict
// object's fields (name, JSON value) before they are written.
func (rp Reply) render(edit func(fields [][2]string) [][2]string) string {
	obj := func(v Verdict) string {
		fields := [][2]string{{"evidence", jsonString(v.Evidence)}, {"reasoning", jsonString(v.Reasoning)}}
		for _, f := range v.Flags {
			b := "false"
			if f.Value {
				b = "true"
			}
			fields = append(fields, [2]string{f.Name, b})
		}
		if edit != nil {
			fields = edit(fields)
		}
		return writeObject(fields)
	}
	if rp.Kind == judge.UnitCriterion {
		return obj(rp.Verdicts[0])
	}
	field := "verdicts"
	if rp.Kind == judge.UnitUnsupported {
		field = "claims"
	}
	var members [][2]string
	for i, k := range rp.Keys {
		members = append(members, [2]string{k, obj(rp.Verdicts[i])})
	}
	return writeObject([][2]string{{field, writeObject(members)}})
}

func writeObject(fields [][2]string) string {
	var b strings.Builder
	b.WriteByte('{')
	for i, f := range fields {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString(jsonString(f[0]) + ":" + f[1])
	}
	b.WriteByte('}')
	return b.String()
}

func jsonString(s string) string {
	b, _ := json.Marshal(s)
	return string(b)
}

// HeuristicOracle answers with citecheck's own offline judge applied to
// the units read back from the prompt, so a run through the fake
// endpoint grades like the heuristic judge. Where the heuristic gives no
// evidence it quotes the first words of the text the verdict rests on,
// as a compliant model must.
func HeuristicOracle() Oracle {
	h := heuristic.New()
	return func(r *Request) Reply {
		rp := Reply{Kind: r.Kind, Keys: r.Keys}
		switch r.Kind {
		case judge.UnitCitation:
			for _, u := range r.Units {
				a, err := h.Assess(context.Background(), u)
				v := Verdict{Evidence: quoteFrom(u.Excerpt, a.Evidence), Reasoning: "scripted: " + oneSentence(a.Reasoning),
					Flags: []Flag{{"supports", a.Supports && err == nil}, {"adverse", a.Adverse}, {"overclaims", a.Overclaims}}}
				rp.Verdicts = append(rp.Verdicts, v)
			}
		case judge.UnitUnsupported:
			u := r.Units[0]
			a, _ := h.Assess(context.Background(), u)
			unflagged := map[string]bool{}
			for _, id := range a.Unflagged {
				unflagged[id] = true
			}
			for _, c := range u.Claims {
				rp.Verdicts = append(rp.Verdicts, Verdict{Evidence: firstWords(c.Text, 8), Reasoning: "scripted",
					Flags: []Flag{{"unflagged", unflagged[c.ID]}}})
			}
		default:
			rp.Verdicts = []Verdict{{Evidence: firstWords(r.Units[0].Answer, 8), Reasoning: "scripted", Flags: []Flag{{"pass", true}}}}
		}
		return rp
	}
}

// FixedOracle answers every citation unit with the same flags, quoting
// the first words of its excerpt; claims and criteria pass.
func FixedOracle(supports, adverse, overclaims bool) Oracle {
	return func(r *Request) Reply {
		rp := Reply{Kind: r.Kind, Keys: r.Keys}
		for _, u := range r.Units {
			switch r.Kind {
			case judge.UnitCitation:
				rp.Verdicts = append(rp.Verdicts, Verdict{Evidence: firstWords(u.Excerpt, 8), Reasoning: "scripted",
					Flags: []Flag{{"supports", supports}, {"adverse", adverse}, {"overclaims", overclaims}}})
			case judge.UnitUnsupported:
				for _, c := range u.Claims {
					rp.Verdicts = append(rp.Verdicts, Verdict{Evidence: firstWords(c.Text, 8), Reasoning: "scripted", Flags: []Flag{{"unflagged", false}}})
				}
			default:
				rp.Verdicts = append(rp.Verdicts, Verdict{Evidence: firstWords(u.Answer, 8), Reasoning: "scripted", Flags: []Flag{{"pass", true}}})
			}
		}
		return rp
	}
}

// quoteFrom is the heuristic's evidence when it stands in text as
// quoted (it may join two sentences that are apart), else its first
// sentence, else the first words of text: what a compliant model quotes.
func quoteFrom(text, evidence string) string {
	for _, q := range []string{evidence, oneSentence(evidence)} {
		if strings.TrimSpace(q) != "" && judge.QuoteOccurs(text, q) {
			return q
		}
	}
	return firstWords(text, 8)
}

// firstWords is the first n words of s, as written.
func firstWords(s string, n int) string {
	w := strings.Fields(s)
	if len(w) > n {
		w = w[:n]
	}
	return strings.Join(w, " ")
}

// oneSentence keeps reasoning short, as the prompt asks.
func oneSentence(s string) string {
	if i := strings.IndexAny(s, ".;"); i > 0 {
		return s[:i+1]
	}
	return s
}
