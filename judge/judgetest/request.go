// Package judgetest is a scripted OpenAI-compatible endpoint for tests:
// an httptest server on loopback that reads the judge's requests back
// into units, answers them through an Oracle (a stand-in model) and can
// misbehave the way real models and servers do (Fault), always or on a
// given share of replies. It counts calls and tokens (tiktoken, as a
// real endpoint would report them) so tests and measurements can say
// what each behaviour costs. No real model is involved anywhere.
package judgetest

import (
	"encoding/json"
	"fmt"
	"regexp"
	"strings"

	"github.com/citecheck/citecheck/judge"
)

// Request is one chat completion request as the fake read it.
type Request struct {
	Raw    map[string]json.RawMessage
	System string
	User   string
	Nonce  string
	Kind   judge.UnitKind
	// Keys are the items asked, in order: u1..un, c1..cn, or "" for a
	// criterion.
	Keys []string
	// Units are the items read back from the data blocks: for citation
	// calls one Unit per key (Proposition, Citation, Source, Excerpt,
	// Before, After, Holding); for a C-008 call one Unit whose Claims are
	// the keys' claims (their IDs are the keys); for a criterion call one
	// Unit with Question and Answer (the criterion text is in Criterion).
	Units     []judge.Unit
	Criterion string
	// Blocks maps every block name to its text; Outside is the user
	// message with every block removed.
	Blocks  map[string]string
	Outside string
	// Problems are the PROBLEM blocks, in order (the judge's notes on a
	// re-ask).
	Problems []string
	// Temperature reports whether "temperature" was sent, and its value.
	Temperature    bool
	TemperatureVal string
	Format         string // response_format type, "" when absent
	SchemaName     string
}

var (
	nonceRe = regexp.MustCompile(`^Nonce: ([0-9a-f]{8})\.`)
	keysRe  = regexp.MustCompile(`(?m)^Nonce: [0-9a-f]{8}\. (?:Units|Claims): ([a-z0-9, ]+)\.`)
	unitRe  = regexp.MustCompile(`(?m)^Unit (u\d+), passage (S\d+):$`)
)

// ParseRequest reads a request body.
func ParseRequest(body []byte) (*Request, error) {
	r := &Request{Blocks: map[string]string{}}
	if err := json.Unmarshal(body, &r.Raw); err != nil {
		return nil, fmt.Errorf("request body is not JSON: %v", err)
	}
	var msgs []struct{ Role, Content string }
	if err := json.Unmarshal(r.Raw["messages"], &msgs); err != nil || len(msgs) != 2 || msgs[0].Role != "system" || msgs[1].Role != "user" {
		return nil, fmt.Errorf("messages = %s, want system then user", r.Raw["messages"])
	}
	r.System, r.User = msgs[0].Content, msgs[1].Content
	if t, ok := r.Raw["temperature"]; ok {
		r.Temperature, r.TemperatureVal = true, string(t)
	}
	var rf struct {
		Type       string `json:"type"`
		JSONSchema struct {
			Name string `json:"name"`
		} `json:"json_schema"`
	}
	if f, ok := r.Raw["response_format"]; ok && json.Unmarshal(f, &rf) == nil {
		r.Format, r.SchemaName = rf.Type, rf.JSONSchema.Name
	}
	m := nonceRe.FindStringSubmatch(r.User)
	if m == nil {
		return nil, fmt.Errorf("the user message does not start with the nonce: %.80q", r.User)
	}
	r.Nonce = m[1]
	var err error
	if r.Outside, err = stripBlocks(r.User, r.Nonce, r.Blocks, &r.Problems); err != nil {
		return nil, err
	}
	switch {
	case strings.HasPrefix(r.System, "You grade citations"):
		r.Kind = judge.UnitCitation
	case strings.HasPrefix(r.System, "You grade whether"):
		r.Kind = judge.UnitUnsupported
	default:
		r.Kind = judge.UnitCriterion
	}
	if km := keysRe.FindStringSubmatch(r.User); km != nil {
		for _, k := range strings.Split(km[1], ",") {
			r.Keys = append(r.Keys, strings.TrimSpace(k))
		}
	} else {
		r.Keys = []string{""}
	}
	switch r.Kind {
	case judge.UnitCitation:
		err = r.readCitations()
	case judge.UnitUnsupported:
		r.readClaims()
	default:
		r.Criterion = r.Outside
		r.Units = []judge.Unit{{Kind: judge.UnitCriterion, ID: "criterion", Question: r.Blocks["QUESTION"], Answer: r.Blocks["ANSWER"]}}
	}
	return r, err
}

// readCitations rebuilds one citation unit per key from the S-blocks and
// the CLAIM blocks, which follow the "Unit uN, passage SM:" lines in order.
func (r *Request) readCitations() error {
	claims := r.claimBlocks()
	lines := unitRe.FindAllStringSubmatch(r.User, -1)
	if len(lines) != len(r.Keys) || len(claims) != len(r.Keys) {
		return fmt.Errorf("%d unit lines and %d claims for keys %v", len(lines), len(claims), r.Keys)
	}
	for i, l := range lines {
		s := l[2]
		prop, cite := claims[i], ""
		if j := strings.LastIndex(prop, "\n(cited as: "); j >= 0 && strings.HasSuffix(prop, ")") {
			prop, cite = prop[:j], prop[j+len("\n(cited as: "):len(prop)-1]
		}
		r.Units = append(r.Units, judge.Unit{Kind: judge.UnitCitation, ID: l[1], Proposition: prop, Citation: cite,
			Source: r.Blocks[s+" SOURCE"], Excerpt: r.Blocks[s+" EXCERPT"], Before: r.Blocks[s+" BEFORE"],
			After: r.Blocks[s+" AFTER"], Holding: r.Blocks[s+" HOLDING"]})
	}
	return nil
}

// claimBlocks are the CLAIM blocks in order (stripBlocks keeps the last
// of a name in Blocks, so they are found again here).
func (r *Request) claimBlocks() []string {
	re := regexp.MustCompile(`(?s)\[\[CLAIM ` + r.Nonce + `\]\]\n(.*?)\n\[\[/CLAIM ` + r.Nonce + `\]\]`)
	var out []string
	for _, m := range re.FindAllStringSubmatch(r.User, -1) {
		out = append(out, m[1])
	}
	return out
}

// readClaims rebuilds the C-008 unit from the CLAIMS and PASSAGE blocks.
func (r *Request) readClaims() {
	u := judge.Unit{Kind: judge.UnitUnsupported, ID: "unsupported"}
	for _, line := range strings.Split(r.Blocks["CLAIMS"], "\n") {
		switch {
		case strings.HasPrefix(line, "  next: ") && len(u.Claims) > 0:
			u.Claims[len(u.Claims)-1].Next = strings.TrimPrefix(line, "  next: ")
		case strings.HasPrefix(line, "  passage: ") && len(u.Claims) > 0:
			label := strings.TrimPrefix(line, "  passage: ")
			head, text, _ := strings.Cut(r.Blocks["PASSAGE "+label], "\n")
			chunk, source, _ := strings.Cut(head, ", ")
			c := &u.Claims[len(u.Claims)-1]
			c.Passages = append(c.Passages, judge.ClaimPassage{Chunk: chunk, Source: source, Text: text})
		default:
			if k, text, ok := strings.Cut(line, ": "); ok {
				u.Claims = append(u.Claims, judge.Claim{ID: k, Text: text})
			}
		}
	}
	r.Units = []judge.Unit{u}
}

// stripBlocks removes every "[[NAME nonce]] ... [[/NAME nonce]]" block,
// recording their contents; an unterminated block is an error.
func stripBlocks(s, nonce string, blocks map[string]string, problems *[]string) (string, error) {
	var out strings.Builder
	open := regexp.MustCompile(`\[\[([A-Z][A-Za-z0-9#:._ -]*?) ` + nonce + `\]\]\n`)
	for {
		m := open.FindStringSubmatchIndex(s)
		if m == nil {
			out.WriteString(s)
			return out.String(), nil
		}
		out.WriteString(s[:m[0]])
		name := s[m[2]:m[3]]
		rest := s[m[1]:]
		end := "\n[[/" + name + " " + nonce + "]]"
		j := strings.Index(rest, end)
		if j < 0 {
			return "", fmt.Errorf("block %s is not terminated", name)
		}
		blocks[name] = rest[:j]
		if name == "PROBLEM" {
			*problems = append(*problems, rest[:j])
		}
		s = rest[j+len(end):]
	}
}
